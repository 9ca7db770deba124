"""An ability whose cost could be paid after converting sprouts (3 -> 2 soil) or playing an
event is asked about (convert / play an event / skip) rather than passed over; conversion is
never offered inside an ability (while it plants a card or copies)."""
from __future__ import annotations

import random

from engine.earth.abilities import parse_ability
from tests.earth.helpers import GAME, D, cid, fresh, give, place, play, settle, top


def quince_position(sprouts=3):
    """Seat 0: Chinese Quince (yellow: pay 1 soil -> draw 3), no soil, `sprouts` sprouts on
    Lion's Mane and Chicken of the Woods."""
    s = fresh(2)
    s.deck.sort(key=lambda k: D.cards[k].kind != "event")       # no event is drawn
    quince = place(s, 0, "Chinese Quince", 0, 0)
    lion = place(s, 0, "Lion's Mane", 0, 1, sprouts=min(sprouts, 2))
    chicken = place(s, 0, "Chicken of the Woods", 0, 2, sprouts=max(0, sprouts - 2))
    return s, quince, lion, chicken


def to_activation(s):
    """Seat 0 chooses Growing and places no growth: its yellow abilities come next."""
    play(s, ("action", "yellow"))
    settle(s, until="short")


def test_a_cost_payable_after_converting_is_asked_not_skipped():
    s, quince, lion, chicken = quince_position()
    to_activation(s)
    assert top(s)[:5] == ("short", 0, "yellow", quince, 0)
    assert sorted(GAME.legal_actions(s)) == [("convert",), ("skip",)]
    play(s, ("convert",))
    while top(s)[0] == "remove":                 # which flora give their sprouts
        play(s, GAME.legal_actions(s)[0])
    assert s.soil[0] == 2 and top(s)[:4] == ("ask", 0, "yellow", quince)
    hand = len(s.hands[0])
    play(s, ("activate",))
    assert s.soil[0] == 1 and len(s.hands[0]) == hand + 3


def test_skipping_passes_the_ability_over():
    s, quince, *_ = quince_position()
    to_activation(s)
    hand = len(s.hands[0])
    play(s, ("skip",))
    assert len(s.hands[0]) == hand and s.soil[0] == 0 and top(s)[0] != "short"


def test_an_event_that_gives_what_the_cost_lacks_is_offered():
    s, quince, *_ = quince_position(sprouts=0)
    give(s, 0, "Bird Migration")                 # event: soil 2
    to_activation(s)
    assert top(s)[0] == "short"
    assert sorted(GAME.legal_actions(s)) == [("event", cid("Bird Migration")), ("skip",)]
    play(s, ("event", cid("Bird Migration")))
    assert top(s)[:4] == ("ask", 0, "yellow", quince)


def test_when_nothing_could_pay_the_ability_is_passed_over_as_before():
    s, quince, *_ = quince_position(sprouts=2)   # 2 sprouts cannot be converted
    give(s, 0, "Lightning Strike")               # an event that gives no soil
    play(s, ("action", "yellow"))
    settle(s, until="choose")
    assert not any(t[0] == "short" for t in s.tasks)


def test_no_conversion_while_an_ability_plants_or_copies(monkeypatch):
    maple = cid("Sugar Maple")                   # given the blue ability it had: pay 1 soil -> plant 1
    monkeypatch.setitem(D.abilities, maple, (D.abilities[maple][0], parse_ability("blue: pay 1 soil -> plant 1")))
    s = fresh(2)
    place(s, 0, "Sugar Maple", 0, 0)
    place(s, 0, "Lion's Mane", 0, 1, sprouts=2)
    place(s, 0, "Chicken of the Woods", 0, 2, sprouts=3)
    give(s, 0, "Red Cage Fungus")
    s.soil[0] = 3
    play(s, ("action", "blue"))
    play(s, ("stop",))                           # no more sprouts from Watering
    settle(s, until="ask")
    assert top(s)[3] == maple and ("convert",) in GAME.legal_actions(s)     # before the ability: yes
    play(s, ("activate",))
    assert top(s)[0] == "plant" and ("convert",) not in GAME.legal_actions(s)
    assert ("plant", cid("Red Cage Fungus")) in GAME.legal_actions(s)
    assert GAME.explain_illegal(s, ("convert",)).reason("en") == \
        "sprouts are converted between abilities, never while one is being resolved"


def test_the_planting_actions_plant_step_still_offers_conversion():
    s = fresh(2)
    place(s, 0, "Lion's Mane", 0, 0, sprouts=2)
    place(s, 0, "Chicken of the Woods", 0, 1, sprouts=3)
    give(s, 0, "Red Cage Fungus")
    s.soil[0] = 1
    play(s, ("action", "green"))
    assert top(s)[0] == "plant" and ("convert",) in GAME.legal_actions(s)


def test_no_conversion_at_a_copy():
    s = fresh(2)
    place(s, 0, "Japanese Andromeda", 0, 0)
    place(s, 0, "Yellow Sprouts", 0, 1)
    place(s, 0, "Chicken of the Woods", 0, 2, sprouts=3)
    play(s, ("action", "yellow"))
    settle(s, until="copy", prefer=("draw", "stop"))
    assert top(s)[0] == "copy" and ("convert",) not in GAME.legal_actions(s)


def test_the_ai_converts_to_pay_an_ability_worth_it():
    """Morel (yellow: pay 1 soil -> plant 1) with no soil, 3 sprouts and Red Cage Fungus (cost
    1, 3 VP) in hand: converting pays Morel and plants the card; every level sees it (a
    conversion judged alone only loses 3 sprouts)."""
    s = fresh(2)
    s.deck.sort(key=lambda k: D.cards[k].kind != "event")
    morel = place(s, 0, "Morel", 0, 0)
    place(s, 0, "Lion's Mane", 0, 1, sprouts=2)
    place(s, 0, "Chicken of the Woods", 0, 2, sprouts=1)
    give(s, 0, "Red Cage Fungus")
    to_activation(s)
    assert top(s)[:4] == ("short", 0, "yellow", morel)
    for level in ("easy", "normal", "hard"):
        spec = dict(GAME.ai_levels()[level])
        spec.pop("noise", None)
        assert spec.pop("bot")(**spec).decide(GAME, s, 0, random.Random(2)) == ("convert",), level


def test_the_rules_page_says_when_you_are_asked_and_where_conversion_is_not_offered():
    en, fr = dict(GAME.rules("en")), dict(GAME.rules("fr"))
    assert "you are asked first: convert, play an event, or skip the ability" in en["Events"]
    assert "never inside an ability (while an ability plants a card or copies another)" in en["Resources and piles"]
    assert "on vous le demande d'abord : convertir, jouer un événement, ou passer la capacité" in fr["Événements"]
    assert "jamais au milieu d'une capacité" in fr["Ressources et piles"]
