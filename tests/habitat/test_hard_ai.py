"""The hard level: its memory of cards seen going into the opponent's hand, its model of
the opponent's reply, and that it plays sound moves."""
import random

from engine.ai.levels import make_bot
from engine.habitat.ai import Memory, ReplySearch, play_out_others, reply_action
from engine.habitat.state import START
from tests.habitat.helpers import DECK, GAME, build


def _opponent_takes_eggs(players=2):
    s = build(hands=[["moose"], ["deer"]] + [[] for _ in range(players - 2)],
              display=["eggs", "mouse", "cougar"], players=players, current=1, phase=START)
    mem = Memory()
    mem.update(DECK, GAME.observe(s, 0), 0)
    GAME.apply(s, ("draw_display", 0))            # player 2 takes the Eggs in view of all
    return s, mem


def test_memory_knows_a_display_card_the_opponent_took():
    s, mem = _opponent_takes_eggs()
    eggs = DECK.index["eggs-1"]
    mem.update(DECK, GAME.observe(s, 0), 0)
    assert mem.known == {eggs}
    plain = with_memory = 0
    for seed in range(20):
        d = GAME.determinize(s, 0, random.Random(seed))
        plain += eggs in d.hands[1]
        mem.apply(d, 0, random.Random(seed))
        with_memory += eggs in d.hands[1]
        assert sorted(d.pile + d.hands[1]) == sorted(s.pile + s.hands[1])
        assert len(d.hands[1]) == len(s.hands[1]) and d.hands[1] == sorted(d.hands[1])
    assert with_memory == 20 and plain < 20


def test_memory_forgets_a_card_seen_again_and_after_a_rebuild():
    s, mem = _opponent_takes_eggs()
    mem.update(DECK, GAME.observe(s, 0), 0)
    GAME.apply(s, ("draw_pile",))
    GAME.apply(s, ("new_chain", "eggs-1"))        # now on the table: nothing hidden left
    mem.update(DECK, GAME.observe(s, 0), 0)
    assert mem.known == set()
    s, mem = _opponent_takes_eggs()
    s.rebuilds += 1                               # the pile may have taken cards back
    mem.update(DECK, GAME.observe(s, 0), 0)
    assert mem.known == set()


def test_memory_is_off_with_more_than_two_players():
    s, mem = _opponent_takes_eggs(players=3)
    mem.update(DECK, GAME.observe(s, 0), 0)
    assert mem.known == set()


def test_reply_model_takes_a_chain_by_territory():
    # the rules page's example: the Cougar takes Deer and Fruit & berries, the Wolves flee;
    # worth it to a player who already holds ranks 1 to 3 (outlook's gain above the margin)
    s = build(tables=[[["fruit_berries", "deer", "wolves"]],
                      [["invertebrates", "mouse"], ["plants", "snowshoe_hare"]]],
              hands=[[], ["cougar"]], current=1, phase=START)
    a = reply_action(GAME, s, random.Random(1))
    assert a == ("territory", "cougar-1", 0, 0)


def test_rollouts_stop_when_my_turn_comes_back():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], ["mouse"]], current=1,
              phase=START)
    play_out_others(GAME, s, 0, random.Random(3))
    assert s.current == 0 and GAME.to_move(s) == 0 and s.phase == START


def test_hard_plays_the_last_rank_and_reads_time_limits():
    # ranks 1-6 and 8 are fed: the Wolves on the Deer complete the Habitat
    s = build(tables=[[["plants", "moose", "black_bear"], ["invertebrates", "mouse", "mink"],
                       ["fruit_berries", "deer"], ["eggs", "brook_trout"]], [["insects"]]],
              hands=[["wolves"], []])
    bot = make_bot(GAME, "hard")
    assert isinstance(bot, ReplySearch) and bot.seconds <= 1.5
    a = bot.choose(GAME, s, 0, random.Random(1))
    assert a == ("play", "wolves-1", 2, 2)


def test_hard_takes_the_chain_that_wins_the_game():
    # I miss ranks 5 and 7: the Wolves' Territory on the Deer brings both (a Habitat)
    s = build(tables=[[["plants", "moose", "black_bear"], ["invertebrates", "mouse", "mink"],
                       ["eggs", "brook_trout"]], [["fruit_berries", "deer"]]],
              hands=[["wolves"], []], phase=START)
    a = make_bot(GAME, "hard").choose(GAME, s, 0, random.Random(2))
    assert a == ("territory", "wolves-1", 1, 0)
    GAME.apply(s, a)
    GAME.apply(s, ("end_turn",))
    assert s.winners == (0,)


