"""The AI levels: legal moves only, a planner that sees the rules, normal beats random."""
from __future__ import annotations

import random

import pytest

from engine.ai import make_bot
from engine.habitats.ai import Planner

from .helpers import GAME, fresh, holding_state, park, with_parks


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_with_legal_moves(level):
    """Whole games for easy and normal; hard (slower) plays its first year and the last turns."""
    s = fresh(3 if level != "hard" else 2, seed=8)
    bots = [make_bot(GAME, level) for _ in range(s.players)]
    rng = random.Random(3)
    if level == "hard":
        _fast_forward(s, stop=GAME.year_ends(2)[0], skip_to=GAME.year_ends(2)[2] - 4, bots=bots, rng=rng)
    while GAME.to_move(s) is not None:
        p = GAME.to_move(s)
        GAME.play(s, bots[p].choose(GAME, s, p, rng))     # play() refuses an illegal move
        GAME.check_invariants(s)
    assert GAME.scores(s).winners()


def _fast_forward(s, stop, skip_to, bots, rng):
    """The bots play until `stop` turns, then random moves until `skip_to`."""
    while s.turn < stop:
        p = GAME.to_move(s)
        GAME.play(s, bots[p].choose(GAME, s, p, rng))
    while s.turn < skip_to:
        GAME.play(s, rng.choice(GAME.legal_actions(s)))


def test_normal_beats_random_over_seeded_games():
    wins = 0
    for seed in range(4):
        s = fresh(2, seed=100 + seed)
        bots = [make_bot(GAME, "normal"), make_bot(GAME, "random")]
        rng = random.Random(seed)
        while GAME.to_move(s) is not None:
            p = GAME.to_move(s)
            GAME.play(s, bots[p].choose(GAME, s, p, rng))
        wins += GAME.scores(s).winners() == [0]
    assert wins == 4


def test_the_planner_meets_a_demand_when_it_can():
    # a zebra in hand, a zebra in the park: the best place is beside it (2 + 2 VP)
    s = holding_state("zebra", [park((-1, 0, "zebra")), park(seat=1)])
    v, c, r = Planner(GAME, s, s.current).best_place(s.held)
    from engine.habitats.park import cell
    assert c in (cell(-2, 0), cell(-1, 1), cell(-1, -1))


def test_the_planner_does_not_set_aside_a_tile_that_fits():
    s = holding_state("road3_water", [park((-1, 0, "zebra")), park(seat=1)])
    bot = make_bot(GAME, "normal")
    a = bot.choose(GAME, s, s.current, random.Random(1))
    assert a[0] == "place"


def test_with_parks_keeps_the_components():
    s = with_parks(fresh(2, seed=2), [park((-1, 0, "zebra")), park(seat=1)])
    assert sum(1 for p in s.parks for _ in p) == 3
