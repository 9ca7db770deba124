"""Kauri's game-specific bench figures: balance between factions and the hard AI's edge.

`extra(games, quick)` plays seeded AI games and returns:
  faction_win_rate        4 players, hard AIs on every seat: share of wins per faction
  two_player_win_rate     2 players (Kiwi vs Possum), hard AIs
  three_player_win_rate   3 players (no Maori), hard AIs
  normal_faction_win_rate 4 players, normal AIs on every seat (what a player who seats normal
                          AIs meets: each faction should win its share there too)
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
          hard_samples: int | None = None, hard_turns: int | None = None, only=None) -> dict:
    """The figures of the module's docstring (`only`: the names wanted; the games the others
    need are not played)."""
    if quick:
        games = min(games, 8)
    timing: dict = {}
    budget = (data_dir, hard_samples, hard_turns)

    def wanted(*names):
        return not only or any(n in only for n in names)

    def played(players, seed0, levels, n=games):
        results = _run([(players, seed0 + i, levels) + budget for i in range(n)], workers)
        for _, _, t in results:
            for lv, xs in t.items():
                timing.setdefault(lv, []).extend(xs)
        return results

    def shares(results, players):
        return {FACTIONS[f]: round(w / len(results), 3) for f, w in enumerate(_wins(results, players))}

    out = {"games": games, "hard_samples": hard_samples or levels_hard()["samples"],
           "hard_turns": hard_turns or levels_hard()["turns"]}
    if wanted("faction_win_rate", "faction_avg_score"):
        four = played(4, 10_000, ("hard",) * 4)
        out["faction_win_rate"] = shares(four, 4)
        out["faction_avg_score"] = {FACTIONS[f]: round(sum(t[f] for _, t, _ in four) / games, 1) for f in range(4)}
    if wanted("two_player_win_rate"):
        out["two_player_win_rate"] = shares(played(2, 20_000, ("hard",) * 2), 2)
    if wanted("three_player_win_rate"):
        out["three_player_win_rate"] = shares(played(3, 40_000, ("hard",) * 3), 3)
    if wanted("normal_faction_win_rate"):
        out["normal_faction_win_rate"] = shares(played(4, 50_000, ("normal",) * 4), 4)
    if wanted("hard_vs_normal_win_rate", "hard_vs_normal_by_faction"):
        per = max(1, games // 4)
        seats = [tuple("hard" if i == f else "normal" for i in range(4)) for f in range(4)]
        edge = [sum(1 for w, _, _ in played(4, 30_000 + 100 * f, seats[f], per) if w == f) / per for f in range(4)]
        out["hard_vs_normal_win_rate"] = round(sum(edge) / 4, 3)
        out["hard_vs_normal_by_faction"] = {FACTIONS[f]: round(edge[f], 3) for f in range(4)}
    out["ai_ms"] = {lv: round(statistics.median(xs) * 1000, 1) for lv, xs in timing.items()}
    out["ai_ms_p90"] = {lv: round(sorted(xs)[int(len(xs) * 0.9)] * 1000, 1) for lv, xs in timing.items()}
    return out


def levels_hard() -> dict:
    from .ai import levels
    return levels()["hard"]


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    w = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    print(extra(n, workers=w))
