"""The Cascadia view's selection model, pygame-free: whose environment is shown, the rotation of
the held tile, the free-choice picks and the tokens chosen for a nature-token wipe; what is lit;
which action a click (an intent) makes.

Intents come from the regions: ("pair" | "tile" | "token", slot), ("btn", key), ("rot", step),
("tab", player), ("hex", q, r), ("card", animal), ("zoom", what). A click returns the intended
action even when it is not legal, so the engine's refusal reason reaches the player.
"""
from __future__ import annotations

from engine.cascadia.view_info import EMPTY, OVER, PLACE, TAKE, TOKEN, cell

from ..kit.tabbed import TabbedModel

FAR = 40        # a hex further than this from the centre is off any board: no action


class Legal:
    """The snapshot's legal actions sorted by what the board lights."""

    def __init__(self, legal):
        self.takes, self.places, self.tokens = set(), {}, set()
        self.free = self.wipe3 = self.discard = self.wipe = False
        flags = {"nature_free": "free", "nature_wipe": "wipe", "wipe3": "wipe3", "discard_token": "discard"}
        for a in legal:
            k = a[0]
            if k == "take":
                self.takes.add((a[1], a[2]))
            elif k == "place":
                self.places.setdefault((a[1], a[2]), set()).add(a[3])
            elif k == "token":
                self.tokens.add((a[1], a[2]))
            elif k in flags:
                setattr(self, flags[k], True)
        self.any = bool(legal)


