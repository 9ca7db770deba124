"""Habitats board view: lays out the regions and routes draw / click / hover / prompt.

Layout of the board rectangle:
  left    the market (market.py): the grid of tiles and the figures with their facing; under it
          the year's goal and everyone's standing on it (goal.py)
  right   tabs (tabs.py) to show any player's park; the hand strip (hand.py): the tile in hand,
          its turn buttons, whose turn; the shown park (park.py)
  side    (the play scene's panel) the shown player's live score by category (side.py)

Everything is drawn from the snapshot; what is lit comes from its legal actions (model.py), the
rest from engine.habitats.view_info facts derived once per snapshot (on_snapshot).
"""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from engine.habitats import view_info as VI

from ...i18n import I18n
from ...reasons import WHY
from ..base import BoardView
from ..kit.lastmoves import LastMoves
from . import lastmove, marks
from .art import LANDSCAPES, Images
from .goal import Goal
from .hand import HEIGHT as HAND_H
from .hand import Hand
from .market import TITLE_H, Market
from . import motion as MOTION
from . import moving
from .model import Model
from .park import Park
from .side import HEIGHT as SIDE_H
from .side import SidePanel
from .tabs import HEIGHT as TABS_H
from .tabs import Tabs
from .words import tile_text

GOAL_MIN_H = 292        # the year's goal with five players' standings and the three goals
# which region lays out each kind of thing a test or tool may ask the place of
OWNERS = {"space": "market", "cell": "park", "tab": "tabs", "rot": "hand", "btn": "hand"}


