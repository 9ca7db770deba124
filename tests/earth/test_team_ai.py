"""The AI in the team game: it counts its teammate as its own side, turns on its "ask where my
gains go" switch, sends what its teammate can use better, and takes what would be discarded;
the bench's yardstick ("normal_no_board") never touches the team board."""
from __future__ import annotations

import random

from engine.ai import make_bot
from engine.earth.ai import evaluate
from tests.earth.helpers import GAME, D, fresh, place, play, top

TEAM_MOVES = ("share", "send", "send_card", "send_piece", "board")


def decide(level, s):
    return make_bot(GAME, level).choose(GAME, s, GAME.to_move(s), random.Random(1))


def room_for_one_sprout():
    """Seat 0 (switch on) waters with no room left on its flora; its teammate has room."""
    s = fresh(4, seed=2, teams="on")
    full = place(s, 0, "Oakmoss", 0, 0)
    s.sprouts[full] = D.cards[full].sprouts
    place(s, 1, "Paper Birch", 0, 0)
    place(s, 1, "Oakmoss", 0, 1)
    s.share[0] = True
    play(s, ("action", "blue"))
    assert top(s)[:3] == ("place", 0, "sprout")
    return s


def test_the_evaluation_counts_the_teammate_as_its_own_side():
    s = fresh(4, seed=2, teams="on")
    place(s, 1, "Paper Birch", 0, 0)
    before = evaluate(GAME, s, 0)
    s.soil[1] += 6                               # the teammate's gain is mine, the others' loss
    after = evaluate(GAME, s, 0)
    assert after > before and evaluate(GAME, s, 1) == after and evaluate(GAME, s, 2) == -after


def test_the_bot_turns_its_switch_on_and_the_yardstick_never_does():
    s = fresh(4, seed=2, teams="on")
    assert decide("normal", s) == ("share", 1)
    assert decide("normal_no_board", s)[0] == "action"


def test_pieces_it_has_no_room_for_go_to_its_teammate():
    s = room_for_one_sprout()
    assert decide("normal", s) == ("send_piece",)
    assert decide("normal_no_board", s) == ("stop",)


def test_the_teammate_takes_what_would_otherwise_be_discarded():
    s = room_for_one_sprout()
    for _ in range(6):
        play(s, ("send_piece",))
    assert s.board[0].sprout == 6
    for _ in range(200):
        p = GAME.to_move(s)
        if top(s)[0] == "choose":
            break
        a = decide("normal" if p in (0, 1) else "normal_no_board", s)
        if p in (2, 3):
            assert a[0] not in TEAM_MOVES
        play(s, a)
    on_mate = sum(s.sprouts.get(c, 0) for c in s.grid[1].values())
    assert on_mate >= 4 and all(b.empty() for b in s.board)


def test_the_team_ai_plays_whole_turns_without_error():
    s = GAME.setup({"players": 4, "teams": "on"}, 9)
    rng = random.Random(3)
    bots = {p: make_bot(GAME, "easy" if p < 2 else "normal_no_board") for p in range(4)}
    turns = 0
    while GAME.to_move(s) is not None and turns < 6:
        p = GAME.to_move(s)
        a = bots[p].choose(GAME, GAME.observe(s, p), p, rng)
        turns += top(s)[0] == "choose"
        GAME.play(s, a)
        GAME.check_invariants(s)


def test_the_bot_never_turns_its_switch_off():
    """Turning the switch is a move that changes nothing on the board: a bot weighing it like
    the others took it whenever every real move looked worse, then turned it back on, forever."""
    s = GAME.setup({"players": 4, "teams": "on"}, 11)
    rng = random.Random(2)
    asked = 0
    while GAME.to_move(s) is not None and asked < 25:
        p = GAME.to_move(s)
        if s.phase == "play" and ("share", 0) in GAME.legal_actions(s) and len(GAME.legal_actions(s)) > 2:
            asked += 1
            for level in ("easy", "normal"):
                assert make_bot(GAME, level).choose(GAME, s, p, random.Random(asked))[0] != "share"
        a = rng.choice(GAME.legal_actions(s))
        if a[0] == "share" and a[1] == 0:
            a = GAME.legal_actions(s)[0]
        play(s, a)
    assert asked == 25


def test_sprouts_nobody_has_room_for_become_soil_by_converting_and_refilling():
    s = fresh(4, seed=2, teams="on")
    full = place(s, 0, "White Oak", 0, 0)
    s.sprouts[full] = D.cards[full].sprouts            # 3 sprouts, no room
    s.share[0] = True
    play(s, ("action", "blue"))
    while top(s)[0] == "place":
        play(s, ("send_piece",))
    for _ in range(100):                 # on to seat 0's end-of-turn step
        if top(s) == ("teamtake", 0):
            break
        legal = GAME.legal_actions(s)
        play(s, next((a for a in legal if a in (("send", 0), ("skip",), ("minor", "none"), ("stop",))), legal[0]))
    assert top(s) == ("teamtake", 0) and s.board[0].sprout == 6
    assert decide("normal", s) == ("convert",)
    soil = s.soil[0]
    for _ in range(40):
        if top(s) != ("teamtake", 0) and top(s)[0] not in ("remove", "split"):
            break
        play(s, decide("normal", s))
    assert s.soil[0] >= soil + 2 and s.sprouts[full] == 3 and s.board[0].sprout <= 3


def test_the_ai_takes_soil_from_the_team_board_to_pay_an_ability_worth_it():
    """Morel (yellow: pay 1 soil -> plant 1) with no soil and Red Cage Fungus (cost 1, 3 VP)
    in hand; its team's side holds 2 soil: taking both pays Morel and plants the card."""
    s = fresh(4, seed=2, teams="on")
    s.deck.sort(key=lambda k: D.cards[k].kind != "event")
    morel = place(s, 0, "Morel", 0, 0)
    s.hands[0].append(next(k for k in s.deck if D.cards[k].name.en == "Red Cage Fungus"))
    s.deck.remove(s.hands[0][-1])
    s.board[0].soil = 2
    play(s, ("action", "yellow"))
    while top(s)[0] not in ("short", "choose"):
        legal = [a for a in GAME.legal_actions(s) if a[0] not in TEAM_MOVES]
        play(s, next((a for a in legal if a[0] in ("skip", "stop")), legal[0]))
    assert top(s)[:4] == ("short", 0, "yellow", morel)
    s.share[0] = True                            # the bots' first move otherwise
    for level in ("normal", "hard"):
        assert decide(level, s) == ("board", "soil", 2), level
