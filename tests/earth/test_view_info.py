"""view_info: the facts a board view needs, read from an observation."""
from __future__ import annotations

from engine.earth import view_info as V
from tests.earth.helpers import GAME, D, cid, fresh, place, play, to_compost


def test_card_face_texts_are_generated_in_both_languages():
    f = V.card_face(D, cid("Common Onion"))
    assert f["texts"][0]["en"].startswith("Red:") and f["texts"][0]["fr"].startswith("Rouge\u00a0: ")
    assert (f["cost"], f["vp"], f["growth_max"], f["canopy_vp"]) == (3, 2, 1, 2)
    assert V.card_face(D, -1) is None


def test_views_from_an_observation():
    s = fresh(2)
    place(s, 0, "Lion's Mane", 0, 0)
    to_compost(s, 0, 1)
    play(s, ("action", "blue"), ("stop",))
    o = GAME.observe(s, 1)
    q = V.current_question(D, o)
    assert q["kind"] == "ask" and q["seat"] == 0 and "Blue" in q["text"]["en"]
    assert V.activation_queue(D, o)["colour"] == "blue"
    assert V.obvious_actions(D, o) == [("activate_all",)]
    assert [a["colour"] for a in V.actions(o)] == ["green", "red", "blue", "yellow"]
    assert len(V.fauna_board(D, o)) == 4 and len(V.shared_ecosystems(D, o)) == 2
    assert V.tableau(D, o, 0)[0]["row"] == 1
    assert (1, 1) in V.legal_spaces(D, o, 0)
    assert V.gaia_board(D, o) is None


def test_gaia_board():
    s = fresh(1, gaia="hard")
    g = V.gaia_board(D, GAME.observe(s, 0))
    assert g["slots"] == "lower" and len(g["boxes"]) == 5 and g["boxes"][0]["canopy_vp"] == 7
    assert g["total"] == sum(g["score"].values()) == 0
