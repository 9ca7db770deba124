"""Habitat's last move, pygame-free: the cards that came into any player's chains (played,
moved or with a stolen chain), as ("card", owner, chain, position), or a whole chain that is new
to its owner (a chain begun or stolen) as ("chain", owner, chain)."""
from __future__ import annotations


def changed(before, after, seat) -> set:
    got = set()
    for q, chains in enumerate(after.tables):
        had = {c for ch in before.tables[q] for c in ch if c >= 0}
        for ci, ch in enumerate(chains):
            new = [k for k, c in enumerate(ch) if c >= 0 and c not in had]
            if new and len(new) == len(ch):
                got.add(("chain", q, ci))
            else:
                got |= {("card", q, ci, k) for k in new}
    return got
