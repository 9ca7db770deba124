"""Fallback view: the legal moves as buttons (paged), and the game's text summary if it has one.

Any registered game is playable with it; real games have their own board views."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import blit_text, draw_panel
from .base import BoardView

COLS, ROW_H = 3, 44


class GenericView(BoardView):
    def __init__(self, game, app):
        super().__init__(game, app)
        self.page = 0
        self.buttons: list = []  # (rect, action)

    def reset(self):
        self.page = 0

    def per_page(self):
        rows = max(1, (self.rect.h - 190) // ROW_H)
        return rows * COLS

    def draw(self, surf, snap):
        obs, ctx = snap.obs, snap
        r = self.rect
        draw_panel(surf, r, (30, 42, 36))
        y = r.y + 12
        for line in self.game.summary(obs, ctx.viewer, ctx.lang)[:5]:
            blit_text(surf, self.fonts, line, (r.x + 16, y), 22)
            y += 26
        self.buttons = []
        legal = ctx.legal
        n = self.per_page()
        pages = max(1, (len(legal) + n - 1) // n)
        self.page = min(self.page, pages - 1)
        shown = legal[self.page * n:(self.page + 1) * n]
        w = (r.w - 32 - (COLS - 1) * 8) // COLS
        top = r.y + 160
        for k, a in enumerate(shown):
            bx = r.x + 16 + (k % COLS) * (w + 8)
            by = top + (k // COLS) * ROW_H
            rect = pygame.Rect(bx, by, w, ROW_H - 6)
            hover = rect.collidepoint(self.app.mouse)
            hinted = ctx.hint is not None and a == ctx.hint
            pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, rect, border_radius=6)
            pygame.draw.rect(surf, theme.HILITE if hinted else theme.LINE, rect, 2 if hinted else 1,
                             border_radius=6)
            label = self.game.describe(obs, a, ctx.lang)
            lines = self.fonts.wrap(label, 18, w - 12)
            blit_text(surf, self.fonts, lines[0], rect.center, 18, theme.TEXT, "center")
            self.buttons.append((rect, a))
        if pages > 1:
            blit_text(surf, self.fonts, f"{self.page + 1}/{pages}  (PgUp/PgDn)",
                      (r.centerx, r.bottom - 18), 20, theme.MUTED, "center")

    def click(self, pos, button, snap):
        for rect, a in self.buttons:
            if rect.collidepoint(pos):
                return a
        return None

    def key(self, event, snap):
        if event.key == pygame.K_PAGEDOWN:
            self.page += 1
        elif event.key == pygame.K_PAGEUP:
            self.page = max(0, self.page - 1)
        return None

    def prompt(self, snap):
        return self.t("choose_move") if snap.legal else ""
