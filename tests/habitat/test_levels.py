"""The draw-or-Territory choice of the normal level and of the hard level's reply model:
Territory when it pays, not merely because a draw's gain shows only later in the turn."""
import random

from engine.ai.levels import make_bot
from engine.habitat.ai import TurnGreedy, reply_action
from engine.habitat.state import START
from tests.habitat.helpers import GAME, build


def _lone_resource_within_reach():
    """Player 1 holds a Deer and has a free Fruit & berries of its own; player 2's lone
    Fruit & berries could be taken by Territory instead of drawing."""
    return build(tables=[[["fruit_berries"]], [["fruit_berries"], ["invertebrates"]]],
                 hands=[["deer"], ["mouse"]], current=0, phase=START, seed=3)


def test_normal_draws_and_plays_on_its_own_resource_rather_than_take_a_lone_one():
    s = _lone_resource_within_reach()
    assert make_bot(GAME, "normal").decide(GAME, s, 0, random.Random(1)) == ("draw_pile",)
    # a player valuing the position right after the choice takes the Resource
    myopic = TurnGreedy(samples=3, finish=False)
    assert myopic.decide(GAME, s, 0, random.Random(1))[0] == "territory"


def test_normal_still_takes_a_chain_when_it_pays():
    # the rules page's example: nothing of its own feeds the Cougar
    s = build(tables=[[["fruit_berries", "deer", "wolves"]], [["plants"]]],
              hands=[[], ["cougar"]], current=1, phase=START)
    assert make_bot(GAME, "normal").decide(GAME, s, 1, random.Random(1)) == \
        ("territory", "cougar-1", 0, 0)


def test_reply_model_draws_when_no_attack_is_worth_it():
    s = build(tables=[[["fruit_berries"], ["invertebrates"]], [["fruit_berries"]]],
              hands=[["mouse"], ["deer"]], current=1, phase=START, seed=3)
    assert reply_action(GAME, s, random.Random(1)) == ("draw_pile",)
