"""The Habitats view's selection model, pygame-free: whose park is shown, the rotation of the
held tile, what is lit, and which action a click (an intent) makes.

Intents come from the regions: ("space", row, col) a market space, ("cell", row, col) a park
space of the shown park, ("tab", player), ("rot", step), ("btn", key). A click returns the
intended action even when it is not legal, so the engine's refusal reason reaches the player;
a click on the hinted cell plays the hint (with its rotation).
"""
from __future__ import annotations

from engine.habitats.view_info import PLACE, TAKE

from ..kit.tabbed import TabbedModel


class Legal:
    """The snapshot's legal actions sorted by what the board lights."""

    def __init__(self, legal):
        self.takes = {(a[1], a[2]) for a in legal if a[0] == "take"}
        self.places: dict = {}
        for a in legal:
            if a[0] == "place":
                self.places.setdefault((a[1], a[2]), set()).add(a[3])
        self.set_aside = ("set_aside",) in legal
        self.any = bool(legal)


class Model(TabbedModel):
    def __init__(self):
        super().__init__()
        self.legal = Legal([])
        self.rot = 0
        self.rots: list = []        # the quarter turns the held tile may show
        self._held = None

    def reset(self):
        self.showing = None
        self.rot = self.rots[0] if self.rots else 0

    # ---- a new snapshot -----------------------------------------------------------------
    def update(self, obs, legal, viewer, rotations=()):
        """Home at the start of my turn; the held tile upright when a new one comes."""
        self.legal = Legal(legal)
        self.me = viewer if viewer is not None else 0
        self.obs = obs
        self.rots = list(rotations)
        self.home(obs, obs.phase == TAKE and self.legal.any)
        if obs.held != self._held:
            self._held = obs.held
            self.rot = self.rots[0] if self.rots else 0

    # ---- what is lit ----------------------------------------------------------------------
    def lit_spaces(self) -> set:
        """Market spaces whose tile may be taken now."""
        return set(self.legal.takes) if self.acting() and self.obs.phase == TAKE else set()

    def lit_cells(self) -> dict:
        """{(row, col): rotations} of the shown park where the held tile may go."""
        if not (self.acting() and self.obs.phase == PLACE and self.shown() == self.me):
            return {}
        return self.legal.places

    def fits_now(self, rc) -> bool:
        """The held tile fits at `rc` as it is turned now."""
        return self.rot in self.legal.places.get(rc, ())

    def turns(self) -> bool:
        """The held tile can be turned (a road tile)."""
        return len(self.rots) > 1

    # ---- intents -> actions ---------------------------------------------------------------------
    def act(self, intent, hint=None):
        """The action an intent makes, or None when it only changed the selection."""
        self.notice = None
        kind = intent[0]
        if kind == "tab":
            self.show_tab(intent[1])
        elif kind == "rot":
            self.rotate(intent[1])
        elif kind == "btn":
            return self.press(intent[1])
        elif kind == "space":
            return self.take(intent[1], intent[2])
        elif kind == "cell":
            return self.cell_click(intent[1], intent[2], hint)
        return None

    def rotate(self, step: int):
        if not self.turns():
            return
        k = self.rots.index(self.rot) if self.rot in self.rots else 0
        self.rot = self.rots[(k + step) % len(self.rots)]

    def press(self, key):
        if key == "back":
            self.showing = None
            return None
        if key == "set_aside":
            return ("set_aside",)
        return None

    def take(self, row, col):
        if not self.acting():
            return None
        self.showing = None
        return ("take", row, col)

    def cell_click(self, row, col, hint=None):
        """A click on a space of the shown park."""
        if not self.acting():
            return None
        if self.shown() != self.me:
            self.notice = ("not_yours", self.shown())
            return None
        if hint and hint[0] == "place" and (hint[1], hint[2]) == (row, col) and self.obs.phase == PLACE:
            return hint
        return ("place", row, col, self.rot)

    # ---- words ------------------------------------------------------------------------------
    def prompt(self, hows=()):
        """(key, values) of the line telling the player what to do, or None. `hows`: how the
        lit market tiles lie from the figure (view_info.market_targets)."""
        obs, me = self.obs, self.me
        if obs is None or not self.acting() or obs.phase not in (TAKE, PLACE):
            return None
        if self.showing is not None and self.showing != me:
            return "p_viewing", {"player": self.showing}
        if obs.phase == TAKE:
            if "anywhere" in hows:
                return "p_take_any", {}
            return ("p_take_behind", {}) if "behind" in hows else ("p_take", {})
        if self.legal.set_aside:
            return "p_set_aside", {"held": True}
        return ("p_place_turn" if self.turns() else "p_place"), {"held": True}
