"""A review running in the AI process, without pygame: it sends the requests of
engine/review/game.py a few at a time (so that a cancel leaves little work behind), gathers the
answers and assembles the review. Nothing is written until it is complete: a cancelled review
leaves the save as it was."""
from __future__ import annotations

import secrets

from engine.review.game import assemble, requests

IN_FLIGHT = 2       # requests sent ahead: a cancel wastes at most this many decisions' work


class ReviewJob:
    def __init__(self, match, player: int, worker_factory, budget: float | None = None):
        self.match, self.player, self.worker_factory = match, player, worker_factory
        key = f"review-{secrets.token_hex(6)}"
        self.requests = requests(match, player, key) if budget is None else requests(match, player, key, budget)
        self.sent: dict = {}            # request id -> index in self.requests
        self.answers: list = [None] * len(self.requests)
        self.next = 0
        self.error: str | None = None
        self.cancelled = False
        self.review: dict | None = None
        if not self.requests:
            self.review = assemble(match, player, [])

    @property
    def total(self) -> int:
        return len(self.requests)

    @property
    def done(self) -> int:
        return sum(a is not None for a in self.answers)

    @property
    def finished(self) -> bool:
        return self.review is not None or self.error is not None or self.cancelled

    def poll(self) -> None:
        """Send what may be sent, take what came back; assemble the review at the last answer."""
        if self.finished:
            return
        worker = self.worker_factory()
        while True:
            got = worker.poll()
            if got is None:
                break
            rid, answer, err = got
            if rid not in self.sent:
                continue                       # a hint's or another review's answer: not ours
            i = self.sent.pop(rid)
            if not isinstance(answer, dict):
                self.error = (err or "no answer").strip().splitlines()[-1]
                self.cancel()
                return
            self.answers[i] = answer
        while len(self.sent) < IN_FLIGHT and self.next < len(self.requests):
            self.sent[worker.ask(self.requests[self.next])] = self.next
            self.next += 1
        if self.done == self.total:
            self.review = assemble(self.match, self.player, self.answers)

    def cancel(self) -> None:
        """Stop: the requests still out are forgotten (their answers, if any, are ignored)."""
        worker = self.worker_factory() if self.sent else None
        if worker is not None and hasattr(worker, "forget"):
            worker.forget(list(self.sent))
        self.sent.clear()
        if self.error is None:
            self.cancelled = True
