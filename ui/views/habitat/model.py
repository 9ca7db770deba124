"""The Habitat view's selection model, pygame-free.

Built from the snapshot (observation + legal actions + view_info facts), it knows what is
selected, what is lit, and which action a click makes. A click first picks a source (a hand
card, a segment of one of your chains, a dying pile's top card, a card to place) and then a
target; the model returns the intended action even when it is not legal, so the engine's
refusal reason reaches the player.

Intents (what a region says a click means):
  ("hand", uid, c)  ("mycard", chain, pos, slot)  ("mycol", chain, slot)  ("newchain",)  ("aside",)
  ("dying", pile)  ("drawpile",)  ("display", slot)  ("oppchain", q, chain)  ("ocard", q, chain, pos)
  ("tray", uid, c)  ("renew", pile, pos, c)  ("trayback",)  ("button", action)
where `slot` is the insertion position the click means in that chain.
Marks (the vocabulary of sources and targets): ("hand", uid) ("seg", chain, pos, n) ("dying", p)
  ("tray", uid) ("tcard", uid) ("slot", chain, pos) ("newchain",) ("aside",) ("drawpile",)
  ("display", s) ("oppchain", q, chain) ("card", q, chain, pos) ("rank", r) ("pile", p)
  ("chain", chain) ("renew", p, i) ("button", name).
"""
from __future__ import annotations

from collections import defaultdict

from engine.habitat import view_info as VI

SETUP, START, DRAW, MAIN, OVER = VI.PHASES
PROMPTS = ("place", "pollution", "winter", "wildfire", "spring", "renewal", "discard")
# how to answer a prompt, said in the banner (the top bar keeps the short prompt)
HOW = {"pollution": "how_card_pile", "winter": "how_card_pile", "wildfire": "how_wildfire"}
# ... and how to play a phase's steps (the top bar says what they are)
PHASE_HOW = {START: "how_start", DRAW: "how_draw", MAIN: "how_main"}
# another player's prompt, said of them (not "your" species)
WAITS = ("pollution", "winter", "wildfire", "spring", "renewal")
SLOT_KINDS = ("mycard", "mycol")
SOURCES = ("hand", "seg", "dying", "tray", "tcard")


