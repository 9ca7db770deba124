"""What every Kauri region draws with: names in the players' words, cached icons, badges, pawns,
cards and legacy tiles, the board buttons, and `Planned`, a region whose rectangles are planned
from the layout, the snapshot and the selection (never taken from the frame drawn last)."""
from __future__ import annotations

import pygame

from engine.kauri import view_info as VI

from ... import theme
from ..base import Region
from ..kit import cardtable as CT
from ..kit import regionmap as RM
from . import art as ART

HINT = CT.HINT
LAST = CT.LAST
TARGET = CT.TARGET
SELECT = (255, 160, 60)
ROMAN = ("I", "II", "III", "IV", "V", "VI")
YEARS = (1800, 1850, 1900, 1950, 2000)


def tick(surf, center, size, colour):
    """A check mark drawn with lines (the default font has no glyph for it)."""
    x, y = center
    k = size / 12
    pts = [(x - 5 * k, y), (x - 1.5 * k, y + 4 * k), (x + 5.5 * k, y - 4.5 * k)]
    pygame.draw.lines(surf, colour, False, pts, max(2, int(2.5 * k)))


def short_name(name: str) -> str:
    return name.split(" (")[0]


class Look:
    """Names, surfaces and buttons shared by the regions (one per view)."""

    def __init__(self, view):
        self.view = view
        self.d = view.game.data
        self.cache = CT.CardCache(2500)      # icons, cards, labels, piece clusters (small)
        self.big = RM.SurfaceLRU(8)          # map-sized art (the base map, lit/dimmed layers)

    @property
    def fonts(self):
        return self.view.fonts

    @property
    def lang(self):
        return self.view.lang

    def tx(self, key, **fmt):
        return self.view.tx(key, **fmt)

    # ---- names -------------------------------------------------------------------------------
    def rname(self, r):
        if r == 0:
            return self.d.map.volcano.name.get(self.lang)
        return self.d.names[r].name.get(self.lang)

    def fname(self, f):
        return self.d.game.factions[f].name.get(self.lang)

    def card_name(self, cid):
        c = self.d.cards.get(cid)
        return c.name.get(self.lang) if c else "?"

    def action_text(self, x):
        t = self.d.action_texts[x.kind].get(self.lang)
        try:
            return t.format(n=x.amount)
        except (ValueError, KeyError):
            return t

    def kind_label(self, kind):
        return self.tx("k_" + kind)

    def score_text(self, players, f):
        key, fmt = VI.score_rule(self.d, players, f)
        return self.tx(key, **fmt)

    # ---- colours and surfaces -------------------------------------------------------------------
    def colour(self, f):
        return self.view.palette.player(f)

    def shape(self, f):
        return theme.SHAPES[f % len(theme.SHAPES)]

    def colorblind(self) -> bool:
        return bool(getattr(self.view.palette, "colorblind", False))

    def faction_letter(self, f):
        """Colour-blind mode: the faction's initial as printed (K, P, S, M; in French K, P, C,
        M) beside its colour and shape wherever its colour marks a thing; None otherwise."""
        return self.fname(f)[:1].upper() if self.colorblind() else None

    def hint_mark(self, surf, centre, r=8):
        """In colour-blind mode the hint carries its own shape beside its colour."""
        if self.colorblind():
            CT.hint_mark(surf, centre, r)

    def badge(self, f, size):
        letter = self.faction_letter(f)
        return self.cache.get(("badge", f, size, self.colour(f), letter),
                              lambda: ART.faction_badge(f, self.colour(f), self.shape(f), size, letter))

    def icon(self, kind, size):
        size = int(size)
        return self.cache.get(("icon", kind, size), lambda: ART.icon(kind, size))

    def pawn_icon(self, f, size):
        size = int(size)
        if f is None:
            return self.cache.get(("pawn", None, size), lambda: ART.pawn(ART.NEUTRAL, None, size))
        return self.cache.get(("pawn", f, size, self.colour(f)),
                              lambda: ART.pawn(self.colour(f), self.shape(f), size))

    def card_texts(self, cid) -> dict:
        card, lang = self.d.cards[cid], self.lang
        return {"name": card.name.get(lang),
                "actions": [(x.needs, self.action_text(x)) for x in card.actions],
                "join": card.join, "join_word": self.tx(card.join if card.join != "single" else "and"),
                "needs": {k: self.tx("needs_" + k) for k in ("lumberjack", "ranger", "treaty")}}

    def card_need(self, cids, w: int) -> int:
        """The height cards `w` wide need to show all of these cards' text readably."""
        return max((self.cache.get(("need", cid, w, self.lang),
                                   lambda cid=cid: ART.card_need(self.fonts, self.card_texts(cid), w))
                    for cid in cids if cid in self.d.cards), default=0)

    def card_surface(self, cid, w, h):
        card, lang = self.d.cards[cid], self.lang
        f = VI.faction_of_card(self.d, cid)
        colour, shape = self.colour(f), self.shape(f)

        def make():
            return ART.render_card(self.fonts, card, colour, shape, w, h, self.card_texts(cid), lang)
        return self.cache.get(("card", cid, w, h, lang, colour), make)

    def back_surface(self, f, w, h):
        colour = self.colour(f) if f is not None else None
        return self.cache.get(("back", colour, w, h), lambda: ART.render_back(colour, w, h))

    def legacy_tile(self, key, state, f, w, h):
        leg = self.d.legacies[key]
        letters = self.tx("code_" + key)
        colour = self.colour(f)
        return self.cache.get(("leg", key, state, w, h, self.lang, colour),
                              lambda: ART.legacy_tile(self.fonts, w, h, state, colour, letters,
                                                      leg.type == "permanent"))

    def button(self, surf, rect, label, action, primary=False, lit=False, enabled=True, small=False, size=None):
        b = CT.BoardButton(rect, label, action, primary, enabled, size=size or (theme.READABLE if small else 20))
        b.draw(surf, self.fonts, self.view.app.mouse, lit)
        return b


class Planned(Region):
    """A region whose spots (rect, kind, data) are planned from the layout, the snapshot and
    the model's version: clicks and tooltips read the plan, and so does the drawing."""

    def __init__(self, view):
        super().__init__(view)
        self.look = view.look
        self.spots = CT.Hits()
        self.plan = None
        self._key = None

    @property
    def model(self):
        return self.view.model

    def planned(self, snap):
        key = (self.view.model.version, tuple(self.rect), self.view.lang)
        if self._key is None or key != self._key[1] or self._key[0] is not snap:
            self.spots = CT.Hits()
            self.plan = self.make_plan(snap, self.spots)
            self._key = (snap, key)
        return self.plan

    def make_plan(self, snap, spots):
        return None

    def hovered(self, snap, mouse):
        """Every spot under the mouse (what a hover may light), as a comparable key."""
        self.planned(snap)
        return tuple((tuple(rect), kind, data) for kind, data, rect in self.spots.all_at(mouse))

    def spot_at(self, pos, snap):
        self.planned(snap)
        return self.spots.at(pos)

    def hit(self, pos, snap):
        got = self.spot_at(pos, snap)
        return (got[0], *got[1]) if got is not None else None

    def tooltip(self, pos, snap):
        got = self.spot_at(pos, snap)
        return self.view.tips.spot_tip(got[0], got[1], snap) if got is not None else None
