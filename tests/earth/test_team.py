"""The team game (2 against 2, the seed's "Mode Équipes"): seats 0-1 against 2-3, a random team
plays first and its players play in turn; a seat whose "ask where my gains go" switch is on puts
part of each gain on its team's side of the team board; either teammate takes from it until the
end of the active player's turn; the leftovers are then discarded; scores are added per team."""
from __future__ import annotations

import random

import pytest

from engine.core import IllegalAction
from engine.earth.scoring import score_sheet
from engine.earth.state import HIDDEN
from tests.earth.helpers import GAME, D, cid, fresh, give, place, play, settle, top

TEAM_KINDS = ("share", "send", "send_card", "send_piece", "board")


def team_fresh(seed=1, **options):
    """Seat 0 of the team game to choose, everything emptied (helpers.fresh)."""
    return fresh(4, seed=seed, teams="on", **options)


def no_team_moves(s, until=None):
    """Answer every question without touching the team board (helpers.settle, minus its moves)."""
    for _ in range(500):
        if GAME.to_move(s) is None or (until and top(s)[0] == until):
            return
        legal = [a for a in GAME.legal_actions(s) if a[0] not in TEAM_KINDS + ("event", "convert")]
        legal = legal or [("send", 0)]          # a gain asked about: all of it kept
        play(s, next((a for a in legal if a[0] in ("skip", "stop")), legal[0]))
    raise AssertionError("did not settle")


# ---- set-up and order ---------------------------------------------------------------------------


def test_the_option_makes_two_teams_with_a_board_and_is_only_for_four_players():
    s = GAME.setup({"players": 4, "teams": "on"}, 5)
    assert s.teams and len(s.board) == 2 and all(b.empty() for b in s.board) and s.share == [False] * 4
    plain = GAME.setup({"players": 4}, 5)
    assert not plain.teams and plain.board == [] and plain.share == []
    with pytest.raises(IllegalAction) as err:
        GAME.setup({"players": 3, "teams": "on"}, 5)
    assert "4" in err.value.reason("en")


def test_a_random_team_plays_first_its_players_one_after_the_other():
    firsts = set()
    for seed in range(12):
        s = GAME.setup({"players": 4, "teams": "on"}, seed)
        while s.phase == "setup":
            GAME.apply(s, GAME.legal_actions(s)[0])
        firsts.add(s.first)
        actives = []
        for _ in range(5):
            actives.append(s.active)
            play(s, ("action", "red"))
            no_team_moves(s, until="choose")
        first = s.first
        assert actives == [first, first + 1, (first + 2) % 4, (first + 3) % 4, first]
    assert firsts == {0, 2}


def test_without_the_switch_nothing_more_is_asked():
    s = team_fresh()
    play(s, ("action", "red"))
    assert top(s)[0] == "minor" and s.soil[0] == 5 and len(s.compost[0]) == 2
    no_team_moves(s, until="choose")
    assert s.active == 1


# ---- putting ------------------------------------------------------------------------------------


def test_soil_and_compost_gained_go_in_part_to_the_team_board():
    s = team_fresh()
    play(s, ("share", 1), ("action", "red"))
    assert top(s) == ("split", 0, "soil", 5)
    assert GAME.legal_actions(s) == [("send", k) for k in range(6)]
    play(s, ("send", 3))
    assert s.soil[0] == 2 and s.board[0].soil == 3
    assert top(s) == ("split", 0, "compost", 2)
    play(s, ("send", 1))
    assert len(s.compost[0]) == 1 and len(s.board[0].compost) == 1 and s.board[1].empty()


def test_cards_drawn_go_one_by_one_and_only_those_just_drawn():
    s = team_fresh()
    old = s.deck.pop()
    s.hands[0] = [old]
    play(s, ("share", 1), ("action", "yellow"))
    assert top(s) == ("split", 0, "cards", 4)
    drawn = s.hands[0][1:]
    assert GAME.legal_actions(s) == [("stop",)] + [("send_card", c) for c in sorted(drawn)]
    with pytest.raises(IllegalAction):
        play(s, ("send_card", old))            # not just gained
    play(s, ("send_card", drawn[2]), ("send_card", drawn[0]))
    assert top(s) == ("split", 0, "cards", 2)
    play(s, ("stop",))
    assert s.board[0].cards == [drawn[2], drawn[0]] and sorted(s.hands[0]) == sorted([old, drawn[1], drawn[3]])


