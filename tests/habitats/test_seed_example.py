"""The rulebook's park-score example (Yellow's park), rebuilt tile by tile.

The picture is lost; this park is one arrangement that gives every listed item the value the
rulebook states. The listed items add up to 34 (the rulebook's 37 includes 3 VP shown only in
the picture: rules file §7), so the sum asserted is 34.
"""
from __future__ import annotations

from engine.habitats.scoring import ParkFacts, cell_points, park_points

from .helpers import DATA, at, park

# (row, col) relative to the entrance at (0, 0); rows grow downwards
YELLOW = [
    (-5, -1, "bumblebee_grassland"),
    (-4, -3, "kudu"), (-4, -2, "flower_forest"), (-4, -1, "flower_grassland"),
    (-3, -2, "tower_near"), (-3, -1, "meerkat"), (-3, 0, "tower_around"),
    (-2, -2, "road1_grassland", 3), (-2, -1, "hippo"), (-2, 0, "tower_diagonal"),
    (-1, -3, "road3_forest", 3), (-1, -2, "big_forest"), (-1, -1, "bushpig"), (-1, 0, "otter"),
    (-2, 1, "owl"),
    (0, -1, "many_grassland"),
    (1, -1, "road2_grassland", 1),
]

# the rulebook's list, in its order: what each tile scores
EXPECTED = [
    ("kudu", (-4, -3), 0),             # no grassland in the areas around it
    ("2-road tile", (1, -1), 0),       # one open side free
    ("bushpig", (-1, -1), 3),
    ("otter", (-1, 0), 4),             # 3 forest and 1 water in the areas around it
    ("hippo", (-2, -1), 0),            # one water short
    ("owl", (-2, 1), 0),
    ("8-space watchtower", (-3, 0), 2),   # meerkat and grass flower
    ("BIG forest tourists", (-1, -2), 2),  # a 3-tile forest area, itself not counted
    ("bumblebee", (-5, -1), 3),        # 2 linked flowers
    ("forest flower", (-4, -2), 1),
    ("grass flower", (-4, -1), 1),
    ("4-space watchtower", (-3, -2), 3),   # meerkat 2 + forest flower 1
    ("1-road tile", (-2, -2), 4),      # its 3 open sides touch tiles
    ("meerkat", (-3, -1), 2),
    ("diagonal watchtower", (-2, 0), 5),   # meerkat 2 + forest flower 1 + bushpig 2
    ("MANY grassland tourists", (0, -1), 2),  # grassland areas of 2, 1 and 2 tiles, own left out
    ("3-road tile", (-1, -3), 2),
]


def test_every_listed_item_scores_what_the_rulebook_says():
    p = park(*YELLOW)
    points = cell_points(DATA, p)
    for name, (row, col), value in EXPECTED:
        assert points[at(row, col)] == value, name


def test_the_listed_items_add_up_to_34():
    p = park(*YELLOW)
    assert len(EXPECTED) == len(YELLOW) == 17
    assert sum(cell_points(DATA, p).values()) == 34
    cats = park_points(DATA, p)
    assert cats == {"animals": 9, "insects": 3, "flowers": 2, "watchtowers": 10, "tourists": 4, "roads": 6}


def test_the_example_park_could_have_been_built_by_the_rules():
    """No road side touches a tile, nothing sits below the entrance."""
    from engine.habitats.park import STEP, below_entrance
    p = park(*YELLOW)
    for c, code in p.items():
        assert not below_entrance(c)
        for d in range(4):
            if DATA.roads[code] >> d & 1:
                assert c + STEP[d] not in p


def test_the_otter_sees_three_forest_and_the_hippo_one_water():
    f = ParkFacts(DATA, park(*YELLOW))
    assert f.habitat_counts(at(-1, 0)) == [0, 3, 0, 1]    # grassland, forest, dryland, water
    assert f.habitat_counts(at(-2, -1)) == [1, 3, 1, 1]
