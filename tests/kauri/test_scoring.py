"""Final and live scoring, faction by faction, and the texts of actions and refusals."""
from __future__ import annotations

import random

import pytest

from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER
from engine.kauri.text import REGION_LINES

from .helpers import AUCKLAND, D, GAME, TE_HIKU, WAIKATO, empty, play_card, started

SC = D.game.scoring


def test_scoring_values_are_the_tuned_design():
    """The values the rules page prints (game.yaml); change both together."""
    assert (SC.kiwi_on_map, SC.possum_on_map) == (1, 1)
    assert (SC.settler_kauri, SC.settler_possum) == (2, 1)
    assert (SC.maori_whare, SC.maori_kiwi, SC.maori_possum) == (3, 1, 1)
    assert D.legacies["mana"].amount == 4
    tp = D.game.two_players
    assert (tp.kiwi_on_map, tp.possum_on_map, tp.settler_takes) == (11, 7, 1)
    assert D.game.three_players.possum_uncounted == 4


@pytest.mark.parametrize("kiwis, possums", [(0, 0), (1, 0), (0, 1), (20, 28)])
def test_two_player_scoring(kiwis, possums):
    s = empty(players=2)
    s.kiwi[TE_HIKU] = kiwis
    s.possum[WAIKATO] = possums
    s.settler_kauri = 4                    # the automated Settler scores nothing
    tp = D.game.two_players
    sheet = GAME.scores(s)
    assert len(sheet.table) == 2
    assert sheet.totals == [kiwis * tp.kiwi_on_map, possums * tp.possum_on_map]


@pytest.mark.parametrize("n", [0, 1, 2, 7, 28])
def test_kiwi_scores_each_kiwi_on_the_map(n):
    s = empty()
    for i in range(n):
        s.kiwi[1 + i % 25] += 1
    s.maori_kiwi = 3                       # kiwis on the Maori's board do not count for the Kiwi
    row = GAME.scores(s).table[KIWI]
    assert row["kiwis"] == n * SC.kiwi_on_map and sum(row.values()) == row["kiwis"]


@pytest.mark.parametrize("n", [0, 1, 4, 30])
def test_possum_scores_each_possum_on_the_map(n):
    s = empty()
    s.possum[WAIKATO] = n
    row = GAME.scores(s).table[POSSUM]
    assert row["possums"] == n * SC.possum_on_map and sum(row.values()) == row["possums"]


@pytest.mark.parametrize("n", [0, 3, 4, 5, 30])
def test_three_player_possum_does_not_score_its_first_possums(n):
    s = empty(players=3)
    s.possum[WAIKATO] = n
    s.kiwi[TE_HIKU] = 2
    sheet = GAME.scores(s)
    k = D.game.three_players.possum_uncounted
    assert len(sheet.table) == 3
    assert sheet.table[POSSUM]["possums"] == max(0, n - k) * SC.possum_on_map
    assert sheet.table[KIWI]["kiwis"] == 2 * SC.kiwi_on_map    # only the Possum is handicapped


@pytest.mark.parametrize("kauris, possums", [(0, 0), (1, 0), (0, 1), (5, 3), (30, 30)])
def test_settler_scores_his_board(kauris, possums):
    s = empty()
    s.settler_kauri, s.settler_possum = kauris, possums
    s.kauri[TE_HIKU] = 1                   # kauris on the map are not his
    row = GAME.scores(s).table[SETTLER]
    assert row["kauris"] == kauris * SC.settler_kauri
    assert row["hunted_possums"] == possums * SC.settler_possum
    assert sum(row.values()) == kauris * SC.settler_kauri + possums * SC.settler_possum


@pytest.mark.parametrize("temples, suburbs, kiwis, possums, mana", [
    (0, 0, 0, 0, False), (1, 0, 0, 0, False), (0, 1, 0, 0, False), (5, 3, 2, 4, False),
    (2, 1, 0, 0, True), (8, 0, 1, 1, True)])
def test_maori_scores_whares_and_her_board(temples, suburbs, kiwis, possums, mana):
    s = empty()
    outside = [r for r in range(1, 26) if not D.names[r].city]
    for r in outside[:temples]:
        s.whare[r] = 1
    for r in D.cities[:suburbs]:
        s.whare[r] = 1
    s.maori_kiwi, s.maori_possum = kiwis, possums
    if mana:
        s.claimed[MAORI] = ("mana",)
    temple_value = D.legacies["mana"].amount if mana else SC.maori_whare
    row = GAME.scores(s).table[MAORI]
    assert row["whares"] == temples * temple_value + suburbs * SC.maori_whare
    assert row["hunted_kiwis"] == kiwis * SC.maori_kiwi
    assert row["hunted_possums"] == possums * SC.maori_possum


def test_live_score_at_the_start():
    s = started()
    assert GAME.scores(s).totals == [25 * SC.kiwi_on_map, 4 * SC.possum_on_map, 0, 0]
    sheet = GAME.scores(s)
    assert all(set(row) == set(sheet.categories) for row in sheet.table)
    assert all(sheet.labels[c]["fr"] for c in sheet.categories)


def test_every_legal_action_has_a_log_line_in_both_languages():
    rng = random.Random(4)
    s = GAME.setup(GAME.default_options(4), 4)
    seen = set()
    while GAME.to_move(s) is not None:
        acts = GAME.legal_actions(s)
        for a in acts:
            if a[0] not in seen:
                seen.add(a[0])
                en, fr = GAME.describe(s, a, "en"), GAME.describe(s, a, "fr")
                assert en and fr and en != " ".join(map(str, a))
        GAME.apply(s, rng.choice(acts))
    assert {"pick", "move", "done", "claim"} <= seen


def test_describe_names_regions():
    s = empty()
    s.kiwi[TE_HIKU] = 1
    play_card(s, KIWI, "kiwi_exodus")
    assert GAME.describe(s, ("move", 1, 2), "en") == "moves a pawn from Te Hiku to Hokianga"
    assert GAME.describe(s, ("move", 1, 2), "fr") == "déplace un pion de Te Hiku à Hokianga"
    assert "Auckland" in GAME.describe(s, ("road", (6, 9)), "en")


@pytest.mark.parametrize("kind", sorted(REGION_LINES))
def test_each_one_region_line_names_its_region_in_both_languages(kind):
    s = empty()
    en, fr = GAME.describe(s, (kind, 1), "en"), GAME.describe(s, (kind, 1), "fr")
    assert "Te Hiku" in en and "Te Hiku" in fr and en != fr


def test_refusals_name_the_rule_in_both_languages():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[AUCKLAND] = 1
    play_card(s, SETTLER, "settler_felling")
    err = GAME.explain_illegal(s, ("fell", AUCKLAND))
    assert err.reason("en") == "you have no pawn in that region"
    assert err.reason("fr") == "vous n'avez pas de pion dans cette région"
    for bogus in [("fell",), ("fell", "Auckland"), ("fell", 99), ("warp", 1), (), ("move", 1, (2,))]:
        err = GAME.explain_illegal(s, bogus)
        assert err.reason("en") and err.reason("fr")
