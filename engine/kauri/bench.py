"""Kauri's game-specific bench figures: balance between factions and the hard AI's edge.

`extra(games, quick)` plays seeded AI games and returns:
  faction_win_rate        4 players, hard AIs on every seat: share of wins per faction
  two_player_win_rate     2 players (Kiwi vs Possum), hard AIs
  three_player_win_rate   3 players (no Maori), hard AIs
  hard_vs_normal_win_rate one hard seat against three normal seats, averaged over the 4 factions
  ai_ms                   median milliseconds per decision per level (all decisions with a
                          choice; <level>_pick: the secret card picks alone)
Games are split over `workers` processes. Run it alone:  python -m engine.kauri.bench [games]
"""
from __future__ import annotations

import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

from engine.ai.seats import play_out

from .data import FACTIONS


def make(game, level: str, hard_samples: int | None, hard_turns: int | None = None):
    """The level's bot; hard_samples / hard_turns override the hard level's budget
    (determinizations per candidate pick, turns simulated after it)."""
    from engine.ai.levels import make_bot

    from .ai import KauriBot, levels
    if level == "hard" and (hard_samples or hard_turns):
        spec = dict(levels()["hard"])
        spec.pop("bot")
        spec["samples"] = hard_samples or spec["samples"]
        spec["turns"] = hard_turns or spec["turns"]
        return KauriBot(**spec)
    return make_bot(game, level)


def play(players: int, seed: int, levels: tuple, data_dir: str | None = None,
         hard_samples: int | None = None, hard_turns: int | None = None):
    """One seeded game; returns (winner seat, totals, {level: [seconds per decision]})."""
    from .data import load
    from .game import KauriGame
    game = KauriGame(load(data_dir)) if data_dir else _game()
    s = game.setup(game.default_options(players), seed)
    timing: dict = {}

    def watch(state, p, action, dt, forced, cpu):
        if not forced:
            timing.setdefault(levels[p], []).append(dt)
            if state.phase == "pick":       # the card choice, the expensive decision
                timing.setdefault(levels[p] + "_pick", []).append(dt)

    play_out(game, s, list(levels), f"kauri-{players}-{seed}", watch,
             make=lambda g, lv: make(g, lv, hard_samples, hard_turns))
    sheet = game.scores(s)
    return sheet.winners()[0], sheet.totals, timing


_GAME = None


def _game():
    global _GAME
    if _GAME is None:
        from .game import KauriGame
        _GAME = KauriGame()
    return _GAME


def _run(jobs, workers):
    if workers <= 1:
        return [play(*j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_star, jobs))


def _star(job):
    return play(*job)


def _wins(results, players: int) -> list:
    """Games won per seat (seat i = faction i)."""
    wins = [0] * players
    for w, _, _ in results:
        wins[w] += 1
    return wins


def extra(games: int = 200, quick: bool = False, workers: int = 1, data_dir: str | None = None,
          hard_samples: int | None = None, hard_turns: int | None = None) -> dict:
    if quick:
        games = min(games, 8)
    timing: dict = {}

    def collect(results):
        for _, _, t in results:
            for lv, xs in t.items():
                timing.setdefault(lv, []).extend(xs)
        return results

    budget = (data_dir, hard_samples, hard_turns)
    four = collect(_run([(4, 10_000 + i, ("hard",) * 4) + budget for i in range(games)], workers))
    wins4 = _wins(four, 4)
    two = collect(_run([(2, 20_000 + i, ("hard",) * 2) + budget for i in range(games)], workers))
    wins2 = _wins(two, 2)
    three = collect(_run([(3, 40_000 + i, ("hard",) * 3) + budget for i in range(games)], workers))
    wins3 = _wins(three, 3)
    per = max(1, games // 4)
    edge = []
    for f in range(4):
        lv = tuple("hard" if i == f else "normal" for i in range(4))
        res = collect(_run([(4, 30_000 + 100 * f + i, lv) + budget for i in range(per)], workers))
        edge.append(sum(1 for w, _, _ in res if w == f) / per)
    avg4 = [round(sum(t[f] for _, t, _ in four) / games, 1) for f in range(4)]
    return {
        "games": games,
        "hard_samples": hard_samples or levels_hard()["samples"],
        "hard_turns": hard_turns or levels_hard()["turns"],
        "faction_win_rate": {FACTIONS[f]: round(wins4[f] / games, 3) for f in range(4)},
        "faction_avg_score": {FACTIONS[f]: avg4[f] for f in range(4)},
        "two_player_win_rate": {FACTIONS[f]: round(wins2[f] / games, 3) for f in range(2)},
        "three_player_win_rate": {FACTIONS[f]: round(wins3[f] / games, 3) for f in range(3)},
        "hard_vs_normal_win_rate": round(sum(edge) / 4, 3),
        "hard_vs_normal_by_faction": {FACTIONS[f]: round(edge[f], 3) for f in range(4)},
        "ai_ms": {lv: round(statistics.median(xs) * 1000, 1) for lv, xs in timing.items()},
        "ai_ms_p90": {lv: round(sorted(xs)[int(len(xs) * 0.9)] * 1000, 1)
                      for lv, xs in timing.items()},
    }


def levels_hard() -> dict:
    from .ai import levels
    return levels()["hard"]


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    w = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    print(extra(n, workers=w))
