"""KauriGame: the protocol glue over flow.py (turn structure) and steps.py (card actions)."""
from __future__ import annotations

import random
from collections import Counter

from engine.core import Game, IllegalAction, Variant
from engine.core.data import LoadedOnUse

from . import flow
from .data import FACTIONS, default_data
from .scoring import score_sheet, totals
from .text import describe as describe_action
from .text import describe_own as own_words
from .text import reason_text

HIDDEN = "?"


class KauriGame(Game):
    name = "kauri"
    title = {"en": "Kauri", "fr": "Kauri"}
    min_players, max_players = 2, 4
    hidden_information = True
    seat_names = FACTIONS
    variants = (Variant("mulligan", {"en": "Advanced rule: first-turn mulligan",
                                     "fr": "Règle avancée : changer sa main au premier tour"},
                        (("off", {"en": "Off", "fr": "Non"}), ("on", {"en": "On", "fr": "Oui"})),
                        "off"),)

    data = LoadedOnUse(default_data)

    def __init__(self, data=None):
        self._data = data

    # ---- set-up ------------------------------------------------------------------------
    def setup(self, options, seed):
        options = self.check_options(options)
        return flow.new_state(self.data, options["players"], seed, options["mulligan"] == "on")

    def player_names(self, state):
        names = self.data.game.factions
        return [{"en": names[p].name.en, "fr": names[p].name.fr} for p in range(state.players)]

    # ---- flow --------------------------------------------------------------------------
    def to_move(self, s):
        if s.phase == "over":
            return None
        if s.phase == "pick":
            return flow.picking_seat(s)
        return s.actor

    def legal_actions(self, s):
        d = self.data
        ph = s.phase
        if ph == "pick":
            p = flow.picking_seat(s)
            hand = s.hands[p]
            out = [("pick", a, i) for a in hand for i in hand if a != i]
            if flow.mulligan_allowed(s, p):
                out.append(("mulligan",))
            return out
        if ph in ("act", "auto", "tane"):
            return flow.step_actions(d, s)
        if ph == "setup":
            return flow.setup_actions(d, s)
        if ph == "revive":
            return [("revive", c) for c in flow.revive_cities(d, s)]
        return []

    def apply(self, s, a):
        d = self.data
        ph = s.phase
        if ph == "pick":
            p = flow.picking_seat(s)
            if a[0] == "mulligan":
                flow.apply_mulligan(d, s, p)
            else:
                flow.apply_pick(d, s, p, a)
        elif ph == "setup":
            flow.apply_setup(d, s, a)
        elif ph == "revive":
            flow.apply_revive(d, s, a)
        else:
            flow.apply_step(d, s, a)

    def reason(self, s, a) -> str | None:
        """The reason key why `a` is illegal now (None if it is legal)."""
        d = self.data
        if not isinstance(a, tuple) or not a or not isinstance(a[0], str):
            return "bad_shape"
        ph = s.phase
        if ph == "over":
            return "game_over"
        if ph == "pick":
            p = flow.picking_seat(s)
            if a[0] == "mulligan":
                return None if a == ("mulligan",) and flow.mulligan_allowed(s, p) else "no_mulligan"
            if a[0] != "pick":
                return "wrong_phase"
            hand = s.hands[p]
            ok = len(a) == 3 and a[1] in hand and a[2] in hand and a[1] != a[2]
            return None if ok else "pick_cards"
        if ph == "setup":
            return flow.setup_reason(d, s, a)
        if ph == "revive":
            if a[0] != "revive":
                return "revive_first"
            if len(a) != 2 or a[1] not in flow.revive_cities(d, s):
                return "not_city"
            return None
        if a[0] in ("pick", "mulligan", "revive") or a[0].startswith("place_"):
            return "wrong_phase"
        try:
            return flow.step_reason(d, s, a)
        except (TypeError, ValueError, IndexError, KeyError):
            return "bad_shape"

    def explain_illegal(self, s, a):
        key = self.reason(s, a) or "unknown"
        en, fr = reason_text(key)
        return IllegalAction(en, fr)

    def play(self, s, a):
        if self.is_over(s):
            raise IllegalAction("the game is over", "la partie est finie")
        if self.reason(s, a) is not None or a not in self.legal_actions(s):
            raise self.explain_illegal(s, a)
        self.apply(s, a)

    # ---- hidden information --------------------------------------------------------------
    def observe(self, s, player):
        o = s.clone()
        o.rng = None
        for q in range(s.players):
            if q == player:
                continue
            o.hands[q] = [HIDDEN] * len(s.hands[q])
            o.decks[q] = [HIDDEN] * len(s.decks[q])
            if s.phase == "pick" and s.picks[q] is not None:
                o.picks[q] = (HIDDEN, HIDDEN)
        return o

    def determinize(self, s, player, rng):
        """Re-deal every other seat's unseen cards (hand, draw pile and a not yet revealed
        pick) from what `player` sees; a pick is re-sampled from the re-dealt cards. Works
        on an observation: the unseen cards are the faction's cards less those in sight."""
        det = s.clone()
        for q in range(s.players):
            if q == player:
                continue
            secret_pick = s.phase == "pick" and s.picks[q] is not None
            pool = self.unseen_cards(s, q)
            rng.shuffle(pool)
            if secret_pick:
                det.picks[q] = (pool.pop(), pool.pop())
            k = len(s.hands[q])
            det.hands[q] = sorted(pool[:k])
            det.decks[q] = sorted(pool[k:])
        det.rng = random.Random(rng.getrandbits(64))
        return det

    def unseen_cards(self, s, q) -> list:
        """Seat q's cards nobody else can see (hand, deck, a secret pick), sorted."""
        unseen = Counter(self.data.faction_cards[q])
        unseen.subtract(s.discards[q])
        if s.picks[q] is not None and not (s.phase == "pick"):
            unseen.subtract(s.picks[q])
        return sorted(unseen.elements())

    # ---- scores and text -----------------------------------------------------------------
    def scores(self, s):
        return score_sheet(self.data, s)

    def describe(self, s, a, lang="en"):
        return describe_action(self.data, s, a, lang)

    def describe_own(self, s, a, lang, names):
        return own_words(self.data, s, a, lang)

    def turn_key(self, s):
        return (s.period, s.turn, s.phase, self.to_move(s), s.cursor)

    def round_number(self, s):
        return (s.period - 1) * self.data.game.turns_per_period + s.turn

    # ---- AI -------------------------------------------------------------------------------
    def evaluate(self, s, player):
        from .ai import evaluate
        return evaluate(self, s, player)

    def rollout_action(self, s, rng):
        from .ai import rollout_action
        return rollout_action(self, s, rng)

    def ai_levels(self):
        from .ai import levels
        return levels()

    def live_totals(self, s):
        return totals(self.data, s)
