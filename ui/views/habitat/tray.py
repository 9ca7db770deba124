"""The choice of the moment, opened over your table: the cards to put on the dying piles, the
four Spring cards, or (Renewal) every dying pile spread out bottom to top."""
from __future__ import annotations

import pygame

from engine.habitat import view_info as VI

from ... import theme
from ...widgets import draw_panel
from ..base import Region
from ..kit import cardtable as CT
from . import paint as P
from .common import BIG_W

RENEW_ROW = 84


class Tray(Region):
    """Its rect is the open tray's box (empty when no tray is open), so it covers the table
    only while it shows."""

    def __init__(self, view):
        super().__init__(view)
        self.area = pygame.Rect(0, 0, 0, 0)     # the table it opens over
        self.kind = None                        # "place", "spring" or "renewal"
        self.cards: list = []                   # (card, uid, rect) to place or keep
        self.piles: list = []                   # Renewal: (pile, pos, card, visible rect)

    def layout(self, rect):
        self.area = pygame.Rect(rect)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def box(self, rows_h):
        r = self.area
        return pygame.Rect(r.x + 10, r.y + 4, r.w - 20, min(r.h - 8, rows_h))

    def place(self, snap):
        model = self.view.model
        pr = model.prompt_of()
        self.kind, self.cards, self.piles = None, [], []
        self.rect = pygame.Rect(0, 0, 0, 0)
        if pr is None or pr[0] not in ("place", "spring", "renewal") or pr[1] != model.me:
            return
        self.kind = pr[0]
        if self.kind == "renewal":
            self.place_renewal(snap)
            return
        w, h = CT.card_size(BIG_W)
        cards = list(pr[2]) if pr[0] == "place" else list(snap.obs.spring_cards)
        self.rect = self.box(h + 50)
        rects = CT.fan(self.rect.x + 12, self.rect.right - 12, self.rect.y + 32, w, h, len(cards), 12)
        self.cards = [(c, self.view.deck.uid[c] if c >= 0 else None, rect) for c, rect in zip(cards, rects)]

    def place_renewal(self, snap):
        self.rect = box = self.box(34 + 3 * RENEW_ROW)
        cw, ch = CT.card_size(54)
        for pi, pile in enumerate(snap.obs.dying):
            y = box.y + 30 + pi * RENEW_ROW
            rects = CT.fan(box.x + 34, box.right - 10, y, cw, ch, len(pile), 4, centre=False)
            for i, (c, rect) in enumerate(zip(pile, rects)):
                nxt = rects[i + 1] if i + 1 < len(rects) else None
                vis = rect if nxt is None else pygame.Rect(rect.x, rect.y, nxt.x - rect.x, rect.h)
                self.piles.append((pi, i, c, rect, vis))

    def lifted(self):
        sel = self.view.model.sel
        return [(c, uid, rect.move(0, -10) if uid is not None and sel == ("tray", uid) else rect)
                for c, uid, rect in self.cards]

    def marks(self) -> dict:
        out = {("tray", uid): rr for c, uid, rr in self.lifted() if uid is not None}
        for pi, i, c, rect, vis in self.piles:
            out[("renew", pi, i)] = vis
        return out

    def draw(self, surf, snap):
        if self.kind is None:
            return
        view, box = self.view, self.rect
        draw_panel(surf, box, (22, 30, 26), theme.ACCENT, 10)
        title = {"place": "place_title", "spring": "keep_title", "renewal": "renew_title"}[self.kind]
        head = P.label(view, surf, view.tx(title), (box.x + 12, box.y + 6), 20, theme.ACCENT, bold=True)
        why = view.model.place_reason() if self.kind == "place" else None
        if why is not None:     # where these cards come from
            P.boxed_text(view, surf, view.tx(why), (head.right + 12, box.y + 3, box.right - head.right - 24, 24), 17)
        for c, uid, rr in self.lifted():
            P.blit_card(view, surf, c, rr, snap.lang)
        if self.kind == "renewal":
            ch = CT.card_size(54)[1]
            for pi in range(len(snap.obs.dying)):
                y = box.y + 30 + pi * RENEW_ROW
                P.label(view, surf, str(pi + 1), (box.x + 14, y + ch // 2 - 8), 20, theme.TEXT, bold=True)
            for pi, i, c, rect, vis in self.piles:
                P.blit_card(view, surf, c, rect, snap.lang)

    def hit(self, pos, snap):
        if self.kind is None or not self.rect.collidepoint(pos):
            return None
        for c, uid, rr in reversed(self.lifted()):
            if uid is not None and rr.collidepoint(pos):
                return ("tray", uid, c)
        for pi, i, c, rect, vis in reversed(self.piles):
            if vis.collidepoint(pos):
                return ("renew", pi, i, c)
        return ("trayback",)

    def tooltip(self, pos, snap):
        what = self.hit(pos, snap)
        if what is None or what[0] == "trayback":
            return None
        c = what[-1]
        return VI.card_text(self.view.deck, c, snap.lang, snap.obs) if c >= 0 else self.view.tx("hidden")
