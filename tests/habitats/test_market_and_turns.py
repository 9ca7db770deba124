"""The market walk, the figure's move, refill, placement, years and hidden information."""
from __future__ import annotations

import random

import pytest

from engine.core import IllegalAction
from engine.habitats.market import choices
from engine.habitats.park import ORIGIN, cell
from engine.habitats.state import EMPTY, OVER, PLACE, TAKE

from .helpers import DATA, GAME, fresh, holding_state, park

N, E, S, W = range(4)
X = EMPTY


def grid(rows):
    """A market from strings: '#' a tile (numbered in order), '.' an empty space."""
    out, k = [], 0
    for line in rows:
        for ch in line:
            out.append(k if ch == "#" else X)
            k += ch == "#"
    return out


def spaces(ch):
    return sorted((i, d, how) for i, d, how in ch)


# ---- the walk ------------------------------------------------------------------------------
def test_first_tile_ahead_left_and_right_skipping_empty_spaces():
    m = grid(["#.##",
              "#..#",
              "#.##",
              "####"])
    # figure at (1, 1) facing N: ahead (0, 1) is empty -> nothing ahead in that column? (0,1) is
    # the edge, so no tile ahead; left = W -> (1, 0); right = E -> (1, 2) empty, (1, 3)
    got = {(i // 4, i % 4): (d, how) for i, d, how in choices(m, 4, 4, 5, N)}
    assert got == {(1, 0): (W, "left"), (1, 3): (E, "right")}


def test_figures_do_not_block():
    """Figures stand on empty spaces, so they are skipped like empty spaces."""
    m = grid(["....",
              "....",
              "....",
              "#..."])
    # the figure at (0, 0) faces S; another figure could stand at (1, 0) or (2, 0)
    assert spaces(choices(m, 4, 4, 0, S)) == [(12, S, "ahead")]


def test_behind_only_when_none_of_the_three_has_a_tile():
    m = grid(["#...",
              "....",
              "....",
              "...."])
    # figure at (2, 0) facing S: nothing ahead, left (E row 2 empty) or right (W: edge) -> behind
    assert spaces(choices(m, 4, 4, 8, S)) == [(0, N, "behind")]
    m2 = grid(["#...",
               "....",
               "...#",
               "...."])
    assert spaces(choices(m2, 4, 4, 8, S)) == [(11, E, "left")]


def test_a_boxed_in_figure_takes_any_tile():
    m = grid(["....",
              "...#",
              "....",
              "#..."])
    got = choices(m, 4, 4, 0, S)      # (3, 0) is in line: ahead
    assert got == [(12, S, "ahead")]
    got = choices(m, 4, 4, 5, N)      # (1, 1): row 1 has (1, 3) on its right
    assert got == [(7, E, "right")]
    got = choices(m, 4, 4, 10, N)     # (2, 2): no tile in its row or column
    assert sorted(i for i, _, how in got) == [7, 12] and {how for *_, how in got} == {"anywhere"}
    assert dict((i, d) for i, d, _ in got) == {7: N, 12: W}    # the longer way; vertical on a tie


def test_taking_moves_the_figure_turns_it_and_refills_the_space_it_left():
    s = fresh(2, seed=3)
    p = s.current
    start, facing = s.fig_pos[p], s.fig_dir[p]
    a = GAME.legal_actions(s)[0]
    space = a[1] * s.cols + a[2]
    tile = s.market[space]
    epoch = s.epoch
    GAME.play(s, a)
    assert s.held == tile and s.phase == PLACE
    assert s.fig_pos[p] == space and s.market[space] == EMPTY
    assert s.market[start] != EMPTY and s.epoch == epoch + 1
    expected = next(d for i, d, _ in choices(GAME.setup(GAME.default_options(2), 3).market, 4, 4, start, facing)
                    if i == space)
    assert s.fig_dir[p] == expected


def test_the_start_market_for_every_player_count():
    for n, tiles in ((2, 14), (3, 17), (4, 21), (5, 20)):
        s = fresh(n, seed=n)
        assert sum(1 for t in s.market if t != EMPTY) == tiles
        m = DATA.markets[n]
        for k, f in enumerate(m.figures):
            seat = (s.first + k) % n
            assert s.fig_pos[seat] == f.row * m.cols + f.col
            assert s.fig_dir[seat] == "NESW".index(f.facing)


def test_taking_behind_or_beyond_the_first_tile_is_refused_with_the_rule():
    s = fresh(2, seed=1)
    p = s.current
    s.market = [t if t != EMPTY else t for t in s.market]
    s.fig_pos[p], s.fig_dir[p] = 5, N                # (1, 1) facing north
    other = 1 - p
    s.fig_pos[other] = 15
    s.market = [10 + i for i in range(16)]
    s.market[5] = s.market[15] = EMPTY
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("take", 2, 1))
    assert "behind" in e.value.reason("en") and "derrière" in e.value.reason("fr")
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("take", 1, 3))
    assert "first tile" in e.value.reason("en")
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("take", 0, 0))
    assert "straight line" in e.value.reason("en")
    assert sorted(GAME.legal_actions(s)) == [("take", 0, 1), ("take", 1, 0), ("take", 1, 2)]


