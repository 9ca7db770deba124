"""Kauri board view: the North Island map, the faction rows, the panel of the moment and what
opens over them. This module only lays out the regions and routes the calls:

  left   the map (map_region, map_art): regions, borders, cities, volcano, roads, floods and
         every piece; over the sea the insets (insets): the Period and Conscience tracks, the
         South Island pool and the key button, the zoom buttons
  right  one row per faction (factions), then the panel of the moment (panel): the hand to
         choose the Action and Initiative cards (pick_panel), the card being resolved with its
         sub-actions and the choices not on the map (act_panel, choices), set-up, extinction;
         both kept as one surface until something they show changes (column)
  over   a faction's aid, the key, the kiwi-or-possum question (overlays)

What is selected and lit, and which action a click makes, is the model's (model.py, pygame-free).
A click returns the intended action even when it is not legal, so the engine's reason is shown.
"""
from __future__ import annotations

import pygame

from engine.kauri import view_info as VI

from ...i18n import I18n
from ..base import BoardView
from ..kit.lastmoves import LastMoves
from . import lastmove, marks
from . import motion as MOTION
from . import moving
from .column import RightColumn
from .factions import FactionRows
from .insets import Insets
from .look import Look
from .map_region import MAP_W, MapRegion
from .model import KauriModel
from .overlays import Overlays
from .panel import Panel
from .tips import Tips

PAN_KEYS = {pygame.K_LEFT: (60, 0), pygame.K_RIGHT: (-60, 0), pygame.K_UP: (0, 60), pygame.K_DOWN: (0, -60)}


class KauriView(BoardView):
    def __init__(self, game, app):
        super().__init__(game, app)
        self.lang = app.settings.language
        self._t = I18n(self.lang)
        self.model = KauriModel(game.data)
        self.look = Look(self)
        self.tips = Tips(self)
        self.map = MapRegion(self)
        self.insets = Insets(self)
        self.rows = FactionRows(self)
        self.panel = Panel(self)
        self.overlays = Overlays(self)
        self.regions = [self.map, self.insets, self.rows, self.panel]
        self.right = pygame.Rect(0, 0, 0, 0)
        self.drawn: dict = {}      # card id -> rect of the cards drawn face up in the right column (tests)
        self.column = RightColumn(self)
        self.last = LastMoves(lastmove.changed)     # the others' last moves, outlined (marks.py)
        self.flight = (None, None)      # (pieces on their way, the snapshot the map draws meanwhile)

    def tx(self, key, **fmt):
        """This game's string in the snapshot's language (ui/locale/<lang>/kauri.yaml)."""
        return self._t(f"kauri.{key}", **fmt)

    # ---- layout ----------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        map_rect = pygame.Rect(r.x, r.y, min(MAP_W, r.w - 380), r.h)
        self.map.layout(map_rect)
        self.insets.layout(map_rect)
        self.right = pygame.Rect(map_rect.right + 4, r.y, r.right - map_rect.right - 8, r.h)
        self.overlays.layout(r)
        self.layout_right()

    def layout_right(self):
        """The faction rows (as many as players), then the panel down to the bottom."""
        R = self.right
        h = 4 + self.rows.height(self.snap.obs.players if self.snap is not None else 4)
        self.rows.layout((R.x, R.y, R.w, h))
        self.panel.layout((R.x, R.y + h + 2, R.w, R.bottom - R.y - h - 4))

    def on_snapshot(self, snap):
        players = self.snap.obs.players if self.snap is not None else None
        self.snap = snap
        if snap.lang != self.lang:
            self.lang, self._t = snap.lang, I18n(snap.lang)
        if snap.obs.players != players:
            self.layout_right()
        snap.facts.update(VI.facts(self.game.data, snap.obs))
        self.model.update(snap)
        self.last.see(snap)

    def reset(self):
        self.model.reset()

    def motion(self, before, after, mode):
        return MOTION.timeline(before.obs, after.obs, mode)

    # ---- drawing ------------------------------------------------------------------------------
    def draw(self, surf, snap):
        if snap is not self.snap:
            self.on_snapshot(snap)
        clip = surf.get_clip()
        surf.set_clip(self.map.rect.clip(clip) if clip else self.map.rect)
        self.map.draw(surf, moving.map_snap(self, snap))
        marks.draw(self, surf)
        self.insets.draw(surf, snap)
        surf.set_clip(clip)
        self.column.draw(surf, snap)
        moving.draw(self, surf)
        self.overlays.draw(surf, snap)

    # ---- clicks -------------------------------------------------------------------------------
    def intent_at(self, pos, snap):
        """What the topmost region of the current layout says a click at `pos` means."""
        if self.model.overlay:
            return self.overlays.hit(pos, snap), self.overlays
        for region in reversed(self.regions):
            intent = region.hit(pos, snap)
            if intent is not None:
                return intent, region
        return None, None

    def click(self, pos, button, snap):
        if snap is not self.snap:
            self.on_snapshot(snap)
        intent, _ = self.intent_at(pos, snap)
        return self.act(intent, button, snap)

    def act(self, intent, button, snap):
        if intent is not None and intent[0] == "zoom" and not self.model.overlay:
            if button == 1:
                self.map.zoom_cmd(intent[1])
                return None
        return self.model.act(intent, button)

    def close_popup(self) -> bool:
        return self.model.close_top()

    def key(self, event, snap):
        k = event.key
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.map.zoom_cmd("in")
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.map.zoom_cmd("out")
        elif k == pygame.K_f:
            self.map.zoom_cmd("fit")
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.model.key_action()
        elif k == pygame.K_BACKSPACE:
            self.model.reset()
        elif k in PAN_KEYS:
            self.map.cam.pan(*PAN_KEYS[k])
        return None

    def wheel(self, pos, dy, snap):
        if dy and self.map.rect.collidepoint(pos) and self.model.aid is None:
            self.map.cam.zoom(1 if dy > 0 else -1, pos)
        return None

    def drag(self, pos, rel, buttons, snap):
        if len(buttons) > 2 and (buttons[1] or buttons[2]) and self.map.rect.collidepoint(pos):
            scale = self.app.view_transform()[0] or 1.0
            self.map.cam.pan(rel[0] / scale, rel[1] / scale)

    # ---- words -------------------------------------------------------------------------------------
    def prompt(self, snap):
        if snap is not self.snap:
            self.on_snapshot(snap)
        got = self.model.prompt()
        if got is None:
            return ""
        key, fmt = got
        if key == "act":
            what = " ".join(self.tx(k) for k in self.model.instruction(self.model.kind)).rstrip(".")
            return self.tx("act_prompt", card=self.look.card_name(snap.obs.card), what=what)
        if key == "p_auto":
            return self.tx(key, take=self.tx(fmt["take"]))
        return self.tx(key, **fmt)

    def tooltip(self, pos, snap):
        if self.model.overlay:
            return None
        intent, region = self.intent_at(pos, snap)
        return region.tooltip(pos, snap) if region is not None else None

    # ---- for tests and tools: where things are in the current layout ------------------------------------
    def rect_of(self, kind, *data):
        """The rectangle of the topmost spot planned as (kind, data...), or None."""
        if self.snap is None:
            return None
        for region in (self.overlays, self.panel, self.rows, self.insets):
            region.planned(self.snap)
            for rect, k, d in reversed(region.spots.items):
                if k == kind and d[:len(data)] == data:
                    return rect
        return None

    def region_center(self, r):
        return self.map.region_center(r)

    def border_point(self, b):
        return self.map.border_point(b)
