"""Cascadia board view: lays out the regions and routes draw / click / hover / prompt.

Layout of the board rectangle:
  top     the display (market.py): 4 pairs of a tile and a wildlife token; beside it the action
          area (actions.py), whose content follows the turn
  left    an environment (env.py) with pan (right or middle drag, arrow keys) and zoom (+/-,
          ctrl+wheel, the wheel when no tile is held); tabs above it (tabs.py) show any player's
  right   the five wildlife scoring cards (cards.py)
  side    (the play scene's panel) the shown player's points by category (side.py)

Everything is drawn from the snapshot; what is lit comes from its legal actions (model.py), the
rest from engine.cascadia.view_info facts derived once per snapshot.
"""
from __future__ import annotations

import pygame

from engine.cascadia import view_info as VI

from ... import theme
from ...i18n import I18n
from ...reasons import WHY
from ..base import BoardView
from ..kit import cardtable as CT
from ..kit.lastmoves import LastMoves
from . import art as ART
from . import lastmove, marks
from . import motion as MOTION
from . import moving
from .actions import Actions
from .cards import Cards
from .env import TABS_H, Environment
from .images import Images
from .market import Market, SLOT_W
from .model import Model
from .side import HEIGHT, SidePanel
from .tabs import Tabs

MARKET_H = 108
CARDS_W = 198
PAN_KEYS = {pygame.K_LEFT: (60, 0), pygame.K_RIGHT: (-60, 0), pygame.K_UP: (0, 60), pygame.K_DOWN: (0, -60)}
ZOOM_KEYS = {pygame.K_PLUS: "in", pygame.K_EQUALS: "in", pygame.K_KP_PLUS: "in", pygame.K_MINUS: "out",
             pygame.K_KP_MINUS: "out", pygame.K_c: "centre"}
TAKE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)
# which region lays out each kind of thing a test or tool may ask the place of
OWNERS = {"pair": "market", "tile": "market", "token": "market", "btn": "actions", "rot": "actions",
          "tab": "tabs", "zoom": "tabs", "card": "cards"}


