"""Kauri's facts: the mover's animals (Kiwi or Possum) added to or lost from a region."""
from __future__ import annotations

from .data import KIWI, POSSUM

from engine.core.text import both_of as label

ANIMAL = {KIWI: "kiwi", POSSUM: "possum"}


def facts(game, before, after, p):
    animal = ANIMAL.get(p)
    if animal is None:
        return []
    d = game.data
    was, now = getattr(before, animal), getattr(after, animal)
    out = []
    for r in range(1, len(now)):
        if now[r] != was[r]:
            key = f"kauri_{animal}_{'more' if now[r] > was[r] else 'fewer'}"
            out.append((key, {"region": label(d.names[r].name), "n": now[r]}))
    return out
