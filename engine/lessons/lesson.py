"""A lesson file, gamedata/<game>/lesson.yaml, read strictly and checked against the rules.

    seed: 7                    # the deal the lesson was written for
    players: 2
    options: {cards: a}        # the game's set-up options (checked by the game)
    learner: 0                 # the learner's seat; the others are easy AIs
    opponents: easy            # how they move during the lesson: easy or first (see policy.py)
    steps:
      - say: cascadia.welcome          # text key: ui/locale/<lang>/lesson.yaml (read as lesson.<key>)
      - say: cascadia.take
        do: [take, 2, 2]               # the action taught (a pattern: see policy.py)
        point: [pair, 2]               # what the bubble stands beside: the view's rect_of(...)
        then: [aside]                  # optional: where it moves once `point` was clicked (an
                                       # action of two clicks: a card, then its place); a list
                                       # of targets for more clicks: [[hand, b], [btn, ok]]
      - say: kauri.as_settler
        seat: 2                        # optional: from this step on the learner plays seat 2
                                       # (to show another faction's kind of action first hand)
      - say: habitat.later
        forward: 50                    # a reading step whose Next plays the learner's next 50
                                       # moves for them by the lesson's policy (with the
                                       # opponents' between): "ten turns later..."

    replies: [[take, 2, 2], ...]       # the opponents' moves as recorded, and those played
                                       # forward for the learner (engine/lessons/record.py)

A step without `do` is read, then the learner presses Next. Loading plays the lesson through:
the opponents play the recorded replies (then move by the lesson's policy), and every `do`
must be the learner's to play and match a legal action there (the first one that matches is
the lesson's path); otherwise a DataError names the file and the step (or the reply)."""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from typing import Any

from engine.core import DataError, IllegalAction
from engine.core.actions import from_json
from engine.core.data import Int, gamedata_dir, load_yaml
from engine.core.match import Match, Seat

from .policy import POLICIES, Opponents, matches

FILE = "lesson.yaml"
MAX_STEPS = 200          # a lesson is short; the check also stops a runaway file
MAX_OPPONENT_MOVES = 400   # between two steps (a game that never gives the learner a turn)


@dataclass(frozen=True)
class LessonStep:
    say: str
    do: Any = None          # list -> tuple pattern, None for a reading step
    point: Any = None       # list -> tuple handed to the view's rect_of, None: no target
    then: Any = None        # the second click's target, for an action made of two clicks
    seat: int | None = None  # the seat the learner plays from this step on (None: as before)
    forward: int | None = None   # Next plays this many of the learner's moves for them

    @property
    def reading(self) -> bool:
        return self.do is None

    @property
    def targets(self) -> tuple:
        """What the bubble points at, click after click: `point`, then each of `then`."""
        if self.point is None:
            return ()
        if self.then is None:
            return (self.point,)
        more = self.then if isinstance(self.then[0], tuple) else (self.then,)
        return (self.point,) + tuple(more)


@dataclass(frozen=True)
class LessonFile:
    """What a lesson file holds (the keys a file may have)."""
    seed: Int[0, 2**31]
    players: Int[1, 8]
    steps: tuple[LessonStep, ...]
    options: dict[str, str] | None = None
    learner: Int[0, 7] = 0
    opponents: str = "easy"
    replies: tuple[Any, ...] = ()   # the opponents' moves as recorded, played before the policy's


@dataclass(frozen=True)
class Lesson(LessonFile):
    """A lesson as loaded: its file's content, checked, with the game and file it belongs to."""
    game: str = ""
    file: str = FILE

    def seats(self) -> list[Seat]:
        return [Seat("human") if i == self.learner else Seat("ai", "easy") for i in range(self.players)]

    def new_match(self, game) -> Match:
        options = {"players": self.players, **dict(self.options or {})}
        return Match.new(game, options, self.seed, self.seats())

    def seat_at(self, index: int) -> int:
        """The seat the learner plays at step `index`: the last `seat` given up to it."""
        given = [s.seat for s in self.steps[:index + 1] if s.seat is not None]
        return given[-1] if given else self.learner

    def keys(self) -> list[str]:
        """Every text key the lesson shows (each read as lesson.<key>)."""
        return [s.say for s in self.steps]


def lesson_path(name: str, folder: str | None = None) -> str:
    return os.path.join(folder or os.path.join(gamedata_dir(), name), FILE)


def has_lesson(name: str) -> bool:
    return os.path.isfile(lesson_path(name))


def load_lesson(game, path: str | None = None) -> Lesson:
    """Read and check `game`'s lesson (its file, or the one at `path`); DataError if wrong."""
    path = path or lesson_path(game.name)
    name = f"{game.name}/{os.path.basename(path)}"     # every game's lesson has the same file name
    try:
        raw = load_yaml(path, LessonFile)
    except DataError as e:
        raise DataError(name, e.path, e.problem) from None
    steps = tuple(_step(s, name, i) for i, s in enumerate(raw.steps))
    replies = tuple(_pattern(r, name, f"replies[{k}]") for k, r in enumerate(raw.replies))
    lesson = Lesson(raw.seed, raw.players, steps, raw.options, raw.learner, raw.opponents, replies,
                    game.name, name)
    _check(game, lesson)
    return lesson


