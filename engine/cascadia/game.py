"""CascadiaGame: set-up, the turn as protocol steps, hidden information, scores.

A turn, one action per click:
  ("wipe3",)                  optional overpopulation wipe of three identical tokens
  ("nature_wipe", mask)       spend a nature token: replace the tokens of slots in mask (bits 0-3)
  ("nature_free",)            spend a nature token: take any tile with any token this turn
  ("take", tile_slot, token_slot)   slots 0-3, left to right; equal unless a free choice was bought
  ("place", q, r, rotation)   the tile, on an empty hex next to the environment, rotation 0-5
  ("token", q, r) or ("discard_token",)   the wildlife token, or back into the bag
Then the display is refilled (solo: slide and discard), the next player's turn starts and
four identical tokens are wiped automatically.
"""
from __future__ import annotations

import random

from engine.core import Game, Variant

from . import text as T
from .actions import DISCARD, FREE, PAIR_TAKES, PLACE_ACTS, SUBMASKS, TAKE_ACTS, TOKEN_ACTS, WIPE3
from .ai import LEVELS
from .data import ANIMALS, load
from .hexgrid import R, STEP, W, cell, in_range
from .planner import evaluate
from .scoring import sheet
from .state import EMPTY, OVER, PLACE, TAKE, TOKEN, CascadiaState

_L = {"en": "", "fr": ""}
CARD_CHOICES = (
    ("a", {"en": "All A (first game)", "fr": "Toutes A (première partie)"}),
    ("b", {"en": "All B", "fr": "Toutes B"}),
    ("c", {"en": "All C", "fr": "Toutes C"}),
    ("d", {"en": "All D", "fr": "Toutes D"}),
    ("random", {"en": "Random letter per animal", "fr": "Lettre au hasard par animal"}),
    ("custom", {"en": "Chosen per animal (below)", "fr": "Au choix par animal (ci-dessous)"}),
    ("family", {"en": "Family variant", "fr": "Variante famille"}),
    ("intermediate", {"en": "Intermediate variant", "fr": "Variante intermédiaire"}),
)
ANIMAL_LABELS = {"bear": ("Bear", "Ours"), "elk": ("Elk", "Wapiti"), "salmon": ("Salmon", "Saumon"),
                 "hawk": ("Hawk", "Faucon"), "fox": ("Fox", "Renard")}


def _animal_variant(a):
    en, fr = ANIMAL_LABELS[a]
    return Variant(a, {"en": f"{en} card (when chosen per animal)",
                       "fr": f"Carte {fr} (au choix par animal)"},
                   tuple((x, {"en": x, "fr": x}) for x in "ABCD"), "A", requires=("cards", "custom"))


