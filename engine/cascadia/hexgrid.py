"""Axial hex coordinates packed into one int per cell, and the neighbour tables.

A cell (q, r) is the int (r + R) * W + (q + R): neighbours are a constant offset away, so
hot loops add ints instead of building tuples. An environment starts around (0, 0) and
grows by at most one hex per turn, so |q|, |r|, |q + r| stay below 22; R = 24 leaves room
for the ring of empty hexes around it.

Directions, clockwise on screen (pointy-top hexes, y down); edge d of a tile faces
neighbour d:  0 east (+1, 0), 1 south-east (0, +1), 2 south-west (-1, +1),
              3 west (-1, 0), 4 north-west (0, -1), 5 north-east (+1, -1).
"""
from __future__ import annotations

R = 24
W = 2 * R + 1
LIMIT = 22          # largest |q|, |r|, |q + r| an environment may use

DIRS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
STEP = tuple(dq + dr * W for dq, dr in DIRS)        # cell offset of each direction
AXES = (STEP[0], STEP[1], STEP[2])                    # one positive step per line axis
ORIGIN = R * W + R
NEIGHBOURS = tuple(tuple(c + s for s in STEP) for c in range(W * W))  # per cell, its six


def cell(q: int, r: int) -> int:
    return (r + R) * W + (q + R)


def coords(c: int) -> tuple[int, int]:
    r, q = divmod(c, W)
    return q - R, r - R


def in_range(q: int, r: int) -> bool:
    return abs(q) <= LIMIT and abs(r) <= LIMIT and abs(q + r) <= LIMIT


def neighbours(c: int) -> tuple[int, ...]:
    return tuple(c + s for s in STEP)


def distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = coords(a), coords(b)
    dq, dr = q1 - q2, r1 - r2
    return max(abs(dq), abs(dr), abs(dq + dr))


def line_step(a: int, b: int) -> int | None:
    """The direction offset leading from a to b if they lie on one hex line, else None."""
    (q1, r1), (q2, r2) = coords(a), coords(b)
    dq, dr = q2 - q1, r2 - r1
    n = max(abs(dq), abs(dr), abs(dq + dr))
    if n == 0 or not (dq == 0 or dr == 0 or dq + dr == 0):
        return None
    return (dq // n) + (dr // n) * W
