"""Kauri's moves travel (ui/views/kauri/motion.py): every kind of step gives tweens that start
where the piece was and end where it is; the map is drawn without the pieces on their way; an
AI turn ends the same with motion on or off."""
from __future__ import annotations

from engine.registry import GAMES
from tests import motionkit as MK
from ui.views.kauri import motion as MOTION

G = GAMES["kauri"]


def test_every_kind_of_step_starts_where_the_piece_was_and_ends_where_it_is():
    seen = set()
    for seed in range(1, 4):
        for a, p, before, after in MK.steps("kauri", 4, seed, limit=600):
            for tw in MK.check_tweens(MOTION, before, after):
                seen.add((tw.piece[0], tw.src[0], tw.dst[0]))
    assert ("settler", "region", "region") in seen, "a settler crosses a border"
    assert ("maori", "region", "region") in seen, "the Maori pawn crosses a border"
    assert {("kiwi", "region", "region"), ("possum", "region", "region")} & seen, "animals move"
    assert ("kauri", "region", "board") in seen, "a felled kauri goes to the Settlers"
    assert ("whare", "supply", "region") in seen


def test_the_map_is_drawn_without_the_pieces_on_their_way():
    for a, p, before, after in MK.steps("kauri", 4, 2, limit=600):
        tl = MOTION.timeline(before, after)
        to_map = [tw for tw in tl.tweens if tw.dst[0] == "region" and tw.piece[0] not in ("settler", "maori")]
        if to_map:
            mid = MOTION.in_flight(after, to_map)
            for tw in to_map:
                r = tw.dst[1]
                assert getattr(mid, tw.piece[0])[r] < getattr(after, tw.piece[0])[r]
            assert MOTION.in_flight(after, []) == after
            return
    raise AssertionError("no step moved a piece onto the map")


def test_an_ai_turn_ends_the_same_with_motion_on_or_off(app):
    MK.same_with_motion_on_and_off(app, "kauri", 2, turns=4)
