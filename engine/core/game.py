"""The protocol every game provides. UI, AI, saves, replays and tests use only this.

A game object is stateless and shared; all that changes lives in a state object that the
game creates in `setup()`. Actions are small hashable tuples whose first item is a kind
string (NamedTuples are welcome): they survive a JSON round trip as nested lists, so a
match is fully defined by (options, seed, actions).

States must:
- be dataclass-like with `__eq__` over everything but the rng (`field(compare=False)`);
- carry `rng` (a `random.Random` owned by the state, never the global one);
- carry `epoch`, an int bumped whenever chance is used or hidden information is revealed
  (undo never crosses an epoch change);
- provide a cheap hand-written `clone()`.
"""
from __future__ import annotations

import dataclasses
import inspect
import random
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction
from .text import tr

Action = tuple


@dataclass(frozen=True)
class Variant:
    """A set-up choice shown on the new-game screen."""
    key: str
    label: dict
    choices: tuple  # of (value, label-dict)
    default: str
    players: tuple = ()  # player counts the variant applies to; () = all
    requires: tuple = ()  # (other key, value): shown only when that option has that value


@dataclass
class ScoreSheet:
    """Scores of every player, category by category, with the tie-break and the winners."""
    categories: list[str]
    labels: dict[str, dict]                 # category -> {"en":..,"fr":..}
    table: list[dict[str, int]]             # per player: category -> points
    tiebreak: list[tuple] = field(default_factory=list)  # per player, compared after the total
    tiebreak_label: dict = field(default_factory=lambda: {"en": "", "fr": ""})
    # an automated opponent who holds no seat (Earth's Gaia): its name, points by category
    # and their labels; a solo player wins by beating it
    rival_name: dict | None = None
    rival: dict | None = None
    rival_labels: dict = field(default_factory=dict)

    @property
    def rival_total(self) -> int | None:
        return sum(self.rival.values()) if self.rival else None

    @property
    def totals(self) -> list[int]:
        return [sum(row.values()) for row in self.table]

    def rank_key(self, p: int) -> tuple:
        tb = self.tiebreak[p] if self.tiebreak else ()
        return (self.totals[p],) + tuple(tb)

    def winners(self) -> list[int]:
        """Players sharing the best (total, tie-break...)."""
        keys = [self.rank_key(p) for p in range(len(self.table))]
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]