# ---- placement -----------------------------------------------------------------------------
def holding(kind, parks=None, seed=1):
    return holding_state(kind, parks, seed)


def test_first_tile_goes_left_right_or_above_the_entrance_never_below():
    s = holding("zebra")
    cells = {(a[1], a[2]) for a in GAME.legal_actions(s)}
    assert cells == {(0, -1), (0, 1), (-1, 0)}
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("place", 1, 0, 0))
    assert "below your entrance" in e.value.reason("en")


def test_nothing_ever_goes_in_the_entrance_column_even_lower_down():
    p = park((0, 1, "G"), (1, 1, "G"), (2, 1, "G"))
    s = holding("ants", [p, park(seat=1)])
    cells = {(a[1], a[2]) for a in GAME.legal_actions(s)}
    assert (1, 0) not in cells and (2, 0) not in cells and (3, 1) in cells and (2, 2) in cells


def test_road_sides_never_touch_a_tile():
    s = holding("road3_water")       # roads N, E, W at rotation 0: only its bottom side is open
    acts = GAME.legal_actions(s)
    assert ("place", -1, 0, 0) in acts             # above the entrance, open side down
    assert ("place", 0, 1, 0) not in acts          # beside the entrance its open side must face it
    assert ("place", 0, 1, 1) in acts              # turned: roads E, S, W? no: N->E, E->S, W->N
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("place", 0, 1, 0))
    assert "road" in e.value.reason("en") and "route" in e.value.reason("fr")


def test_a_tile_may_not_touch_a_road_side_already_placed():
    p = park((-1, 0, "road1_water", 1))            # road facing E
    s = holding("zebra", [p, park(seat=1)])
    cells = {(a[1], a[2]) for a in GAME.legal_actions(s)}
    assert (-1, 1) not in cells and (-2, 0) in cells and (-1, -1) in cells
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("place", -1, 1, 0))
    assert "road side of a tile" in e.value.reason("en")


def test_only_road_tiles_turn_and_only_to_distinct_roads():
    s = holding("zebra")
    assert {a[3] for a in GAME.legal_actions(s)} == {0}
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("place", -1, 0, 2))
    assert "upright" in e.value.reason("en")
    s = holding("road2_grassland")                 # straight: rotations 0 and 1 only
    assert DATA.rotations[s.held] == (0, 1)


def test_a_tile_that_fits_nowhere_is_set_aside():
    # the entrance boxed in by three 3-road tiles whose open sides face it
    p = park((0, -1, "road3_grassland", 3), (0, 1, "road3_forest", 1), (-1, 0, "road3_dryland", 0))
    s = holding("zebra", [p, park(seat=1)])
    assert GAME.legal_actions(s) == [("set_aside",)]
    with pytest.raises(IllegalAction):
        GAME.play(s, ("place", -2, 0, 0))
    tile = s.held
    GAME.play(s, ("set_aside",))
    assert s.set_aside == [tile]
    assert GAME.explain_illegal(fresh(), ("set_aside",)).reason("en")


# ---- years and goals -----------------------------------------------------------------------
@pytest.mark.parametrize("players,turns", [(2, (9, 6, 6)), (3, (8, 6, 6)), (4, (7, 6, 6)), (5, (6, 6, 6))])
def test_years_last_the_seeds_turns_and_goals_are_scored_after_each(players, turns):
    s = fresh(players, seed=11)
    rng = random.Random(1)
    scored_at = []
    while GAME.to_move(s) is not None:
        before = [g[:] for g in s.goal_points]
        GAME.play(s, rng.choice(GAME.legal_actions(s)))
        if s.goal_points != before or (s.phase == OVER):
            scored_at.append(s.turn)
        if s.phase == TAKE and s.turn in GAME.year_ends(players):
            pass
    ends = [turns[0] * players, (turns[0] + turns[1]) * players, sum(turns) * players]
    assert GAME.year_ends(players) == tuple(ends)
    assert s.turn == ends[2] and s.phase == OVER
    assert set(scored_at) <= set(ends)
    assert all(len(p) == 1 + sum(turns) - 0 for p in s.parks) or s.set_aside
    for y in range(3):
        values = sorted(g[y] for g in s.goal_points)
        assert max(values) <= DATA.years[players].goal_values[y][0]


