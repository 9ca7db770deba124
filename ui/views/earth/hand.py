"""Your hand along the bottom, cards readable at the smallest window (cost, VP, habitats, sprout
spaces, growth, each ability's colour and letter, and its text whole when the card holds it, else
its chip and a magnifier: pointing at a card shows it whole), paged with the arrows or the wheel.
Cards you may use now are lit; at "keep 1 of the drawn cards" the drawn cards take the hand's
place."""
from __future__ import annotations

import pygame

from ... import theme
from ..base import Region
from ..kit import cardtable as CT
from .model import HIDDEN as VI_HIDDEN
from .texts import card_tip

CARD_W, GAP, ARROW_W = 124, 6, 22     # wide enough to write most abilities whole


class Hand(Region):
    def __init__(self, view):
        super().__init__(view)
        self.page = 0
        self._hint = None      # the hint's target last turned to

    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        self.card_h = r.h - 24
        self.per_page = max(1, (r.w - 2 * ARROW_W - 8) // (CARD_W + GAP))
        self.arrows = {-1: pygame.Rect(r.x + 2, r.y + 22, ARROW_W, self.card_h),
                       1: pygame.Rect(r.right - ARROW_W - 2, r.y + 22, ARROW_W, self.card_h)}

    # ---- what is shown ----------------------------------------------------------------------------
    def looking(self) -> bool:
        model = self.view.model
        return model.mine and model.kind == "keep"

    def mate_shown(self):
        """The teammate whose island is shown, when hands are open within the team (their hand
        is then shown, to read only); else None."""
        model = self.view.model
        p, obs = model.shown, model.obs
        if obs is None or not obs.open_hands or not isinstance(p, int) or p == model.me:
            return None
        return p if p // 2 == model.me // 2 and VI_HIDDEN not in obs.hands[p] else None

    def cards(self) -> list:
        model = self.view.model
        if model.obs is None:
            return []
        if self.looking():
            return sorted(set(model.obs.looking))
        mate = self.mate_shown()
        if mate is not None:
            return sorted(model.obs.hands[mate])
        # the cards usable now come first, so the first page shows what can be done
        return sorted(model.hand_cards(), key=lambda c: not model.hand_lit(c))

    def pages(self) -> int:
        return max(1, -(-len(self.cards()) // self.per_page))

    def settle(self):
        """After a new snapshot: stay on a page that exists; a new hint at a card of the hand
        turns to the page that shows it (the player may page away after)."""
        self.page = min(self.page, self.pages() - 1)
        hint = self.view.model.hint_target()
        if hint != self._hint:
            self._hint = hint
            cards = self.cards()
            if hint is not None and hint[0] in ("hand", "look") and hint[1] in cards:
                self.page = cards.index(hint[1]) // self.per_page

    def turn_page(self, d):
        self.page = max(0, min(self.pages() - 1, self.page + d))

    def placed(self) -> list:
        """(card, rect) of the cards on the current page."""
        cards = self.cards()[self.page * self.per_page:(self.page + 1) * self.per_page]
        x0 = self.rect.x + ARROW_W + 6
        return [(c, pygame.Rect(x0 + k * (CARD_W + GAP), self.rect.y + 22, CARD_W, self.card_h))
                for k, c in enumerate(cards)]

    def rect_of(self, key):
        kind = key[0]
        if kind == "page":
            return self.arrows.get(key[1])
        want = "look" if self.looking() else "hand"
        if kind != want:
            return None
        cards = self.cards()
        if key[1] not in cards:
            return None
        self.page = cards.index(key[1]) // self.per_page     # a test or tool asks for a card: show it
        return next(r for c, r in self.placed() if c == key[1])

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self, surf, snap):
        view, model = self.view, self.view.model
        r = self.rect
        pygame.draw.rect(surf, (26, 38, 33), r)
        pygame.draw.line(surf, theme.LINE, r.topleft, r.topright)
        cards = self.cards()
        mate = self.mate_shown()
        if mate is not None:
            title = view.tx("mate_hand_title", name=view.name(mate), n=len(cards))
        else:
            title = view.tx("keep_title") if self.looking() else view.tx("hand_title", n=len(cards))
        if self.pages() > 1:
            title += "  " + view.tx("page", k=self.page + 1, n=self.pages())
        colour = theme.ACCENT if self.looking() else theme.TEXT
        img = view.fonts.render(CT.fit_text(view.fonts, title, theme.READABLE, r.w - 16, True), theme.READABLE,
                                colour, True)
        surf.blit(img, (r.x + 8, r.y + 2))
        cue = view.tx("zoom_cue")       # a card's abilities not written out: pointing at it shows them
        if cards and view.fonts.font(theme.READABLE).size(cue)[0] <= r.w - img.get_width() - 40:
            surf.blit(view.fonts.render(cue, theme.READABLE, theme.MUTED), view.fonts.render(
                cue, theme.READABLE, theme.MUTED).get_rect(topright=(r.right - 10, r.y + 2)))
        hint = model.hint_target()
        kind = "look" if self.looking() else "hand"
        for c, rect in self.placed():
            face = view.facts["faces"].get(c)
            if c in view.hidden_cards:
                continue            # on its way here (moving.py draws it)
            if face is None:
                surf.blit(view.art.back(rect.w, rect.h), rect)
                continue
            surf.blit(view.art.face(c, face, rect.w, rect.h, snap.lang, True), rect)
            lit = c in model.lit_look if kind == "look" else model.hand_lit(c)
            if model.picked() == c:
                CT.outline(surf, rect, CT.SELECT, 4, 8, 3)
            elif lit:
                CT.outline(surf, rect, CT.TARGET, 3, 8)
            elif model.mine and (model.lit_hand or model.events) and kind == "hand":
                surf.blit(CT.shade(view.art.cache_ct, rect.w, rect.h, (0, 0, 0, 90), 7), rect)
            if hint == (kind, c):
                CT.outline(surf, rect, CT.HINT, 4, 8, 4)
        if self.pages() > 1:
            for d, a in self.arrows.items():
                pygame.draw.rect(surf, theme.PANEL_HI, a, border_radius=6)
                img = view.fonts.render("<" if d < 0 else ">", 22, theme.TEXT, True)
                surf.blit(img, img.get_rect(center=a.center))

    # ---- clicks and tips ---------------------------------------------------------------------------
    def hit(self, pos, snap):
        if self.pages() > 1:
            for d, a in self.arrows.items():
                if a.collidepoint(pos):
                    return ("page", d)
        kind = "look" if self.looking() else "hand" if self.mate_shown() is None else "mate_hand"
        return next(((kind, c) for c, r in self.placed() if r.collidepoint(pos)), None)

    def tooltip(self, pos, snap):
        got = self.hit(pos, snap)
        if got is None or got[0] == "page":
            return None
        view = self.view
        extra = view.tx("event_tip") if got[0] == "hand" and got[1] in view.model.events else ""
        return card_tip(view, got[1], view.facts["faces"].get(got[1]), extra=extra)   # the card whole
