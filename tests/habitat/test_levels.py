"""The draw-or-Territory choice of the normal level and of the hard level's reply model:
Territory when it pays, not merely because a draw's gain shows only later in the turn."""
import random

from engine.ai.levels import make_bot
from engine.habitat.ai import TurnGreedy, reply_action
from engine.habitat.state import START
from tests.habitat.helpers import GAME, build


def _small_chain_within_reach(seed):
    """Player 1 holds a Black Bear its own Coyote would feed; player 2's Moose on Plants or
    Coyote on Eggs could be taken by Territory instead of drawing (a Resource and a species of
    a rank player 1 has already: a close call)."""
    return build(tables=[[["fruit_berries", "chipmunk", "coyote"]],
                         [["plants", "moose"], ["eggs", "coyote"], ["aquatic_plants", "muskrat"]]],
                 hands=[["black_bear"], ["grizzly"]], current=0, phase=START, seed=seed)


def _choices(make):
    """The draw-or-Territory choice over 25 seeded deals of the hidden cards and bot rngs."""
    return [make().decide(GAME, _small_chain_within_reach(seed), 0, random.Random(k))[0]
            for seed in range(5) for k in range(5)]


def test_normal_draws_and_plays_on_its_own_chain_rather_than_take_a_small_one():
    # A close call whose answer depends on the unseen cards: the normal level values the
    # choice at the end of its turn and sometimes draws; a player valuing the position right
    # after the choice attacks every time.
    assert _choices(lambda: make_bot(GAME, "normal")).count("draw_pile") >= 3
    assert set(_choices(lambda: TurnGreedy(samples=3, finish=False))) == {"territory"}


def test_normal_still_takes_a_chain_when_it_pays():
    # the rules page's example: nothing of its own feeds the Cougar
    s = build(tables=[[["fruit_berries", "deer", "wolves"]], [["plants"]]],
              hands=[[], ["cougar"]], current=1, phase=START)
    assert make_bot(GAME, "normal").decide(GAME, s, 1, random.Random(1)) == \
        ("territory", "cougar-1", 0, 0)


def test_reply_model_makes_the_start_choice_at_the_end_of_its_turn():
    # The hard level's model of its opponent chooses between drawing and Territory as our
    # greedy levels do, valuing each at the end of its turn: in this close call it attacks
    # on some deals and draws on others (a model asking Territory for a clear
    # gain right after the attack always drew, and expected fewer attacks than it met).
    choices = [reply_action(GAME, GAME.determinize(_small_chain_within_reach(seed), 0,
                                                   random.Random(k)), random.Random(k))[0]
               for seed in range(5) for k in range(5)]
    assert choices.count("draw_pile") >= 3 and choices.count("territory") >= 3


def test_normal_plays_winter_and_pollution_once_the_others_have_answered():
    """The normal level values an event after the others answer its prompts (the cheap
    policy answers for them): valued while their answers were open, Winter and Pollution showed
    only the card leaving the hand and were played in 6% and 29% of the 4-player games where
    they were drawn (section 9.3 asks 30%)."""
    from engine.habitat.balance import balance
    from engine.habitat.game import HabitatGame
    use = balance(HabitatGame(), 12, 4, "normal", 5000)["event_use"]
    for event in ("winter", "pollution"):
        played, drawn = map(int, use[event].split("/"))
        assert drawn >= 5 and played / drawn >= 0.5, (event, use[event])
