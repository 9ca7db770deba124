"""Two windows, one save (issue 36, item 2): a save being played is locked by its process; a
second copy of the app is told so and may open it read-only; the lock goes with the process
that held it, however it ended. Tested with real second processes."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from engine import saved_games
from engine.core import save_lock, saves
from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.uikit import click, frame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills a process (POSIX)")

HOLDER = textwrap.dedent("""
    import sys
    from engine.core import save_lock
    lock = save_lock.lock_save(sys.argv[1])
    print("locked", flush=True)
    sys.stdin.readline()          # the test says when to quit
    lock.release()
""")


class Holder:
    """A second process holding the lock of `path` until told to quit (or killed)."""

    def __init__(self, path: str):
        self.proc = subprocess.Popen([sys.executable, "-c", HOLDER, path], cwd=ROOT, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.proc.stdout.readline().strip() == "locked"

    def quit(self):
        self.proc.stdin.write("\n")
        self.proc.stdin.flush()
        assert self.proc.wait(10) == 0

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.proc.poll() is None:
            self.kill()


def saved_game(steps=3) -> str:
    g = GAMES["pebbles"]
    m = Match.new(g, g.default_options(2), 7, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    for _ in range(steps):
        m.play(g.legal_actions(m.state)[0])
    path = saves.new_save_path("pebbles")
    saves.save_match(m, path)
    return path


def test_a_save_held_by_another_process_is_refused_with_its_process_id(tmp_home):
    path = saved_game()
    with Holder(path) as other:
        with pytest.raises(save_lock.SaveLocked) as e:
            save_lock.lock_save(path)
        assert e.value.pid == other.proc.pid == save_lock.owner(path)
        other.quit()
    assert not os.path.exists(save_lock.lock_path(path)), "released on exit, file and all"
    mine = save_lock.lock_save(path)
    assert save_lock.owner(path) == os.getpid()
    mine.release()


def test_the_lock_of_a_killed_process_is_taken_over(tmp_home):
    path = saved_game()
    with Holder(path) as other:
        other.kill()
        assert save_lock.owner(path) == other.proc.pid, "the crash left its lock file"
        mine = save_lock.lock_save(path)      # the process is gone: taken over
    assert mine.held and save_lock.owner(path) == os.getpid()
    probe = subprocess.run([sys.executable, "-c", textwrap.dedent("""
        import sys
        from engine.core import save_lock
        try:
            save_lock.lock_save(sys.argv[1])
        except save_lock.SaveLocked as e:
            print(e.pid)
        """), path], cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert probe.stdout.strip() == str(os.getpid()), "now this process holds it"
    mine.release()


def test_a_stale_lock_file_is_cleared_at_start_and_a_held_one_is_not(tmp_home):
    held, stale = saved_game(), saved_game()
    with Holder(held), Holder(stale) as crashed:
        crashed.kill()
        assert save_lock.clear_stale(saves.saves_dir()) == 1
        assert os.path.exists(save_lock.lock_path(held))
        assert not os.path.exists(save_lock.lock_path(stale))
    assert sorted(i.path for i in saved_games.list_saves()) == sorted([held, stale]), \
        "lock files are never listed as saves"


def test_the_second_window_offers_read_only_and_never_writes(tmp_home, app):
    from ui.scenes.dialog import MessageBox
    from ui.scenes.menu import MainMenu
    from ui.scenes.opening import open_save
    from ui.scenes.play import PlayScene
    from ui.scenes.replay import ReplayScene
    path = saved_game()
    before = open(path, "rb").read()
    app.push(MainMenu(app))
    with Holder(path) as other:
        assert not open_save(app, path)
        box = app.top
        assert isinstance(box, MessageBox) and "open in another window" in box.title
        assert os.path.basename(path) in box.text
        labels = [w.label for w in box.widgets]
        assert labels == ["Open read-only", "New game", "Back"]
        frame(app)
        click(app, box.widgets[0].rect.center)
        assert isinstance(app.top, ReplayScene) and app.top.read_only
        assert len(app.top.states) == 4
        frame(app)
        assert not any(isinstance(s, PlayScene) for s in app.stack)
        assert open(path, "rb").read() == before, "the read-only window wrote nothing"
        assert save_lock.owner(path) == other.proc.pid
        other.quit()
    app.pop()
    assert open_save(app, path) and isinstance(app.top, PlayScene), "free again: it opens"


def test_the_player_who_is_told_may_start_something_else(tmp_home, app):
    from ui.scenes.menu import MainMenu
    from ui.scenes.opening import open_save
    from ui.scenes.newgame import NewGame
    path = saved_game()
    app.push(MainMenu(app))
    with Holder(path):
        open_save(app, path)
        frame(app)
        click(app, app.top.widgets[1].rect.center)
        assert isinstance(app.top, NewGame)


def test_a_game_played_here_holds_its_lock_until_it_is_left(tmp_home, app):
    from ui.scenes.menu import MainMenu
    from ui.scenes.opening import open_save
    from ui.scenes.pause import PauseScene
    path = saved_game()
    app.push(MainMenu(app))
    assert open_save(app, path)
    play = app.top
    probe = [sys.executable, "-c", "import sys\nfrom engine.core import save_lock\n"
             "try:\n    save_lock.lock_save(sys.argv[1]).release(); print('free')\n"
             "except save_lock.SaveLocked as e:\n    print(e.pid)", path]
    held = subprocess.run(probe, cwd=ROOT, capture_output=True, text=True, timeout=30).stdout.strip()
    assert held == str(os.getpid()), "another process sees it held by this one"
    app.push(PauseScene(app, play))
    app.top.on_menu()                       # back to the main menu: the game is left
    assert not os.path.exists(save_lock.lock_path(path))
    assert subprocess.run(probe, cwd=ROOT, capture_output=True, text=True, timeout=30).stdout.strip() == "free"


def test_a_new_game_is_locked_too_so_a_second_window_cannot_continue_it(tmp_home, app):
    from ui.scenes.newgame import NewGame
    from ui.scenes.play import PlayScene
    app.push(NewGame(app, "pebbles"))
    frame(app)
    app.top.on_start()
    play = app.top
    assert isinstance(play, PlayScene)
    path = play.session.save_path
    assert save_lock.owner(path) == os.getpid()
    assert play.session.play(play.snap.legal[0])     # the save is written with the first move
    assert json.load(open(path))["game"] == "pebbles"
    second = subprocess.run([sys.executable, "-c", "import sys\nfrom engine.core import save_lock\n"
                             "save_lock.lock_save(sys.argv[1])", path],
                            cwd=ROOT, capture_output=True, text=True, timeout=30)
    assert "SaveLocked" in second.stderr
    app.shutdown()
    assert not os.path.exists(save_lock.lock_path(path)), "quitting the app releases it"
