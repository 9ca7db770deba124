"""Habitats' facts (Cwali): the mover's place for the year's goal, when the move changes it."""
from __future__ import annotations

from .goals import measure, ranks

from engine.core.text import both_of as label


def standing(game, s, goal: str, p: int) -> tuple:
    keys = [measure(goal, game.data, park)[0] for park in s.parks]
    return ranks(keys)[p], keys.count(keys[p]) > 1


def facts(game, before, after, p):
    goal = before.goals[game.year_of(before)]
    (r0, _), (r1, tied) = standing(game, before, goal, p), standing(game, after, goal, p)
    if r1 == r0:
        return []
    name = label(game.data.goals[goal].name)
    if r1 == 1:
        return [("habitats_goal_shared" if tied else "habitats_goal_first", {"goal": name})]
    return [("habitats_goal_up" if r1 < r0 else "habitats_goal_down", {"goal": name, "n": r1})]
