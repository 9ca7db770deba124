"""The 9 goals and their ranking with the tie rule (rules §5-6, §9)."""
from __future__ import annotations

import pytest

from engine.habitats.goals import biggest_rectangle, goal_points, measure, rank_values
from engine.habitats.park import cell

from .helpers import DATA, park

Y1_4P = DATA.years[4].goal_values[0]


def m(goal, *items):
    return measure(goal, DATA, park(*items))


# ---- the tie rule ---------------------------------------------------------------------------
def test_four_player_year_one_values_are_the_rulebooks():
    assert Y1_4P == (3, 2, 1, 0)


def test_worked_example_many_areas_7_7_5_5():
    """Rules file §9: A and B tie best -> 2 each; C and D tie third -> 0 each."""
    assert rank_values([7, 7, 5, 5], Y1_4P) == [2, 2, 0, 0]


def test_tied_players_take_the_lowest_tied_rank():
    assert rank_values([4, 4, 2, 1], Y1_4P) == [2, 2, 1, 0]     # two best tie: 2 each, next 1
    assert rank_values([4, 4, 4, 1], Y1_4P) == [1, 1, 1, 0]     # three best tie: 1 each
    assert rank_values([5, 3, 3, 1], Y1_4P) == [3, 1, 1, 0]
    assert rank_values([2, 2, 2, 2], Y1_4P) == [0, 0, 0, 0]
    assert rank_values([6, 2], DATA.years[2].goal_values[2]) == [9, 0]
    assert rank_values([(1, 2), (1, 3)], (3, 0)) == [0, 3]      # tuple keys: the tie-break decides


def test_goal_points_from_parks_for_many_areas():
    parks = [park((-1, 0, "zebra"), (-1, 1, "chimpanzee"), (-1, 2, "ants")),   # 3 areas
             park((-1, 0, "zebra"), (-1, 1, "zebra")),                          # 1 area
             park((-1, 0, "zebra"), (-1, 1, "chimpanzee"), (-1, 2, "zebra")),   # 3 areas
             park()]                                                            # 0 areas
    assert goal_points(DATA, "many_areas", parks, 0) == [2, 1, 2, 0]
    assert goal_points(DATA, "many_areas", parks, 2) == [6, 3, 6, 0]     # 9/6/3/0: the tied best take 6


# ---- each goal's measure ----------------------------------------------------------------------
def test_biggest_area_with_its_tie_break():
    a = m("biggest_area", (-1, 0, "zebra"), (-2, 0, "zebra"), (-1, 1, "chimpanzee"), (-1, 2, "ants"))
    b = m("biggest_area", (-1, 0, "zebra"), (-2, 0, "zebra"), (-1, 1, "chimpanzee"), (-1, 2, "chimpanzee"))
    assert a[1] == b[1] == 2
    assert b[0] > a[0]           # 2, 2 beats 2, 1, 1
    assert rank_values([a[0], b[0]], (3, 0)) == [0, 3]


def test_many_areas_watchtowers_are_no_landscape():
    assert m("many_areas", (-1, 0, "zebra"), (-1, 1, "tower_near"), (-1, 2, "zebra"))[1] == 2


def test_long_park_counts_rows_and_columns_without_the_entrance():
    assert m("long_park", (-1, 0, "G"), (-2, 0, "G"), (-3, 0, "G"))[1] == 3
    assert m("long_park", (0, -1, "G"), (0, 1, "G"), (0, 2, "G"))[1] == 2


def test_diagonally_long_park_is_a_straight_diagonal():
    base = [(-1, 0, "G"), (-2, 0, "G"), (-2, 1, "G")]
    assert m("diagonal_park", *base)[1] == 2                     # (-1,0) (-2,1)
    assert m("diagonal_park", *base, (-3, 1, "G"), (-3, 2, "G"))[1] == 3     # (-1,0) (-2,1) (-3,2)
    assert m("diagonal_park", (-1, 0, "G"))[1] == 1


def test_landscape_types_tie_break_is_the_fewest_tiles():
    a = m("landscape_types", (-1, 0, "zebra"), (-2, 0, "chimpanzee"), (-1, 1, "zebra"), (-2, 1, "chimpanzee"))
    b = m("landscape_types", (-1, 0, "zebra"), (-2, 0, "chimpanzee"), (-1, 1, "zebra"), (-2, 1, "G"))
    assert a[1] == b[1] == 2
    assert a[0] == (2, 2) and b[0] == (2, 1) and a[0] > b[0]
    assert m("landscape_types", (-1, 0, "tower_near"))[0] == (0, 0)


def test_flora_diversity_tie_break_is_the_most_flowers():
    a = m("flora_diversity", (-1, 0, "flower_forest"), (-2, 0, "flower_grassland"), (-3, 0, "flower_forest"))
    b = m("flora_diversity", (-1, 0, "flower_forest"), (-2, 0, "flower_grassland"))
    assert a[1] == b[1] == 2 and a[0] > b[0]


def test_compact_park_is_the_biggest_filled_rectangle():
    items = [(r, c, "G") for r in (-1, -2) for c in range(-2, 3)] + [(-3, 0, "G")]
    assert m("compact_park", *items)[1] == 10       # 5 wide, 2 high
    assert biggest_rectangle({cell(0, 0), cell(1, 1)}) == 1
    assert biggest_rectangle(set()) == 0


def test_keep_it_close_is_lower_is_better():
    near = m("keep_close", (-1, 0, "zebra"), (0, 1, "zebra"))
    far = m("keep_close", (-1, 0, "G"), (-2, 0, "G"), (-3, 0, "G"))
    assert near[1] == 1 and far[1] == 3
    assert rank_values([near[0], far[0]], (3, 0)) == [3, 0]


def test_keep_it_close_walks_through_tiles_only():
    # a U-shape: the far end is 4 steps away although it is 2 rows from the entrance
    r = m("keep_close", (0, 1, "G"), (-1, 1, "G"), (-2, 1, "G"), (-2, 0, "G"))
    assert r[1] == 4


def test_accessibility_counts_steps_to_the_nearest_road_tile():
    r = m("accessibility", (-1, 0, "G"), (-2, 0, "G"), (-3, 0, "G"))
    assert r[1] == 3        # only the entrance has a road
    r = m("accessibility", (-1, 0, "zebra"), (-2, 0, "zebra"), (-3, 0, "road1_water"))
    assert r[1] == 1
    assert r[0] == -1


@pytest.mark.parametrize("goal", [g.id for g in DATA.game.goals])
def test_an_empty_park_measures_nothing(goal):
    key, value = measure(goal, DATA, park())
    assert value == 0
