"""Habitats AI (placeholder evaluation; replaced below)."""
from __future__ import annotations

LEVELS: dict = {}


def evaluate(game, s, player):
    totals = game.scores(s).totals
    best = max(t for p, t in enumerate(totals) if p != player)
    return totals[player] - best
