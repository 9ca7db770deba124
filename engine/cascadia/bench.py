"""Cascadia figures: random games per second and the AI's solo scores and thinking times.

extra(args) -> dict is what `main.py bench` calls; args may carry `games` (AI games per level,
default 100), `random_games` (default 300), `levels` (default easy, normal, hard) and `seed`.
Run directly: python -m engine.cascadia.bench [--games N] [--levels easy,normal] [--random N]
Figures, never assertions: the machine's load changes the times.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from engine.ai.levels import make_bot

from .game import CascadiaGame


def random_games_per_s(game: CascadiaGame, n: int = 300, seed: int = 0) -> float:
    """Whole solo games of uniformly random legal moves, set-up and final scores included."""
    opts = game.default_options(1)
    start = time.perf_counter()
    for k in range(n):
        rng = random.Random(seed + k)
        s = game.setup(opts, seed + k)
        while game.to_move(s) is not None:
            game.apply(s, rng.choice(game.legal_actions(s)))
        game.scores(s)
    return n / (time.perf_counter() - start)


def ai_solo(game: CascadiaGame, level: str, games: int = 100, seed: int = 0) -> dict:
    """Solo games with all A cards: mean final score and time per decision (one core)."""
    opts = game.default_options(1)
    scores, times = [], []
    for k in range(games):
        s = game.setup(opts, seed + k)
        bot = make_bot(game, level)
        rng = random.Random(10_000 + seed + k)
        while game.to_move(s) is not None:
            t = time.perf_counter()
            a = bot.choose(game, s, 0, rng)
            times.append(time.perf_counter() - t)
            game.play(s, a)
        scores.append(game.scores(s).totals[0])
    times.sort()
    return {
        "ai_mean_score": round(statistics.mean(scores), 2),
        "ai_score_sd": round(statistics.pstdev(scores), 2),
        "ai_ms": round(1000 * statistics.median(times), 2),
        "ai_ms_p90": round(1000 * times[int(0.9 * (len(times) - 1))], 2),
        "ai_ms_mean": round(1000 * statistics.mean(times), 2),
        "ai_ms_max": round(1000 * times[-1], 2),
        "games": games,
        "decisions": len(times),
    }


def extra(args=None) -> dict:
    game = CascadiaGame()
    games = getattr(args, "games", None) or 100
    levels = getattr(args, "levels", None) or ("easy", "normal", "hard")
    if isinstance(levels, str):
        levels = tuple(x for x in levels.split(",") if x)
    seed = getattr(args, "seed", None) or 0
    out = {"random_games_per_s": round(random_games_per_s(game, getattr(args, "random_games", None)
                                                           or 300, seed), 1)}
    for level in levels:
        for key, value in ai_solo(game, level, games, seed).items():
            out[f"{key}_{level}"] = value
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--random", dest="random_games", type=int, default=300)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--seed", type=int, default=0)
    print(json.dumps(extra(ap.parse_args(argv)), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