class Model(TabbedModel):
    def __init__(self):
        super().__init__()
        self.legal = Legal([])
        self.rot = 0
        self._held = None
        self.hint = None            # the hinted action of this snapshot (the session clears it)
        self.clear()

    def clear(self):
        self.sel_tile = self.sel_token = None
        self.wipe_mode = False
        self.wipe_mask = 0

    def reset(self):
        self.showing = None
        self.rot = 0
        self.clear()

    def close_top(self) -> bool:
        """Escape: the tokens being chosen to wipe, then a half-made pick, then another
        player's environment shown; True if one was closed."""
        if self.wipe_mode or self.sel_tile is not None or self.sel_token is not None:
            self.clear()
            return True
        return super().close_top()

    # ---- a new snapshot -----------------------------------------------------------------
    def update(self, obs, legal, viewer, hint=None):
        """Forget half-made selections once the game moved on; home at the start of my turn.
        A hinted placement turns the held tile as hinted, so the lit hex shows it and a click
        there places it so (the player may still turn it before clicking)."""
        self.legal = Legal(legal)
        self.me = viewer if viewer is not None else 0
        if hint != self.hint:
            self.hint = hint
            if hint and hint[0] == "place" and obs.phase == PLACE and obs.held_tile == self._held:
                self.rot = hint[3]
        if obs is self.obs:
            return
        self.obs = obs
        self.clear()
        self.home(obs, obs.phase == TAKE)
        if obs.held_tile != self._held:
            self._held = obs.held_tile
            hint = self.hint
            self.rot = hint[3] if hint and hint[0] == "place" and obs.phase == PLACE else 0

    # ---- what is lit ----------------------------------------------------------------------
    def taking(self) -> bool:
        return self.obs.phase == TAKE and self.legal.any

    def lit_pairs(self) -> set:
        """Display slots lit as a whole pair (the usual take)."""
        if not self.taking() or self.obs.free or self.wipe_mode:
            return set()
        return {i for i, k in self.legal.takes if i == k}

    def lit_tiles(self) -> set:
        """Tiles lit one by one (free choice)."""
        return {i for i, _ in self.legal.takes} if self.taking() and self.obs.free else set()

    def lit_tokens(self) -> set:
        return {k for _, k in self.legal.takes} if self.taking() and self.obs.free else set()

    def place_targets(self) -> list:
        """Hexes that take the held tile, in the order of the legal actions (their lit borders
        overlap, so the drawing order shows)."""
        return list(self.legal.places) if self.acting() and self.shown() == self.me \
            and self.obs.phase == PLACE else []

    def token_targets(self) -> set:
        return set(self.legal.tokens) if self.acting() and self.shown() == self.me \
            and self.obs.phase == TOKEN else set()

    def held_code(self, keystone: bool) -> int:
        """The held tile as drawn: at the chosen rotation (a keystone has only one)."""
        return self.obs.held_tile * 6 + (0 if keystone else self.rot)

    def wipe_count(self) -> int:
        return bin(self.wipe_mask).count("1")

    # ---- intents -> actions ---------------------------------------------------------------------
    def act(self, intent, keystone=False):
        """The action an intent makes, or None when it only changed the selection."""
        self.notice = None
        kind = intent[0]
        if kind == "tab":
            self.show_tab(intent[1])
        elif kind == "rot":
            self.rotate(intent[1])
        elif kind == "btn":
            return self.press(intent[1])
        elif kind in ("tile", "token", "pair"):
            return self.pick(kind, intent[1])
        elif kind == "hex":
            return self.hex_click(intent[1], intent[2], keystone)
        return None

    def rotate(self, step: int):
        self.rot = (self.rot + step) % 6

    def press(self, key):
        obs = self.obs
        if key == "back":
            self.showing = None
            return None
        simple = {"free": ("nature_free",), "wipe3": ("wipe3",), "discard": ("discard_token",)}
        if key in simple:
            return simple[key]
        if key == "wipe":
            if not self.legal.wipe:      # let the engine say why (no nature token, wrong step)
                return ("nature_wipe", sum(1 << i for i in range(4) if obs.tokens[i] != EMPTY) or 15)
            self.clear()
            self.wipe_mode = True
            h = self.hint          # a hinted wipe comes with its tokens chosen (the player may change them)
            if h and h[0] == "nature_wipe":
                self.wipe_mask = h[1] & sum(1 << i for i in range(4) if obs.tokens[i] != EMPTY)
            return None
        if key == "wipe_cancel":
            self.wipe_mode, self.wipe_mask = False, 0
            return None
        if key == "wipe_go":
            return ("nature_wipe", self.wipe_mask)
        return None

    def pick(self, kind, i):
        """A click on the display: a pair, or (free choice) a tile or a token."""
        obs = self.obs
        if self.wipe_mode:
            if obs.tokens[i] != EMPTY:
                self.wipe_mask ^= 1 << i
            return None
        if obs.free and obs.phase == TAKE:
            if kind == "tile" or (kind == "pair" and self.sel_tile is None):
                self.sel_tile = None if self.sel_tile == i else i
            else:
                self.sel_token = None if self.sel_token == i else i
            if self.sel_tile is None or self.sel_token is None:
                return None
            action = ("take", self.sel_tile, self.sel_token)
            self.sel_tile = self.sel_token = None
        else:
            action = ("take", i, i)
        self.showing = None
        return action

    def hex_click(self, q, r, keystone=False):
        """A click on a hex of the shown environment."""
        obs, me = self.obs, self.me
        if not self.legal.any or obs.current != me:
            return None
        if self.shown() != me:
            self.notice = ("not_yours", self.shown())
            return None
        c = cell(q, r) if max(abs(q), abs(r), abs(q + r)) <= FAR else None
        on_tile = c is not None and c in obs.env[me]
        if obs.phase == PLACE or (obs.phase == TAKE and not on_tile):
            return ("place", q, r, 0 if keystone else self.rot)
        return ("token", q, r)

    def take_key(self, i):
        """Keys 1-4 take a pair (not during a free choice or a wipe)."""
        if self.obs.phase != TAKE or self.obs.free or self.wipe_mode:
            return None
        self.showing = None
        return ("take", i, i)

    def enter_key(self):
        return ("nature_wipe", self.wipe_mask) if self.wipe_mode else None

    def wheel_rotates(self, keystone: bool) -> bool:
        """While a dual tile is held on my own board, the wheel turns it (ctrl+wheel zooms)."""
        return self.obs.phase == PLACE and self.legal.any and not keystone and self.shown() == self.me

    # ---- words ------------------------------------------------------------------------------
    def prompt(self, keystone: bool):
        """(key, values) of the line telling the player what to do, or None. Values are raw:
        "player" a seat, "animal" an animal index (the view puts them in words)."""
        obs, me = self.obs, self.me
        if obs is None or not self.legal.any or obs.current != me or obs.phase == OVER:
            return None
        if self.showing is not None and self.showing != me and obs.phase != TAKE:
            return "p_viewing", {"player": self.showing}
        if obs.phase == TAKE:
            if self.wipe_mode:
                return "p_wipe", {}
            if obs.free:
                if self.sel_tile is not None:
                    return "p_free_tile", {}
                return ("p_free_token", {}) if self.sel_token is not None else ("p_free", {})
            return "p_take", {}
        if obs.phase == PLACE:
            return ("p_place_k" if keystone else "p_place"), {}
        return ("p_token" if self.legal.tokens else "p_token_none"), {"animal": obs.held_token}
