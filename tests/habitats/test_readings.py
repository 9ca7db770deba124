"""The five readings the Habitats rules page states (an audit found them unstated), each as the
engine plays it, and each written on the page in both languages."""
from __future__ import annotations

import pytest

from engine.habitats.goals import biggest_rectangle, rank_values
from engine.habitats.park import below_entrance, cell, refusal
from engine.registry import GAMES

from .helpers import DATA, park


def page(lang):
    return "\n".join(body for _, body in GAMES["habitats"].rules(lang))


def test_a_one_wide_strip_counts_as_a_rectangle():
    assert biggest_rectangle({cell(-1, c) for c in range(1, 6)}) == 5
    assert biggest_rectangle({cell(r, 2) for r in range(-4, 0)}) == 4


def test_biggest_area_tie_break_a_player_out_of_areas_first_loses_it():
    assert rank_values([(5, 3), (5, 3, 2)], (3, 0)) == [0, 3]


def test_a_tile_may_go_below_the_entrance_row_in_another_column():
    assert below_entrance(cell(1, 0)) and not below_entrance(cell(1, 1))
    p = park((0, 1, "G"))
    assert refusal(DATA, p, next(t for t in range(DATA.num_tiles) if DATA.roads[t * 4] == 0
                                 and t not in {c >> 2 for c in p.values()}), cell(1, 1), 0) is None


def test_one_flower_serves_any_number_of_insects():
    from engine.habitats.park import linked_flowers
    p = park((0, 1, "flower_grassland"), (-1, 1, "bee_grassland"), (0, 2, "bumblebee_grassland"))
    assert linked_flowers(DATA, p, cell(-1, 1)) == linked_flowers(DATA, p, cell(0, 2)) == 1


def test_the_entrance_closes_an_access_road():
    road = next(t for t in range(DATA.num_tiles) if any(DATA.roads[t * 4 + r] for r in range(4)))
    p = park()
    faced = [r for r in range(4) if refusal(DATA, p, road, cell(0, 1), r) == "own_road"]
    assert faced, "some turn of a road tile puts its road against the entrance, and that is refused"


@pytest.mark.parametrize("lang, words", [
    ("en", ["upside down", "one-wide strip", "runs out of areas", "lower than the entrance's row",
            "closes an access road", "any number of animals and insects"]),
    ("fr", ["à l'envers", "bande d'une tuile de large", "n'a plus de zones", "plus bas que la rangée de l'entrée",
            "ferme une route d'accès", "autant d'animaux et d'insectes"])])
def test_the_rules_page_states_each_reading(lang, words):
    text = page(lang)
    for w in words:
        assert w in text, w
