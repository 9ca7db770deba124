"""Hard's solo look-ahead judges placements, not only takes: for its best takes it plays
each of a few best placements (tile spot, rotation, token spot) and keeps the one whose next
turn is best on average; the place and token steps then play the placement it chose."""
import random

import pytest

import engine.cascadia.ai as ai
from engine.ai.levels import make_bot
from engine.cascadia.ai import CascadiaBot, Planner, Weights
from engine.cascadia.hexgrid import coords
from engine.cascadia.state import PLACE, TAKE, TOKEN
from tests.cascadia.helpers import GAME as G


def solo_midgame(seed=7, turns=6):
    """A solo game after `turns` turns of the normal level, at a take step."""
    s = G.setup(G.default_options(1), seed)
    bot, rng = make_bot(G, "normal"), random.Random(seed)
    while G.turn_of(s, 0) < turns or s.phase != TAKE:
        G.apply(s, bot.choose(G, s, 0, rng))
    return s


def test_top_plans_are_the_best_plans_in_order_the_first_is_plan_pairs():
    s = solo_midgame()
    pl = Planner(G, s, 0, Weights())
    for k in range(4):
        t, a = s.tiles[k], s.tokens[k]
        top = pl.top_plans(t, a, 5)
        assert top[0] == pl.plan_pair(t, a)
        assert len(top) == 5
        assert [p[0] for p in top] == sorted((p[0] for p in top), reverse=True)
        assert len({(p[1], p[3]) for p in top}) == 5      # one per (tile spot, token spot)


def step(bot, s):
    a = bot.decide(G, G.observe(s, 0), 0, random.Random(0))
    G.apply(s, a)
    return a


def test_the_place_and_token_steps_play_the_placement_the_look_ahead_chose(monkeypatch):
    s = solo_midgame()
    bot = CascadiaBot(ahead=2, width=1, plans=3, plan_span=99.0)
    pl = Planner(G, s, 0, bot.w)
    take = bot.rank_takes(G, s, 0, pl)[0][1]
    plans = pl.top_plans(s.tiles[take[1]], s.tokens[take[2]], 3)
    target = plans[2]           # the third best placement now: only the look-ahead prefers it
    monkeypatch.setattr(ai, "look_solo", lambda b, g, st, p, a, rng, plan=None, seeds=None:
                        10.0 if plan == target else 0.0)
    assert step(bot, s) == take and s.phase == PLACE
    fresh = CascadiaBot(ahead=2, width=1, plans=3)      # a bot that did not see the take step
    greedy = fresh.decide(G, G.observe(s, 0), 0, random.Random(0))
    assert greedy == ("place",) + coords(plans[0][1]) + (plans[0][2],)
    assert step(bot, s) == ("place",) + coords(target[1]) + (target[2],)
    assert s.phase == TOKEN
    want = ("discard_token",) if target[3] is None else ("token",) + coords(target[3])
    assert step(bot, s) == want


@pytest.mark.parametrize("plans", [1, 3])
def test_the_solo_look_ahead_plays_legal_games(plans):
    s = G.setup(G.default_options(1), 3)
    bot = CascadiaBot(ahead=2, width=2, plans=plans, crn=True, weights=ai.HARD_WEIGHTS)
    rng = random.Random(3)
    while G.to_move(s) is not None:
        a = bot.decide(G, G.observe(s, 0), 0, rng)
        assert a in G.legal_actions(s)
        G.apply(s, a)
    assert G.scores(s).totals[0] > 60


def test_hard_judges_placements_in_solo_and_normal_does_not_look_ahead():
    hard, normal = make_bot(G, "hard"), make_bot(G, "normal")
    assert hard.plans > 1 and hard.crn and hard.ahead > 0
    assert normal.ahead == 0


def test_a_remembered_placement_that_no_longer_fits_is_planned_again(monkeypatch):
    # e.g. the hint's bot remembered a placement, and the position moved on without it
    s = solo_midgame()
    bot = CascadiaBot(ahead=2, width=1, plans=3, plan_span=99.0)
    monkeypatch.setattr(ai, "look_solo", lambda *a, **k: 0.0)
    step(bot, s)
    assert s.phase == PLACE and bot.chosen is not None
    occupied = next(iter(s.env[0]))       # a cell of the starting tiles: never a legal spot
    turn, tile, token, plan = bot.chosen
    bot.chosen = (turn, tile, token, (plan[0], occupied, plan[2], plan[3]))
    a = bot.decide(G, G.observe(s, 0), 0, random.Random(0))
    assert a in G.legal_actions(s)
    fresh = CascadiaBot(ahead=2, width=1, plans=3)
    assert a == fresh.decide(G, G.observe(s, 0), 0, random.Random(0))
