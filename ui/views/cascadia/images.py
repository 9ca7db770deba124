"""The Cascadia art as cached surfaces (rendered once per thing shown and size), and the small
drawing helpers every region of the board uses."""
from __future__ import annotations

import pygame

from engine.cascadia.view_info import tile_animals

from ..kit import cardtable as CT
from ..kit import hexgrid as HG
from . import art as ART

STILL = 0.175      # lit targets are drawn still, half-way through the kit's old pulse


class Images:
    def __init__(self, data):
        self.data = data
        self.cache = CT.CardCache(limit=2500)
        self.marked = False      # colour-blind mode: habitats carry their marks (the view sets it)

    def get(self, key, make):
        return self.cache.get(key, make)

    def tile(self, code, r):
        marked = self.marked

        def make():
            return ART.tile_surface(self.data.edges[code], tile_animals(self.data, code // 6),
                                    self.data.keystone[code], r, marked=marked)
        return self.cache.get(("tile", code, r, marked), make)

    def ghost(self, code, r):
        def make():
            img = self.tile(code, r).copy()
            img.set_alpha(190)
            return img
        return self.cache.get(("ghost", code, r, self.marked), make)

    def swatch(self, h, r):
        return self.icon("swatch", h, r, self.marked)

    def token(self, a, rad, lang):
        letter = ART.letter(a, lang)
        return self.cache.get(("token", a, rad, letter), lambda: ART.token_surface(a, rad, letter))

    def faded_token(self, a, rad, lang):
        def make():
            img = self.token(a, rad, lang).copy()
            img.set_alpha(200)
            return img
        return self.cache.get(("faded", a, rad, ART.letter(a, lang)), make)

    def overlay(self, r, fill, border=None, width=2):
        return self.cache.get(("ov", r, fill, border, width), lambda: ART.hex_overlay(r, fill, border, width))

    def icon(self, kind, *args):
        makers = {"leaf": ART.leaf_surface, "rot": ART.rotate_icon, "sym": ART.symbol_surface,
                  "swatch": ART.habitat_swatch, "empty": ART.empty_hex}
        return self.cache.get(("icon", kind) + args, lambda: makers[kind](*args))


def blit_c(surf, img, centre):
    r = img.get_rect(center=(int(centre[0]), int(centre[1])))
    surf.blit(img, r)
    return r


def hex_ring(surf, centre, r, colour, width=3, lit=False):
    """A hex outline; `lit` ones (legal targets) are a little brighter, drawn still."""
    if lit:
        colour = CT.mix(colour, (255, 255, 255), STILL)
    pygame.draw.polygon(surf, colour, HG.corners(centre[0], centre[1], r + 2), width)


def glow(surf, rect, colour, radius=9):
    """The outline of a lit box, drawn still."""
    CT.outline(surf, rect, CT.mix(colour, (255, 255, 255), STILL), 3, radius, 3)


def tick(surf, centre):
    """A chosen mark: a white disc with a green tick."""
    x, y = centre
    pygame.draw.circle(surf, (20, 24, 20), (x, y), 11)
    pygame.draw.circle(surf, (255, 255, 255), (x, y), 9)
    pygame.draw.lines(surf, (40, 150, 60), False, [(x - 5, y), (x - 1, y + 4), (x + 5, y - 4)], 3)
