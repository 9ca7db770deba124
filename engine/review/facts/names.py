"""A game's printed name as the facts carry it."""
from __future__ import annotations


def label(text) -> dict:
    """A printed name as {"en", "fr"} (the games keep them as dicts or as Text)."""
    if isinstance(text, dict):
        return text
    return {"en": text.en, "fr": text.fr}
