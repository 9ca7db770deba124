"""Set-up, turn structure, initiative order, period end, extinction, mulligan, 2 players."""
from __future__ import annotations

import math
import random

import pytest

from engine.core import IllegalAction
from engine.kauri import flow
from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER

from .helpers import (RANGER, RANGER_2P, AUCKLAND, D, GAME, GISBORNE, HAURAKI, KAIPARA, TE_HIKU, WAIKATO, WELLINGTON,
                      WHANGAREI, border, empty, play_card, started)


def pick_all(s, choices):
    """choices: seat -> (action card, initiative card)."""
    for p in range(s.players):
        assert GAME.to_move(s) == p
        a, i = choices[p]
        GAME.play(s, ("pick", a, i))


# ---- set-up ---------------------------------------------------------------------------------
def test_setup_four_players():
    s = GAME.setup(GAME.default_options(4), 3)
    assert s.kauri == [0] + [1] * 25 and s.kiwi == [0] + [1] * 25
    assert s.conscience == 1 and s.period == 1 and s.turn == 1
    assert GAME.to_move(s) == MAORI
    with pytest.raises(IllegalAction, match="outside cities"):
        GAME.play(s, ("place_maori", AUCKLAND))
    GAME.play(s, ("place_maori", TE_HIKU))
    assert GAME.to_move(s) == SETTLER
    with pytest.raises(IllegalAction, match="not a city"):
        GAME.play(s, ("place_settler", WAIKATO))
    assert {a[1] for a in GAME.legal_actions(s)} == set(D.cities)
    GAME.play(s, ("place_settler", AUCKLAND))
    assert s.possum[AUCKLAND] == 1 and s.settlers == [AUCKLAND, 0]
    assert GAME.to_move(s) == POSSUM
    assert {a[1] for a in GAME.legal_actions(s)} == set(D.adj[AUCKLAND])
    with pytest.raises(IllegalAction, match="next to the Settler"):
        GAME.play(s, ("place_possum", TE_HIKU))
    GAME.play(s, ("place_possum", KAIPARA))
    with pytest.raises(IllegalAction, match="already has possums"):
        GAME.play(s, ("place_possum", KAIPARA))
    GAME.play(s, ("place_possum", WHANGAREI))
    GAME.play(s, ("place_possum", HAURAKI))
    assert sum(s.possum) == 4
    assert s.phase == "pick" and GAME.to_move(s) == KIWI
    assert [len(h) for h in s.hands] == [3] * 4 and [len(x) for x in s.decks] == [6] * 4


def test_setup_three_players_has_no_maori():
    s = GAME.setup(GAME.default_options(3), 3)
    assert GAME.to_move(s) == SETTLER
    assert [n["en"] for n in GAME.player_names(s)] == ["Kiwi", "Possum", "Settler"]
    s = started(3)
    assert s.maori == 0 and len(s.hands) == 3


def test_setup_two_players_possum_chooses_the_settler_city():
    s = GAME.setup(GAME.default_options(2), 3)
    assert GAME.to_move(s) == POSSUM
    GAME.play(s, ("place_settler", GISBORNE))
    assert s.settlers == [GISBORNE, 0]
    assert [n["en"] for n in GAME.player_names(s)] == ["Kiwi", "Possum"]


# ---- picks, reveal, order -------------------------------------------------------------------
def test_picks_are_secret_until_everyone_has_chosen():
    s = started()
    h = s.hands[KIWI][:]
    epoch = s.epoch
    GAME.play(s, ("pick", h[0], h[1]))
    assert s.hands[KIWI] == [h[2]]
    seen = GAME.observe(s, POSSUM)
    assert seen.picks[KIWI] == ("?", "?") and seen.hands[KIWI] == ["?"]
    assert seen.decks[KIWI] == ["?"] * 6 and seen.decks[POSSUM] == s.decks[POSSUM]
    assert GAME.observe(s, KIWI).picks[KIWI] == (h[0], h[1])
    with pytest.raises(IllegalAction, match="two different cards"):
        GAME.play(s, ("pick", h[0], h[0]))
    for p in (POSSUM, SETTLER):
        GAME.play(s, ("pick", s.hands[p][0], s.hands[p][1]))
    assert s.epoch == epoch
    GAME.play(s, ("pick", s.hands[MAORI][0], s.hands[MAORI][1]))
    assert s.epoch == epoch + 1                  # the reveal
    assert GAME.observe(s, POSSUM).picks[KIWI] == (h[0], h[1])


