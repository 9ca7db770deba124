"""Habitats' picture on the new-game screen: a corner of a park, four tiles joined by their
roads (an animal in the forest, flowers on the grassland, a watchtower on the dryland,
water with an insect), drawn with the park's own tile art and landscape letters."""
from __future__ import annotations

import pygame

from ...i18n import I18n
from ..kit.cardtable import CardCache
from . import art as ART

_CACHE = CardCache(limit=32)


def _tile(land, kind, roads, **more):
    info = {"landscape": land, "kind": kind, "roads": roads, "view": None, "demand": {},
            "flowers_needed": 0, "tourist": None, "points_printed": 0}
    info.update(more)
    return info


# the park corner, row by row; its roads meet in a loop
PARK = ((_tile("forest", "animal", ["E", "S"], demand={"forest": 1, "water": 1}, points_printed=5),
         _tile("grassland", "flower", ["W", "S"])),
        (_tile("water", "insect", ["N", "E"], flowers_needed=2, points_printed=3),
         _tile("dryland", "watchtower", ["N", "W"], view="diagonal")))
SMALL = _tile("grassland", "flower", ["W", "E"])


def emblem(fonts, size: int, lang: str) -> pygame.Surface:
    """A `size` x `size` picture, made once per size and language (the landscapes' letters)."""
    return _CACHE.get((size, lang), lambda: _draw(fonts, size, lang))


def _draw(fonts, size: int, lang: str) -> pygame.Surface:
    letters = {land: I18n(lang)("habitats.letter_" + land) for land in ART.LANDSCAPES}
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    if size < 60:     # a button's picture: one flower tile, nothing small printed on it
        s = size - 2
        surf.blit(ART.tile_surface(fonts, SMALL, s, "", letters), (1, 1))
        return surf
    s = (size - 2) // 2
    for row, tiles in enumerate(PARK):
        for col, info in enumerate(tiles):
            if s < 50:      # small tiles: their demand and points would only be specks
                info = dict(info, demand={}, points_printed=0, flowers_needed=0)
            surf.blit(ART.tile_surface(fonts, info, s, "", letters), (1 + col * s, 1 + row * s))
    pygame.draw.rect(surf, ART.INK, (0, 0, 2 * s + 2, 2 * s + 2), 1)
    return surf
