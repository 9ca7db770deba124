"""Live and final scores. Habitat has no points: the sheet shows progress toward a Habitat.

- ranks: distinct ranks (1-8) among the player's fed cards (the live measure, and the
  safety cap's first criterion, §8.3);
- habitat: 10 for the player who announced Habitat, so the winner always leads.
Tie-break: cards in the player's chains (the cap's second criterion); then a shared win.
"""
from __future__ import annotations

from engine.core import ScoreSheet

from . import feeding as F

HABITAT_BONUS = 10
LABELS = {"ranks": {"en": "Fed ranks (of 8)", "fr": "Rangs nourris (sur 8)"},
          "habitat": {"en": "Habitat announced", "fr": "Habitat annoncé"}}


def chain_cards(deck, s, p: int) -> int:
    return sum(1 for ch in s.tables[p] for c in ch if deck.kind[c] != 2)


def sheet(deck, s) -> ScoreSheet:
    view = F.scavenge_view(deck, s.dying)
    table, tie = [], []
    for p in range(s.players):
        won = s.end_reason == "habitat" and p in s.winners
        table.append({"ranks": len(F.fed_ranks(deck, s, p, view)),
                      "habitat": HABITAT_BONUS if won else 0})
        tie.append((chain_cards(deck, s, p),))
    return ScoreSheet(["ranks", "habitat"], LABELS, table, tie,
                      {"en": "cards in chains", "fr": "cartes dans les chaînes"})


def cap_winners(deck, s) -> list:
    return sheet(deck, s).winners()
