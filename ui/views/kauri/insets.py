"""The insets over the sea: the Period and Conscience tracks (north-east), the South Island pool
and the key button (south-west), the zoom buttons (south-east). Their still parts are drawn into
the map's composed art; the buttons, which light under the mouse, every frame."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import blit_text
from ..kit import cardtable as CT
from . import art as ART
from .look import ROMAN, YEARS, Planned

ZOOMS = (("+", "in"), ("−", "out"), ("", "fit"))   # "fit" is drawn (a framed diagonal), not written


class Insets(Planned):
    def layout(self, rect):
        super().layout(rect)
        m = self.rect
        self.track_rect = pygame.Rect(m.x + 214, m.y + 6, m.w - 222, 162)
        self.south_rect = pygame.Rect(m.x + 6, m.bottom - 132, 150, 126)
        self.zoom_rect = pygame.Rect(m.right - 40, m.bottom - 118, 34, 112)
        self.key_rect = pygame.Rect(self.south_rect.x + 12, self.south_rect.bottom - 40, self.south_rect.w - 24, 30)
        self.zoom_rects = [(pygame.Rect(self.zoom_rect.x, self.zoom_rect.y + k * 38, self.zoom_rect.w, 34), what)
                           for k, (_, what) in enumerate(ZOOMS)]

    def cons_cells(self):
        R = self.track_rect
        n = self.view.game.data.game.conscience.max
        cw = (R.w - 20 - (n - 1) * 2) // n
        return [(k, pygame.Rect(R.x + 10 + (k - 1) * (cw + 2), R.y + 96, cw, 26)) for k in range(1, n + 1)]

    def make_plan(self, snap, spots):
        R, S = self.track_rect, self.south_rect
        spots.add((R.x, R.y, R.w, 40), "period")
        spots.add((R.x, R.y + 46, R.w, 20), "period")
        for k, rect in self.cons_cells():
            spots.add(rect, "cons", k)
        spots.add((S.x, S.y, S.w, 72), "south")
        spots.add(self.key_rect, "btn", ("legend",))
        for rect, what in self.zoom_rects:
            spots.add(rect, "zoom", what)

    # ---- still parts (in the map's composed art) ---------------------------------------------------
    def panel(self, surf, rect):
        def make():
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (16, 30, 40, 215), s.get_rect(), border_radius=10)
            pygame.draw.rect(s, (120, 160, 180, 200), s.get_rect(), 1, border_radius=10)
            return s
        surf.blit(self.look.cache.get(("inset", rect.size), make), rect.topleft)

    def draw_still(self, surf, obs, facts):
        self.panel(surf, self.track_rect)
        self.draw_periods(surf, obs)
        self.draw_conscience(surf, obs, facts)
        self.draw_south(surf, facts["kauri_pool"])

    def draw_periods(self, surf, obs):
        R, fonts, g = self.track_rect, self.look.fonts, self.view.game.data.game
        x, y = R.x + 10, R.y + 8
        blit_text(surf, fonts, self.look.tx("period").upper(), (x, y + 2), theme.READABLE, theme.MUTED, bold=True)
        bw = 44
        px = R.right - 10 - 5 * bw - 4 * 3
        for p in range(1, g.periods + 1):
            rect = pygame.Rect(px + (p - 1) * (bw + 3), y - 2, bw, 36)
            cur, past = p == obs.period, p < obs.period
            fill = (236, 196, 92) if cur else (48, 66, 76) if not past else (34, 46, 52)
            pygame.draw.rect(surf, fill, rect, border_radius=5)
            pygame.draw.rect(surf, (255, 240, 180) if cur else (90, 120, 136), rect, 2 if cur else 1, border_radius=5)
            col = ART.INK if cur else (200, 210, 214) if not past else (120, 130, 134)
            blit_text(surf, fonts, ROMAN[p - 1], (rect.centerx, rect.y + 10), 19, col, "center", True)
            year = str(YEARS[p - 1]) if p <= len(YEARS) else ""
            blit_text(surf, fonts, year, (rect.centerx, rect.y + 26), theme.READABLE, col, "center")
        y += 42
        blit_text(surf, fonts, self.look.tx("turn").upper(), (x, y), theme.READABLE, theme.MUTED, bold=True)
        for t in range(1, g.turns_per_period + 1):
            c = (px + 10 + (t - 1) * 22, y + 7)
            if t < obs.turn:
                pygame.draw.circle(surf, (150, 160, 160), c, 6)
            elif t == obs.turn:
                pygame.draw.circle(surf, (236, 196, 92), c, 8)
                pygame.draw.circle(surf, ART.INK, c, 8, 2)
            else:
                pygame.draw.circle(surf, (120, 150, 160), c, 6, 2)
        blit_text(surf, fonts, f"{obs.turn}/{g.turns_per_period}", (px + 10 + 4 * 22, y + 7), 17, theme.TEXT,
                  "midleft", True)

    def draw_conscience(self, surf, obs, facts):
        R, fonts, look = self.track_rect, self.look.fonts, self.look
        x, y = R.x + 10, R.y + 74
        ranger_from, ranger = facts["ranger_from"], facts["ranger"]
        blit_text(surf, fonts, look.tx("conscience").upper(), (x, y), theme.READABLE, theme.MUTED, bold=True)
        st_img = look.icon("ranger" if ranger else "axe", 18)
        lab = blit_text(surf, fonts, look.tx("ranger" if ranger else "lumberjack"), (R.right - 10, y + 7), 18,
                        (140, 220, 150) if ranger else (236, 190, 130), "midright", True)
        surf.blit(st_img, st_img.get_rect(midright=(lab.x - 4, lab.centery)))
        y += 22
        cells = self.cons_cells()
        for k, rect in cells:
            self.draw_cell(surf, k, rect, k >= ranger_from, k == obs.conscience)
        zy = y + 28
        rx = cells[ranger_from - 1][1].x if ranger_from <= len(cells) else R.right
        surf.blit(look.icon("axe", 14), (x, zy))
        blit_text(surf, fonts, look.tx("lumberjack"), (x + 16, zy - 2), theme.READABLE, (236, 190, 130))
        surf.blit(look.icon("ranger", 14), (rx, zy))
        blit_text(surf, fonts, look.tx("ranger"), (rx + 16, zy - 2), theme.READABLE, (140, 220, 150))
        pygame.draw.line(surf, (255, 240, 180), (rx - 1, y - 2), (rx - 1, y + 40), 2)

    def draw_cell(self, surf, k, rect, is_ranger, cur):
        pygame.draw.rect(surf, (40, 92, 58) if is_ranger else (100, 70, 42), rect, border_radius=4)
        if not is_ranger:       # the Lumberjack zone is hatched (a pattern, not only a colour)
            surf.blit(CT.hatch(self.look.cache, rect.w, rect.h, (150, 110, 70, 140), 6, 1), rect.topleft)
        if cur:
            pygame.draw.rect(surf, (255, 240, 180), rect, border_radius=4)
        pygame.draw.rect(surf, ART.INK if cur else (20, 26, 24), rect, 2 if cur else 1, border_radius=4)
        blit_text(surf, self.look.fonts, str(k), rect.center, 17, ART.INK if cur else theme.TEXT, "center", True)

    def draw_south(self, surf, pool):
        """The South Island: kauris removed from the map, which may be replanted."""
        S, fonts = self.south_rect, self.look.fonts
        self.panel(surf, S)
        blit_text(surf, fonts, self.look.tx("south"), (S.centerx, S.y + 14), 18, theme.TEXT, "center", True)
        ic = self.look.icon("kauri", 34)
        surf.blit(ic, ic.get_rect(center=(S.centerx - 18, S.y + 48)))
        blit_text(surf, fonts, f"× {pool}", (S.centerx + 2, S.y + 48), 24, theme.TEXT,
                  "midleft", True)

    # ---- the buttons (every frame) ------------------------------------------------------------------
    def draw(self, surf, snap):
        self.look.button(surf, self.key_rect, self.look.tx("key"), ("legend",), small=True)
        mouse = self.view.app.mouse
        for rect, what in self.zoom_rects:
            pygame.draw.rect(surf, (40, 62, 76) if rect.collidepoint(mouse) else (22, 38, 50), rect, border_radius=7)
            pygame.draw.rect(surf, (120, 160, 180), rect, 1, border_radius=7)
            if what == "fit":
                r2 = rect.inflate(-14, -14)
                pygame.draw.rect(surf, theme.TEXT, r2, 2)
                pygame.draw.line(surf, theme.TEXT, r2.topleft, (r2.x + 5, r2.y + 5), 2)
                pygame.draw.line(surf, theme.TEXT, r2.bottomright, (r2.right - 6, r2.bottom - 6), 2)
            else:
                cx, cy = rect.center
                pygame.draw.line(surf, theme.TEXT, (cx - 7, cy), (cx + 7, cy), 3)
                if what == "in":
                    pygame.draw.line(surf, theme.TEXT, (cx, cy - 7), (cx, cy + 7), 3)
