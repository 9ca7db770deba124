"""The view's part of the play screen's side panel: the shown player's points by category
(animals, largest corridors with their bonus, nature tokens, corridor bonuses) and the total.
Pointing at an animal or a habitat lights what it counts on the board."""
from __future__ import annotations

import pygame

from engine.cascadia.view_info import ANIMALS, HABITATS

from ... import theme
from ...theme import draw_marker
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT
from .images import blit_c

HEIGHT = 118


class SidePanel(Region):
    """Laid out by the rectangle the play scene gives it (the same every frame)."""

    def cells(self) -> list:
        """(rect, focus) of each category cell: ("animal", a) on the first line, ("habitat", h)
        on the second."""
        r = self.rect
        col_w = (r.w - 12) // 5
        out = [(pygame.Rect(r.x + 6 + a * col_w, r.y + 26, col_w, 28), ("animal", a)) for a in range(5)]
        out += [(pygame.Rect(r.x + 6 + h * col_w, r.y + 57, col_w, 32), ("habitat", h)) for h in range(5)]
        return out

    def focus_at(self, pos):
        return next((f for rect, f in self.cells() if rect.collidepoint(pos)), None)

    def draw(self, surf, snap):
        v, rect = self.view, self.rect
        p = v.model.shown()
        row = v.facts.rows[p]
        pts, bonus = row["points"], row["habitat_bonus"]
        pygame.draw.rect(surf, (32, 44, 38), rect, border_radius=8)
        pygame.draw.rect(surf, theme.LINE, rect, 1, border_radius=8)
        draw_marker(surf, p, (rect.x + 14, rect.y + 13), 7, v.palette)
        turns = blit_text(surf, v.fonts, v.tx("turns_left", k=v.facts.left[p]), (rect.right - 8, rect.y + 13), 17,
                          theme.MUTED, "midright")
        CT.blit_fit(surf, v.fonts, v.tx("panel_title", name=v.name(p)), (rect.x + 28, rect.y + 13),
                    19, turns.x - 10 - rect.x - 28, theme.TEXT, "midleft", True)
        for cell_r, (kind, k) in self.cells():
            if cell_r.collidepoint(v.app.mouse):
                pygame.draw.rect(surf, theme.PANEL_HI, cell_r, border_radius=5)
            if kind == "animal":
                self.draw_animal(surf, snap, cell_r, k, pts[ANIMALS[k]])
            else:
                self.draw_habitat(surf, cell_r, k, pts[HABITATS[k]], bonus.get(HABITATS[k], 0))
        y = rect.y + 104
        blit_c(surf, v.images.icon("leaf", 9), (rect.x + 18, y))
        blit_text(surf, v.fonts, f"{pts['nature']}", (rect.x + 32, y), 20, theme.TEXT, "midleft", True)
        blit_text(surf, v.fonts, v.tx("bonus", n=pts["bonus"]), (rect.x + 62, y), 18, theme.MUTED, "midleft")
        blit_text(surf, v.fonts, f"= {sum(pts.values())}", (rect.right - 10, y), 22, theme.ACCENT, "midright",
                  True)

    def draw_animal(self, surf, snap, r, a, n):
        v, y = self.view, r.y + 14
        blit_c(surf, v.images.token(a, 11, snap.lang), (r.x + 14, y))
        blit_text(surf, v.fonts, str(n), (r.x + 29, y), 21, theme.TEXT, "midleft", True)

    def draw_habitat(self, surf, r, h, n, b):
        v, y = self.view, r.y + 15
        blit_c(surf, v.images.swatch(h, 11), (r.x + 12, y))
        blit_text(surf, v.fonts, str(n), (r.x + 27, y - (5 if b else 0)), 21, theme.TEXT, "midleft", True)
        if b:
            blit_text(surf, v.fonts, f"+{b}", (r.x + 27, y + 10), theme.READABLE, theme.GOOD, "midleft", True)
