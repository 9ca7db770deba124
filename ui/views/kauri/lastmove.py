"""Kauri's last move, pygame-free: the regions whose pieces changed (a pawn arrived or left, a
kauri felled, a whare, a reserve, poison), as ("region", id), and the borders given or losing a
road or a flood, as ("border", id)."""
from __future__ import annotations

REGION_FACTS = ("kauri", "kiwi", "possum", "whare", "reserve", "poison")
BORDER_FACTS = ("roads", "floods")


def changed(before, after, seat) -> set:
    got = set()
    for fact in REGION_FACTS:
        was, now = getattr(before, fact), getattr(after, fact)
        got |= {("region", i) for i in range(len(now)) if now[i] != was[i]}
    for fact in BORDER_FACTS:
        was, now = getattr(before, fact), getattr(after, fact)
        got |= {("border", i) for i in range(len(now)) if now[i] != was[i]}
    return got
