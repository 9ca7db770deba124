"""Habitat (North Woods) board view: lays out the regions and routes the play scene's calls.

Layout of the 960x682 board:
  left  ┌ common row: the 3 dying piles | draw pile | the 3-card display      (common.py)
        ├ banner: what to do now and the buttons (End turn, Decline...)       (banner.py)
        ├ your table: chains stacked by rank, feeding arrows, fed badges,     (table.py)
        │ a "New chain" slot; the choice trays open over it                   (tray.py)
        └ your hand                                                           (hand.py)
  right   the opponents, one compact panel each, and a key to the symbols     (opponents.py)
Lit targets, the pick, the hint and the last move are drawn over all (highlights.py); the
selection model (model.py) decides what a click means.
"""
from __future__ import annotations

import pygame

from ...i18n import I18n
from ...reasons import STEPS
from ..base import BoardView
from ..kit import cardtable as CT
from ..kit.lastmoves import LastMoves
from . import lastmove, marks
from . import motion as MOTION
from . import moving
from .banner import Banner
from .common import CommonRow
from .hand import Hand
from .highlights import draw_highlights
from .model import HabitatModel
from .opponents import Opponents
from .sidepanel import draw_side_panel, notes, panel_height
from .table import OwnTable
from .tray import Tray

LEFT_W = 652
COMMON_H = 146
BANNER_H = 40      # two lines of readable type
HAND_H = 136


class HabitatView(BoardView):
    def __init__(self, game, app):
        super().__init__(game, app)
        self.deck = game.deck
        self.cache = CT.CardCache()
        self.model = HabitatModel(self.deck)
        self.common, self.banner, self.table = CommonRow(self), Banner(self), OwnTable(self)
        self.hand, self.opponents, self.tray = Hand(self), Opponents(self), Tray(self)
        # drawing order; a click goes to the last region whose rect holds it
        self.regions = [self.common, self.table, self.hand, self.opponents, self.tray, self.banner]
        self.drawn: dict = {}        # card -> rect of each card drawn face up in the last frame
        self.full_rects: dict = {}   # card -> its whole rectangle in the last frame (the moves)
        self.before_rects: dict = {}     # ... in the last frame before the step that travels
        self.hidden_cards: set = set()   # cards on their way, not drawn where they land yet
        self.last = LastMoves(lastmove.changed)     # the others' last moves, outlined (marks.py)

    # ---- geometry -----------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        lw = min(LEFT_W, r.w - 240)
        self.common.layout((r.x, r.y, lw, COMMON_H))
        self.banner.layout((r.x + 6, r.y + COMMON_H + 2, lw - 12, BANNER_H))
        hand = pygame.Rect(r.x, r.bottom - HAND_H, lw, HAND_H)
        self.hand.layout(hand)
        top = self.banner.rect.bottom + 4
        self.table.layout((r.x, top, lw, hand.y - top - 2))
        self.tray.layout(self.table.rect)
        self.opponents.layout((r.x + lw + 6, r.y, r.w - lw - 6, r.h))
        if self.snap is not None:
            self.place(self.snap)

    def place(self, snap):
        for region in (self.table, self.hand, self.opponents, self.tray):
            region.place(snap)

    def marks(self) -> dict:
        """Every mark's rectangle in the current layout (sources and targets of actions)."""
        out = {}
        for region in self.regions:
            out.update(region.marks())
        return out

    def rect_of(self, kind, *data):
        """The rectangle of a thing in the current layout, by mark or click kind and its data
        (a prefix of it is enough): ("hand", uid), ("mycard", chain, pos), ("slot", chain, pos)..."""
        marks = self.marks()
        key = (kind,) + data
        if key in marks:
            return marks[key]
        return next((r for k, r in marks.items() if k[:len(key)] == key), None)

    # ---- what the play scene calls ------------------------------------------------------------
    def on_snapshot(self, snap):
        self.snap = snap
        self.model.update(snap)
        self.before_rects = self.full_rects
        self.last.see(snap)
        self.side_panel_height = panel_height(snap.obs.players, len(notes(self, snap)))
        self.place(snap)

    def close_popup(self) -> bool:
        """Escape: the card picked is put down (as Cancel does); a tray of the moment stays."""
        sel = self.model.sel
        if sel is None or sel[0] == "tray":
            return False
        self.model.press(("cancel",))
        return True

    def reset(self):
        self.model.sel = None
        if self.model.obs is not None:
            self.model.settle()     # a card to place is picked again at once

    def motion(self, before, after, mode):
        return MOTION.timeline(before.obs, after.obs, mode)

    def tx(self, key, **fmt):
        """This game's string in the snapshot's language (the one the board is drawn in)."""
        return I18n(self.model.lang)(f"habitat.{key}", **fmt)

    @property
    def sel(self):
        return self.model.sel

    @property
    def buttons(self) -> list:
        return self.banner.buttons()

    def draw(self, surf, snap):
        self.drawn, self.full_rects = {}, {}
        landing = self.timeline.landing() if self.timeline is not None else ()
        self.hidden_cards = {piece[1] for piece in landing if piece[0] == "card"}
        super().draw(surf, snap)
        marks.draw(self, surf)
        draw_highlights(self, surf, snap)
        moving.draw(self, surf)

    def click(self, pos, button, snap):
        region = self.region_at(pos)
        intent = region.hit(pos, snap) if region is not None else None
        return self.model.act(intent or ("nothing",), button)

    def hint_looks_ahead(self, action) -> str | None:
        # "ends the turn" also means placing the starving and discarding down to three: which go
        return STEPS if action == ("end_turn",) else None

    def prompt(self, snap) -> str:
        return self.model.prompt(self.tx)

    def banner_text(self, snap) -> str:
        return self.model.banner(self.tx)

    def side_panel(self, surf, rect, snap):
        return draw_side_panel(self, surf, rect, snap)
