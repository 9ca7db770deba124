"""The market walk (rules §4.1-4.2): which tiles a figure may take, and where it then faces.

Directions are 0-3 = N, E, S, W (clockwise); the market is a row-major list of spaces.
"""
from __future__ import annotations

from .state import EMPTY

DELTA = ((-1, 0), (0, 1), (1, 0), (0, -1))
AHEAD, LEFT, RIGHT, BEHIND, ANYWHERE = "ahead", "left", "right", "behind", "anywhere"


def first_tile(market, rows, cols, pos, d):
    """The first space holding a tile along direction d (empty spaces and figures skipped)."""
    r, c = divmod(pos, cols)
    dr, dc = DELTA[d]
    r, c = r + dr, c + dc
    while 0 <= r < rows and 0 <= c < cols:
        if market[r * cols + c] != EMPTY:
            return r * cols + c
        r, c = r + dr, c + dc
    return None


def facing_towards(cols, start, end) -> int:
    """Direction travelled from start to end (the longer way wins; vertical on a tie)."""
    r0, c0 = divmod(start, cols)
    r1, c1 = divmod(end, cols)
    dr, dc = r1 - r0, c1 - c0
    if abs(dr) >= abs(dc):
        return 2 if dr > 0 else 0
    return 1 if dc > 0 else 3


def choices(market, rows, cols, pos, facing) -> list[tuple[int, int, str]]:
    """[(space, direction travelled, how)]: ahead, left and right; behind only when none of
    those three has a tile; any tile when no line from the figure has one (our ruling)."""
    out = []
    for d, how in ((facing, AHEAD), ((facing + 3) % 4, LEFT), ((facing + 1) % 4, RIGHT)):
        t = first_tile(market, rows, cols, pos, d)
        if t is not None:
            out.append((t, d, how))
    if out:
        return out
    d = (facing + 2) % 4
    t = first_tile(market, rows, cols, pos, d)
    if t is not None:
        return [(t, d, BEHIND)]
    return [(i, facing_towards(cols, pos, i), ANYWHERE) for i, x in enumerate(market) if x != EMPTY]


def player_choices(s, p) -> list[tuple[int, int, str]]:
    return choices(s.market, s.rows, s.cols, s.fig_pos[p], s.fig_dir[p])
