"""The conformance checks of tests/test_conformance.py, over the team game on several seeds
(that suite tries each option on one seed only): random playouts finish with every invariant
held, the same seed and actions give the same game, observe() leaks nothing the seat cannot see
(the other team's board cards, hands), determinize works from the observation alone, a save
loads back to the same state and replays the same game."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.match import Match, Seat
from engine.core.saves import to_document
from engine.saved_games import match_from_document
from engine.registry import GAMES
from tests.playout import random_playout

GAME = GAMES["earth"]
CONFIGS = [({"players": 4, "teams": "on", "team_hands": hands, "mode": mode}, seed)
           for seed, hands, mode in ((11, "private", "standard"), (12, "open", "standard"),
                                     (13, "private", "advanced"), (14, "open", "beginner"),
                                     (15, "private", "standard"), (16, "open", "advanced"))]
TEAM_MOVES = ("share", "send", "send_card", "send_piece", "board")


def states_along(options, seed, every=25):
    rng = random.Random(seed)
    s = GAME.setup(options, seed)
    out = []
    while GAME.to_move(s) is not None:
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        if len(out) < 400 and rng.random() < 1 / every:
            out.append(GAME.clone(s))
    return out + [s]


@pytest.mark.parametrize("options,seed", CONFIGS)
def test_random_team_games_finish_holding_every_invariant(options, seed):
    s, actions = random_playout(GAME, options, seed, check=GAME.check_invariants)
    sheet = GAME.scores(s)
    assert GAME.is_over(s) and sheet.teams == [(0, 1), (2, 3)]
    won = sheet.winners()
    assert won in ([0, 1], [2, 3], [0, 1, 2, 3])
    assert {a[0] for a in actions} & set(TEAM_MOVES), "a random game touches the team board"
    replayed = GAME.setup(options, seed)
    for a in actions:
        GAME.play(replayed, a)
    assert replayed == s and replayed.epoch == s.epoch


@pytest.mark.parametrize("options,seed", CONFIGS[:3])
def test_every_legal_team_move_applies_to_a_clone_only(options, seed):
    for s in states_along(options, seed, every=60)[:8]:
        before = GAME.clone(s)
        for a in GAME.legal_actions(s):
            c = GAME.clone(s)
            GAME.play(c, a)
            GAME.check_invariants(c)
            assert GAME.describe(s, a, "en") and GAME.describe(s, a, "fr")
        assert s == before


@pytest.mark.parametrize("options,seed", CONFIGS)
def test_observe_leaks_nothing_and_determinize_needs_only_the_observation(options, seed):
    for s in states_along(options, seed)[::3]:
        for p in range(4):
            seen = GAME.observe(s, p)
            for r in (1, 2):
                assert GAME.observe(GAME.determinize(s, p, random.Random(r)), p) == seen
            det = GAME.determinize(seen, p, random.Random(7))
            assert det == GAME.determinize(s, p, random.Random(7))
            GAME.check_invariants(det)
            if GAME.to_move(s) == p:
                assert GAME.legal_actions(seen) == GAME.legal_actions(s)


@pytest.mark.parametrize("options,seed", CONFIGS[:2])
def test_a_team_game_saves_loads_and_replays(options, seed):
    m = Match.new(GAME, options, seed, [Seat("human", name="Ann"), Seat("ai", "easy"),
                                         Seat("ai", "easy"), Seat("human", name="Di")])
    rng = random.Random(seed)
    while not m.is_over() and len(m.steps) < 400:
        m.play(rng.choice(GAME.legal_actions(m.state)))
    assert any(a[0] in TEAM_MOVES for a in m.actions)
    doc = json.loads(json.dumps(to_document(m)))
    m2 = match_from_document(doc, GAMES)
    assert m2.options["teams"] == "on" and m2.state == m.state and m2.actions == m.actions
    assert [st.text for st in m2.steps] == [st.text for st in m.steps]


@pytest.mark.parametrize("options,seed", CONFIGS[:2])
def test_the_bots_decide_the_same_whatever_they_cannot_see(options, seed):
    from engine.ai import make_bot
    states = [s for s in states_along(options, seed, every=40)[:-1] if len(GAME.legal_actions(s)) > 1]
    states = [s for s in states if any(not b.empty() for b in s.board)][:2] + states[:1]
    for s in states:
        p = GAME.to_move(s)
        for level in ("easy", "normal", "normal_no_board"):
            a = make_bot(GAME, level).choose(GAME, s, p, random.Random(9))
            b = make_bot(GAME, level).choose(GAME, GAME.determinize(s, p, random.Random(4)), p, random.Random(9))
            c = make_bot(GAME, level).choose(GAME, GAME.observe(s, p), p, random.Random(9))
            assert a == b == c and a in GAME.legal_actions(s)
