"""The app draws with its own typeface (Source Sans Pro, bundled), and that typeface has a glyph
for every character of every text the app can show, in both languages."""
from __future__ import annotations

import os

import pygame
import pytest

from conftest import ROOT
from tests import glyphs
from ui import theme


@pytest.fixture(scope="module")
def texts():
    return list(glyphs.every_text())


@pytest.mark.parametrize("bold", [False, True])
def test_every_text_the_app_can_show_has_its_glyphs_in_the_typeface(texts, bold):
    assert len(texts) > 5000   # the locale, the rules, the data, the cards, the logs, the code
    assert glyphs.missing_glyphs(theme.font_path(bold), texts) == {}


def test_the_check_finds_a_glyph_the_font_lacks():
    got = glyphs.missing_glyphs(theme.font_path(), [("here", "a → b"), ("there", "snow ☃")])
    assert got == {"there": "☃"}


def test_the_app_draws_with_the_typeface_and_its_arrow(app):
    assert os.path.exists(theme.font_path(False)) and os.path.exists(theme.font_path(True))
    arrow = app.fonts.render("→", 22)
    nothing = app.fonts.render("\ue000", 22)    # a private-use point: the font's empty box
    assert pygame.image.tobytes(arrow, "RGBA") != pygame.image.tobytes(nothing, "RGBA")
    assert app.fonts.wrap("cost → gain", 22, 500) == ["cost → gain"]
    assert app.fonts.font(22).get_height() == pygame.font.Font(theme.font_path(), theme.em(22)).get_height()


def test_without_the_font_package_the_app_still_draws(monkeypatch):
    monkeypatch.setattr(theme, "font_dir", lambda: None)
    pygame.font.init()
    assert theme.Fonts().render("Terrarium", 22).get_width() > 0


def test_requirements_install_the_font_and_the_bundle_carries_it_with_its_licence():
    with open(os.path.join(ROOT, "requirements.txt"), encoding="utf-8") as f:
        assert "font-source-sans-pro==" in f.read()
    with open(os.path.join(ROOT, "pyinstaller.spec"), encoding="utf-8") as f:
        spec = f.read()
    for name in (*theme.FONT_FILES.values(), theme.FONT_LICENCE):
        assert f"files/{name}" in spec
        assert os.path.exists(os.path.join(theme.font_dir(), name))


def test_a_word_wider_than_the_line_is_split_never_left_to_spill(app):
    lines = app.fonts.wrap("Débloque permanentcontinuation", 22, 90)
    assert "".join(line.rstrip("-") for line in lines[1:]) == "permanentcontinuation"
    assert all(app.fonts.font(22).size(line)[0] <= 90 for line in lines)
