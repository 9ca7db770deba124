"""Moves that travel: easing, tweens and timelines, pygame-free.

A game's `ui/views/<game>/motion.py` turns two observations (before and after one step) into a
`Timeline` of `Tween`s. A tween moves one piece from a place to a place; places are the game's
own small tuples (("slot", 2), ("env", seat, cell)) that the view turns into screen rectangles
when it draws, so a timeline knows nothing of pixels, cameras or windows, and is unit-tested.
While a tween runs, the view hides the piece at its destination and draws it on its way.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace

MODES = ("full", "reduced", "none")
TRAVEL_MS = 420      # one piece from where it was to where it goes
SHORT_MS = 300       # a piece that only shifts a little, or follows another
GAP_MS = 90          # between pieces that travel one after another
REDUCED = 0.6        # "reduced" motion: shorter, and secondary pieces do not travel
# an AI's steps follow the AI speed chosen, a little slower or faster (a player's, as they are)
AI_PACE = {"slow": 1.3, "normal": 1.0, "fast": 0.8, "instant": 0.65}


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    """Fast start, soft landing (a piece put down)."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Soft start and landing (a piece carried across the table)."""
    return t * t * (3 - 2 * t)


EASINGS = {"linear": linear, "out": ease_out, "in_out": ease_in_out}


@dataclass(frozen=True)
class Tween:
    piece: tuple            # what travels, as the view draws it: ("tile", code), ("token", animal)
    src: tuple              # the place it leaves
    dst: tuple              # the place it reaches
    start: float = 0.0      # ms after the timeline starts
    ms: float = TRAVEL_MS
    ease: str = "in_out"
    secondary: bool = False  # a piece that follows the move (a refill, a token back to the bag)

    @property
    def end(self) -> float:
        return self.start + self.ms

    def progress(self, ms: float) -> float:
        """Eased progress at `ms` after the timeline started: 0 before it leaves, 1 once there."""
        if ms <= self.start:
            return 0.0
        if ms >= self.end or self.ms <= 0:
            return 1.0
        return EASINGS[self.ease]((ms - self.start) / self.ms)


def one_after_another(tweens, gap: float = GAP_MS) -> list[Tween]:
    """The tweens given, each leaving when the one before has landed (plus `gap`)."""
    out, at = [], 0.0
    for tw in tweens:
        out.append(replace(tw, start=at))
        at += tw.ms + gap
    return out


def for_mode(tweens, mode: str) -> list[Tween]:
    """The tweens a motion setting keeps: all ("full"), the main ones shorter ("reduced"),
    none ("none")."""
    if mode == "none":
        return []
    if mode != "reduced":
        return list(tweens)
    kept = [tw for tw in tweens if not tw.secondary]
    first = min((tw.start for tw in kept), default=0.0)
    return [replace(tw, start=(tw.start - first) * REDUCED, ms=tw.ms * REDUCED) for tw in kept]


class Timeline:
    """Tweens played from a start time. `finish()` ends it at once (input during a move)."""

    def __init__(self, tweens=(), clock=time.monotonic):
        self.tweens = tuple(tweens)
        self.clock = clock
        self.t0 = None
        self.done = not self.tweens

    @property
    def duration(self) -> float:
        return max((tw.end for tw in self.tweens), default=0.0)

    def paced(self, k: float) -> "Timeline":
        """Every tween `k` times as long (and as late)."""
        self.tweens = tuple(replace(tw, start=tw.start * k, ms=tw.ms * k) for tw in self.tweens)
        return self

    def start(self, now: float | None = None) -> "Timeline":
        self.t0 = self.clock() if now is None else now
        return self

    def elapsed(self, now: float | None = None) -> float:
        """Ms since the start (0 before start())."""
        if self.t0 is None:
            return 0.0
        return 1000 * ((self.clock() if now is None else now) - self.t0)

    def running(self, now: float | None = None) -> bool:
        if not self.done and self.elapsed(now) >= self.duration:
            self.done = True
        return not self.done

    def finish(self) -> None:
        self.done = True

    def moving(self, now: float | None = None) -> list[tuple[Tween, float]]:
        """(tween, eased progress) of every piece not yet landed; one waiting its turn is at 0."""
        if not self.running(now):
            return []
        ms = self.elapsed(now)
        return [(tw, tw.progress(ms)) for tw in self.tweens if ms < tw.end]

    def hidden(self, now: float | None = None) -> set:
        """Destinations whose piece has not landed yet: the view leaves them empty."""
        return {tw.dst for tw, _ in self.moving(now)}

    def landing(self, now: float | None = None) -> set:
        """The pieces not landed yet (a card game hides cards by name, wherever they go)."""
        return {tw.piece for tw, _ in self.moving(now)}


def staggered(tweens, total: float = 180.0, most: float = 70.0) -> list[Tween]:
    """Tweens leaving one shortly after another (a chain of cards sliding), all started
    within `total` ms so the move stays short."""
    step = min(most, total / max(1, len(tweens) - 1))
    return [replace(tw, start=tw.start + k * step) for k, tw in enumerate(tweens)]


def moved(was: dict, now: dict) -> tuple[list, list, list]:
    """From where each piece is (piece -> place) before and after a step: (piece, from, to) of
    the pieces that changed place, those that came into sight (piece, to) and those that went
    out of it (piece, from)."""
    changed = [(k, was[k], place) for k, place in now.items() if k in was and was[k] != place]
    came = [(k, place) for k, place in now.items() if k not in was]
    went = [(k, place) for k, place in was.items() if k not in now]
    return changed, came, went


def lerp_rect(a, b, p: float, lift: float = 0.0) -> tuple[float, float, float, float]:
    """The (x, y, w, h) between two rectangles at progress p, raised by `lift` at mid-way
    (a piece carried above the table, not dragged across it)."""
    x = a[0] + (b[0] - a[0]) * p
    y = a[1] + (b[1] - a[1]) * p - lift * math.sin(math.pi * p)
    w = a[2] + (b[2] - a[2]) * p
    h = a[3] + (b[3] - a[3]) * p
    return x, y, w, h


def frames(timeline: Timeline, rect_of, lift: float = 24.0, now: float | None = None):
    """(piece, (x, y, w, h)) of every piece on its way, where the view draws it;
    `rect_of(place, piece, leaving)` is the rectangle of the piece at that place on screen now
    (`leaving`: the place it leaves), or None where the board does not show it (the piece then
    travels from or to the other end alone)."""
    for tw, p in timeline.moving(now):
        a, b = rect_of(tw.src, tw.piece, True), rect_of(tw.dst, tw.piece, False)
        if a is None and b is None:
            continue
        a, b = a or b, b or a
        yield tw.piece, lerp_rect(a, b, p, lift if a != b else 0.0)
