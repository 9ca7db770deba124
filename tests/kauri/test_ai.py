"""The Kauri AI: levels, legal choices in every phase, no peeking at secret picks."""
from __future__ import annotations

import random

import pytest

from engine.ai.levels import make_bot
from engine.kauri.ai import KauriBot, evaluate, faction_values, greedy_step
from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER

from .helpers import (D, GAME, HAURAKI, HOKIANGA, KAIPARA, RANGER, TE_HIKU, WAIKATO, empty,
                      play_card, started)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_make_kauri_bots(level):
    bot = make_bot(GAME, level)
    assert isinstance(bot, KauriBot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_whole_games_legally(players):
    bots = [make_bot(GAME, lv) for lv in ("easy", "normal", "easy", "normal")[:players]]
    s = GAME.setup(GAME.default_options(players), 50 + players)
    rng = random.Random(players)
    steps = 0
    while (p := GAME.to_move(s)) is not None:
        a = bots[p].choose(GAME, s, p, rng)
        GAME.play(s, a)              # checked: raises if the bot chose an illegal action
        steps += 1
    assert steps > 80 and GAME.scores(s).winners()


def test_the_pick_ignores_the_others_hidden_picks():
    s = started()
    GAME.play(s, ("pick", s.hands[KIWI][0], s.hands[KIWI][1]))
    bot = make_bot(GAME, "normal")
    a = bot.choose(GAME, s, POSSUM, random.Random(3))
    for r in range(3):
        other = GAME.determinize(s, POSSUM, random.Random(100 + r))
        assert bot.choose(GAME, other, POSSUM, random.Random(3)) == a


def test_greedy_steps_take_what_scores():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[WAIKATO] = 1
    s.kiwi[TE_HIKU] = 1
    play_card(s, SETTLER, "settler_felling")
    assert greedy_step(GAME, s, random.Random(1)) == ("fell", WAIKATO)
    s2 = empty()
    s2.kiwi[TE_HIKU] = 1
    s2.kauri[TE_HIKU] = 1
    s2.possum[TE_HIKU] = 2
    play_card(s2, KIWI, "kiwi_wrath")
    assert greedy_step(GAME, s2, random.Random(1)) == ("wrath", TE_HIKU)


def test_evaluation_is_the_score_lead_at_the_end():
    s = empty()
    s.phase = "over"
    s.kiwi[TE_HIKU] = 5
    s.possum[TE_HIKU] = 2
    v = evaluate(GAME, s, KIWI)
    assert v > 0 and evaluate(GAME, s, POSSUM) < 0


def test_rollout_action_is_legal():
    s = started()
    rng = random.Random(2)
    for _ in range(200):
        if GAME.to_move(s) is None:
            break
        a = GAME.rollout_action(s, rng)
        assert a in GAME.legal_actions(s)
        GAME.apply(s, a)


def test_burning_a_useful_card_as_initiative_has_a_price():
    from engine.kauri.ai import burn_costs
    s = empty()
    s.kiwi[TE_HIKU] = 1
    s.kauri[TE_HIKU] = 1
    s.possum[TE_HIKU] = 2
    s.hands[KIWI] = ["kiwi_ranger_ally", "kiwi_reserve", "kiwi_wrath"]
    legal = [a for a in GAME.legal_actions(s) if a[0] == "pick"]
    cost = burn_costs(GAME, s, KIWI, legal, random.Random(1))
    # Wrath would clear the 2 possums; Ranger's ally needs a Ranger (the Settler is a Lumberjack)
    assert cost[("pick", "kiwi_reserve", "kiwi_wrath")] > 0
    assert cost[("pick", "kiwi_reserve", "kiwi_ranger_ally")] == 0
    assert set(cost) == set(legal)


# ---- the hard level's plans (multi-turn prospects the one-turn look-ahead cannot see) ----------
def test_normal_and_hard_price_the_plans_and_only_hard_guesses_picks_and_prices_its_initiative():
    """Normal plans like hard (without, four normal AIs left the Settler and the Maori almost no
    win); what keeps hard stronger is its guess at the others' picks and the card it burns."""
    hard, normal, easy = (make_bot(GAME, lv) for lv in ("hard", "normal", "easy"))
    assert hard.plans and hard.plan and normal.plans and normal.plan
    assert not easy.plans and not easy.plan
    assert hard.model and hard.burn > 0 and not normal.model and not normal.burn


def test_normal_plans_only_from_three_players():
    """In a 2-player game (no Settler nor Maori to play) normal decides as without plans."""
    normal = make_bot(GAME, "normal")
    plain = KauriBot(samples=1, sample=10)
    for players, same in ((2, True), (3, False)):
        s, rng = GAME.setup(GAME.default_options(players), 8), random.Random(8)
        got = []
        for _ in range(60):
            if GAME.to_move(s) is None:
                break
            p = GAME.to_move(s)
            a, b = normal.decide(GAME, s, p, random.Random(1)), plain.decide(GAME, s, p, random.Random(1))
            got.append(a == b)
            GAME.apply(s, GAME.rollout_action(s, rng))
        assert all(got) if same else not all(got), players


def test_a_cleared_kauri_region_near_the_maori_is_her_next_temple():
    s = empty()
    s.maori = HOKIANGA
    s.kauri[TE_HIKU] = 1
    s.kiwi[TE_HIKU] = 2
    crowded = faction_values(GAME, s, plans=True)[MAORI]
    s.kiwi[TE_HIKU] = 0
    cleared = faction_values(GAME, s, plans=True)[MAORI]
    s.maori = TE_HIKU
    on_it = faction_values(GAME, s, plans=True)[MAORI]
    assert crowded < cleared < on_it
    assert faction_values(GAME, s)[MAORI] < on_it       # the plain evaluation ignores it
    s.kauri[TE_HIKU] = 0                                # no kauri: no temple to come
    assert faction_values(GAME, s, plans=True)[MAORI] < crowded
    s.kauri[TE_HIKU] = 1
    s.maori = KAIPARA                                   # two borders away: out of reach
    assert faction_values(GAME, s, plans=True)[MAORI] == faction_values(GAME, s)[MAORI]


def test_a_kauri_joined_by_road_to_the_settler_is_his_next_sawmill():
    s = empty()
    s.settlers = [WAIKATO, 0]
    s.kauri[HAURAKI] = 1
    apart = faction_values(GAME, s, plans=True)[SETTLER]
    apart_plain = faction_values(GAME, s)[SETTLER]
    s.roads[D.border_id[(WAIKATO, HAURAKI)]] = 1
    joined = faction_values(GAME, s, plans=True)[SETTLER]
    road_alone = faction_values(GAME, s)[SETTLER] - apart_plain
    assert joined - apart > road_alone + 0.5
    s.conscience = RANGER                   # a Ranger saws nothing
    assert faction_values(GAME, s, plans=True)[SETTLER] == faction_values(GAME, s)[SETTLER]


def test_a_claimed_permanent_legacy_is_worth_its_future():
    s = empty()
    before, plain = faction_values(GAME, s, plans=True)[SETTLER], faction_values(GAME, s)[SETTLER]
    s.claimed[SETTLER] = ("timber_company",)
    early = faction_values(GAME, s, plans=True)[SETTLER] - before
    assert early > 2 and faction_values(GAME, s)[SETTLER] == plain
    s.period = 5
    s.turn = 4
    late = faction_values(GAME, s, plans=True)[SETTLER]
    assert 0 < late - faction_values(GAME, s)[SETTLER] < early
    s.phase = "over"                        # at the end only the score counts
    assert faction_values(GAME, s, plans=True) == faction_values(GAME, s)
