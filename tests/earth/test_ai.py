"""The AI values its engine, not only the points on the table."""
from __future__ import annotations

import random

from engine.ai import make_bot
from engine.earth.abilities import parse_ability
from engine.earth.ai import ability_value, engine_value
from tests.earth.helpers import GAME, D, cid, fresh, give, place, settle


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
             and not any(a.colour == "black" or any(g.kind == "plant" for g in a.gains)
                         for a in D.abilities[k])]     # only Planting can complete it
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


def test_the_bots_fill_waterings_sprouts_although_its_soil_comes_after():
    """Watering places sprouts, then gives 2 soil: the soil still on the step stack is priced,
    so a sprout placed now no longer looks like losing it (the bots used to stop at once)."""
    s = fresh(2)
    place(s, 0, "Chicken of the Woods", 0, 0)
    place(s, 0, "Lion's Mane", 0, 1)
    GAME.play(s, ("action", "blue"))
    assert s.tasks[-1][:4] == ("place", 0, "sprout", 6)
    for level in ("normal", "hard"):                # easy may slip
        assert make_bot(GAME, level).choose(GAME, GAME.clone(s), 0, random.Random(3))[0] == "put", level
    c = GAME.clone(s)
    bot = make_bot(GAME, "normal")
    while c.tasks[-1][0] == "place" and c.tasks[-1][1] == 0:
        GAME.play(c, bot.choose(GAME, c, 0, random.Random(1)))
    spaces = sum(D.cards[k].sprouts for k in c.grid[0].values())
    assert sum(c.sprouts.values()) == min(6, spaces)
    assert c.soil[0] == 2


def test_the_bot_plants_its_best_card_not_its_lowest_numbered():
    """A card waiting for its space is priced from its data: before, every card scored the same
    until its space was chosen, and normal planted the lowest card number it could pay."""
    s = fresh(2)
    give(s, 0, "Bald Cypress", "Lobster Mushroom")     # same cost; 0 VP against 4 VP and 3 soil a red turn
    s.soil[0] = 3
    GAME.play(s, ("action", "green"))
    assert s.tasks[-1][0] == "plant"
    assert GAME.legal_actions(s)[0] == ("plant", cid("Bald Cypress"))
    for level in ("normal", "hard"):
        assert make_bot(GAME, level).choose(GAME, GAME.clone(s), 0, random.Random(2)) == \
            ("plant", cid("Lobster Mushroom")), level


def test_the_bot_fires_an_ability_that_plants(monkeypatch):
    """'pay 1 soil -> plant 1' costs before it plants: the planting still on the step stack is
    priced, so paying no longer looks like a pure loss (the bots used to skip it every time).
    Buttonbush is given the blue ability it had before its cost went (yellow Morel keeps one)."""
    monkeypatch.setitem(D.abilities, cid("Buttonbush"), (parse_ability("blue: pay 1 soil -> plant 1"),))
    s = fresh(2)
    place(s, 0, "Buttonbush", 0, 0)
    give(s, 0, "Lobster Mushroom")
    s.soil[0] = 2
    GAME.play(s, ("action", "blue"))
    settle(s, until="ask")
    assert s.tasks[-1][:4] == ("ask", 0, "blue", cid("Buttonbush"))
    for level in ("normal", "hard"):
        assert make_bot(GAME, level).choose(GAME, GAME.clone(s), 0, random.Random(2)) in \
            (("activate",), ("activate_all",)), level


def test_each_level_reads_cards_with_its_own_sight_and_leaves_nothing_behind():
    s = fresh(2)
    place(s, 0, "Delta", 0, 0)
    give(s, 0, "Oakmoss")                         # yellow: return 1 sprout -> gain 2 soil
    s.soil[0] = 20
    for a in (("action", "green"), ("plant", cid("Oakmoss"))):
        GAME.play(s, a)
    from engine.earth.ai import evaluate, plant_gain
    oakmoss = cid("Oakmoss")
    assert plant_gain(D, s, oakmoss, False) > plant_gain(D, s, oakmoss, False, engine=False)
    before = (evaluate(GAME, s, 0), evaluate(GAME, s, 0, engine=False))
    for level in ("normal", "hard", "easy"):
        make_bot(GAME, level).choose(GAME, GAME.observe(s, 0), 0, random.Random(1))
        assert (evaluate(GAME, s, 0), evaluate(GAME, s, 0, engine=False)) == before