def _step(s: LessonStep, file: str, i: int) -> LessonStep:
    return LessonStep(s.say, *(_pattern(v, file, f"steps[{i}].{k}")
                               for k, v in (("do", s.do), ("point", s.point), ("then", s.then))),
                      seat=s.seat, forward=s.forward)


def _pattern(value, file: str, path: str):
    if value is None:
        return None
    try:
        got = from_json(value)
    except ValueError as e:
        raise DataError(file, path, str(e)) from None
    if not got:
        raise DataError(file, path, "expected a list of at least one item")
    return got


def _check(game, lesson: Lesson) -> None:
    """Play the lesson through against the rules (see the module's doc)."""
    f = lesson.file
    if lesson.opponents not in POLICIES:
        raise DataError(f, "opponents", f"expected one of {', '.join(POLICIES)}, got {lesson.opponents!r}")
    if not lesson.steps or len(lesson.steps) > MAX_STEPS:
        raise DataError(f, "steps", f"expected 1 to {MAX_STEPS} steps, got {len(lesson.steps)}")
    if lesson.learner >= lesson.players:
        raise DataError(f, "learner", f"the learner's seat must be below {lesson.players}")
    for i, step in enumerate(lesson.steps):
        if step.seat is not None and not 0 <= step.seat < lesson.players:
            raise DataError(f, f"steps[{i}].seat", f"expected a seat from 0 to {lesson.players - 1}")
        if step.forward is not None and (step.do is not None or not 0 < step.forward <= MAX_OPPONENT_MOVES):
            raise DataError(f, f"steps[{i}].forward", f"a reading step may play 1 to {MAX_OPPONENT_MOVES} "
                                                     "of the learner's moves")
    try:
        match = lesson.new_match(game)
    except IllegalAction as e:       # options the game refuses: named here
        raise DataError(f, "options", e.reason("en")) from None
    walk(game, lesson, match.state)


def walk(game, lesson: Lesson, state, opponents: Opponents | None = None) -> list:
    """Play every step on `state` (in place) and return the actions played, opponents'
    included; a step that cannot be played raises DataError naming it."""
    opponents = opponents or Opponents(game, lesson.opponents, lesson.replies)
    played: list = []
    for i, step in enumerate(lesson.steps):
        if step.forward:
            played += forward(game, state, opponents, len(played), step.forward, lesson.seat_at(i),
                              (lesson.file, f"steps[{i}].forward"))
        if step.reading:
            continue
        where = f"steps[{i}].do"
        seat = lesson.seat_at(i)
        played += _opponents_until_learner(game, lesson, state, opponents, len(played), where, seat)
        legal = game.legal_actions(state)
        chosen = next((a for a in legal if matches(step.do, a)), None)
        if chosen is None:
            raise DataError(lesson.file, where, f"{list(step.do)} is not legal here "
                                                f"({len(legal)} legal, e.g. {[list(a) for a in legal[:4]]})")
        game.play(state, chosen)
        played.append(chosen)
    return played


def _opponents_until_learner(game, lesson, state, opponents, step: int, where: str, seat: int) -> list:
    out = []
    while game.to_move(state) != seat:
        if game.to_move(state) is None:
            raise DataError(lesson.file, where, "the game is over before this step")
        if len(out) >= MAX_OPPONENT_MOVES:
            raise DataError(lesson.file, where, "the learner never gets the turn back")
        k = opponents.replied
        action = opponents.action(state, step + len(out))
        if opponents.replied > k and not opponents.replies:
            raise DataError(lesson.file, f"replies[{k}]", "this recorded reply is not legal here "
                                                         "(record the replies again)")
        game.play(state, action)
        out.append(action)
    return out


def forward(game, state, opponents: Opponents, step: int, moves: int, seat: int, where=None) -> list:
    """Play on `state` by the lesson's policy until `seat` has made `moves` moves (every seat's
    moves between them too); `where` (file, path) names the step if the game ends first."""
    out: list = []
    while moves > 0:
        p = game.to_move(state)
        if p is None:
            if where is None:
                break
            raise DataError(*where, "the game is over before the moves played forward")
        action = opponents.action(state, step + len(out))
        game.play(state, action)
        out.append(action)
        moves -= p == seat
    return out


def opponents_moves(game, lesson: Lesson) -> list:
    """The opponents' moves along the lesson by its policy alone (what `replies` records)."""
    by_policy = dataclasses.replace(lesson, replies=())
    opponents = Opponents(game, lesson.opponents)
    walk(game, by_policy, by_policy.new_match(game).state, opponents)
    return opponents.made
