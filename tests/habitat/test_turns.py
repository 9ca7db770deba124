"""Set-up, the three ways to draw, rescue, end of turn, deck exhaustion, the cap, the win."""

import pytest

from engine.core import IllegalAction
from engine.habitat import feeding as F
from engine.habitat.state import DRAW, MAIN, MAX_MOVES, OVER, SETUP, START
from tests.habitat.helpers import DECK, GAME, build, names, play, table

I = DECK.index


# ---- set-up -----------------------------------------------------------------------------------
def new(players=3, starter="p1", seed=4):
    return GAME.setup({"players": players, "starter": starter}, seed)


def test_setup_deals_display_and_six_cards():
    s = new(4)
    assert s.phase == SETUP and s.current == 0
    assert all(len(h) == 6 for h in s.hands)
    assert len([c for c in s.display if c >= 0]) == 3
    assert len(s.pile) == 123 - 3 - 24
    assert all(not d for d in s.dying)


def test_random_first_player_is_seeded():
    firsts = {GAME.setup({"players": 4}, seed).first for seed in range(20)}
    assert len(firsts) > 1
    assert GAME.setup({"players": 4}, 7).first == GAME.setup({"players": 4}, 7).first


def test_setup_reduce_to_three_seat_by_seat_hidden_then_revealed():
    s = new(3)
    for a in GAME.legal_actions(s):
        assert a[0] in ("new_chain", "play", "setup_discard")
        if a[0] != "setup_discard":
            assert DECK.kind[I[a[1]]] != 2          # events cannot be played in set-up
    # seat 0 plays a Resource if it has one, then discards down to 3
    for seat in range(3):
        assert s.current == seat and s.phase == SETUP
        res = [a for a in GAME.legal_actions(s) if a[0] == "new_chain"]
        if res:
            GAME.play(s, res[0])
        while len(s.hands[seat]) > 3:
            GAME.play(s, next(a for a in GAME.legal_actions(s) if a[0] == "setup_discard"))
        if seat < 2:
            seen = GAME.observe(s, seat + 1)
            assert seen.tables[seat] == [] and all(c == -1 for c in seen.aside[seat])
    assert s.phase == START and s.current == 0
    pile_sizes = [len(d) for d in s.dying]
    assert max(pile_sizes) - min(pile_sizes) <= 1 and sum(pile_sizes) > 0
    assert all(len(h) == 3 for h in s.hands)


def test_setup_chains_must_be_fed():
    s = new(2, seed=1)
    for a in GAME.legal_actions(s):
        if a[0] == "play":
            c = I[a[1]]
            chain = s.tables[0][a[2]]
            assert a[3] > 0 and F.can_eat(DECK, s, c, chain[a[3] - 1])
        if a[0] == "new_chain":
            assert DECK.is_res[I[a[1]]]


def test_setup_events_refused_with_reason():
    s = new(2)
    s.hands[0] = sorted([I["disease-1"], I["mouse-1"], I["deer-1"], I["plants-1"], I["eggs-1"],
                         I["insects-1"]])
    with pytest.raises(IllegalAction, match="set-up"):
        GAME.play(s, ("event", "disease-1", 1, 0, 0))


# ---- step 1: draw or Territory --------------------------------------------------------------
def test_draw_two_from_the_pile():
    s = build(hands=[[]], display=["deer", "mouse", "plants"], pile=["eggs", "lynx"], phase=START)
    play(s, ("draw_pile",))
    assert s.phase == DRAW and names(s.hands[0]) == ["lynx"]
    with pytest.raises(IllegalAction, match="second card"):
        GAME.play(s, ("end_turn",))
    play(s, ("draw_pile",))
    assert s.phase == MAIN and sorted(names(s.hands[0])) == ["eggs", "lynx"]


def test_draw_two_from_the_display_refills_at_once():
    s = build(hands=[[]], display=["deer", "mouse", "plants"], pile=["eggs", "lynx"], phase=START)
    play(s, ("draw_display", 0))
    assert names(s.display) == ["lynx", "mouse", "plants"]
    play(s, ("draw_display", 0))       # the refilled card can be taken
    assert sorted(names(s.hands[0])) == ["deer", "lynx"] and names(s.display) == ["eggs", "mouse", "plants"]


def test_one_from_the_pile_and_one_from_the_display():
    s = build(hands=[[]], display=["deer", "mouse", "plants"], pile=["eggs", "lynx"], phase=START)
    play(s, ("draw_pile",), ("draw_display", 2))
    assert sorted(names(s.hands[0])) == ["lynx", "plants"] and s.phase == MAIN


