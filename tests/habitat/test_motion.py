"""Habitat's moves travel (ui/views/habitat/motion.py): every kind of step gives tweens that
start where the card was and end where it is; an AI turn ends the same with motion on or off;
a click during a move is not lost."""
from __future__ import annotations

from engine.registry import GAMES
from tests import motionkit as MK
from tests.uikit import board
from ui.views.habitat import motion as MOTION

G = GAMES["habitat"]


def test_every_kind_of_step_starts_where_the_card_was_and_ends_where_it_is():
    seen, count = {}, 0
    for seed in range(1, 4):
        for a, p, before, after in MK.steps("habitat", 2, seed, limit=300):
            tweens = MK.check_tweens(MOTION, before, after)
            MK.check_tweens(MOTION, before, after, "reduced")
            seen.setdefault(a[0], set()).update(MK.routes(tweens))
            count += bool(tweens)
    moves = set().union(*seen.values())
    assert ("display", "hand") in moves or ("pile", "hand") in moves, "cards drawn"
    assert ("hand", "chain") in moves, "a card played into a chain"
    assert ("chain", "chain") in moves, "cards moved between chains or tables"
    assert count > 100


def test_a_stolen_chain_slides_from_one_table_to_the_other():
    for seed in range(1, 30):
        for a, p, before, after in MK.steps("habitat", 2, seed, limit=400):
            tweens = MK.check_tweens(MOTION, before, after)
            stolen = [tw for tw in tweens if tw.src[0] == tw.dst[0] == "chain" and tw.src[1] != tw.dst[1]]
            if len(stolen) >= 2:
                assert all(tw.src[1] == p or tw.dst[1] == p for tw in stolen)
                assert len({tw.start for tw in stolen}) == len(stolen), "cards follow one another"
                assert max(tw.end for tw in stolen) <= 700
                return
    raise AssertionError("no chain changed tables in these games")


def test_an_ai_turn_ends_the_same_with_motion_on_or_off(app):
    MK.same_with_motion_on_and_off(app, "habitat", 2, turns=3)


def test_a_key_during_a_move_lands_it_and_is_handled(app):
    import pygame
    from tests.uikit import frame
    scene, m = board(app, "habitat", seed=5)
    for _ in range(40):
        legal = G.legal_actions(m.state)
        if not scene.session.my_turn():
            break
        assert scene.try_play(legal[0])
        if scene.view.timeline is not None and scene.view.timeline.running():
            break
    assert scene.view.timeline is not None and scene.view.timeline.running()
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")])
    landed = scene.view.timeline is None or not scene.view.timeline.running()
    assert landed and scene.show_scores, "landed, and the key opened the scores"
