"""Habitat's picture on the new-game screen: two cards of the food chain fanned out (a
herbivore under a carnivore), drawn with the cards' own art: class bar and letter, rank,
landscape, silhouette and what the species eats."""
from __future__ import annotations

import pygame

from engine.habitat import view_info as VI

from ..kit.cardtable import CardCache
from . import art as ART

SS = 2                              # drawn twice as large, then smoothed
_CACHE = CardCache(limit=32)
# (class, species silhouette, rank, environments, foods) of the two cards, back one first
CARDS = ((VI.CLASS_HERBIVORE, "deer", 4, ("terrestrial",), ("plants",)),
         (VI.CLASS_CARNIVORE, "wolves", 7, ("terrestrial",), ()))


def emblem(fonts, size: int, lang: str) -> pygame.Surface:
    """A `size` x `size` picture (transparent around it), made once per size."""
    return _CACHE.get(size, lambda: _draw(fonts, size))


def _draw(fonts, size: int) -> pygame.Surface:
    n = size * SS
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    small = size < 60
    h = int(n * (0.96 if small else 0.74))
    w = int(h / 1.36)
    # a button's picture: one card standing straight reads better than a fan
    shown = zip(CARDS[1:], ((0, 0.0),)) if small else zip(CARDS, ((12, -0.16), (-7, 0.14)))
    for (cls, species, rank, envs, foods), (angle, dx) in shown:
        face = _face(fonts, cls, species, rank, envs, foods, w, h, small)
        if angle:
            face = pygame.transform.rotozoom(face, angle, 1.0)
        surf.blit(face, face.get_rect(center=(n * (0.5 + dx), n * 0.5)))
    return pygame.transform.smoothscale(surf, (size, size))


def _face(fonts, cls, species, rank, envs, foods, w, h, small) -> pygame.Surface:
    """A card face without its name: class bar with the rank and class letter, the landscape
    and the animal, the foods at its foot (a fang for a meat eater)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 10)
    pygame.draw.rect(surf, ART.BODY, (0, 0, w, h), border_radius=rad)
    tb = int(h * 0.2)
    pygame.draw.rect(surf, ART.class_colour(cls), (0, 0, w, tb), border_top_left_radius=rad,
                     border_top_right_radius=rad)
    if not small:
        box = pygame.Rect(3, 3, tb - 5, tb - 6)
        pygame.draw.rect(surf, (252, 248, 236), box, border_radius=3)
        img = fonts.render(str(rank), max(10, int(tb * 1.0)), (20, 20, 20), True)
        surf.blit(img, img.get_rect(center=(box.centerx, box.centery + 1)))
        ART.letter_badge(surf, fonts, cls, (w - tb / 2 - 2, tb / 2), tb - 6)
    foot = 0 if small else int(h * 0.2)
    edge = 4 if not small else 3
    art = pygame.Rect(edge, tb + edge, w - 2 * edge, h - tb - 2 * edge - foot)
    ART._landscape(surf, art, envs)
    beast = pygame.Surface(art.size, pygame.SRCALPHA)
    ART.animal(beast, species, beast.get_rect().inflate(-4, -4))
    # the card behind looks left, so its animal's head shows beside the card in front
    surf.blit(pygame.transform.flip(beast, cls == VI.CLASS_HERBIVORE, False), art.topleft)
    pygame.draw.rect(surf, (120, 100, 80), art, 1)
    if foot:
        isz = foot - 6
        x, y = 4 + isz // 2, h - 4 - isz // 2
        for food in foods:
            ART.food_icon(surf, food, (x, y), isz)
            x += isz + 3
        if cls in (VI.CLASS_CARNIVORE, VI.CLASS_OMNIVORE):
            ART.tooth_icon(surf, (w - 4 - isz // 2, y), isz)
    pygame.draw.rect(surf, ART.EDGE, (0, 0, w, h), max(1, SS), border_radius=rad)
    return surf
