"""`main.py smoke`: a headless check that the app (or the built bundle) works end to end.

Loads every registered game's data, draws every scene of every game, lets the AI process
play a few moves, saves and loads, and exits 0; any failure prints why and exits 1.
Saves and settings go to a temporary folder, never the player's.

`main.py smoke SAVE.json` instead opens that save the way `main.py SAVE.json` (a double-click on
a save) does, draws it and quits: exit 0 if the game is on screen, 1 with the app's message if
not. The installed package's check (packaging/check_deb.sh) uses it.
"""
from __future__ import annotations

import os
import random
import tempfile
import time
import traceback

from engine.version import APP_VERSION, UNKNOWN


def run_smoke(argv: list[str]) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    tmp = tempfile.mkdtemp(prefix="terrarium-smoke-")
    os.environ["XDG_DATA_HOME"] = os.path.join(tmp, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    if argv:
        return open_save_check(argv[0])
    try:
        checked = smoke()
    except Exception:
        traceback.print_exc()
        print("SMOKE FAILED")
        return 1
    print(f"smoke ok (Terrarium {APP_VERSION}): {checked}")
    return 0


def open_save_check(path: str) -> int:
    from ui.app import App
    from ui.scenes.menu import MainMenu
    from ui.scenes.opening import open_save
    from ui.scenes.play import PlayScene
    from ui.settings import Settings
    app = App(Settings(language="en"))
    app.push(MainMenu(app))   # as ui.app.main(save_path) does
    opened = open_save(app, path)
    app.frame([], 1 / 60)
    top = app.top
    play = next((s for s in app.stack if isinstance(s, PlayScene)), None)
    app.shutdown()
    if opened and play is not None:   # on top, or under the hot seat's "pass the screen" step
        print(f"smoke ok: opened {os.path.basename(path)}: {play.match.game.name}, {len(play.match.steps)} moves")
        return 0
    print(f"SMOKE FAILED: {path} did not open: {getattr(top, 'text', type(top).__name__)}")
    return 1


def draw(app, scene, frames=2):
    app.push(scene)
    for _ in range(frames):
        app.frame([], 1 / 60)
    app.pop()


def smoke() -> str:
    from engine.registry import GAMES
    from ui.app import App
    from ui.settings import Settings
    from ui.scenes.about import AboutBox
    from ui.scenes.dialog import MessageBox
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MainMenu
    from ui.scenes.newgame import NewGame
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene

    if APP_VERSION == UNKNOWN:
        raise RuntimeError("no version number: pyproject.toml is missing (from the bundle?)")
    app = App(Settings(language="en", ai_speed="instant"))
    app.push(MainMenu(app))
    app.frame([], 1 / 60)
    for lang in ("en", "fr"):
        app.settings.language = lang
        for scene in (SettingsScene(app), LoadScene(app), NewGame(app), RulesScene(app),
                      MessageBox(app, "Smoke", "A message box."), AboutBox(app)):
            draw(app, scene)
    app.settings.language = "en"
    done = []
    for name in GAMES:
        game = GAMES[name]
        for n in range(game.min_players, game.max_players + 1):
            game.setup(game.default_options(n), 1)
        draw(app, NewGame(app, name))
        draw(app, RulesScene(app, name))
        done.append(smoke_game(app, name))
    app.shutdown()
    return ", ".join(done) or "no games registered"


def smoke_game(app, name: str) -> str:
    """Play 12 moves of `name` in the play scene (AI seats from the worker process), save, load,
    finish with the easy bot and show the end screens."""
    import pygame

    from engine.ai import make_bot
    from engine import saved_games
    from engine.core import saves
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.scenes.passdevice import PassScene
    from ui.scenes.pause import PauseScene
    from ui.scenes.play import PlayScene
    from ui.scenes.replay import ReplayScene
    from ui.scenes.results import ResultsScene

    game = GAMES[name]
    n = max(game.min_players, min(2, game.max_players))
    seats = [Seat("human", "normal", "Ann")] + [Seat("ai", "easy", f"Bot {i}") for i in range(1, n)]
    match = Match.new(game, game.default_options(n), 7, seats)
    path = saves.new_save_path(name)
    play = PlayScene(app, match, path, None)
    app.push(play)
    # the human seat plays random legal moves; AI seats answer from the worker process
    rng = random.Random(1)
    deadline = time.monotonic() + 60
    while len(match.steps) < 12 and not match.is_over() and time.monotonic() < deadline:
        if app.top is not play:
            app.pop()  # a pass screen or results
        p = match.to_move()
        if not match.seats[p].is_ai:
            play.viewer = p
            play.try_play(rng.choice(game.legal_actions(match.state)))
        else:
            time.sleep(0.005)
        app.frame([], 1 / 60)
    ai_moves = sum(1 for st in match.steps if match.seats[st.player].is_ai)
    if len(match.steps) < 12 and not match.is_over():
        raise RuntimeError(f"{name}: the game did not advance (AI process stuck?)")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    draw(app, PauseScene(app, play))
    draw(app, PassScene(app, "Ann", 0))
    while app.top is not play:
        app.pop()
    app.pop()
    loaded, _doc = saved_games.load_match(path, GAMES)
    if loaded.state != match.state:
        raise RuntimeError(f"{name}: the loaded game differs from the saved one")
    # finish quickly with the easy bot and show the end screens
    bot = make_bot(game, "easy")
    while not loaded.is_over():
        p = loaded.to_move()
        loaded.play(bot.choose(game, loaded.state, p, rng))
    draw(app, ResultsScene(app, loaded, 0))
    draw(app, ReplayScene(app, loaded, 0))
    return f"{name} ({len(loaded.steps)} moves, {ai_moves} from the AI process)"