def test_the_card_kept_from_planting_may_go_to_the_team_board():
    s = team_fresh()
    play(s, ("share", 1), ("action", "green"))
    no_team_moves(s, until="keep")
    kept = GAME.legal_actions(s)[0][1]
    play(s, ("keep", kept))
    assert top(s) == ("split", 0, "cards", 1)
    play(s, ("send_card", kept))
    assert s.board[0].cards == [kept] and kept not in s.hands[0]


@pytest.mark.parametrize("colour,piece", [("blue", "sprout"), ("yellow", "growth")])
def test_pieces_placed_may_go_on_the_team_board_even_without_room(colour, piece):
    s = team_fresh()
    oak = place(s, 0, "Oakmoss", 0, 0)
    play(s, ("action", colour))
    if colour == "yellow":
        no_team_moves(s, until="place")
    assert top(s)[:3] == ("place", 0, piece)
    assert ("send_piece",) in GAME.legal_actions(s)
    play(s, ("send_piece",), ("put", oak))
    assert getattr(s.board[0], piece) == 1
    # no flora at all: asked only when the switch is on
    s = team_fresh()
    play(s, ("share", 1), ("action", colour))
    if colour == "yellow":
        while top(s)[0] == "split":
            play(s, ("stop",))
    assert top(s)[:3] == ("place", 0, piece) and GAME.legal_actions(s) == [("send_piece",), ("stop",)]
    play(s, ("send_piece",), ("send_piece",))
    assert getattr(s.board[0], piece) == 2


# ---- taking -------------------------------------------------------------------------------------


def red_turn_sending(soil=3, compost=1):
    s = team_fresh()
    play(s, ("share", 1), ("action", "red"), ("send", soil), ("send", compost))
    return s


def test_the_teammate_takes_soil_and_compost_at_a_calm_moment():
    s = red_turn_sending()
    assert top(s) == ("minor", 1, "red")
    legal = GAME.legal_actions(s)
    assert {("board", "soil", k) for k in (1, 2, 3)} | {("board", "compost", 1)} <= set(legal)
    play(s, ("board", "soil", 2), ("board", "compost", 1))
    assert s.soil[1] == 2 and len(s.compost[1]) == 1 and s.board[0].soil == 1 and not s.board[0].compost


def test_the_other_team_cannot_take():
    s = red_turn_sending()
    no_team_moves(s, until="minor")
    while top(s)[1] != 2:
        play(s, ("minor", "none"))
        no_team_moves(s, until="minor")
    assert not [a for a in GAME.legal_actions(s) if a[0] == "board"]
    with pytest.raises(IllegalAction):
        play(s, ("board", "soil", 1))


def test_at_the_end_of_the_turn_each_teammate_takes_then_the_rest_is_discarded():
    s = red_turn_sending(soil=4, compost=2)
    no_team_moves(s, until="teamtake")
    assert top(s) == ("teamtake", 0)            # the active player first, then in turn order
    play(s, ("board", "soil", 1), ("stop",))
    assert top(s) == ("teamtake", 1)
    discard, soil = len(s.discard), s.soil[1]
    play(s, ("board", "soil", 2), ("stop",))
    assert top(s) == ("choose", 1)               # seats 2 and 3 had nothing to take: not asked
    assert s.soil[0] == 5 - 4 + 1 and s.soil[1] == soil + 2
    assert all(b.empty() for b in s.board) and len(s.discard) == discard + 2


