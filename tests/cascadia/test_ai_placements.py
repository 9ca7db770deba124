"""Hard's 2-4 player look-ahead judges placements too: for its best takes it also plays their
next-best placements against the opponents' replies, and the place and token steps then play
the placement it chose."""
import random

import engine.cascadia.ai as ai
import engine.cascadia.ai_search as ai_search
from engine.ai.levels import make_bot
from engine.cascadia.ai import CascadiaBot
from engine.cascadia.ai_search import Reply, more_placements, rank_reply
from engine.cascadia.hexgrid import coords
from engine.cascadia.state import PLACE, TAKE, TOKEN
from tests.cascadia.helpers import GAME as G


def four_player_midgame(seed=11, rounds=5):
    """A 4-player game after `rounds` rounds of the normal level, at a take step."""
    s = G.setup(G.default_options(4), seed)
    bot, rng = make_bot(G, "normal"), random.Random(seed)
    while s.turn < 4 * rounds or s.phase != TAKE:
        G.apply(s, bot.choose(G, s, s.current, rng))
    return s


def reply_planner(bot, s):
    return Reply(bot, G, s, s.current, random.Random(0)).planner(s, s.current, {})[0]


def test_more_placements_are_the_next_best_ones_within_the_span_best_first():
    s = four_player_midgame()
    bot = CascadiaBot(reply=2, plans_many=3, plan_span=99.0)
    pl = reply_planner(bot, s)
    takes = [("take", k, k) for k in range(4)]
    more = more_placements(bot, s, pl, takes, 0.0)
    assert len(more) == 8                                   # 2 more for each of the 4 takes
    tops = {a: pl.top_plans(s.tiles[a[1]], s.tokens[a[2]], 3) for a in takes}
    assert all(plan in tops[a][1:] for a, plan in more)
    values = [plan[0] for _, plan in more]
    assert values == sorted(values, reverse=True)
    best = max(t[0][0] for t in tops.values())
    bot.plan_span = 1.0
    assert all(plan[0] > best - 1.0 for _, plan in more_placements(bot, s, pl, takes, best))


def test_with_one_placement_per_take_the_look_ahead_judges_takes_only():
    s = four_player_midgame()
    bot = CascadiaBot(reply=2, width=3, plans_many=1)
    pl = reply_planner(bot, s)
    ranked = bot.rank_takes(G, s, s.current, pl)
    out = rank_reply(bot, G, s, s.current, ranked, random.Random(1))
    assert all(plan is None for _, (take, plan) in out)
    bot.plans_many, bot.plan_span = 3, 99.0
    out = rank_reply(bot, G, s, s.current, ranked, random.Random(1))
    assert any(plan is not None for _, (take, plan) in out)


def step(bot, s):
    a = bot.decide(G, G.observe(s, s.current), s.current, random.Random(0))
    assert a in G.legal_actions(s)
    G.apply(s, a)
    return a


def test_the_place_and_token_steps_play_the_placement_the_reply_search_chose(monkeypatch):
    s = four_player_midgame()
    bot = CascadiaBot(reply=2, width=1, plans_many=3, plan_span=99.0, deny_span_many=-99.0)
    pl = reply_planner(bot, s)
    take = bot.rank_takes(G, s, s.current, pl)[0][1]
    target = pl.top_plans(s.tiles[take[1]], s.tokens[take[2]], 3)[2]   # only the search prefers it
    monkeypatch.setattr(ai_search.Reply, "value", lambda self, a, plan=None: 10.0 if plan == target else 0.0)
    assert step(bot, s) == take and s.phase == PLACE
    assert step(bot, s) == ("place",) + coords(target[1]) + (target[2],)
    assert s.phase == TOKEN
    want = ("discard_token",) if target[3] is None else ("token",) + coords(target[3])
    assert step(bot, s) == want


def test_hard_judges_placements_with_2_to_4_players():
    assert make_bot(G, "hard").plans_many > 1
    assert make_bot(G, "normal").reply == 0


def test_a_3_player_game_with_the_placement_search_is_legal_to_the_end():
    s = G.setup(G.default_options(3), 4)
    bots = [CascadiaBot(reply=2, width=3, plans_many=3, weights=ai.HARD_WEIGHTS) for _ in range(3)]
    rng = random.Random(4)
    while G.to_move(s) is not None:
        p = s.current
        a = bots[p].decide(G, G.observe(s, p), p, rng)
        assert a in G.legal_actions(s)
        G.apply(s, a)
    assert min(G.scores(s).totals) > 50

