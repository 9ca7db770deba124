"""Corridors (rules sect. 3.4, 6.6) and the majority and solo bonuses."""
import pytest

from engine.cascadia.habitats import corridors, largest, majority
from engine.cascadia.hexgrid import cell
from engine.cascadia.scoring import bonuses
from tests.cascadia.helpers import DATA, habitat, keystone_of, tile


def env(*items):
    """env((q, r, tile index, rotation), ...)"""
    return {cell(q, r): t * 6 + rot for q, r, t, rot in items}


def sizes(e):
    return dict(zip(["mountain", "forest", "prairie", "wetland", "river"], largest(e, DATA.edges)))


M, F = keystone_of("mountain"), keystone_of("forest")
D01 = tile("D01")        # mountain on edges 0-2, forest on edges 3-5 at rotation 0


def test_matching_keystones_form_a_corridor():
    assert sizes(env((0, 0, M, 0), (1, 0, M, 0), (2, -1, M, 0)))["mountain"] == 3


def test_different_habitats_do_not_join():
    s = sizes(env((0, 0, M, 0), (1, 0, F, 0)))
    assert s["mountain"] == 1 and s["forest"] == 1


def test_both_touching_edges_must_show_the_habitat():
    # D01 at rotation 0 shows mountain east (edge 0) and forest west (edge 3)
    assert sizes(env((0, 0, D01, 0), (1, 0, M, 0)))["mountain"] == 2
    assert sizes(env((0, 0, D01, 0), (-1, 0, M, 0)))["mountain"] == 1
    assert sizes(env((0, 0, D01, 0), (-1, 0, F, 0)))["forest"] == 2
    # turned half a turn, the habitats swap sides
    assert sizes(env((0, 0, D01, 3), (1, 0, M, 0)))["mountain"] == 1
    assert sizes(env((0, 0, D01, 3), (1, 0, F, 0)))["forest"] == 2


def test_every_rotation_moves_the_edges_clockwise():
    for rot in range(6):
        edges = DATA.edges[D01 * 6 + rot]
        mountain = [d for d in range(6) if edges[d] == habitat("mountain")]
        assert mountain == sorted((d + rot) % 6 for d in range(3))


def test_a_dual_tile_belongs_to_a_corridor_of_each_habitat():
    e = env((0, 0, D01, 0), (1, 0, M, 0), (-1, 0, F, 0), (-2, 0, F, 0))
    s = sizes(e)
    assert s["mountain"] == 2 and s["forest"] == 3


def test_only_the_largest_corridor_counts():
    e = env((0, 0, M, 0), (1, 0, M, 0), (5, 0, M, 0), (6, 0, M, 0), (7, 0, M, 0))
    assert sorted(len(c) for c in corridors(e, DATA.edges)[habitat("mountain")]) == [2, 3]
    assert sizes(e)["mountain"] == 3


@pytest.mark.parametrize("sizes_,expected", [
    ((5, 3), (2, 0)), ((3, 5), (0, 2)), ((5, 5), (1, 1)),                      # 2 players
    ((6, 4, 4), (3, 0, 0)), ((6, 5, 4), (3, 1, 0)), ((6, 6, 4), (2, 2, 0)), ((6, 6, 6), (1, 1, 1)),
    ((4, 6, 5), (0, 3, 1)),
    ((7, 7, 5, 4), (2, 2, 0, 0)), ((7, 5, 5, 4), (3, 0, 0, 0)), ((7, 5, 4, 4), (3, 1, 0, 0)),
    ((7, 7, 7, 3), (1, 1, 1, 0)), ((7, 7, 7, 7), (1, 1, 1, 1)),
    ((2, 9, 2, 2), (0, 3, 0, 0)),            # three tied seconds: nobody gets the second point
])
def test_majority_every_tie_case(sizes_, expected):
    assert tuple(majority(list(sizes_), DATA.components.majority)) == expected


def test_rules_page_majority_examples():
    m = DATA.components.majority
    assert majority([7, 7, 5, 4], m) == [2, 2, 0, 0]     # forest, 4 players
    assert majority([6, 4, 4], m) == [3, 0, 0]           # wetland, 3 players
    assert majority([5, 5], m) == [1, 1]                 # river, 2 players


@pytest.mark.parametrize("size,points", [(5, 0), (6, 0), (7, 2), (8, 2), (12, 2)])
def test_solo_bonus_threshold(size, points):
    assert bonuses(DATA, [[size, 1, 1, 1, 1]]) == [[points, 0, 0, 0, 0]]


def test_no_majority_in_solo_and_no_solo_bonus_with_players():
    assert bonuses(DATA, [[9, 9, 9, 9, 9], [1, 1, 1, 1, 1]])[1] == [0] * 5
    assert bonuses(DATA, [[9, 9, 9, 9, 9], [1, 1, 1, 1, 1]])[0] == [2] * 5
