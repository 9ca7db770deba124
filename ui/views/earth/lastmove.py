"""Earth's last move, pygame-free: the cards of any island that were planted, or given sprouts
or growth (or lost them), as ("card", owner, card)."""
from __future__ import annotations


def changed(before, after, seat) -> set:
    got = set()
    for q, grid in enumerate(after.grid):
        old = set(before.grid[q].values())
        for card in grid.values():
            if card not in old or before.sprouts.get(card, 0) != after.sprouts.get(card, 0) \
                    or before.growth.get(card, 0) != after.growth.get(card, 0):
                got.add(("card", q, card))
    return got
