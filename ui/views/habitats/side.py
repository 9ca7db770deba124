"""The view's part of the play screen's side panel: the shown player's live score, category by
category (the three goals, then the park's animals, insects, flowers, watchtowers, tourists and
extra access roads) and the total."""
from __future__ import annotations

import pygame

from ... import theme
from ...theme import draw_marker
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT

HEIGHT = 132
GOALS = ("goal1", "goal2", "goal3")
PARK = ("animals", "insects", "flowers", "watchtowers", "tourists", "roads")


class SidePanel(Region):
    def cells(self) -> list:
        """(rect, category): the goals on the first line, the park's six categories below."""
        r = self.rect
        w3, w2 = (r.w - 12) // 3, (r.w - 12) // 2
        out = [(pygame.Rect(r.x + 6 + k * w3, r.y + 26, w3, 22), c) for k, c in enumerate(GOALS)]
        out += [(pygame.Rect(r.x + 6 + (k % 2) * w2, r.y + 50 + (k // 2) * 20, w2, 20), c)
                for k, c in enumerate(PARK)]
        return out

    def draw(self, surf, snap):
        v, rect = self.view, self.rect
        p = v.model.shown()
        row = v.facts.score[p]
        pygame.draw.rect(surf, (32, 44, 38), rect, border_radius=8)
        pygame.draw.rect(surf, theme.LINE, rect, 1, border_radius=8)
        draw_marker(surf, p, (rect.x + 14, rect.y + 13), 7, v.palette)
        CT.blit_fit(surf, v.fonts, v.tx("panel_title", name=v.name(p)), (rect.x + 28, rect.y + 13), 19,
                    rect.right - 10 - rect.x - 28, theme.TEXT, "midleft", True)
        for r, cat in self.cells():
            label = v.tx("cat_" + cat)
            blit_text(surf, v.fonts, label, (r.x + 4, r.centery), 17, theme.MUTED, "midleft")
            blit_text(surf, v.fonts, str(row[cat]), (r.right - 8, r.centery), 19, theme.TEXT, "midright", True)
        y = rect.bottom - 14
        blit_text(surf, v.fonts, v.tx("park_total", n=row["park"]), (rect.x + 10, y), 18, theme.MUTED, "midleft")
        blit_text(surf, v.fonts, f"= {row['total']}", (rect.right - 10, y), 22, theme.ACCENT, "midright", True)
