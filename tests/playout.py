"""Helpers for playing whole games in tests and benchmarks."""
from __future__ import annotations

import random


def random_playout(game, options, seed, max_steps=20000, check=None):
    """Play uniformly random legal moves to the end; returns (state, actions)."""
    rng = random.Random(seed * 7919 + 1)
    s = game.setup(options, seed)
    actions = []
    for _ in range(max_steps):
        if check:
            check(s)
        p = game.to_move(s)
        if p is None:
            return s, actions
        legal = game.legal_actions(s)
        assert legal, f"no legal action but {p} is to move"
        a = rng.choice(legal)
        game.apply(s, a)
        actions.append(a)
    raise AssertionError(f"game did not end within {max_steps} steps")


def random_walk(game, s, rng, limit):
    """Plays random legal moves on `s`, yielding each position's legal actions before its move
    is chosen (a caller may stop there); ends with the game or after `limit` moves."""
    for _ in range(limit):
        if game.to_move(s) is None:
            return
        legal = game.legal_actions(s)
        yield legal
        game.apply(s, rng.choice(legal))
