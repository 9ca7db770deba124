"""The AI's shortcuts answer as the plain rules do: can_eat's table (deck.eats), the
chain_fed cache and moves.fits, checked on positions of played-out games with Population
Boom moved around."""
import random

from engine.habitat import feeding as F
from engine.habitat import moves
from engine.habitat.ai import rollout_action
from tests.habitat.helpers import DECK, GAME


def positions(seeds=4, steps=40):
    for seed in range(seeds):
        s = GAME.setup({"players": 3, "starter": "random"}, seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if GAME.to_move(s) is None:
                break
            GAME.apply(s, rollout_action(GAME, s, rng))
            if rng.random() < 0.3:          # Boom on a random species, Abundance of some type
                s.boom = rng.choice([c for c in range(DECK.n) if DECK.is_species[c]])
                s.abund_type = rng.randrange(len(DECK.resource_types))
            yield s


def known(s, c):
    return c != DECK.abundance or s.abund_type >= 0


def test_can_eat_table_matches_the_rule():
    checked = 0
    for s in positions():
        for u in range(DECK.n):
            for lo in range(DECK.n):
                if known(s, lo):
                    assert F.can_eat(DECK, s, u, lo) == F.eats_by_rule(DECK, s, u, lo), (u, lo, s.boom)
                    checked += 1
    assert checked > 100000


def test_fits_and_cached_chain_fed_match_the_full_answers():
    boomed = 0
    for s in positions():
        view = F.scavenge_view(DECK, s.dying)
        boomed += s.boom >= 0
        for p in range(s.players):
            chains = s.tables[p]
            fed = [F.chain_fed(DECK, s, ch, view) for ch in chains]
            assert fed == [F._chain_fed(DECK, s, ch, view) for ch in chains]
            for c in range(DECK.n):
                if known(s, c):
                    assert moves.fits(DECK, s, chains, fed, c, view) == \
                        bool(moves.slots(DECK, s, chains, fed, c, c, view)), (c, chains)
    assert boomed > 10


def test_remembered_answers_once_and_stays_bounded():
    cache, calls = {}, []
    make = lambda: calls.append(1) or len(calls)      # noqa: E731
    assert F.remembered(cache, "a", 2, make) == 1
    assert F.remembered(cache, "a", 2, make) == 1 and len(calls) == 1
    for k in "bcd":
        F.remembered(cache, k, 2, make)
    assert len(cache) <= 3 and "a" not in cache
