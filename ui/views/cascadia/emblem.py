"""Cascadia's picture on the new-game screen: a habitat tile (forest and river, with the
wildlife it welcomes) and a wildlife token placed beside it, drawn with the board's own art."""
from __future__ import annotations

import pygame

from ..kit.cardtable import CardCache
from . import art as ART

FOREST, RIVER = 1, 4
BEAR, SALMON, FOX = 0, 2, 4
_CACHE = CardCache(limit=32)


def emblem(fonts, size: int, lang: str) -> pygame.Surface:
    """A `size` x `size` picture (transparent around it), made once per size and language."""
    return _CACHE.get((size, lang), lambda: _draw(size, lang))


def _draw(size: int, lang: str) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    small = size < 60        # a button's picture: no symbols to squint at, a bigger token
    r = max(6, int(size * (0.44 if small else 0.4)))
    tile = ART.tile_surface([FOREST, FOREST, FOREST, RIVER, RIVER, RIVER], [BEAR, SALMON], False, r,
                            show_symbols=not small)
    surf.blit(tile, tile.get_rect(center=(size * 0.44, size * 0.47)))
    rad = max(4, int(size * (0.24 if small else 0.2)))
    tok = ART.token_surface(FOX, rad, ART.letter(FOX, lang) if size >= 80 else None)
    surf.blit(tok, tok.get_rect(center=(size * (0.72 if small else 0.75), size * (0.72 if small else 0.76))))
    return surf
