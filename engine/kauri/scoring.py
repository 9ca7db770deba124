"""Scores, live and final: each faction scores its own way (values in game.yaml)."""
from __future__ import annotations

from engine.core import ScoreSheet

from .board import LAND, has
from .data import KIWI, MAORI, POSSUM, SETTLER

CATEGORIES = ["kiwis", "possums", "kauris", "hunted_possums", "hunted_kiwis", "whares"]
LABELS = {
    "kiwis": {"en": "Kiwis on the map", "fr": "Kiwis sur le plateau"},
    "possums": {"en": "Possums on the map", "fr": "Possums sur le plateau"},
    "kauris": {"en": "Kauris felled", "fr": "Kauris abattus"},
    "hunted_possums": {"en": "Possums caught", "fr": "Possums capturés"},
    "hunted_kiwis": {"en": "Kiwis caught", "fr": "Kiwis capturés"},
    "whares": {"en": "Whares", "fr": "Whares"},
}


def whare_points(d, s) -> int:
    v = d.game.scoring.maori_whare
    temple = d.legacies["mana"].amount if has(s, MAORI, "mana") else v
    return sum((v if d.names[r].city else temple) for r in LAND if s.whare[r])


def animal_values(d, s) -> tuple:
    """VP per kiwi and per possum on the map (the 2-player game has its own values)."""
    g = d.game
    if s.players == 2:
        return g.two_players.kiwi_on_map, g.two_players.possum_on_map
    return g.scoring.kiwi_on_map, g.scoring.possum_on_map


def faction_row(d, s, f) -> dict:
    sc = d.game.scoring
    row = dict.fromkeys(CATEGORIES, 0)
    if f == KIWI:
        row["kiwis"] = animal_values(d, s)[0] * sum(s.kiwi)
    elif f == POSSUM:
        counted = sum(s.possum)
        if s.players == 3:     # a handicap for the absent Maori's catches (rules page)
            counted = max(0, counted - d.game.three_players.possum_uncounted)
        row["possums"] = animal_values(d, s)[1] * counted
    elif f == SETTLER:
        row["kauris"] = sc.settler_kauri * s.settler_kauri
        row["hunted_possums"] = sc.settler_possum * s.settler_possum
    else:
        row["whares"] = whare_points(d, s)
        row["hunted_kiwis"] = sc.maori_kiwi * s.maori_kiwi
        row["hunted_possums"] = sc.maori_possum * s.maori_possum
    return row


def totals(d, s) -> list:
    return [sum(faction_row(d, s, f).values()) for f in range(s.players)]


def score_sheet(d, s) -> ScoreSheet:
    table = [faction_row(d, s, f) for f in range(s.players)]
    # ties: the priority table (Maori, Possum, Settler, Kiwi); 2 players: the Possum
    tiebreak = [(len(d.priority_rank) - d.priority_rank[f],) for f in range(s.players)]
    return ScoreSheet(list(CATEGORIES), {k: dict(v) for k, v in LABELS.items()}, table, tiebreak,
                      {"en": "priority table", "fr": "tableau des priorités"})
