"""What a lesson step expects and how the opponents move while a lesson runs.

A step's expectation is a pattern: a list whose items must equal the action's, item by item;
"*" stands for any item, and a pattern shorter than the action leaves the rest free
(["place"] is any placing). The opponents move by a fixed policy so that the lesson's
situations arise every time: "easy" is the easy AI with a fixed key (its choices depend on
nothing but the position), "first" the first legal action. A lesson may hold the opponents'
moves as recorded (`replies`): they are played in order while they last and are legal, so a
change to the AI leaves the lesson as written (engine/lessons/record.py writes them)."""
from __future__ import annotations

from engine.ai import seats

ANY = "*"
LESSON_KEY = "lesson"
POLICIES = ("easy", "first")


def matches(pattern: tuple, action) -> bool:
    """True when `action` fits `pattern` (see the module's doc)."""
    if not isinstance(action, tuple) or len(pattern) > len(action):
        return False
    return all(p == ANY or (p == a and type(p) is type(a)) for p, a in zip(pattern, action))


class Opponents:
    """The seats that are not the learner's, moved by one policy. The bots are kept per seat
    with what they saw, as the app's AI process keeps them, so a lesson played again (or
    checked by the loader) meets the same moves."""

    def __init__(self, game, policy: str, replies: tuple = ()):
        self.game, self.policy = game, policy
        self.bots = seats.SeatBots(game)
        self.seen: dict = {}
        self.replies, self.replied = list(replies), 0
        self.made: list = []            # every move given, in order

    def action(self, state, step: int):
        """The move of the seat to move at `step` (the number of actions played so far): the
        next recorded reply while there is one and it is legal, else the policy's."""
        g = self.game
        if self.replied < len(self.replies):
            reply = self.replies[self.replied]
            self.replied += 1
            if reply in g.legal_actions(state):
                self.made.append(reply)
                return reply
            self.replies = []           # the game went another way: the policy from here on
        self.made.append(self.decide(state, step))
        return self.made[-1]

    def decide(self, state, step: int):
        g = self.game
        if self.policy == "first":
            return g.legal_actions(state)[0]
        p = g.to_move(state)
        seen = self.seen.setdefault(p, [])
        req = seats.request(g, state, p, "easy", step, LESSON_KEY, seen)
        action = self.bots.decide(req)
        seen.append((step, req["obs"]))
        return action