class CascadiaView(BoardView):
    side_panel_height = HEIGHT

    def __init__(self, game, app):
        super().__init__(game, app)
        self.data = game.data
        self.model = Model()
        self.images = Images(self.data)
        self.market, self.actions, self.cards = Market(self), Actions(self), Cards(self)
        self.env, self.tabs, self.side = Environment(self), Tabs(self), SidePanel(self)
        # later regions lie on top (the action area sits inside the display's strip)
        self.regions = [self.env, self.tabs, self.market, self.actions, self.cards]
        self.facts = None
        self.last = LastMoves(lastmove.changed)     # the others' last moves, outlined (marks.py)
        self.hidden = set()     # places whose piece is still on its way (not drawn there yet)

    # ---- words -------------------------------------------------------------------------------
    def tx(self, key, **fmt) -> str:
        """This view's string in the snapshot's language (as the names of things it draws)."""
        lang = self.snap.lang if self.snap is not None else None
        if lang is None:
            return super().tx(key, **fmt)
        return I18n(lang)(f"cascadia.{key}", **fmt)

    def animal(self, a, lang) -> str:
        return VI.animal_name(self.data, a, lang)

    def tile_text(self, code, lang, token=None) -> str:
        t = code // 6
        lines = [VI.tile_label(self.data, t, lang)]
        if self.data.keystone[code]:
            lines.append(self.tx("keystone"))
        if token is not None:
            lines.append(self.tx("holds", animal=self.animal(token, lang)))
        else:
            names = ", ".join(self.animal(a, lang) for a in VI.tile_animals(self.data, t))
            lines.append(self.tx("allows", animals=names))
        return "\n".join(lines)

    # ---- layout and snapshots ---------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        self.market.layout((r.x, r.y, r.w, MARKET_H))
        self.actions.layout((r.x + 4 * SLOT_W + 20, r.y + 6, r.w - 4 * SLOT_W - 28, MARKET_H - 12))
        self.cards.layout((r.right - CARDS_W, r.y + MARKET_H, CARDS_W, r.h - MARKET_H))
        env = pygame.Rect(r.x, r.y + MARKET_H, r.w - CARDS_W, r.h - MARKET_H)
        self.env.layout(env)
        self.tabs.layout((env.x, env.y, env.w, TABS_H))

    def on_snapshot(self, snap):
        self.snap = snap
        self.images.marked = self.colorblind()
        self.facts = snap.facts["cascadia"] = VI.facts(self.game, snap.obs, snap.last_action)
        self.model.update(snap.obs, snap.legal, snap.viewer, snap.hint)
        self.last.see(snap)
        for p in range(snap.obs.players):       # cameras follow the growing environments here, not in draw
            self.env.camera(snap.obs, p)

    def reset(self):
        self.model.reset()

    def motion(self, before, after, mode):
        return MOTION.timeline(before.obs, after.obs, mode)

    def close_popup(self) -> bool:
        return self.model.close_top()

    def rect_of(self, kind, *data):
        """Where the thing drawn as (kind, data...) is now (tests and tools click it)."""
        if (kind,) + data == ("btn", "back"):
            got = self.env.banner(self.snap)
            return got[1] if got else None
        region = getattr(self, OWNERS[kind]) if kind in OWNERS else None
        return region.rect_of(kind, data[0], self.snap) if region is not None else None

    def focus(self, mouse):
        """What the mouse points at that the board can illustrate: ("animal", a) over a scoring
        card or the side panel, ("habitat", h) over a habitat of the side panel."""
        k = self.cards.card_at(mouse)
        return ("animal", k) if k is not None else self.side.focus_at(mouse)

    # ---- drawing -------------------------------------------------------------------------------
    def colorblind(self) -> bool:
        return bool(getattr(self.palette, "colorblind", False))

    def hint_mark(self, surf, centre, r=8):
        """In colour-blind mode the hint carries its own shape beside its colour."""
        if self.colorblind():
            CT.hint_mark(surf, centre, r)

    def habitat_mark(self, h):
        """The shape habitat h carries in colour-blind mode (None otherwise)."""
        return ART.HABITAT_MARKS[h] if self.colorblind() else None

    def draw(self, surf, snap):
        # the display, the environment and the cards cover the whole board: no background fill
        self.images.marked = self.colorblind()      # the setting may change while the game is open
        self.hidden = self.timeline.hidden() if self.timeline is not None else set()
        self.env.draw(surf, snap)
        self.tabs.draw(surf, snap)
        self.env.draw_banner(surf, snap)
        pygame.draw.rect(surf, theme.LINE, self.env.area, 1)
        self.market.draw(surf, snap)
        self.actions.draw(surf, snap)
        self.cards.draw(surf, snap)
        marks.draw(self, surf)
        moving.draw(self, surf)

    def side_panel(self, surf, rect, snap):
        self.side.layout(rect)
        self.side.draw(surf, snap)

    # ---- input ---------------------------------------------------------------------------------
    def click(self, pos, button, snap):
        if button != 1:         # right and middle buttons drag the board (see drag)
            return None
        return super().click(pos, button, snap)

    def act(self, intent, button, snap):
        if intent[0] == "zoom":
            self.env.zoom(intent[1], snap.obs, self.model.shown())
            return None
        if intent[0] == "card":
            return None
        action = self.model.act(intent, keystone=self.facts.held_keystone)
        if self.model.notice is not None:
            key, p = self.model.notice
            self.app.toast(self.tx(key, name=self.name(p)))
        return action

    def key(self, event, snap):
        k = event.key
        if k == pygame.K_r:
            self.model.rotate(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
        elif k in ZOOM_KEYS:
            self.env.zoom(ZOOM_KEYS[k], snap.obs, self.model.shown())
        elif k in PAN_KEYS:
            self.env.camera(snap.obs, self.model.shown()).pan(*PAN_KEYS[k])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.model.enter_key()
        elif k in TAKE_KEYS:
            return self.model.take_key(TAKE_KEYS.index(k))
        return None

    def wheel(self, pos, dy, snap):
        if dy == 0:
            return None
        ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL
        if self.model.wheel_rotates(self.facts.held_keystone) and not ctrl:
            self.model.rotate(1 if dy > 0 else -1)
        elif self.env.area.collidepoint(pos):
            self.env.camera(snap.obs, self.model.shown()).zoom(1 if dy > 0 else -1, pos)
        return None

    def drag(self, pos, rel, buttons, snap):
        if not (len(buttons) > 2 and (buttons[1] or buttons[2])):
            return
        scale = self.app.view_transform()[0] or 1.0     # rel is in window pixels
        dx, dy = rel[0] / scale, rel[1] / scale
        if dx or dy:
            self.env.camera(snap.obs, self.model.shown()).pan(dx, dy)

    def hint_looks_ahead(self, action) -> str | None:
        # a take scores nothing by itself: its hint says what the turn it starts gains (where
        # the pair then goes is shown on the board when the hint is followed)
        return WHY if action[0] in ("take", "nature_free") else None

    def prompt(self, snap) -> str:
        got = self.model.prompt(self.facts.held_keystone) if self.facts is not None else None
        if got is None:
            return ""
        key, values = got
        fmt = {}
        if "player" in values:
            fmt["name"] = self.name(values["player"])
        if "animal" in values:
            fmt["animal"] = self.animal(values["animal"], snap.lang)
        return self.tx(key, **fmt)