def test_memory_starts_again_when_the_turn_goes_back():
    s, mem = _opponent_takes_eggs()
    s.turn = 5
    mem.update(DECK, GAME.observe(s, 0), 0)
    assert mem.known                              # the Eggs are remembered
    s.turn = 2                                    # an undo, or another game with this bot
    mem.update(DECK, GAME.observe(s, 0), 0)
    assert mem.known == set()


def test_hard_does_not_shuffle_cards_back_and_forth():
    # equal values once let the search move the Ruffed Grouse to and fro up to the move cap
    s = build(tables=[[["insects", "frog", "raccoon", "cougar"], ["plants", "moose", "wolves"]],
                      [["seeds_nuts", "ruffed_grouse"]]],
              hands=[["wolverine"], ["brook_trout", "wolves"]],
              dying=[["grizzly", "songbird"], [], []], current=1, seed=0)
    s.draws = 2
    bot = make_bot(GAME, "hard")
    seen = [tuple(map(tuple, s.tables[1]))]
    steps = 0
    while GAME.to_move(s) == 1 and s.current == 1 and not s.pending:
        a = bot.choose(GAME, s, 1, random.Random(0))
        GAME.apply(s, a)
        layout = tuple(map(tuple, s.tables[1]))
        assert not (a[0] == "move" and layout in seen), "moved back to an earlier layout"
        seen.append(layout)
        steps += 1
    assert steps < 10


def test_the_reference_yardstick_is_the_turn_finishing_greedy_player():
    """Issue 17: the bench compares the levels with a bot no tuning of a level can move."""
    from engine.ai.levels import LEVELS, make_bot
    from engine.habitat.ai import TurnGreedy
    bot = make_bot(GAME, "reference")
    assert isinstance(bot, TurnGreedy) and bot.finish, "the former normal: it finishes its turn"
    assert "reference" not in LEVELS, "a yardstick, never a level a player seats"


def test_hard_stops_building_worlds_once_its_time_is_spent(monkeypatch):
    # A clock that jumps 10 s at each reading: the first world's search spends the budget,
    # so no further world is dealt for the own-turn search (the loop over worlds once
    # checked the time only inside a world) and one world is rolled out.
    from engine.habitat import ai
    now = [0.0]

    def clock():
        now[0] += 10.0
        return now[0]

    monkeypatch.setattr(ai, "thinking_clock", clock)
    s = build(tables=[[["plants", "moose"]], [["eggs"]]], hands=[["mouse", "deer"], ["mink"]],
              seed=0)
    s.draws = 2
    bot = make_bot(GAME, "hard")
    dealt = []
    world = bot.world
    monkeypatch.setattr(bot, "world", lambda *a: dealt.append(1) or world(*a))
    bot.decide(GAME, s, 0, random.Random(1))
    assert len(dealt) == 1


def test_a_rollout_leaf_counts_the_territory_i_hold():
    # A rollout ends as my turn starts; its leaf is valued from the opponent's side, which
    # cannot see my hand. Holding the Cougar that takes their Deer (the Wolves flee) is
    # worth more than holding a Chipmunk: the hand is read, not the odds of hidden cards.
    def leaf(card):
        s = build(tables=[[["plants", "moose"]], [["fruit_berries", "deer", "wolves"], ["eggs"]]],
                  hands=[[card], ["mouse", "frog"]], phase=START, seed=0)
        return make_bot(GAME, "hard").value_after(GAME, s, 0)
    assert leaf("cougar") > leaf("chipmunk") + 5


def test_hard_thinks_with_the_cycle_collector_held_off_and_gives_it_back():
    import gc
    seen = []

    class Hard(ReplySearch):
        def rollout(self, *args):
            seen.append(gc.isenabled())
            return super().rollout(*args)

    s = GAME.setup({"players": 3, "starter": "random"}, 5)
    rng = random.Random(5)
    while GAME.to_move(s) is not None and (s.phase != START or len(GAME.legal_actions(s)) < 2):
        GAME.apply(s, reply_action(GAME, s, rng))
    p = GAME.to_move(s)
    assert gc.isenabled()
    Hard(seconds=0.5).choose(GAME, GAME.observe(s, p), p, random.Random(1))
    assert seen and not any(seen) and gc.isenabled()
    gc.disable()          # a caller that holds it off itself keeps it off
    try:
        Hard(seconds=0.5).choose(GAME, GAME.observe(s, p), p, random.Random(1))
        assert not gc.isenabled()
    finally:
        gc.enable()