class CascadiaGame(Game):
    name = "cascadia"
    title = {"en": "Cascadia", "fr": "Cascadia"}
    min_players, max_players = 1, 4
    hidden_information = True
    private_hands = False   # the bag is hidden from everyone alike: no pass screen
    variants = (Variant("cards", {"en": "Wildlife cards", "fr": "Cartes Faune"}, CARD_CHOICES, "a"),
                ) + tuple(_animal_variant(a) for a in ANIMALS)

    def __init__(self, data_dir: str | None = None):
        self.data = load(data_dir)
        d = self.data
        self.turns = d.components.turns_per_player
        self._edges, self._wild_mask, self._keystone = d.edges, d.wild_mask, d.keystone

    # ---- set-up ------------------------------------------------------------------------
    def choose_cards(self, options, rng) -> tuple:
        mode = options["cards"]
        if mode in ("family", "intermediate"):
            return (mode,) * 5
        if mode == "random":
            letters = [rng.choice("ABCD") for _ in ANIMALS]
        elif mode == "custom":
            letters = [options[a] for a in ANIMALS]
        else:
            letters = [mode.upper()] * 5
        return tuple(self.data.card(a, x).id for a, x in zip(ANIMALS, letters))

    def setup(self, options, seed):
        options = self.check_options(options)
        rng = random.Random(seed)
        d = self.data
        n = options["players"]
        cards = self.choose_cards(options, rng)
        envs, wilds, fronts = [], [], []
        for k in rng.sample(range(len(d.starters)), n):
            env = {c: t * 6 for c, t in d.starters[k]}
            envs.append(env)
            wilds.append({})
            fronts.append(self._frontier_of(env))
        bag = [w.tokens for w in d.components.wildlife]
        s = CascadiaState(n, cards, envs, wilds, fronts, [0] * n, [EMPTY] * 4, [EMPTY] * 4, bag,
                          list(range(d.num_tiles)), d.tiles_in_play[n])
        s.rng = rng
        s.first = s.current = rng.randrange(n)
        for i in range(4):
            s.tiles[i] = self._draw_tile(s)
            s.tokens[i] = self._draw_token(s)
        self._overpopulation(s)
        s.epoch = 0
        return s

    @staticmethod
    def _frontier_of(env) -> tuple:
        return tuple(sorted({c + st for c in env for st in STEP} - env.keys()))

    # ---- chance ----------------------------------------------------------------------------
    def _draw_tile(self, s) -> int:
        if s.stack <= 0:
            return EMPTY
        s.stack -= 1
        s.epoch += 1
        return s.unseen.pop(s.rng.randrange(len(s.unseen)))

    def _draw_token(self, s) -> int:
        bag = s.bag
        total = bag[0] + bag[1] + bag[2] + bag[3] + bag[4]
        if total <= 0:
            return EMPTY
        s.epoch += 1
        k = s.rng.randrange(total)
        for a in range(5):
            k -= bag[a]
            if k < 0:
                bag[a] -= 1
                return a
        raise AssertionError("bag counts")

    def _wipe(self, s, mask: int) -> None:
        """Set the chosen tokens aside, draw replacements, then put the set-aside ones back."""
        aside = []
        tokens = s.tokens
        for i in range(4):
            if mask >> i & 1 and tokens[i] != EMPTY:
                aside.append(tokens[i])
                tokens[i] = self._draw_token(s)
        for a in aside:
            s.bag[a] += 1

    def _overpopulation(self, s) -> None:
        """Four identical tokens are wiped, again and again while they stay identical."""
        t = s.tokens
        while t[0] != EMPTY and t[0] == t[1] == t[2] == t[3]:
            if sum(1 for k in s.bag if k) < 2:
                return      # a redraw from a one-kind bag is four alike again: stop, not loop
            self._wipe(s, 15)

    @staticmethod
    def three_alike(tokens) -> int:
        """Mask of the slots holding exactly three identical tokens, else 0."""
        for a in set(tokens):
            if a != EMPTY and tokens.count(a) == 3:
                return sum(1 << i for i in range(4) if tokens[i] == a)
        return 0

    # ---- flow ----------------------------------------------------------------------------
    def to_move(self, s):
        return None if s.phase == OVER else s.current

    def legal_actions(self, s):
        ph = s.phase
        p = s.current
        if ph == PLACE:
            t = s.held_tile
            if self._keystone[t * 6]:
                return [PLACE_ACTS[c][0] for c in s.frontier[p]]
            return [a for c in s.frontier[p] for a in PLACE_ACTS[c]]
        if ph == TOKEN:
            bit = 1 << s.held_token
            wm = self._wild_mask
            wild = s.wild[p]
            acts = [TOKEN_ACTS[c] for c, code in s.env[p].items() if wm[code] & bit and c not in wild]
            acts.append(DISCARD)
            return acts
        if ph == OVER:
            return []
        tiles, tokens = s.tiles, s.tokens
        if s.free:
            acts = [TAKE_ACTS[(i, j)] for i in range(4) if tiles[i] != EMPTY
                    for j in range(4) if tokens[j] != EMPTY]
        else:
            acts = [PAIR_TAKES[i] for i in range(4) if tiles[i] != EMPTY and tokens[i] != EMPTY]
        if not s.wiped3 and not s.spent and self.three_alike(tokens):
            acts.append(WIPE3)
        if s.nature[p] > 0:
            if not s.free:
                acts.append(FREE)
            full = sum(1 << i for i in range(4) if tokens[i] != EMPTY)
            acts.extend(SUBMASKS[full])
        return acts

    def apply(self, s, a):
        kind = a[0]
        p = s.current
        if kind == "place":
            c = (a[2] + R) * W + a[1] + R
            env = s.env[p]
            env[c] = s.held_tile * 6 + a[3]
            fr = set(s.frontier[p])
            fr.discard(c)
            for st in STEP:
                if c + st not in env:
                    fr.add(c + st)
            s.frontier[p] = tuple(sorted(fr))
            s.held_tile = EMPTY
            s.placed = c
            s.phase = TOKEN
        elif kind == "token":
            c = (a[2] + R) * W + a[1] + R
            s.wild[p][c] = s.held_token
            if self._keystone[s.env[p][c]]:
                s.nature[p] += 1
            s.held_token = EMPTY
            self._end_turn(s)
        elif kind == "discard_token":
            s.bag[s.held_token] += 1
            s.held_token = EMPTY
            self._end_turn(s)
        elif kind == "take":
            s.held_tile, s.tiles[a[1]] = s.tiles[a[1]], EMPTY
            s.held_token, s.tokens[a[2]] = s.tokens[a[2]], EMPTY
            s.phase = PLACE
        elif kind == "nature_wipe":
            s.nature[p] -= 1
            s.spent = True
            self._wipe(s, a[1])
        elif kind == "nature_free":
            s.nature[p] -= 1
            s.spent = True
            s.free = True
        elif kind == "wipe3":
            s.wiped3 = True
            self._wipe(s, self.three_alike(s.tokens))
            self._overpopulation(s)
        else:
            raise ValueError(f"unknown action {a!r}")

    def _end_turn(self, s) -> None:
        s.turn += 1
        s.free = s.wiped3 = s.spent = False
        s.placed = EMPTY
        if s.players == 1:
            self._slide(s)
        if s.turn >= self.turns * s.players:
            s.phase = OVER      # the display could not be refilled to 4 any more (rules sect. 5)
            return
        for i in range(4):
            if s.tiles[i] == EMPTY:
                s.tiles[i] = self._draw_tile(s)
            if s.tokens[i] == EMPTY:
                s.tokens[i] = self._draw_token(s)
        s.current = (s.current + 1) % s.players
        s.phase = TAKE
        self._overpopulation(s)

    def _slide(self, s) -> None:
        """Solo: the rightmost remaining pair leaves (tile out of the game, token to the bag)
        and the other two slide right, keeping their order."""
        tiles = [t for t in s.tiles if t != EMPTY]
        if tiles:
            tiles.pop()
            s.discarded += 1
        s.tiles = [EMPTY] * (4 - len(tiles)) + tiles
        tokens = [t for t in s.tokens if t != EMPTY]
        if tokens:
            s.bag[tokens.pop()] += 1
        s.tokens = [EMPTY] * (4 - len(tokens)) + tokens

    # ---- refusals --------------------------------------------------------------------------
    MOVE_SHAPES = {"take": 3, "place": 4, "token": 3, "discard_token": 1, "wipe3": 1,
                   "nature_wipe": 2, "nature_free": 1}

    def explain_illegal(self, s, a):
        """Why a move is refused, in rulebook order: its shape, the phase, then its kind's
        own rules (the _why_* helpers)."""
        if s.phase == OVER:
            return T.refuse(*T.GAME_OVER)
        kind = a[0] if isinstance(a, tuple) and a else None
        if kind not in self.MOVE_SHAPES or len(a) != self.MOVE_SHAPES[kind] or \
                not all(isinstance(x, int) and not isinstance(x, bool) for x in a[1:]):
            return T.refuse(*T.NOT_A_MOVE)
        why = self._why_phase(s, kind)
        if why is None:
            check = {"take": self._why_take, "nature_wipe": self._why_nature,
                     "nature_free": self._why_nature, "wipe3": self._why_wipe3,
                     "place": self._why_place, "token": self._why_token}.get(kind)
            why = check(s, a) if check else None
        return why if why is not None else super().explain_illegal(s, a)

    @staticmethod
    def _why_phase(s, kind):
        if kind in ("take", "wipe3", "nature_wipe", "nature_free") and s.phase != TAKE:
            return T.refuse(*(T.PLACE_FIRST if s.phase == PLACE else T.TOKEN_NOW))
        if kind == "place" and s.phase != PLACE:
            return T.refuse(*(T.TAKE_FIRST if s.phase == TAKE else T.TOKEN_NOW))
        if kind in ("token", "discard_token") and s.phase != TOKEN:
            return T.refuse(*(T.TAKE_FIRST if s.phase == TAKE else T.PLACE_FIRST))
        return None

    @staticmethod
    def _why_take(s, a):
        i, j = a[1], a[2]
        if not (0 <= i < 4 and 0 <= j < 4):
            return T.refuse(*T.NO_SUCH_SLOT)
        if s.tiles[i] == EMPTY:
            return T.refuse(*T.EMPTY_TILE)
        if s.tokens[j] == EMPTY:
            return T.refuse(*T.EMPTY_TOKEN)
        if i != j and not s.free:
            return T.refuse(*T.PAIRED)
        return None

    @staticmethod
    def _why_nature(s, a):
        if s.nature[s.current] <= 0:
            return T.refuse(*T.NO_NATURE)
        if a[0] == "nature_free" and s.free:
            return T.refuse(*T.FREE_ALREADY)
        if a[0] == "nature_wipe":
            full = sum(1 << i for i in range(4) if s.tokens[i] != EMPTY)
            if not (0 < a[1] < 16 and a[1] & full == a[1]):
                return T.refuse(*T.BAD_MASK)
        return None

    def _why_wipe3(self, s, a):
        if s.wiped3:
            return T.refuse(*T.WIPED_ALREADY)
        if s.spent:
            return T.refuse(*T.WIPE_ORDER)
        if not self.three_alike(s.tokens):
            return T.refuse(*T.NO_THREE)
        return None

    def _why_place(self, s, a):
        q, r, rot = a[1], a[2], a[3]
        if not 0 <= rot < 6:
            return T.refuse(*T.BAD_ROTATION)
        if not in_range(q, r):
            return T.refuse(*T.NOT_ADJACENT)
        c, p = cell(q, r), s.current
        if c in s.env[p]:
            return T.refuse(*T.OCCUPIED)
        if c not in s.frontier[p]:
            return T.refuse(*T.NOT_ADJACENT)
        if rot and self._keystone[s.held_tile * 6]:
            return T.refuse(*T.KEYSTONE_ROTATION)
        return None

    def _why_token(self, s, a):
        q, r, p = a[1], a[2], s.current
        c = cell(q, r) if in_range(q, r) else None
        if c not in s.env[p]:
            return T.refuse(*T.NO_TILE_THERE)
        if c in s.wild[p]:
            return T.refuse(*T.HAS_TOKEN)
        if not self._wild_mask[s.env[p][c]] >> s.held_token & 1:
            return T.wrong_animal(self.data, s.held_token)
        return None

    # ---- hidden information ---------------------------------------------------------------
    def observe(self, s, player):
        o = s.clone()
        o.rng = None
        return o

    def determinize(self, s, player, rng):
        """The stack, the set-aside tiles and the bag's order exist only as future draws of
        state.rng (state.py), so a fresh rng re-deals all of them."""
        d = s.clone(rng=False)
        d.rng = random.Random(rng.getrandbits(64))
        return d

    # ---- scores, text, turns -------------------------------------------------------------------
    def scores(self, s):
        return sheet(self.data, s)

    def describe(self, s, a, lang="en"):
        # Match.play describes a move before checking it: a bogus one must not crash here
        try:
            return T.describe(self.data, s, a, lang)
        except (IndexError, KeyError, TypeError, ValueError, AttributeError):
            return " ".join(str(x) for x in a) if isinstance(a, tuple) else str(a)

    def round_number(self, s):
        return min(s.turn // s.players + 1, self.turns)

    def turn_of(self, s, player: int) -> int:
        """How many turns `player` has completed."""
        done = s.turn // s.players
        extra = (player - s.first) % s.players < s.turn % s.players
        return done + int(extra)

    def check_invariants(self, s) -> None:
        """Component conservation (rules sect. 8): every token and tile is somewhere."""
        tokens = sum(s.bag) + sum(1 for t in s.tokens if t != EMPTY) + \
            sum(len(w) for w in s.wild) + (s.held_token != EMPTY)
        assert tokens == self.data.components.wildlife_tokens, f"{tokens} wildlife tokens"
        placed = sum(len(e) - 3 for e in s.env)
        tiles = len(s.unseen) + sum(1 for t in s.tiles if t != EMPTY) + placed + \
            (s.held_tile != EMPTY) + s.discarded
        assert tiles == self.data.num_tiles, f"{tiles} habitat tiles"
        for p in range(s.players):
            for c in s.wild[p]:
                assert c in s.env[p] and self._wild_mask[s.env[p][c]] >> s.wild[p][c] & 1

    # ---- AI -------------------------------------------------------------------------------------
    def export_position(self, s, player):
        """The player's environment as a position file (the play screen's Export button)."""
        from .position import export_position
        return export_position(s, player, self.data)

    def evaluate(self, s, player):
        return evaluate(self, s, player)

    def ai_levels(self):
        return LEVELS
