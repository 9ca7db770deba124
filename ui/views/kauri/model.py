"""The Kauri view's selection model, pygame-free: what the player has selected, what is lit, and
which action a click makes. Built from the snapshot (observation + legal actions) and the facts
of engine.kauri.view_info; unit-tested without a window (tests/views/kauri/test_model.py).

Intents come from the screen's regions as tuples: ("map", region, border, pos), ("btn", action),
("hand", card), ("slot", kind), ("legacy", faction, key), ("cons", space), ("faction", f),
("popup", action)... `act` answers with an action to play (even an illegal one, so that the
engine's reason is shown) or None when the click only changed the selection.
"""
from __future__ import annotations

from engine.kauri import view_info as VI

REGION_KINDS = {"reserve", "hatch", "replant", "wrath", "ally", "raid", "epidemic", "forage", "litter",
                "breed", "invade", "fell", "sawmill", "timber", "hunt", "poison", "colony",
                "expedition", "possum_hunt", "temple", "kiwi_hunt", "rahui", "suburb", "marae",
                "tapu", "tane", "auto_fell", "auto_hunt", "place_maori", "place_settler",
                "place_possum", "revive"}
MOVE_KINDS = {"move", "auto_move"}
BORDER_KINDS = {"road", "survey", "quake"}
FLOOD_KINDS = {"flood", "storm"}
BUTTON_KINDS = {"conscience", "activism", "claim", "curse", "swap"}
LIVE_PHASES = ("act", "auto", "tane")
# kinds of spot that only show a tooltip: a click there does nothing
INFO_KINDS = {"period", "south", "supply", "chip", "order", "hand_count", "card", "auto_row",
              "legacy_tip", "card_tip"}


