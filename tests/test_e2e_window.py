"""End to end: the real app in a real X window under Xvfb, driven by xdotool.

Needs Xvfb, xdotool and ImageMagick's `import` (.ci/run installs them). On a machine without
them the test is skipped, unless TERRARIUM_REQUIRE_E2E=1 (set by .ci/run) makes that a failure.
"""
from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = ("Xvfb", "xdotool", "import")


def tools_missing():
    return [t for t in TOOLS if shutil.which(t) is None]


@pytest.fixture
def xserver(tmp_path):
    missing = tools_missing()
    if missing:
        if os.environ.get("TERRARIUM_REQUIRE_E2E") == "1":
            pytest.fail(f"end-to-end test needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)")
        pytest.skip(f"needs {', '.join(missing)}")
    display = f":{random.randint(150, 250)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.7)
    yield display
    xvfb.terminate()
    xvfb.wait(5)


def shot(display, path):
    subprocess.run(["import", "-display", display, "-window", "root", str(path)], check=True,
                   timeout=20)
    import pygame
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def test_click_through_new_game_in_a_real_window(xserver, tmp_path):
    env = dict(os.environ, DISPLAY=xserver, SDL_VIDEO_X11_WMCLASS="Terrarium",
               SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), LC_ALL="C", LANG="C")
    env.pop("SDL_VIDEODRIVER", None)
    app = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py")], env=env, cwd=ROOT)
    try:
        wid = subprocess.run(["xdotool", "search", "--sync", "--class", "Terrarium"], env=env,
                             capture_output=True, text=True, timeout=30).stdout.split()[0]
        time.sleep(1.5)
        menu = shot(xserver, tmp_path / "menu.png")
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], env=env,
                                  capture_output=True, text=True, timeout=10).stdout
        size = dict(line.split("=") for line in geometry.split())
        w, h = int(size["WIDTH"]), int(size["HEIGHT"])
        assert w <= 1280 and h <= 800, "the first window fits the screen it opens on"
        scale = min(w / 1280, h / 800)

        def click(x, y):
            """A click at (x, y) of the app's 1280x800 canvas, scaled into the window."""
            wx, wy = int((w - 1280 * scale) / 2 + x * scale), int((h - 800 * scale) / 2 + y * scale)
            subprocess.run(["xdotool", "mousemove", "--window", wid, str(wx), str(wy), "click", "1"],
                           env=env, check=True)

        def changed_from(before, name, seconds=20):
            """The screen once it differs from `before` (a loaded machine may take a while)."""
            deadline = time.monotonic() + seconds
            while True:
                time.sleep(0.5)
                now = shot(xserver, tmp_path / name)
                if now != before or time.monotonic() > deadline:
                    return now
        click(640, 392)                      # "New game" on the main menu
        newgame = changed_from(menu, "newgame.png")
        assert newgame != menu, "clicking New game changed the screen"
        time.sleep(0.5)
        newgame = shot(xserver, tmp_path / "newgame.png")
        click(1060, 730)                     # "Start"
        started = changed_from(newgame, "started.png")
        assert started != newgame, "Start opened the game"
        assert app.poll() is None, "the app is still running"
        saves = tmp_path / "data" / "Terrarium" / "saves"
        assert list(saves.glob("*.json.lock")), "the new game's save is locked for this window"
    finally:
        app.terminate()
        app.wait(10)
