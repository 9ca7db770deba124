"""Hex-board helpers for views of hex games: pointy-top hexes in axial coordinates (q, r).

Pixel conversion, hex corners and edge midpoints, hit-testing, and a Camera with pan and
stepped zoom. Nothing here knows a game.

Screen y grows downwards; directions go clockwise from east, and edge d of a hex faces
neighbour d:
    0 east (+1, 0)   1 south-east (0, +1)   2 south-west (-1, +1)
    3 west (-1, 0)   4 north-west (0, -1)   5 north-east (+1, -1)
Corner k sits at angle 60k - 30 degrees from the centre (corner 0 is up-right), so edge d
runs from corner d to corner d + 1 and its middle is at angle 60d.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

SQRT3 = math.sqrt(3.0)
DIRS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


# ---- geometry ---------------------------------------------------------------------------------
def to_pixel(q: float, r: float, size: float = 1.0) -> tuple[float, float]:
    """Centre of hex (q, r) relative to the centre of hex (0, 0); size = centre-to-corner."""
    return size * SQRT3 * (q + r / 2.0), size * 1.5 * r


def from_pixel(x: float, y: float, size: float = 1.0) -> tuple[float, float]:
    """Fractional axial coordinates of a point (inverse of to_pixel)."""
    return (SQRT3 / 3.0 * x - y / 3.0) / size, (2.0 / 3.0 * y) / size


def round_axial(qf: float, rf: float) -> tuple[int, int]:
    """The hex containing a fractional axial point (cube rounding)."""
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def hex_at(x: float, y: float, size: float = 1.0) -> tuple[int, int]:
    """The hex under a point given relative to the centre of hex (0, 0)."""
    return round_axial(*from_pixel(x, y, size))


def neighbour(q: int, r: int, d: int) -> tuple[int, int]:
    dq, dr = DIRS[d % 6]
    return q + dq, r + dr


@lru_cache(maxsize=256)
def corner_offsets(size: float) -> tuple:
    return tuple((size * math.cos(math.radians(60 * k - 30)), size * math.sin(math.radians(60 * k - 30)))
                 for k in range(6))


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    return [(cx + dx, cy + dy) for dx, dy in corner_offsets(size)]


def edge_mid(cx: float, cy: float, size: float, d: int, inset: float = 1.0) -> tuple[float, float]:
    """Middle of edge d (inset < 1 moves it towards the centre)."""
    a = math.radians(60 * d)
    k = size * SQRT3 / 2.0 * inset
    return cx + k * math.cos(a), cy + k * math.sin(a)


def sector(cx: float, cy: float, size: float, first: int, count: int) -> list[tuple[float, float]]:
    """The part of a hex behind `count` consecutive edges starting at edge `first`."""
    c = corner_offsets(size)
    pts = [(cx, cy)] if count < 6 else []
    for k in range(first, first + min(count, 6) + (1 if count < 6 else 0)):
        dx, dy = c[k % 6]
        pts.append((cx + dx, cy + dy))
    return pts


def hex_size_px(size: float) -> tuple[int, int]:
    """Width and height of the bounding box of one hex."""
    return int(math.ceil(SQRT3 * size)), int(math.ceil(2 * size))


def inside(px: float, py: float, cx: float, cy: float, size: float) -> bool:
    """Exact point-in-hex test."""
    x, y = abs(px - cx), abs(py - cy)
    h = SQRT3 / 2.0 * size
    if x > h or y > size:
        return False
    return size * h - size / 2.0 * x - h * y >= 0


def bounds(cells, size: float = 1.0) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of the hexes of `cells`, around the centre of hex (0, 0)."""
    if not cells:
        return -size, -size, size, size
    xs, ys = [], []
    for q, r in cells:
        x, y = to_pixel(q, r, size)
        xs.append(x)
        ys.append(y)
    hw = SQRT3 / 2.0 * size
    return min(xs) - hw, min(ys) - size, max(xs) + hw, max(ys) + size


# ---- camera -------------------------------------------------------------------------------------
class Camera:
    """Which part of an unbounded hex board a screen rectangle shows.

    The board is kept in world units (hex size 1, hex (0, 0) at the origin); `centre` is the
    world point shown at the middle of `rect`, and `size` the hex size in pixels, one of
    `levels`. `auto` stays True until the player pans or zooms by hand, so a view may keep
    re-fitting the board as it grows without fighting the player."""

    LEVELS = (12, 14, 16, 19, 22, 26, 30, 34, 39, 45, 52, 60, 70)

    def __init__(self, rect, levels=None, level: int = 6):
        self.rect = pygame.Rect(rect)
        self.levels = tuple(levels or self.LEVELS)
        self.level = max(0, min(len(self.levels) - 1, level))
        self.cx = self.cy = 0.0
        self.auto = True

    @property
    def size(self) -> int:
        return self.levels[self.level]

    def to_screen(self, q: float, r: float) -> tuple[float, float]:
        wx, wy = to_pixel(q, r)
        s = self.size
        return self.rect.centerx + (wx - self.cx) * s, self.rect.centery + (wy - self.cy) * s

    def to_world(self, pos) -> tuple[float, float]:
        s = self.size
        return self.cx + (pos[0] - self.rect.centerx) / s, self.cy + (pos[1] - self.rect.centery) / s

    def hex_at(self, pos) -> tuple[int, int]:
        return hex_at(*self.to_world(pos))

    def pan(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) screen pixels."""
        s = self.size
        self.cx -= dx / s
        self.cy -= dy / s
        self.auto = False

    def zoom(self, steps: int, pos=None) -> bool:
        """Zoom in (steps > 0) or out, keeping the world point under `pos` in place."""
        new = max(0, min(len(self.levels) - 1, self.level + steps))
        if new == self.level:
            return False
        pos = pos if pos is not None and self.rect.collidepoint(pos) else self.rect.center
        wx, wy = self.to_world(pos)
        self.level = new
        s = self.size
        self.cx = wx - (pos[0] - self.rect.centerx) / s
        self.cy = wy - (pos[1] - self.rect.centery) / s
        self.auto = False
        return True

    def fit(self, cells, margin: int = 12, max_level: int | None = None, area=None, pad: float = 0.0) -> None:
        """Centre on `cells` with the largest zoom level that shows them all (within `area`,
        a part of rect that is left uncovered, if given), with `pad` hex sizes of room around
        them. Keeps `auto` on."""
        area = pygame.Rect(area) if area is not None else self.rect
        left, top, right, bottom = bounds(list(cells))
        left, top, right, bottom = left - pad, top - pad, right + pad, bottom + pad
        w, h = max(1e-6, right - left), max(1e-6, bottom - top)
        top_level = len(self.levels) - 1 if max_level is None else min(max_level, len(self.levels) - 1)
        level = 0
        for k in range(top_level, -1, -1):
            s = self.levels[k]
            if w * s <= area.w - 2 * margin and h * s <= area.h - 2 * margin:
                level = k
                break
        self.level = level
        s = self.size
        # the middle of the cells goes to the middle of `area`
        mx, my = (left + right) / 2.0, (top + bottom) / 2.0
        self.cx = mx - (area.centerx - self.rect.centerx) / s
        self.cy = my - (area.centery - self.rect.centery) / s
        self.auto = True

    def visible(self, q: int, r: int, pad: float = 1.0) -> bool:
        x, y = self.to_screen(q, r)
        m = self.size * pad
        return (self.rect.left - m <= x <= self.rect.right + m
                and self.rect.top - m <= y <= self.rect.bottom + m)