class KauriModel:
    def __init__(self, data):
        self.d = data
        self.obs, self.legal, self.L = None, [], {}
        self.viewer = self.to_move = None
        self.hint = None
        self.ranger = False        # the Settler is a Ranger (his 'take' is a hunt, not a felling)
        self.version = 0           # grows at every change: the regions' plans follow it
        self.aid = None            # faction whose aid is open
        self.legend = False
        self.popup = None          # (pos, [(species, action)]): the species question
        self.ask_done = None       # moves left when Done was pressed: the panel asks to confirm
        self._asked = None         # the card (turn key) whose Done was asked about already
        self._turn_key = None
        self.reset()

    # ---- the snapshot --------------------------------------------------------------------
    def reset(self):
        """Forget any half-made selection."""
        self.sel_from = None       # source region of a move
        self.flood_src = None      # a placed flood picked up to be moved
        self.active = None         # the slot kind the player works on
        self.pick = [None, None]   # chosen Action and Initiative cards
        self.popup = None
        self._changed()
        if self.obs is not None:
            self.pick_up_single_mover()

    def update(self, snap):
        """A new snapshot: a new step forgets the half-made move; a new turn, the whole choice."""
        obs = snap.obs
        self.obs, self.legal = obs, list(snap.legal)
        self.viewer, self.to_move, self.hint = snap.viewer, snap.to_move, snap.hint
        self.ranger = VI.is_ranger(self.d, obs)
        self.L = {}
        for a in self.legal:
            self.L.setdefault(a[0], []).append(a)
        self.sel_from = self.flood_src = self.popup = self.ask_done = None
        key = (obs.phase, obs.period, obs.turn, obs.cursor, obs.card, obs.actor, snap.viewer, obs.epoch)
        if key != self._turn_key:
            self._turn_key = key
            self.active = None
            self.pick = [None, None]
        if obs.phase == "pick":
            hand = obs.hands[self.me]
            self.pick = [c if c in hand else None for c in self.pick]
        self._changed()
        self.pick_up_single_mover()

    def pick_up_single_mover(self):
        """When one region alone can move, it is picked up already."""
        if self.kind == "move" and self.sel_from is None and self.legal:
            srcs = {a[1] for a in self.L.get("move", [])}
            if len(srcs) == 1:
                self.sel_from = next(iter(srcs))
                self._changed()

    def _changed(self):
        """Derive once what the regions draw: the step kind of map clicks, its lit targets."""
        self.version += 1
        if self.obs is None:
            self.kind, self.bkind, self.lit = None, None, (set(), set())
            return
        self.kind = self.current_kind() if self.legal else None
        self.bkind = self.button_kind(self.kind) if self.legal else None
        self.lit = self.targets(self.kind) if self.kind else (set(), set())

    @property
    def me(self) -> int:
        v = self.viewer
        return v if v is not None and 0 <= v < self.obs.players else 0

    @property
    def mine(self) -> bool:
        """The viewer is to move at this screen."""
        return bool(self.legal) and self.to_move == self.me

    def close_top(self) -> bool:
        """Escape: close what is open over the board, the topmost first (the kiwi-or-possum
        question, then the key or an aid, then Done's "moves left" question); True if one was."""
        if self.popup is not None:
            self.popup = None
        elif self.legend or self.aid is not None:
            self.aid, self.legend = None, False
        elif self.ask_done is not None:
            self.ask_done = None
        else:
            return False
        self._changed()
        return True

    @property
    def overlay(self) -> bool:
        return self.aid is not None or self.legend or self.popup is not None

    # ---- which sub-action clicks stand for ---------------------------------------------------
    def step_kinds(self, slot_kind):
        """The step kinds a slot offers (the automated Settler's 'take' is fell or hunt)."""
        if slot_kind == "auto_take":
            return ("auto_hunt",) if self.ranger else ("auto_fell",)
        return (slot_kind,)

    def live_slots(self):
        return list(self.obs.slots) if self.obs.phase in LIVE_PHASES else []

    def ordered_slots(self):
        """The card's slots with a follow-up (a rāhui's push, a legacy's effect) first."""
        slots = self.live_slots()
        card = self.d.cards.get(self.obs.card) if self.obs.phase == "act" else None
        n = len(card.actions) if card else 0
        return slots[n:] + slots[:n]

    def current_kind(self):
        """The step kind clicks on the map stand for now (None: nothing on the map)."""
        obs = self.obs
        if obs.phase == "setup":
            return obs.todo[0] if obs.todo else None
        if obs.phase == "revive":
            return "revive"
        if obs.phase not in LIVE_PHASES:
            return None
        slots = self.live_slots()
        kinds = [sl[VI.KIND] for sl in slots]
        if self.active in kinds and slots[kinds.index(self.active)][VI.REMAINING] > 0:
            return self.step_kinds(self.active)[0]
        for buttons in (False, True):    # the first sub-action with something to click,
            for sl in self.ordered_slots():   # on the map first (buttons are always shown)
                kinds = self.step_kinds(sl[VI.KIND])
                if sl[VI.REMAINING] > 0 and any(k in self.L for k in kinds) \
                        and (kinds[0] in BUTTON_KINDS) == buttons:
                    return kinds[0]
        for sl in slots:
            if sl[VI.REMAINING] > 0:
                return self.step_kinds(sl[VI.KIND])[0]
        return None

    def button_kind(self, kind_now):
        """The sub-action whose choices are buttons in the panel (conscience, activism,
        legacies, swap), shown even while another sub-action is worked on the map."""
        if kind_now in BUTTON_KINDS:
            return kind_now
        for sl in self.live_slots():
            if sl[VI.KIND] in BUTTON_KINDS and sl[VI.REMAINING] > 0 and sl[VI.KIND] in self.L:
                return sl[VI.KIND]
        return None

    def targets(self, kind):
        """(regions to light, borders to light) for step kind `kind` (with the selection)."""
        acts = self.L.get(kind, [])
        if kind == "auto_move":
            return {a[2] for a in acts}, set()
        if kind == "move":
            if self.sel_from is not None:
                return {a[2] for a in acts if a[1] == self.sel_from}, set()
            return {a[1] for a in acts}, set()
        if kind in BORDER_KINDS:
            return set(), {a[1] for a in acts}
        if kind in FLOOD_KINDS:
            return set(), {a[1] for a in acts if self.flood_src is None or a[2] == self.flood_src}
        if kind == "push":
            return {a[3] for a in acts}, set()
        if kind in REGION_KINDS or kind == "feast":
            return {a[1] for a in acts}, set()
        return set(), set()

    def claimable(self) -> set:
        """Legacy keys lit on the faction rows (a claim or a curse may take them)."""
        return {a[1] for a in self.L.get("claim", [])} | {a[1] for a in self.L.get("curse", [])}

    def instruction(self, kind) -> list[str]:
        """String keys telling what to do with sub-action `kind` (joined by a space)."""
        if kind is None or not any(a[0] != "done" for a in self.legal):
            if kind is not None and kind not in self.L:
                return ["i_nothing", "i_all_done"]
            return ["i_all_done"]
        if kind not in self.L:
            return ["i_nothing"]
        if kind == "move":
            return ["i_move_to" if self.sel_from is not None else "i_move"]
        if kind in BORDER_KINDS:
            return ["i_border"]
        if kind in FLOOD_KINDS:
            return ["i_flood_move" if self.flood_src is not None else "i_flood"]
        if kind in BUTTON_KINDS or kind in ("auto_move", "feast", "push"):
            return ["i_" + kind]
        return ["i_region"]

    def prompt(self):
        """(string key, placeholders) of the line telling the player what to do; the key "act"
        stands for the card's name and the instruction; None when it is not the viewer's turn."""
        if not self.legal:
            return None
        obs = self.obs
        ph = obs.phase
        if ph == "setup":
            k = obs.todo[0] if obs.todo else ""
            if k == "place_possum":
                return "p_setup_possum", {"n": obs.todo.count("place_possum")}
            if k == "place_settler":
                return ("p_setup_settler_2p" if obs.players < 3 else "p_setup_settler"), {}
            return "p_setup_maori", {}
        if ph == "pick":
            return ("p_pick_confirm" if all(self.pick) else "p_pick_init" if self.pick[0] else "p_pick_action"), {}
        if ph == "auto":
            return "p_auto", {"take": "take_hunt" if self.ranger else "take_fell"}
        return {"revive": ("p_revive", {}), "tane": ("p_tane", {}), "act": ("act", {})}.get(ph)

    # ---- clicks -----------------------------------------------------------------------------
    def act(self, intent, button=1):
        """The action an intent makes (None: only the selection changed)."""
        try:
            return self._act(intent, button)
        finally:
            self._changed()
            self.pick_up_single_mover()

    def _act(self, intent, button):
        if self.aid is not None or self.legend:      # any click closes an overlay
            self.aid, self.legend = None, False
            return None
        if self.popup is not None:
            self.popup = None
            return intent[1] if button == 1 and intent and intent[0] == "popup" else None
        if intent is None:
            return None
        if button == 3:
            if intent[0] == "hand" and self.obs.phase == "pick":   # right click: the Initiative card
                cid = intent[1]
                if self.pick[0] == cid:
                    self.pick[0] = None
                self.pick[1] = cid
                return None
            self.sel_from = self.flood_src = None
            return None
        if button != 1:
            return None
        return self._left(intent)

    def _left(self, intent):
        kind, data = intent[0], intent[1:]
        if kind == "btn":
            return self.press(data[0])
        if kind == "hand":
            return self.pick_card(data[0])
        if kind == "slot":
            self.active, self.sel_from, self.flood_src = data[0], None, None
        elif kind == "legacy":
            return self.legacy_click(*data)
        elif kind in ("faction", "score", "tokens"):
            self.aid = data[0]
        elif kind == "cons":
            return self.conscience_click(data[0])
        elif kind == "map":
            return self.map_click(*data)
        return None

    def press(self, action):
        if action == ("legend",):
            self.legend = not self.legend
        elif action == ("close_aid",):
            self.aid = None
        elif action[0] == "aid":
            self.aid = action[1]
        elif action == ("done",):
            return self.done_pressed()
        elif action == ("done_sure",):
            self.ask_done = None
            return ("done",)
        elif action == ("done_keep",):
            self.ask_done = None
        elif action != ("noop",):
            if action[0] == "pick":
                self.pick = [None, None]
            return action
        return None

    def moves_left(self) -> int:
        """Moves the card still offers that could be made now (Done gives them up)."""
        if self.obs is None or self.obs.phase not in LIVE_PHASES:
            return 0
        return sum(sl[VI.REMAINING] for sl in self.live_slots() if sl[VI.REMAINING] > 0
                   and any(k in self.L for k in self.step_kinds(sl[VI.KIND])))

    def done_pressed(self):
        """Done with moves left asks once per card (the panel's confirm); else ends the card."""
        n = self.moves_left()
        if n and self._asked != self._turn_key:
            self._asked, self.ask_done = self._turn_key, n
            return None
        self.ask_done = None
        return ("done",)

    def pick_card(self, cid):
        """The first card chosen is the Action card, the next the Initiative card, hint or no
        hint (a hint marks the cards; only Confirm plays them)."""
        a, i = self.pick
        if cid == a:
            self.pick[0] = None
        elif cid == i:
            self.pick[1] = None
        elif a is None:
            self.pick[0] = cid
        else:
            self.pick[1] = cid

    def legacy_click(self, f, k):
        """A legacy on a faction row: claim or curse it when that is the step, else its aid."""
        if ("claim", k) in self.L.get("claim", []) or (self.kind == "claim" and f == self.me):
            return ("claim", k)
        if ("curse", k) in self.L.get("curse", []) or self.kind == "curse":
            return ("curse", k)
        self.aid = f
        return None

    def conscience_click(self, space):
        delta = space - self.obs.conscience
        if self.kind == "activism" and delta:
            return ("activism", delta)
        if self.kind == "conscience":
            sl = [s for s in self.obs.slots if s[VI.KIND] == "conscience"]
            return ("conscience", sl[0][VI.AMOUNT] if sl else delta)
        return None

    def key_action(self):
        """Enter: confirm the two cards, or end a card with nothing left to do."""
        if self.obs is None:
            return None
        if self.obs.phase == "pick" and all(self.pick):
            a = ("pick", self.pick[0], self.pick[1])
            self.pick = [None, None]
            self._changed()
            return a
        if self.legal and all(a[0] == "done" for a in self.legal):
            return ("done",)
        return None

    # ---- clicks on the map ----------------------------------------------------------------------
    def map_click(self, r, b, pos):
        """A click on region r (None off the land, 0 the volcano) near border b (or None)."""
        kind = self.kind
        if kind is None or not self.legal:
            return None
        if self.hinted_at(r, b):
            return self.hint
        alt = self.other_kind_for(r, b, kind)   # a click that only fits another sub-action
        if alt is not None:
            self.active = VI.SLOT_OF.get(alt, alt)
            self.sel_from = self.flood_src = None
            kind = alt
        if kind in BORDER_KINDS:
            return (kind, b) if b is not None else None
        if kind in FLOOD_KINDS:
            return self.flood_click(kind, b)
        if r is None or r == 0:
            return None
        if kind == "move":
            return self.move_click(r)
        if kind == "auto_move":
            return ("auto_move", self.obs.settlers[0], r)
        if kind == "feast":
            return self.species_click(pos, [("feast", r, sp) for sp in VI.SPECIES],
                                      ("feast", r, "kiwi" if self.obs.kiwi[r] else "possum"))
        if kind == "push":
            return self.push_click(r, pos)
        if kind in REGION_KINDS:
            return (kind, r)
        return None

    def hinted_at(self, r, b) -> bool:
        """A click on what the map draws of the hint (a region, a border, a move's destination)
        plays the hint, unless the player picked up another pawn or flood first."""
        h = self.hint
        if not h or h not in self.legal:
            return False
        k = h[0]
        if k in BORDER_KINDS | FLOOD_KINDS:
            same_src = k not in FLOOD_KINDS or self.flood_src in (None, h[2])
            return b is not None and same_src and (min(b), max(b)) == (min(h[1]), max(h[1]))
        if r is None or r == 0:
            return False
        if k == "move":
            return self.sel_from in (None, h[1]) and r == h[2]
        if k == "auto_move":
            return r == h[2]
        if k == "push":
            return r == h[3]
        return (k in REGION_KINDS or k == "feast") and r == h[1]

    def flood_click(self, kind, b):
        if b is None:
            return None
        if self.obs.floods[self.d.border_id[b]]:     # pick up a placed flood (to move it)
            self.flood_src = None if self.flood_src == b else b
            return None
        if self.flood_src is not None:
            return (kind, b, self.flood_src)
        srcs = [a[2] for a in self.L.get(kind, []) if a[1] == b]
        if None in srcs or not srcs:
            return (kind, b, None)
        return (kind, b, srcs[0]) if len(set(srcs)) == 1 else (kind, b, None)

    def move_click(self, r):
        legal = self.L.get("move", [])
        sources = {a[1] for a in legal}
        if self.sel_from is None:
            if r in sources or self.owns(r):
                self.sel_from = r
                return None
            return ("move", r, r)       # the engine says there is no pawn of yours there
        if r == self.sel_from:
            self.sel_from = None
            return None
        dests = {a[2] for a in legal if a[1] == self.sel_from}
        if r not in dests and r in sources and len(sources) > 1:
            self.sel_from = r
            return None
        return ("move", self.sel_from, r)

    def push_click(self, r, pos):
        obs = self.obs
        sl = [s for s in obs.slots if s[VI.KIND] == "push" and s[VI.REMAINING] > 0]
        frm = sl[0][VI.LOCK] if sl else 0
        sp = "kiwi" if frm and obs.kiwi[frm] and not obs.reserve[frm] else "possum"
        return self.species_click(pos, [("push", frm, s, r) for s in VI.SPECIES], ("push", frm, sp, r))

    def species_click(self, pos, candidates, fallback):
        """One legal species: its action; both: the question; none: the fallback (refused)."""
        legal = self.L.get(candidates[0][0], [])
        opts = [(a[2], a) for a in candidates if a in legal]
        if len(opts) == 1:
            return opts[0][1]
        if len(opts) > 1:
            self.popup = (pos, opts)
            return None
        return fallback

    def owns(self, r):
        return VI.is_mine(self.obs, self.obs.actor, r)

    def other_kind_for(self, r, b, kind):
        """When a map click is no target of the active sub-action but is one of exactly one
        other sub-action of the card, that other step kind (else None)."""
        if self.obs.phase not in LIVE_PHASES or self.fits(kind, r, b):
            return None
        fits = []
        for sl in self.live_slots():
            if sl[VI.REMAINING] <= 0:
                continue
            for k in self.step_kinds(sl[VI.KIND]):
                if k != kind and k in self.L and self.fits(k, r, b):
                    fits.append(k)
        return fits[0] if len(fits) == 1 else None

    def fits(self, kind, r, b):
        acts = self.L.get(kind, [])
        if not acts or kind in BUTTON_KINDS:
            return False
        if kind in BORDER_KINDS | FLOOD_KINDS:
            if b is None:
                return False
            if kind in FLOOD_KINDS and self.obs.floods[self.d.border_id[b]]:
                return True
            return any(a[1] == b for a in acts)
        if r is None:
            return False
        if kind == "move":
            if self.sel_from is not None:
                return r != self.sel_from and (self.owns(r) or any(a[1] == self.sel_from and a[2] == r
                                                                   for a in acts))
            return any(a[1] == r for a in acts)
        if kind == "push":
            return any(a[3] == r for a in acts)
        return any(a[1] == r for a in acts)
