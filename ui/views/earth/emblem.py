"""Earth's picture on the new-game screen: a small tableau of four cards (a tree, a mushroom,
a bush and a herb), each with its type, habitat, cost and points, sprouts and its ability
colour, drawn with the cards' own icons and colour letters."""
from __future__ import annotations

import pygame

from ...i18n import I18n
from ..kit.cardtable import CardCache
from . import art as ART

SS = 2                       # drawn twice as large, then smoothed
_CACHE = CardCache(limit=32)
# (kind, habitat, cost, points, sprouts, ability colour), row by row
TABLEAU = (("tree", "sunny", 3, 5, 2, "green"), ("mushroom", "wet", 1, 2, 0, "red"),
           ("bush", "rocky", 2, 3, 1, "yellow"), ("herb", "cold", 0, 1, 1, "blue"))


def emblem(fonts, size: int, lang: str) -> pygame.Surface:
    """A `size` x `size` picture (transparent around the cards), made once per size and
    language (the colour letters)."""
    return _CACHE.get((size, lang), lambda: _draw(fonts, size, lang))


def _draw(fonts, size: int, lang: str) -> pygame.Surface:
    n = size * SS
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    small = size < 90       # a small picture: the same tableau, each card its type alone
    gap = (1 if small else 3) * SS
    w, h = (n - gap) // 2 - (0 if small else 2 * SS), (n - gap) // 2
    for k, card in enumerate(TABLEAU):
        x, y = (k % 2) * (w + gap) + (n - 2 * w - gap) // 2, (k // 2) * (h + gap)
        surf.blit(_card(fonts, card, w, h, lang, small), (x, y))
    return pygame.transform.smoothscale(surf, (size, size))


def _card(fonts, card, w: int, h: int, lang: str, small: bool = False) -> pygame.Surface:
    """A card without its words: type icon and habitat, cost (soil) and points tokens, its
    sprout spaces and its ability colour with the colour's letter."""
    kind, habitat, cost, vp, sprouts, colour = card
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 9)
    pygame.draw.rect(surf, ART.KIND_BG[kind], (0, 0, w, h), border_radius=rad)
    r = max(4, int(w * 0.13))
    ART.type_icon(surf, kind, (w // 2, int(h * (0.5 if small else 0.45))), int(w * (0.32 if small else 0.22)))
    if not small:
        ART.token(surf, fonts, (r + 3, r + 3), r, ART.SOIL, str(cost))
        ART.token(surf, fonts, (w - r - 3, r + 3), r, ART.VP, str(vp), dark=True)
        ART.habitat_icon(surf, habitat, (r + 3, h - r - 4), int(r * 0.8))
        x = r * 2 + 8
        for _ in range(sprouts):
            pygame.draw.polygon(surf, ART.SPROUT, [(x + r * 0.4, h - r * 1.7), (x, h - r * 0.5),
                                                   (x + r * 0.8, h - r * 0.5)])
            x += r
    if not small:
        chip = int(r * 1.5)
        letter = I18n(lang)("earth.letter_" + colour)
        ART.colour_chip(surf, fonts, colour, letter, (w - chip - 4, h - chip - 4, chip, chip))
    pygame.draw.rect(surf, (200, 200, 180), (0, 0, w, h), 1 if small else SS, border_radius=rad)
    return surf
