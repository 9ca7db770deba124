"""The island and the climate print no cost: cost filters never count them, VP filters do."""
from __future__ import annotations

from engine.earth.measures import Board, count
from engine.earth.scoring import ecosystems
from tests.earth.helpers import GAME, D, cid, fresh, place


def seat_with_board(names):
    s = fresh(2)
    s.island[0], s.climate[0] = (D.islands[0].id, 0), (D.climates[0].id, 0)
    for i, n in enumerate(names):
        place(s, 0, n, 0, i)
    return s


def test_cost_filters_never_count_the_island_or_the_climate():
    s = seat_with_board(["Red Cage Fungus", "Lion's Mane", "Panther Cap"])     # cost 1, 1, 8
    b = Board(D, s, 0)
    assert count(b, ("cost<=4",)) == 2
    assert count(b, ("card", "cost>=0")) == 3
    assert count(b, ("cost>=8",)) == 1


def test_vp_filters_count_them_with_their_printed_vp():
    s = seat_with_board(["Red Cage Fungus"])                                    # VP 3
    b = Board(D, s, 0)
    extras = [D.islands_by_id[s.island[0][0]].faces[0].vp, D.climates_by_id[s.climate[0][0]].faces[0].vp]
    assert count(b, ("card", "vp<=10")) == 3
    assert count(b, ("card", "vp<=3")) == 1 + sum(v <= 3 for v in extras)


def test_icelandic_highlands_counts_only_cheap_planted_cards():
    eco = next(e for e in D.ecosystems if any(f.name.en == "Icelandic Highlands" for f in e.faces))
    face = next(k for k, f in enumerate(eco.faces) if f.name.en == "Icelandic Highlands")
    s = seat_with_board(["Red Cage Fungus", "Lion's Mane", "Slime Mold"])       # 3 cards of cost 1
    place(s, 0, "Horn of Plenty", 1, 0)                                         # cost 3: 4 cards
    s.shared_eco, s.eco[0] = [(eco.id, face)], None
    assert ecosystems(D, s, 0, Board(D, s, 0)) == 8
    del s.grid[0][(1, 0)]                                                       # 3 cards: under 4
    assert ecosystems(D, s, 0, Board(D, s, 0)) == 0
    assert D.cards[cid("Horn of Plenty")].cost <= 4


def test_the_rules_page_says_how_cost_filters_read_the_island_and_climate():
    en = dict(GAME.rules("en"))["Your island (the tableau)"]
    fr = dict(GAME.rules("fr"))["Votre île (le tableau)"]
    assert "The island and the climate print no cost: a condition on cost" in en
    assert "never counts them. A condition on base VP counts them with their printed VP." in en
    assert "L'île et le climat n'ont pas de coût imprimé : une condition de coût" in fr
    assert "ne les compte jamais. Une condition de PV de base les compte avec leurs PV imprimés." in fr
