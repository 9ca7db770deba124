"""Section 14.5's balance table (engine/earth/balance.py): what one game says, and the goals missed."""
from __future__ import annotations

from engine.earth import balance, bench
from engine.earth.measures import Board, score
from engine.earth.state import GAIA

from .helpers import D, GAME


def test_one_game_tells_its_fauna_ecosystems_and_opening_hands():
    r = bench.play(2, 7, ["random", "random"])
    assert r["first"] in (0, 1)
    assert len(r["fauna_met"]) == 4 and len(r["eco_scored"]) == 4   # 2 shared + 1 each
    names = {n.en for n in D.names.values()}
    assert r["opening"] and all(name in names for name, won in r["opening"])


def test_facts_follow_the_leaves_the_ecosystems_and_the_winners_tableau():
    s = GAME.setup(GAME.default_options(2), 3)
    while s.phase == "setup":
        GAME.apply(s, GAME.legal_actions(s)[0])
    opening = balance.opening_hands(s)
    s.leaves = [[1], [GAIA], [], [0, 1]]
    kept = opening[1][0]
    s.grid[1] = {(0, 0): kept}
    f = balance.facts(D, s, opening, winners=[1])
    names = [D.fauna_by_id[i].faces[k].name.en for i, k in s.fauna]
    assert f["fauna_met"] == dict(zip(names, [True, False, False, True]))
    for p in range(2):   # a personal ecosystem counts as it scores for its owner
        own = D.eco_by_id[s.eco[p][0]].faces[s.eco[p][1]].name.en
        assert f["eco_scored"][own] == (score(Board(D, s, p), D.eco_score[s.eco[p]]) > 0)
    won = dict((n, w) for n, w in f["opening"] if w)
    assert won == {D.names[kept].en: True}
    assert len(f["opening"]) == sum(len(h) for h in opening)


def test_the_table_counts_seats_from_the_first_player_and_names_what_is_off():
    games = [{"winners": [1], "first": 1, "fauna_met": {"Otter": False}, "eco_scored": {"Namib": False},
              "opening": [("Oak", True)] * 5, "totals": [200, 210], "bonus": 1},
             {"winners": [0, 1], "first": 0, "fauna_met": {"Otter": True}, "eco_scored": {"Namib": True},
              "opening": [("Oak", False)] * 5, "totals": [190, 190], "bonus": 0}]
    t = balance.goal_table(games, 2)
    assert t["seat_win_share"] == [0.75, 0.25]
    assert t["fauna_met"] == {"Otter": (1, 2)} and t["eco_scored"] == {"Namib": (1, 2)}
    assert t["opening_card_top"] == ["Oak", 5, 10] and t["opening_cards_judged"] == 1
    row = {**t, "winning_score_median": 280, "turns_mean": 28, "empty_piles": 0.1, "finisher_wins": 0.9,
           "action_share": {"blue": 0.1, "green": 0.3}}
    off = balance.off_target(row, 2)
    assert off == ["winning score median 280", "10% of games ended on empty piles", "blue chosen in 10% of turns",
                   "the finisher won by 7 VP or less in 50% of games", "seat 1 wins 75%", "seat 2 wins 25%",
                   "Oak won 5 of the 10 times it was in an opening hand"]
    # a face met in half the games and an ecosystem scoring in half are within the goals


def test_close_finishes_count_the_margin_over_the_best_other_player():
    def game(totals, winners, bonus):
        return {"totals": totals, "winners": winners, "bonus": bonus}
    res = [game([230, 223, 100], [0], 0),     # the finisher wins by 7: the bonus decided it
           game([230, 222, 229], [0], 1),     # won by 1, but not by the finisher
           game([230, 222], [0], 0),          # the finisher wins by 8
           game([215, 230], [1], 0),          # the finisher loses
           game([200, 200], [1, 0], -1)]      # a tie on empty piles (no finisher)
    assert balance.margins(res) == {"close_games": 0.6, "bonus_decides": 0.2}