def test_events_may_be_played_before_drawing_but_not_between_draws():
    s = build(hands=[["niche"]], display=["deer", "mouse", "plants"], phase=START)
    assert ("event", "niche-1", 3) in GAME.legal_actions(s)
    play(s, ("draw_pile",))
    with pytest.raises(IllegalAction, match="second card"):
        GAME.play(s, ("event", "niche-1", 3))


def test_draw_counts_chance_in_the_epoch():
    s = build(hands=[[]], display=["deer", "mouse", "plants"], phase=START)
    e = s.epoch
    play(s, ("draw_pile",))
    assert s.epoch > e


# ---- rescue -----------------------------------------------------------------------------------
def test_rescue_top_species_into_a_chain_where_it_is_fed():
    s = build(tables=[[["fruit_berries"]], []], dying=[["mouse", "deer"], ["plants"], []])
    assert ("rescue", 0, 0, 1) in GAME.legal_actions(s)
    play(s, ("rescue", 0, 0, 1))
    assert table(s, 0) == [["fruit_berries", "deer"]] and names(s.dying[0]) == ["mouse"]
    with pytest.raises(IllegalAction, match="only species"):
        GAME.play(s, ("rescue", 1, 1, 0))
    with pytest.raises(IllegalAction, match="fed at once"):
        GAME.play(s, ("rescue", 0, 0, 1))      # mouse does not eat fruit... (deer above)


def test_rescue_a_scavenger_needs_a_visible_dying_species_after_it_leaves():
    s = build(tables=[[], []], dying=[["coyote"], [], []])
    assert not [a for a in GAME.legal_actions(s) if a[0] == "rescue"]
    s = build(tables=[[], []], dying=[["coyote"], ["deer"], []])
    assert ("rescue", 0, 0, 0) in GAME.legal_actions(s)


# ---- end of turn ----------------------------------------------------------------------------
def test_end_of_turn_starving_die_in_chosen_order_then_discard_to_three():
    s = build(tables=[[["insects", "deer"], ["plants", "moose"]], []],
              hands=[["eggs", "lynx", "mouse", "cougar", "niche"]],
              dying=[["plants"], ["eggs"], ["fruit_berries"]])
    play(s, ("end_turn",))
    # the Deer starves (it does not eat insects): the player picks its pile
    assert GAME.to_move(s) == 0 and s.pending[0][0] == "place"
    assert {a[2] for a in GAME.legal_actions(s)} == {0, 1, 2}
    play(s, ("place", "deer-1", 1))
    assert names(s.dying[1]) == ["eggs", "deer"]
    assert s.pending[0][0] == "discard"
    play(s, ("discard", "niche-1", 0), ("discard", "eggs-1", 2))
    assert len(s.hands[0]) == 3
    assert s.current == 1 and s.phase == START and s.turn == 1


def test_an_empty_dying_pile_must_be_filled_first():
    s = build(tables=[[], []], hands=[["eggs", "lynx", "mouse", "cougar"]], dying=[["plants"], [], []])
    play(s, ("end_turn",))
    assert {a[2] for a in GAME.legal_actions(s)} == {1}
    with pytest.raises(IllegalAction, match="empty dying pile"):
        GAME.play(s, ("discard", "eggs-1", 0))


def test_fled_or_broken_species_survive_until_their_owners_turn_ends():
    s = build(tables=[[], [["wolves"]]], hands=[[], []], current=0)
    play(s, ("end_turn",))
    assert table(s, 1) == [["wolves"]]               # still on the table in player 2's turn
    play(s, ("draw_pile",), ("draw_pile",))
    while GAME.to_move(s) == 1 and not s.pending:
        play(s, ("end_turn",))
    while s.pending:
        play(s, GAME.legal_actions(s)[0])
    assert table(s, 1) == [] and "wolves" in [DECK.type_id[c] for d in s.dying for c in d]


# ---- the table moves cap --------------------------------------------------------------------
def test_moves_per_turn_are_capped():
    s = build(tables=[[["plants"], ["fruit_berries", "chipmunk"]], []])
    s.moves = MAX_MOVES
    assert not [a for a in GAME.legal_actions(s) if a[0] == "move"]
    with pytest.raises(IllegalAction, match="safety"):
        GAME.play(s, ("move", 1, 1, 0, 1, 1))


# ---- deck exhaustion and the safety cap ---------------------------------------------------------
def test_empty_pile_is_rebuilt_from_dying_and_display():
    s = build(hands=[[]], display=["deer", "mouse", "plants"], phase=START)
    everything = s.pile[:]
    s.pile = []
    s.dying = [[everything[0]], [everything[1], everything[2]], []]
    rest = everything[3:]
    e = s.epoch
    play(s, ("draw_pile",))
    assert s.rebuilds == 1 and s.epoch > e
    assert all(not d for d in s.dying)
    assert len([c for c in s.display if c >= 0]) == 3
    assert len(s.pile) + 3 + 1 == 6      # 3 dying + 3 display, one drawn, 3 dealt
    assert len(rest) == 123 - 6


