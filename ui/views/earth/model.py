"""The Earth selection model, pygame-free: what is lit at the current step, which action a
click makes, the buttons of the moment and the prompt.

Built once per snapshot from the observation, the legal actions and view_info facts. Intents
(what a region says a click meant):
  ("cell", row, col)  a space of the shown island      ("card", cid)    a card of the tableau
  ("hand", cid)       a card in hand                   ("look", cid)    a drawn card to keep
  ("offer", i, face)  a set-up face                    ("action", col)  one of the four actions
  ("fauna", slot)     a fauna card                     ("button", a)    a button of the moment
  ("tab", seat)       show another island (GAIA_TAB: Gaia's board)
  ("team", kind[, cid]) the team board: a token (soil, compost, sprout, growth), a card, or
                      the "ask where my gains go" switch ("share")
"""
from __future__ import annotations

from engine.earth import view_info as VI

GAIA_TAB = "gaia"
HIDDEN = VI.HIDDEN
CANCEL = ("cancel",)
BOARD_SELS = ("board_amount", "board_piece")     # a take from the team board, being chosen


def _group(legal, kind) -> list:
    return [a for a in legal if a[0] == kind]


class EarthModel:
    def __init__(self, data):
        self.data = data
        self.obs, self.legal, self.me, self.lang = None, [], 0, "en"
        self.shown = 0
        self.sel = None             # a hand card whose sprout payment is asked, or a card to copy from
        self.hint = None
        self.question = None
        self.names: list = []
        self.to_move = None
        self._reset_lit()

    def _reset_lit(self):
        self.lit_cells, self.lit_cards, self.lit_hand = {}, {}, {}
        self.lit_look, self.lit_offers, self.lit_actions, self.lit_fauna = {}, {}, {}, {}
        self.events = {}

    # ---- building from a snapshot ------------------------------------------------------------
    def update(self, snap):
        first = self.obs is None or snap.viewer != self.me
        self.obs, self.legal, self.lang = snap.obs, list(snap.legal), snap.lang
        self.me = snap.viewer if snap.viewer is not None else 0
        self.names, self.to_move, self.hint = list(snap.names), snap.to_move, snap.hint
        self.question = VI.current_question(self.data, self.obs)
        if first:
            self.shown = self.me
        if self.sel is not None and not self._sel_still_open():
            self.sel = None
        self._light()

    def reset(self):
        self.sel = None
        if self.obs is not None:
            self.shown = self.me
            self._light()

    def _sel_still_open(self) -> bool:
        kind = "board" if self.sel[0] in BOARD_SELS else self.sel[0]
        return any(a[0] == kind and a[1] == self.sel[1] for a in self.legal)

    def _light(self):
        self._reset_lit()
        legal = self.legal
        for a in _group(legal, "cell"):
            self.lit_cells[(a[1], a[2])] = a
        for k in ("put", "take"):
            for a in _group(legal, k):
                self.lit_cards[a[1]] = a
        for a in _group(legal, "copy"):
            self.lit_cards.setdefault(a[1], a)
        for k in ("row", "column"):          # a row or column is chosen by clicking one of its cards
            for a in _group(legal, k):
                for cid in VI.line_cards(self.obs, self.me, k, a[1]):
                    self.lit_cards[cid] = a
        for k in ("plant", "compost", "give", "send_card"):
            for a in _group(legal, k):
                self.lit_hand.setdefault(a[1], []).append(a)
        if self.sel is not None and self.sel[0] == "board_piece":      # a piece from the team board
            self.lit_cards = {a[2]: a for a in _group(legal, "board") if a[1] == self.sel[1]}
        for a in _group(legal, "event"):
            self.events[a[1]] = a
        self.lit_look = {a[1]: a for a in _group(legal, "keep")}
        self.lit_offers = {(a[1], a[2]): a for a in _group(legal, "face")}
        self.lit_actions = {a[1]: a for a in _group(legal, "action")}
        self.lit_fauna = {a[1]: a for a in _group(legal, "fauna")}

    # ---- facts the regions ask ----------------------------------------------------------------
    @property
    def mine(self) -> bool:
        return bool(self.legal)

    @property
    def kind(self):
        return self.question["kind"] if self.question else None

    @property
    def solo(self) -> bool:
        return self.obs is not None and self.obs.players == 1

    def tabs(self) -> list:
        seats = list(range(self.obs.players))
        return seats + [GAIA_TAB] if self.solo else seats

    def window(self, p) -> tuple:
        """(top, left, rows, cols) of the grid drawn for seat p: its cards and, on its own
        island, the lit spaces; at least 4 x 4, centred when smaller."""
        cells = set(self.obs.grid[p])
        if p == self.me:
            cells |= set(self.lit_cells)
        if not cells:
            cells = {(0, 0)}
        rows = [r for r, _ in cells]
        cols = [c for _, c in cells]
        nr, nc = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
        top = min(rows) - max(0, 4 - nr) // 2
        left = min(cols) - max(0, 4 - nc) // 2
        return top, left, max(4, nr), max(4, nc)

    def hand_cards(self) -> list:
        return list(self.obs.hands[self.me])

    def picked(self):
        """The hand card being planted (its space is asked) or whose payment is asked, if any."""
        if self.sel is not None and self.sel[0] == "plant":
            return self.sel[1]
        return self.question["card"] if self.mine and self.kind == "cell" else None

    def hand_lit(self, cid) -> bool:
        return cid in self.lit_hand or cid in self.events

    def hint_target(self):
        """The intent whose lit target shows the hinted move, or None."""
        a = self.hint
        if not a or a not in self.legal:
            return None
        k = a[0]
        if k == "cell":
            return ("cell", a[1], a[2])
        if k in ("put", "take", "copy"):
            return ("card", a[1])
        if k in ("plant", "compost", "give", "event"):
            return ("hand", a[1])
        if k == "send_card":
            return ("hand", a[1])
        if k in ("board", "share"):
            return ("team", "share") if k == "share" else ("team",) + ((a[1], a[2]) if a[1] == "card" else (a[1],))
        simple = {"keep": ("look", a[1] if len(a) > 1 else None), "action": ("action", a[-1]),
                  "fauna": ("fauna", a[-1])}
        if k == "face":
            return ("offer", a[1], a[2])
        return simple.get(k, ("button", a))

    # ---- clicks ------------------------------------------------------------------------------
    def act(self, intent):
        """The action a click makes, or None (a change of selection or nothing)."""
        if intent is None:
            return None
        if intent[0] == "tab":
            self.shown = intent[1]
            return None
        if self.hint_target() == tuple(intent) and self.hint in self.legal:
            self.sel = None
            return self.hint
        handler = getattr(self, "_on_" + intent[0], None)
        return handler(intent) if handler else None

    def _on_button(self, intent):
        a = intent[1]
        if a == CANCEL:
            self.sel = None
            return None
        if a[0] == "pick_copy":
            self.sel = ("copy", a[1])
            return None
        if a in self.legal and self.sel is not None and self.sel[0] == "board_amount":
            self.sel = None
        return a if a in self.legal else None

    def _on_cell(self, intent):
        if self.shown != self.me:
            return None
        return self.lit_cells.get((intent[1], intent[2]))

    def _on_card(self, intent):
        if self.shown != self.me:
            return None
        cid = intent[1]
        if cid in self.lit_cards and self.lit_cards[cid][0] == "copy":
            options = [a for a in self.legal if a[0] == "copy" and a[1] == cid]
            if len(options) == 1:
                return options[0]
            self.sel = ("copy", cid)
            return None
        return self.lit_cards.get(cid)

    def _on_hand(self, intent):
        cid = intent[1]
        options = self.lit_hand.get(cid, [])
        if len(options) == 1:
            self.sel = None
            return options[0]
        if len(options) > 1:
            self.sel = ("plant", cid)
            return None
        return self.events.get(cid)

    def team_lit(self, intent) -> bool:
        """Whether a thing of the team board can be clicked now (taken, or the switch turned)."""
        if intent[1] == "share":
            return any(a[0] == "share" for a in self.legal)
        if intent[1] == "card":
            return ("board", "card", intent[2]) in self.legal
        return any(a[0] == "board" and a[1] == intent[1] for a in self.legal)

    def _on_team(self, intent):
        """A click on the team board: the switch, a card, or a token (an amount or a flora to
        choose when there is more than one way to take it)."""
        if intent[1] == "share":
            return next((a for a in self.legal if a[0] == "share"), None)
        if intent[1] == "card":
            a = ("board", "card", intent[2])
            return a if a in self.legal else None
        options = [a for a in self.legal if a[0] == "board" and a[1] == intent[1]]
        if len(options) == 1:
            self.sel = None
            return options[0]
        if options:
            self.sel = ("board_amount" if intent[1] in ("soil", "compost") else "board_piece", intent[1])
            if self.sel[0] == "board_piece":
                self.shown = self.me         # the flora to choose are on your island
            self._light()
        return None

    def _on_look(self, intent):
        return self.lit_look.get(intent[1])

    def _on_offer(self, intent):
        return self.lit_offers.get((intent[1], intent[2]))

    def _on_action(self, intent):
        return self.lit_actions.get(intent[1])

    def _on_fauna(self, intent):
        return self.lit_fauna.get(intent[1])

    # ---- buttons of the moment ------------------------------------------------------------------
    def buttons(self) -> list:
        """(label key, format values, action, primary) for the banner, in reading order."""
        if not self.mine:
            return []
        if self.sel is not None:
            return self._sel_buttons()
        out = []
        for a in self.legal:
            spec = self._button_of(a)
            if spec is not None:
                out.append(spec)
        return out

    def _sel_buttons(self) -> list:
        kind, cid = self.sel
        out = []
        if kind == "board_amount":       # cid: the kind of thing taken (soil, compost)
            options = [a for a in self.legal if a[0] == "board" and a[1] == cid]
            out = [(f"b_take_{cid}", {"n": a[2]}, a, a == options[-1]) for a in options]
        for a in self.legal:
            if a[0] == kind == "plant" and a[1] == cid:
                out.append(("b_pay", {"n": a[2] if len(a) > 2 else 0}, a, len(a) == 2))
            elif a[0] == kind == "copy" and a[1] == cid:
                out.append(("b_copy", {"text": self.copy_text(a)}, a, False))     # the banner fits it to the row
        return out + [("b_cancel", {}, CANCEL, False)]

    def copy_text(self, action) -> str:
        """The whole text of the ability a copy action copies."""
        return VI.card_face(self.data, action[1])["texts"][action[2]][self.lang]

    def _button_of(self, a):
        k = a[0]
        if k == "stop":
            return (f"b_stop_{self.kind}", {}, a, False)
        if k in ("activate", "skip", "activate_all"):
            return (f"b_{k}", {}, a, k == "activate")
        if k == "order":
            return (f"b_order_{a[1]}", {}, a, a[1] == "board")
        if k == "minor":
            return (f"b_minor_{a[1]}", {}, a, False)
        if k == "convert":
            return ("b_convert", {}, a, False)
        if k in ("row", "column"):           # counted from the top (or left) of the tableau
            at = 0 if k == "row" else 1
            lines = sorted({rc[at] for rc in self.obs.grid[self.me]})
            return (f"b_{k}", {"n": lines.index(a[1]) + 1}, a, False)
        if k == "send":
            return ("b_send_zero" if a[1] == 0 else "b_send", {"n": a[1]}, a, a[1] == 0)
        if k == "send_piece":
            return ("b_send_piece", {}, a, False)
        if k == "amount":
            key = "b_amount_zero" if a[1] == 0 else f"b_amount_{self.obs.tasks[-1][2]}"
            return (key, {"n": a[1]}, a, a[1] == max(b[1] for b in self.legal if b[0] == "amount"))
        return None

    # ---- words ---------------------------------------------------------------------------------
    def card_name(self, cid) -> str:
        face = VI.card_face(self.data, cid)
        return face["name"].get(self.lang, face["name"]["en"]) if face else "?"

    def prompt(self):
        """(locale key, values) of the one line saying what to do now."""
        obs, q = self.obs, self.question
        if obs is None:
            return "p_wait", {"name": ""}
        if obs.phase == "over" or q is None:
            return "p_over", {}
        if not self.mine:
            return "p_wait", {"name": self._name(q["seat"])}
        if self.sel is not None and self.sel[0] in BOARD_SELS:
            return f"p_{self.sel[0]}_{self.sel[1]}", {}
        if self.sel is not None:
            key = "p_pay" if self.sel[0] == "plant" else "p_copy_which"
            return key, {"card": self.card_name(self.sel[1])}
        return self._step_prompt(q)

    def _name(self, p) -> str:
        return self.names[p] if 0 <= p < len(self.names) else "?"

    def _step_prompt(self, q):
        k, top = q["kind"], self.obs.tasks[-1]
        if k == "pick":
            return f"p_pick_{top[2]}", {}
        if k in ("setup_compost", "plant"):
            return f"p_{k}", {"n": top[2]}
        if k == "cell":
            return "p_cell", {"card": self.card_name(q["card"])}
        if k in ("place", "remove"):
            return f"p_{k}_{q['piece']}", {"n": q["left"]}
        if k == "hand":
            return f"p_hand_{top[2]}", {"n": top[3]}
        if k == "upto":
            return f"p_upto_{top[2]}", {"n": top[3]}
        if k == "ask":
            return "p_ask", {"card": self.source_name(q["source"]), "text": q["text"][self.lang]}
        if k == "short":        # say which ways to pay are open: convert, an event, the team board
            ways = ("convert" if ("convert",) in self.legal else "") + ("event" if self.events else "") \
                + ("board" if any(a[0] == "board" for a in self.legal) else "")
            return f"p_short_{ways or 'none'}", {"card": self.source_name(q["source"]), "text": q["text"][self.lang]}
        if k == "pickline":
            return f"p_pickline_{q['axis']}", {"card": self.source_name(q["source"])}
        if k == "split":
            return f"p_split_{top[2]}", {"n": top[3]}
        if k == "teamtake":
            return "p_teamtake", {"name": self._name(self.obs.active)}
        if k in ("minor", "copy", "order"):
            colour = VI.colour_names()[q["colour"]][self.lang]
            return f"p_{k}", {"colour": colour, "name": self._name(self.obs.active)}
        return f"p_{k}", {}

    def source_name(self, src) -> str:
        """The printed name of an ability's source: a card, the island, the climate, a Gaia card."""
        if isinstance(src, int):
            return self.card_name(src)
        if src in ("island", "climate"):
            faces = VI.board_faces(self.data, self.obs, self.me)
            face = faces.get(src)
            return face["name"][self.lang] if face else "?"
        return "Gaia"
