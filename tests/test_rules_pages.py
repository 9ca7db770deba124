"""Every rules page renders every table as a table, in both languages."""
from __future__ import annotations

import pytest

from engine.registry import GAMES
from ui.scenes.rules import blocks, layout_items


def test_a_table_right_after_a_text_line_is_still_a_table():
    body = "The points:\n| Tiles | Points |\n|---|---|\n| 1 | 2 |\n| 2 | 5 |\nAfter the table."
    got = list(blocks(body))
    assert got == [("p", "The points:"), ("table", [["Tiles", "Points"], ["1", "2"], ["2", "5"]]),
                   ("p", "After the table.")]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(n for n in GAMES if n != "pebbles"))
def test_no_raw_table_row_on_any_rules_page(app, name, lang):
    sections = GAMES[name].rules(lang)
    items = layout_items(app.fonts, sections, 1100)
    raw = [line for kind, payload, _ in items if kind in ("p", "bullet") for line in payload
           if line.strip().startswith("|")]
    assert raw == []
    assert any(kind == "table" for kind, *_ in items), "every game's page has at least one table"


@pytest.mark.parametrize("name", ["cascadia", "habitat", "habitats", "kauri", "earth"])
def test_the_new_game_screen_has_a_pitch_and_a_length(name):
    from engine.core.rulesdoc import load_about
    about = load_about(name)
    assert about.pitch.get("en") and about.pitch.get("fr") and about.pitch.get("en") != about.pitch.get("fr")
    low, high = (int(x) for x in about.minutes.split("-"))
    assert 0 < low <= high
