"""Every screen of the app built in each language, for tests that look at all of them at once
(button labels that must fit, texts that must be readable)."""
from __future__ import annotations

import random

from engine.core.match import Match, Seat
from engine.registry import GAMES

GAME_NAMES = ("cascadia", "habitat", "kauri", "habitats", "earth")
LONG_NAME = "Bartholomew"      # a player's name as long as people's names often are


def finished_match(name="habitats"):
    g = GAMES[name]
    seats = [Seat("human", name=LONG_NAME), Seat("human", name="Bob")]
    m = Match.new(g, g.default_options(2), 4, seats)
    rng = random.Random(4)
    while not m.is_over():
        m.play(rng.choice(m.game.legal_actions(m.state)))
    return m


def every_scene(app):
    """(lang, name, scene) for every screen the app shows, its widgets built in `lang`."""
    from tests import uikit
    from ui.scenes.about import AboutBox
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MainMenu
    from ui.scenes.newgame import NewGame
    from ui.scenes.passdevice import PassScene
    from ui.scenes.record import RecordScene
    from ui.scenes.pause import PauseScene
    from ui.scenes.replay import ReplayScene
    from ui.scenes.results import ResultsScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    done = finished_match()
    for lang in ("en", "fr"):
        app.settings.language = lang
        app.t.lang = lang
        yield lang, "menu", MainMenu(app)
        yield lang, "settings", SettingsScene(app)
        yield lang, "load", LoadScene(app)
        yield lang, "about", AboutBox(app)
        yield lang, "record", RecordScene(app)
        yield lang, "pass", PassScene(app, LONG_NAME, 0)
        yield lang, "results", ResultsScene(app, done, 0)
        yield lang, "replay", ReplayScene(app, done, 0)
        for g in GAME_NAMES:
            yield lang, f"newgame {g}", NewGame(app, g)
            yield lang, f"rules {g}", RulesScene(app, g)
            scene, _ = uikit.board(app, g, lang=lang)
            yield lang, f"play {g}", scene
            yield lang, f"pause {g}", PauseScene(app, scene)
            app.reset(scene)


MID_STEPS = {"cascadia": 30, "habitat": 40, "kauri": 40, "habitats": 30, "earth": 60}


def mid_game(app, name: str, lang: str, seed: int = 7):
    """A play scene on `name` some way into a seeded random game, seen by the seat to move."""
    from tests import uikit
    scene, m = uikit.board(app, name, lang=lang, seed=seed)
    rng = random.Random(seed)
    for _ in range(MID_STEPS[name]):
        if m.is_over():
            break
        m.play(rng.choice(m.game.legal_actions(m.state)))
    scene.session.log_rows = [(st.player, st.text) for st in m.steps]
    scene.viewer = m.to_move() if m.to_move() is not None else 0
    scene.view.reset()
    scene.refresh(force=True)
    uikit.frame(app)
    return scene, m


def positions(app, name: str, lang: str, steps: int = 120, seed: int = 7):
    """A play scene on a seeded random game of `name`, yielded after each of its first `steps`
    moves, seen by the seat to move (its view told of the new snapshot)."""
    from tests import uikit
    scene, m = uikit.board(app, name, lang=lang, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.is_over():
            break
        m.play(rng.choice(m.game.legal_actions(m.state)))
        scene.viewer = m.to_move() if m.to_move() is not None else 0
        scene.refresh(force=True)
        yield scene
    app.reset(scene)


def walk(app, name: str, lang: str, steps: int = 60, every: int = 3):
    """Draw `name`'s board at its first screen, then every `every` moves of a seeded game."""
    from tests import uikit
    app.settings.language = app.t.lang = lang
    app.fonts._labels.clear()
    scene, _ = uikit.board(app, name, lang=lang)
    uikit.frame(app)
    app.reset(scene)
    for k, scene in enumerate(positions(app, name, lang, steps=steps)):
        if k % every == 0:
            app.dirty = True
            uikit.frame(app)


def boards(app):
    """(lang, name, scene) for every game's first screen and a mid-game screen, each drawn once."""
    from tests import uikit
    for lang in ("en", "fr"):
        app.settings.language = lang
        app.t.lang = lang
        for g in GAME_NAMES:
            scene, _ = uikit.board(app, g, lang=lang)
            yield lang, f"{g} start", scene
            app.reset(scene)
            scene, _ = mid_game(app, g, lang)
            yield lang, f"{g} mid-game", scene
            app.reset(scene)


def every_button(app):
    """(lang, screen, Button) for every button widget of every screen."""
    from ui.widgets import Button
    for lang, name, scene in every_scene(app):
        for w in scene.widgets:
            if isinstance(w, Button) and w.label:
                yield lang, name, w
