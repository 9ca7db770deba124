"""The year's goal under the market: its name and what it measures, every player's standing on
it now (their measure and the points they would get if the year ended now), and the three goals
of the game, one per year, the scored ones ticked."""
from __future__ import annotations

import pygame

from ... import theme
from ...theme import draw_marker
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT

ROW_H = 24


class Goal(Region):
    def rows_top(self, snap) -> int:
        return self.rect.y + 34 + 18 * len(self.text_lines(snap)) + 8

    def text_lines(self, snap) -> list:
        """The goal's text wrapped to the panel (kept while the goal, language and width stay)."""
        v = self.view
        key = (v.facts.goal["goal"], snap.lang, self.rect.w)
        if getattr(self, "_lines", (None,))[0] != key:
            text = v.facts.goal["text"][snap.lang]
            if v.facts.goal["lower_is_better"]:
                text += " " + v.tx("lower_better")
            self._lines = (key, v.fonts.wrap(text, 17, self.rect.w - 20, most=4))
        return self._lines[1]

    def years_rect(self, snap) -> pygame.Rect:
        top = self.rows_top(snap) + ROW_H * snap.obs.players + 8
        return pygame.Rect(self.rect.x + 6, top, self.rect.w - 12, 3 * 20 + 8)

    def tooltip(self, pos, snap):
        v, g = self.view, self.view.facts.goal
        values = " / ".join(str(x) for x in g["values"])
        return v.tx("goal_tip", year=g["year"], goal=g["name"][snap.lang], text=g["text"][snap.lang],
                    values=values)

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v, r, g = self.view, self.rect, self.view.facts.goal
        pygame.draw.rect(surf, (30, 41, 36), r)
        pygame.draw.line(surf, theme.LINE, r.topleft, r.topright)
        title = v.tx("goal_title", year=g["year"], goal=g["name"][snap.lang])
        blit_text(surf, v.fonts, CT.fit_text(v.fonts, title, 20, r.w - 20, True), (r.x + 10, r.y + 18), 20,
                  theme.ACCENT, "midleft", True)
        for k, line in enumerate(self.text_lines(snap)):
            blit_text(surf, v.fonts, line, (r.x + 10, r.y + 34 + k * 18), 17, theme.MUTED)
        self.draw_standing(surf, snap)
        self.draw_years(surf, snap)

    def draw_standing(self, surf, snap):
        v, r, g = self.view, self.rect, self.view.facts.goal
        y = self.rows_top(snap)
        for p, row in enumerate(g["players"]):
            box = pygame.Rect(r.x + 6, y, r.w - 12, ROW_H - 2)
            if p == v.model.me:
                pygame.draw.rect(surf, (40, 54, 47), box, border_radius=5)
            draw_marker(surf, p, (box.x + 12, box.centery), 7, v.palette)
            name = CT.fit_text(v.fonts, v.name(p), 18, box.w - 170)
            blit_text(surf, v.fonts, name, (box.x + 26, box.centery), 18, theme.TEXT, "midleft")
            blit_text(surf, v.fonts, str(row["value"]), (box.right - 118, box.centery), 19, theme.TEXT,
                      "midright", True)
            place = v.tx("rank", n=row["rank"])
            blit_text(surf, v.fonts, place, (box.right - 58, box.centery), 17, theme.MUTED, "midright")
            blit_text(surf, v.fonts, v.tx("pts", n=row["points"]), (box.right - 6, box.centery), 18,
                      theme.GOOD if row["points"] else theme.MUTED, "midright", True)
            y += ROW_H

    def draw_years(self, surf, snap):
        v = self.view
        box = self.years_rect(snap)
        if box.bottom > self.rect.bottom:
            return
        current = v.facts.goal["year"]
        for k, g in enumerate(v.facts.goals):
            y = box.y + 4 + k * 20
            key = "year_goal_done" if g["scored"] else "year_goal"
            text = v.tx(key, y=g["year"], goal=g["name"][snap.lang])
            colour = theme.TEXT if g["year"] == current and not g["scored"] else theme.MUTED
            blit_text(surf, v.fonts, CT.fit_text(v.fonts, text, 17, box.w - 8), (box.x + 4, y), 17, colour)
