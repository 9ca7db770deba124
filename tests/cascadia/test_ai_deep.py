"""Hard's two-round judgement with 3-4 players: its best candidates are judged again by the
round after next (my best pair, the opponents' replies, then my best take)."""
import itertools
import random

import pytest

import engine.cascadia.ai_search as ai_search
import engine.cascadia.bench as bench
from engine.ai.levels import make_bot
from engine.cascadia.ai import LEVELS, CascadiaBot
from engine.cascadia.ai_search import Reply, fresh_best_pair, play_pair, rank_reply
from engine.cascadia.planner import Planner, Weights
from engine.cascadia.state import OVER, TAKE
from tests.cascadia.helpers import GAME as G
from tests.cascadia.test_ai_placements import four_player_midgame


def test_the_second_round_plays_one_turn_per_player_and_values_my_next_best_take():
    s = four_player_midgame()
    me = s.current
    search = Reply(CascadiaBot(reply=2), G, s, me, random.Random(1))
    d = G.clone(s)
    v = search.second_round(d, {})
    assert d.turn == s.turn + 4 and d.current == me and d.phase == TAKE
    assert all(len(d.env[q]) == len(s.env[q]) + 1 for q in range(4))   # a tile each
    assert v == fresh_best_pair(G, d, me, Weights())[0][0]


def test_the_second_round_values_the_board_when_the_game_ends_within_it():
    s = four_player_midgame(rounds=19)          # my last turn: the game ends in this round
    me = s.current
    d = G.clone(s)
    v = Reply(CascadiaBot(reply=2), G, s, me, random.Random(1)).second_round(d, {})
    assert d.phase == OVER
    assert v == Planner(G, d, me, Weights(), True).value_now() == G.scores(d).totals[me]