class Game:
    """Base class; each game package subclasses it."""
    name: str = ""
    title: dict = {"en": "", "fr": ""}
    min_players: int = 1
    max_players: int = 4
    hidden_information: bool = False
    private_hands: bool | None = None  # a seat sees what others must not (None: as hidden_information)
    variants: tuple[Variant, ...] = ()
    seat_names: tuple | None = None  # fixed seat roles (e.g. factions); None = "Player n"

    # ---- set-up -------------------------------------------------------------------
    def default_options(self, players: int) -> dict:
        opts = {"players": players}
        for v in self.variants:
            if not v.players or players in v.players:
                opts[v.key] = v.default
        return opts

    def check_options(self, options: dict) -> dict:
        """Fill defaults and refuse unknown or bad options with a readable reason."""
        players = options.get("players")
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise IllegalAction(
                f"{tr(self.title)} is played by {self.min_players} to {self.max_players} players",
                f"{tr(self.title, 'fr')} se joue de {self.min_players} à {self.max_players} joueurs")
        full = self.default_options(players)
        known = {v.key: v for v in self.variants}
        for key, value in options.items():
            if key == "players":
                continue
            if key not in known:
                raise IllegalAction(f"unknown option {key!r}", f"option inconnue {key!r}")
            if value not in [c[0] for c in known[key].choices]:
                raise IllegalAction(f"option {key!r} cannot be {value!r}",
                                    f"l'option {key!r} ne peut valoir {value!r}")
            full[key] = value
        return full

    def setup(self, options: dict, seed: int):
        raise NotImplementedError

    def load_data(self) -> None:
        """Read every data file the game uses now, so that a broken one is found before the
        game is picked (raises DataError). Default: a game that reads its data on first use
        (a `data` attribute) reads it here; one that read it when built has nothing left."""
        getattr(self, "data", None)

    def seat_roles(self, options: dict) -> list[dict] | None:
        """Fixed roles of the seats for these options (factions), or None if seats are alike."""
        return None

    def player_names(self, state) -> list[dict]:
        """Bilingual seat names (faction names where seats are asymmetric)."""
        return [{"en": f"Player {i + 1}", "fr": f"Joueur {i + 1}"} for i in range(self.num_players(state))]

    @property
    def has_private_hands(self) -> bool:
        """True when each seat holds something the others must not see: hot seat then passes
        the screen between humans. (Cascadia's hidden bag is nobody's hand.)"""
        return self.hidden_information if self.private_hands is None else self.private_hands

    def shares_sight(self, state, a: int, b: int) -> bool:
        """Whether seats a and b see each other's private things (teammates with open hands):
        hot seat then needs no pass screen between them. Default: no two seats do."""
        return False

    def num_players(self, state) -> int:
        return state.players

    # ---- the game's flow ------------------------------------------------------------
    def to_move(self, state) -> int | None:
        """The seat that must decide now; None when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state) -> list[Action]:
        raise NotImplementedError

    def apply(self, state, action: Action) -> None:
        """Unchecked, in place: for search. Garbage in, garbage state out."""
        raise NotImplementedError

    def explain_illegal(self, state, action: Action) -> IllegalAction:
        """Why `action` is not legal now. Games override this to name the rule."""
        return IllegalAction("that move is not allowed now", "ce coup n'est pas permis maintenant")

    def check(self, state, action: Action) -> None:
        """Raise IllegalAction, with the rule's reason, unless `action` is legal now."""
        if self.is_over(state):
            raise IllegalAction("the game is over", "la partie est finie")
        check_written_as_legal(self, state, action)

    def play(self, state, action: Action) -> None:
        """Checked apply: the UI path. Raises IllegalAction with a reason, and then the
        state is as it was (games that override play() get the same guarantee: see
        __init_subclass__)."""
        self.check(state, action)
        apply_or_restore(self, state, action)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "play" in cls.__dict__ and not getattr(cls.__dict__["play"], "guarded", False):
            cls.play = guarded_play(cls.__dict__["play"])

    def is_over(self, state) -> bool:
        return self.to_move(state) is None

    def clone(self, state):
        return state.clone()

    # ---- hidden information ---------------------------------------------------------
    def observe(self, state, player: int | None):
        """A copy holding only what `player` may see (None = a spectator)."""
        obs = state.clone()
        obs.rng = None
        return obs

    def determinize(self, state, player: int, rng: random.Random):
        """A full state consistent with what `player` sees; hidden things re-dealt from rng.

        Must depend only on observe(state, player) and rng, so that an AI working from it
        cannot cheat: canonicalise hidden zones (e.g. sort) before shuffling them."""
        det = state.clone()
        det.rng = random.Random(rng.getrandbits(64))
        return det

    # ---- scoring --------------------------------------------------------------------
    def scores(self, state) -> ScoreSheet:
        """Current tally (also valid mid-game), category by category."""
        raise NotImplementedError

    def winners(self, state) -> list[int]:
        return self.scores(state).winners()

    # ---- text -----------------------------------------------------------------------
    def describe(self, state, action: Action, lang: str = "en") -> str:
        """Short log line for `action` played in `state` (before it is applied)."""
        return " ".join(str(x) for x in action)

    def describe_with_names(self, state, action: Action, lang: str, names: list) -> str:
        """The log line when the seats' display names are known (the match knows them): a
        game whose lines name other players overrides this; default: describe()."""
        return self.describe(state, action, lang)

    def describe_own(self, state, action: Action, lang: str, names: list) -> str:
        """The line as the mover reads it (a review of their own game): their hidden choices
        named, where the log, which everyone reads, hides them; default: describe_with_names()."""
        return self.describe_with_names(state, action, lang, names)

    def rules(self, lang: str = "en") -> list[tuple[str, str]]:
        """The in-app rules page as (title, body) sections, from gamedata/<game>/rules.yaml."""
        from .rulesdoc import load_rules
        return load_rules(self.name, lang)

    # ---- turns and undo -------------------------------------------------------------
    def turn_key(self, state) -> Any:
        """Identifies the current turn; undo stays within one turn."""
        return (getattr(state, "turn", 0), self.to_move(state))

    def first_player(self, state) -> int:
        """The seat that played first (for the first-player win rate)."""
        return getattr(state, "first", 0)

    def round_number(self, state) -> int:
        """For the score chart: the round the game is in."""
        return getattr(state, "turn", 0)

    # ---- AI hooks -------------------------------------------------------------------
    def evaluate(self, state, player: int) -> float:
        """Heuristic value of `state` for `player` (higher is better); default: score lead."""
        totals = self.scores(state).totals
        best_other = max((t for p, t in enumerate(totals) if p != player), default=0)
        return totals[player] - best_other if len(totals) > 1 else totals[player]

    def ai_levels(self) -> dict:
        """Per-game AI tuning: level -> bot spec dict (see engine.ai.levels)."""
        return {}

    def rollout_action(self, state, rng) -> Action:
        """A cheap move for search playouts; default: uniform random among the legal ones."""
        return rng.choice(self.legal_actions(state))

    # ---- optional hooks: a game overrides those it has ----------------------------------
    def check_invariants(self, state) -> None:
        """Raise AssertionError naming what is broken; the conformance suite calls it after
        every step of its playouts. Default: nothing to check."""

    def summary(self, obs, viewer, lang: str = "en") -> list[str]:
        """A few lines of text telling the position, for the generic view (games without a
        board view of their own). Default: none."""
        return []

    def _own_module(self, name: str):
        """engine.<this game>.<name>, or None when the game has no such module."""
        import importlib
        try:
            return importlib.import_module(f"engine.{self.name}.{name}")
        except ModuleNotFoundError:
            return None

    def bench_extra(self, games: int, quick: bool, jobs: int, only=None) -> dict:
        """Game-specific bench figures; default: engine/<game>/bench.py's extra(), if any.
        `only` (a set of figure names) keeps those; an extra() that takes `only` skips the rest."""
        mod = self._own_module("bench")
        if mod is None or not hasattr(mod, "extra"):
            return {}
        if only and "only" in inspect.signature(mod.extra).parameters:
            return mod.extra(games, quick, jobs, only=only)
        out = mod.extra(games, quick, jobs)
        return {k: v for k, v in out.items() if not only or k in only}

    def feat_facts(self, state, player: int) -> dict:
        """Named whole numbers about `player` in a finished game that its feats
        (gamedata/<game>/feats.yaml) may test; default: engine/<game>/feats.py's facts(), if any."""
        mod = self._own_module("feats")
        return mod.facts(self, state, player) if mod is not None else {}

    def feat_fact_names(self) -> tuple:
        """The names feat_facts() gives, known before any game (feats.yaml is checked against
        them at load); default: engine/<game>/feats.py's FACTS, if any."""
        mod = self._own_module("feats")
        return tuple(mod.FACTS) if mod is not None else ()

    def move_facts(self, before, after, player: int) -> tuple:
        """What `player`'s move set up between positions `before` and `after`, as named facts
        (key, values) a hint's reason words ("extends your Salmon run to 4"); default:
        engine/<game>/setsup.py's facts(), if any, else none."""
        mod = self._own_module("setsup")
        return tuple(mod.facts(self, before, after, player)) if mod is not None else ()

    @property
    def has_positions(self) -> bool:
        """True when the game reads position files (`main.py score GAME FILE`)."""
        mod = self._own_module("position")
        return mod is not None and hasattr(mod, "score_position")

    def score_position(self, doc: dict) -> dict:
        """Score a position file; default: engine/<game>/position.py's score_position()."""
        return self._own_module("position").score_position(doc)

    @property
    def exports_positions(self) -> bool:
        """True when the game can write the position on the screen to a file (Export)."""
        return type(self).export_position is not Game.export_position

    def export_position(self, state, player) -> dict:
        """The position as `player` sees it, in the game's position file format."""
        raise NotImplementedError


