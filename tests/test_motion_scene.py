"""The play screen runs a step's move between two snapshots (ui/scenes/play.py): only while it
plays does the screen ask for frames; a click or key lands it first and is then handled as
usual (undo, the menu); the Motion setting "none" shows every step at once; the AI's next step
waits for the last one to land."""
from __future__ import annotations

import pygame

from engine.registry import GAMES
from tests.uikit import board, click, frame

G = GAMES["cascadia"]


def take(app, scene):
    click(app, scene.view.market.slot_rect(0).center)
    return scene.view.timeline


def test_the_screen_animates_only_while_a_move_plays(app):
    scene, m = board(app, "cascadia", seed=5)
    assert not scene.animating(), "idle: the app sleeps"
    tl = take(app, scene)
    assert tl.running() and scene.animating()
    tl.t0 -= 5          # long since landed
    assert not scene.animating() and scene.view.timeline is None


def test_undo_during_a_move_lands_it_and_takes_the_step_back(app):
    scene, m = board(app, "cascadia", seed=5)
    take(app, scene)
    assert len(m.actions) == 1
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u")])
    assert m.actions == [] and scene.view.timeline is None, "undone, and nothing travels back"


def test_the_menu_opens_during_a_move(app):
    from ui.scenes.pause import PauseScene
    scene, m = board(app, "cascadia", seed=5)
    tl = take(app, scene)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.top, PauseScene) and not tl.running()


def test_a_hint_answered_during_a_move_lets_it_play_on(app):
    scene, m = board(app, "cascadia", seed=5)
    tl = take(app, scene)
    scene.hint = G.legal_actions(m.state)[0]       # a new snapshot of the same position
    assert scene.view.timeline is tl and tl.running()


def test_motion_none_shows_every_step_at_once_and_reduced_is_shorter(app):
    app.settings.motion = "none"
    scene, m = board(app, "cascadia", seed=5)
    assert take(app, scene) is None and not scene.animating()
    app.pop()
    app.settings.motion = "reduced"
    scene, m = board(app, "cascadia", seed=5)
    reduced = take(app, scene).duration
    app.pop()
    app.settings.motion = "full"
    scene, m = board(app, "cascadia", seed=5)
    assert take(app, scene).duration > reduced > 0


def test_the_ai_plays_its_next_step_only_once_the_last_has_landed(app):
    from tests.motionkit import ScriptedWorker
    scene, m = board(app, "cascadia", players=2, seed=5, ai=(0, 1))
    worker = ScriptedWorker(m)
    scene.session.worker_factory = lambda: worker
    scene.session.ai_request = None     # asked again, of the stand-in
    for _ in range(200):
        if m.actions:
            break
        frame(app)
    tl = scene.view.timeline
    assert tl is not None and tl.running()
    now = [tl.t0]
    tl.clock = lambda: now[0]         # held half-way, however slow the machine draws
    now[0] += tl.duration / 2000
    for _ in range(5):
        frame(app)
    assert len(m.actions) == 1, "the next step waits while the first travels"
    now[0] += 5
    frame(app)
    frame(app)
    assert len(m.actions) == 2


def test_every_game_draws_its_moves_on_their_way(tmp_home):
    """Many steps of each game, each move drawn frame by frame to its end (the bench's own
    walk): no place a piece leaves or reaches fails to be drawn."""
    from ui.framebench import anim_frame_ms
    for name in ("cascadia", "habitat", "habitats", "kauri", "earth"):
        got = anim_frame_ms(name, steps=6)
        assert got.get("steps") == 6 and got["frames"] >= 6 * 10, (name, got)


def test_an_ai_step_travels_at_the_ai_speed_chosen(app):
    from tests.motionkit import ScriptedWorker
    durations = {}
    for speed in ("slow", "fast"):
        app.settings.ai_speed = speed
        scene, m = board(app, "cascadia", players=2, seed=5, ai=(0, 1))
        worker = ScriptedWorker(m)
        scene.session.worker_factory = lambda: worker
        scene.session.ai_speed, scene.session.ai_request = "instant", None   # no wait before it
        for _ in range(200):
            if m.actions:
                break
            frame(app)
        durations[speed] = scene.view.timeline.duration
        app.pop()
    assert durations["slow"] > durations["fast"] > 0
