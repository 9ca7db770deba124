"""A lesson in progress: which step is current, whether an action is the one taught, what is lit.

The runner holds no game state: the play session owns the match and asks the runner, with the
legal actions of the moment, what to light (`taught`) and whether a click is the lesson's
(`expects`). A reading step lights nothing until Next. If the learner's free choice (a pattern
with "*") led away from the lesson's path, so that the step's action is nowhere legal, the
lesson stops there and the game goes on freely (`off_path`)."""
from __future__ import annotations

from .lesson import Lesson, LessonStep
from .policy import Opponents, matches


class Runner:
    def __init__(self, game, lesson: Lesson):
        self.game, self.lesson = game, lesson
        self.index = 0
        self.opponents = Opponents(game, lesson.opponents, lesson.replies)
        self.left = False          # the learner stopped the lesson (or it went off its path)

    # ---- where the lesson stands --------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.left or self.index >= len(self.lesson.steps)

    @property
    def step(self) -> LessonStep | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def number(self) -> int:
        """The current step counted from 1 (for "step 3 of 20")."""
        return min(self.index + 1, len(self.lesson.steps))

    @property
    def seat(self) -> int:
        """The seat the learner plays now: a lesson may hand them another faction's for a while;
        once it is over (or left) they play their own."""
        return self.lesson.learner if self.done else self.lesson.seat_at(self.index)

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    def reading(self) -> bool:
        return self.step is not None and self.step.reading

    # ---- what the learner may do --------------------------------------------------------------
    def expects(self, action) -> bool:
        """True when `action` is the current step's (a reading step expects none)."""
        step = self.step
        return step is not None and not step.reading and matches(step.do, action)

    def taught(self, legal: list) -> list:
        """The legal actions the current step lights (all of them once the lesson is over)."""
        if self.done:
            return legal
        if self.step.reading:
            return []
        return [a for a in legal if matches(self.step.do, a)]

    def off_path(self, legal: list) -> bool:
        """True when the learner is to move (`legal` not empty), the step asks an action, and
        none of the legal ones is it."""
        return bool(legal) and not self.done and not self.step.reading and not self.taught(legal)

    # ---- moving on ------------------------------------------------------------------------
    def next(self) -> bool:
        """Next, on a reading step; False elsewhere."""
        if not self.reading():
            return False
        self.index += 1
        return True

    def played(self, action) -> bool:
        """The learner played `action`: the step is done if it was the one taught."""
        if not self.expects(action):
            return False
        self.index += 1
        return True

    def leave(self) -> None:
        self.left = True

    def opponent_action(self, state, step: int):
        """An opponent's move during the lesson, by the lesson's policy."""
        return self.opponents.action(state, step)