# ---- the checked path refuses what it cannot apply ------------------------------------------
def same_types(a: tuple, b: tuple) -> bool:
    """Equal actions holding the same kinds of values item by item: in Python 1.0 == 1 and
    True == 1, but a float or a bool where the rules hold an int is not that move."""
    for x, y in zip(a, b):
        if isinstance(x, tuple) and isinstance(y, tuple):
            if not same_types(x, y):
                return False
        elif type(x) is not type(y):
            return False
    return True


MAX_ACTION_DEPTH = 4


def well_formed(action, depth: int = 1) -> bool:
    """A move is a tuple of words, whole numbers, None and such tuples (it travels as JSON),
    with its kind, a word, first: anything else (a list, a dict, a float...) is not a move."""
    return (isinstance(action, tuple) and depth <= MAX_ACTION_DEPTH
            and all(isinstance(x, (str, int, type(None))) or well_formed(x, depth + 1) for x in action))


def check_written_as_legal(game: Game, state, action, legal: list | None = None) -> None:
    """Raise IllegalAction unless `action` is one of the legal actions (`legal` if the caller
    already holds this state's), item types included."""
    if not (well_formed(action) and action and isinstance(action[0], str)):
        raise IllegalAction("that is not a move (a move holds only words and whole numbers)",
                            "ce n'est pas un coup (un coup ne contient que des mots et des nombres entiers)")
    if legal is None:
        legal = game.legal_actions(state)
    try:
        twin = legal[legal.index(action)]
    except ValueError:
        raise explained(game, state, action) from None
    if not same_types(action, twin):
        raise IllegalAction("that move is not written as the rules expect",
                            "ce coup n'est pas écrit comme les règles l'attendent")


