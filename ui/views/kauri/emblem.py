"""Kauri's picture on the new-game screen: a round medallion of the forest, a great kauri on
its hill with a kiwi at its foot, drawn with the board's own piece art."""
from __future__ import annotations

import pygame

from ..kit.cardtable import CardCache
from . import art as ART

SKY = (150, 196, 214)
HILL = (92, 140, 70)
HILL_DARK = (64, 108, 52)
_CACHE = CardCache(limit=32)


def emblem(fonts, size: int, lang: str) -> pygame.Surface:
    """A `size` x `size` picture (transparent around the medallion), made once per size."""
    return _CACHE.get(size, lambda: _draw(size))


def _draw(size: int) -> pygame.Surface:
    n = max(8, size) * ART.SS
    c = n / 2
    scene = pygame.Surface((n, n), pygame.SRCALPHA)
    scene.fill(SKY)
    pygame.draw.ellipse(scene, HILL_DARK, (-n * 0.3, n * 0.68, n * 1.1, n * 0.7))
    pygame.draw.ellipse(scene, HILL, (n * 0.05, n * 0.72, n * 1.2, n * 0.6))
    small = size < 60
    if small:     # a button's picture: the tree alone, as large as it goes
        ART.draw_tree(scene, c, n * 0.54, n * 0.34)
    else:
        ART.draw_tree(scene, n * 0.42, n * 0.5, n * 0.3)
        ART.draw_kiwi(scene, n * 0.68, n * 0.73, n * 0.13)
    # cut the scene to a disc and ring it in parchment
    disc = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (c, c), n * 0.48)
    scene.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(scene, ART.PARCH, (c, c), n * 0.48, max(2, int(n * 0.045)))
    pygame.draw.circle(scene, ART.INK, (c, c), n * 0.48, max(1, int(n * 0.012)))
    return ART.fast(pygame.transform.smoothscale(scene, (size, size)))
