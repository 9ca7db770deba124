"""Habitats figures: the balance goals of the design (rules file §10.4) over AI self-play.

`main.py bench` calls extra(games, quick, jobs): it adds "habitats_balance", per player count,
from seeded games where every seat plays the same level:
  winner_median      median winner total (goal: 40-70, the printed track)
  goal_share         goal points / winner's total, mean over games (goal: 10-25%)
  category_share     each park category's share of the mean park score (goal: none over 40%)
  animal_met_rate    per animal kind, share of the parks holding it where its demand is met
                     (goal: every animal at least 40%)
  seat_win_rate      wins per seat in turn order from the start player (goal: 1/N +- 5 points)
  seat_mean_total    mean final total per seat in turn order (a bias shows here before the wins)
  goal_separation    per goal, share of its scorings where the best and the worst park differ
                     (goal: at least 70%)
  set_aside          tiles that fitted nowhere, per game
Run directly for more control:
  python -m engine.habitats.bench [--games 40] [--players 2,3,4,5] [--level hard] [--jobs 1]
      [--seed 40000] [--out games.jsonl]   (--out: one line per finished game, as it finishes)
  python -m engine.habitats.bench --summarize games.jsonl   (the figures of a run, even cut short)
Figures, never assertions.
"""
from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict

from engine.ai.seats import play_out

from .data import ANIMAL, GOALS
from .game import HabitatsGame
from .goals import measure
from .scoring import PARK_CATEGORIES, ParkFacts


def play(game, players: int, seed: int, level: str):
    """One seeded game, every seat at `level`; returns the final state and the goal keys
    measured at each year's end."""
    s = game.setup(game.default_options(players), seed)
    ends = game.year_ends(players)
    spread = []

    def year_end(state, *_):   # called before each action, so it sees the state after the last
        if state.turn in ends and state.held == -1 and len(spread) < ends.index(state.turn) + 1:
            y = ends.index(state.turn)
            keys = [measure(state.goals[y], game.data, park)[0] for park in state.parks]
            spread.append((state.goals[y], max(keys) != min(keys)))

    play_out(game, s, [level] * players, f"habitats-{seed}", year_end)   # as the app plays
    year_end(s)
    return s, spread


def _play_star(args):
    players, seed, level = args[:3]
    game = HabitatsGame()
    s, spread = play(game, players, seed, level)
    sheet = game.scores(s)
    d = game.data
    met = defaultdict(lambda: [0, 0])
    for park in s.parks:
        facts = ParkFacts(d, park)
        for c, code in park.items():
            if d.cat[code >> 2] == ANIMAL:
                rec = met[d.kinds[d.tile_kind[code >> 2]].id]
                rec[0] += c in facts.met
                rec[1] += 1
    order = [(s.first + k) % players for k in range(players)]
    return {"players": players, "seed": seed, "level": level, "table": sheet.table,
            "winners": sheet.winners(), "order": order, "spread": spread,
            "met": dict(met), "set_aside": len(s.set_aside)}


def _run(tasks, jobs, out=None):
    """Play the tasks; with `out` (an open text file) write each game as a JSON line as it ends."""
    def record(r):
        if out is not None:
            out.write(json.dumps(r) + "\n")
            out.flush()
        return r
    if jobs <= 1:
        return [record(_play_star(t)) for t in tasks]
    import multiprocessing as mp
    with mp.get_context("spawn").Pool(jobs) as pool:
        return [record(r) for r in pool.imap_unordered(_play_star, tasks, chunksize=1)]


def _summary(results, players) -> dict:
    totals = [[sum(row.values()) for row in r["table"]] for r in results]
    win_totals = [max(t) for t in totals]
    goal_share = [sum(r["table"][r["winners"][0]][f"goal{y}"] for y in (1, 2, 3)) / max(1, max(t))
                  for r, t in zip(results, totals)]
    cat = {c: statistics.mean(row[c] for r in results for row in r["table"]) for c in PARK_CATEGORIES}
    park_mean = sum(cat.values()) or 1
    seat = [0.0] * players
    seat_total = [0.0] * players
    for r, t in zip(results, totals):
        for w in r["winners"]:
            seat[r["order"].index(w)] += 1 / len(r["winners"])
        for k, p in enumerate(r["order"]):
            seat_total[k] += t[p] / len(results)
    met = defaultdict(lambda: [0, 0])
    sep = defaultdict(lambda: [0, 0])
    for r in results:
        for k, (a, b) in r["met"].items():
            met[k][0] += a
            met[k][1] += b
        for g, differ in r["spread"]:
            sep[g][0] += differ
            sep[g][1] += 1
    return {
        "games": len(results),
        "winner_median": statistics.median(win_totals),
        "winner_mean": round(statistics.mean(win_totals), 1),
        "goal_share": round(statistics.mean(goal_share), 3),
        "park_mean": round(park_mean, 1),
        "category_share": {c: round(v / park_mean, 3) for c, v in cat.items()},
        "animal_met_rate": {k: round(a / b, 2) for k, (a, b) in sorted(met.items(), key=lambda x: x[1][0] / x[1][1])},
        "seat_win_rate": [round(x / len(results), 3) for x in seat],
        "seat_mean_total": [round(x, 1) for x in seat_total],
        "goal_separation": {g: round(a / b, 2) for g, (a, b) in sorted(sep.items()) if g in GOALS},
        "set_aside_per_game": round(statistics.mean(r["set_aside"] for r in results), 3),
    }


def balance(players_list, games: int, level: str, jobs: int = 1, seed: int = 40_000, out=None) -> dict:
    figures = {}
    for n in players_list:
        results = _run([(n, seed + k, level) for k in range(games)], jobs, out)
        figures[f"{n}p"] = _summary(results, n)
    return figures


def summarize(path: str) -> dict:
    """The figures of the games written by --out, per level and player count."""
    groups = defaultdict(list)
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                r["spread"] = [tuple(x) for x in r["spread"]]
                groups[(r["level"], r["players"])].append(r)
    return {f"{lvl} {n}p": _summary(rs, n) for (lvl, n), rs in sorted(groups.items())}


def extra(games: int = 0, quick: bool = False, jobs: int = 1) -> dict:
    """Figures for `main.py bench`: the balance over normal-AI self-play (hard takes long)."""
    games = games or (4 if quick else 20)
    return {"habitats_balance": {"level": "normal",
                                 **balance((2, 3, 4, 5) if not quick else (2,), games, "normal", jobs)}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", default="2,3,4,5")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=40_000, help="first game's seed")
    ap.add_argument("--out", help="append one JSON line per finished game to this file")
    ap.add_argument("--summarize", metavar="FILE", help="print the figures of the games in FILE")
    a = ap.parse_args(argv)
    if a.summarize:
        print(json.dumps(summarize(a.summarize), indent=2))
        return 0
    players = tuple(int(x) for x in a.players.split(","))
    out = open(a.out, "a", encoding="utf-8") if a.out else None
    try:
        print(json.dumps(balance(players, a.games, a.level, a.jobs, a.seed, out), indent=2))
    finally:
        if out is not None:
            out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
