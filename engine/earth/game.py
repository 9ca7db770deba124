"""EarthGame: the protocol glue over flow.py (the step machine), steps.py (decisions) and the
modules below them."""
from __future__ import annotations

import random

from engine.core import Game, IllegalAction, Variant
from engine.core.data import LoadedOnUse

from . import flow, steps
from .ai import evaluate, levels, rollout_action
from .data import default_data
from .invariants import check_invariants as _check
from .scoring import score_sheet
from .state import HIDDEN, card_places, team_of
from .text import describe as describe_action
from .logtext import describe_with_notes
from .text import reason, reason_text
from .turn import seat_of

MODE = Variant("mode", {"en": "Mode", "fr": "Mode"},
               (("beginner", {"en": "Beginner", "fr": "Débutant"}),
                ("standard", {"en": "Standard", "fr": "Standard"}),
                ("advanced", {"en": "Advanced (choose 1 of 2 islands, climates, ecosystems)",
                              "fr": "Avancé (choisir 1 île, 1 climat, 1 écosystème sur 2)"})),
               "standard")
GAIA = Variant("gaia", {"en": "Gaia's level", "fr": "Niveau de Gaïa"},
               (("easy", {"en": "Easy", "fr": "Facile"}), ("medium", {"en": "Medium", "fr": "Moyen"}),
                ("hard", {"en": "Hard", "fr": "Difficile"}), ("expert", {"en": "Expert", "fr": "Expert"})),
               "medium", players=(1,))
TEAMS = Variant("teams", {"en": "Teams (2 against 2)", "fr": "Équipes (2 contre 2)"},
                (("off", {"en": "No: each for themselves", "fr": "Non : chacun pour soi"}),
                 ("on", {"en": "Players 1 and 2 against 3 and 4", "fr": "Joueurs 1 et 2 contre 3 et 4"})),
                "off", players=(4,))
HANDS = Variant("team_hands", {"en": "Hands within a team", "fr": "Mains dans une équipe"},
                (("private", {"en": "Private: nobody sees another's hand",
                              "fr": "Secrètes : personne ne voit la main d'un autre"}),
                 ("open", {"en": "Open: teammates see each other's hand",
                           "fr": "Ouvertes : les coéquipiers voient la main de l'autre"})),
                "private", players=(4,), requires=("teams", "on"))


