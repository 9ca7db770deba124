"""Habitat figures: AI-vs-AI game lengths, the balance table of the rules digest §9.3,
level-vs-level win rates, time per decision.

    python -m engine.habitat.bench length  --games 40 --players 4 --level normal
    python -m engine.habitat.bench length  --games 1 --players 6 --level hard --seed 90000
        (also the decisions' CPU ms, median/p90/max, and each game's CPU seconds)
    python -m engine.habitat.bench balance --games 40 --players 2 4 --level normal
    python -m engine.habitat.bench duel    --games 40 --a hard --b normal
    python -m engine.habitat.bench balance --games 50 --players 4 --level hard --seed 80000 \
        --out hard4.jsonl        (one line per game as it ends: a run cut short still counts)
    python -m engine.habitat.bench balance --summarize hard4.jsonl more.jsonl   (the rows of those games)
`extra(games, quick, jobs)` gives the 4-player length figures to `main.py bench`.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter

from .balance import balance, off_target, summarize
from .game import HabitatGame
from .selfplay import play_game


def spread(ms: list) -> dict:
    """Median, 90th percentile and maximum of decision times (ms)."""
    v = sorted(ms)
    if not v:
        return {}
    return {"median": round(statistics.median(v), 1), "p90": round(v[int(0.9 * (len(v) - 1))], 1),
            "max": round(v[-1], 1)}


def length(game, games, players, level, seed0=0):
    """Game lengths and Territory's share; the decisions' CPU times and each game's CPU seconds
    (this process's, so other work on the machine does not count)."""
    turns, rounds, first, cap, kinds, ms, cpu = [], [], 0, 0, Counter(), [], []
    for g in range(games):
        t0 = time.process_time()
        s, times, k = play_game(game, [level] * players, seed0 + g)
        cpu.append(round(time.process_time() - t0, 1))
        turns.append(s.turn)
        rounds.append(s.turn / players)
        first += s.first in s.winners
        cap += s.end_reason == "cap"
        kinds.update(k)
        ms += times[level]
    t = sorted(turns)
    return {"games": games, "players": players, "level": level,
            "turns_mean": round(statistics.mean(turns), 1), "turns_median": statistics.median(turns),
            "turns_min": t[0], "turns_max": t[-1],
            "turns_quartiles": [t[len(t) // 4], t[len(t) // 2], t[3 * len(t) // 4]],
            "rounds_median": statistics.median(rounds),
            "cap_games": cap, "first_player_wins": first,
            "territory_share_of_turns": round(kinds["territory"] / max(1, sum(turns)), 3),
            "events": {k: v for k, v in kinds.items() if k.startswith("event:")},
            "ai_ms": spread(ms), "decisions": len(ms), "cpu_s_per_game": cpu}


def duel(game, games, a, b, seed0=0):
    """2-player games, seats alternated; a's win share (a shared win counts half)."""
    score, first, ms = 0.0, 0, {a: [], b: []}
    for g in range(games):
        levels = [a, b] if g % 2 == 0 else [b, a]
        s, times, _ = play_game(game, levels, seed0 + g, {"players": 2, "starter": "random"})
        wins = s.winners
        score += sum(1.0 / len(wins) for w in wins if levels[w] == a)
        first += s.first in wins and len(wins) == 1
        for lv in times:
            ms[lv] += times[lv]
    return {"games": games, "a": a, "b": b, "a_win_rate": round(score / games, 3),
            "first_player_win_rate": round(first / games, 3),
            "ai_ms": {lv: spread(v) for lv, v in ms.items() if v}}


def extra(games: int, quick: bool, jobs: int = 1) -> dict:
    """Habitat's own figures for `main.py bench`: 4-player game length, its distribution,
    Territory share and events played, and the §9.3 balance table of normal-AI games at 2 and 4
    players with the goals each row misses (win rates come from the generic bench)."""
    game = HabitatGame()
    n = max(4, games if not quick else 4)
    rows = {}
    for players in (2, 4):
        row = balance(game, n, players, "normal")
        row["off_target"] = off_target(row)
        rows[f"{players}p_normal"] = row
    return {"length_4p_normal": length(game, n, 4, "normal"), "balance": rows}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["length", "balance", "duel"])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, nargs="+", default=[4])
    ap.add_argument("--level", default="normal")
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="normal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", help="balance: append one JSON line per finished game to this file")
    ap.add_argument("--summarize", nargs="+", metavar="FILE", help="balance: the rows of these games")
    args = ap.parse_args()
    game = HabitatGame()
    if args.summarize:
        for row in summarize(game.deck, args.summarize):
            row["off_target"] = off_target(row)
            print(json.dumps(row), flush=True)
    elif args.what == "length":
        for n in args.players:
            print(length(game, args.games, n, args.level, args.seed))
    elif args.what == "balance":
        out = open(args.out, "a", encoding="utf-8") if args.out else None
        try:
            for n in args.players:     # one line per player count, printed as soon as it is done
                row = balance(game, args.games, n, args.level, args.seed, out)
                row["off_target"] = off_target(row)
                print(json.dumps(row), flush=True)
        finally:
            if out is not None:
                out.close()
    else:
        print(duel(game, args.games, args.a, args.b, args.seed))


if __name__ == "__main__":
    main()
