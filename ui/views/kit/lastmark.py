"""How another player's last move is drawn: an outline in the player's colour, dashed in the
player's own rhythm, with the player's marker shape at its top (colour is never the only cue)."""
from __future__ import annotations

import math

import pygame

from ... import theme

DASHES = [(1, 0), (10, 5), (4, 4), (14, 4, 3, 4), (7, 3, 2, 3), (2, 3)]   # per seat: on, off...
SHADE = (16, 20, 18)


def dashed(surf, colour, points, pattern, width, closed=True):
    """A polyline drawn in dashes (`pattern`: lengths on, off, on, off...)."""
    if pattern == (1, 0):
        pygame.draw.lines(surf, colour, closed, points, width)
        return
    k, left, on = 0, pattern[0], True
    for a, b in zip(points, points[1:] + points[:1] if closed else points[1:]):
        length = math.dist(a, b)
        pos = 0.0
        while pos < length - 1e-9:
            step = min(left, length - pos)
            if on:
                p1 = (a[0] + (b[0] - a[0]) * pos / length, a[1] + (b[1] - a[1]) * pos / length)
                p2 = (a[0] + (b[0] - a[0]) * (pos + step) / length, a[1] + (b[1] - a[1]) * (pos + step) / length)
                pygame.draw.line(surf, colour, p1, p2, width)
            pos += step
            left -= step
            if left <= 0:
                k = (k + 1) % len(pattern)
                left, on = pattern[k], k % 2 == 0


def outline(surf, points, seat: int, palette, width: int = 3, marker: bool = True):
    """Seat's mark around the polygon `points` (a dark edge under it reads on any ground)."""
    points = [(float(x), float(y)) for x, y in points]
    pygame.draw.lines(surf, SHADE, True, points, width + 2)
    dashed(surf, palette.player(seat), points, DASHES[seat % len(DASHES)], width)
    if marker:
        top = min(points, key=lambda p: (p[1], p[0]))
        r = max(5, min(9, width * 2 + 1))
        theme.draw_marker(surf, seat, (top[0], top[1]), r, palette, SHADE)


def line(surf, points, seat: int, palette, width: int = 4):
    """Seat's mark along an open line (a border), its marker at the middle."""
    points = [(float(x), float(y)) for x, y in points]
    if len(points) < 2:
        return
    pygame.draw.lines(surf, SHADE, False, points, width + 2)
    dashed(surf, palette.player(seat), points, DASHES[seat % len(DASHES)], width, closed=False)
    theme.draw_marker(surf, seat, points[len(points) // 2], 7, palette, SHADE)


def outline_rect(surf, rect, seat: int, palette, width: int = 3, marker: bool = True):
    r = pygame.Rect(rect).inflate(4, 4)
    outline(surf, [r.topleft, r.topright, r.bottomright, r.bottomleft], seat, palette, width, marker)

