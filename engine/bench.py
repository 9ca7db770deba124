"""`python main.py bench`: speed, memory and AI-strength figures, printed, never asserted.

  bench [--game G] [--quick] [--games N] [--jobs J] [--json] [--only a,b,...]

Per game (one JSON object each with --json):
  random_games_per_s  whole uniformly random games per second on one core (smallest player count)
  ai_ms               per level: median, p90, mean, max ms per decision over whole games
                      (smallest player count; forced moves excluded)
  ai_mean_score       per level, seeded solo games (games with a solo mode)
  ai_win_rate         hard_vs_normal, normal_vs_random: seeded 2-player games, seats alternated;
                      and hard_vs_reference, normal_vs_reference for a game whose ai_levels()
                      names a "reference" bot (a fixed yardstick that is no player's level)
  first_player_win_rate  2-player normal-vs-normal games
  turns_per_game      mean and max rounds of the normal-vs-normal games
  frame_ms            full redraw of a mid-game position at 1280x800 (the UI measures it)
  anim_frame_ms       median and p90 frame time while moves travel on a mid-game board (the
                      frames of several steps' animations, 60 a second; goal <= 8 ms)
  idle_cpu_pct        CPU % of one core the app uses over 5 s idle on the main menu and on a
                      mid-game position waiting for the human (real main loop, dummy video)
  startup_ms          process start to main menu drawn (whole app, separate process), with
                      an empty temp data folder
  startup_ms_500_saves  the same with 500 saves of every game in the folder (once the index
                      beside them is built; startup_ms_500_saves_first: the first start, which
                      reads every save's header); the goal is at most 1.5x startup_ms
  bundle_startup_ms   the same from the built bundle (dist/Terrarium/Terrarium probe), with
                      bundle_size_mb (on disk) and deb_size_mb (dist/terrarium_<version>_amd64.deb)
                      when they are built; "skipped" if there is no bundle
  peak_rss_mb         peak memory of the app process with this game's board drawn
  ai_process_peak_rss_mb  peak memory of the AI process after one hard decision (Linux)
  feats_earned        games of 2 normal AIs (or the smallest table) earning each of the game's
                      feats (gamedata/<game>/feats.yaml), with those never and always earned
                      (engine/record/bench.py; games with a feats sheet)
  review_seconds      CPU seconds to review one seat's decisions in a whole 2-player game (goal <= 60)
  review_agreement    how often the move the review prefers ends better than the move played when
                      both are played out by hard AIs, over --positions positions sampled from
                      normal-AI games (goal >= 0.65; engine/review/bench.py); CPU-heavy: minutes
                      per ten positions
plus whatever engine/<game>/bench.py extra(games, quick, jobs) adds.
--only limits the figures computed (e.g. --only ai_mean_score,ai_ms).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import statistics
import sys
import time

from .ai.seats import play_out
from .record.bench import figures as feats_figures
from .review import bench as review_bench
from .record.feats import feats_of
from .registry import GAMES

FIGURES = ("random_games_per_s", "ai_ms", "ai_mean_score", "ai_win_rate", "first_player_win_rate",
           "turns_per_game", "frame_ms", "anim_frame_ms", "idle_cpu_pct", "startup_ms", "startup_ms_500_saves",
           "bundle_startup_ms", "peak_rss_mb", "feats_earned", "review_seconds", "review_agreement")
UI_FIGURES = {"frame_ms", "anim_frame_ms", "idle_cpu_pct", "startup_ms", "startup_ms_500_saves",
              "bundle_startup_ms", "peak_rss_mb"}


def percentile(xs, q):
    xs = sorted(xs)
    if not xs:
        return None
    k = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[k]


def random_games_per_s(game, seconds: float) -> dict:
    n = game.min_players
    options = game.default_options(n)
    rng = random.Random(1)
    games, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        seed += 1
        s = game.setup(options, seed)
        while game.to_move(s) is not None:
            game.apply(s, rng.choice(game.legal_actions(s)))
        game.scores(s)
        games += 1
    return {"value": round(games / (time.perf_counter() - start), 1), "players": n}


def play_game(name: str, options: dict, seed: int, levels: list[str], max_decisions=None):
    """One seeded game played as the app plays it (engine.ai.seats.play_out: one bot per seat,
    fed only its seat's observation); returns totals, winners, per-seat decision times (ms)
    and rounds."""
    game = GAMES[name]
    s = game.setup(options, seed)
    first = game.first_player(s)
    times: list[list[float]] = [[] for _ in levels]

    class Enough(Exception):
        pass

    def watch(state, p, action, seconds, forced, cpu):
        if not forced:
            times[p].append(seconds * 1000)
            if max_decisions and sum(map(len, times)) >= max_decisions:
                raise Enough

    try:
        play_out(game, s, levels, f"bench-{seed}", watch)
    except Enough:
        return {"times": times, "finished": False}
    sheet = game.scores(s)
    return {"totals": sheet.totals, "winners": sheet.winners(), "times": times,
            "rounds": game.round_number(s), "first": first, "finished": True}


def _play_star(args):
    return play_game(*args)


def run_games(jobs: int, tasks: list):
    if jobs <= 1 or len(tasks) <= 1:
        return [_play_star(t) for t in tasks]
    with mp.get_context("spawn").Pool(jobs) as pool:
        return pool.map(_play_star, tasks, chunksize=1)


def ai_ms(name, game, quick: bool) -> dict:
    """Time every decision of whole games (the smallest player count), so that the costly
    choices of the middle and end of a game weigh as they do in play."""
    out = {}
    options = game.default_options(game.min_players)
    plan = {"easy": (1, None), "normal": (1, None), "hard": (1, 8)} if quick else \
        {"easy": (3, None), "normal": (3, None), "hard": (2, None)}
    for level, (games, cap) in plan.items():
        times = []
        for k in range(games):
            r = play_game(name, options, 500 + k, [level] * options["players"], max_decisions=cap)
            times += [t for seat in r["times"] for t in seat]
        out[level] = {"median": round(statistics.median(times), 1) if times else None,
                      "p90": round(percentile(times, 0.9), 1) if times else None,
                      "mean": round(statistics.mean(times), 1) if times else None,
                      "max": round(max(times), 1) if times else None,
                      "decisions": len(times), "players": options["players"]}
    return out


def ai_mean_score(name, game, games: int, jobs: int) -> dict:
    out = {}
    options = game.default_options(1)
    for level in ("easy", "normal", "hard"):
        results = run_games(jobs, [(name, options, 10_000 + k, [level]) for k in range(games)])
        totals = [r["totals"][0] for r in results]
        out[level] = {"mean": round(statistics.mean(totals), 2), "min": min(totals), "max": max(totals),
                      "games": len(totals)}
    return out


def head_to_head(name, game, a: str, b: str, games: int, jobs: int) -> dict:
    options = game.default_options(2)
    tasks = []
    for k in range(games):
        levels = [a, b] if k % 2 == 0 else [b, a]
        tasks.append((name, options, 20_000 + k, levels))
    results = run_games(jobs, tasks)
    wins = 0.0
    for k, r in enumerate(results):
        a_seat = 0 if k % 2 == 0 else 1
        if a_seat in r["winners"]:
            wins += 1 / len(r["winners"])
    return {"rate": round(wins / len(results), 3), "games": len(results)}


def self_play(name, game, games: int, jobs: int) -> dict:
    options = game.default_options(2)
    results = run_games(jobs, [(name, options, 30_000 + k, ["normal", "normal"]) for k in range(games)])
    first = sum(1 / len(r["winners"]) for r in results if r["first"] in r["winners"])
    rounds = [r["rounds"] for r in results]
    return {"first_player_win_rate": {"rate": round(first / len(results), 3), "games": len(results)},
            "turns_per_game": {"mean": round(statistics.mean(rounds), 1), "max": max(rounds),
                               "players": 2}}


def bench_game(name: str, args, ui_figures) -> dict:
    game = GAMES[name]
    want = set(args.only.split(",")) if args.only else set(FIGURES) | {"extra"}
    games = args.games or (4 if args.quick else 20)
    out: dict = {"game": name}
    if "random_games_per_s" in want:
        out["random_games_per_s"] = random_games_per_s(game, 1.0 if args.quick else 5.0)
    if "ai_ms" in want:
        out["ai_ms"] = ai_ms(name, game, args.quick)
    if "ai_mean_score" in want and game.min_players == 1 and not args.quick:
        out["ai_mean_score"] = ai_mean_score(name, game, games, args.jobs)
    if game.max_players >= 2 and game.min_players <= 2:
        if "ai_win_rate" in want:
            out["ai_win_rate"] = {
                "hard_vs_normal": ({"skipped": "--quick (hard games take minutes)"} if args.quick else
                                   head_to_head(name, game, "hard", "normal", games, args.jobs)),
                "normal_vs_random": head_to_head(name, game, "normal", "random", games, args.jobs),
            }
            if "reference" in game.ai_levels():      # a fixed yardstick no level tuning moves
                out["ai_win_rate"]["normal_vs_reference"] = head_to_head(
                    name, game, "normal", "reference", games, args.jobs)
                if not args.quick:
                    out["ai_win_rate"]["hard_vs_reference"] = head_to_head(
                        name, game, "hard", "reference", games, args.jobs)
        if want & {"first_player_win_rate", "turns_per_game"}:
            out.update(self_play(name, game, games, args.jobs))
    if "feats_earned" in want and feats_of(game):
        out["feats_earned"] = feats_figures(name, games, max(2, game.min_players))
    if "review_seconds" in want and game.max_players >= 2 >= game.min_players:
        out["review_seconds"] = review_bench.review_seconds(game)
    if "review_agreement" in want and game.max_players >= 2 >= game.min_players:
        out["review_agreement"] = review_bench.review_agreement(
            game, args.positions or (10 if args.quick else 200),
            log=lambda line: print(line, file=sys.stderr, flush=True),
            max_seconds=args.agreement_minutes * 60 if args.agreement_minutes else None, out=args.out)
    if ui_figures and want & UI_FIGURES:
        out.update(ui_figures(name, args.quick, want & UI_FIGURES))
    named = want - set(FIGURES) - {"extra"}     # a game's own figure, e.g. cascadia_4p
    if "extra" in want or named:
        out.update(game.bench_extra(games, args.quick, args.jobs, only=named or None))
    return out


def main(argv: list[str], ui_figures=None) -> int:
    ap = argparse.ArgumentParser(prog="main.py bench", description=__doc__.split("\n")[0])
    ap.add_argument("--game", help="one game (default: every registered game)")
    ap.add_argument("--quick", action="store_true", help="small samples: the whole run under a minute")
    ap.add_argument("--games", type=int, default=0, help="sample size for AI games")
    ap.add_argument("--jobs", type=int, default=1, help="processes for AI games (timings stay one core each)")
    ap.add_argument("--json", action="store_true", help="one JSON object per game per line")
    ap.add_argument("--only", default="", help="comma-separated figures to compute")
    ap.add_argument("--positions", type=int, default=0, help="positions for review_agreement (default 200)")
    ap.add_argument("--agreement-minutes", type=float, default=0,
                    help="stop review_agreement after this long (it reports the positions counted)")
    ap.add_argument("--out", help="review_agreement: append each sampled position to this file and go on "
                                  "from what it holds (a long run in pieces)")
    args = ap.parse_args(argv)
    names = [args.game] if args.game else list(GAMES)
    for name in names:
        if name not in GAMES:
            print(f"unknown game {name!r}; registered: {', '.join(GAMES)}", file=sys.stderr)
            return 2
    for name in names:
        t0 = time.perf_counter()
        result = bench_game(name, args, ui_figures)
        result["bench_seconds"] = round(time.perf_counter() - t0, 1)
        if args.json:
            print(json.dumps(result, ensure_ascii=False), flush=True)
        else:
            print(json.dumps(result, indent=2, ensure_ascii=False), flush=True)
    return 0
