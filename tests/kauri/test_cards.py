"""Each of the 32 action cards (the claim cards are in test_legacies.py) on a small position."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER

from .helpers import (RANGER, AUCKLAND, D, GAME, GISBORNE, HAURAKI, HOKIANGA, KAIMANAWA, KAIPARA, KING_COUNTRY,
                      PEWHAIRANGI, ROTORUA, TAUPO, TE_HIKU, WAIKATO, WHANGAREI, border, empty,
                      legal, play_card)


def amount(card, i=0):
    return D.cards[card].actions[i].amount


def acting(s):
    """The seat whose card is resolving (None once the turn has moved on)."""
    return s.actor if s.phase == "act" else None


def refused(s, action, text):
    before = s.clone()
    with pytest.raises(IllegalAction, match=text):
        GAME.play(s, action)
    assert s == before


# ---- Kiwi --------------------------------------------------------------------------------
def test_exodus_moves_kiwis_one_border_at_a_time():
    s = empty()
    s.kiwi[TE_HIKU] = 2
    play_card(s, KIWI, "kiwi_exodus")
    assert sorted(legal(s, "move")) == [("move", TE_HIKU, HOKIANGA), ("move", TE_HIKU, PEWHAIRANGI)]
    refused(s, ("move", TE_HIKU, WHANGAREI), "do not share a border")
    refused(s, ("move", HOKIANGA, TE_HIKU), "no pawn to move")
    s.floods[D.border_id[border(TE_HIKU, HOKIANGA)]] = 1
    refused(s, ("move", TE_HIKU, HOKIANGA), "flooded")
    GAME.play(s, ("move", TE_HIKU, PEWHAIRANGI))
    GAME.play(s, ("move", PEWHAIRANGI, WHANGAREI))         # the same kiwi moves on
    assert acting(s) == KIWI
    GAME.play(s, ("move", TE_HIKU, PEWHAIRANGI))
    assert s.kiwi[WHANGAREI] == 1 and s.kiwi[PEWHAIRANGI] == 1
    assert acting(s) != KIWI                             # 3 moves used: the card is done


def test_the_volcano_cannot_be_entered():
    s = empty()
    s.kiwi[TAUPO] = 1
    play_card(s, KIWI, "kiwi_exodus")
    assert all(a[2] != 0 for a in legal(s, "move"))
    refused(s, ("move", TAUPO, 0), "malformed")


def test_flood_place_then_move():
    s = empty()
    s.kiwi[TE_HIKU] = 1
    play_card(s, KIWI, "kiwi_flood")
    b = border(TE_HIKU, HOKIANGA)
    assert ("flood", b, None) in legal(s)
    refused(s, ("flood", border(WAIKATO, AUCKLAND), None), "not a border of your region")
    GAME.play(s, ("flood", b, None))
    assert s.floods[D.border_id[b]] == s.period
    # both floods out: the next Flood card must move one
    s.floods[D.border_id[border(WAIKATO, AUCKLAND)]] = 1
    play_card(s, KIWI, "kiwi_flood")
    refused(s, ("flood", border(TE_HIKU, PEWHAIRANGI), None), "move one instead")
    GAME.play(s, ("flood", border(TE_HIKU, PEWHAIRANGI), border(WAIKATO, AUCKLAND)))
    assert not s.floods[D.border_id[border(WAIKATO, AUCKLAND)]]


def test_magnetism_moves_conscience_up():
    s = empty()
    s.kiwi[TE_HIKU] = 1
    play_card(s, KIWI, "kiwi_magnetism")
    GAME.play(s, ("conscience", 1))
    assert s.conscience == 2
    if D.cards["kiwi_magnetism"].join == "or":
        assert acting(s) != KIWI                     # [or]: the move is gone
    else:
        assert legal(s, "move")


def test_reserve_protects_kauri_and_kiwis_but_not_from_the_period_end():
    s = empty()
    s.kiwi[WAIKATO] = 2
    s.kauri[WAIKATO] = 1
    s.settlers = [WAIKATO, 0]
    s.possum[WAIKATO] = 1
    s.maori = WAIKATO
    play_card(s, KIWI, "kiwi_reserve")
    GAME.play(s, ("reserve", WAIKATO))
    assert s.reserve[WAIKATO] == 1
    play_card(s, SETTLER, "settler_felling")
    refused(s, ("fell", WAIKATO), "reserve protects the kauri")
    play_card(s, POSSUM, "possum_egg_raid")
    refused(s, ("raid", WAIKATO), "reserve protects the kiwis")
    play_card(s, MAORI, "maori_kiwi_hunt")
    refused(s, ("kiwi_hunt", WAIKATO), "reserve protects the kiwis")
    play_card(s, KIWI, "kiwi_reserve")
    refused(s, ("reserve", WAIKATO), "already has a reserve")
    s.reserve[TE_HIKU] = s.reserve[HOKIANGA] = 1
    s.kiwi[TAUPO] = 1
    refused(s, ("reserve", TAUPO), "all 3 reserves")


def test_hatching_adds_kiwis_in_distinct_forest_regions():
    n = amount("kiwi_hatching")
    forest = [TE_HIKU, HOKIANGA, TAUPO, KAIPARA][: n + 1]     # one more than the card reaches
    s = empty()
    for r in forest + [WAIKATO]:
        s.kiwi[r] = 1
    for r in forest:
        s.kauri[r] = 1
    play_card(s, KIWI, "kiwi_hatching")
    assert sorted(legal(s, "hatch")) == sorted(("hatch", r) for r in forest)
    refused(s, ("hatch", WAIKATO), "no kauri")
    GAME.play(s, ("hatch", forest[0]))
    refused(s, ("hatch", forest[0]), "already chose that region")
    for r in forest[1:n]:
        GAME.play(s, ("hatch", r))
    assert [s.kiwi[r] for r in forest] == [2] * n + [1] and s.kiwi[WAIKATO] == 1
    assert acting(s) != KIWI                  # the card is used up after n regions


def test_hatching_stops_when_the_supply_is_empty():
    s = empty()
    s.kiwi[TE_HIKU] = 28
    s.kauri[TE_HIKU] = 1
    play_card(s, KIWI, "kiwi_hatching")
    refused(s, ("hatch", TE_HIKU), "supply is empty")


def test_reforestation_replants_from_the_south_island():
    s = empty()
    s.kiwi[TE_HIKU] = 1
    s.kauri = [0] + [1] * 25
    s.kauri[TE_HIKU] = 0
    s.settler_kauri = 5                       # 24 + 5 + 1 in the pool
    play_card(s, KIWI, "kiwi_reforestation")
    assert legal(s, "replant") == [("replant", TE_HIKU)]
    s.settler_kauri = 6                       # the pool is empty
    refused(s, ("replant", TE_HIKU), "no kauri waits")
    s.settler_kauri = 5
    GAME.play(s, ("replant", TE_HIKU))
    assert s.kauri[TE_HIKU] == 1
    assert legal(s, "move")


def test_wrath_of_the_bush_removes_possums_from_one_forest_region():
    s = empty()
    s.kiwi[TE_HIKU] = s.kiwi[HOKIANGA] = s.kiwi[WAIKATO] = 1
    s.kauri[TE_HIKU] = s.kauri[HOKIANGA] = 1
    s.possum[TE_HIKU] = 3
    s.possum[HOKIANGA] = 1
    s.possum[WAIKATO] = 1
    play_card(s, KIWI, "kiwi_wrath")
    refused(s, ("wrath", WAIKATO), "no kauri")
    GAME.play(s, ("wrath", TE_HIKU))
    refused(s, ("wrath", HOKIANGA), "one region")
    GAME.play(s, ("wrath", TE_HIKU))
    assert s.possum[TE_HIKU] == 1


def test_rangers_ally_needs_a_ranger_and_a_shared_region():
    s = empty()
    s.kiwi[WAIKATO] = 1
    s.settlers = [WAIKATO, 0]
    s.possum[WAIKATO] = 3
    play_card(s, KIWI, "kiwi_ranger_ally")
    refused(s, ("ally", WAIKATO), "Ranger")
    s.conscience = RANGER
    play_card(s, KIWI, "kiwi_ranger_ally")
    GAME.play(s, ("ally", WAIKATO))
    GAME.play(s, ("ally", WAIKATO))
    assert s.possum[WAIKATO] == 1 and s.settler_possum == 2
    s.settlers = [TAUPO, 0]
    play_card(s, KIWI, "kiwi_ranger_ally")
    refused(s, ("ally", WAIKATO), "kiwi and a Settler pawn")


# ---- Possum -------------------------------------------------------------------------------
def test_egg_raid_removes_kiwis():
    s = empty()
    s.possum[TE_HIKU] = 1
    s.kiwi[TE_HIKU] = 3
    play_card(s, POSSUM, "possum_egg_raid")
    for _ in range(amount("possum_egg_raid")):
        GAME.play(s, ("raid", TE_HIKU))
    assert s.kiwi[TE_HIKU] == 3 - amount("possum_egg_raid")
    s.kiwi[HOKIANGA] = 1
    play_card(s, POSSUM, "possum_egg_raid")
    refused(s, ("raid", HOKIANGA), "no pawn in that region")


def test_egg_raid_may_take_its_kiwis_from_several_of_my_regions():
    """Design: "from your regions" (one region only left the Possum 1 win in 40 two-player games)."""
    s = empty()
    s.possum[TE_HIKU] = s.possum[HOKIANGA] = 1
    s.kiwi[TE_HIKU] = s.kiwi[HOKIANGA] = 2
    play_card(s, POSSUM, "possum_egg_raid")
    GAME.play(s, ("raid", TE_HIKU))
    GAME.play(s, ("raid", HOKIANGA))
    GAME.play(s, ("raid", TE_HIKU))
    assert s.kiwi[TE_HIKU] == 0 and s.kiwi[HOKIANGA] == 1


def test_epidemic_keeps_settler_and_maori_out():
    s = empty()
    s.possum[WAIKATO] = 2
    s.settlers = [AUCKLAND, 0]
    s.maori = TAUPO
    play_card(s, POSSUM, "possum_epidemic")
    GAME.play(s, ("epidemic", WAIKATO))
    assert s.epidemic == WAIKATO
    play_card(s, SETTLER, "settler_march")
    refused(s, ("move", AUCKLAND, WAIKATO), "cannot enter the epidemic")
    play_card(s, MAORI, "maori_forced_march")
    refused(s, ("move", TAUPO, WAIKATO), "cannot enter the epidemic")
    s.settlers = [WAIKATO, 0]
    s.conscience = RANGER
    play_card(s, SETTLER, "settler_hunt")
    refused(s, ("hunt", WAIKATO), "epidemic protects")
    s.possum[TAUPO] = 1
    play_card(s, POSSUM, "possum_epidemic")
    refused(s, ("epidemic", WAIKATO), "already there")
    GAME.play(s, ("epidemic", TAUPO))            # moved
    assert s.epidemic == TAUPO


def test_migration_and_foraging_interleave():
    """Rules page: one move of Mass migration, then Foraging, then the second move."""
    s = empty()
    s.possum[TE_HIKU] = 1
    s.kauri[HOKIANGA] = 1
    play_card(s, POSSUM, "possum_migration")
    refused(s, ("forage", HOKIANGA), "no pawn in that region")
    GAME.play(s, ("move", TE_HIKU, HOKIANGA))
    GAME.play(s, ("forage", HOKIANGA))
    assert s.kauri[HOKIANGA] == 0
    GAME.play(s, ("move", HOKIANGA, KAIPARA))
    assert s.possum[KAIPARA] == 1 and acting(s) != POSSUM


def test_litter_needs_a_kauri_and_no_poison():
    s = empty()
    s.possum[TE_HIKU] = s.possum[HOKIANGA] = 1
    s.kauri[TE_HIKU] = 1
    play_card(s, POSSUM, "possum_litter")
    refused(s, ("litter", HOKIANGA), "no kauri")
    GAME.play(s, ("litter", TE_HIKU))
    assert s.possum[TE_HIKU] == 1 + amount("possum_litter")
    s.poison[TE_HIKU] = 1
    play_card(s, POSSUM, "possum_litter")
    refused(s, ("litter", TE_HIKU), "poisoned")


def test_dispersal_moves_four_and_poison_blocks_entry():
    s = empty()
    s.possum[TE_HIKU] = 4
    s.poison[HOKIANGA] = 1
    play_card(s, POSSUM, "possum_dispersal")
    refused(s, ("move", TE_HIKU, HOKIANGA), "poisoned region")
    for _ in range(amount("possum_dispersal")):
        GAME.play(s, ("move", TE_HIKU, PEWHAIRANGI))
    assert s.possum[PEWHAIRANGI] == 4 and acting(s) != POSSUM


def test_repugnance_moves_conscience_down_but_not_below_one():
    s = empty()
    s.possum[TE_HIKU] = 1
    play_card(s, POSSUM, "possum_repugnance")
    refused(s, ("conscience", -1), "between 1 and 12")
    s.conscience = RANGER
    GAME.play(s, ("conscience", -1))
    assert s.conscience == RANGER - 1
    refused(s, ("conscience", -1), "used up")


def test_breeding_adds_one_possum_in_each_of_several_regions():
    s = empty()
    for r in (TE_HIKU, HOKIANGA, PEWHAIRANGI, WHANGAREI, KAIPARA):
        s.possum[r] = 1
    play_card(s, POSSUM, "possum_breeding")
    n = amount("possum_breeding")
    regions = [TE_HIKU, HOKIANGA, PEWHAIRANGI, WHANGAREI, KAIPARA][:n]
    GAME.play(s, ("breed", regions[0]))
    refused(s, ("breed", regions[0]), "already chose")
    for r in regions[1:]:
        GAME.play(s, ("breed", r))
    assert sum(s.possum) == 5 + n and acting(s) != POSSUM


def test_invasion_reaches_possum_free_neighbours():
    s = empty()
    s.possum[TE_HIKU] = 1
    play_card(s, POSSUM, "possum_invasion")
    assert sorted(legal(s, "invade")) == [("invade", HOKIANGA), ("invade", PEWHAIRANGI)]
    refused(s, ("invade", WAIKATO), "not next to one of your regions")
    refused(s, ("invade", TE_HIKU), "already has possums")
    GAME.play(s, ("invade", HOKIANGA))
    assert s.possum[HOKIANGA] == 1


# ---- Settler ---------------------------------------------------------------------------------
def road(s, a, b):
    s.roads[D.border_id[border(a, b)]] = 1


def test_settlers_march_and_the_road_network():
    s = empty()
    s.settlers = [AUCKLAND, 0]
    road(s, AUCKLAND, WAIKATO)
    road(s, WAIKATO, TAUPO)
    play_card(s, SETTLER, "settler_march")
    assert ("move", AUCKLAND, TAUPO) in legal(s)       # one move along the network
    GAME.play(s, ("move", AUCKLAND, TAUPO))
    assert s.settlers[0] == TAUPO
    for _ in range(amount("settler_march") - 1):      # the march's other moves
        GAME.play(s, ("move", TAUPO, KING_COUNTRY))
    assert acting(s) != SETTLER
    # a flood on a road cuts the network
    s.settlers = [AUCKLAND, 0]
    s.floods[D.border_id[border(WAIKATO, TAUPO)]] = 1
    play_card(s, SETTLER, "settler_march")
    refused(s, ("move", AUCKLAND, TAUPO), "do not share a border")
    assert ("move", AUCKLAND, WAIKATO) in legal(s)


def test_felling_needs_a_lumberjack_and_goes_to_the_board():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[WAIKATO] = 1
    play_card(s, SETTLER, "settler_felling")
    GAME.play(s, ("fell", WAIKATO))
    assert s.kauri[WAIKATO] == 0 and s.settler_kauri == 1
    s.kauri[WAIKATO] = 1
    s.conscience = RANGER
    play_card(s, SETTLER, "settler_felling")
    refused(s, ("fell", WAIKATO), "Lumberjack")


def test_road_on_a_border_of_your_region():
    s = empty()
    s.settlers = [WAIKATO, 0]
    play_card(s, SETTLER, "settler_road")
    refused(s, ("road", border(TE_HIKU, HOKIANGA)), "not a border of your region")
    s.floods[D.border_id[border(WAIKATO, TAUPO)]] = 1
    refused(s, ("road", border(WAIKATO, TAUPO)), "flooded")
    GAME.play(s, ("road", border(WAIKATO, AUCKLAND)))
    assert s.roads[D.border_id[border(WAIKATO, AUCKLAND)]] == 1
    assert legal(s, "move") and not legal(s, "road")


def test_all_eight_roads():
    s = empty()
    s.settlers = [WAIKATO, 0]
    for b in range(8):
        s.roads[b + 20] = 1
    play_card(s, SETTLER, "settler_road")
    refused(s, ("road", border(WAIKATO, AUCKLAND)), "all 8 roads")


def test_hunt_needs_a_ranger():
    assert amount("settler_hunt") == 1
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.possum[WAIKATO] = 3
    play_card(s, SETTLER, "settler_hunt")
    refused(s, ("hunt", WAIKATO), "Ranger")
    s.conscience = RANGER
    play_card(s, SETTLER, "settler_hunt")
    GAME.play(s, ("hunt", WAIKATO))
    assert s.possum[WAIKATO] == 2 and s.settler_possum == 1
    refused(s, ("hunt", WAIKATO), "used up")


def test_sawmill_takes_your_region_or_one_joined_by_road():
    assert amount("settler_sawmill") == 1
    for target in (WAIKATO, TAUPO):
        s = empty()
        s.settlers = [WAIKATO, 0]
        for r in (WAIKATO, TAUPO, ROTORUA, AUCKLAND):
            s.kauri[r] = 1
        road(s, WAIKATO, TAUPO)
        play_card(s, SETTLER, "settler_sawmill")
        refused(s, ("sawmill", ROTORUA), "joined to it by a road")
        GAME.play(s, ("sawmill", target))
        assert s.settler_kauri == 1 and s.kauri[target] == 0
        assert acting(s) != SETTLER                 # one kauri used the card up


def test_poison_takes_possums_and_keeps_them_out():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.possum[WAIKATO] = 5
    s.possum[TAUPO] = 1
    s.conscience = RANGER
    play_card(s, SETTLER, "settler_poison")
    GAME.play(s, ("poison", WAIKATO))
    assert s.poison[WAIKATO] == 1 and s.possum[WAIKATO] == 5 - amount("settler_poison")
    assert s.settler_possum == amount("settler_poison")
    play_card(s, POSSUM, "possum_dispersal")
    refused(s, ("move", TAUPO, WAIKATO), "poisoned")
    play_card(s, POSSUM, "possum_breeding")
    refused(s, ("breed", WAIKATO), "poisoned")


def test_stewardship_swaps_the_kept_card():
    s = empty()
    s.settlers = [WAIKATO, 0]
    kept = s.hands[SETTLER][0]
    s.hands[SETTLER] = [kept]
    play_card(s, SETTLER, "settler_stewardship")
    deck = sorted(set(s.decks[SETTLER]))
    assert [a[1] for a in legal(s, "swap")] == deck
    refused(s, ("swap", "kiwi_exodus"), "not in your draw pile")
    GAME.play(s, ("swap", deck[0]))
    assert s.hands[SETTLER] == [deck[0]] and kept in s.decks[SETTLER]


def test_surveyor_builds_along_the_network():
    s = empty()
    s.settlers = [AUCKLAND, 0]
    road(s, TAUPO, KAIMANAWA)
    play_card(s, SETTLER, "settler_surveyor")
    GAME.play(s, ("survey", border(TAUPO, ROTORUA)))   # touches a network region
    GAME.play(s, ("survey", border(AUCKLAND, HAURAKI)))
    assert sum(s.roads) == 3 and acting(s) != SETTLER
    play_card(s, SETTLER, "settler_surveyor")
    refused(s, ("survey", border(TE_HIKU, HOKIANGA)), "not a border of your region")


# ---- Maori --------------------------------------------------------------------------------
def test_forced_march_moves_two():
    s = empty()
    s.maori = TE_HIKU
    play_card(s, MAORI, "maori_forced_march")
    GAME.play(s, ("move", TE_HIKU, HOKIANGA))
    GAME.play(s, ("move", HOKIANGA, KAIPARA))
    assert s.maori == KAIPARA and acting(s) != MAORI


def test_expedition_moves_or_takes_a_possum():
    assert D.cards["maori_expedition"].join == "or"
    s = empty()
    s.maori = TE_HIKU
    s.possum[HOKIANGA] = 2
    s.possum[TE_HIKU] = 1
    play_card(s, MAORI, "maori_expedition")
    refused(s, ("expedition", HOKIANGA), "no pawn in that region")
    GAME.play(s, ("move", TE_HIKU, HOKIANGA))
    assert acting(s) != MAORI and s.possum[HOKIANGA] == 2     # the move was the whole card
    s = empty()
    s.maori = TE_HIKU
    s.possum[TE_HIKU] = 1
    play_card(s, MAORI, "maori_expedition")
    GAME.play(s, ("expedition", TE_HIKU))
    assert s.maori_possum == 1 and s.possum[TE_HIKU] == 0 and acting(s) != MAORI


def test_possum_hunt_and_tree_dwellers():
    s = empty()
    s.maori = TE_HIKU
    n = amount("maori_possum_hunt")
    s.possum[TE_HIKU] = n + 1
    s.possum[HOKIANGA] = 1
    play_card(s, MAORI, "maori_possum_hunt")
    refused(s, ("possum_hunt", HOKIANGA), "no pawn in that region")
    for _ in range(n):
        GAME.play(s, ("possum_hunt", TE_HIKU))
    assert s.maori_possum == n and s.possum[TE_HIKU] == 1
    s.claimed[POSSUM] = ("tree_dweller",)
    s.kauri[TE_HIKU] = 1
    play_card(s, MAORI, "maori_possum_hunt")
    refused(s, ("possum_hunt", TE_HIKU), "Tree dweller")


@pytest.mark.parametrize("change, reason", [
    (lambda s: s.kauri.__setitem__(TE_HIKU, 0), "no kauri"),
    (lambda s: s.kiwi.__setitem__(TE_HIKU, 1), "without kiwi"),
    (lambda s: s.possum.__setitem__(TE_HIKU, 1), "already has possums"),
    (lambda s: s.whare.__setitem__(TE_HIKU, 1), "already has a whare"),
])
def test_temple_conditions(change, reason):
    s = empty()
    s.maori = TE_HIKU
    s.kauri[TE_HIKU] = 1
    play_card(s, MAORI, "maori_temple")
    assert legal(s, "temple") == [("temple", TE_HIKU)]
    change(s)
    refused(s, ("temple", TE_HIKU), reason)


def test_temple_is_built_and_not_in_a_city():
    s = empty()
    s.maori = TE_HIKU
    s.kauri[TE_HIKU] = 1
    play_card(s, MAORI, "maori_temple")
    GAME.play(s, ("temple", TE_HIKU))
    assert s.whare[TE_HIKU] == 1
    s.maori = AUCKLAND
    s.kauri[AUCKLAND] = 1
    play_card(s, MAORI, "maori_temple")
    refused(s, ("temple", AUCKLAND), "outside cities")


def test_kiwi_hunt_takes_several_kiwis():
    s = empty()
    s.maori = TE_HIKU
    n = amount("maori_kiwi_hunt")
    s.kiwi[TE_HIKU] = n + 1
    play_card(s, MAORI, "maori_kiwi_hunt")
    for _ in range(n):
        GAME.play(s, ("kiwi_hunt", TE_HIKU))
    assert s.kiwi[TE_HIKU] == 1 and s.maori_kiwi == n and acting(s) != MAORI


def test_feast_needs_the_treaty():
    s = empty()
    s.maori = TE_HIKU
    s.kiwi[TE_HIKU] = 1
    s.possum[HOKIANGA] = 1
    play_card(s, MAORI, "maori_feast")
    assert legal(s) == [("done",)]
    refused(s, ("feast", TE_HIKU, "kiwi"), "Treaty")
    s.claimed[MAORI] = ("treaty",)
    play_card(s, MAORI, "maori_feast")
    GAME.play(s, ("move", TE_HIKU, HOKIANGA))
    GAME.play(s, ("feast", HOKIANGA, "possum"))
    assert s.maori_possum == 1
    refused(s, ("feast", HOKIANGA, "possum"), "used up")


def test_rahui_pushes_every_animal_out():
    s = empty()
    s.maori = TE_HIKU
    s.kiwi[HOKIANGA] = 1
    s.possum[HOKIANGA] = 2
    s.poison[KAIPARA] = 1
    s.floods[D.border_id[border(HOKIANGA, WHANGAREI)]] = 1
    play_card(s, MAORI, "maori_rahui")
    refused(s, ("rahui", WAIKATO), "your region or a region next to it")
    refused(s, ("rahui", TE_HIKU), "no kiwi or possum")
    GAME.play(s, ("rahui", HOKIANGA))
    refused(s, ("push", HOKIANGA, "possum", KAIPARA), "poisoned")
    refused(s, ("push", HOKIANGA, "kiwi", WHANGAREI), "flooded")
    GAME.play(s, ("push", HOKIANGA, "kiwi", KAIPARA))
    GAME.play(s, ("push", HOKIANGA, "possum", TE_HIKU))
    GAME.play(s, ("push", HOKIANGA, "possum", PEWHAIRANGI))
    assert s.kiwi[HOKIANGA] == 0 and s.possum[HOKIANGA] == 0 and s.kiwi[KAIPARA] == 1
    assert legal(s, "move")             # [and] move 1 still there


def test_suburb_needs_the_treaty_and_a_city():
    s = empty()
    s.maori = AUCKLAND
    play_card(s, MAORI, "maori_suburb")
    refused(s, ("suburb", AUCKLAND), "Treaty")
    s.claimed[MAORI] = ("treaty",)
    play_card(s, MAORI, "maori_suburb")
    GAME.play(s, ("suburb", AUCKLAND))
    assert s.whare[AUCKLAND] == 1
    s.maori = TE_HIKU
    play_card(s, MAORI, "maori_suburb")
    refused(s, ("suburb", TE_HIKU), "not a city")


def test_or_card_offers_only_one_of_its_actions(tmp_path):
    """An [or] card: once one action is used the other is refused by name."""
    from engine.kauri import KauriGame
    from engine.kauri.data import load

    from .test_data import broken
    folder = broken(tmp_path, "cards.yaml",
                    "    join: and\n    actions: [{kind: replant, amount: 1}, {kind: move, amount: 1}]",
                    "    join: or\n    actions: [{kind: replant, amount: 1}, {kind: move, amount: 2}]")
    g = KauriGame(load(folder))
    s = g.setup(g.default_options(2), 1)
    g.play(s, ("place_settler", AUCKLAND))
    for r in (KAIPARA, WHANGAREI, HAURAKI):
        g.play(s, ("place_possum", r))
    s.kauri[TE_HIKU] = 0
    play_card(s, KIWI, "kiwi_reforestation", game=g)
    g.play(s, ("replant", TE_HIKU))
    assert s.phase == "act" and s.actor == POSSUM
    play_card(s, KIWI, "kiwi_reforestation", game=g)
    g.play(s, ("move", TE_HIKU, HOKIANGA))
    with pytest.raises(IllegalAction, match=r"\[or\]"):
        g.play(s, ("replant", TE_HIKU))


def test_gisborne_is_a_city():
    assert D.names[GISBORNE].city
