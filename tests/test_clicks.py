"""Clicks that do what they say: Undo is never drawn active with nothing to undo (after the
rules, the Esc menu or a resize); Escape closes the topmost popup before it opens the menu; on
the hot-seat pass screen Escape opens the menu and shows no hand."""
from __future__ import annotations

import pygame
import pytest

from tests import uikit
from tests.uikit import frame


def key(app, k):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


@pytest.mark.parametrize("name", ["cascadia", "kauri", "earth", "habitats", "habitat"])
def test_undo_stays_greyed_with_nothing_to_undo_after_a_menu_or_a_resize(app, name):
    from ui.scenes.pause import PauseScene
    from ui.scenes.rules import RulesScene
    scene, m = uikit.board(app, name)
    assert scene.snap.undoable == 0 and not scene.undo_btn.enabled
    app.push(RulesScene(app, name))
    frame(app)
    app.pop()
    frame(app)
    assert not scene.undo_btn.enabled, "back from the rules"
    app.push(PauseScene(app, scene))
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.undo_btn.enabled, "back from the Esc menu"
    scene.on_resize()
    frame(app)
    assert not scene.undo_btn.enabled, "after a resize"


def test_escape_closes_kauris_key_before_it_opens_the_menu(app):
    from ui.scenes.pause import PauseScene
    scene, m = uikit.board(app, "kauri")
    scene.view.model.legend = True
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.view.model.legend, "the key closed, no menu"
    scene.view.model.aid = 1
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.view.model.aid is None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_escape_on_the_pass_screen_opens_the_menu_and_shows_no_hand(app):
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.scenes.passdevice import PassScene
    from ui.scenes.pause import PauseScene
    from ui.scenes.play import PlayScene
    g = GAMES["kauri"]
    m = Match.new(g, g.default_options(2), 5, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    play = PlayScene(app, m, None, None)
    app.push(play)
    frame(app)
    assert isinstance(app.top, PassScene)
    drawn = []
    real = play.draw
    play.draw = lambda surf: (drawn.append(1), real(surf))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and isinstance(app.stack[-2], PassScene)
    frame(app)
    assert drawn == [], "the board (and its hand) is not drawn under the menu"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene), "Resume goes back to the pass screen, not the hand"


@pytest.mark.parametrize("name", ["cascadia", "habitats", "earth"])
def test_escape_brings_my_own_board_back_before_it_opens_the_menu(app, name):
    """Issue 42: Escape closed only Kauri's popups. Another player's board shown over mine is
    the topmost thing in the games with one board per player."""
    from ui.scenes.pause import PauseScene
    scene, m = uikit.board(app, name)
    view, me = scene.view, scene.viewer
    uikit.click(app, view.rect_of("tab", 1 - me).center)
    shown = view.model.shown if name == "earth" else view.model.shown()
    assert shown == 1 - me
    key(app, pygame.K_ESCAPE)
    assert app.top is scene, "no menu yet"
    assert (view.model.shown if name == "earth" else view.model.shown()) == me
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_escape_puts_down_habitats_picked_card_before_it_opens_the_menu(app):
    from tests.habitat.helpers import DECK, build
    from ui.scenes.pause import PauseScene
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["deer", "mouse"], []])
    scene, m = uikit.board(app, "habitat", state=s)
    uid = DECK.uid[s.hands[0][0]]
    uikit.click(app, uikit.spot(scene, "hand", uid))
    assert scene.view.model.sel == ("hand", uid)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.view.model.sel is None and m.actions == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_escape_drops_cascadias_half_made_wipe_before_it_opens_the_menu(app):
    from ui.scenes.pause import PauseScene
    scene, m = uikit.board(app, "cascadia")
    scene.view.model.wipe_mode = True       # choosing tokens to wipe (a nature token's use)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.view.model.wipe_mode
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
