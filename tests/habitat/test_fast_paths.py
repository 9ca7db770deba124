"""The AI's shortcuts answer as the plain rules do: can_eat's table (deck.eats), the
chain_fed cache and moves.fits, table facts, the rollouts' short lists and the values after
a step, checked on positions of played-out games with Population Boom moved around."""
import random
from collections import Counter

import pytest

from engine.habitat import feeding as F
from engine.habitat import moves
from engine.habitat.ai import (AfterMyStep, ReplySearch, ai_levels, candidates, evaluate, finish_turn,
                               keep_value, rollout_action)
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


def test_table_facts_are_the_plain_rule_chain_by_chain():
    for s in positions():
        view = F.scavenge_view(DECK, s.dying)
        for p in range(s.players):
            fed = [F._chain_fed(DECK, s, ch, view) for ch in s.tables[p]]
            cards = [(c, ok) for ch, f in zip(s.tables[p], fed) for c, ok in zip(ch, f)]
            counts = Counter(F.eff_rank(DECK, s, c) for c, ok in cards if ok)
            hungry = [c for c, ok in cards if not ok]
            t = F.table_facts(DECK, s, p, view)
            assert list(t.fed) == fed and t.counts == counts and set(t.ranks) == set(counts)
            assert list(t.starving) == hungry == F.starving(DECK, s, p)
            assert t.habitat == (not hungry and set(counts) >= set(range(1, 9)))


def test_the_rollouts_shortcuts_list_what_the_full_lists_do():
    """first_slot and place_on_table are slots()[0]; legal without table moves is legal less
    its moves; rescues that skip ranks are the others; Territory from attackable() as before."""
    checked = 0
    for s in positions(steps=60):
        view = F.scavenge_view(DECK, s.dying)
        p = s.current
        facts = F.table_facts(DECK, s, p, view)
        for c in range(DECK.n):
            if known(s, c):
                full = moves.slots(DECK, s, s.tables[p], facts.fed, c, c, view)
                first = full[0] if full else None
                assert moves.first_slot(DECK, s, s.tables[p], facts.fed, c, c, view) == first
                assert moves.place_on_table(DECK, s, p, c, view) == first
                checked += 1
        everything = moves.legal(DECK, s)
        assert moves.legal(DECK, s, table_moves=False) == [a for a in everything if a[0] != "move"]
        ranks = {2, 5, 7}
        assert moves.rescue_actions(DECK, s, skip_ranks=ranks) == \
            [a for a in moves.rescue_actions(DECK, s) if DECK.rank[s.dying[a[1]][-1]] not in ranks]
    assert checked > 10000


def test_values_after_my_step_are_evaluate():
    """AfterMyStep reuses the tables' values of the position before the step: the same number
    as evaluate(), for every step, and at the end of the turn the step starts."""
    compared = 0
    for s in positions(seeds=3, steps=50):
        p = GAME.to_move(s)
        if p is None:
            continue
        value = AfterMyStep(GAME, s, p)
        for a in candidates(GAME, s):
            c = GAME.clone(s)
            GAME.apply(c, a)
            assert value(c) == evaluate(GAME, c, p), a
            finish_turn(GAME, c, p, random.Random(0))
            assert value(c) == evaluate(GAME, c, p), a
            compared += 1
    assert compared > 1000


# ---- hard's decisions, recorded before the rollouts were made faster ---------------------------
def hard_position(players, seed, steps):
    """A seeded game played `steps` steps by the cheap policy, on to a decision with a choice."""
    s = GAME.setup({"players": players, "starter": "random"}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        GAME.apply(s, rollout_action(GAME, s, rng))
    while len(GAME.legal_actions(s)) < 2:
        GAME.apply(s, rollout_action(GAME, s, rng))
    return s


def hard_search(s):
    """Hard's choice with no time limit, and (count, sum) of every value its search worked out:
    each rollout's value and each score its turn search ranked."""
    values = []

    class Hard(ReplySearch):
        def rollout(self, *args):
            values.append(super().rollout(*args))
            return values[-1]

    spec = dict(ai_levels()["hard"], seconds=1e9)
    spec.pop("bot")
    bot = Hard(**spec)
    ranked = bot.search.greedy.ranked
    bot.search.greedy.ranked = lambda *a: [values.append(v) or (v, x) for v, x in ranked(*a)]
    p = GAME.to_move(s)
    action = bot.choose(GAME, GAME.observe(s, p), p, random.Random(s.turn))
    return action, len(values), round(sum(values), 4)


# recorded with the code before the rollouts' shortcuts (commit e67e052): (players, seed, steps),
# phase, (action, values worked out, their sum). A change of the AI that is meant to change its
# play records them again; a speed-up must leave them as they are.
RECORDED = [
    ((2, 11, 30), 'start', (('event', 'spring-1'), 79, -1651.4595)),
    ((2, 12, 58), 'main', (('event', 'disease-1', 0, 2, 1), 205, -1450.3043)),
    ((2, 13, 80), 'start', (('event', 'niche-1', 8), 139, -2688.8145)),
    ((3, 31, 40), 'start', (('draw_display', 2), 106, -2509.92)),
    ((3, 32, 70), 'start', (('draw_display', 2), 76, -2407.6012)),
    ((4, 41, 35), 'main', (('event', 'wildfire-1', 3, 1, 0), 111, -3116.6235)),
    ((4, 42, 60), 'start', (('draw_display', 1), 76, -2099.5234)),
    ((4, 43, 95), 'main', (('discard', 'seeds_nuts-3', 0), 9, -41.0491)),
    ((5, 51, 50), 'main', (('new_chain', 'mushrooms-4'), 277, -3904.5591)),
    ((6, 61, 30), 'main', (('new_chain', 'eggs-1'), 193, -1995.592)),
    ((6, 62, 60), 'main', (('new_chain', 'invertebrates-1'), 154, -2918.6582)),
    ((6, 63, 90), 'main', (('move', 2, 0, 3, 0, 1), 178, -2962.2185)),
    ((6, 64, 120), 'start', (('event', 'population_boom-1', 1, 0, 1), 130, -6077.552)),
    ((6, 65, 75), 'main', (('new_chain', 'insects-8'), 72, -1543.6133)),
]


@pytest.mark.parametrize("where, phase, recorded", RECORDED)
def test_hard_decides_as_before_the_speed_up(where, phase, recorded):
    s = hard_position(*where)
    assert s.phase == phase
    action, n, total = hard_search(s)
    assert (action, n) == recorded[:2]
    assert total == pytest.approx(recorded[2], abs=1e-3)


def test_the_cheap_policys_discard_is_the_first_listed_of_the_worst_card():
    """rollout_action names its discard without listing them: the first legal discard of the
    card it keeps least (card index breaking ties), as it was picked from the list."""
    checked = 0
    for players in (2, 4, 6):
        for seed in range(4):
            s = GAME.setup({"players": players, "starter": "random"}, 300 + seed)
            rng = random.Random(seed)
            for _ in range(150):
                if GAME.to_move(s) is None:
                    break
                if s.pending and s.pending[0][0] == "discard":
                    p = GAME.to_move(s)
                    ranks = F.fed_ranks(DECK, s, p)
                    worst = min(s.hands[p], key=lambda c: (keep_value(DECK, s, p, c, ranks), c))
                    listed = next(a for a in GAME.legal_actions(s) if a[1] == DECK.uid[worst])
                    assert rollout_action(GAME, s, random.Random(0)) == listed
                    checked += 1
                GAME.apply(s, rollout_action(GAME, s, rng))
    assert checked > 30, checked
