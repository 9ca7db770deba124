"""Your hand, fanned along the bottom; the picked card is lifted, the card under the mouse too."""
from __future__ import annotations

import pygame

from engine.habitat import view_info as VI

from ..base import Region
from ..kit import cardtable as CT
from . import paint as P
from .common import BIG_W

LIFT_PICKED, LIFT_HOVER = 14, 8


class Hand(Region):
    def __init__(self, view):
        super().__init__(view)
        self.cards: list = []       # (card, uid or None, full rect, visible part)

    def place(self, snap):
        r = self.rect
        hand = snap.obs.hands[self.view.model.me]
        w, h = CT.card_size(BIG_W)
        rects = CT.fan(r.x + 8, r.right - 8, r.y + 16, w, h, len(hand), 8)
        clear = self.label_rect(len(hand)).right + 8
        if rects and rects[0].x < clear:      # a wide hand starts right of its label, never over it
            rects = CT.fan(clear, r.right - 8, r.y + 16, w, h, len(hand), 8)
        self.cards = []
        for k, (c, rect) in enumerate(zip(hand, rects)):
            nxt = rects[k + 1] if k + 1 < len(rects) else None
            vis = rect if nxt is None else pygame.Rect(rect.x, rect.y, min(rect.w, nxt.x - rect.x), rect.h)
            self.cards.append((c, self.view.deck.uid[c] if c >= 0 else None, rect, vis))

    def lift(self, k, uid, mouse) -> int:
        if uid is not None and self.view.model.sel == ("hand", uid):
            return LIFT_PICKED
        return LIFT_HOVER if self.cards[k][3].collidepoint(mouse) else 0

    def hovered(self, mouse):
        """The hand card under the mouse (it is drawn lifted), or None."""
        return next((k for k, card in enumerate(self.cards) if card[3].collidepoint(mouse)), None)

    def lifted(self, mouse) -> list:
        """(card, uid, drawn rect, click rect) with the lifts of the moment."""
        out = []
        for k, (c, uid, rect, vis) in enumerate(self.cards):
            lift = self.lift(k, uid, mouse)
            rr = rect.move(0, -lift)
            hit = pygame.Rect(vis.x, vis.y - lift, vis.w, vis.h + lift)
            out.append((c, uid, rr, hit))
        return out

    def marks(self) -> dict:
        return {("hand", uid): rr for c, uid, rr, _ in self.lifted(self.view.app.mouse) if uid}

    def label_text(self, n: int) -> str:
        return f"{self.view.tx('hand')} ({n})"

    def label_rect(self, n: int) -> pygame.Rect:
        return P.label_rect(self.view, self.label_text(n), (self.rect.x + 10, self.rect.y + 2))

    def draw(self, surf, snap):
        view = self.view
        r = self.rect
        P.label(view, surf, self.label_text(len(self.cards)), (r.x + 10, r.y + 2))
        for c, uid, rr, _ in self.lifted(view.app.mouse):
            P.blit_card(view, surf, c, rr, snap.lang)

    def at(self, pos):
        """The hand card a click at pos lands on (the picked card stays lifted for it)."""
        for c, uid, _, hit in reversed(self.lifted(pos)):
            if hit.collidepoint(pos):
                return c, uid
        return None

    def hit(self, pos, snap):
        got = self.at(pos)
        return ("hand", got[1], got[0]) if got is not None else None

    def tooltip(self, pos, snap):
        got = self.at(pos)
        if got is None:
            return None
        c = got[0]
        return VI.card_text(self.view.deck, c, snap.lang, snap.obs) if c >= 0 else self.view.tx("hidden")
