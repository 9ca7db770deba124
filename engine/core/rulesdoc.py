"""In-app rules pages: gamedata/<game>/rules.yaml, in our own words, French and English.

Format:  sections: [{title: {en, fr}, body: {en, fr}}, ...]
Bodies are plain text: blank lines separate paragraphs, "- " starts a bullet, lines
starting with "|" form a table (cells split on "|"), "## " a sub-heading.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache

from .data import Text, gamedata_dir, load_yaml


@dataclass(frozen=True)
class Section:
    title: Text
    body: Text


@dataclass(frozen=True)
class RulesDoc:
    sections: tuple[Section, ...]


@lru_cache(maxsize=None)
def load_doc(game: str) -> RulesDoc:
    return load_yaml(os.path.join(gamedata_dir(), game, "rules.yaml"), RulesDoc)


@dataclass(frozen=True)
class About:
    """What the new-game screen says of a game: a one-line pitch and how long it plays."""
    pitch: Text
    minutes: str


@lru_cache(maxsize=None)
def load_about(game: str) -> About | None:
    """gamedata/<game>/about.yaml, or None for a game that has none yet."""
    path = os.path.join(gamedata_dir(), game, "about.yaml")
    return load_yaml(path, About) if os.path.exists(path) else None


def load_rules(game: str, lang: str = "en") -> list[tuple[str, str]]:
    return [(s.title.get(lang), s.body.get(lang)) for s in load_doc(game).sections]
