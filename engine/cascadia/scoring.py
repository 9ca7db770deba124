"""Scores, category by category: wildlife cards, largest corridors, bonuses, nature tokens.

Valid at any moment of the game (live score); the same functions score position files.
"""
from __future__ import annotations

from engine.core import ScoreSheet

from .data import ANIMALS, HABITATS
from .habitats import largest, majority
from .wildlife import score_card

CATEGORIES = ANIMALS + HABITATS + ("bonus", "nature")


def cells_by_animal(wild: dict) -> list[list[int]]:
    out = [[], [], [], [], []]
    for c, a in wild.items():
        out[a].append(c)
    return out


def wildlife_points(cards, wild: dict) -> list[int]:
    """Points of each animal; `cards` holds one card record per animal."""
    cells = cells_by_animal(wild)
    return [score_card(cards[a], cells[a], wild) for a in range(5)]


def bonuses(data, sizes: list[list[int]]) -> list[list[int]]:
    """Per player, per habitat: majority bonus (2-4 players) or the solo corridor bonus."""
    n = len(sizes)
    if n == 1:
        b = data.components.solo_bonus
        return [[b.points if s >= b.min_corridor else 0 for s in sizes[0]]]
    out = [[0] * 5 for _ in range(n)]
    for h in range(5):
        for p, v in enumerate(majority([sizes[p][h] for p in range(n)], data.components.majority)):
            out[p][h] = v
    return out


def breakdown(data, cards, envs, wilds, nature) -> list[dict]:
    """Every player's points per category, plus the detail a results screen shows."""
    sizes = [largest(env, data.edges) for env in envs]
    bonus = bonuses(data, sizes)
    rows = []
    for p in range(len(envs)):
        row = dict(zip(ANIMALS, wildlife_points(cards, wilds[p])))
        row.update(zip(HABITATS, sizes[p]))
        row["bonus"] = sum(bonus[p])
        row["nature"] = nature[p]
        rows.append({"points": row, "habitat_bonus": dict(zip(HABITATS, bonus[p]))})
    return rows


LABELS = {
    "bonus": {"en": "Corridor bonuses", "fr": "Bonus de couloirs"},
    "nature": {"en": "Nature tokens", "fr": "Jetons Nature"},
}


def labels(data) -> dict:
    out = {}
    for w in data.components.wildlife:
        out[w.id] = {"en": w.name.en, "fr": w.name.fr}
    for h in data.components.habitats:
        out[h.id] = {"en": h.name.en, "fr": h.name.fr}
    out.update(LABELS)
    return out


def state_cards(data, state) -> list:
    return [data.cards[c] for c in state.cards]


def sheet(data, state) -> ScoreSheet:
    rows = breakdown(data, state_cards(data, state), state.env, state.wild, state.nature)
    return ScoreSheet(list(CATEGORIES), labels(data), [r["points"] for r in rows],
                      [(state.nature[p],) for p in range(state.players)],
                      {"en": "unspent nature tokens", "fr": "jetons Nature non dépensés"})
