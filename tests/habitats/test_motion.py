"""Habitats' moves travel (ui/views/habitats/motion.py): every kind of step gives tweens that
start where the piece was and end where it is; an AI turn ends the same with motion on or off;
a click during a move is not lost."""
from __future__ import annotations

from engine.registry import GAMES
from tests import motionkit as MK
from tests.uikit import board, click
from ui.views.habitats import motion as MOTION

G = GAMES["habitats"]


def test_every_kind_of_step_starts_where_the_piece_was_and_ends_where_it_is():
    seen = {}
    for seed in range(1, 4):
        for a, p, before, after in MK.steps("habitats", 2, seed):
            tweens = MK.check_tweens(MOTION, before, after)
            MK.check_tweens(MOTION, before, after, "reduced")
            seen.setdefault(a[0], set()).update(MK.routes(tweens))
    assert {("figure_at", "figure_at"), ("space", "held"), ("stock", "space")} <= seen["take"]
    assert seen["place"] == {("held", "park")}


def test_set_aside_sends_the_tile_out_of_the_game():
    s = G.setup(G.default_options(2), 3)
    G.apply(s, G.legal_actions(s)[0])
    before = G.observe(s, 0)
    held = s.held
    G.apply(s, ("set_aside",))        # applied whether or not it fits: the motion only reads the change
    tweens = MK.check_tweens(MOTION, before, G.observe(s, 0))
    assert [(tw.piece[1], tw.src, tw.dst) for tw in tweens] == [(held, ("held", before.current), ("aside",))]


def test_the_figure_walks_from_its_space_to_the_one_taken():
    s = G.setup(G.default_options(2), 5)
    p, old = s.current, s.fig_pos[s.current]
    a = G.legal_actions(s)[0]
    before = G.observe(s, 0)
    G.apply(s, a)
    tweens = MK.check_tweens(MOTION, before, G.observe(s, 0))
    walk = next(tw for tw in tweens if tw.piece[0] == "figure")
    assert walk.piece[1] == p and walk.src == ("figure_at", old) and walk.dst == ("figure_at", a[1] * s.cols + a[2])


def test_an_ai_turn_ends_the_same_with_motion_on_or_off(app):
    MK.same_with_motion_on_and_off(app, "habitats", 3)


def test_a_click_during_a_move_lands_it_and_is_played(app):
    scene, m = board(app, "habitats", seed=5)
    take = G.legal_actions(m.state)[0]
    click(app, scene.view.rect_of("space", take[1], take[2]).center)
    assert m.actions == [take] and scene.view.timeline.running() and scene.animating()
    place = G.legal_actions(m.state)[0]
    scene.view.model.rot = place[3]
    click(app, scene.view.rect_of("cell", place[1], place[2]).center)
    assert len(m.actions) == 2 and m.actions[-1][0] in ("place", "set_aside")