def test_cards_and_pieces_are_taken_into_hand_and_onto_flora():
    s = team_fresh()
    oak = place(s, 1, "Oakmoss", 0, 0)
    play(s, ("share", 1), ("action", "yellow"))
    drawn = sorted(set(s.hands[0]))
    play(s, ("send_card", drawn[0]), ("stop",))
    play(s, ("send_piece",), ("send_piece",))
    assert s.board[0].cards == [drawn[0]] and s.board[0].growth == 2
    no_team_moves(s, until="minor")
    assert top(s)[:2] == ("minor", 1)
    legal = GAME.legal_actions(s)
    assert ("board", "card", drawn[0]) in legal and ("board", "growth", oak) in legal
    play(s, ("board", "card", drawn[0]), ("board", "growth", oak))
    assert drawn[0] in s.hands[1] and s.growth[oak] == 1 and s.board[0].growth == 1


def test_sprouts_taken_go_on_a_flora_with_room():
    s = team_fresh()
    oak = place(s, 1, "Oakmoss", 0, 0)
    place(s, 0, "Paper Birch", 0, 0)
    play(s, ("action", "blue"), ("send_piece",), ("send_piece",), ("stop",))
    no_team_moves(s, until="minor")
    takes = [a for a in GAME.legal_actions(s) if a[0] == "board"]
    assert takes == [("board", "sprout", oak)]
    play(s, *takes)
    assert s.sprouts[oak] == 1 and s.board[0].sprout == 1


def test_leftovers_are_discarded_and_the_log_says_so():
    s = team_fresh()
    play(s, ("share", 1), ("action", "yellow"))
    card = s.hands[0][-1]
    play(s, ("send_card", card), ("stop",), ("send_piece",), ("stop",))
    names = ["Ann", "Bob", "Cy", "Di"]
    while top(s)[0] != "teamtake" or top(s)[1] != 1:
        legal = [a for a in GAME.legal_actions(s) if a[0] not in TEAM_KINDS + ("event", "convert")]
        play(s, next((a for a in legal if a[0] in ("skip", "stop", "minor")), legal[0]))
    line = GAME.describe_with_names(s, ("stop",), "en", names)
    assert "team board of Ann and Bob: 1 card, 1 growth piece" in line
    play(s, ("stop",))
    assert card in s.discard and all(b.empty() for b in s.board)


# ---- scores -------------------------------------------------------------------------------------


def scored(s, soil):
    s.soil[:] = soil
    return score_sheet(D, s)


def test_team_scores_are_added_and_both_players_of_the_best_team_win():
    s = team_fresh()
    place(s, 0, "Oakmoss", 0, 0)
    sheet = scored(s, [0, 0, 0, 0])
    assert sheet.teams == [(0, 1), (2, 3)]
    t = sheet.totals
    assert sheet.team_totals == [t[0] + t[1], t[2] + t[3]] and sheet.winners() == [0, 1]
    assert "team" in sheet.tiebreak_label["en"].lower() and "équipe" in sheet.tiebreak_label["fr"].lower()


def test_the_team_tie_break_adds_soil_then_the_rest_over_the_team():
    s = team_fresh()
    assert score_sheet(D, s).totals == [0, 0, 0, 0]     # tied on points: the tie-break decides
    # seat 2 alone has the most soil, but seats 0 and 1 have more together
    assert scored(s, [3, 3, 5, 0]).winners() == [0, 1]
    assert scored(s, [3, 3, 7, 0]).winners() == [2, 3]
    assert scored(s, [3, 3, 6, 0]).winners() == [0, 1, 2, 3]      # everything equal: shared
    s.hands[3] = [s.deck.pop()]                 # equal soil: cards in hand decide
    assert scored(s, [3, 3, 6, 0]).winners() == [2, 3]


# ---- what each seat sees --------------------------------------------------------------------------


def board_with_cards():
    s = team_fresh()
    play(s, ("share", 1), ("action", "yellow"))
    sent = s.hands[0][-2:]
    play(s, ("send_card", sent[0]), ("send_card", sent[1]), ("stop",))
    s.board[0].compost = [s.deck.pop()]
    s.board[1].cards = [s.deck.pop()]
    return s, sent


