"""Habitat figures: AI-vs-AI game lengths, level-vs-level win rates, time per decision.

    python -m engine.habitat.bench length  --games 40 --players 4 --level normal
    python -m engine.habitat.bench duel    --games 40 --a hard --b normal
`extra(games, quick, jobs)` gives the 4-player length figures to `main.py bench`.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from engine.ai.levels import make_bot

from .game import HabitatGame


def play_game(game, levels, seed, options=None):
    """One seeded game; returns (state, per-level decision times in ms, action kinds)."""
    options = options or game.default_options(len(levels))
    s = game.setup(options, seed)
    bots = [make_bot(game, lv) if lv != "random" else make_bot(game, "random") for lv in levels]
    rng = random.Random(seed * 7 + 3)
    times = {lv: [] for lv in levels}
    kinds = Counter()
    steps = 0
    while game.to_move(s) is not None and steps < 20000:
        p = game.to_move(s)
        t = time.perf_counter()
        a = bots[p].choose(game, s, p, rng)
        if len(game.legal_actions(s)) > 1:
            times[levels[p]].append((time.perf_counter() - t) * 1000)
        kinds[a[0] if a[0] != "event" else "event:" + a[1].rsplit("-", 1)[0]] += 1
        game.apply(s, a)
        steps += 1
    return s, times, kinds


def length(game, games, players, level, seed0=0):
    turns, rounds, first, cap, kinds, ms = [], [], 0, 0, Counter(), []
    for g in range(games):
        s, times, k = play_game(game, [level] * players, seed0 + g)
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
            "ai_ms_median": round(statistics.median(ms), 1) if ms else 0}


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
            "ai_ms_median": {lv: round(statistics.median(v), 1) for lv, v in ms.items() if v},
            "ai_ms_p90": {lv: round(sorted(v)[int(0.9 * (len(v) - 1))], 1) for lv, v in ms.items() if v}}


def extra(games: int, quick: bool, jobs: int = 1) -> dict:
    """Habitat's own figure for `main.py bench`: 4-player game length, its distribution,
    Territory share and events played (win rates come from the generic bench)."""
    return {"length_4p_normal": length(HabitatGame(), max(4, games if not quick else 4), 4, "normal")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["length", "duel"])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="normal")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    game = HabitatGame()
    if args.what == "length":
        print(length(game, args.games, args.players, args.level, args.seed))
    else:
        print(duel(game, args.games, args.a, args.b, args.seed))


if __name__ == "__main__":
    main()
