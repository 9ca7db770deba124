"""Shared helpers for headless UI tests: frames, clicks and a play scene on any game."""
from __future__ import annotations

import random
import time

import pygame

from engine.core.match import Match, Seat
from engine.registry import GAMES

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn"]


def frame(app, events=()):
    app.frame(list(events), 1 / 60)


def click(app, pos, button=1):
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])


def board(app, game: str, players=2, seed=5, lang="en", state=None, setup=None, viewer=None, ai=()):
    """A play scene on a seeded game of `game` (seats in `ai` are easy AIs, others human).
    `state` replaces the match's state; `setup(state)` may edit it in place."""
    from ui.scenes.play import PlayScene
    app.settings.language = lang
    n = state.players if state is not None else players
    g = GAMES[game]
    seats = [Seat("ai", "easy", NAMES[i]) if i in ai else Seat("human", name=NAMES[i]) for i in range(n)]
    m = Match.new(g, g.default_options(n), seed, seats)
    if state is not None:
        m.state = state
    if setup is not None:
        setup(m.state)
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    frame(app)
    if app.top is not scene:   # hot seat with hidden hands: the pass screen comes first
        app.top.ready()
    scene.viewer = m.to_move() if viewer is None else viewer
    scene.view.reset()
    scene.refresh(force=True)
    frame(app)
    assert app.top is scene
    return scene, m


def play_to_the_end(app, scene, m, rng, every, look=None, choose=None, when=None):
    """Plays random legal moves (`choose(legal, rng)`, or any) until the match ends. After
    every `every`-th move (and any where `when(m)`), the player to move sees the board drawn,
    which must prompt them, and `look(steps)` may look further (tabs, other players' boards)."""
    steps = 0
    while not m.is_over():
        legal = m.game.legal_actions(m.state)
        m.play(choose(legal, rng) if choose else rng.choice(legal))
        steps += 1
        if steps % every == 0 or (when and when(m)):
            scene.viewer = m.to_move() if m.to_move() is not None else 0
            scene.refresh(force=True)
            frame(app)
            assert m.is_over() or scene.view.prompt(scene.snap)
            if look:
                look(steps)
    frame(app)


def play_showing_every_board(app, scene, m, players, every):
    """play_to_the_end (random moves, seeded by `players`) with each player's board shown in
    turn after every `every`-th move (view.model.showing); then the results screen, which must
    open, is closed and the board is drawn again, over."""
    from ui.scenes.results import ResultsScene

    def look(steps):
        scene.view.model.showing = steps // every % players
        frame(app)
        scene.view.model.showing = None
    play_to_the_end(app, scene, m, random.Random(players), every, look)
    assert isinstance(app.top, ResultsScene)
    app.pop()
    scene.results_shown = True
    frame(app)


def fitted_texts(monkeypatch) -> list:
    """The (text, drawn width, box width) of every text drawn by cardtable.blit_fit from now
    on (fitted to its box: shrunk, or shortened with its full text on hover)."""
    from ui.views.kit import cardtable as CT
    drawn = []
    real = CT.blit_fit

    def spy(surf, fonts, text, pos, size, width, *a, **k):
        r = real(surf, fonts, text, pos, size, width, *a, **k)
        drawn.append((text, r.w, width))
        return r
    monkeypatch.setattr(CT, "blit_fit", spy)
    return drawn


def assert_drawn_still(app, scene):
    """Nothing pulses or moves: the scene drawn again 0.3 s later (by any clock) is the same
    picture, and the view asks for no frames of its own, so an idle app sleeps."""
    scene.draw(app.canvas)
    first = pygame.image.tobytes(app.canvas, "RGB")
    time.sleep(0.3)
    scene.draw(app.canvas)
    assert pygame.image.tobytes(app.canvas, "RGB") == first
    assert not scene.view.animating()


def spot(scene, kind, *data):
    """Screen centre of what the view drew as (kind, data...) in the last frame; for a view in
    the package shape (no `hits`), of where its current layout puts it (`view.rect_of`)."""
    if not hasattr(scene.view, "hits") and hasattr(scene.view, "rect_of"):
        rect = scene.view.rect_of(kind, *data)
        if rect is None:
            raise AssertionError(f"nothing laid out as {kind} {data}")
        return rect.center
    for rect, k, d in reversed(scene.view.hits.items):
        if k == kind and d[:len(data)] == data:
            return rect.center
    raise AssertionError(f"nothing drawn as {kind} {data}")