def test_play_pair_takes_the_pair_and_plays_the_plan():
    s = four_player_midgame()
    p = s.current
    plan, slot = fresh_best_pair(G, s, p, Weights())
    tile, token = s.tiles[slot], s.tokens[slot]
    cell, code, animal, step = play_pair(G, s, plan, slot)
    assert (cell, code // 6, animal) == (plan[1], tile, token) and s.env[p][cell] == code
    assert step[0] == "discard_token" or s.wild[p][plan[3]] == token
    assert s.current != p and s.phase == TAKE


def test_a_move_names_its_token_so_boards_that_differ_by_the_animal_share_no_planner():
    # the look-ahead shares a planner between the samples where a player made the same move:
    # the same tile and spots with another animal is another board
    s = four_player_midgame()
    p = s.current
    plan, slot = fresh_best_pair(G, s, p, Weights())
    other = G.clone(s)
    other.tokens[slot] = next(a for a in range(5) if a != s.tokens[slot])
    moves = [play_pair(G, d, plan, slot) for d in (G.clone(s), other)]
    assert moves[0][:2] == moves[1][:2] and moves[0][2] != moves[1][2]


def judged_twice(monkeypatch, players, deep):
    """The candidates rank_reply judged two rounds deep."""
    calls = []
    once = Reply.value

    def value(self, take, plan=None, rounds=1, seeds=None):
        if rounds == 2:
            calls.append((take, plan))
        return once(self, take, plan, rounds, seeds)
    monkeypatch.setattr(ai_search.Reply, "value", value)
    s = four_player_midgame() if players == 4 else G.setup(G.default_options(players), 3)
    bot = CascadiaBot(reply=2, width=4, span=50.0, deep=deep)
    pl = Planner(G, s, s.current, bot.w)
    out = rank_reply(bot, G, s, s.current, bot.rank_takes(G, s, s.current, pl), random.Random(2))
    return calls, out


def test_the_best_two_candidates_are_judged_again_and_ranked_by_it(monkeypatch):
    calls, out = judged_twice(monkeypatch, 4, 2)
    assert len(calls) == 2 and len(out) >= 3
    assert {c for _, c in out[:2]} == set(calls)
    assert out[0][0] >= out[1][0]


def test_no_second_round_with_2_players_or_when_off(monkeypatch):
    assert judged_twice(monkeypatch, 2, 2)[0] == []
    assert judged_twice(monkeypatch, 4, 0)[0] == []


def refills_judged(monkeypatch) -> dict:
    """{candidate: refills it was judged on two rounds deep}, filled as the bots think."""
    refills = {}
    once = Reply.value

    def value(self, take, plan=None, rounds=1, seeds=None):
        if rounds == 2:
            refills[(take, plan)] = refills.get((take, plan), 0) + len(seeds or self.seeds)
        return once(self, take, plan, rounds, seeds)
    monkeypatch.setattr(ai_search.Reply, "value", value)
    return refills


def test_hard_judges_its_best_eight_again_on_up_to_48_refills_and_normal_does_not(monkeypatch):
    refills = refills_judged(monkeypatch)
    s = four_player_midgame()
    hard = make_bot(G, "hard")
    hard.seconds = hard.deep_seconds = None     # all its refills, whatever the machine's speed
    hard.decide(G, G.clone(s), s.current, random.Random(3))
    assert list(refills.values()) == [48] * 8
    refills.clear()
    make_bot(G, "normal").decide(G, G.clone(s), s.current, random.Random(3))
    assert refills == {}


def deep_judged(monkeypatch, readings):
    """deeper()'s ranking of a 4-player midgame's two best takes, the CPU clock reading
    `readings` in turn (the decision started at 0), and the refills each was judged on."""
    refills = refills_judged(monkeypatch)
    s = four_player_midgame()
    bot = CascadiaBot(reply=2, deep=2, deep_samples=12, deep_seconds=1.0, deep_least=4)
    pl = Planner(G, s, s.current, bot.w)
    out = [(v, (a, None)) for v, a in bot.rank_takes(G, s, s.current, pl)]
    clock = iter(readings).__next__
    judged = ai_search.deeper(bot, G, s, s.current, out, random.Random(5), 0.0, clock)
    return judged, refills, bot, s, out


def test_in_time_the_two_round_judgement_takes_all_its_refills_a_batch_at_a_time(monkeypatch):
    judged, refills, bot, s, out = deep_judged(monkeypatch, itertools.repeat(0.5))
    assert list(refills.values()) == [12, 12]
    # the value is the mean over all of them: what one search on the same 12 refills gives
    search = Reply(bot, G, s, s.current, random.Random(5), 12)
    for v, c in judged[:2]:
        assert v == pytest.approx(search.value(*c, rounds=2))
    assert judged[0][0] >= judged[1][0] and judged[2:] == out[2:]


def test_out_of_time_the_two_round_judgement_stops_at_its_least(monkeypatch):
    # a slower machine thinks on fewer refills rather than for longer
    assert list(deep_judged(monkeypatch, itertools.repeat(1.5))[1].values()) == [4, 4]


def test_no_batch_of_refills_starts_that_would_end_after_the_time(monkeypatch):
    # it began at 0.1 s; 4 refills at 0.5 s (a batch takes 0.4 s: the next ends at 0.9 s, in
    # time), 8 at 0.9 s (the next would end at 1.3 s, after the 1.0 s it has)
    assert list(deep_judged(monkeypatch, [0.1, 0.5, 0.9])[1].values()) == [8, 8]


def test_the_bench_changes_hards_settings_for_its_run_only(monkeypatch):
    monkeypatch.setitem(LEVELS, "hard", dict(LEVELS["hard"]))
    assert make_bot(G, "hard").deep == 8
    assert bench.override_hard('{"deep": 5}') == {"deep": 5}
    assert make_bot(G, "hard").deep == 5 and make_bot(G, "hard").deep_samples == 48
    for bad, says in (('{"deepest": 3}', "deepest"), ("deep=5", "JSON object"), ("[5]", "JSON object")):
        with pytest.raises(SystemExit, match=says):
            bench.override_hard(bad)
    assert make_bot(G, "hard").deep == 5
