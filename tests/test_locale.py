"""Both languages hold the same strings with the same {placeholders}, app-wide and per game."""
from __future__ import annotations

import string

import pytest

from ui import i18n


def placeholders(value) -> set:
    if isinstance(value, str):
        return {f for _, f, _, _ in string.Formatter().parse(value) if f}
    if isinstance(value, dict):
        return set().union(*(placeholders(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(placeholders(v) for v in value)) if value else set()
    return set()


def test_french_and_english_have_the_same_keys():
    en, fr = i18n.strings("en"), i18n.strings("fr")
    assert sorted(set(en) - set(fr)) == [], "keys only in English"
    assert sorted(set(fr) - set(en)) == [], "keys only in French"


@pytest.mark.parametrize("key", sorted(i18n.strings("en")))
def test_the_same_placeholders_in_both_languages(key):
    assert placeholders(i18n.strings("en")[key]) == placeholders(i18n.strings("fr").get(key))


def test_a_game_file_is_namespaced(tmp_path, monkeypatch):
    for lang, word in (("en", "Hello {name}"), ("fr", "Bonjour {name}")):
        (tmp_path / lang).mkdir()
        (tmp_path / f"{lang}.yaml").write_text("menu: M\n", encoding="utf-8")
        (tmp_path / lang / "toy.yaml").write_text(f'greet: "{word}"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.I18n("fr")("toy.greet", name="Ann") == "Bonjour Ann"
    assert i18n.I18n("en")("menu") == "M"


def test_one_turn_is_singular_in_both_languages():
    assert i18n.I18n("en")("cascadia.turns_left", k=1) == "1 turn left"
    assert i18n.I18n("en")("cascadia.turns_left", k=2) == "2 turns left"
    assert i18n.I18n("fr")("cascadia.left", k=1) == "encore 1 tour pour vous"


def test_the_arrow_is_drawn_as_an_arrow_not_a_stand_in(app):
    assert app.fonts.render("cost → gain", 22).get_width() != app.fonts.render("cost » gain", 22).get_width()
    assert app.fonts.wrap("a → b", 22, 500) == ["a → b"]
