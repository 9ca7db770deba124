"""Strict YAML loading: every kind of mistake names the file and the key path."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pytest

from engine.core import DataError
from engine.core.data import Text, check_count, check_ref, check_unique, load_yaml


@dataclass(frozen=True)
class Slot:
    animal: Literal["bear", "elk"]
    points: tuple[int, ...]


@dataclass(frozen=True)
class Card:
    id: str
    name: Text
    slots: tuple[Slot, ...]
    bonus: int = 0
    table: dict[str, int] | None = None


@dataclass(frozen=True)
class Deck:
    cards: tuple[Card, ...]


GOOD = """
cards:
  - id: c1
    name: {en: Bear, fr: Ours}
    slots: [{animal: bear, points: [1, 2]}]
  - id: c2
    name: {en: Elk, fr: Élan}
    slots: []
    bonus: 3
    table: {a: 1}
"""


def write(tmp_path, text):
    p = tmp_path / "deck.yaml"
    p.write_text(text, encoding="utf-8")
    return str(p)


def error_of(tmp_path, text) -> str:
    with pytest.raises(DataError) as e:
        load_yaml(write(tmp_path, text), Deck)
    return str(e.value)


def test_good_file_loads_into_frozen_records(tmp_path):
    deck = load_yaml(write(tmp_path, GOOD), Deck)
    assert deck.cards[0].name.fr == "Ours"
    assert deck.cards[0].slots[0].points == (1, 2)
    assert deck.cards[1].bonus == 3 and deck.cards[0].bonus == 0
    assert deck.cards[1].table["a"] == 1
    with pytest.raises(Exception):
        deck.cards[0].id = "x"
    with pytest.raises(TypeError):
        deck.cards[1].table["a"] = 2


def test_unknown_key(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("bonus: 3", "bonsu: 3"))
    assert "deck.yaml: cards[1].bonsu: unknown key" in msg


def test_missing_key(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("    slots: []\n", ""))
    assert "deck.yaml: cards[1].slots: missing key" in msg


def test_wrong_type(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("points: [1, 2]", "points: [1, two]"))
    assert "cards[0].slots[0].points[1]: expected a whole number" in msg


def test_bool_is_not_a_number(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("bonus: 3", "bonus: true"))
    assert "cards[1].bonus" in msg


def test_bad_enum_value(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("animal: bear", "animal: wolf"))
    assert "cards[0].slots[0].animal: expected one of bear, elk" in msg


def test_text_needs_both_languages(tmp_path):
    msg = error_of(tmp_path, GOOD.replace("{en: Bear, fr: Ours}", "{en: Bear}"))
    assert "cards[0].name.fr: missing key" in msg


def test_broken_yaml_names_the_line(tmp_path):
    msg = error_of(tmp_path, "cards: [\n  - id: x\n")
    assert "deck.yaml: line" in msg and "not valid YAML" in msg


def test_missing_file(tmp_path):
    with pytest.raises(DataError) as e:
        load_yaml(str(tmp_path / "nope.yaml"), Deck)
    assert "nope.yaml: file not found" in str(e.value)


def test_cross_checks():
    with pytest.raises(DataError, match=r"f.yaml: cards\[2\]: duplicate id 'a'"):
        check_unique("f.yaml", "cards", ["a", "b", "a"])
    with pytest.raises(DataError, match="unknown tile 'T9'"):
        check_ref("f.yaml", "starters[0].tile", "T9", {"T1"}, "tile")
    with pytest.raises(DataError, match="expected 85 tiles, found 84"):
        check_count("f.yaml", "tiles", 84, 85, "tiles")
