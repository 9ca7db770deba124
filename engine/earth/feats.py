"""Facts about one player's finished Earth game that the feats sheet tests (gamedata/earth/feats.yaml);
the points of each scoring category come from the score sheet (engine.record.facts)."""
from __future__ import annotations

FACTS = ("tableau_cards", "tableau_complete", "ended_game", "events_played", "terrains_in_tableau",
         "cards_in_hand", "soil", "sprouts_left")


def facts(game, s, p: int) -> dict:
    d = game.data
    cids = list(s.grid[p].values())
    return {
        "tableau_cards": len(cids),
        "tableau_complete": int(len(cids) >= d.rules.tableau_size ** 2),
        "ended_game": int(s.bonus == p),
        "events_played": len(s.events[p]),
        "terrains_in_tableau": sum(d.cards[c].kind == "terrain" for c in cids),
        "cards_in_hand": len(s.hands[p]),
        "soil": s.soil[p],
        "sprouts_left": sum(s.sprouts.get(c, 0) for c in cids),
    }
