"""A match is (game, options, seed, seats) plus the log of actions; everything else is derived.

Undo replays the log minus its last steps, so it is exact by construction. A human may undo
their own steps back to the start of their turn, never past a random draw or a reveal
(the game bumps `state.epoch` when either happens).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .errors import IllegalAction
from .game import Action, Game, apply_or_restore, check_written_as_legal


def describe(game: Game, state, action: Action, names: list | None = None) -> dict:
    """The log line in both languages, other players named by `names`; a describe() that
    trips on a malformed action (refused right after by play()) must not hide the reason."""
    try:
        return {lang: game.describe_with_names(state, action, lang, names or []) for lang in ("en", "fr")}
    except Exception:  # noqa: BLE001 - the checked play that follows names the problem
        text = " ".join(str(x) for x in action) if isinstance(action, tuple) else str(action)
        return {"en": text, "fr": text}


@dataclass(frozen=True)
class Seat:
    kind: str = "human"      # "human" or "ai"
    level: str = "normal"    # AI level: easy / normal / hard
    name: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class Step:
    """What the match remembers of one applied action."""
    action: Action
    player: int
    undoable: bool       # same turn and no chance/reveal happened while applying it
    text: dict           # log line per language


@dataclass
class Match:
    game: Game
    options: dict
    seed: int
    seats: list[Seat]
    steps: list[Step] = field(default_factory=list)
    state: object = None

    @classmethod
    def new(cls, game: Game, options: dict, seed: int, seats: list[Seat]) -> Match:
        options = game.check_options(options)
        if len(seats) != options["players"]:
            raise IllegalAction("one seat per player is needed", "il faut une place par joueur")
        m = cls(game, options, seed, list(seats))
        m.state = game.setup(options, seed)
        return m

    # ---- playing ------------------------------------------------------------------
    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def to_move(self):
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def play(self, action: Action, legal: list | None = None) -> Step:
        """Checked play through the game's own play(); raises IllegalAction (or whatever the
        game raised) and leaves the match unchanged.

        `legal`, when the caller already holds the legal actions of this very state (the play
        session does), spares recomputing them: the same check, then the same guarded apply."""
        g, s = self.game, self.state
        if g.is_over(s):
            raise IllegalAction("the game is over", "la partie est finie")
        player = g.to_move(s)
        epoch, turn = s.epoch, g.turn_key(s)
        names = [seat.name for seat in self.seats]
        text = describe(g, s, action, names)   # before applying; kept only if play() accepts it
        if legal is None:
            g.play(s, action)
        else:
            check_written_as_legal(g, s, action, legal)
            apply_or_restore(g, s, action)
        step = Step(action, player, s.epoch == epoch and g.turn_key(s) == turn, text)
        self.steps.append(step)
        return step

    # ---- undo ---------------------------------------------------------------------
    def undoable_steps(self, player: int) -> int:
        """How many of the last steps `player` may take back now."""
        n = 0
        for step in reversed(self.steps):
            if step.player != player or not step.undoable:
                break
            n += 1
        return n

    def undo(self, player: int) -> bool:
        if self.undoable_steps(player) == 0:
            return False
        self.rewind(len(self.steps) - 1)
        return True

    def rewind(self, n: int) -> None:
        """Keep only the first n steps (replayed from the seed)."""
        kept = self.steps[:n]
        self.state = self.game.setup(self.options, self.seed)
        self.steps = []
        for st in kept:
            self.play(st.action)

    # ---- replay -------------------------------------------------------------------
    def replay_states(self):
        """Yield (step index, state) from the start: index -1 is the set-up."""
        g = self.game
        s = g.setup(self.options, self.seed)
        yield -1, g.clone(s)
        for i, st in enumerate(self.steps):
            g.apply(s, st.action)
            yield i, g.clone(s)

    def score_history(self) -> list[tuple[int, list[int]]]:
        """(rounds completed, totals) from the set-up (0) to the end: one point per round, so a
        20-round game's chart runs from 0 to 20."""
        g = self.game
        s = g.setup(self.options, self.seed)
        first = last_round = g.round_number(s)
        out = [(0, g.scores(s).totals)]
        for st in self.steps:
            g.apply(s, st.action)
            r = g.round_number(s)
            if r != last_round:
                out.append((r - first, g.scores(s).totals))
                last_round = r
        final = g.scores(s).totals
        if out[-1][1] != final:          # the last round's own scoring
            out.append((out[-1][0] + 1, final))
        return out
