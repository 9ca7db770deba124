"""Every park-score element on hand-built parks (rules §7)."""
from __future__ import annotations

from engine.habitats.scoring import cell_points, park_points

from .helpers import DATA, at, park


def pts(p, row, col):
    return cell_points(DATA, p)[at(row, col)]


# ---- animals -------------------------------------------------------------------------------
def test_an_animal_scores_only_when_its_demand_is_met():
    assert pts(park((-1, 0, "zebra")), -1, 0) == 0                           # 1 grass of 2
    assert pts(park((-1, 0, "zebra"), (-2, 0, "flower_grassland")), -1, 0) == 2


def test_the_areas_around_count_whole_and_each_area_once():
    # impala needs 3 grass: its own tile and a 2-tile grass area touching it on two sides
    p = park((-1, 0, "impala"), (-2, 0, "flower_grassland"), (-2, 1, "zebra"), (-1, 1, "zebra"))
    assert pts(p, -1, 0) == 3          # one area of 4 grass tiles
    # a grass area that only touches a neighbour of the impala does not count
    p = park((-1, 0, "impala"), (-1, 1, "chimpanzee"), (-1, 2, "zebra"), (-1, 3, "zebra"))
    assert pts(p, -1, 0) == 0


def test_the_own_tile_counts_for_the_demand():
    """The badger has grassland (its own tile) and needs forest adjacent."""
    assert pts(park((-1, 0, "badger")), -1, 0) == 0
    assert pts(park((-1, 0, "badger"), (-1, 1, "flower_forest")), -1, 0) == 2


def test_seed_demands_vulture_giraffe_hippo_salamander():
    # vulture: 2 grass and a dryland
    p = park((-1, 0, "vulture"), (-1, 1, "zebra"), (-1, 2, "zebra"))
    assert pts(p, -1, 0) == 3
    assert pts(park((-1, 0, "vulture"), (-1, 1, "zebra")), -1, 0) == 0
    # giraffe: grass, forest and water around its own grass tile
    p = park((-1, 0, "giraffe"), (-1, 1, "chimpanzee"), (-2, 0, "crocodile"))
    assert pts(p, -1, 0) == 3
    # hippo: grass, dryland and 2 water
    p = park((-1, 0, "hippo"), (-1, 1, "zebra"), (-2, 0, "ants"), (-1, -1, "crocodile"))
    assert pts(p, -1, 0) == 4
    # salamander: a forest area of 2 adjacent
    p = park((-1, 0, "salamander"), (-1, 1, "chimpanzee"), (-1, 2, "chimpanzee"))
    assert pts(p, -1, 0) == 3
    assert pts(park((-1, 0, "salamander"), (-1, 1, "chimpanzee")), -1, 0) == 0


def test_every_seed_animal_keeps_its_demand_and_points():
    want = {"impala": ({"grassland": 3}, 3), "badger": ({"grassland": 1, "forest": 1}, 2),
            "giraffe": ({"grassland": 1, "forest": 1, "water": 1}, 3),
            "kudu": ({"forest": 1, "grassland": 1}, 2),
            "bushpig": ({"forest": 1, "grassland": 1, "water": 1}, 3),
            "meerkat": ({"dryland": 1, "grassland": 1}, 2),
            "vulture": ({"grassland": 2, "dryland": 1}, 3),
            "hippo": ({"grassland": 1, "dryland": 1, "water": 2}, 4),
            "otter": ({"forest": 3, "water": 1}, 4), "kingfisher": ({"water": 1, "forest": 1}, 2),
            "salamander": ({"forest": 2, "water": 1}, 3), "zebra": ({"grassland": 2}, 2),
            "chimpanzee": ({"forest": 2}, 2), "crocodile": ({"water": 2}, 2), "ants": ({"dryland": 2}, 2)}
    for kind, (demand, vp) in want.items():
        rec = DATA.kinds[DATA.kind_index[kind]]
        assert dict(rec.demand) == demand and rec.points == vp, kind