def test_determinize_resamples_the_others_secret_picks():
    s = started()
    GAME.play(s, ("pick", s.hands[KIWI][0], s.hands[KIWI][1]))
    seen = set()
    for r in range(30):
        det = GAME.determinize(s, POSSUM, random.Random(r))
        pick = det.picks[KIWI]
        assert pick[0] in D.faction_cards[KIWI] and pick[1] in D.faction_cards[KIWI]
        assert sorted(det.hands[KIWI] + det.decks[KIWI] + list(pick)) == sorted(D.faction_cards[KIWI])
        seen.add(pick)
    assert len(seen) > 5


def set_hand(s, p, cards):
    """Put exactly `cards` in p's hand (the rest back in the draw pile)."""
    pool = sorted(s.hands[p] + s.decks[p])
    for c in cards:
        pool.remove(c)
    s.hands[p] = sorted(cards)
    s.decks[p] = pool


def test_rules_example_initiative_order_and_conscience_switch():
    """Rules page §11: Kiwi 2, Maori 2, Possum 1, Settler 3 -> Possum, Maori, Kiwi, Settler;
    the Kiwi's Magnetism takes Conscience onto the first Ranger space (v0: 6 to 7) and the
    Settler's Felling is lost."""
    s = started()
    s.conscience = RANGER - 1
    set_hand(s, KIWI, ["kiwi_magnetism", "kiwi_reserve", "kiwi_exodus"])          # 2 as initiative
    set_hand(s, POSSUM, ["possum_dispersal", "possum_egg_raid", "possum_litter"])  # 1
    set_hand(s, SETTLER, ["settler_felling", "settler_sawmill", "settler_march"])  # 3
    set_hand(s, MAORI, ["maori_forced_march", "maori_temple", "maori_expedition"])  # 2
    pick_all(s, {KIWI: ("kiwi_magnetism", "kiwi_reserve"),
                 POSSUM: ("possum_dispersal", "possum_egg_raid"),
                 SETTLER: ("settler_felling", "settler_sawmill"),
                 MAORI: ("maori_forced_march", "maori_temple")})
    assert s.order == (POSSUM, MAORI, KIWI, SETTLER)
    assert GAME.to_move(s) == POSSUM
    GAME.play(s, ("done",))
    assert GAME.to_move(s) == MAORI
    GAME.play(s, ("done",))
    assert GAME.to_move(s) == KIWI
    GAME.play(s, ("conscience", 1))
    assert s.conscience == RANGER
    if s.phase == "act" and GAME.to_move(s) == KIWI:
        GAME.play(s, ("done",))
    assert GAME.to_move(s) == SETTLER
    assert s.kauri[AUCKLAND] == 1
    with pytest.raises(IllegalAction, match="Lumberjack"):
        GAME.play(s, ("fell", AUCKLAND))
    assert not [a for a in GAME.legal_actions(s) if a[0] == "fell"]
    assert [a for a in GAME.legal_actions(s) if a[0] == "move"]


def test_ties_follow_the_priority_table():
    s = started()
    for p, c in ((KIWI, "kiwi_exodus"), (POSSUM, "possum_egg_raid"), (MAORI, "maori_forced_march")):
        assert D.cards[c].initiative == 1
    set_hand(s, KIWI, ["kiwi_exodus", "kiwi_reserve", "kiwi_wrath"])
    set_hand(s, POSSUM, ["possum_egg_raid", "possum_litter", "possum_breeding"])
    set_hand(s, SETTLER, ["settler_march", "settler_road", "settler_hunt"])
    set_hand(s, MAORI, ["maori_forced_march", "maori_temple", "maori_rahui"])
    pick_all(s, {KIWI: ("kiwi_reserve", "kiwi_exodus"), POSSUM: ("possum_litter", "possum_egg_raid"),
                 SETTLER: ("settler_road", "settler_march"), MAORI: ("maori_temple", "maori_forced_march")})
    assert s.order == (MAORI, POSSUM, SETTLER, KIWI)


