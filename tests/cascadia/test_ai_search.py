"""Hard's multiplayer look-ahead: it counts what its take costs the opponents (a majority it
wins from them, a pair it denies them), where normal only counts its own points."""
import random

from engine.ai.levels import make_bot
from engine.cascadia.ai import LEVELS, CascadiaBot, Planner, Weights
from engine.cascadia.ai_search import Reply, place_planned, rank_reply
from engine.cascadia.game import FREE
from engine.cascadia.hexgrid import cell
from engine.cascadia.state import OVER, TAKE
from tests.cascadia.helpers import BEAR, ELK, FOX, GAME as G, HAWK, keystone_of

WET = keystone_of("wetland", "salmon")      # a wetland keystone with a salmon slot
WET_B = keystone_of("wetland", "hawk")
MOUNT_HAWK = keystone_of("mountain", "hawk")
RIVER = keystone_of("river", "bear")
FOREST_BEAR = keystone_of("forest", "bear")


def board(s, p, tiles, tokens=()):
    """Player p's environment: tiles [(q, r, tile)] (keystones, rotation 0), tokens [(q, r, animal)]."""
    s.env[p] = {cell(q, r): t * 6 for q, r, t in tiles}
    s.wild[p] = {cell(q, r): a for q, r, a in tokens}
    s.frontier[p] = G._frontier_of(s.env[p])


def two_player(turn, first, display):
    """A 2-player state at the start of turn `turn` (0-39) with display [(tile, token)] x 4."""
    s = G.setup(G.default_options(2), 5)
    s.first, s.turn = first, turn
    s.current = (first + turn) % 2
    s.phase = TAKE
    s.nature = [0, 0]
    s.tiles = [t for t, _ in display]
    s.tokens = [a for _, a in display]
    return s


def play_pair(s, slot, p):
    """Play pair `slot` as p's Planner would (the final scores are exact: last turns)."""
    s = G.clone(s)
    G.apply(s, ("take", slot, slot))
    step = place_planned(G, s, Planner(G, s, p, Weights()).plan_pair(s.held_tile, s.held_token))
    G.apply(s, step)
    return s


def test_on_the_last_turn_hard_takes_the_pair_that_wins_a_majority():
    # me (seat 1, the game's last turn): wetland corridors of 3 and 1 with a gap at (3, 0);
    # the opponent's wetland corridor has 4 tiles, so it holds the majority (2 points)
    s = two_player(39, 0, [(WET, ELK), (MOUNT_HAWK, HAWK), (RIVER, ELK), (RIVER, FOX)])
    me = s.current
    assert me == 1
    board(s, me, [(0, 0, WET_B), (1, 0, WET_B), (2, 0, WET_B), (4, 0, WET_B),
                  (0, 3, MOUNT_HAWK), (6, 3, MOUNT_HAWK)], [(0, 3, HAWK)])
    board(s, 0, [(q, 0, WET_B) for q in range(4)] + [(0, 3, RIVER)])
    totals = {k: G.scores(play_pair(s, k, me)).totals for k in range(2)}
    mine = {k: t[me] for k, t in totals.items()}
    lead = {k: t[me] - t[0] for k, t in totals.items()}
    # the hawk pair gives me more points; the wetland tile fills the gap (corridor of 5):
    # fewer points for me, but the majority changes hands, so my lead grows more
    assert mine[1] > mine[0] and lead[0] > lead[1]
    assert make_bot(G, "normal").choose(G, s, me, random.Random(1)) == ("take", 1, 1)
    assert make_bot(G, "hard").choose(G, s, me, random.Random(1)) == ("take", 0, 0)


