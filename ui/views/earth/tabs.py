"""The strip of tabs at the top: one per island (the seat's marker shape, name, soil and cards
in hand; a bar under whoever is active), and Gaia's board in solo. A click shows that island."""
from __future__ import annotations

import pygame

from ... import theme
from ..base import Region
from ..kit import tabs as TB
from .model import GAIA_TAB


class Tabs(Region):
    def tabs(self, snap) -> list:
        """(rect, seat or GAIA_TAB, label) for each tab, in the current layout."""
        model = self.view.model
        if model.obs is None:
            return []
        keys = model.tabs()
        w = min(340, (self.rect.w - 8) // max(1, len(keys)) - 6)
        out = []
        for k, p in enumerate(keys):
            r = pygame.Rect(self.rect.x + 4 + k * (w + 6), self.rect.y + 3, w, self.rect.h - 5)
            label = self.view.tx("gaia_tab") if p == GAIA_TAB else self.view.name(p)
            if p == model.me:
                label = self.view.tx("you_tab", name=label)
            out.append((r, p, label))
        return out

    def rect_of(self, key):
        return next((r for r, p, _ in self.tabs(self.view.snap) if (("tab", p) == key)), None)

    def draw(self, surf, snap):
        view, model = self.view, self.view.model
        facts = view.facts
        for r, p, label in self.tabs(snap):
            summ = facts["summary"][p] if p != GAIA_TAB else None
            extra = ""
            if summ is not None:
                # narrow tabs (5 players) keep the name whole; the counts stay in the tooltip
                room = r.w - view.fonts.font(17, True).size(label)[0] - 48
                for extra in (view.tx("tab_counts", soil=summ["soil"], hand=summ["hand"], planted=summ["planted"]),
                              view.tx("tab_planted", planted=summ["planted"]), ""):
                    if view.fonts.font(theme.READABLE).size(extra)[0] <= room:
                        break
            img = view.fonts.render(extra, theme.READABLE, theme.MUTED)
            TB.draw_tab(surf, view, r, None if summ is None else p, label, p == model.shown,
                        bool(summ and summ["active"]), right=img.get_width() + 2, size=17)
            surf.blit(img, img.get_rect(midright=(r.right - 6, r.centery)))

    def hit(self, pos, snap):
        for r, p, _ in self.tabs(snap):
            if r.collidepoint(pos):
                return ("tab", p)
        return None

    def tooltip(self, pos, snap):
        for r, p, _ in self.tabs(snap):
            if r.collidepoint(pos):
                if p == GAIA_TAB:
                    return self.view.tx("gaia_tab_tip")
                s = self.view.facts["summary"][p]
                return self.view.tx("tab_tip", name=self.view.name(p), soil=s["soil"], sprouts=s["sprouts"],
                                    growth=s["growth"], hand=s["hand"], compost=s["compost"], planted=s["planted"])
        return None
