"""Cascadia's moves travel (ui/views/cascadia/motion.py): every kind of step gives tweens that
start where the piece was and end where it is; an AI turn ends the same with motion on or off;
a click during a move is not lost."""
from __future__ import annotations

import pygame

from engine.cascadia.state import EMPTY
from engine.registry import GAMES
from tests import motionkit as MK
from tests.uikit import board, click
from ui.views.cascadia import motion as MOTION

G = GAMES["cascadia"]


def kinds_seen(players=2, seeds=range(1, 4)):
    seen = {}
    for seed in seeds:
        for a, p, before, after in MK.steps("cascadia", players, seed):
            tweens = MK.check_tweens(MOTION, before, after)
            MK.check_tweens(MOTION, before, after, "reduced")
            seen.setdefault(a[0], set()).update(MK.routes(tweens))
    return seen


def test_every_kind_of_step_starts_where_the_piece_was_and_ends_where_it_is():
    seen = kinds_seen()
    assert {("slot_tile", "held_tile"), ("slot_token", "held_token")} <= seen["take"]
    assert ("held_tile", "env") in seen["place"]
    assert ("held_token", "wild") in seen["token"]
    assert ("held_token", "bag") in seen["discard_token"]
    assert ("slot_token", "bag") in seen["nature_wipe"]
    # the display refills from the stack and the bag once a turn ends
    assert {("stack", "slot_tile"), ("bag", "slot_token")} <= seen["token"] | seen["discard_token"]


def test_a_take_moves_the_pair_taken_and_nothing_else():
    s = G.setup(G.default_options(2), 5)
    p = s.current
    before = G.observe(s, 0)
    G.apply(s, ("take", 2, 2))
    tweens = MK.check_tweens(MOTION, before, G.observe(s, 0))
    assert [(tw.src, tw.dst) for tw in tweens] == [(("slot_tile", 2), ("held_tile", p)),
                                                   (("slot_token", 2), ("held_token", p))]
    assert tweens[0].piece == ("tile", before.tiles[2], 0) and tweens[1].piece == ("token", before.tokens[2])


def test_reduced_motion_is_shorter_and_leaves_out_the_refill_and_none_is_still():
    for a, p, before, after in MK.steps("cascadia", 2, 3):
        full = MOTION.timeline(before, after, "full")
        if any(tw.secondary for tw in full.tweens):
            reduced = MOTION.timeline(before, after, "reduced")
            assert not any(tw.secondary for tw in reduced.tweens)
            assert reduced.duration < full.duration
            assert MOTION.timeline(before, after, "none").done
            return
    raise AssertionError("no step refilled the display")


def test_an_ai_turn_ends_the_same_with_motion_on_or_off(app):
    MK.same_with_motion_on_and_off(app, "cascadia", 3)


def test_a_click_during_a_move_lands_it_and_is_played(app):
    scene, m = board(app, "cascadia", seed=5)
    click(app, scene.view.market.slot_rect(0).center)
    assert scene.view.timeline is not None and scene.view.timeline.running()
    assert scene.animating()
    tile = m.state.held_tile
    place = next(a for a in G.legal_actions(m.state) if a[0] == "place")
    cam = scene.view.env.camera(scene.obs, scene.view.model.shown())
    x, y = cam.to_screen(place[1], place[2])
    click(app, (int(x), int(y)))
    assert m.state.held_tile == EMPTY and m.actions[-1][:3] == place[:3]
    assert m.state.env[0] and tile != EMPTY


def test_the_moving_piece_is_drawn_on_its_way_and_hidden_where_it_lands(app):
    scene, m = board(app, "cascadia", seed=5)
    click(app, scene.view.market.slot_rect(0).center)
    tl = scene.view.timeline
    tl.t0 -= tl.duration / 2000     # half-way
    assert ("held_tile", m.state.current) in tl.hidden()
    scene.draw(app.canvas)
    half = pygame.image.tobytes(app.canvas, "RGB")
    tl.finish()
    scene.draw(app.canvas)
    assert pygame.image.tobytes(app.canvas, "RGB") != half