class EarthGame(Game):
    name = "earth"
    title = {"en": "Earth", "fr": "Earth"}  # noqa: RUF012 (the protocol's shape)
    min_players, max_players = 1, 5
    hidden_information = True
    variants = (MODE, GAIA, TEAMS, HANDS)

    data = LoadedOnUse(default_data)

    def __init__(self, data=None):
        self._data = data

    # ---- set-up and flow -------------------------------------------------------------------
    def setup(self, options, seed):
        o = self.check_options(options)
        teams = o.get("teams") == "on"
        if teams and o["players"] != 4:
            raise IllegalAction("the team game is played by 4 players, 2 against 2",
                                "le jeu par équipes se joue à 4, 2 contre 2")
        return flow.new_state(self.data, o["players"], o["mode"], o.get("gaia", ""), seed, teams,
                              teams and o.get("team_hands") == "open")

    def to_move(self, s):
        if s.phase == "over" or not s.tasks:
            return None
        return seat_of(s, s.tasks[-1])

    def legal_actions(self, s):
        return steps.legal(self.data, s)

    def apply(self, s, a):
        flow.apply_decision(self.data, s, tuple(a))

    def explain_illegal(self, s, a):
        en, fr = reason_text(reason(self.data, s, a, None))
        return IllegalAction(en, fr)

    def play(self, s, a):
        if self.is_over(s):
            raise IllegalAction("the game is over", "la partie est finie")
        if not isinstance(a, tuple) or a not in self.legal_actions(s):
            raise self.explain_illegal(s, a)
        self.apply(s, a)

    # ---- hidden information ------------------------------------------------------------------
    def observe(self, s, player):
        o = s.clone()
        o.rng = None
        for zone in ("deck", "discard"):
            setattr(o, zone, [HIDDEN] * len(getattr(s, zone)))
        o.compost = [[HIDDEN] * len(c) for c in s.compost]
        for q in range(s.players):
            if q != player and not sees_hand(s, player, q):
                o.hands[q] = [HIDDEN] * len(s.hands[q])
        for team, side in enumerate(o.board):
            side.compost = [HIDDEN] * len(side.compost)       # face down: nobody sees them
            if player is None or team_of(player) != team:
                side.cards = [HIDDEN] * len(side.cards)
        if not self._sees_looking(s, player):
            o.looking = [HIDDEN] * len(s.looking)
        if o.gaia is not None:
            o.gaia.compost = [HIDDEN] * len(s.gaia.compost)
            o.gaia.deck = [HIDDEN] * len(s.gaia.deck)
        return o

    def shares_sight(self, s, a, b) -> bool:
        """Teammates with open hands (an option of the team game) see each other's hand."""
        return a is not None and b is not None and a != b and sees_hand(s, a, b) and sees_hand(s, b, a)

    def _sees_looking(self, s, player):
        return bool(s.looking) and player is not None and player == s.active

    def determinize(self, s, player, rng):
        """Re-deal every card `player` cannot see (deck, discard, every compost, the others'
        hands, cards drawn by someone else) from the cards not in sight. It reads only
        observe(s, player), so it works on the true state and on an observation alike."""
        det = self.observe(s, player)
        zones = [("deck", None), ("discard", None)] + [("compost", q) for q in range(s.players)]
        zones += [("hands", q) for q in range(s.players) if q != player]
        zones.append(("looking", None))
        zones += [(kind, t) for t in range(len(s.board)) for kind in ("board_cards", "board_compost")]
        if s.gaia is not None:
            zones.append(("gaia_compost", None))
        zones = [z for z in zones if HIDDEN in self._zone(det, z)]
        pool = sorted(set(self.data.deck_ids(s.players)) - set(visible_cards(det)))
        rng.shuffle(pool)
        for z in zones:
            n = len(self._zone(det, z))
            self._set_zone(det, z, pool[:n])
            pool = pool[n:]
        if det.gaia is not None:
            g = det.gaia
            g.deck = sorted(set(x.id for x in self.data.gaia) - set(g.used) - {g.card})
            rng.shuffle(g.deck)
        det.rng = random.Random(rng.getrandbits(64))
        return det

    @staticmethod
    def _zone(s, z):
        kind, q = z
        if kind == "gaia_compost":
            return s.gaia.compost
        if kind.startswith("board_"):
            return getattr(s.board[q], kind[6:])
        if q is None:
            return getattr(s, kind)
        return getattr(s, kind)[q]

    @staticmethod
    def _set_zone(s, z, cards):
        kind, q = z
        if kind == "gaia_compost":
            s.gaia.compost = cards
        elif kind.startswith("board_"):
            setattr(s.board[q], kind[6:], sorted(cards) if kind == "board_cards" else cards)
        elif q is None:
            setattr(s, kind, cards)
        else:
            getattr(s, kind)[q] = sorted(cards) if kind == "hands" else cards

    # ---- scores, text, turns ------------------------------------------------------------------
    def scores(self, s):
        return score_sheet(self.data, s)

    def describe(self, s, a, lang="en"):
        return describe_action(self.data, s, tuple(a), lang)

    def describe_with_names(self, s, a, lang, names):
        """The log line (the match writes it): the move, then what followed on its own."""
        return describe_with_notes(self.data, s, tuple(a), lang, names)

    def turn_key(self, s):
        return (s.turn, self.to_move(s))

    def round_number(self, s):
        return s.round

    def check_invariants(self, s):
        _check(self.data, s)

    # ---- AI ---------------------------------------------------------------------------------
    def evaluate(self, s, player):
        return evaluate(self, s, player)

    def rollout_action(self, s, rng):
        return rollout_action(self, s, rng)

    def ai_levels(self):
        return levels()


def visible_cards(s) -> list:
    """Every Earth card id in sight in `s` (HIDDEN places left out)."""
    return [c for c in card_places(s) if c != HIDDEN]


def sees_hand(s, player, q) -> bool:
    """Whether `player` may see seat q's hand: their own, or a teammate's when hands are open
    within a team (an option of the team game)."""
    return player == q or (player is not None and s.open_hands and team_of(player) == team_of(q))
