"""Earth board view: lays out the regions and routes the play scene's calls.

Layout of the board rectangle (960 x 682 at the smallest):
  top      tabs: one per island (yours first lit), Gaia's board in solo       (tabs.py)
           banner: what to do now, and the buttons of the moment              (banner.py)
  left     the shown island: the 4 x 4 grid with its lit spaces, beside it the
           island, climate and ecosystem cards and the reserve               (island.py)
           at set-up, the faces to choose from; in solo, Gaia's board         (gaiaboard.py)
  bottom   your hand (or the drawn cards to keep one of), paged               (hand.py)
  right    the four actions (what you get, what the others get), or the
           activation of the moment; the fauna board and the ecosystems      (side.py)
  under the grid, in the team game: the team board                            (teamboard.py)
The selection model (model.py) decides what a click means; facts come from
engine.earth.view_info once per snapshot.
"""
from __future__ import annotations

import pygame

from engine.earth import view_info as VI

from ...i18n import I18n
from ..base import BoardView
from ..kit.lastmoves import LastMoves
from . import lastmove, marks
from . import motion as MOTION
from . import moving
from .art import CardArt
from .banner import Banner
from .gaiaboard import GaiaBoard
from .hand import Hand
from .island import Island
from .model import CANCEL, GAIA_TAB, EarthModel
from .side import Side
from .tabs import Tabs
from .teamboard import TeamBoard

TABS_H, BANNER_H, HAND_H, TEAM_H = 32, 46, 172, 86     # the hand's cards tall enough to write their abilities
SIDE_W = 330
OWNERS = {"tab": "tabs", "button": "banner", "cell": "island", "card": "island", "offer": "island",
          "board": "island", "hand": "hand", "look": "hand", "page": "hand", "action": "side",
          "fauna": "side", "eco": "side", "queue": "side", "team": "teamboard"}


