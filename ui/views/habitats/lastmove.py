"""Habitats' last move, pygame-free: the tiles a player put into their park, as
("cell", seat, row, col), and the market space their figure walked to, as ("space", row, col)."""
from __future__ import annotations

from engine.habitats.view_info import coords


def changed(before, after, seat) -> set:
    got = {("cell", seat) + coords(c) for c, v in after.parks[seat].items() if before.parks[seat].get(c) != v}
    if after.fig_pos[seat] != before.fig_pos[seat]:
        got.add(("space",) + divmod(after.fig_pos[seat], after.cols))
    return got
