"""The claim cards and each of the 17 legacies."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER

from .helpers import (RANGER, AUCKLAND, D, GAME, GISBORNE, HOKIANGA, KAIMANAWA, KING_COUNTRY, RANGITIKEI,
                      TAUPO, TE_HIKU, WAIKATO, WELLINGTON, WHANGANUI, ROTORUA, border, empty,
                      legal, play_card)


def claim(s, seat, key):
    play_card(s, seat, f"{('kiwi', 'possum', 'settler', 'maori')[seat]}_legacy")
    GAME.play(s, ("claim", key))


def end_period(s):
    """Finish the resolving turn, then play a last turn of the period with empty actions."""
    while s.phase == "act":
        GAME.play(s, ("done",))
    s.turn = 4
    for p in range(s.players):
        GAME.play(s, ("pick", s.hands[p][0], s.hands[p][1]))
    while s.phase == "act":
        GAME.play(s, ("done",))


def refused(s, action, text):
    before = s.clone()
    with pytest.raises(IllegalAction, match=text):
        GAME.play(s, action)
    assert s == before


def test_claim_card_lists_the_faction_legacies_once_each():
    s = empty()
    play_card(s, KIWI, "kiwi_legacy")
    assert sorted(a[1] for a in legal(s, "claim")) == sorted(D.faction_legacies[KIWI])
    refused(s, ("claim", "treaty"), "not one of yours")
    GAME.play(s, ("claim", "tane_mahuta"))
    assert s.claimed[KIWI] == ("tane_mahuta",) and s.tokens[KIWI] == 1
    play_card(s, KIWI, "kiwi_legacy")
    refused(s, ("claim", "tane_mahuta"), "already claimed")


def test_eruption_clears_the_ring_of_possums():
    s = empty()
    for r in D.ring + (WAIKATO,):
        s.possum[r] = 3
    claim(s, KIWI, "eruption")
    assert all(s.possum[r] == 0 for r in D.ring) and s.possum[WAIKATO] == 3
    assert D.ring == (KING_COUNTRY, WHANGANUI, TAUPO, KAIMANAWA, RANGITIKEI)


def test_no_predator_caps_removals_per_region():
    cap = D.legacies["no_predator"].amount
    assert cap == 1
    s = empty()
    for r in D.ring:
        s.possum[r] = 3
    s.claimed[POSSUM] = ("no_predator",)
    claim(s, KIWI, "eruption")
    assert all(s.possum[r] == 3 - cap for r in D.ring)
    s.settlers = [WAIKATO, 0]
    s.kiwi[WAIKATO] = 1
    s.possum[WAIKATO] = 5
    s.conscience = RANGER
    play_card(s, KIWI, "kiwi_ranger_ally")              # the Ranger's ally, up to 2
    GAME.play(s, ("ally", WAIKATO))
    refused(s, ("ally", WAIKATO), "No predator")
    assert s.possum[WAIKATO] == 4 and s.settler_possum == 1


def test_no_predator_caps_the_wrath_of_the_bush():
    """Wrath removes up to 2 possums from one region: No predator stops it at 1."""
    s = empty()
    s.kiwi[TE_HIKU] = s.kauri[TE_HIKU] = 1
    s.possum[TE_HIKU] = 5
    s.claimed[POSSUM] = ("no_predator",)
    play_card(s, KIWI, "kiwi_wrath")
    GAME.play(s, ("wrath", TE_HIKU))
    assert s.possum[TE_HIKU] == 4
    assert ("wrath", TE_HIKU) not in GAME.legal_actions(s)
    refused(s, ("wrath", TE_HIKU), "No predator")


def test_huia_curse_makes_a_legacy_cost_two_claims():
    s = empty()
    s.maori = TE_HIKU
    claim(s, KIWI, "huia")
    refused(s, ("curse", "eruption"), "another faction in play")
    GAME.play(s, ("curse", "treaty"))
    assert s.curse[MAORI] == "treaty"
    claim(s, MAORI, "treaty")                    # lifts the curse only
    assert s.curse[MAORI] == "" and "treaty" not in s.claimed[MAORI] and s.tokens[MAORI] == 1
    claim(s, MAORI, "treaty")
    assert "treaty" in s.claimed[MAORI] and s.tokens[MAORI] == 2


def test_tokens_run_out():
    s = empty()
    s.tokens[POSSUM] = 4
    play_card(s, POSSUM, "possum_legacy")
    refused(s, ("claim", "stowaways"), "no legacy token left")


def test_huia_in_two_players_only_targets_the_possum():
    s = empty(players=2)
    claim(s, KIWI, "huia")
    assert {D.legacies[a[1]].faction for a in legal(s, "curse")} == {"possum"}


def test_earthquake_removes_up_to_three_roads():
    s = empty()
    for b in (0, 5, 9, 12):
        s.roads[b] = 1
    claim(s, KIWI, "earthquake")
    for b in (0, 5, 9):
        GAME.play(s, ("quake", D.borders[b]))
    assert sum(s.roads) == 1
    assert not (s.phase == "act" and s.actor == KIWI)


def test_tane_mahuta_replants_before_kiwis_leave():
    s = empty()
    s.kiwi[WAIKATO] = 2
    s.kiwi[TAUPO] = 1
    s.claimed[KIWI] = ("tane_mahuta",)
    end_period(s)
    assert s.phase == "tane" and GAME.to_move(s) == KIWI
    assert sorted(a[1] for a in legal(s, "tane")) == [WAIKATO, TAUPO]
    GAME.play(s, ("tane", WAIKATO))
    assert s.period == 2 and s.kauri[WAIKATO] == 1 and s.kiwi[WAIKATO] == 2 and s.kiwi[TAUPO] == 0


def test_storm_floods_last_until_the_end_of_the_next_period():
    s = empty()
    s.possum[WAIKATO] = 1
    claim(s, KIWI, "storm")
    b1, b2 = border(TE_HIKU, HOKIANGA), border(WAIKATO, TAUPO)
    GAME.play(s, ("storm", b1, None))
    GAME.play(s, ("storm", b2, None))
    assert s.floods[D.border_id[b1]] == 2
    end_period(s)
    assert s.period == 2 and s.floods[D.border_id[b1]] == 2


def test_proliferation_strengthens_litter_and_breeding():
    s = empty()
    s.possum[TE_HIKU] = 1
    s.kauri[TE_HIKU] = 1
    claim(s, POSSUM, "proliferation")
    play_card(s, POSSUM, "possum_litter")
    GAME.play(s, ("litter", TE_HIKU))
    assert s.possum[TE_HIKU] == 2 + D.cards["possum_litter"].actions[0].amount
    play_card(s, POSSUM, "possum_breeding")
    assert s.slots[0][1] == D.cards["possum_breeding"].actions[0].amount + 1


def test_tree_dweller_blocks_maori_takes_in_forest():
    s = empty()
    s.maori = TE_HIKU
    s.possum[TE_HIKU] = 2
    s.kauri[TE_HIKU] = 1
    claim(s, POSSUM, "tree_dweller")
    play_card(s, MAORI, "maori_expedition")
    refused(s, ("expedition", TE_HIKU), "Tree dweller")


def test_stowaways_land_in_every_unpoisoned_city():
    s = empty()
    s.poison[GISBORNE] = 1
    claim(s, POSSUM, "stowaways")
    assert s.possum[AUCKLAND] == 1 and s.possum[WELLINGTON] == 1 and s.possum[GISBORNE] == 0


def test_political_activism_moves_conscience_up_to_two():
    s = empty()
    s.conscience = 5
    claim(s, SETTLER, "activism")
    assert sorted(a[1] for a in legal(s, "activism")) == [-2, -1, 1, 2]
    refused(s, ("activism", 3), "does not allow")
    GAME.play(s, ("activism", 2))
    assert s.conscience == 7
    assert legal(s, "activism") == []       # one move of at most 2 spaces, not two


def test_colony_brings_the_second_pawn():
    s = empty()
    s.settlers = [TE_HIKU, 0]
    s.epidemic = GISBORNE
    claim(s, SETTLER, "colony")
    assert sorted(a[1] for a in legal(s, "colony")) == [AUCKLAND, WELLINGTON]
    GAME.play(s, ("colony", WELLINGTON))
    assert s.settlers == [TE_HIKU, WELLINGTON]


def test_railway_keeps_flooded_roads_open():
    s = empty()
    s.settlers = [AUCKLAND, 0]
    s.roads[D.border_id[border(AUCKLAND, WAIKATO)]] = 1
    s.roads[D.border_id[border(WAIKATO, TAUPO)]] = 1
    s.floods[D.border_id[border(WAIKATO, TAUPO)]] = 1
    play_card(s, SETTLER, "settler_march")
    assert ("move", AUCKLAND, TAUPO) not in legal(s)
    claim(s, SETTLER, "railway")
    play_card(s, SETTLER, "settler_march")
    assert ("move", AUCKLAND, TAUPO) in legal(s)


def test_timber_company_fells_one_more_on_the_network():
    s = empty()
    s.settlers = [WAIKATO, 0]
    for r in (WAIKATO, TAUPO, ROTORUA):
        s.kauri[r] = 1
    s.roads[D.border_id[border(TAUPO, KING_COUNTRY)]] = 1
    claim(s, SETTLER, "timber_company")
    play_card(s, SETTLER, "settler_felling")
    GAME.play(s, ("fell", WAIKATO))
    assert legal(s, "timber") == [("timber", TAUPO)]       # Rotorua is off the network
    refused(s, ("timber", ROTORUA), "road network")
    GAME.play(s, ("timber", TAUPO))
    assert s.settler_kauri == 2


def test_treaty_mobility_and_peace():
    s = empty()
    s.maori = AUCKLAND
    s.settlers = [WAIKATO, 0]
    s.kauri[WAIKATO] = 1
    s.whare[WAIKATO] = 1
    s.roads[D.border_id[border(AUCKLAND, WAIKATO)]] = 1
    s.roads[D.border_id[border(WAIKATO, TAUPO)]] = 1
    play_card(s, MAORI, "maori_forced_march")
    assert ("move", AUCKLAND, TAUPO) not in legal(s)
    claim(s, MAORI, "treaty")
    play_card(s, MAORI, "maori_forced_march")
    assert ("move", AUCKLAND, TAUPO) in legal(s)
    play_card(s, SETTLER, "settler_felling")
    refused(s, ("fell", WAIKATO), "Treaty of Waitangi")


def test_mana_raises_temples_only():
    s = empty()
    s.whare[TE_HIKU] = 1
    s.whare[AUCKLAND] = 1
    v = D.game.scoring.maori_whare
    assert GAME.scores(s).table[MAORI]["whares"] == 2 * v
    claim(s, MAORI, "mana")
    assert GAME.scores(s).table[MAORI]["whares"] == v + D.legacies["mana"].amount


def test_marae_builds_among_animals_and_pushes_them():
    s = empty()
    s.maori = TE_HIKU
    s.kauri[TE_HIKU] = 1
    s.kiwi[TE_HIKU] = 1
    s.possum[TE_HIKU] = 1
    claim(s, MAORI, "marae")
    GAME.play(s, ("marae", TE_HIKU))
    assert s.whare[TE_HIKU] == 1
    GAME.play(s, ("push", TE_HIKU, "kiwi", HOKIANGA))
    GAME.play(s, ("push", TE_HIKU, "possum", HOKIANGA))
    assert s.kiwi[TE_HIKU] == 0 and s.possum[TE_HIKU] == 0 and s.kiwi[HOKIANGA] == 1


def test_tapu_protects_kauris_around_a_whare_for_the_period():
    s = empty()
    s.whare[WAIKATO] = 1
    for r in (WAIKATO, TAUPO, ROTORUA):
        s.kauri[r] = 1
    s.settlers = [TAUPO, 0]
    s.possum[ROTORUA] = 1
    claim(s, MAORI, "tapu")
    refused(s, ("tapu", TAUPO), "no whare")
    GAME.play(s, ("tapu", WAIKATO))
    play_card(s, SETTLER, "settler_felling")
    refused(s, ("fell", TAUPO), "Tapu")
    play_card(s, POSSUM, "possum_migration")
    refused(s, ("forage", ROTORUA), "Tapu")
    end_period(s)
    assert s.tapu == 0
