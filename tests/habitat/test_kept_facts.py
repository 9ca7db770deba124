"""The state keeps each table's feeding facts (state.known) until something changes that table,
and what its dying display lets scavengers eat until that display changes (state.dying_view),
and shares its tables with its clones until one of them changes one: on played-out games
(random legal actions, so every event, prompt and table move happens, and the hard level's
rollout policies), what is kept is always about the table (or the dying display) as it stands,
the facts table_facts answers are those worked out afresh, and a clone's tables stay as they
were when the original plays on (and the original's when the clone does)."""
import copy
import random
from collections import Counter

from engine.habitat import feeding as F
from engine.habitat import flow, moves
from engine.habitat.ai import greedy_action, reply_action, rollout_action
from engine.habitat.state import SETUP
from tests.habitat.helpers import DECK, GAME, build, play


def check(s, why):
    view = F.scavenge_view(DECK, s.dying)
    assert s.dying_view in (None, view), why
    assert F.view_now(DECK, s) == view and s.dying_view == view, why
    for p in range(s.players):
        kept = s.known[p]
        assert kept is None or kept.chains == tuple(map(tuple, s.tables[p])), (why, p)
        got = F.table_facts(DECK, s, p, view)
        fresh = F.Table(DECK, s, s.tables[p], view)
        assert (got.fed, got.counts, got.starving, got.habitat) == \
            (fresh.fed, fresh.counts, fresh.starving, fresh.habitat), (why, p)
        assert s.known[p] is got


def played(players, seed, policy, steps=400):
    s = GAME.setup({"players": players, "starter": "random"}, seed)
    rng = random.Random(seed)
    kinds = Counter()
    for _ in range(steps):
        if GAME.to_move(s) is None:
            break
        check(s, "before")
        a = policy(s, rng)
        kinds[a[0] if a[0] != "event" else a[1].rsplit("-", 1)[0]] += 1
        if s.phase == SETUP:
            check(GAME.determinize(s, GAME.to_move(s), rng), "determinized")
        c, twin = GAME.clone(s), GAME.clone(s)
        before = copy.deepcopy(s.tables)
        GAME.apply(s, a)
        check(s, a)
        assert c.tables == before, a          # the clone's tables and facts stay its own
        check(c, "clone")
        after = copy.deepcopy(s.tables)
        GAME.apply(twin, a)                   # and the original's when the clone plays
        assert twin.tables == s.tables == after and c.tables == before, a
        check(GAME.observe(s, 0), "observed")
    return kinds


def random_legal(s, rng):
    """A random kind of action, then a random action of that kind (table moves, which are
    many, would crowd out the rest)."""
    acts = moves.legal(DECK, s)
    kind = rng.choice(sorted({a[0] for a in acts}))
    return rng.choice([a for a in acts if a[0] == kind])


def hard_reply(s, rng):
    turn: dict = {}
    return reply_action(GAME, s, rng, turn) if s.phase != SETUP else rollout_action(GAME, s, rng)


def test_kept_table_facts_are_the_tables_as_they_stand():
    kinds = Counter()
    for players in (2, 3, 4, 6):
        for seed in range(4):
            kinds += played(players, 900 + 10 * players + seed, random_legal)
        kinds += played(players, 950 + players, hard_reply, steps=150)
    # every way a table changes was played
    for k in ("play", "new_chain", "move", "rescue", "territory", "place", "save", "disease",
              "wildfire", "abundance", "pollution", "winter", "population_boom"):
        assert kinds[k] > 0, (k, kinds)


def test_greedy_reply_leaves_the_kept_facts_true():
    """greedy_action tries plays in place on a copy and takes them back."""
    for seed in range(3):
        s = GAME.setup({"players": 4, "starter": "random"}, 990 + seed)
        rng = random.Random(seed)
        for _ in range(120):
            if GAME.to_move(s) is None:
                break
            a = greedy_action(GAME, s) if not s.pending and s.phase != SETUP else rollout_action(GAME, s, rng)
            check(s, "greedy")
            GAME.apply(s, a)


def test_the_kept_view_follows_every_change_of_the_dying_display():
    """Each way a card goes onto or off the dying display, or the display is shuffled away,
    from a kept view that it changes: a Renewal taking the only dying species, a rescue, a card
    placed on an empty pile, a rebuild and Winter's shuffle (called alone: in play a card is
    placed at once after them)."""
    def kept(s):
        F.view_now(DECK, s)
        return s

    s = kept(build(hands=[["renewal"]], dying=[["deer"], ["plants"], []]))
    assert s.dying_view == (True, False)
    play(s, ("event", "renewal-1"), ("renew", 0, 0))          # the Deer, in the middle of the prompt
    check(s, "renew")
    s = kept(build(tables=[[["fruit_berries"]], []], dying=[["deer"], [], []]))
    play(s, ("rescue", 0, 0, 1))
    check(s, "rescue")
    s = kept(build(dying=[[], [], []]))
    flow.to_dying(DECK, s, DECK.index["brook_trout-1"], 0)
    assert s.dying_view is None and F.view_now(DECK, s) == (True, True)
    for shuffle in (flow.rebuild, flow.winter_shuffle):
        s = kept(build(dying=[["deer"], [], []]))
        shuffle(s)
        check(s, shuffle.__name__)
