"""Cascadia figures: random games per second and the AI's solo scores and thinking times.

`main.py bench` calls extra(games, quick, jobs): it adds "cascadia_solo", per level the solo
all-A mean score, its spread, the mean points per category and the time per decision
(median, p90, mean, max; forced moves included); "cascadia_4p", the mean points per player of
all-hard 4-player games with all A cards, with and without the majority bonuses, and the
time per decision; "cascadia_solo_hard", the hard level's solo figures over 100+ games;
"cascadia_planner", `planner_ms`: the median CPU per Planner.plan_pair call (a fresh planner
included) on the 200 fixed positions of planner_cases.py.
Seeds start at 1000 (solo) and 2000 (4 players), away from the seeds the AI was tuned on.
Run directly for the full measurement (--only picks keys, --multi-games sizes the last two):
  python -m engine.cascadia.bench [--games 100] [--levels easy,normal,hard] [--random 300]
  python -m engine.cascadia.bench --only cascadia_4p --multi-games 50
  python -m engine.cascadia.bench --only cascadia_4p --hard '{"deep": 5}' --raw new.json   (a screen)
  python -m engine.cascadia.bench --paired old.json new.json   (its games against the same seeds')
Figures, never assertions: the machine's load changes the times.
"""
from __future__ import annotations

import argparse
import inspect
import json
import os
import random
import statistics
import sys
import time

from engine.ai.seats import play_out

from . import planner_cases
from .ai import LEVELS, CascadiaBot, Weights
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


def timed(times: list, cpu: list, actions: list | None = None):
    """A play_out watcher that records every decision's wall-clock and CPU seconds (forced
    moves included, as the figures always counted them) and, given a list, the actions (a
    game replays from its seed and them)."""
    def watch(state, p, action, seconds, forced, cpu_seconds):
        times.append(seconds)
        cpu.append(cpu_seconds)
        if actions is not None:
            actions.append(action)
    return watch


def ai_solo(game: CascadiaGame, level: str, games: int = 100, seed: int = 1000, progress=None) -> dict:
    """Solo games with all A cards: mean final score and time per decision (one core)."""
    opts = game.default_options(1)
    scores, times, cpu = [], [], []
    categories: dict = {}
    for k in range(games):
        s = game.setup(opts, seed + k)
        play_out(game, s, [level], f"solo-{seed + k}", timed(times, cpu))   # as the app plays
        row = game.scores(s).table[0]
        for c, v in row.items():
            categories[c] = categories.get(c, 0) + v / games
        scores.append(sum(row.values()))
        if progress:
            progress({"level": level, "games": k + 1, "mean_score": round(statistics.mean(scores), 2),
                      "ms_p90": round(1000 * sorted(times)[int(0.9 * (len(times) - 1))], 1),
                      "cpu_ms_p90": round(1000 * sorted(cpu)[int(0.9 * (len(cpu) - 1))], 1),
                      "cpu_ms_max": round(1000 * max(cpu), 1)}, None)
    times.sort()
    cpu.sort()
    return {
        "mean_score": round(statistics.mean(scores), 2),
        "score_sd": round(statistics.pstdev(scores), 2),
        "categories": {c: round(v, 1) for c, v in categories.items()},
        "ms_median": round(1000 * statistics.median(times), 2),
        "ms_p90": round(1000 * times[int(0.9 * (len(times) - 1))], 2),
        "ms_mean": round(1000 * statistics.mean(times), 2),
        "ms_max": round(1000 * times[-1], 2),
        "cpu_ms_p90": round(1000 * cpu[int(0.9 * (len(cpu) - 1))], 2),
        "cpu_ms_max": round(1000 * cpu[-1], 2),
        "games": games,
        "decisions": len(times),
    }


