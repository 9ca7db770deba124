"""Finished games to review, and an AI worker that answers review requests in this process."""
from __future__ import annotations

import functools

from engine.ai.seats import SeatBots
from engine.core.match import Match, Seat
from engine.registry import GAMES
from engine.review.bench import played_match
from engine.review.game import answer_here

REAL = ["cascadia", "habitat", "habitats", "kauri", "earth"]


@functools.lru_cache(maxsize=None)
def _finished(name: str, seed: int):
    return played_match(GAMES[name], seed)


def finished(name: str, seed: int = 3) -> Match:
    """A whole 2-player game played by normal AIs, seat 0 shown as a person (Ann)."""
    m = _finished(name, seed)
    out = Match.new(m.game, m.options, m.seed, [Seat("human", name="Ann"), Seat("ai", "normal")])
    out.steps, out.state = list(m.steps), m.game.clone(m.state)
    return out


class HereWorker:
    """Answers review requests in this process, one per poll (as the AI process would, slowly)."""

    def __init__(self):
        self.asked, self.bots, self.forgotten = [], {}, []

    def ask(self, req):
        self.asked.append(req)
        return len(self.asked)

    def poll(self):
        answered = getattr(self, "answered", 0)
        if answered >= len(self.asked):
            return None
        self.answered = answered + 1
        req = self.asked[answered]
        bots = self.bots.setdefault(req["key"], SeatBots(GAMES[req["game"]]))
        return answered + 1, answer_here(GAMES[req["game"]], bots, req), None

    def forget(self, rids):
        self.forgotten += list(rids)
