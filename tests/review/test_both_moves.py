"""A reviewed moment draws both moves on the board at once, in every game: the AI's lit as a
hint, the player's outlined with their marker (the places its game's lastmove.py finds, or where
the view would light the move as a hint when the board before the move has no place for it)."""
from __future__ import annotations

import pygame
import pytest

from engine.review.game import requests
from tests.review.helpers import REAL, finished
from tests.uikit import frame
from ui.review_marks import merged, THINNEST
from ui.scenes.review import ReviewReplay
from ui.views.kit.lastmoves import LastMoves


def other_move(m, req):
    """A legal move at the request's position other than the one played (the AI's, for the test)."""
    state = [s for _, s in m.replay_states()][req["step"]]
    return next(a for a in reversed(m.game.legal_actions(state)) if a != req["played"])


def shown_without_played(app, scene):
    """The screen of `scene` with the player's move taken off (the AI's hint left)."""
    pinned, rects = scene.view.last.pinned, scene.played_rects
    scene.view.last.pinned, scene.played_rects = {}, []
    frame(app)
    out = app.canvas.copy()
    scene.view.last.pinned, scene.played_rects = pinned, rects
    return out


@pytest.mark.parametrize("name", REAL)
def test_a_moment_draws_the_players_move_beside_the_ais(app, name):
    m = finished(name)
    req = requests(m, 0, "k", budget=0.0)[0]
    ai = other_move(m, req)
    scene = ReviewReplay(app, m, 0, req["step"], ai, "the AI's move", "Ann's move")
    app.push(scene)
    frame(app)
    assert scene.snapshot("en", ["Ann", "AI 2"], m.steps[req["step"] - 1]).hint == ai
    pinned = scene.view.last.shown(0).get(0)
    assert pinned or scene.played_rects, "the player's move has no place on the board"
    both = app.canvas.copy()
    only_ai = shown_without_played(app, scene)
    diff = pygame.mask.from_threshold(both, (0, 0, 0, 255), (1, 1, 1, 255), only_ai)
    assert diff.count() < both.get_width() * both.get_height(), "the player's move is not drawn"
    scene.go(req["step"] + 1)
    frame(app)
    assert not scene.view.last.pinned and not scene.played_rects     # another step: only the replay
    scene.go(req["step"])
    frame(app)
    assert scene.view.last.shown(0).get(0) == pinned or scene.played_rects


def test_a_pinned_move_is_shown_to_its_maker_until_cleared():
    last = LastMoves(lambda before, after, seat: set())
    assert last.shown(0) == {}
    last.pin(0, {("cell", 0, 1, 2)})
    assert last.shown(0) == {0: frozenset({("cell", 0, 1, 2)})} == last.shown(1)
    last.pin(0, ())
    assert last.shown(0) == {}
    last.pin(1, {("space", 3, 4)})
    last.clear()
    assert last.shown(0) == {}


def test_lit_places_join_what_touches_and_leave_out_lines_of_words():
    card = [pygame.Rect(10, 10, 60, 4), pygame.Rect(10, 66, 60, 4), pygame.Rect(10, 10, 4, 60)]
    label = pygame.Rect(20, 74, 40, 10)
    words = pygame.Rect(200, 10, 120, 12)
    got = merged(card + [label, words])
    assert pygame.Rect(10, 10, 60, 74) in got
    assert [r for r in got if min(r.w, r.h) >= THINNEST] == [pygame.Rect(10, 10, 60, 74)]
