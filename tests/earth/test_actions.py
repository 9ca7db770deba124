"""The four actions, major and minor benefits, planting, pieces, events and conversion."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from tests.earth.helpers import (
    GAME,
    D,
    cid,
    fresh,
    give,
    place,
    play,
    settle,
    to_compost,
    top,
)


def test_planting_major_plants_two_then_draws_four_keeps_one():
    s = fresh(2)
    give(s, 0, "Slime Mold", "Lion's Mane", "Panther Cap")
    give(s, 1, "Lavender")
    s.soil[0], s.soil[1] = 2, 10
    play(s, ("action", "green"))
    assert top(s)[0] == "plant"
    assert ("plant", cid("Panther Cap")) not in GAME.legal_actions(s)   # costs 8
    play(s, ("plant", cid("Slime Mold")))
    assert GAME.legal_actions(s) == [("cell", 0, 0)]                     # first card: anywhere
    play(s, ("cell", 0, 0), ("plant", cid("Lion's Mane")))
    cells = [a[1:] for a in GAME.legal_actions(s)]
    assert (1, 1) in cells and (0, 2) not in cells                       # diagonal counts, 2 away does not
    play(s, ("cell", 1, 1))
    assert s.soil[0] == 0 and len(s.grid[0]) == 2
    assert top(s)[0] == "keep" and len(s.looking) == 4
    discard_before = len(s.discard)
    play(s, ("keep", s.looking[2]))
    assert len(s.hands[0]) == 2 and len(s.discard) == discard_before + 3
    assert top(s) == ("plant", 1, 1, False)                              # the other player: plant 1


def test_minor_planting_plants_one_then_draws_one():
    s = fresh(2)
    give(s, 1, "Slime Mold")
    s.soil[1] = 1
    play(s, ("action", "green"))
    settle(s, until="plant")
    while top(s)[1] != 1:
        play(s, ("stop",))
        settle(s, until="plant")
    play(s, ("plant", cid("Slime Mold")), ("cell", 0, 0))
    assert s.grid[1] == {(0, 0): cid("Slime Mold")} and len(s.hands[1]) == 1


def test_tableau_never_exceeds_four_by_four():
    s = fresh(2)
    for i in range(4):
        place(s, 0, ["Oakmoss", "Sunflower", "Lavender", "Heather"][i], 0, i)
    give(s, 0, "Slime Mold")
    s.soil[0] = 5
    play(s, ("action", "green"), ("plant", cid("Slime Mold")))
    cells = [a[1:] for a in GAME.legal_actions(s)]
    assert (0, 4) not in cells and (0, -1) not in cells and (1, 3) in cells and (-1, 0) in cells
    with pytest.raises(IllegalAction) as err:
        play(s, ("cell", 0, 4))
    assert "4" in err.value.reason("en") and "4" in err.value.reason("fr")
    with pytest.raises(IllegalAction) as err:
        play(s, ("cell", 3, 3))
    assert "touch" in err.value.reason("en")


def test_composting_major_and_minor():
    s = fresh(2)
    play(s, ("action", "red"))
    assert s.soil[0] == 5 and len(s.compost[0]) == 2
    settle(s, until="minor")
    assert top(s) == ("minor", 1, "red")
    play(s, ("minor", "compost"))
    assert len(s.compost[1]) == 2 and s.soil[1] == 0


def test_watering_places_up_to_six_sprouts_then_two_soil():
    s = fresh(2)
    a = place(s, 0, "Grey Reindeer Lichen", 0, 0)     # 3 spaces
    b = place(s, 0, "Chicken of the Woods", 0, 1)     # 2 spaces
    play(s, ("action", "blue"))
    for target in (a, a, a, b):
        play(s, ("put", target))
    assert ("put", a) not in GAME.legal_actions(s)      # full
    play(s, ("put", b))
    assert s.sprouts == {a: 3, b: 2} and s.soil[0] == 2  # the 6th sprout is lost, then 2 soil
    settle(s, until="minor")
    play(s, ("minor", "soil"))
    assert s.soil[1] == 2


def test_growing_draws_four_then_two_growth_the_last_a_canopy():
    s = fresh(2)
    oak = place(s, 0, "Oakmoss", 0, 0)                  # growth max 2
    play(s, ("action", "yellow"))
    assert len(s.hands[0]) == 4
    play(s, ("put", oak), ("put", oak))
    assert s.growth[oak] == 2
    from engine.earth.scoring import growth_points
    assert growth_points(D, s, oak) == D.cards[oak].canopy
    s.growth[oak] = 1
    assert growth_points(D, s, oak) == 1                # a trunk scores 1


def test_black_ability_fires_when_planted_and_green_on_the_turn_planted():
    s = fresh(2)
    maple = cid("Sugar Maple")
    assert D.abilities[maple][0].colour == "black"
    give(s, 0, "Sugar Maple", "White Oak")
    s.soil[0] = D.cards[maple].cost + D.cards[cid("White Oak")].cost
    play(s, ("action", "green"), ("plant", maple), ("cell", 0, 0))
    assert s.soil[0] == D.cards[cid("White Oak")].cost + 4        # black: gain 4 soil
    play(s, ("plant", cid("White Oak")), ("cell", 0, 1))
    assert s.soil[0] == 4
    settle(s, until="choose")                                        # through keep and minor
    assert s.soil[0] == 6                                            # White Oak's green fired


def test_multicolour_fires_after_red_blue_yellow_but_not_green():
    from engine.earth.effects import firing
    s = fresh(2)
    multi = next(k for k in D.base_ids if D.cards[k].kind == "flora"
                 and [a.colour for a in D.abilities[k]] == ["multi"])
    s.grid[0][(0, 0)] = s.deck.pop(s.deck.index(multi))
    for colour in ("red", "blue", "yellow"):
        assert firing(D, s, 0, colour)[1] == [(multi, 0)]
    assert firing(D, s, 0, "green")[1] == []


def test_costs_are_paid_in_full_or_the_ability_is_skipped():
    s = fresh(2)
    lion = place(s, 0, "Lion's Mane", 0, 0)            # blue: discard 1 compost -> 3 sprouts
    play(s, ("action", "blue"), ("stop",))
    assert top(s)[0] != "ask"                           # empty compost: not offered
    s2 = fresh(2)
    lion = place(s2, 0, "Lion's Mane", 0, 0)
    to_compost(s2, 0, 1)
    play(s2, ("action", "blue"), ("stop",))
    assert top(s2)[:2] == ("ask", 0)
    play(s2, ("activate",))
    assert s2.compost[0] == [] and top(s2)[0] == "place"
    play(s2, ("put", lion), ("stop",))                  # benefits may be taken in part
    assert s2.sprouts[lion] == 1


def test_compost_from_hand_cost_asks_which_card():
    s = fresh(2)
    place(s, 0, "Common Onion", 0, 0)                   # red: compost 1 from hand, pay 1 -> draw 2
    give(s, 0, "Slime Mold", "Lavender")
    play(s, ("action", "red"))
    play(s, ("activate",))
    assert top(s)[0] == "hand"
    play(s, ("give", cid("Lavender")))
    assert cid("Lavender") in s.compost[0] and s.soil[0] == 4 and len(s.hands[0]) == 3


def test_each_and_scoped_targets():
    s = fresh(2)
    sun = place(s, 0, "Sunflower", 1, 0)                # yellow: growth 1 on each herb in_row
    lav = place(s, 0, "Lavender", 1, 1)
    thyme = place(s, 0, "Wild Thyme", 0, 0)             # herb, other row
    quince = place(s, 0, "Chinese Quince", 1, 2)        # tree, same row
    play(s, ("action", "yellow"), ("stop",))
    settle(s, until="minor")
    assert s.growth.get(sun) == 1 and s.growth.get(lav) == 1
    assert thyme not in s.growth and quince not in s.growth
    s = fresh(2)
    slime = place(s, 0, "Slime Mold", 0, 0)             # blue: sprout 3 on any flora adjacent
    near = place(s, 0, "Oakmoss", 1, 1)
    far = place(s, 0, "Lavender", 2, 2)
    play(s, ("action", "blue"))
    while top(s)[0] == "place" and top(s)[3] > 0 and top(s)[6] is None:
        play(s, ("stop",))
    assert top(s)[0] == "place"
    options = GAME.legal_actions(s)
    assert options == [("put", near), ("stop",)]                        # not itself, not 2 away
    assert slime != near != far


def test_conversion_three_sprouts_to_two_soil():
    s = fresh(2)
    a = place(s, 0, "Grey Reindeer Lichen", 0, 0, sprouts=3)
    assert ("convert",) in GAME.legal_actions(s)
    play(s, ("convert",))
    assert s.sprouts.get(a) is None and s.soil[0] == 2 and top(s) == ("choose", 0)


def test_events_are_played_at_a_calm_moment_and_count_their_vp():
    s = fresh(2)
    drought = next(k for k in D.base_ids if D.abilities[k] and D.abilities[k][0].source == "event: soil 6")
    s.hands[0].append(s.deck.pop(s.deck.index(drought)))
    assert ("event", drought) in GAME.legal_actions(s)
    play(s, ("event", drought))
    assert drought in s.events[0] and s.soil[0] == 6       # event: soil 6, printed -2 VP
    from engine.earth.scoring import row
    assert row(D, s, 0)["events"] == -2


def test_horn_of_plenty_may_be_paid_with_sprouts():
    s = fresh(2)
    a = place(s, 0, "Grey Reindeer Lichen", 0, 0, sprouts=3)
    horn = cid("Horn of Plenty")
    give(s, 0, "Horn of Plenty")
    s.soil[0] = 1
    play(s, ("action", "green"))
    options = GAME.legal_actions(s)
    assert ("plant", horn, 2) in options and ("plant", horn, 3) in options and ("plant", horn) not in options
    play(s, ("plant", horn, 2), ("cell", 0, 1))
    assert s.soil[0] == 0 and s.sprouts[a] == 1


def test_island_and_climate_go_before_or_after_the_tableau():
    s = fresh(2)
    key = next(k for k, ab in D.island_ab.items() if ab.source == "yellow: draw 2")
    s.island[0] = key
    place(s, 0, "Japanese Andromeda", 0, 0)
    play(s, ("action", "yellow"), ("stop",))
    assert top(s)[0] == "order"
    assert set(GAME.legal_actions(s)) >= {("order", "board"), ("order", "tableau")}


def test_refusals_name_the_rule_in_both_languages():
    s = fresh(2)
    for bad in [("plant", 5), ("cell", 0, 0), ("event", cid("Drought")), ("convert",), ("zzz",)]:
        with pytest.raises(IllegalAction) as err:
            play(s, bad)
        assert err.value.reason("en") and err.value.reason("fr")
        assert err.value.reason("en") != err.value.reason("fr")


def test_activate_all_fires_every_later_payable_ability_without_asking():
    s = fresh(2)
    place(s, 0, "Stiptic Panellus", 0, 0)                # yellow: discard 1 compost -> 3 soil
    place(s, 0, "Chinese Quince", 0, 1)                  # yellow: pay 1 soil -> draw 3
    to_compost(s, 0, 1)
    play(s, ("action", "yellow"), ("stop",))
    assert top(s)[0] == "ask" and ("activate_all",) in GAME.legal_actions(s)
    play(s, ("activate_all",))
    assert s.soil[0] == 2 and len(s.hands[0]) == 4 + 3   # both fired; no second question
    assert top(s)[0] != "ask"


def test_an_event_that_spends_the_soil_leaves_only_skip():
    s = fresh(2)
    place(s, 0, "Chinese Quince", 0, 0)                  # yellow: pay 1 soil -> draw 3
    ev = next(k for k in D.base_ids if D.abilities[k] and D.abilities[k][0].source == "event: plant 1")
    s.hands[0].append(s.deck.pop(s.deck.index(ev)))
    give(s, 0, "Slime Mold")                             # costs 1
    s.soil[0] = 1
    play(s, ("action", "yellow"), ("stop",))
    assert top(s)[0] == "ask"
    play(s, ("event", ev), ("plant", cid("Slime Mold")), ("cell", 0, 1))
    assert top(s)[0] == "ask" and s.soil[0] == 0
    assert [a for a in GAME.legal_actions(s) if a[0] not in ("event", "convert")] == [("skip",)]