class HabitatsView(BoardView):
    side_panel_height = SIDE_H

    def __init__(self, game, app):
        super().__init__(game, app)
        self.model = Model()
        self.images = Images(app.fonts)
        self.market, self.goal, self.tabs = Market(self), Goal(self), Tabs(self)
        self.hand, self.park, self.side = Hand(self), Park(self), SidePanel(self)
        self.regions = [self.market, self.goal, self.tabs, self.hand, self.park]
        self.facts = None
        self.hidden = set()     # places whose piece is still on its way (not drawn there yet)
        self.last = LastMoves(lastmove.changed)     # the others' last moves, outlined (marks.py)
        self._letters = (None, None)
        self.grid_shape = (5, 5)        # the market's rows and columns (laid out again if others)

    # ---- words -------------------------------------------------------------------------------
    def tx(self, key, **fmt) -> str:
        """This view's string in the snapshot's language (as the names of things it draws)."""
        if self.snap is None:
            return super().tx(key, **fmt)
        return I18n(self.snap.lang)(f"habitats.{key}", **fmt)

    def letters(self) -> dict:
        """The landscapes' letters in the snapshot's language (drawn on every tile)."""
        lang = self.snap.lang if self.snap is not None else "en"
        if self._letters[0] != lang:
            self._letters = (lang, {land: self.tx("letter_" + land) for land in LANDSCAPES})
        return self._letters[1]

    def tile_text(self, info, cell=False) -> str:
        return tile_text(self, info, self.snap.lang, cell)

    # ---- layout and snapshots ---------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        left = max(320, min(400, r.w * 3 // 8))
        rows, cols = self.grid_shape
        cell = min((left - 16) // cols, (r.h - GOAL_MIN_H - TITLE_H - 10) // rows, 80)
        market_h = TITLE_H + cell * rows + 10        # the goal panel takes the rest of the column
        self.market.layout((r.x, r.y, left, market_h))
        self.goal.layout((r.x, r.y + market_h, left, r.h - market_h))
        right = pygame.Rect(r.x + left, r.y, r.w - left, r.h)
        self.tabs.layout((right.x, right.y, right.w, TABS_H))
        self.hand.layout((right.x, right.y + TABS_H, right.w, HAND_H))
        self.park.layout((right.x, right.y + TABS_H + HAND_H, right.w, right.h - TABS_H - HAND_H))

    def on_snapshot(self, snap):
        self.snap = snap
        if (snap.obs.rows, snap.obs.cols) != self.grid_shape:
            self.grid_shape = (snap.obs.rows, snap.obs.cols)
            self.layout(self.rect)
        self.facts = snap.facts["habitats"] = derive(self.game, snap.obs, snap.last_action, snap.viewer)
        self.model.update(snap.obs, snap.legal, snap.viewer, self.facts.rots)
        self.last.see(snap)

    def hint_looks_ahead(self, action) -> str | None:
        # a take scores nothing by itself: its hint says what the turn gains once the tile is
        # placed (the market's refill is re-dealt for that look: it is not seen yet)
        return WHY if action[0] == "take" else None

    def close_popup(self) -> bool:
        return self.model.close_top()

    def reset(self):
        self.model.reset()

    def motion(self, before, after, mode):
        return MOTION.timeline(before.obs, after.obs, mode)

    def rect_of(self, kind, *data):
        """Where the thing drawn as (kind, data...) is now (tests and tools click it)."""
        if (kind,) + data == ("btn", "back"):
            return self.park.rect_of(kind, data[0], self.snap)
        region = getattr(self, OWNERS[kind]) if kind in OWNERS else None
        what = data if kind in ("space", "cell") else data[0]
        return region.rect_of(kind, what, self.snap) if region is not None else None

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surf, snap):
        self.hidden = self.timeline.hidden() if self.timeline is not None else set()
        super().draw(surf, snap)
        moving.draw(self, surf)
        marks.draw(self, surf)

    def side_panel(self, surf, rect, snap):
        self.side.layout(rect)
        self.side.draw(surf, snap)

    # ---- input ---------------------------------------------------------------------------------
    def act(self, intent, button, snap):
        if button != 1:
            return None
        action = self.model.act(intent, snap.hint)
        if self.model.notice is not None:
            key, p = self.model.notice
            self.app.toast(self.tx(key, name=self.name(p)))
        return action

    def key(self, event, snap):
        if event.key == pygame.K_r:
            self.model.rotate(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        return None

    def wheel(self, pos, dy, snap):
        if dy and self.model.turns() and self.model.lit_cells():
            self.model.rotate(1 if dy > 0 else -1)
        return None

    def prompt(self, snap) -> str:
        got = self.model.prompt(set(self.facts.targets.values())) if self.facts is not None else None
        if got is None:
            return ""
        key, values = got
        fmt = {}
        if "player" in values:
            fmt["name"] = self.name(values["player"])
        if values.get("held") and self.facts.held is not None:
            fmt["tile"] = self.facts.held["name"][snap.lang]
        return self.tx(key, **fmt)


def derive(game, obs, last_action, viewer=None):
    """Every fact the regions draw, computed once per snapshot."""
    n = obs.players
    f = SimpleNamespace(
        grid=VI.market_grid(game, obs),
        targets={(t["row"], t["col"]): t["how"] for t in VI.market_targets(game, obs)},
        places=VI.placement_targets(game, obs), held=VI.held_tile(game, obs),
        rots=VI.held_rotations(game, obs), parks=[VI.park_cells(game, obs, p) for p in range(n)],
        goal=VI.goal_standing(game, obs), goals=VI.goals_of_the_game(game, obs),
        score=VI.live_score(game, obs), turn=VI.turn_info(game, obs))
    over = f.turn["step"] == "over"
    # the viewer's park keeps a ring of free spaces around it (every space a tile may go);
    # the others fit closer, to be read at a glance
    f.bounds = [bounds(list(f.parks[p]), ring=p == viewer and not over) for p in range(n)]
    f.last_mover = obs.current if over or (last_action and last_action[0] == "take") else (obs.current - 1) % n
    return f


def bounds(cells, ring=True) -> tuple:
    """(row min, row max, col min, col max) of the cells, with a ring of one space around them
    (else only a row below, for the entrance road)."""
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    k = int(ring)
    return min(rows) - k, max(rows) + 1, min(cols) - k, max(cols) + k
