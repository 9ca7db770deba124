"""engine.kauri.view_info, the view's only doorway into the rules: its facts agree with the
observation and the game's data."""
from __future__ import annotations

from engine.kauri import view_info as VI
from tests.kauri.helpers import AUCKLAND, D, GAME, KAIPARA, TE_HIKU, border, empty, started


def test_facts_of_a_fresh_game():
    s = started(4, seed=3)
    obs = GAME.observe(s, 0)
    f = VI.facts(D, obs)
    assert f["ranger"] is False and f["ranger_from"] == D.game.conscience.ranger_from
    assert f["kauri_pool"] == D.game.components.kauri - sum(obs.kauri) - obs.settler_kauri
    assert f["needs_met"] == {"none": True, "lumberjack": True, "ranger": False, "treaty": False}
    kiwi = dict((k, n) for k, n, _ in f["supplies"][VI.KIWI])
    assert kiwi["kiwi"] == D.game.components.kiwi - sum(obs.kiwi) - obs.maori_kiwi
    assert kiwi["flood"] == D.game.components.flood and kiwi["reserve"] == D.game.components.reserve
    assert len(f["supplies"]) == 4


def test_the_conscience_turns_the_settler_into_a_ranger_earlier_with_two_players():
    s = empty(2)
    s.conscience = D.game.two_players.ranger_from
    assert VI.ranger_from(D, 2) == D.game.two_players.ranger_from != VI.ranger_from(D, 4)
    assert VI.is_ranger(D, GAME.observe(s, 0))
    s.conscience -= 1
    assert not VI.is_ranger(D, GAME.observe(s, 0))


def test_roads_floods_and_whose_pawn_is_where():
    s = empty(4)
    s.roads[D.border_id[border(AUCKLAND, KAIPARA)]] = 1
    s.kiwi[TE_HIKU] = 2
    obs = GAME.observe(s, 0)
    assert VI.network_regions(D, obs) == {AUCKLAND, KAIPARA}
    assert VI.is_mine(obs, VI.KIWI, TE_HIKU) and not VI.is_mine(obs, VI.POSSUM, TE_HIKU)
    assert not VI.is_mine(obs, -1, TE_HIKU)
    assert VI.has_railway(obs) is False


def test_how_each_faction_scores_depends_on_the_player_count():
    sc = D.game.scoring
    assert VI.score_rule(D, 4, VI.KIWI) == ("score_kiwi", {"v": sc.kiwi_on_map})
    assert VI.score_rule(D, 2, VI.KIWI) == ("score_kiwi", {"v": D.game.two_players.kiwi_on_map})
    assert VI.score_rule(D, 3, VI.POSSUM) == ("score_possum_3p", {"v": sc.possum_on_map,
                                                                  "n": D.game.three_players.possum_uncounted})
    assert VI.score_rule(D, 2, VI.SETTLER) == ("score_settler_2p", {})
    key, fmt = VI.score_rule(D, 4, VI.MAORI)
    assert key == "score_maori" and fmt["w"] == sc.maori_whare and fmt["mana"] == D.legacies["mana"].amount


def test_legacy_states_and_owners():
    s = empty(4)
    s.claimed[VI.MAORI] = ("mana",)
    s.curse[VI.MAORI] = "tapu"
    obs = GAME.observe(s, 0)
    assert [VI.legacy_state(obs, VI.MAORI, k) for k in ("mana", "tapu", "treaty")] == ["claimed", "cursed", "free"]
    assert VI.faction_of_legacy(D, "treaty") == VI.MAORI
    cid = D.faction_cards[VI.POSSUM][0]
    assert VI.faction_of_card(D, cid) == VI.POSSUM