def test_observe_shows_the_team_board_cards_to_the_team_only():
    s, sent = board_with_cards()
    for p in (0, 1):
        o = GAME.observe(s, p)
        assert o.board[0].cards == sent and o.board[1].cards == [HIDDEN]
        assert o.board[0].compost == [HIDDEN]           # face down, even to the team
    for p in (2, 3, None):
        o = GAME.observe(s, p)
        assert o.board[0].cards == [HIDDEN, HIDDEN]
    assert GAME.observe(s, 2).board[1].cards == s.board[1].cards


def test_determinize_redeals_only_what_the_seat_cannot_see():
    s, sent = board_with_cards()
    seen = GAME.observe(s, 2)
    for r in range(4):
        other = GAME.determinize(s, 2, random.Random(r))
        assert GAME.observe(other, 2) == seen
        GAME.check_invariants(other)
    assert GAME.determinize(s, 1, random.Random(3)).board[0].cards == sent


@pytest.mark.parametrize("hands,mate_sees", [("private", False), ("open", True)])
def test_hands_stay_private_within_a_team_unless_open(hands, mate_sees):
    s = team_fresh(team_hands=hands)
    give(s, 0, "Oakmoss")
    give(s, 2, "Paper Birch")
    assert (GAME.observe(s, 1).hands[0] == [cid("Oakmoss")]) is mate_sees
    assert GAME.observe(s, 1).hands[2] == [HIDDEN] and GAME.observe(s, 3).hands[0] == [HIDDEN]
    assert (GAME.observe(s, 3).hands[2] == [cid("Paper Birch")]) is mate_sees


def test_open_hands_without_teams_change_nothing():
    s = fresh(4, seed=2, team_hands="open")
    give(s, 0, "Oakmoss")
    assert not s.teams and GAME.observe(s, 1).hands[0] == [HIDDEN]


def test_a_refused_team_move_names_its_rule_and_changes_nothing():
    s = red_turn_sending()
    before = GAME.clone(s)
    for bad, words in ((("board", "soil", 9), "team board"), (("send", 1), "not the one asked"),
                       (("share", 0), "already")):
        with pytest.raises(IllegalAction) as err:
            play(s, bad)
        assert words in err.value.reason("en") and err.value.reason("fr")
        assert s == before
    s = fresh(4)
    with pytest.raises(IllegalAction) as err:
        play(s, ("share", 1))
    assert "team game" in err.value.reason("en")
    settle(s, until="choose")


# ---- readings stated on the rules page ------------------------------------------------------------


def test_pieces_a_card_puts_on_named_cards_go_there_not_to_the_team_board():
    s = team_fresh()
    ids = [place(s, 0, n, 0, c) for c, n in enumerate(("Lion's Mane", "Slime Mold"))]
    place(s, 0, "Chicken of the Woods", 1, 0)
    give(s, 0, "Lightning Strike")
    play(s, ("share", 1), ("event", cid("Lightning Strike")))
    assert top(s)[0] == "pickline"
    play(s, ("row", 0))
    assert all(s.sprouts.get(k) for k in ids) and s.board[0].empty() and top(s) == ("choose", 0)


def test_set_up_gains_never_go_on_the_team_board():
    s = GAME.setup({"players": 4, "teams": "on"}, 7)
    s.share[:] = [True] * 4                     # even with every switch on
    while s.phase == "setup":
        assert top(s)[0] != "split"
        play(s, GAME.legal_actions(s)[0])
    assert all(b.empty() for b in s.board) and all(len(h) > 0 for h in s.hands)


def test_taking_is_not_gaining_nothing_taken_goes_back():
    s = red_turn_sending()
    s.share[1] = True
    play(s, ("board", "soil", 3))
    assert top(s) == ("minor", 1, "red") and s.soil[1] == 3 and s.board[0].soil == 0


