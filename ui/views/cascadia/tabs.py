"""The strip above the environment: one tab per player (whose environment is shown, their
nature tokens, a line under whoever is to move) and the zoom buttons on the right."""
from __future__ import annotations

import pygame

from engine.cascadia.view_info import OVER

from ... import theme
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT
from ..kit import tabs as TB
from .images import blit_c

ZOOMS = (("centre", 74), ("in", 30), ("out", 30))
ZOOM_TIPS = {"in": "zoom_in", "out": "zoom_out", "centre": "centre_tip"}


class Tabs(Region):
    def __init__(self, view):
        super().__init__(view)
        self._tabs = (None, None)       # (key, [(rect, label)]): the tabs of one set of names

    def tabs(self, snap) -> list:
        """(rect, label) per player; the labels shrink to leave the zoom buttons clear."""
        shown, me = self.view.model.shown(), self.view.model.me
        key = (tuple(snap.names), snap.obs.players, shown, me, snap.lang, tuple(self.rect), id(self.view.fonts))
        if self._tabs[0] != key:
            self._tabs = (key, self.make_tabs(snap, shown, me))
        return self._tabs[1]

    def make_tabs(self, snap, shown, me) -> list:
        v, n = self.view, snap.obs.players
        labels = []
        for p in range(n):
            labels.append(f"{v.name(p)} ({v.tx('you')})" if p == me else v.name(p))
        room = self.rect.w - 190 - n * 76
        if sum(v.fonts.font(19, p == shown).size(t)[0] for p, t in enumerate(labels)) > room:
            each = room // max(1, n)
            labels = [CT.fit_text(v.fonts, t, 19, each, p == shown) for p, t in enumerate(labels)]
        out, x = [], self.rect.x + 6
        for p, label in enumerate(labels):
            r = pygame.Rect(x, self.rect.y + 5, v.fonts.font(19, p == shown).size(label)[0] + 70, self.rect.h - 8)
            out.append((r, label))
            x = r.right + 6
        return out

    def zoom_rects(self) -> list:
        out, x = [], self.rect.right - 6
        for key, w in ZOOMS:
            out.append((pygame.Rect(x - w, self.rect.y + 5, w, self.rect.h - 8), key))
            x -= w + 5
        return out

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        for r, key in self.zoom_rects():
            if r.collidepoint(pos):
                return ("zoom", key)
        for p, (r, _) in enumerate(self.tabs(snap)):
            if r.collidepoint(pos):
                return ("tab", p)
        return None

    def rect_of(self, kind, what, snap):
        if kind == "zoom":
            return next((r for r, k in self.zoom_rects() if k == what), None)
        if kind == "tab":
            tabs = self.tabs(snap)
            return tabs[what][0] if 0 <= what < len(tabs) else None
        return None

    def tooltip(self, pos, snap):
        v = self.view
        got = self.hit(pos, snap)
        if got is None:
            return None
        if got[0] == "zoom":
            return v.tx(ZOOM_TIPS[got[1]])
        p = got[1]
        return v.tx("tab_tip", name=v.name(p), pts=v.facts.totals[p], n=snap.obs.nature[p])

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v, obs = self.view, snap.obs
        TB.draw_strip(surf, self.rect)
        shown = v.model.shown()
        for p, (r, label) in enumerate(self.tabs(snap)):
            TB.draw_tab(surf, v, r, p, label, p == shown, p == obs.current and obs.phase != OVER, right=36)
            lx = r.right - 34
            blit_c(surf, v.images.icon("leaf", 7), (lx, r.centery))
            blit_text(surf, v.fonts, str(obs.nature[p]), (lx + 9, r.centery), 18, theme.TEXT, "midleft")
        self.draw_zoom(surf)

    def draw_zoom(self, surf):
        v = self.view
        for r, key in self.zoom_rects():
            hover = r.collidepoint(v.app.mouse)
            pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=6)
            pygame.draw.rect(surf, theme.ACCENT if hover else theme.LINE, r, 1, border_radius=6)
            if key == "centre":
                blit_text(surf, v.fonts, v.tx("centre"), r.center, 18, theme.TEXT, "center")
                continue
            pygame.draw.line(surf, theme.TEXT, (r.centerx - 6, r.centery), (r.centerx + 6, r.centery), 3)
            if key == "in":
                pygame.draw.line(surf, theme.TEXT, (r.centerx, r.centery - 6), (r.centerx, r.centery + 6), 3)
