"""The common row at the top: the three dying piles, the draw pile and the 3-card display."""
from __future__ import annotations

import pygame

from engine.habitat import view_info as VI

from ... import theme
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART
from . import paint as P

BIG_W = 82


class CommonRow(Region):
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        w, h = CT.card_size(BIG_W)
        y = r.y + 22
        xs = [r.x + 8 + k * (w + 6) for k in range(3)]
        px = xs[2] + w + 18
        ds = [px + w + 18 + k * (w + 6) for k in range(3)]
        self.dying = [pygame.Rect(x, y, w, h) for x in xs]
        self.pile = pygame.Rect(px, y, w, h)
        self.display = [pygame.Rect(x, y, w, h) for x in ds]
        self.titles = (((xs[0] + xs[2] + w) // 2, r.y + 4), (px + w // 2, r.y + 4),
                       ((ds[0] + ds[2] + w) // 2, r.y + 4))

    def marks(self) -> dict:
        out = {("drawpile",): self.pile}
        for p, rect in enumerate(self.dying):
            out[("pile", p)] = out[("dying", p)] = rect
        for s, rect in enumerate(self.display):
            out[("display", s)] = rect
        return out

    def draw(self, surf, snap):
        view, obs, lang = self.view, snap.obs, snap.lang
        for key, pos in zip(("dying", "pile", "display"), self.titles):
            P.label(view, surf, view.tx(key), pos, anchor="midtop")
        for p, rect in enumerate(self.dying):
            pile = obs.dying[p]
            if pile:
                P.pile_depth(view, surf, rect, len(pile))
                P.blit_card(view, surf, pile[-1], rect, lang)
                # on the picture (decoration only): clear of the name, icons and foods; a name
                # written in the body pushes it down to the foot's right corner
                named = ART.caption_lines(view.fonts, view.deck, pile[-1], rect.w, lang)
                y = rect.bottom - 14 if named else rect.centery + 4
                CT.count_badge(surf, view.fonts, (rect.right - 14, y), str(len(pile)), theme.READABLE)
            else:
                P.slot(view, surf, rect, view.tx("empty"))
        rect = self.pile
        if obs.pile:
            P.pile_depth(view, surf, rect, len(obs.pile))
            P.blit_card(view, surf, -1, rect, lang)
            CT.count_badge(surf, view.fonts, (rect.centerx, rect.bottom - 4), str(len(obs.pile)), 18)
        else:
            P.slot(view, surf, rect, view.tx("empty"))
        for s, rect in enumerate(self.display):
            c = obs.display[s]
            if c >= 0:
                P.blit_card(view, surf, c, rect, lang)
            else:
                P.slot(view, surf, rect, view.tx("empty"))

    def hit(self, pos, snap):
        for p, rect in enumerate(self.dying):
            if rect.collidepoint(pos):
                return ("dying", p)
        if self.pile.collidepoint(pos):
            return ("drawpile",)
        for s, rect in enumerate(self.display):
            if rect.collidepoint(pos):
                return ("display", s)
        return None

    def tooltip(self, pos, snap):
        view, obs, lang = self.view, snap.obs, snap.lang
        what = self.hit(pos, snap)
        if what is None:
            return None
        if what[0] == "dying":
            pile = obs.dying[what[1]]
            head = view.tx("dying_tip", p=what[1] + 1, n=len(pile))
            return head + ("\n" + VI.card_text(view.deck, pile[-1], lang, obs) if pile else "")
        if what[0] == "drawpile":
            return view.tx("pile_tip", n=len(obs.pile), rebuilt=obs.rebuilds)
        c = obs.display[what[1]]
        return VI.card_text(view.deck, c, lang, obs) if c >= 0 else None
