"""The score chart: round tick values and an x axis that ends at the last round played."""
from __future__ import annotations

from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.playout import random_playout
from ui.scenes.scoreboard import nice_step


def test_tick_steps_are_round_numbers():
    assert nice_step(20) == 5 and nice_step(8) == 1 and nice_step(60, 5) == 20 and nice_step(3) == 1
    assert nice_step(130, 5) == 50


def test_a_cascadia_solo_chart_runs_from_0_to_the_number_of_turns():
    g = GAMES["cascadia"]
    options = g.default_options(1)
    s, actions = random_playout(g, options, 7)
    m = Match.new(g, options, 7, [Seat("human", name="Ann")])
    for a in actions:
        m.play(a)
    hist = m.score_history()
    assert hist[0][0] == 0
    assert hist[-1][0] == 20, "a 20-turn solo game ends at 20, not 21"
    assert hist[-1][1] == g.scores(m.state).totals


def test_the_tie_break_row_shows_only_when_players_share_a_total():
    from engine.core import ScoreSheet
    from ui.scenes.scoreboard import tiebreak_shown
    labels = {"a": {"en": "A", "fr": "A"}}
    apart = ScoreSheet(["a"], labels, [{"a": 3}, {"a": 5}], tiebreak=[(1,), (2,)])
    tied = ScoreSheet(["a"], labels, [{"a": 5}, {"a": 5}], tiebreak=[(1,), (2,)])
    assert not tiebreak_shown(apart) and tiebreak_shown(tied)
