"""Cascadia's last move, pygame-free: the tiles and tokens a player put into their environment
between two observations, as ("env", seat, cell) and ("wild", seat, cell) (ui/views/kit/lastmoves.py
keeps them until the viewer acts)."""
from __future__ import annotations


def changed(before, after, seat) -> set:
    got = {("env", seat, c) for c, code in after.env[seat].items() if before.env[seat].get(c) != code}
    got |= {("wild", seat, c) for c, a in after.wild[seat].items() if before.wild[seat].get(c) != a}
    return got
