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


def load_rules(game: str, lang: str = "en") -> list[tuple[str, str]]:
    return [(s.title.get(lang), s.body.get(lang)) for s in load_doc(game).sections]
