"""Text a player can read at the smallest window (issue 42): at 1024x640 the 1280x800 canvas is
shown at 0.8, so a text drawn at type size s is em(s) * 0.8 px there. Every text a player must
read (a word, a name, a number) is drawn at theme.READABLE or more, i.e. at least 11 px.

What counts as decoration: a mark, i.e. a letter or sign inside an icon that repeats what the
icon's shape already says (the colour-blind letter on a badge). The drawing code says so with
Fonts.render(..., mark=True); anything else under READABLE fails here. The boards are laid out
on every game's first screen and on positions of a seeded game, in both languages."""
from __future__ import annotations

import os
import traceback

import pytest

from tests import screens, uikit
from ui import theme


@pytest.fixture
def small_app(tmp_home):
    from ui.app import App
    from ui.settings import Settings
    a = App(Settings(language="en", ai_speed="instant"), size=(1024, 640))
    yield a
    a.shutdown()


def test_readable_is_eleven_pixels_at_the_smallest_window():
    from ui.window import MIN_H, MIN_W
    from ui.app import W, H
    scale = min(MIN_W / W, MIN_H / H)
    assert theme.em(theme.READABLE) * scale >= theme.READABLE_PX
    assert theme.em(theme.READABLE - 1) * scale < theme.READABLE_PX


def recorder(monkeypatch, texts: list, live=(True,)):
    """Every text rendered under the readable size but marks, while live[0]: (size, text,
    where drawn)."""
    real = theme.Fonts.render
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    def render(self, text, size=22, colour=theme.TEXT, bold=False, mark=False):
        if live[0] and str(text).strip() and size < theme.READABLE and not mark:
            stack = [f for f in traceback.extract_stack(limit=8)[:-1] if f"{os.sep}ui{os.sep}" in f.filename
                     and not f.filename.endswith(("theme.py", "widgets.py", "cardtable.py"))]
            where = f"{os.path.relpath(stack[-1].filename, root)}:{stack[-1].name}" if stack else "?"
            texts.append((size, text, where))
        return real(self, text, size, colour, bold, mark)
    monkeypatch.setattr(theme.Fonts, "render", render)


@pytest.mark.parametrize("name", screens.GAME_NAMES)
def test_no_text_a_player_reads_is_under_eleven_pixels_at_1024x640(small_app, monkeypatch, name):
    small = []
    recorder(monkeypatch, small)
    for lang in ("en", "fr"):
        screens.walk(small_app, name, lang)
    where = sorted({(w, size) for size, _, w in small})
    assert small == [], f"{len(small)} texts under {theme.READABLE_PX} px, drawn by {where}: {small[:8]}"


def test_the_app_screens_other_than_boards_are_readable_too(small_app, monkeypatch):
    small, live = [], [False]
    recorder(monkeypatch, small, live)
    for lang, name, scene in screens.every_scene(small_app):
        if name.startswith(("play", "pause", "replay")):
            continue            # boards: above, game by game
        if small_app.top is not scene:
            small_app.push(scene)
        live[0] = True
        uikit.frame(small_app)
        live[0] = False
    assert small == []
