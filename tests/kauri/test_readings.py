"""Readings a player could not see before (issue 14): each one is stated on the rules page in
both languages, and these tests check that the engine does exactly what the page says."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.kauri.data import KIWI, MAORI, SETTLER
from engine.kauri.text import REASONS

from .helpers import (AUCKLAND, D, GAME, RANGER, RANGER_2P, ROTORUA, TAUPO, WAIKATO, border, empty,
                      legal, play_card)
from .test_legacies import claim, end_period


def page(lang):
    return "\n".join(body for _, body in GAME.rules(lang))


def refusal(s, action, lang="en"):
    before = s.clone()
    with pytest.raises(IllegalAction) as e:
        GAME.play(s, action)
    assert s == before
    return e.value.reason(lang)


# ---- roads on flooded borders -----------------------------------------------------------------
def test_the_page_says_a_flooded_border_takes_no_road_even_with_the_railway():
    assert "A road cannot be built on a flooded border, not even with the Railway" in page("en")
    assert "On ne peut pas construire de route sur une frontière inondée, même avec le Chemin de fer" \
        in page("fr")


@pytest.mark.parametrize("railway", [False, True])
@pytest.mark.parametrize("card,kind", [("settler_road", "road"), ("settler_surveyor", "survey")])
def test_a_road_is_refused_on_a_flooded_border(railway, card, kind):
    s = empty()
    s.settlers = [WAIKATO, 0]
    if railway:
        claim(s, SETTLER, "railway")
    s.floods[D.border_id[border(WAIKATO, TAUPO)]] = 1
    play_card(s, SETTLER, card)
    assert (kind, border(WAIKATO, TAUPO)) not in legal(s)
    assert (kind, border(WAIKATO, AUCKLAND)) in legal(s)
    assert refusal(s, (kind, border(WAIKATO, TAUPO))) == REASONS["road_flooded"][0]
    assert "Railway" in REASONS["road_flooded"][0] and "Chemin de fer" in REASONS["road_flooded"][1]


# ---- Tāne Mahuta may be skipped ------------------------------------------------------------------
def test_the_page_says_tane_mahuta_may_be_skipped():
    assert "Tāne Mahuta's replant may be skipped" in page("en")
    assert "Le replantage de Tāne Mahuta peut être sauté" in page("fr")


def test_tane_mahuta_replant_can_be_skipped():
    s = empty()
    s.kiwi[WAIKATO] = 2
    s.claimed[KIWI] = ("tane_mahuta",)
    end_period(s)
    assert s.phase == "tane" and GAME.to_move(s) == KIWI
    assert ("done",) in GAME.legal_actions(s) and ("tane", WAIKATO) in GAME.legal_actions(s)
    pool = D.game.components.kauri - sum(s.kauri) - s.settler_kauri
    GAME.play(s, ("done",))
    # nothing replanted, so the kiwis of the kauri-less region leave as usual
    assert s.period == 2 and s.kauri[WAIKATO] == 0 and s.kiwi[WAIKATO] == 0
    assert D.game.components.kauri - sum(s.kauri) - s.settler_kauri == pool


# ---- refusal texts match the cards and the engine ------------------------------------------------------
def test_lumberjack_and_ranger_spaces_in_the_texts_match_the_data():
    g = D.game
    for key, first, last in (("needs_lumberjack", 1, g.conscience.ranger_from - 1),
                             ("needs_lumberjack_2p", 1, g.two_players.ranger_from - 1),
                             ("needs_ranger", g.conscience.ranger_from, g.conscience.max),
                             ("needs_ranger_2p", g.two_players.ranger_from, g.conscience.max)):
        en, fr = REASONS[key]
        assert f"on {first}-{last})" in en and f"sur {first} à {last})" in fr, key


def test_two_player_refusals_quote_the_two_player_spaces():
    s = empty(players=2)
    s.kiwi[WAIKATO] = 1
    s.settlers = [WAIKATO, 0]
    s.possum[WAIKATO] = 1
    s.conscience = RANGER_2P - 1                 # still a Lumberjack with 2 players
    play_card(s, KIWI, "kiwi_ranger_ally")
    text = refusal(s, ("ally", WAIKATO))
    assert f"on {RANGER_2P}-12" in text and "7-12" not in text
    # the automated Settler, once a Ranger, cannot fell
    s = empty(players=2)
    s.settlers = [WAIKATO, 0]
    s.kauri[WAIKATO] = 1
    s.conscience = RANGER_2P
    s.phase, s.actor = "auto", KIWI
    s.slots = [("auto_move", 1, 0, "none", 0, 1), ("auto_take", 1, 0, "none", 0, 1)]
    text = refusal(s, ("auto_fell", WAIKATO))
    assert f"on 1-{RANGER_2P - 1}" in text and "1-6" not in text


def test_four_player_refusals_quote_the_usual_spaces():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[WAIKATO] = 1
    s.conscience = RANGER
    play_card(s, SETTLER, "settler_felling")
    assert f"on 1-{RANGER - 1}" in refusal(s, ("fell", WAIKATO))


def test_the_whare_rule_is_about_the_region_itself_not_its_neighbours():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[WAIKATO] = s.kauri[TAUPO] = 1
    s.whare[TAUPO] = 1                               # a whare next door does not protect Waikato
    s.roads[D.border_id[border(WAIKATO, TAUPO)]] = 1
    claim(s, MAORI, "treaty")
    play_card(s, SETTLER, "settler_sawmill")
    text = refusal(s, ("sawmill", TAUPO))
    assert "in a region with a whare" in text and "beside" not in text
    assert "d'une région qui a un whare" in refusal(s, ("sawmill", TAUPO), "fr")
    GAME.play(s, ("sawmill", WAIKATO))
    assert s.kauri[WAIKATO] == 0


def test_the_sawmill_refusal_says_one_kauri_here_or_across_a_road():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[ROTORUA] = 1
    play_card(s, SETTLER, "settler_sawmill")
    text = refusal(s, ("sawmill", ROTORUA))
    assert "of your region or of a region joined to it by a road" in text
    assert D.cards["settler_sawmill"].actions[0].amount == 1       # the card takes 1 kauri, not 2


def test_the_page_says_a_flooded_road_joins_nothing_for_the_sawmill_unless_railway():
    assert "a flooded road joins nothing, unless the Settler has the Railway" in page("en")
    assert "une route inondée ne relie rien, sauf si le colon a le Chemin de fer" in page("fr")


@pytest.mark.parametrize("railway", [False, True])
def test_the_sawmill_reaches_across_a_flooded_road_only_with_the_railway(railway):
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[TAUPO] = 1
    b = D.border_id[border(WAIKATO, TAUPO)]
    s.roads[b] = s.floods[b] = 1
    if railway:
        claim(s, SETTLER, "railway")
    play_card(s, SETTLER, "settler_sawmill")
    if railway:
        GAME.play(s, ("sawmill", TAUPO))
        assert s.kauri[TAUPO] == 0 and s.settler_kauri == 1
    else:
        assert refusal(s, ("sawmill", TAUPO)) == REASONS["sawmill_reach"][0]