def test_hard_denies_the_pair_the_opponent_needs_most():
    # me (seat 0) plays the 39th turn, the opponent plays the last one. The bear token
    # would give the opponent a third bear pair (+8 and a nature token) and me nothing;
    # the hawk token gives me a third lone hawk (+3 and a nature token)
    s = two_player(38, 0, [(WET, HAWK), (WET, BEAR), (WET_B, ELK), (WET_B, ELK)])
    me = s.current
    assert me == 0
    board(s, me, [(0, 0, MOUNT_HAWK), (3, 0, MOUNT_HAWK), (6, 0, MOUNT_HAWK)],
          [(0, 0, HAWK), (3, 0, HAWK)])
    bears = [(0, 0), (1, 0), (4, 0), (5, 0), (8, 0)]
    board(s, 1, [(q, r, FOREST_BEAR) for q, r in bears] + [(9, 0, FOREST_BEAR)],
          [(q, r, BEAR) for q, r in bears])
    s.bag[BEAR] = 0             # no bear can come with the refill (the bag is public)
    opp = Planner(G, s, 1, Weights())
    gain = [opp.plan_pair(s.tiles[k], s.tokens[k])[0] for k in range(4)]
    assert gain[1] >= max(gain[0], gain[2], gain[3]) + 9
    mine = [Planner(G, s, me, Weights()).plan_pair(s.tiles[k], s.tokens[k])[0] for k in range(4)]
    assert mine[0] >= mine[1] + 4
    search = Reply(CascadiaBot(reply=4), G, s, me, random.Random(2))
    assert search.denials() == {1}
    assert make_bot(G, "normal").choose(G, s, me, random.Random(1)) == ("take", 0, 0)
    assert make_bot(G, "hard").choose(G, s, me, random.Random(1)) == ("take", 1, 1)


def test_the_reply_lets_the_opponent_play_its_best_pair_before_my_next_turn():
    # mid-game: after my take, the opponent's simulated turn takes its best pair and the
    # state comes back to me at the take step with the display full again
    s = G.setup(G.default_options(2), 11)
    me = s.current
    search = Reply(CascadiaBot(reply=2), G, s, me, random.Random(3))
    before = [len(e) for e in s.env]
    v = search.value(("take", 0, 0))
    assert isinstance(v, float)
    assert [len(e) for e in s.env] == before          # the decision's state is untouched
    # every planner the search built sees a board that grew by at most one tile
    for (p, move, others), (pl, memo) in search.planners.items():
        assert len(pl.env) in (before[p], before[p] + 1)
        assert (move is None) == (len(pl.env) == before[p])


def test_reply_values_the_end_of_the_game_exactly():
    # the last turn of the game: the look-ahead's value of a take is my final total
    # minus the opponent's, with nothing sampled
    s = two_player(39, 0, [(WET, ELK), (MOUNT_HAWK, HAWK), (RIVER, ELK), (RIVER, ELK)])
    me = s.current
    board(s, me, [(0, 0, WET_B), (1, 0, WET_B)])
    board(s, 0, [(0, 0, RIVER)])
    search = Reply(CascadiaBot(reply=3), G, s, me, random.Random(4))
    for k in range(4):
        end = play_pair(s, k, me)
        assert end.phase == OVER
        t = G.scores(end).totals
        assert search.value(("take", k, k)) == t[me] - t[0]


class _Clock:
    """A CPU clock that advances `step` seconds each time it is read."""
    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


def test_the_look_ahead_judges_two_takes_always_and_more_while_its_time_lasts():
    from engine.cascadia.ai_search import within
    bot = CascadiaBot(seconds=1.0)
    cands = ["a", "b", "c", "d", "e"]
    # the clock reads 0.6 at the start, so the deadline is 1.6: the third take is judged at
    # 1.2, and at 1.8 the time is over
    got = within(bot, cands, ord, clock=_Clock(0.6))
    assert [a for _, a in got] == ["a", "b", "c"]
    # a slow machine still compares the two best takes
    assert [a for _, a in within(bot, cands, ord, clock=_Clock(10.0))] == ["a", "b"]
    # no limit: every candidate, valued by the function
    bot.seconds = None
    assert within(bot, cands, ord) == [(97, "a"), (98, "b"), (99, "c"), (100, "d"), (101, "e")]


