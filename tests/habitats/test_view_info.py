"""view_info: the facts a board view reads, from observations."""
from __future__ import annotations

import random

from engine.habitats import view_info as VI
from engine.habitats.state import EMPTY

from .helpers import GAME, fresh, park, with_parks
from .test_seed_example import YELLOW


def test_cell_info_says_what_a_cell_holds_and_scores():
    s = with_parks(fresh(2, seed=1), [park(*YELLOW), park(seat=1)])
    o = GAME.observe(s, 0)
    otter = VI.cell_info(GAME, o, 0, -1, 0)
    assert otter["name"] == {"en": "Otter", "fr": "Loutre"} and otter["landscape"] == "water"
    assert otter["met"] is True and otter["points"] == 4 and otter["demand"] == {"forest": 3, "water": 1}
    hippo = VI.cell_info(GAME, o, 0, -2, -1)
    assert hippo["met"] is False and hippo["missing"] == {"water": 1}
    road = VI.cell_info(GAME, o, 0, -2, -2)
    assert road["kind"] == "road" and road["roads"] == ["W"] and road["points"] == 4
    assert VI.cell_info(GAME, o, 0, 0, 0)["kind"] == "entrance"
    assert VI.cell_info(GAME, o, 0, 5, 5) is None


def test_unmet_animals_list_the_upside_down_tiles():
    s = with_parks(fresh(2, seed=1), [park(*YELLOW), park(seat=1)])
    unmet = VI.unmet_animals(GAME, GAME.observe(s, 0), 0)
    assert sorted(u["kind_id"] for u in unmet) == ["hippo", "kudu", "owl"]
    kudu = next(u for u in unmet if u["kind_id"] == "kudu")
    assert kudu["missing"] == {"grassland": 1}


def test_market_grid_shows_tiles_figures_and_facing():
    s = fresh(2, seed=2)
    grid = VI.market_grid(GAME, GAME.observe(s, 0))
    assert len(grid) == 4 and all(len(r) == 4 for r in grid)
    figures = [(r, c, sp["figure"], sp["facing"]) for r, row in enumerate(grid) for c, sp in enumerate(row)
               if sp["figure"] is not None]
    assert sorted((r, c, f) for r, c, _, f in figures) == [(0, 1, "S"), (3, 2, "N")]
    assert sum(1 for row in grid for sp in row if sp["tile"] is not None) == 14


def test_market_targets_are_the_legal_takes():
    s = fresh(3, seed=5)
    o = GAME.observe(s, s.current)
    targets = VI.market_targets(GAME, o)
    assert sorted(("take", t["row"], t["col"]) for t in targets) == sorted(GAME.legal_actions(s))
    assert {t["how"] for t in targets} <= {"ahead", "left", "right", "behind", "anywhere"}
    assert VI.placement_targets(GAME, o) == {}


def test_placement_targets_match_the_legal_places():
    s = fresh(2, seed=5)
    GAME.play(s, GAME.legal_actions(s)[0])
    o = GAME.observe(s, s.current)
    targets = VI.placement_targets(GAME, o)
    legal = {(a[1], a[2], a[3]) for a in GAME.legal_actions(s)}
    assert {(r, c, rot) for (r, c), rots in targets.items() for rot in rots} == legal
    assert VI.held_tile(GAME, o)["tile"] == s.held
    assert VI.market_targets(GAME, o) == []


def test_goal_standing_ranks_everyone_on_the_years_goal():
    s = fresh(4, seed=3)
    s.goals = ("many_areas", "long_park", "compact_park")
    parks = [park((-1, 0, "zebra"), (-1, 1, "chimpanzee"), seat=0), park((-1, 0, "ants"), seat=1),
             park((-1, 0, "crocodile"), (-2, 0, "ants"), (-2, 1, "zebra"), seat=2), park(seat=3)]
    with_parks(s, parks)
    g = VI.goal_standing(GAME, GAME.observe(s, 0))
    assert g["year"] == 1 and g["goal"] == "many_areas" and g["name"]["fr"] == "Nombreuses zones"
    assert [p["value"] for p in g["players"]] == [2, 1, 3, 0]
    assert [p["rank"] for p in g["players"]] == [2, 3, 1, 4]
    assert [p["points"] for p in g["players"]] == [2, 1, 3, 0]
    assert [x["goal"] for x in VI.goals_of_the_game(GAME, GAME.observe(s, 0))] == list(s.goals)


def test_live_score_per_category_and_turn_info():
    s = with_parks(fresh(2, seed=1), [park(*YELLOW), park(seat=1)])
    o = GAME.observe(s, 1)
    live = VI.live_score(GAME, o)
    assert live[0]["park"] == 34 and live[0]["watchtowers"] == 10 and live[0]["total"] == 34
    assert live[1]["total"] == 0
    info = VI.turn_info(GAME, o)
    assert info["year"] == 1 and info["step"] == "take" and info["turns_left"] == [21, 21]


def test_turns_left_count_down_over_a_game():
    s = fresh(3, seed=9)
    rng = random.Random(0)
    while GAME.to_move(s) is not None:
        GAME.play(s, rng.choice(GAME.legal_actions(s)))
        info = VI.turn_info(GAME, GAME.observe(s, 0))
        assert sum(info["turns_left"]) == 60 - s.turn
    assert VI.turn_info(GAME, GAME.observe(s, 0))["step"] == "over"
    assert EMPTY not in [v for v in s.parks[0].values()]


def test_a_tile_face_shows_its_printed_name_and_the_log_adds_the_landscape():
    d = GAME.data
    bee = next(t for t in range(len(d.cat)) if d.kinds[d.tile_kind[t]].id == "bee_grassland")
    road = next(t for t in range(len(d.cat)) if d.kinds[d.tile_kind[t]].id == "road2_grassland")
    assert VI.tile_facts(d, bee)["label"] == {"en": "Bee", "fr": "Abeille"}
    assert VI.tile_facts(d, bee)["name"] == {"en": "Bee (grassland)", "fr": "Abeille (prairie)"}
    assert VI.tile_facts(d, road)["label"] == {"en": "", "fr": ""}      # its roads are drawn
    assert VI.tile_facts(d, road)["name"] == {"en": "2-road tile (straight, grassland)",
                                              "fr": "Tuile à 2 routes (droite, prairie)"}
    one = next(t for t in range(len(d.cat)) if d.kinds[d.tile_kind[t]].id == "road1_grassland")
    assert VI.tile_facts(d, one)["name"]["en"] == "1-road tile (grassland)"


def test_taking_a_road_tile_says_tile_once():
    s = fresh(2, seed=1)
    d = GAME.data
    a = GAME.legal_actions(s)[0]
    road = next(t for t in range(len(d.cat)) if d.kinds[d.tile_kind[t]].id == "road2_grassland")
    s.market[a[1] * s.cols + a[2]] = road
    assert GAME.describe(s, a, "en").startswith("takes the 2-road tile (straight, grassland) ")
    assert GAME.describe(s, a, "en").count("tile") == 1
    assert GAME.describe(s, a, "fr").startswith("prend la Tuile à 2 routes (droite, prairie) ")