def ai_multi(game: CascadiaGame, level: str = "hard", games: int = 50, players: int = 4,
             seed: int = 2000, progress=None) -> dict:
    """All-`level` games of `players` players with all A cards: mean points per player with
    and without the habitat majority bonuses, and the time per decision (forced moves
    included, as in ai_solo)."""
    opts = game.default_options(players)
    with_bonus, without, times, cpu, played = [], [], [], [], []
    categories: dict = {}
    for k in range(games):
        s = game.setup(opts, seed + k)
        played.append([seed + k, []])
        play_out(game, s, [level] * players, f"multi-{seed + k}", timed(times, cpu, played[-1][1]))
        for row in game.scores(s).table:
            total = sum(row.values())
            with_bonus.append(total)
            without.append(total - row["bonus"])
            for c, v in row.items():
                categories[c] = categories.get(c, 0) + v
        if progress:    # the figure so far, in case a long run has to stop early
            progress(multi_figure(with_bonus, without, times, cpu, categories, k + 1, players, level),
                     {"with_bonus": with_bonus, "without": without, "times": times, "cpu": cpu,
                      "games": played})
    return multi_figure(with_bonus, without, times, cpu, categories, games, players, level)


def multi_figure(with_bonus, without, times, cpu, categories, games, players, level) -> dict:
    """Wall-clock times (what a player waits) and the process's CPU times (what the decision
    costs on one core, whatever else the machine runs)."""
    times, cpu = sorted(times), sorted(cpu)
    n = len(without)
    return {
        "mean_without_bonus": round(statistics.mean(without), 2),
        "mean_with_bonus": round(statistics.mean(with_bonus), 2),
        "sd_without_bonus": round(statistics.pstdev(without), 2),
        "categories": {c: round(v / n, 1) for c, v in categories.items()},
        "ms_median": round(1000 * statistics.median(times), 1),
        "ms_p90": round(1000 * times[int(0.9 * (len(times) - 1))], 1),
        "ms_max": round(1000 * times[-1], 1),
        "cpu_ms_median": round(1000 * statistics.median(cpu), 1),
        "cpu_ms_p90": round(1000 * cpu[int(0.9 * (len(cpu) - 1))], 1),
        "cpu_ms_max": round(1000 * cpu[-1], 1),
        "games": games, "players": players, "level": level, "decisions": len(times),
    }


def planner_figure(game: CascadiaGame) -> dict:
    """planner_ms on the fixed positions (their file is in tests/, not in the bundle)."""
    if not os.path.exists(planner_cases.CASES_FILE):
        return {"skipped": "no positions file (tests/cascadia/planner_cases.json)"}
    cases = planner_cases.positions(game, planner_cases.load()["games"])
    return {"planner_ms": planner_cases.planner_ms(game, cases), "positions": len(cases)}


KEYS = ("cascadia_solo", "cascadia_4p", "cascadia_solo_hard", "cascadia_planner")


def extra(games: int = 0, quick: bool = False, jobs: int = 1, levels=None, seed: int = 1000,
          random_games: int = 0, only=None, multi_games: int = 0, progress=None,
          multi_seed: int = 2000) -> dict:
    """Figures for `main.py bench` (jobs is not used: the games run one after another).
    cascadia_4p and cascadia_solo_hard are the hard level's yardsticks (issue 18): at least
    50 four-player games and 100 solo games unless quick (1 and 2) or multi_games says.
    `main.py bench --game cascadia --only cascadia_4p` asks for one of them."""
    game = CascadiaGame()
    want = set(only or KEYS)
    games = games or (2 if quick else 20)
    levels = levels or (("easy", "normal") if quick else ("easy", "normal", "hard"))
    big = multi_games or (1 if quick else max(50, games))
    out = {}
    if "cascadia_solo" in want:
        out["cascadia_solo"] = {level: ai_solo(game, level, games, seed) for level in levels}
    if "cascadia_4p" in want:
        out["cascadia_4p"] = ai_multi(game, "hard", big, 4, multi_seed, progress)
    if "cascadia_solo_hard" in want:
        out["cascadia_solo_hard"] = ai_solo(game, "hard", multi_games or (2 if quick else max(100, games)), seed,
                                            progress)
    if "cascadia_planner" in want:
        out["cascadia_planner"] = planner_figure(game)
    if random_games:
        out["cascadia_random_games_per_s"] = round(random_games_per_s(game, random_games), 1)
    return out


