"""Earth AI (placeholder, replaced below)."""
from __future__ import annotations


def evaluate(game, s, player):
    from .scoring import score_sheet
    t = score_sheet(game.data, s).totals
    return t[player] - max((x for q, x in enumerate(t) if q != player), default=0)


def rollout_action(game, s, rng):
    return rng.choice(game.legal_actions(s))


def levels():
    return {}