def test_the_year_one_goal_is_scored_at_the_end_of_year_one_only():
    s = fresh(2, seed=5)
    rng = random.Random(2)
    end1 = GAME.year_ends(2)[0]
    while s.turn < end1:
        assert s.goal_points == [[0, 0, 0], [0, 0, 0]]
        GAME.play(s, rng.choice(GAME.legal_actions(s)))
    from engine.habitats.goals import goal_points
    assert [g[0] for g in s.goal_points] == goal_points(DATA, s.goals[0], s.parks, 0)
    assert [g[1] for g in s.goal_points] == [0, 0]


def test_ties_on_the_total_go_to_the_higher_park_score():
    s = fresh(2, seed=5)
    s.parks = [park((-1, 0, "flower_water"), (-2, 0, "flower_water")), park((-1, 0, "flower_forest"), seat=1)]
    s.goal_points = [[0, 0, 0], [1, 0, 0]]
    sheet = GAME.scores(s)
    assert sheet.totals == [2, 2]
    assert sheet.winners() == [0]


# ---- hidden information and text ----------------------------------------------------------------
def test_the_stock_order_is_the_only_hidden_thing():
    s = fresh(3, seed=2)
    o = GAME.observe(s, 1)
    assert o.rng is None and o.unseen == sorted(o.unseen) == s.unseen
    d1 = GAME.determinize(s, 1, random.Random(1))
    d2 = GAME.determinize(s, 1, random.Random(2))
    a = GAME.legal_actions(s)[0]
    GAME.apply(d1, a)
    GAME.apply(d2, a)
    assert d1.market != d2.market or d1.unseen != d2.unseen or True
    draws = set()
    for r in range(8):
        d = GAME.determinize(s, 1, random.Random(r))
        GAME.apply(d, a)
        draws.add(tuple(d.market))
    assert len(draws) > 1, "determinize re-deals the stock"


def test_log_lines_use_names_not_coordinates():
    s = fresh(2, seed=4)
    a = GAME.legal_actions(s)[0]
    for lang in ("en", "fr"):
        line = GAME.describe(s, a, lang)
        assert not any(ch.isdigit() for ch in line), line
    GAME.play(s, a)
    a = GAME.legal_actions(s)[0]
    en, fr = GAME.describe(s, a, "en"), GAME.describe(s, a, "fr")
    assert en.startswith("places the ") and "beside the entrance" in en
    assert fr.startswith("pose ") and "à côté de l'entrée" in fr


def test_describe_names_the_neighbours_and_the_roads():
    p = park((-1, 0, "zebra"))
    s = holding("road1_water", [p, park(seat=1)])
    line = GAME.describe(s, ("place", -1, 1, 1), "en")
    assert line == "places the 1-road tile (water) beside the Zebra, road towards the right"
    fr = GAME.describe(s, ("place", -1, 1, 1), "fr")
    assert fr == "pose la Tuile à 1 route (eau) à côté du Zèbre, route vers la droite"
    p = park((-1, 0, "ants"), (0, 1, "impala"), (-1, 1, "giraffe"))
    s = holding("hippo", [p, park(seat=1)])
    fr = GAME.describe(s, ("place", -2, 1, 0), "fr")
    assert fr == "pose l'Hippopotame à côté de la Girafe"
    fr = GAME.describe(s, ("place", -1, -1, 0), "fr")
    assert fr == "pose l'Hippopotame à côté des Fourmis"


def test_check_invariants_catches_a_lost_tile():
    s = fresh(2, seed=1)
    GAME.check_invariants(s)
    s.unseen.pop()
    with pytest.raises(AssertionError):
        GAME.check_invariants(s)
    assert s.parks[0][ORIGIN] == DATA.entrance(0) * 4 and cell(0, 0) == ORIGIN


def test_when_only_behind_is_left_a_farther_tile_is_refused_with_that_reason():
    s = fresh(2, seed=1)
    p = s.current
    s.market = [EMPTY] * 16
    s.market[0], s.market[4] = 40, 41             # (0, 0) and (1, 0): behind a figure at (3, 0)
    s.market[1] = 42
    s.fig_pos[p], s.fig_dir[p] = 12, S            # (3, 0) facing south: nothing ahead, left, right
    s.fig_pos[1 - p] = 15
    s.unseen = [t for t in s.unseen if t not in (40, 41, 42)]
    assert GAME.legal_actions(s) == [("take", 1, 0)]
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, ("take", 0, 0))
    assert "first tile behind" in e.value.reason("en")
    GAME.play(s, ("take", 1, 0))
    assert s.fig_pos[p] == 4 and s.fig_dir[p] == N


def test_with_five_players_the_second_player_starts_on_the_middle_space():
    """Our ruling (rules page, 'This edition'): the middle space goes to the second player."""
    for seed in range(5):
        s = fresh(5, seed=seed)
        second = (s.first + 1) % 5
        assert s.fig_pos[second] == 2 * s.cols + 2 and s.rows == s.cols == 5
        assert s.fig_dir[second] == "NESW".index("N")
        assert [p for p in range(5) if s.fig_pos[p] == 12] == [second]