def test_turn_keeps_the_third_card_and_draws_back_to_three():
    s = started()
    kept = {}
    for p in range(4):
        kept[p] = s.hands[p][2]
        GAME.play(s, ("pick", s.hands[p][0], s.hands[p][1]))
    while s.phase == "act":
        GAME.play(s, ("done",))
    assert s.turn == 2 and s.phase == "pick"
    for p in range(4):
        assert kept[p] in s.hands[p] and len(s.hands[p]) == 3
        assert len(s.discards[p]) == 2 and len(s.decks[p]) == 4


def finish_turn(s):
    while s.phase == "pick":
        p = GAME.to_move(s)
        GAME.play(s, ("pick", s.hands[p][0], s.hands[p][1]))
    while s.phase in ("act", "auto", "tane"):
        GAME.play(s, ("done",))


def test_end_of_period():
    s = started()
    s.kauri[WAIKATO] = 0
    s.kiwi[WAIKATO] = 2
    s.floods[D.border_id[border(TE_HIKU, 2)]] = 1
    s.epidemic = KAIPARA
    for _ in range(4):
        finish_turn(s)
    assert s.period == 2 and s.turn == 1
    assert s.conscience == 3
    assert s.kiwi[WAIKATO] == 0 and s.kiwi[TE_HIKU] == 1
    assert not any(s.floods) and s.epidemic == 0
    for p in range(4):
        assert len(s.hands[p]) == 3 and len(s.decks[p]) == 6 and s.discards[p] == []
    # five periods of four turns, then the game is over
    for _ in range(16):
        finish_turn(s)
    assert s.phase == "over" and GAME.to_move(s) is None and GAME.legal_actions(s) == []
    assert s.conscience == 11
    assert GAME.round_number(s) == 20
    with pytest.raises(IllegalAction):
        GAME.play(s, ("done",))


def test_conscience_never_passes_twelve():
    s = started()
    s.conscience = 11
    s.turn = 4
    finish_turn(s)
    assert s.conscience == 11          # +2 would pass 12: no effect
    s = started()
    s.conscience = 12
    play_card(s, KIWI, "kiwi_magnetism")
    assert ("conscience", 1) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="between 1 and 12"):
        GAME.play(s, ("conscience", 1))


def test_possum_extinction_places_one_in_a_city_before_the_draw():
    s = started()
    s.possum = [0] * 26
    s.poison[AUCKLAND] = 1
    finish_turn(s)
    assert s.phase == "revive" and GAME.to_move(s) == POSSUM
    assert [len(h) for h in s.hands] == [1] * 4        # not drawn yet
    assert sorted(a[1] for a in GAME.legal_actions(s)) == [GISBORNE, WELLINGTON]
    with pytest.raises(IllegalAction, match="extinct"):
        GAME.play(s, ("pick", "x", "y"))
    GAME.play(s, ("revive", WELLINGTON))
    assert s.possum[WELLINGTON] == 1 and s.phase == "pick"
    assert [len(h) for h in s.hands] == [3] * 4


def test_mulligan_once_on_the_first_turn():
    s = started(mulligan=True)
    assert ("mulligan",) in GAME.legal_actions(s)
    epoch = s.epoch
    GAME.play(s, ("mulligan",))
    assert s.epoch == epoch + 1 and len(s.hands[KIWI]) == 3 and len(s.decks[KIWI]) == 6
    assert ("mulligan",) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="only allowed once"):
        GAME.play(s, ("mulligan",))
    plain = started()
    assert ("mulligan",) not in GAME.legal_actions(plain)
    s2 = started(mulligan=True)
    finish_turn(s2)
    assert ("mulligan",) not in GAME.legal_actions(s2)