def test_third_rebuild_finishes_the_round_then_the_cap_decides():
    s = build(tables=[[["plants", "moose"]], [["plants", "beaver"], ["fruit_berries", "deer"]]],
              hands=[[], []], display=["eggs", None, None], phase=START, current=1, first=0)
    s.rebuilds = 2
    hidden = s.pile[:]
    s.pile = []
    s.dying = [[c] for c in hidden[:3]]
    s.aside[1] = hidden[3:]   # park the other cards out of the way
    play(s, ("draw_pile",))
    assert s.rebuilds == 3 and s.last_round
    play(s, ("draw_pile",), ("end_turn",))
    while s.pending:
        play(s, GAME.legal_actions(s)[0])
    # player 2 was last in the round: the game ends; player 2 has more fed ranks
    assert s.phase == OVER and s.end_reason == "cap" and s.winners == (1,)
    assert GAME.winners(s) == [1]


def test_cap_tie_break_is_cards_in_chains_then_shared():
    from engine.habitat.scoring import cap_winners
    s = build(tables=[[["plants", "moose"], ["plants", "beaver"]], [["eggs", "brook_trout"], ["insects"]]])
    # ranks: p0 {1,6,4}=3, p1 {1,3}=2
    assert cap_winners(DECK, s) == [0]
    s = build(tables=[[["plants", "moose"]], [["eggs", "brook_trout"]]])
    assert cap_winners(DECK, s) == [0, 1]
    s = build(tables=[[["plants", "moose"]], [["eggs", "brook_trout"], ["insects"]]])
    assert cap_winners(DECK, s) == [1]


def test_nothing_to_draw_still_counts_as_a_rebuild():
    s = build(hands=[[]], phase=START, display=[None, None, None])
    hidden = s.pile
    s.pile = []
    s.aside[1] = hidden       # park the cards out of the way
    assert GAME.legal_actions(s)[0] == ("draw_pile",)
    play(s, ("draw_pile",))
    assert s.rebuilds == 1 and s.hands[0] == []


# ---- winning ----------------------------------------------------------------------------------
WIN_TABLE = [["invertebrates", "mouse", "mink"], ["fruit_berries", "snowshoe_hare"],
             ["fruit_berries", "deer", "wolves"], ["plants", "moose", "black_bear"]]


def test_habitat_with_ranks_spread_over_chains_wins_at_end_of_turn():
    s = build(tables=[WIN_TABLE, []], hands=[[]])
    assert F.has_habitat(DECK, s, 0)
    play(s, ("end_turn",))
    assert s.phase == OVER and s.winners == (0,) and s.end_reason == "habitat"
    sheet = GAME.scores(s)
    assert sheet.winners() == [0] and sheet.table[0]["habitat"] == 10
    assert sheet.table[0]["ranks"] == 8


def test_no_habitat_while_a_species_starves():
    s = build(tables=[WIN_TABLE + [["insects", "deer"]], []], hands=[[]])
    assert not F.has_habitat(DECK, s, 0)


def test_missing_rank_is_no_habitat_and_other_players_cannot_win_on_my_turn():
    s = build(tables=[WIN_TABLE[:3], WIN_TABLE[1:3]], hands=[[]])
    assert not F.has_habitat(DECK, s, 0)
    s = build(tables=[[], WIN_TABLE], hands=[[], []])
    play(s, ("end_turn",))
    assert s.phase == START and s.current == 1      # player 2 wins only at the end of their turn


def test_population_boom_effective_rank_counts_for_habitat():
    table_ = [["invertebrates", "mouse"], ["fruit_berries", "snowshoe_hare"],
              ["plants", "beaver"], ["fruit_berries", "deer", "wolves"],
              ["plants", "moose", "black_bear"]]
    s = build(tables=[table_, []])
    assert F.has_habitat(DECK, s, 0)
    s.boom = s.tables[0][0][1]          # the Mouse is now rank 1: no rank 2 left, and it starves
    assert F.eff_rank(DECK, s, s.boom) == 1
    assert not F.has_habitat(DECK, s, 0)


def test_live_score_counts_fed_ranks():
    s = build(tables=[[["plants", "moose"], ["insects", "deer"]], []])
    assert GAME.scores(s).table[0]["ranks"] == 2   # plants, moose (deer starves)
    assert GAME.round_number(s) == 1