class HabitatModel:
    def __init__(self, deck):
        self.deck = deck
        self.sel = None
        self.obs = None
        self.legal: list = []
        self.legal_set: set = set()
        self.src: dict = {}
        self.free: list = []
        self.me, self.to_move, self.lang, self.names = 0, None, "en", []
        self.statuses, self.progress = [], []
        self.hint = None            # (source mark, target mark) of the AI's suggestion
        self.hint_action = None
        self.last_card = None
        self.obs_key = 0            # counts snapshots: what is lit is kept per snapshot and pick
        self._lit = (None, set())

    # ---- the snapshot ----------------------------------------------------------------------
    def update(self, snap) -> None:
        """A new snapshot: the facts once, and a fresh pick when a move was played."""
        obs = snap.obs
        if obs is not self.obs:
            self.sel = None
        self.obs, self.legal, self.legal_set = obs, list(snap.legal), set(snap.legal)
        self.obs_key += 1
        v = snap.viewer
        self.me = v if v is not None and 0 <= v < obs.players else 0
        self.to_move, self.lang, self.names = snap.to_move, snap.lang, list(snap.names)
        self.statuses = [VI.table_status(self.deck, obs, q) for q in range(obs.players)]
        self.progress = [VI.rank_progress(self.deck, obs, q) for q in range(obs.players)]
        self.src, self.free = defaultdict(list), []
        for a in self.legal:
            src, _ = self.action_marks(a)
            (self.free if src is None else self.src[src]).append(a)
        # the hint is marked while it is playable; the session drops it when a step is done
        self.hint_action = snap.hint if snap.hint is not None and snap.hint in self.legal_set else None
        self.hint = self.action_marks(self.hint_action) if self.hint_action is not None else None
        last = snap.last_action
        self.last_card = None
        if last is not None and len(last) > 1 and isinstance(last[1], str):
            self.last_card = self.deck.index.get(last[1])
        self.settle()

    def settle(self) -> None:
        """Drop a pick that no longer makes sense; pre-pick the card to place."""
        if self.sel is not None and not self.valid(self.sel):
            self.sel = None
        pr = self.prompt_of()
        if self.sel is None and pr is not None and pr[0] == "place" and self.legal:
            uids = [a[1] for a in self.legal if a[0] == "place"]
            piles = {a[2] for a in self.legal if a[0] == "place"}
            if self.hint is not None and self.hint[0] is not None and self.hint[0][0] == "tray":
                uids.insert(0, self.hint[0][1])     # the hinted card first
            if uids and len(piles) > 1:
                self.sel = ("tray", uids[0])

    def valid(self, s) -> bool:
        obs, deck = self.obs, self.deck
        if not self.legal:
            return False
        pr = self.prompt_of()
        if s[0] == "hand":
            return deck.index.get(s[1]) in obs.hands[self.me]
        if s[0] == "seg":
            _, ci, lo, n = s
            return ci < len(obs.tables[self.me]) and lo + n <= len(obs.tables[self.me][ci])
        if s[0] == "dying":
            return bool(obs.dying[s[1]])
        if s[0] == "tray":
            return pr is not None and pr[0] == "place" and deck.index.get(s[1]) in pr[2]
        if s[0] == "tcard":
            return pr is not None and pr[0] in ("pollution", "winter")
        return True

    # ---- facts the regions read ------------------------------------------------------------
    @property
    def mine(self) -> bool:
        return bool(self.legal) and self.to_move == self.me

    def turn_can_end(self) -> bool:
        """My own turn's main phase: End turn is offered now or once the step at hand is done."""
        return self.mine and self.obs.phase == MAIN and self.obs.current == self.me

    def prompt_of(self):
        return self.obs.pending[0] if self.obs is not None and self.obs.pending else None

    def name(self, c) -> str:
        return VI.card_name(self.deck, c, self.lang)

    def seat_name(self, q) -> str:
        return self.names[q] if q is not None and q < len(self.names) else ""

    def status_of(self, q, ci, k) -> str:
        st = self.statuses[q]
        return st[ci][k][0] if ci < len(st) and k < len(st[ci]) else VI.RESOURCE_CARD

    def feeds(self, q, ci, k) -> bool:
        st = self.statuses[q]
        return st[ci][k][1] if ci < len(st) and k < len(st[ci]) else False

    def find_on_table(self, q, c):
        return VI.find_on_table(self.obs, q, c)

    # ---- the vocabulary of sources and targets ---------------------------------------------
    def action_marks(self, a):
        """(source mark, target mark) of an action."""
        kind = a[0]
        if kind in ("play", "new_chain", "setup_discard", "territory", "discard"):
            tgt = {"play": lambda: ("slot", a[2], a[3]), "new_chain": lambda: ("newchain",),
                   "setup_discard": lambda: ("aside",), "territory": lambda: ("oppchain", a[2], a[3]),
                   "discard": lambda: ("pile", a[2])}[kind]()
            return ("hand", a[1]), tgt
        if kind in ("move", "rescue"):
            return self._move_marks(a)
        if kind == "event":
            return ("hand", a[1]), self._event_target(a)
        if kind == "place":
            pr = self.prompt_of()
            src = "tcard" if pr is not None and pr[0] in ("pollution", "winter") else "tray"
            return (src, a[1]), ("pile", a[2])
        simple = {"draw_pile": ("drawpile",), "end_turn": ("button", "end_turn"),
                  "decline": ("button", "decline"), "renew_done": ("button", "renew_done")}
        if kind in simple:
            return None, simple[kind]
        if kind == "draw_display":
            return None, ("display", a[1])
        if kind == "save":
            return None, ("chain", a[1])
        if kind == "keep":
            return None, ("tray", a[1])
        if kind == "renew":
            return None, ("renew", a[1], a[2])
        return None, None

    def _move_marks(self, a):
        n = len(self.obs.tables[self.me]) if 0 <= self.me < self.obs.players else 0
        if a[0] == "move":
            _, fc, fp, tc, tp, cnt = a
            return ("seg", fc, fp, cnt), ("newchain",) if tc == n else ("slot", tc, tp)
        return ("dying", a[1]), ("newchain",) if a[2] == n else ("slot", a[2], a[3])

    def _event_target(self, a):
        c = self.deck.index.get(a[1])
        ev = VI.event_id(self.deck, c) if c is not None else None
        if ev == VI.ABUNDANCE and len(a) == 4:
            return ("card", self.me, a[2], a[3])
        if len(a) == 5:
            return ("card", a[2], a[3], a[4])
        if ev == VI.NICHE and len(a) == 3:
            return ("rank", a[2])
        return ("button", "event")

    # ---- what is lit -----------------------------------------------------------------------
    def selected_actions(self) -> list:
        return self.src.get(self.sel, []) if self.sel is not None and self.sel[0] in SOURCES else []

    def targets(self) -> set:
        """Target marks lit now: those of the picked source, those needing no source, and (with
        nothing picked) the table cards a prompt asks for. Kept until the pick or snapshot changes."""
        if self._lit[0] != (self.obs_key, self.sel):
            self._lit = ((self.obs_key, self.sel), self._targets())
        return self._lit[1]

    def _targets(self) -> set:
        out = {self.action_marks(a)[1] for a in self.selected_actions()}
        out |= {self.action_marks(a)[1] for a in self.free}
        if self.sel is None:
            for src in self.src:
                if src[0] == "tcard":
                    where = self.find_on_table(self.me, self.deck.index[src[1]])
                    if where:
                        out.add(("card", self.me) + where)
        out.discard(None)
        return out

    def pickable(self) -> list:
        """Sources that can be picked up now (nothing picked yet): hand cards, rescuable dying
        tops, cards to place."""
        if self.sel is not None:
            return []
        return [src for src in self.src if src[0] in ("hand", "dying", "tray")]

    # ---- clicks ------------------------------------------------------------------------------
    def act(self, intent, button=1):
        """The action a click makes (None when it only changes the pick)."""
        if button == 3:
            self.sel = None
            return None
        if button != 1 or not self.mine or intent is None:
            return None
        out = self._act(intent)
        self.settle()
        return out

    def _act(self, intent):
        kind = intent[0]
        hinted = self._hinted(intent)
        if hinted is not None:
            self.sel = None
            return hinted
        if kind == "button":
            return self.press(intent[1])
        if kind == "trayback":
            return None
        if kind == "drawpile":
            self.sel = None
            return ("draw_pile",)
        if kind == "display":
            self.sel = None
            return ("draw_display", intent[1])
        if kind == "renew":
            return ("renew", intent[1], intent[2])
        pr = self.prompt_of()
        if kind == "tray" and pr is not None and pr[0] == "spring":
            return ("keep", intent[1])
        s = self.sel
        if s is not None:
            handler = {"hand": self._with_hand, "seg": self._with_segment, "dying": self._with_dying,
                       "tray": self._with_card_to_place, "tcard": self._with_card_to_place}[s[0]]
            done, out = handler(intent)
            if done:
                return out
        return self._pick(intent)

    def intent_marks(self, intent) -> set:
        """The marks a click lands on (a click on a table card is also a click on its chain
        and on the place it means)."""
        kind, me = intent[0], self.me
        if kind == "mycard":
            _, ci, k, slot = intent
            return {("slot", ci, slot), ("card", me, ci, k), ("chain", ci)}
        if kind == "mycol":
            return {("slot", intent[1], intent[2]), ("chain", intent[1])}
        if kind == "ocard":
            return {("oppchain",) + intent[1:3], ("card",) + intent[1:4]}
        if kind == "dying":
            return {("pile", intent[1])}
        if kind in ("tray", "renew"):
            return {intent[:-1]}
        if kind == "button":
            return {intent[1]}
        return {intent}

    def _hinted(self, intent):
        """The hinted action when the click lands on its marked target (with nothing picked,
        or with the hint's own card picked)."""
        if self.hint is None:
            return None
        src, tgt = self.hint
        if self.sel is not None and self.sel != src:
            return None
        return self.hint_action if tgt in self.intent_marks(intent) else None

    def _with_hand(self, intent):
        """A hand card is picked: (done, action)."""
        kind, uid = intent[0], self.sel[1]
        c = self.deck.index[uid]
        if kind == "hand":
            self.sel = None if intent[1] == uid else ("hand", intent[1])
            return True, None
        if kind == "dying":
            pr = self.prompt_of()
            if pr is not None and pr[0] == "discard":
                return True, ("discard", uid, intent[1])
            return True, self.pick_dying(intent[1])
        if kind == "newchain":
            return True, ("new_chain", uid)
        if kind == "aside":
            return True, ("setup_discard", uid)
        if VI.is_event(self.deck, c):     # an event: its target is a card on a table
            return True, self._event_on(uid, c, intent)
        if kind in SLOT_KINDS:
            return True, ("play", uid, intent[1], intent[-1])
        if kind in ("oppchain", "ocard"):
            return True, ("territory", uid, intent[1], intent[2])
        self.sel = None
        return True, None

    def _event_on(self, uid, c, intent):
        kind = intent[0]
        if kind == "mycard":
            if VI.event_id(self.deck, c) == VI.ABUNDANCE:
                return ("event", uid, intent[1], intent[2])
            return ("event", uid, self.me, intent[1], intent[2])
        if kind == "ocard":
            return ("event", uid, intent[1], intent[2], intent[3])
        if kind != "mycol":
            self.sel = None
        return None

    def _with_segment(self, intent):
        kind = intent[0]
        _, ci, lo, n = self.sel
        if kind == "mycard" and intent[1] == ci:
            k = intent[2]
            if n == 1 and k == lo:
                self.sel = None
            else:
                a, b = min(lo, k), max(lo + n - 1, k)
                if lo <= k <= lo + n - 1:     # a click inside the pick shrinks it to there
                    a, b = lo, k
                self.sel = ("seg", ci, a, b - a + 1)
            return True, None
        if kind in SLOT_KINDS:
            return True, ("move", ci, lo, intent[1], intent[-1], n)
        if kind == "newchain":
            return True, ("move", ci, lo, len(self.obs.tables[self.me]), 0, n)
        self.sel = None
        return kind not in ("hand", "dying"), None

    def _with_dying(self, intent):
        kind, p = intent[0], self.sel[1]
        if kind in SLOT_KINDS:
            return True, ("rescue", p, intent[1], intent[-1])
        if kind == "newchain":
            return True, ("rescue", p, len(self.obs.tables[self.me]), 0)
        if kind == "dying" and intent[1] != p:
            return True, self.pick_dying(intent[1])
        self.sel = None
        return kind != "hand", None

    def _with_card_to_place(self, intent):
        kind = intent[0]
        if kind == "dying":
            return True, ("place", self.sel[1], intent[1])
        if kind == "tray":
            self.sel = ("tray", intent[1])
            return True, None
        self.sel = None
        return kind != "mycard", None

    def _pick(self, intent):
        """Nothing is picked: the click picks a source (or answers a prompt)."""
        kind = intent[0]
        pr = self.prompt_of()
        if kind == "hand":
            uid = intent[1]
            acts = self.src.get(("hand", uid), [])
            if pr is not None and pr[0] == "discard" and len(acts) == 1:
                return acts[0]
            self.sel = ("hand", uid)
            return None
        if kind == "tray":
            acts = self.src.get(("tray", intent[1]), [])
            if len(acts) == 1:
                return acts[0]
            self.sel = ("tray", intent[1])
            return None
        if kind in SLOT_KINDS and pr is not None and pr[0] == "wildfire":
            return ("save", intent[1])
        if kind == "mycard":
            return self._pick_table_card(intent[1], intent[2])
        if kind == "dying":
            if pr is not None and pr[0] == "place":
                acts = [a for a in self.legal if a[0] == "place" and a[2] == intent[1]]
                if acts:
                    return acts[0]
            return self.pick_dying(intent[1])
        return None

    def _pick_table_card(self, ci, k):
        pr = self.prompt_of()
        if pr is not None and pr[0] in ("pollution", "winter"):
            uid = self.deck.uid[self.obs.tables[self.me][ci][k]]
            acts = self.src.get(("tcard", uid), [])
            if len(acts) == 1:
                return acts[0]
            if acts:
                self.sel = ("tcard", uid)
                return None
            piles = sorted({a[2] for a in self.legal if a[0] == "place"}) or [0]
            return ("place", uid, piles[0])
        hinted = self.hint[0] if self.hint is not None else None
        if hinted is not None and hinted[0] == "seg" and hinted[1] == ci and hinted[2] <= k < hinted[2] + hinted[3]:
            self.sel = hinted       # a card of the hinted group picks up the whole group
        else:
            self.sel = ("seg", ci, k, 1)
        return None

    def pick_dying(self, p):
        self.sel = ("dying", p) if self.obs.dying[p] else None
        return None

    def press(self, action):
        """A banner button."""
        if action == ("cancel",):
            self.sel = None
            return None
        simple = {("button", "end_turn"): ("end_turn",), ("button", "decline"): ("decline",),
                  ("button", "renew_done"): ("renew_done",)}
        if action in simple:
            if action == ("button", "end_turn"):
                self.sel = None
            return simple[action]
        if self.sel is None or self.sel[0] != "hand":
            return None
        if action == ("button", "event"):
            return ("event", self.sel[1])
        if action[0] == "rank":
            return ("event", self.sel[1], action[1])
        return None

    # ---- words (tx: the view's translator, key -> text) ------------------------------------
    def prompt_line(self, tx) -> str:
        pr = self.prompt_of()
        if pr is None:
            return ""
        if pr[0] == "place":
            cards = pr[2]
            if len(cards) == 1:
                return tx("p_place", name=self.name(cards[0]))
            return tx("p_place_n", n=len(cards))
        return tx("p_" + pr[0]) if pr[0] in PROMPTS else ""

    def prompt(self, tx) -> str:
        obs = self.obs
        if obs is None or obs.phase == OVER or not self.legal:
            return ""
        if obs.pending:
            return self.prompt_line(tx)
        if obs.phase == SETUP:
            return tx("p_setup", n=max(0, len(obs.hands[self.me]) - 3))
        if obs.phase == START:
            return tx("p_start")
        if obs.phase == DRAW:
            return tx("p_draw")
        return tx("p_main")

    def banner(self, tx) -> str:
        """What the banner says: the winner, whose turn, or what the pick allows."""
        obs = self.obs
        if obs.phase == OVER:
            names = ", ".join(self.names[w] for w in obs.winners if w < len(self.names))
            return tx("over_habitat" if obs.end_reason == "habitat" else "over_cap", name=names)
        p = self.to_move
        if p is None or p == self.me and not self.legal:     # (a lesson's reading step: the bubble speaks)
            return ""
        if p != self.me:
            pname = self.names[p] if p < len(self.names) else f"P{p + 1}"
            pr = self.prompt_of()
            if pr is not None and pr[0] in WAITS:
                return tx("w_" + pr[0], name=pname)
            if pr is not None and pr[0] not in ("place", "discard", "end"):
                return tx("w_prompt", name=pname, what=self.prompt_line(tx))
            return tx("w_setup" if obs.phase == SETUP else "w_turn", name=pname)
        s = self.sel
        if self.hint is not None and (s is None or s == self.hint[0]):
            return self.hint_line(tx)
        if s is None:
            return self.prompt_and_how(tx)
        if s[0] in ("hand", "seg", "dying") and not self.src.get(s):
            return self._nothing_lit(tx, s)
        return self._pick_line(tx, s)

    def prompt_and_how(self, tx) -> str:
        """The prompt, and for a prompt answered on the board, how to answer it."""
        line = self.prompt(tx)
        pr = self.prompt_of()
        if line and pr is None and self.obs.phase in PHASE_HOW:     # (the top bar says the line)
            return tx(PHASE_HOW[self.obs.phase])
        if not line or pr is None or pr[0] not in HOW:
            return line
        if pr[0] == "wildfire":     # says it all, naming the burnt chain and the food
            _, _, rtype, first = pr
            return tx("how_wildfire", name=self.name(first), food=VI.resource_name(self.deck, rtype, self.lang))
        return f"{line} — {tx(HOW[pr[0]])}"

    def place_reason(self):
        """Why cards must go to the dying piles now (a locale key), or None."""
        pend = self.obs.pending if self.obs is not None else []
        if not pend or pend[0][0] != "place":
            return None
        nxt = pend[1][0] if len(pend) > 1 else None
        if nxt == "discard":
            return "why_starved"
        if nxt == "spring_draw":
            return "why_spring"
        if any(c >= 0 and VI.is_event(self.deck, c) for c in pend[0][2]):
            return "why_event"
        return None

    def burnt_chain(self):
        """Wildfire asked of the viewer: (chain, position) of the first card of the burnt
        chain on the viewer's table, or None."""
        pr = self.prompt_of()
        if pr is None or pr[0] != "wildfire" or pr[1] != self.me:
            return None
        return self.find_on_table(self.me, pr[3])

    def hint_line(self, tx) -> str:
        """What the hint asks: which card goes where (the target carries a "Hint" tag)."""
        src = self.hint[0]
        if src is None:
            return tx("h_click")
        if src[0] in ("tray", "tcard"):
            return tx("h_card", name=self.name(self.deck.index[src[1]]))
        return tx("h_card", name=self.name(self._source_card(src)))

    def _source_card(self, s):
        if s[0] == "hand":
            return self.deck.index[s[1]]
        if s[0] == "seg":
            return self.obs.tables[self.me][s[1]][s[2]]
        return self.obs.dying[s[1]][-1]

    def _nothing_lit(self, tx, s) -> str:
        c = self._source_card(s)
        if self.obs.phase == START and s[0] == "hand" and VI.is_species(self.deck, c):
            return tx("s_no_territory", name=self.name(c))
        return tx("s_none", name=self.name(c))

    def _pick_line(self, tx, s) -> str:
        if s[0] == "seg":
            return tx("s_seg", n=s[3])
        if s[0] == "dying":
            return tx("s_rescue", name=self.name(self.obs.dying[s[1]][-1]))
        if s[0] in ("tray", "tcard"):
            c = self.deck.index.get(s[1])
            return tx("s_pile", name=self.name(c) if c is not None else str(s[1]))
        c = self.deck.index[s[1]]
        n = self.name(c)
        pr = self.prompt_of()
        if pr is not None and pr[0] == "discard":
            return tx("s_discard", name=n)
        ev = VI.event_id(self.deck, c)
        if ev == VI.NICHE:
            return tx("s_niche")
        if ev is not None:
            return tx("s_event" if ev in VI.TARGET_EVENTS else "s_event_go", name=n)
        if self.obs.phase == START and VI.is_species(self.deck, c):
            return tx("s_territory", name=n)
        return tx("s_hand_setup" if self.obs.phase == SETUP else "s_hand", name=n)

    def button_specs(self, tx) -> list:
        """The banner's buttons now: (label, action, primary)."""
        if not self.mine:
            return []
        specs = []
        s = self.sel
        if s is not None and s[0] == "hand":
            c = self.deck.index[s[1]]
            ev = VI.event_id(self.deck, c)
            if ev == VI.NICHE:
                specs += [(str(k), ("rank", k), False) for k in range(1, 9)]
            elif ev is not None and ev not in VI.TARGET_EVENTS:
                specs.append((tx("play", name=self.name(c)), ("button", "event"), True))
        if s is not None and s[0] != "tray":
            specs.append((tx("cancel"), ("cancel",), False))
        for action, key, name in ((("decline",), "decline", "decline"), (("renew_done",), "done", "renew_done"),
                                  (("end_turn",), "end_turn", "end_turn")):
            if action in self.legal_set:
                specs.append((tx(key), ("button", name), True))
        return specs