def test_at_the_end_of_the_turn_sprouts_may_be_converted_to_make_room_for_the_boards():
    s = team_fresh()
    full = place(s, 0, "White Oak", 0, 0)
    s.sprouts[full] = D.cards[full].sprouts            # 3 sprouts, no room
    play(s, ("share", 1), ("action", "blue"))
    while top(s)[0] == "place":
        play(s, ("send_piece",))
    no_team_moves(s, until="teamtake")
    assert top(s) == ("teamtake", 0)                    # asked though no flora has room: it may convert
    assert ("convert",) in GAME.legal_actions(s)
    play(s, ("convert",), ("send", 0))                  # the 2 soil are kept
    assert top(s) == ("teamtake", 0) and s.soil[0] == 2 + 2 and s.sprouts.get(full, 0) == 0
    play(s, *[("board", "sprout", full)] * 3)
    assert s.sprouts[full] == 3 and s.board[0].sprout == 3


# ---- a cost only the team board can pay ---------------------------------------------------------


def quince_with_board_soil(soil=1):
    """Seat 0 of the team game: Chinese Quince (yellow: pay 1 soil -> draw 3), no soil, no
    sprouts, no event in hand; its team's side holds `soil` soil."""
    s = team_fresh()
    s.deck.sort(key=lambda k: D.cards[k].kind != "event")       # no event is drawn
    quince = place(s, 0, "Chinese Quince", 0, 0)
    s.board[0].soil = soil
    return s, quince


def growing_until_asked(s):
    """Seat 0 chooses Growing and places no growth; stops at the first question about an
    ability (or the next turn)."""
    play(s, ("action", "yellow"))
    for _ in range(100):
        if top(s)[0] in ("short", "ask", "choose", "teamtake"):
            return
        legal = [a for a in GAME.legal_actions(s) if a[0] not in TEAM_KINDS]
        play(s, next((a for a in legal if a[0] in ("skip", "stop")), legal[0]))


def test_a_cost_only_the_team_board_can_pay_is_asked_not_skipped():
    s, quince = quince_with_board_soil()
    growing_until_asked(s)
    assert top(s)[:5] == ("short", 0, "yellow", quince, 0)
    legal = GAME.legal_actions(s)
    assert ("board", "soil", 1) in legal and ("skip",) in legal and ("convert",) not in legal
    hand = len(s.hands[0])
    play(s, ("board", "soil", 1))
    assert top(s)[:4] == ("ask", 0, "yellow", quince)       # now payable: asked as usual
    play(s, ("activate",))
    assert s.soil[0] == 0 and s.board[0].soil == 0 and len(s.hands[0]) == hand + 3


def test_skipping_a_cost_the_team_board_could_pay_leaves_the_board_as_it_was():
    s, quince = quince_with_board_soil()
    growing_until_asked(s)
    hand = len(s.hands[0])
    play(s, ("skip",))
    assert top(s)[0] != "short" and len(s.hands[0]) == hand and s.board[0].soil == 1


def test_the_other_teams_board_never_makes_the_question():
    s, quince = quince_with_board_soil(soil=0)
    s.board[1].soil = 3
    growing_until_asked(s)
    assert not any(t[0] == "short" for t in s.tasks) and s.board[1].soil == 3


def test_the_rules_page_says_the_team_board_is_offered_before_a_cost_is_skipped():
    en, fr = dict(GAME.rules("en"))["Teams (2 against 2)"], dict(GAME.rules("fr"))["Équipes (2 contre 2)"]
    assert "could with what your team's side of the team board holds" in en and "skip the ability" in en
    assert "ce qui est du côté de votre équipe du plateau Équipes permettrait de payer" in fr


def test_the_rules_page_says_open_teammates_pass_the_screen_without_a_pass_page():
    en, fr = dict(GAME.rules("en"))["Teams (2 against 2)"], dict(GAME.rules("fr"))["Équipes (2 contre 2)"]
    assert "except between teammates whose hands are open" in en
    assert "sauf entre coéquipiers aux mains ouvertes" in fr


def test_only_teammates_with_open_hands_share_sight():
    s = team_fresh(team_hands="open")
    assert GAME.shares_sight(s, 0, 1) and GAME.shares_sight(s, 3, 2)
    assert not GAME.shares_sight(s, 0, 2) and not GAME.shares_sight(s, 1, 1)
    assert not any(GAME.shares_sight(team_fresh(), a, b) for a in range(4) for b in range(4))
