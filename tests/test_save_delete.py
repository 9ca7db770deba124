"""Saves the player no longer wants: deleted from the Load screen after a confirmation, and a
game left before anyone at the screen moved leaves none behind (issue 42, item 7)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from engine import saved_games
from engine.core import save_lock, saves
from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.conftest import ROOT
from tests.uikit import click, frame

G = GAMES["pebbles"]


def saved_match(app, moves=1):
    """A pebbles game with `moves` moves, saved as the app saves it; returns its path."""
    from ui.session import PlaySession
    m = Match.new(G, {"players": 2, "length": "full"}, 3, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    s = PlaySession(m, saves.new_save_path("pebbles"))
    for _ in range(moves):
        s.play(G.legal_actions(m.state)[0])
    path = s.save_path
    s.close()
    return path


def load_screen(app):
    from ui.scenes.load import LoadScene
    scene = LoadScene(app)
    app.push(scene)
    frame(app)
    return scene


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def test_a_save_is_deleted_from_the_load_screen_after_a_confirmation(tmp_home, app):
    from ui.scenes.dialog import MessageBox
    kept, gone = saved_match(app), saved_match(app, 2)
    scene = load_screen(app)
    row = next(k for k, info in enumerate(scene.infos) if info.path == gone)
    click(app, scene.list.delete_rect(row - scene.list.offset).center)
    box = app.top
    assert isinstance(box, MessageBox) and box.title == "Delete this save?"
    assert scene.list.rows[row][0] in box.text, "the box says which save goes"
    click(app, button(box, "Cancel").rect.center)
    assert app.top is scene and os.path.exists(gone), "Cancel keeps it"
    click(app, scene.list.delete_rect(row - scene.list.offset).center)
    click(app, button(app.top, "Delete").rect.center)
    assert app.top is scene
    assert not os.path.exists(gone) and os.path.exists(kept)
    assert [info.path for info in scene.infos] == [kept], "the list is read again"
    assert app.toast_text == "Save deleted" and app.message[0] == "confirm"
    assert [i.path for i in saved_games.list_saves()] == [kept], "the index forgets it"


def test_a_click_on_a_row_outside_its_delete_button_still_opens_the_save(tmp_home, app):
    from ui.scenes.play import PlayScene
    path = saved_match(app)
    scene = load_screen(app)
    click(app, (scene.list.rect.x + 40, scene.list.rect.y + 10))
    assert isinstance(app.top, PlayScene) and app.top.session.save_path == path


def test_a_save_played_in_another_window_is_not_deleted(tmp_home, app):
    path = saved_match(app)
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time\nfrom engine.core import save_lock\n"
                               "lock = save_lock.lock_save(sys.argv[1]); print('held', flush=True); time.sleep(30)",
                               path], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(save_lock.SaveLocked):
            saved_games.delete_save(path)
        scene = load_screen(app)
        scene.delete(scene.infos[0])
        assert os.path.exists(path) and app.message[0] == "error"
        assert "open in a window" in app.toast_text
    finally:
        holder.kill()
        holder.wait()


def test_a_game_left_before_any_move_leaves_no_save(tmp_home, app):
    from ui.scenes.menu import MainMenu
    from ui.scenes.newgame import NewGame
    app.push(MainMenu(app))          # as the app starts: the menu at the bottom
    app.push(NewGame(app, "pebbles"))
    frame(app)
    app.top.on_start()
    path = app.top.session.save_path
    app.top.on_menu()
    app.top.on_menu()        # the pause menu's Main menu: the game is left
    frame(app)
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1
    assert not os.path.exists(path) and not os.path.exists(save_lock.lock_path(path))
    assert saved_games.list_saves() == [], "nothing for the Load list nor Continue"


def test_a_game_with_a_move_is_kept_when_left_or_when_the_app_quits(tmp_home, app):
    from ui.scenes.newgame import NewGame
    app.push(NewGame(app, "pebbles"))
    frame(app)
    app.top.on_start()
    play = app.top
    assert play.session.play(play.snap.legal[0])
    path = play.session.save_path
    app.shutdown()
    assert os.path.exists(path)


def test_moves_made_only_by_the_ai_do_not_keep_an_abandoned_game(tmp_home, app):
    from ui.session import PlaySession
    m = Match.new(G, {"players": 2, "length": "full"}, 3, [Seat("ai", "easy", "Bot"), Seat("human", name="Ann")])
    s = PlaySession(m, saves.new_save_path("pebbles"))
    s._play(G.legal_actions(m.state)[0])     # the AI seat's first move, autosaved
    s._after_step()
    assert os.path.exists(s.save_path)
    s.close()
    assert not os.path.exists(s.save_path)
