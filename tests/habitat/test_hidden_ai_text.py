"""Hidden information, the AI levels, log lines and the rules page."""
import random

from engine.ai.levels import make_bot
from engine.core import tr
from engine.habitat.ai import TurnGreedy, candidates, evaluate, greedy_action, reply_action
from engine.habitat.state import MAIN, SETUP
from tests.habitat.helpers import DECK, GAME, build, play


def test_observe_hides_hands_pile_and_setup_choices():
    s = GAME.setup({"players": 3, "starter": "p1"}, 11)
    play(s, next(a for a in GAME.legal_actions(s) if a[0] == "setup_discard"))
    o = GAME.observe(s, 1)
    assert o.hands[1] == s.hands[1]
    assert all(c == -1 for c in o.hands[0] + o.hands[2] + o.pile)
    assert o.aside[0] == [-1] and o.tables[0] == []
    assert o.display == s.display and o.rng is None


def test_determinize_redeals_only_what_the_seat_cannot_see():
    s = build(tables=[[["plants", "moose"]], [["eggs"]]], hands=[["deer", "lynx"], ["cougar"]],
              dying=[["mouse"], [], []])
    d = GAME.determinize(s, 0, random.Random(3))
    assert d.hands[0] == s.hands[0] and d.tables == s.tables and d.dying == s.dying
    assert len(d.hands[1]) == 1 and sorted(d.pile + d.hands[1]) == sorted(s.pile + s.hands[1])
    assert GAME.observe(d, 0) == GAME.observe(s, 0)


def test_log_lines_hide_setup_choices_and_spring_keep():
    s = GAME.setup({"players": 2, "starter": "p1"}, 5)
    for a in GAME.legal_actions(s):
        for lang in ("en", "fr"):
            text = GAME.describe(s, a, lang)
            assert not any(tr(DECK.names[DECK.type_id[c]], lang) in text for c in s.hands[0])
    assert GAME.describe(s, ("keep", "deer-1"), "en")


def test_log_lines_name_cards_in_both_languages():
    s = build(tables=[[["plants"]], []], hands=[["moose"]])
    assert GAME.describe(s, ("play", "moose-1", 0, 1), "en") == "plays Moose on Plants"
    assert GAME.describe(s, ("play", "moose-1", 0, 1), "fr") == "joue Élan sur Plantes"


def test_evaluate_prefers_more_fed_ranks_and_penalises_exposed_chains():
    a = build(tables=[[["plants", "moose"], ["fruit_berries", "deer"]], [["eggs"]]])
    b = build(tables=[[["plants", "moose"], ["insects", "deer"]], [["eggs"]]])
    assert evaluate(GAME, a, 0) > evaluate(GAME, b, 0)
    safe = build(tables=[[["plants", "moose", "black_bear"]], [["eggs"]]])
    low = build(tables=[[["plants", "beaver"], ["fruit_berries", "black_bear"]], [["eggs"]]], players=4)
    assert evaluate(GAME, safe, 0) != evaluate(GAME, low, 0)


def test_candidates_merge_copies_of_a_card():
    s = build(tables=[[["plants"]], []], hands=[["moose", "moose"]])
    legal = GAME.legal_actions(s)
    assert ("play", "moose-1", 0, 1) in legal and ("play", "moose-2", 0, 1) in legal
    cands = candidates(GAME, s)
    assert len([a for a in cands if a[0] == "play"]) == 1


def test_normal_bot_completes_an_obvious_rank():
    s = build(tables=[[["plants"]], []], hands=[["moose", "beaver"]])
    bot = make_bot(GAME, "normal")
    a = bot.choose(GAME, s, 0, random.Random(1))
    assert a[0] == "play"


def test_normal_values_the_position_right_after_each_action():
    s = build(tables=[[["plants"]], []], hands=[["moose", "beaver"]])
    bot = make_bot(GAME, "normal")
    # after the draw (here): the position right after the action; the draw-or-Territory
    # choice itself is valued at the end of the turn (tests/habitat/test_levels.py)
    assert isinstance(bot, TurnGreedy) and bot.finish == "start"
    for v, a in bot.ranked(GAME, s, 0, random.Random(1)):
        if a[0] in ("play", "new_chain", "move"):
            c = GAME.clone(s)
            GAME.apply(c, a)
            assert abs(v + (0.05 if a[0] == "move" else 0) - evaluate(GAME, c, 0)) < 1e-9, a


def test_hard_models_its_opponent_as_a_one_move_greedy_player():
    s = build(tables=[[["plants"]], []], hands=[["moose", "beaver"]])
    a = greedy_action(GAME, s)
    assert a[0] == "play" and a[1].startswith("moose")
    assert reply_action(GAME, s, random.Random(0)) == a


def test_every_level_finishes_a_game_with_legal_moves():
    for level in ("easy", "normal", "hard"):
        bots = [make_bot(GAME, level), make_bot(GAME, "normal")]
        if level == "hard":
            bots[0].seconds = 0.02
        s = GAME.setup({"players": 2, "starter": "p1"}, 3)
        rng = random.Random(0)
        steps = 0
        while GAME.to_move(s) is not None:
            p = GAME.to_move(s)
            a = bots[p].choose(GAME, s, p, rng)
            GAME.play(s, a)
            steps += 1
            assert steps < 3000
        assert s.winners


def test_rules_page_has_both_languages_and_tables():
    en, fr = GAME.rules("en"), GAME.rules("fr")
    assert len(en) == len(fr) >= 10
    body = "\n".join(b for _, b in en)
    assert "| Event | Effect |" in body and "| Diet | Eats |" in body
    assert "Cougar" in body and "Wolves" in body
    for sp in DECK.species_types:
        assert f"{tr(sp.name)} x{sp.copies}" in body, sp.id
        assert f"{tr(sp.name, 'fr')} x{sp.copies}" in "\n".join(b for _, b in fr), sp.id


def test_habitat_bots_do_not_depend_on_hidden_cards():
    s = GAME.setup({"players": 3, "starter": "p1"}, 21)
    rng = random.Random(2)
    while s.phase == SETUP or GAME.to_move(s) != s.current or s.phase != MAIN:
        GAME.play(s, make_bot(GAME, "normal").choose(GAME, s, GAME.to_move(s), rng))
    p = GAME.to_move(s)
    other = GAME.determinize(s, p, random.Random(8))
    assert other.hands != s.hands or other.pile != s.pile
    for level in ("easy", "normal"):
        bot = make_bot(GAME, level)
        assert bot.choose(GAME, s, p, random.Random(4)) == bot.choose(GAME, other, p, random.Random(4))
