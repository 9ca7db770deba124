"""Bench figures of the review (`python main.py bench --only review_seconds,review_agreement`).

review_seconds    CPU seconds to review every decision of one seat in a whole 2-player game
                  (a normal AI standing in for the player), on one core; goal <= 60.
review_agreement  over positions sampled from 2-player normal-AI games (the normal AI standing in
                  for a player): where the review prefers another move than the one played, both
                  moves are played out to the end by hard AIs from the same position (same seeds),
                  and the figure is how often the review's move ends with the better final margin
                  for that player (a tie counts half); goal >= 0.65. `positions` says how many
                  positions counted (those where the review preferred another move).
"""
from __future__ import annotations

import random
import time

from ..core import actions as codec
from ..ai.seats import SeatBots, play_out, request
from ..core.match import Match, Seat
from .game import LEAST_LOSS, LEVEL, answer_here, loss, requests, run_here
from .search import margin

SEED0 = 70_000


def played_match(game, seed: int, levels=("normal", "normal")) -> Match:
    """A whole seeded game played by AIs through the checked path (so it has a log to review)."""
    options = game.default_options(len(levels))
    m = Match.new(game, options, seed, [Seat("ai", lv) for lv in levels])
    bots = SeatBots(game)
    while (p := m.to_move()) is not None:
        m.play(bots.decide(request(game, m.state, p, levels[p], len(m.steps), f"played-{seed}")))
    return m


def review_seconds(game, games: int = 1) -> dict:
    times = []
    for k in range(games):
        m = played_match(game, SEED0 + k)
        c0 = time.process_time()
        review = run_here(m, 0, f"bench-{k}")
        times.append(time.process_time() - c0)
    return {"seconds": round(max(times), 1), "mean": round(sum(times) / len(times), 1), "games": games,
            "decisions": review["decisions"], "players": 2}


def finish(game, state, key: str) -> float:
    """Play `state` out by hard AIs at every seat; the final margin of each seat."""
    play_out(game, state, [LEVEL] * game.num_players(state), key)
    return [margin(game, state, p) for p in range(game.num_players(state))]


def review_agreement(game, positions: int, per_game: int = 8, log=None, max_seconds: float | None = None) -> dict:
    """See the module's docstring; stops after `positions` positions counted (or when
    `max_seconds` of wall-clock time have gone: `positions` in the answer says how many)."""
    better = ties = worse = tried = 0
    seed = SEED0 + 1000
    t0 = time.perf_counter()
    while better + ties + worse < positions:
        if max_seconds is not None and time.perf_counter() - t0 > max_seconds:
            break
        seed += 1
        m = played_match(game, seed)
        reqs = requests(m, seed % 2, f"agree-{seed}")
        rng = random.Random(seed)
        bots = SeatBots(game)
        for req in sorted(rng.sample(reqs, min(per_game, len(reqs))), key=lambda r: r["step"]):
            if better + ties + worse >= positions:
                break
            tried += 1
            answer = answer_here(game, bots, req)
            if loss(answer) < LEAST_LOSS:
                continue                      # no moment the review would show: nothing to check
            k, p = req["step"], req["player"]
            start = next(s for i, s in m.replay_states() if i + 1 == k)
            results = []
            for move in (req["played"], codec.from_json(answer["ai"])):
                s = game.clone(start)
                game.apply(s, move)
                results.append(finish(game, s, f"agree-{seed}-{k}")[p])
            mine, its = results
            better += its > mine
            ties += its == mine
            worse += its < mine
            if log:
                log(f"{game.name} seed {seed} step {k}: review {its:+.0f} vs played {mine:+.0f} "
                    f"(estimate {answer['ai_est'] - answer['played_est']:+.1f}); "
                    f"{better}/{ties}/{worse} after {time.perf_counter() - t0:.0f} s")
    n = better + ties + worse
    return {"rate": round((better + ties / 2) / n, 3) if n else None, "positions": n, "better": better,
            "ties": ties, "worse": worse, "decisions_sampled": tried, "games": seed - SEED0 - 1000}