def explained(game: Game, state, action) -> IllegalAction:
    """The game's reason for refusing `action`; a game whose explanation trips over an odd
    action still refuses it, with the general reason (never another kind of error)."""
    try:
        reason = game.explain_illegal(state, action)
    except Exception:  # noqa: BLE001 - a refusal must stay a refusal
        reason = None
    if isinstance(reason, IllegalAction):
        return reason
    return IllegalAction("that move is not allowed now", "ce coup n'est pas permis maintenant")


def apply_or_restore(game: Game, state, action) -> None:
    """Apply `action`; if the game raises half-way, put the state back as it was, then re-raise."""
    backup = game.clone(state)
    try:
        game.apply(state, action)
    except BaseException:
        restore(state, backup)
        raise


def restore(state, backup) -> None:
    """Put every attribute of `backup` (a clone taken earlier) back into `state`, in place."""
    if hasattr(state, "__dict__"):
        state.__dict__.clear()
        state.__dict__.update(backup.__dict__)
    else:
        for f in dataclasses.fields(state):
            setattr(state, f.name, getattr(backup, f.name))


def guarded_play(play):
    """Wrap a game's own play(): refuse an action of the wrong types before the game sees
    it, and if the game raises half-way, put the state back as it was before re-raising."""
    def checked(self, state, action):
        if not self.is_over(state):
            check_written_as_legal(self, state, action)
        backup = self.clone(state)
        try:
            play(self, state, action)
        except BaseException:
            restore(state, backup)
            raise
    checked.guarded = True
    checked.__doc__, checked.__name__, checked.__qualname__ = play.__doc__, play.__name__, play.__qualname__
    return checked
