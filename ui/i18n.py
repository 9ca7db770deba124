"""UI strings in French and English, from ui/locale/<lang>.yaml."""
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


def strings(lang: str) -> dict:
    if lang not in _cache:
        with open(os.path.join(locale_dir(), f"{lang}.yaml"), encoding="utf-8") as f:
            _cache[lang] = yaml.safe_load(f)
    return _cache[lang]


class I18n:
    def __init__(self, lang: str):
        self.lang = lang

    def __call__(self, key: str, **fmt) -> str:
        text = strings(self.lang).get(key) or strings("en").get(key) or key
        return text.format(**fmt) if fmt else text
