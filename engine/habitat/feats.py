"""Facts about one player's finished Habitat game that the feats sheet tests (gamedata/habitat/feats.yaml);
fed ranks and the announcement come from the score sheet (engine.record.facts)."""
from __future__ import annotations

from .scoring import chain_cards

FACTS = ("chain_cards",)


def facts(game, s, p: int) -> dict:
    return {"chain_cards": chain_cards(game.deck, s, p)}     # the score sheet's tie-break
