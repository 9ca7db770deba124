"""The strip above the park: one tab per player (whose park is shown, their points now, a line
under whoever is to move). Another player's park is one click away."""
from __future__ import annotations

import pygame

from engine.habitats.view_info import TAKE, PLACE

from ... import theme
from ..base import Region
from ..kit import cardtable as CT
from ..kit import tabs as TB

HEIGHT = 34


class Tabs(Region):
    def tabs(self, snap) -> list:
        """(rect, label) per player; long names shrink to share the strip."""
        v, n = self.view, snap.obs.players
        shown, me = v.model.shown(), v.model.me
        labels = [f"{v.name(p)} ({v.tx('you')})" if p == me else v.name(p) for p in range(n)]
        each = (self.rect.w - 12) // max(1, n) - 6
        out, x = [], self.rect.x + 6
        for p, label in enumerate(labels):
            label = CT.fit_text(v.fonts, label, 19, each - 58, p == shown)
            w = min(each, v.fonts.font(19, p == shown).size(label)[0] + 62)
            out.append((pygame.Rect(x, self.rect.y + 4, w, self.rect.h - 7), label))
            x += w + 6
        return out

    def hit(self, pos, snap):
        return next((("tab", p) for p, (r, _) in enumerate(self.tabs(snap)) if r.collidepoint(pos)), None)

    def rect_of(self, kind, what, snap):
        tabs = self.tabs(snap)
        return tabs[what][0] if kind == "tab" and 0 <= what < len(tabs) else None

    def tooltip(self, pos, snap):
        got = self.hit(pos, snap)
        if got is None:
            return None
        v, p = self.view, got[1]
        row = v.facts.score[p]
        return v.tx("tab_tip", name=v.name(p), pts=row["total"], n=len(v.facts.parks[p]) - 1)

    def draw(self, surf, snap):
        v, obs = self.view, snap.obs
        TB.draw_strip(surf, self.rect)
        shown = v.model.shown()
        for p, (r, label) in enumerate(self.tabs(snap)):
            TB.draw_tab(surf, v, r, p, label, p == shown, p == obs.current and obs.phase in (TAKE, PLACE), right=28)
            pts = v.fonts.render(str(v.facts.score[p]["total"]), 19, theme.ACCENT, True)
            surf.blit(pts, pts.get_rect(midright=(r.right - 8, r.centery)))
