"""Habitat's log lines name other players by where they sit and count cards right (the checks
every game shares are in tests/test_players_words.py)."""
from __future__ import annotations

import pytest

from tests.habitat.helpers import GAME


@pytest.mark.parametrize("players,victim,en,fr", [
    (2, 1, "their opponent", "de son adversaire"),
    (4, 1, "the player on their left", "du joueur à sa gauche"),
    (4, 2, "the player opposite them", "du joueur d'en face"),
    (4, 3, "the player on their right", "du joueur à sa droite"),
    (5, 2, "the second player on their left", "du deuxième joueur à sa gauche"),
    (5, 3, "the second player on their right", "du deuxième joueur à sa droite"),
])
def test_other_players_are_named_by_where_they_sit(players, victim, en, fr):
    from tests.habitat.helpers import build
    tables = [[] for _ in range(players)]
    tables[victim] = [["fruit_berries", "deer", "wolves"]]
    s = build(tables=tables, hands=[["cougar", "disease"]], players=players)
    attack = ("territory", "cougar-1", victim, 0)
    assert GAME.describe(s, attack, "en") == f"Territory: Cougar attacks the chain of {en}, topped by Wolves"
    assert GAME.describe(s, attack, "fr") == f"Territoire : Puma attaque la chaîne {fr} dont le sommet est Loups"
    disease = ("event", "disease-1", victim, 0, 2)
    assert GAME.describe(s, disease, "en") == f"plays Disease on Wolves of {en}"
    assert GAME.describe(s, disease, "fr") == f"joue Maladie sur Loups {fr}"


def test_moves_say_how_many_cards_come_along_with_the_plural_right():
    from tests.habitat.helpers import build
    s = build(tables=[[["invertebrates", "mouse", "black_bear"], ["plants"]], []], hands=[["mink"]])
    assert GAME.describe(s, ("move", 0, 0, 2, 0, 3), "en") == \
        "moves Invertebrates and the 2 cards above it to a new chain"
    assert GAME.describe(s, ("move", 0, 1, 2, 0, 2), "en") == "moves Mouse and the card above it to a new chain"
    assert GAME.describe(s, ("move", 0, 1, 2, 0, 2), "fr") == \
        "déplace Souris et la carte du dessus vers une nouvelle chaîne"
    assert GAME.describe(s, ("move", 0, 2, 1, 1, 1), "en") == "moves Black Bear on Plants"
