"""The play session of a lesson: an ordinary PlaySession whose learner may play only what the
current lesson step teaches, and whose opponents move by the lesson's policy until it ends.

Nothing here imports pygame: the lesson overlay (ui/scenes/lesson.py) draws the bubble, and
the tests drive a whole lesson through this session without a window. While the lesson runs
the snapshot's legal actions are the step's (so the board lights only them), undo is off and
a click on anything else gets a kind word (advice), never an error. Once the last step is
read (or the learner leaves the lesson's path) the game goes on as any other, and a hint is
asked before each of the learner's moves."""
from __future__ import annotations

from dataclasses import replace

from engine.lessons import Runner, load_lesson

from .session import ADVICE, AI_DELAY, Message, PlaySession

HINT_LEVEL = "normal"


def lesson_match(game):
    """(match, runner) for `game`'s lesson; DataError when its file is missing or wrong."""
    lesson = load_lesson(game)
    return lesson.new_match(game), Runner(game, lesson)


class LessonSession(PlaySession):
    def __init__(self, match, runner: Runner, **kw):
        self.runner = runner
        self.opponent_due = None      # when the opponent's lesson move is played
        self.hinted_at = None         # the step at which a hint was last asked by itself
        self._lesson_key = None
        self.kind_words: list = []    # the lesson's own words (advice, but no hint)
        super().__init__(match, None, None, **kw)

    def say_kindly(self, key: str):
        m = Message(ADVICE, self.t(key))
        self.messages.append(m)
        self.kind_words.append(m)

    def take_kind_words(self) -> list:
        """The lesson's messages waiting to be shown (taken out of the session's messages)."""
        out = [m for m in self.messages if any(m is k for k in self.kind_words)]
        self.messages = [m for m in self.messages if not any(m is k for k in out)]
        self.kind_words = []
        return out

    # ---- what the board lights -----------------------------------------------------------------
    def snapshot(self):
        key = (self.runner.index, self.runner.done)
        if key != self._lesson_key:       # a new step lights other targets
            self._lesson_key, self._snap_key = key, None
            self.take_lesson_seat()
        return super().snapshot()

    def take_lesson_seat(self):
        """The learner sits where the step says (a lesson may hand them another faction's seat
        for a while): that seat becomes theirs and the one they leave the lesson's to move."""
        seat, old = self.runner.seat, self.viewer
        if seat == old:
            return
        seats = list(self.match.seats)
        seats[old] = replace(seats[old], kind="ai", level="easy")
        seats[seat] = replace(seats[seat], kind="human")
        self.match.seats = seats
        self.humans, self.viewer, self._snap_key, self._names = [seat], seat, None, (None, [])

    def _build(self):
        snap = super()._build()
        if not self.runner.done:
            snap.legal = self.runner.taught(snap.legal)
            snap.undoable = 0
        return snap

    # ---- the learner's intents -------------------------------------------------------------------
    def play(self, action) -> bool:
        r = self.runner
        if r.done or action is None or not self.my_turn():
            return super().play(action)
        if not r.expects(action):
            self.say_kindly("lesson.read_first" if r.reading() else "lesson.try_lit")
            return False
        if super().play(action):
            r.played(action)
            if r.done:         # a lesson may end on an action (Habitat's ends the game)
                self.say_kindly("lesson.over_free" if self.match.to_move() is not None else "lesson.over_end")
            return True
        return False

    def next(self) -> bool:
        """Next on a reading step; at the last one the lesson ends and the game goes on. On a
        "turns later" step Next first plays the learner's moves it names for them."""
        step = self.runner.step
        moved = self.runner.next()
        if moved and step.forward:
            self.play_forward(step.forward)
        if moved and self.runner.done:
            self.say_kindly("lesson.over_free")
        return moved

    def play_forward(self, moves: int):
        """The learner's next `moves` moves played for them by the lesson's policy, everyone's
        between them too, at once (the log keeps each; no announcement for each)."""
        seat = self.viewer
        while moves > 0 and self.match.to_move() is not None:
            p = self.match.to_move()
            self._play(self.runner.opponent_action(self.match.state, len(self.match.steps)))
            self._after_step()
            moves -= p == seat
        self.flashes, self.cues = [], []

    def undo(self) -> bool:
        return False if not self.runner.done else super().undo()

    def ask_hint(self, level="hard") -> bool:
        return False if not self.runner.done else super().ask_hint(level)

    # ---- the clock -------------------------------------------------------------------------------
    def poll(self):
        r = self.runner
        self.take_lesson_seat()
        if r.done:
            super().poll()
            self._hint_by_itself()
            return
        if self.my_turn() and r.off_path(self.game.legal_actions(self.match.state)):
            r.leave()
            self.say_kindly("lesson.off_path")
            return
        p = self.match.to_move()
        if p is None or not self.match.seats[p].is_ai:
            return
        now = self.clock()
        if self.opponent_due is None:
            self.opponent_due = now + AI_DELAY.get(self.ai_speed, 0.5)
        if now >= self.opponent_due and not self.busy():     # each move lands before the next
            self.opponent_due = None
            self._play(r.opponent_action(self.match.state, len(self.match.steps)))
            self._after_step()

    def _hint_by_itself(self):
        """Hints on after the lesson: one asked as each of the learner's turns begins."""
        step = len(self.match.steps)
        if self.my_turn() and self.hint is None and self.hint_request is None and self.hinted_at != step:
            self.hinted_at = step
            super().ask_hint(HINT_LEVEL)