def test_hard_thinks_within_its_cpu_seconds():
    bot = make_bot(G, "hard")
    assert bot.seconds is not None and 0 < bot.seconds <= 1.0
    assert make_bot(G, "normal").seconds is None


def test_hard_s_look_ahead_buys_a_free_choice_and_then_takes_what_it_bought():
    # my last turn (the game's): three lone hawks and no free hawk slot. The only hawk token
    # is paired with a river tile, the mountain-hawk tile with an elk (no elk slot): only a
    # free choice (a nature token, 1 point at the end) makes a fourth lone hawk (+3). The
    # opponent's corridors of 4 keep every majority out of my reach
    s = two_player(39, 0, [(WET, ELK), (MOUNT_HAWK, ELK), (RIVER, HAWK), (WET, FOX)])
    me = s.current
    hawks = [(0, 0), (3, 0), (6, 0)]
    board(s, me, [(q, r, MOUNT_HAWK) for q, r in hawks] + [(9, 0, RIVER)],
          [(q, r, HAWK) for q, r in hawks])
    board(s, 0, [(q, r, t) for q in range(4) for r, t in ((0, WET_B), (2, RIVER), (4, MOUNT_HAWK))])
    s.nature[me] = 1
    bot = CascadiaBot(**{**LEVELS["hard"], "free_many": 2})
    assert bot.choose(G, s, me, random.Random(1)) == FREE
    G.apply(s, FREE)
    assert bot.choose(G, s, me, random.Random(1)) == ("take", 1, 2)
    while s.phase != OVER:
        G.apply(s, bot.choose(G, s, me, random.Random(1)))
    # four lone hawks; the token spent, the keystone under the new hawk gave one back
    assert G.scores(s).table[me]["hawk"] == 11 and s.nature[me] == 1


def test_the_free_choices_are_judged_beside_the_pairs_only_when_asked_for():
    s = two_player(20, 0, [(WET, ELK), (MOUNT_HAWK, ELK), (RIVER, HAWK), (WET, FOX)])
    me = s.current
    s.nature[me] = 2
    pl = Planner(G, s, me, Weights())
    bot = CascadiaBot(**{**LEVELS["hard"], "seconds": None})
    ranked = bot.rank_takes(G, s, me, pl)
    bought = [(FREE, ("take", 1, 2))]
    judged = [c for v, c in rank_reply(bot, G, s, me, ranked, random.Random(4), None, bought)]
    assert (bought[0], None) in judged
    plain = [c for v, c in rank_reply(bot, G, s, me, ranked, random.Random(4))]
    assert all(take[0] == "take" for take, plan in plain)
    assert len(judged) == len(plain) + 1


def test_planners_that_share_a_board_plan_exactly_as_planners_of_their_own():
    """Reply's planners of one board share what its wildlife and geometry decide (whatever the
    others' corridors): every plan, every ranking and the board's value stay as a planner
    computing everything itself finds them."""
    from engine.cascadia.ai import HARD_WEIGHTS
    from tests.cascadia.test_ai_placements import four_player_midgame

    for seed, rounds in ((11, 3), (12, 6), (13, 9)):
        s = four_player_midgame(seed, rounds)
        p = s.current
        mine = Planner(G, s, p, HARD_WEIGHTS)
        variants = [mine.others, [[k + 3 for k in o] for o in mine.others], [[0] * 5] * 3]
        shared = {}
        for others in variants:
            pl = Planner(G, s, p, HARD_WEIGHTS, True, others, shared)
            own = Planner(G, s, p, HARD_WEIGHTS, True, others)
            assert pl.base is Planner(G, s, p, HARD_WEIGHTS, True, others, shared).base
            assert pl.value_now() == own.value_now()
            for t, a in zip(s.tiles, s.tokens):
                assert pl.plan_pair(t, a) == own.plan_pair(t, a)
                assert pl.top_plans(t, a, 6) == own.top_plans(t, a, 6)
                assert pl.placements(t) == own.placements(t)
