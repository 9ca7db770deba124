"""The action tuples of a Cascadia turn, built once: legal_actions only hands out these, and
the AI names the ones it plays (see game.py's doc for what each action does)."""
from __future__ import annotations

from .hexgrid import LIMIT, cell


def _build_cells():
    place, token = {}, {}
    for q in range(-LIMIT - 1, LIMIT + 2):
        for r in range(-LIMIT - 1, LIMIT + 2):
            c = cell(q, r)
            place[c] = tuple(("place", q, r, rot) for rot in range(6))
            token[c] = ("token", q, r)
    return place, token


PLACE_ACTS, TOKEN_ACTS = _build_cells()
TAKE_ACTS = {(i, j): ("take", i, j) for i in range(4) for j in range(4)}
PAIR_TAKES = tuple(TAKE_ACTS[(i, i)] for i in range(4))
WIPE_ACTS = {m: ("nature_wipe", m) for m in range(1, 16)}
SUBMASKS = {full: tuple(WIPE_ACTS[m] for m in range(1, 16) if m & full == m) for full in range(16)}
WIPE3 = ("wipe3",)
FREE = ("nature_free",)
DISCARD = ("discard_token",)
