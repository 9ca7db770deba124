"""No odd click can crash the app: clicks, right-clicks, the wheel and keys at random places
of every game's play screen (and of whatever screen they open: the menu, the rules, the
scores), with a random legal move now and then so that every phase is reached; and from the
main menu through every screen it leads to, typing included. A click that raised would reach
the player as an internal error."""
from __future__ import annotations

import random

import pygame
import pytest

from tests import uikit
from ui.app import H, W
from ui.scenes.play import PlayScene

KEYS = [pygame.K_r, pygame.K_u, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PLUS, pygame.K_MINUS, pygame.K_a]


def odd_events(rng) -> list:
    pos = (rng.randrange(W), rng.randrange(H))
    r = rng.random()
    if r > 0.9:     # typing (a player's name, a seed)
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aZé1 ")),
                pygame.event.Event(pygame.KEYDOWN, key=rng.choice([pygame.K_BACKSPACE, pygame.K_DELETE]),
                                   mod=0, unicode="", scancode=0)]
    if r < 0.55:
        button = rng.choice([1, 1, 1, 3])
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if r < 0.65:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), pos=pos)]
    if r < 0.8:
        return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)]
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", ["cascadia", "habitat", "kauri", "habitats", "earth"])
def test_random_clicks_and_keys_never_raise(app, name, players):
    rng = random.Random(f"{name}{players}")
    scene, m = uikit.board(app, name, players=players, lang=rng.choice(["en", "fr"]))
    screens, moves = set(), 0
    for _ in range(700):
        if rng.random() < 0.25 and app.top is scene and not m.is_over():
            scene.try_play(rng.choice(m.game.legal_actions(m.state)))
            moves += 1
        uikit.frame(app, odd_events(rng))       # raises if anything in the frame does
        screens.add(type(app.top).__name__)
        if not isinstance(app.top, PlayScene) and rng.random() < 0.3:
            app.reset(scene)                    # back to the game from a menu or the scores
    assert moves > 10 and "PlayScene" in screens and len(screens) > 1, screens


def test_random_clicks_from_the_main_menu_never_raise(app):
    from ui.scenes.menu import MainMenu
    rng = random.Random(7)
    app.push(MainMenu(app))
    screens = set()
    for _ in range(1500):
        uikit.frame(app, odd_events(rng))
        if not app.stack or rng.random() < 0.02:     # Quit was clicked, or a fresh start
            app.reset(MainMenu(app)) if app.stack else app.push(MainMenu(app))
        screens.add(type(app.top).__name__)
    assert {"NewGame", "PlayScene", "SettingsScene", "RulesScene"} <= screens, screens


@pytest.mark.parametrize("name", ["cascadia", "habitat", "kauri", "habitats", "earth"])
def test_the_pointer_resting_anywhere_on_a_board_never_raises(app, name):
    """Tooltips wait for the pointer to rest, so the clicks above seldom open them: here each
    board, some way into a game in both languages, is asked for the tooltip at random points
    and every one is drawn."""
    from tests import screens
    from ui.widgets import draw_tooltip
    rng, shown = random.Random(name), 0
    surf = pygame.Surface((W, H))
    for lang in ("en", "fr"):
        for k, scene in enumerate(screens.positions(app, name, lang, steps=120, seed=3)):
            if k % 6 == 0:
                uikit.frame(app)
                for _ in range(30):
                    pos = (rng.randrange(W), rng.randrange(H))
                    tip = scene.view.tooltip(pos, scene.snap)
                    if tip:
                        draw_tooltip(surf, app.fonts, tip, pos)
                        shown += 1
    assert shown > 50