class EarthView(BoardView):
    def __init__(self, game, app):
        super().__init__(game, app)
        self.data = game.data
        self.model = EarthModel(self.data)
        self.art = CardArt(self)
        self.tabs, self.banner, self.island = Tabs(self), Banner(self), Island(self)
        self.gaia, self.hand, self.side = GaiaBoard(self), Hand(self), Side(self)
        self.teamboard = TeamBoard(self)
        self.regions = [self.island, self.gaia, self.hand, self.side, self.tabs, self.banner, self.teamboard]
        self.teams = False             # the team game: the team board sits under the island
        self.facts: dict = {}
        self._layer = (None, None)     # (what it shows, the board drawn once for it)
        self._snaps = 0                # snapshots seen: a new one draws the layer anew
        self.hidden_cards = frozenset()     # cards on their way, not drawn where they land yet
        self.last = LastMoves(lastmove.changed)     # the others' last moves, outlined (marks.py)

    # ---- words --------------------------------------------------------------------------------
    def tx(self, key, **fmt) -> str:
        """This view's string in the snapshot's language (the language the board is drawn in)."""
        if self.snap is None:
            return super().tx(key, **fmt)
        return I18n(self.snap.lang)(f"earth.{key}", **fmt)

    @property
    def unnamed(self) -> str:
        """In solo the only seat no player sits in: Gaia, in the snapshot's language."""
        return self.tx("gaia_name")

    def say(self, text: dict) -> str:
        lang = self.snap.lang if self.snap is not None else "en"
        return text.get(lang, text["en"])

    # ---- layout and snapshots ------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        side_w = max(SIDE_W, r.w - 700)
        lw = r.w - side_w
        self.tabs.layout((r.x, r.y, r.w, TABS_H))
        self.banner.layout((r.x + 4, r.y + TABS_H, r.w - 8, BANNER_H))
        top = r.y + TABS_H + BANNER_H + 2
        self.hand.layout((r.x, r.bottom - HAND_H, lw, HAND_H))
        self.island.layout((r.x, top, lw, self.hand.rect.y - top), TEAM_H if self.teams else 0)
        self.teamboard.layout(self.island.under)
        self.gaia.layout(self.island.rect)
        self.side.layout((r.x + lw + 4, top, side_w - 6, r.bottom - top))

    def on_snapshot(self, snap):
        self.snap = snap
        self._snaps += 1
        if bool(snap.obs.teams) != self.teams:
            self.teams = bool(snap.obs.teams)
            self.layout(self.rect)
        self.model.update(snap)
        self.last.see(snap)
        self.facts = snap.facts["earth"] = self.derive(snap)
        self.hand.settle()

    def derive(self, snap) -> dict:
        d, obs = self.data, snap.obs
        seats = range(obs.players)
        cards = set(c for h in obs.hands for c in h) | set(obs.looking)
        cards |= {c for g in obs.grid for c in g.values()} | {c for e in obs.events for c in e}
        cards |= {c for side in obs.board for c in side.cards}
        top = obs.tasks[-1] if obs.tasks else None
        me = self.model.me
        return {"faces": {c: VI.card_face(d, c) for c in cards if c != VI.HIDDEN},
                "tableau": {p: {t["cell"]: t for t in VI.tableau(d, obs, p)} for p in seats},
                "boards": {p: VI.board_faces(d, obs, p) for p in seats},
                "summary": {p: VI.seat_summary(d, obs, p) for p in seats},
                "fauna": VI.fauna_board(d, obs), "ecos": VI.shared_ecosystems(d, obs),
                "queue": VI.activation_queue(d, obs), "gaia": VI.gaia_board(d, obs),
                "actions": VI.actions(obs), "colours": VI.colour_names(),
                "team": VI.team_board(obs, snap.viewer),
                "offers": VI.offer_faces(d, obs, me, top[2]) if top and top[0] == "pick" and top[1] == me else []}

    def reset(self):
        self.model.reset()

    def motion(self, before, after, mode):
        return MOTION.timeline(before.obs, after.obs, mode)

    def close_popup(self) -> bool:
        """Escape: a half-made choice (a payment, an ability to copy) is cancelled as its Cancel
        button does, then another island shown goes back to mine; True if one was."""
        model = self.model
        if model.sel is not None:
            model.act(("button", CANCEL))
        elif model.shown != model.me:
            model.shown = model.me
        else:
            return False
        return True

    def rect_of(self, kind, *data):
        """Where the thing drawn as (kind, data...) is in the current layout (tests click it)."""
        region = getattr(self, OWNERS.get(kind, ""), None)
        if region is None:
            return None
        if kind in ("cell", "card", "offer", "board") and self.model.shown == GAIA_TAB:
            return None
        return region.rect_of((kind,) + tuple(data))

    # ---- drawing and input -------------------------------------------------------------------
    def draw(self, surf, snap):
        """The board is drawn once per snapshot and view state into a layer; a frame blits it and
        draws only what follows the mouse (button and action hover) on top."""
        self.hidden_cards = moving.hidden_cards(self)
        key = (self._snaps, self.model.shown, self.model.sel, self.hand.page, tuple(self.rect),
               self.palette.colorblind, id(self.fonts), self.hidden_cards)
        layer = self._layer[1]
        if self._layer[0] != key or layer is None or layer.get_size() != surf.get_size():
            if layer is None or layer.get_size() != surf.get_size():
                layer = pygame.Surface(surf.get_size())
            pygame.draw.rect(layer, (22, 34, 30), self.rect)
            for region in (self.island if self.model.shown != GAIA_TAB else self.gaia, self.hand, self.side,
                           self.tabs, self.banner, self.teamboard):
                region.draw(layer, snap)
            self._layer = (key, layer)
        surf.blit(layer, self.rect, self.rect)
        marks.draw(self, surf)
        self.banner.draw_live(surf, snap)
        self.side.draw_live(surf, snap)
        moving.draw(self, surf)

    def region_at(self, pos):
        for region in (self.banner, self.tabs, self.side, self.hand, self.teamboard):
            if region.rect.collidepoint(pos):
                return region
        if self.island.rect.collidepoint(pos):
            return self.gaia if self.model.shown == GAIA_TAB else self.island
        return None

    def act(self, intent, button, snap):
        if intent[0] == "page":
            self.hand.turn_page(intent[1])
            return None
        return self.model.act(intent)

    def wheel(self, pos, dy, snap):
        if self.hand.rect.collidepoint(pos) and dy:
            self.hand.turn_page(-1 if dy > 0 else 1)
        return None

    def key(self, event, snap):
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [b for b in self.model.buttons() if b[3]]
            return self.model.act(("button", primary[0][2])) if len(primary) == 1 else None
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.hand.turn_page(-1 if event.key == pygame.K_LEFT else 1)
        return None

    def prompt(self, snap) -> str:
        key, fmt = self.model.prompt()
        if "name" in fmt and isinstance(fmt["name"], str) and not fmt["name"]:
            fmt["name"] = self.name(snap.to_move)
        text = self.tx(key, **fmt)
        return text[:1].upper() + text[1:]

    def status(self, snap) -> str:
        """The banner's line: the round, who is active and the action of this turn."""
        obs = snap.obs
        if obs.phase != "play":
            return self.tx("status_setup") if obs.phase == "setup" else self.tx("p_over")
        if not obs.action or self.model.kind == "choose":
            return self.tx("status_choose", round=obs.round, name=self.name(obs.active))
        action = next(a for a in self.facts["actions"] if a["colour"] == obs.action)
        return self.tx("status", round=obs.round, name=self.name(obs.active), action=self.say(action["name"]),
                       colour=self.say(self.facts["colours"][obs.action]))
