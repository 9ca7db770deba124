"""Gaia's board in solo (shown from her tab in place of an island): her level, sprouts and
soil, the growth boxes with their pieces and canopy VP, her score pile, compost and the
Gaia card of the moment."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import draw_panel
from ..base import Region
from . import art as A


class GaiaBoard(Region):
    def rect_of(self, key):
        return None

    def draw(self, surf, snap):
        view = self.view
        g = view.facts.get("gaia")
        r = self.rect
        draw_panel(surf, r.inflate(-8, -6), (34, 46, 52), theme.LINE, 10)
        if g is None:
            return
        fonts = view.fonts
        x, y = r.x + 20, r.y + 14
        surf.blit(fonts.render(view.tx("gaia_title", level=view.tx(f"level_{g['level']}")), 24, theme.ACCENT, True),
                  (x, y))
        y += 38
        card = g["card"]
        lines = [view.tx("gaia_card", name=view.say(card["name"]) if card else view.tx("none")),
                 view.tx("gaia_stock", sprouts=g["sprouts"], soil=g["soil"], compost=g["compost"]),
                 view.tx("gaia_pile", n=len(g["pile"]), deck=g["deck_left"], turns=g["turns"])]
        for line in lines:
            surf.blit(fonts.render(line, 18, theme.TEXT), (x, y))
            y += 26
        y += 10
        surf.blit(fonts.render(view.tx("gaia_boxes"), 18, theme.ACCENT, True), (x, y))
        y += 28
        each = min(130, (r.w - 40) // max(1, len(g["boxes"])))
        for k, box in enumerate(g["boxes"]):
            rect = pygame.Rect(x + k * each, y, each - 10, 86)
            draw_panel(surf, rect, (40, 56, 48), theme.LINE, 8)
            surf.blit(fonts.render(view.tx("gaia_box", n=box["pieces"], cap=box["max"]), theme.READABLE, theme.TEXT),
                      (rect.x + 8, rect.y + 6))
            A.pieces_row(surf, rect.x + 8, rect.y + 30, box["pieces"], min(box["max"], 12), A.GROWTH, 7)
            A.token(surf, fonts, (rect.right - 18, rect.bottom - 18), 11, A.VP, str(box["canopy_vp"]), dark=True)
            surf.blit(fonts.render(view.tx("canopy_vp"), theme.READABLE, theme.MUTED), (rect.x + 8, rect.bottom - 26))

    def tooltip(self, pos, snap):
        return self.view.tx("gaia_tab_tip") if self.rect.collidepoint(pos) else None
