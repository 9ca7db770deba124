"""What a move sets up, as named facts in each game's own terms ("extends your Salmon run to 4",
"feeds your Wolf, which was starving", "puts you first for the year's goal").

A fact is (key, values): the key names the words (ui/locale/<lang>/hint.yaml, "hint.<key>"),
the values are numbers or the game's printed names ({"en", "fr"}). Each game's finder compares
two positions of the mover's re-dealt world (engine/review/reasons.py): before and after the move.
"""
from __future__ import annotations

from . import cascadia, earth, habitat, habitats, kauri

FINDERS = {"cascadia": cascadia.facts, "earth": earth.facts, "habitat": habitat.facts,
           "habitats": habitats.facts, "kauri": kauri.facts}


def facts(game, before, after, player: int) -> tuple:
    """The named facts `player`'s move changed between `before` and `after` (none for a game
    without a finder)."""
    find = FINDERS.get(game.name)
    return tuple(find(game, before, after, player)) if find else ()

