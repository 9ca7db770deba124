"""How often the feats are earned: normal AIs play games of each game with a feats sheet, and every
seat's facts are tested against every feat (`python -m engine.record.bench --games 200`). A feat that
nobody ever earns, or everyone always earns, gets redesigned. Prints one line per feat."""
from __future__ import annotations

import argparse
import sys
import time

from engine.ai.seats import play_out
from engine.core.match import Match, Seat
from engine.registry import GAMES

from .facts import facts_of
from .feats import earned, feats_of


def one_game(game, players: int, seed: int) -> list[list[str]]:
    """The feats each seat of one normal-AI game earns (not its first game: games_before is 1)."""
    opts = game.default_options(players)
    state = game.setup(opts, seed)
    play_out(game, state, ["normal"] * players, f"feats-{seed}")
    m = Match(game, opts, seed, [Seat("ai", "normal")] * players, state=state)
    return [earned(feats_of(game), facts_of(m, p, games_before=1)) for p in range(players)]


def figures(name: str, games: int, players: int) -> dict:
    g = GAMES[name]
    counts = {f.id: 0 for f in feats_of(g)}
    t0 = time.perf_counter()
    for seed in range(1, games + 1):
        got = set().union(*map(set, one_game(g, players, seed)))
        for fid in got:
            counts[fid] += 1
    return {"games": games, "players": players, "seconds": round(time.perf_counter() - t0, 1), "feats": counts,
            "never": [k for k, v in counts.items() if v == 0],
            "always": [k for k, v in counts.items() if v == games]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--game", action="append", help="a game (several allowed); default: every one with feats")
    a = ap.parse_args(argv)
    names = a.game or [n for n in GAMES if feats_of(GAMES[n])]
    for name in names:
        fig = figures(name, a.games, a.players)
        feats = fig["feats"]
        print(f"{name}: {len(feats)} feats, {sum(v > 0 for v in feats.values())} earned in {fig['games']} "
              f"{fig['players']}-player normal-AI games ({fig['seconds']} s); never: {fig['never'] or '-'}; "
              f"always: {fig['always'] or '-'}")
        for fid, n in feats.items():
            print(f"  {fid:28s} {n:4d} games ({n / fig['games']:.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
