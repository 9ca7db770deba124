"""A finished game's review is kept in its save, under "review", so that a second look is instant.

The save's own fields are never touched: the review is added beside them and the file rewritten
atomically (engine.core.saves.write_atomic). It is checked before use: a review whose key is not
the save's checksum (the moves changed), of another format, or malformed in any field is ignored
(the game is reviewed again), never an error; a save without one loads as it always did.
"""
from __future__ import annotations

import json

from ..core import saves
from .game import FORMAT

MAX_MOMENTS = 10


def _number(x) -> bool:
    return type(x) in (int, float) and abs(x) < 1e9


def well_formed(review, key: str) -> bool:
    if not isinstance(review, dict) or review.get("format") != FORMAT or review.get("key") != key:
        return False
    if not all(type(review.get(k)) is int for k in ("player", "decisions", "estimated", "worlds")):
        return False
    moments = review.get("moments")
    if not isinstance(moments, list) or len(moments) > MAX_MOMENTS:
        return False
    for m in moments:
        if not (isinstance(m, dict) and type(m.get("step")) is int and type(m.get("round")) is int
                and _number(m.get("loss")) and isinstance(m.get("played"), list) and isinstance(m.get("ai"), list)):
            return False
    return True


def stored(path: str, player: int) -> dict | None:
    """The review kept in the save at `path` for `player`, if it is there and still fits the save."""
    try:
        doc = saves.read_header(path)
    except (saves.SaveError, OSError):
        return None
    review = doc.get("review")
    if well_formed(review, doc["checksum"]) and review["player"] == player:
        return review
    return None


def keep(path: str, review: dict) -> bool:
    """Write `review` into the save at `path`, if the save still holds the game reviewed; the rest
    of the file as it was. False (nothing written) when the save changed or cannot be read."""
    try:
        doc = saves.read_header(path)
    except (saves.SaveError, OSError):
        return False
    if doc["checksum"] != review.get("key"):
        return False
    doc["review"] = review
    saves.write_atomic(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    return True
