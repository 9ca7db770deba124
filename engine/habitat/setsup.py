"""Habitat's facts (North Woods): a starving species fed, a species left starving."""
from __future__ import annotations

from .feeding import starving

from engine.core.text import both_of as label


def facts(game, before, after, p):
    deck = game.deck
    was, now = set(starving(deck, before, p)), set(starving(deck, after, p))
    on_table = {c for chain in after.tables[p] for c in chain if c >= 0}

    def name(c):
        return label(deck.names[deck.type_id[c]])
    out = [("habitat_fed", {"card": name(c)}) for c in sorted(was - now) if c in on_table]
    out += [("habitat_starving", {"card": name(c)}) for c in sorted(now - was)]
    return out
