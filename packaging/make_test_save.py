"""Write a real save to open in the installed-package check: python packaging/make_test_save.py PATH [GAME]

A seeded game of GAME (default: the first registered game), two human seats, a few random legal
moves, saved with engine.core.saves as the app does.
"""
from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.core import saves  # noqa: E402
from engine.core.match import Match, Seat  # noqa: E402
from engine.registry import GAMES  # noqa: E402


def make_save(path: str, name: str | None = None, moves: int = 6) -> str:
    game = GAMES[name or next(iter(GAMES))]
    n = max(game.min_players, min(2, game.max_players))
    match = Match.new(game, game.default_options(n), 5, [Seat("human", name=f"Player {i + 1}") for i in range(n)])
    rng = random.Random(5)
    while len(match.steps) < moves and not match.is_over():
        match.play(rng.choice(game.legal_actions(match.state)))
    saves.save_match(match, path)
    return path


if __name__ == "__main__":
    print(make_save(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
