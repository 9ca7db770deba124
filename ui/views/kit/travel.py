"""Drawing the pieces of a timeline on their way (kit/motion.py says where and when)."""
from __future__ import annotations

import pygame

from .motion import frames


def draw_travel(surf, timeline, rect_of, draw_piece, lift: float = 24.0) -> None:
    """Each piece on its way drawn by `draw_piece(surf, piece, rect)` at its place now."""
    if timeline is None:
        return
    for piece, (x, y, w, h) in frames(timeline, rect_of, lift):
        draw_piece(surf, piece, pygame.Rect(round(x), round(y), max(2, round(w)), max(2, round(h))))


def box(centre, half_w, half_h=None) -> tuple:
    """The (x, y, w, h) rectangle around a centre."""
    half_h = half_w if half_h is None else half_h
    return (centre[0] - half_w, centre[1] - half_h, 2 * half_w, 2 * half_h)


def blit_fit(surf, img, rect) -> None:
    """`img` scaled (aspect kept) to fit `rect`, centred in it, with a soft shadow below: a
    piece lifted off the table. Scaling a cached image costs far less than drawing anew."""
    w, h = img.get_size()
    k = min(rect.w / max(1, w), rect.h / max(1, h))
    if abs(k - 1) > 0.03:
        img = pygame.transform.smoothscale(img, (max(1, round(w * k)), max(1, round(h * k))))
    r = img.get_rect(center=rect.center)
    shade = shadow(r.w * 3 // 4, max(4, r.h // 6))
    surf.blit(shade, shade.get_rect(midtop=(r.centerx + 4, r.bottom - shade.get_height() // 2)))
    surf.blit(img, r)


_SHADOWS: dict = {}


def shadow(w: int, h: int) -> pygame.Surface:
    """A soft see-through ellipse (cached by size; few sizes are ever asked)."""
    img = _SHADOWS.get((w, h))
    if img is None:
        if len(_SHADOWS) > 200:
            _SHADOWS.clear()
        img = _SHADOWS[(w, h)] = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        pygame.draw.ellipse(img, (0, 0, 0, 80), img.get_rect())
    return img