def test_two_player_automated_settler():
    s = started(players=2, city=AUCKLAND)
    assert s.settlers == [AUCKLAND, 0]
    while s.phase == "pick":
        p = GAME.to_move(s)
        GAME.play(s, ("pick", s.hands[p][0], s.hands[p][1]))
    while s.phase == "act":
        GAME.play(s, ("done",))
    # Lumberjack: the Possum steers the Settler and may fell one kauri (to the South Island)
    assert s.phase == "auto" and GAME.to_move(s) == POSSUM
    pool = 30 - sum(s.kauri)
    assert ("auto_fell", AUCKLAND) in GAME.legal_actions(s)
    assert not [a for a in GAME.legal_actions(s) if a[0] == "auto_hunt"]
    GAME.play(s, ("auto_fell", AUCKLAND))
    assert s.kauri[AUCKLAND] == 0 and s.settler_kauri == 0 and 30 - sum(s.kauri) == pool + 1
    GAME.play(s, ("auto_move", AUCKLAND, WAIKATO))
    assert s.settlers[0] == WAIKATO and s.phase == "pick"
    # Ranger: the Kiwi steers it and may remove a possum (back to the supply)
    s.conscience = RANGER_2P
    s.possum[WAIKATO] = 2
    finish_turn_until_auto(s)
    assert GAME.to_move(s) == KIWI
    GAME.play(s, ("auto_hunt", WAIKATO))
    assert s.possum[WAIKATO] == 1 and s.settler_possum == 0
    with pytest.raises(IllegalAction):
        GAME.play(s, ("auto_hunt", WAIKATO))


def finish_turn_until_auto(s):
    while s.phase == "pick":
        p = GAME.to_move(s)
        GAME.play(s, ("pick", s.hands[p][0], s.hands[p][1]))
    while s.phase == "act":
        GAME.play(s, ("done",))


def test_two_players_possum_wins_ties():
    s = empty(players=2)
    tp = D.game.two_players
    s.kiwi[1] = tp.possum_on_map          # equal totals: kiwis x kiwi value = possums x possum value
    s.possum[2] = tp.kiwi_on_map
    sheet = GAME.scores(s)
    assert sheet.totals[0] == sheet.totals[1] and sheet.winners() == [POSSUM]


def test_ties_in_four_players_follow_the_priority_table():
    sc = D.game.scoring
    total = math.lcm(sc.kiwi_on_map, sc.possum_on_map, sc.settler_kauri, sc.maori_possum)
    s = empty()
    s.kiwi[1] = total // sc.kiwi_on_map
    s.possum[2] = total // sc.possum_on_map
    s.settler_kauri = total // sc.settler_kauri
    s.settler_possum = 0
    s.maori_possum = total // sc.maori_possum
    sheet = GAME.scores(s)
    assert sheet.totals == [total] * 4
    assert sheet.winners() == [MAORI]
    s.maori_possum = 0
    assert GAME.scores(s).winners() == [POSSUM]
    s.possum[2] = 0
    assert GAME.scores(s).winners() == [SETTLER]


def test_a_played_card_may_be_discarded_without_effect():
    s = empty()
    s.kiwi[TE_HIKU] = 1
    play_card(s, KIWI, "kiwi_wrath")          # no possum anywhere
    assert GAME.legal_actions(s) == [("done",)]
    GAME.play(s, ("done",))
    assert GAME.to_move(s) != KIWI or s.phase != "act" or s.order[s.cursor] != KIWI


def test_turn_key_and_round_number():
    s = started()
    k = GAME.turn_key(s)
    GAME.play(s, ("pick", s.hands[KIWI][0], s.hands[KIWI][1]))
    assert GAME.turn_key(s) != k
    assert GAME.round_number(s) == 1
    assert flow.resolution_order is not None