# ---- insects and flowers -------------------------------------------------------------------
def test_insects_count_flowers_adjacent_or_chained_side_by_side():
    assert pts(park((-1, 0, "bee_forest")), -1, 0) == 0
    assert pts(park((-1, 0, "bee_forest"), (-2, 0, "flower_water")), -1, 0) == 2
    chain = park((-1, 0, "butterfly_water"), (-2, 0, "flower_water"), (-3, 0, "flower_grassland"),
                 (-3, 1, "flower_forest"))
    assert pts(chain, -1, 0) == 4
    assert pts(park((-1, 0, "bumblebee_dryland"), (-2, 0, "flower_water")), -1, 0) == 0


def test_flowers_touching_only_by_a_corner_do_not_chain():
    p = park((-1, 0, "bumblebee_dryland"), (-2, 0, "flower_water"), (-2, 1, "zebra"),
             (-3, 1, "flower_forest"))
    assert pts(p, -1, 0) == 0


def test_a_flower_always_scores_one():
    p = park((-1, 0, "flower_dryland"))
    assert pts(p, -1, 0) == 1
    assert park_points(DATA, p)["flowers"] == 1


# ---- watchtowers ---------------------------------------------------------------------------
def test_straight_tower_sees_endless_lines_and_met_animals_only():
    p = park((-1, 0, "tower_straight"), (-2, 0, "zebra"), (-3, 0, "zebra"), (-4, 0, "flower_water"),
             (-1, 1, "ants"), (-1, 2, "crocodile"))
    # zebras met (2 grass), flower, ants unmet (1 dryland), crocodile unmet
    assert pts(p, -1, 0) == 3


def test_another_watchtower_blocks_the_view():
    p = park((-1, 0, "tower_straight"), (-2, 0, "tower_near"), (-3, 0, "flower_water"))
    assert pts(p, -1, 0) == 0
    p = park((-1, 0, "tower_straight"), (-2, 0, "zebra"), (-3, 0, "flower_water"))
    assert pts(p, -1, 0) == 1


def test_diagonal_tower_pays_two_per_animal():
    p = park((-1, 0, "tower_diagonal"), (-1, 1, "zebra"), (-2, 1, "zebra"), (-2, -1, "flower_grassland"),
             (-1, -1, "ants"))
    assert pts(p, -1, 0) == 2 * 1 + 1      # the zebra at (-2, 1) and the flower; ants not in view


def test_near_and_around_towers():
    base = [(-1, 0, "zebra"), (-1, 1, "zebra"), (-2, 1, "flower_grassland")]
    near = park(*base, (-2, 0, "tower_near"))
    assert pts(near, -2, 0) == 2 + 1       # zebra below (2), flower right (1)
    around = park(*base, (-2, 0, "tower_around"))
    assert pts(around, -2, 0) == 1 + 1 + 1   # two zebras, one flower


def test_insects_count_as_animals_for_watchtowers():
    p = park((-2, 0, "tower_near"), (-1, 0, "bee_grassland"), (-1, 1, "flower_forest"))
    assert pts(p, -2, 0) == 2


# ---- tourists ------------------------------------------------------------------------------
def test_big_tourists_count_their_own_area_minus_themselves():
    p = park((-1, 0, "big_water"), (-2, 0, "crocodile"), (-2, 1, "crocodile"), (-1, 1, "zebra"))
    assert pts(p, -1, 0) == 2


def test_many_tourists_count_the_other_areas_of_their_landscape():
    p = park((-1, 0, "many_water"), (-1, 1, "zebra"), (-1, 2, "crocodile"), (-1, 3, "ants"),
             (-1, 4, "W"), (-1, 5, "W"), (-1, -1, "zebra"))
    assert pts(p, -1, 0) == 2


# ---- extra access roads --------------------------------------------------------------------
def test_road_tiles_score_when_every_open_side_touches_a_tile():
    # 1-road with its road up: needs tiles left, right and below
    one = park((-1, 0, "road1_water"), (-1, 1, "zebra"), (-1, -1, "zebra"))
    assert pts(one, -1, 0) == 4          # below is the entrance: it counts as a tile
    assert pts(park((-1, 0, "road1_water"), (-1, 1, "zebra")), -1, 0) == 0
    # 2-road corner with roads up and right: needs tiles left and below
    two = park((-1, 0, "road2_water"), (-1, -1, "zebra"))
    assert pts(two, -1, 0) == 3
    # 3-road: always
    assert pts(park((-1, 0, "road3_water")), -1, 0) == 2
