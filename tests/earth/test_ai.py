"""The AI values its engine, not only the points on the table."""
from __future__ import annotations

import random

from engine.ai import make_bot
from engine.earth.abilities import parse_ability
from engine.earth.ai import ability_value, engine_value
from tests.earth.helpers import GAME, D, fresh, place


def test_ability_value_reads_gains_and_costs():
    assert ability_value(parse_ability("red: soil 3")) > ability_value(parse_ability("red: soil 1"))
    assert ability_value(parse_ability("yellow: pay 1 soil -> draw 3")) < ability_value(parse_ability("yellow: draw 3"))
    assert ability_value(parse_ability("blue: sprout 1 on each flora orthogonal")) > 0


def test_an_engine_is_worth_more_early_than_late():
    s = fresh(2)
    place(s, 0, "Panther Cap", 0, 0)              # yellow: draw 3
    early = engine_value(D, s, 0, 20)
    late = engine_value(D, s, 0, 2)
    assert early > late > 0
    assert engine_value(D, s, 0, 0) == 0


def test_the_bot_completes_its_tableau_when_it_can_in_a_close_race():
    s = fresh(2)
    flora = [k for k in s.deck if D.cards[k].kind == "flora" and D.cards[k].cost <= 3
             and not any(a.colour == "black" for a in D.abilities[k])]
    for p in (1, 0):
        for i in range(14):
            k = flora.pop()
            s.deck.remove(k)
            s.grid[p][(i // 4, i % 4)] = k
    for _ in range(2):
        k = flora.pop()
        s.deck.remove(k)
        s.hands[0].append(k)
    s.soil[0] = 10
    for level in ("normal", "hard"):
        bot = make_bot(GAME, level)
        assert bot.choose(GAME, s, 0, random.Random(1)) == ("action", "green")