def override_hard(text: str) -> dict:
    """Change hard's settings in this process by a JSON object of them (the bench's screens;
    the app plays LEVELS); returns them."""
    try:
        settings = json.loads(text)
    except ValueError as e:
        raise SystemExit(f"--hard wants a JSON object of hard's settings: {e}") from None
    if not isinstance(settings, dict):
        raise SystemExit("--hard wants a JSON object of hard's settings, like '{\"deep\": 5}'")
    unknown = set(settings) - set(inspect.signature(CascadiaBot).parameters)
    if unknown:
        raise SystemExit(f"unknown setting(s) of hard: {', '.join(sorted(unknown))}")
    weights = settings.get("weights")
    if weights is not None:     # {"weights": {"horizon": 3}}: hard's Weights with those changed
        if not isinstance(weights, dict) or set(weights) - set(vars(Weights())):
            raise SystemExit("--hard's weights want an object of Weights' fields, like {\"horizon\": 3}")
        settings = {**settings, "weights": Weights(**{**vars(LEVELS["hard"]["weights"]), **weights})}
    LEVELS["hard"] = {**LEVELS["hard"], **settings}
    return settings


def paired(before: str, after: str, players: int = 4) -> dict:
    """Two --raw files of the same seeds: the mean change of each game's points per player
    without the majority bonuses, its standard error, and the games up, down and level."""
    runs = []
    for path in (before, after):
        with open(path, encoding="utf-8") as f:
            raw = json.load(f)
        w = raw["without"]
        runs.append({seed: statistics.mean(w[players * k:players * (k + 1)])
                     for k, (seed, _actions) in enumerate(raw["games"])})
    seeds = sorted(set(runs[0]) & set(runs[1]))
    if not seeds:
        raise SystemExit(f"{before} and {after} played no seed alike")
    diffs = [runs[1][k] - runs[0][k] for k in seeds]
    se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
    return {"games": len(diffs), "before": round(statistics.mean(runs[0][k] for k in seeds), 2),
            "after": round(statistics.mean(runs[1][k] for k in seeds), 2),
            "difference": round(statistics.mean(diffs), 2), "se": round(se, 2),
            "up": sum(d > 0 for d in diffs), "down": sum(d < 0 for d in diffs)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="solo games per level")
    ap.add_argument("--multi-games", type=int, default=0,
                    help="games of cascadia_4p and cascadia_solo_hard (default 50 and 100)")
    ap.add_argument("--random", dest="random_games", type=int, default=300)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--multi-seed", type=int, default=2000, help="first seed of cascadia_4p")
    ap.add_argument("--raw", default="", help="file for cascadia_4p's scores, times and "
                    "each game's seed and actions, after each game")
    ap.add_argument("--only", default="", help="comma-separated keys among " + ", ".join(KEYS))
    ap.add_argument("--hard", default="", help='hard\'s settings changed for this run only, as JSON '
                    '(a screen against the app\'s: --hard \'{"deep": 5}\')')
    ap.add_argument("--paired", nargs=2, metavar=("BEFORE", "AFTER"),
                    help="compare two --raw files game by game (same seeds) and stop")
    a = ap.parse_args(argv)
    if a.paired:
        print(json.dumps(paired(*a.paired)))
        return 0
    changed = override_hard(a.hard) if a.hard else {}
    only = tuple(a.only.split(",")) if a.only else None
    def progress(figure, raw):
        print(json.dumps(figure), file=sys.stderr, flush=True)
        if a.raw and raw:   # every score and time so far: runs split by seeds combine exactly
            with open(a.raw, "w", encoding="utf-8") as f:
                json.dump(raw, f)
    out = extra(a.games, False, 1, tuple(a.levels.split(",")), a.seed, a.random_games, only,
                a.multi_games, progress, a.multi_seed)
    if changed:
        out["hard_changed"] = {k: vars(v) if isinstance(v, Weights) else v for k, v in changed.items()}
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
