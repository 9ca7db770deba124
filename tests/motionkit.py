"""Shared checks for the moves that travel (ui/views/<game>/motion.py): every tween of a step
starts where its piece was and ends where it is; a whole AI turn ends the same with motion on
or off; a click during a move is not lost."""
from __future__ import annotations

import random
import time

from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.uikit import frame


def steps(game: str, players: int, seed: int, viewer: int = 0, limit: int = 400):
    """(action, mover, observation before, observation after) of each step of a seeded random
    game, as `viewer` sees them."""
    g = GAMES[game]
    s = g.setup(g.default_options(players), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        p = g.to_move(s)
        if p is None:
            return
        before = g.observe(s, viewer)
        a = rng.choice(g.legal_actions(s))
        g.apply(s, a)
        yield a, p, before, g.observe(s, viewer)


def check_tweens(motion, before, after, mode="full") -> list:
    """The timeline of one step, checked: each piece leaves from where it was (in `before`)
    and lands where it is (in `after`), in 200 to 600 ms."""
    tl = motion.timeline(before, after, mode)
    for tw in tl.tweens:
        assert motion.holds(before, tw.src, tw.piece), (tw, "not where it leaves from")
        assert motion.holds(after, tw.dst, tw.piece), (tw, "not where it lands")
        assert 200 <= tw.ms <= 600 or mode == "reduced" and tw.ms <= 600, tw
    return list(tl.tweens)


def routes(tweens) -> set:
    """(kind of place left, kind of place reached) of each tween."""
    return {(tw.src[0], tw.dst[0]) for tw in tweens}


class ScriptedWorker:
    """The AI process stand-in: answers each request at once with a seeded random legal move
    of the match (a test may look at the true state; a bot never does)."""

    def __init__(self, match, seed=7):
        self.match, self.rng, self.ready = match, random.Random(seed), []

    def ask(self, req):
        g = self.match.game
        self.ready.append((len(self.ready) + 1, self.rng.choice(g.legal_actions(self.match.state)), None))
        return len(self.ready)

    def poll(self):
        return self.ready.pop(0) if self.ready else None


def ai_turn(app, game: str, players: int, seed: int, motion: str, turns=1, seconds=30.0):
    """Seat 0 human, the others scripted AIs: the human plays seeded random moves until an AI
    is to move, then frames run (in real time) until the human is to move again; `turns` times.
    Returns (the match, how many frames showed a piece on its way)."""
    from ui.scenes.play import PlayScene
    app.settings.motion = motion
    g = GAMES[game]
    seats = [Seat("human", name="Ann")] + [Seat("ai", "easy", f"Bot {i}") for i in range(1, players)]
    m = Match.new(g, g.default_options(players), seed, seats)
    scene = PlayScene(app, m, None, None)
    worker = ScriptedWorker(m)
    scene.session.worker_factory = lambda: worker
    app.push(scene)
    frame(app)
    if app.top is not scene:    # hidden hands: the pass screen first
        app.top.ready()
    rng = random.Random(seed)
    moving, deadline = 0, time.monotonic() + seconds
    for _ in range(turns):
        while m.to_move() == 0:
            assert scene.try_play(rng.choice(g.legal_actions(m.state)))
        while m.to_move() not in (0, None):
            assert time.monotonic() < deadline, "the AI turn never ended"
            frame(app)
            moving += scene.view.timeline is not None and bool(scene.view.timeline.moving())
            time.sleep(0.004)
    return m, moving


def same_with_motion_on_and_off(app, game: str, players: int, turns=1):
    """An AI turn played with motion off, then on (seed 4): no frame moved a piece off, some
    did on, and the two end with the same actions and state."""
    still, none_moving = ai_turn(app, game, players, 4, "none", turns=turns)
    app.pop()
    moved, frames_moving = ai_turn(app, game, players, 4, "full", turns=turns)
    assert none_moving == 0 and frames_moving > 0
    assert moved.actions == still.actions and moved.state == still.state
