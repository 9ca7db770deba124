"""UI strings in French and English: the app's own in ui/locale/<lang>.yaml, each game view's in
ui/locale/<lang>/<game>.yaml, whose keys are read as "<game>.<key>". Both languages hold the same
keys and the same {placeholders} (tests/test_locale.py checks it)."""
from __future__ import annotations

import os
import sys

import yaml


_cache: dict = {}


def locale_dir() -> str:
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return os.path.join(base, "ui", "locale")
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")


def _read(path: str) -> dict:
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f) or {}


def strings(lang: str) -> dict:
    """Every string of `lang`, game views' keys namespaced by their file's name."""
    if lang not in _cache:
        table = dict(_read(os.path.join(locale_dir(), f"{lang}.yaml")))
        folder = os.path.join(locale_dir(), lang)
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                if name.endswith(".yaml"):
                    game = name[:-5]
                    table.update({f"{game}.{k}": v for k, v in _read(os.path.join(folder, name)).items()})
        _cache[lang] = table
    return _cache[lang]


class I18n:
    """Strings by key. A count of one (n, k or count = 1) reads the key's "_one" form when
    the file has one: "{k} turns left" / left_one: "1 turn left"."""

    def __init__(self, lang: str):
        self.lang = lang

    def singular(self, key: str) -> str:
        one = f"{key}_one"
        return one if one in strings(self.lang) or one in strings("en") else key

    def __call__(self, key: str, **fmt) -> str:
        if any(fmt.get(k) == 1 for k in ("n", "k", "count")):
            key = self.singular(key)
        text = strings(self.lang).get(key) or strings("en").get(key) or key
        return text.format(**fmt) if fmt and isinstance(text, str) else text
