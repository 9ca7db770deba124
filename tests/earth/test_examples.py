"""The seed's worked examples: the Growing turn (the order of activation decides what can be
paid) and the end of a game (Beach 8, Badlands 9, Wasteland 13, the ecosystems)."""
from __future__ import annotations

from engine.earth.measures import Board, score
from engine.earth.scoring import row
from tests.earth.helpers import (
    GAME,
    D,
    cid,
    fresh,
    give,
    place,
    play,
    settle,
    to_compost,
    top,
)

YELLOW_ROW = ["Stiptic Panellus", "Hairawn Muhly", "Oakmoss", "Mycena chlorophos", "Japanese Andromeda",
              "Yellow Sprouts"]


def fauna_slot_with(s, name):
    fid = next(f.id for f in D.fauna for face in f.faces if face.name.en == name)
    face = next(i for i, x in enumerate(D.fauna_by_id[fid].faces) if x.name.en == name)
    s.fauna[0] = (fid, face)
    return 0


def turn_example(order):
    s = fresh(4)
    ids = {}
    for i, name in enumerate(order):
        ids[name] = place(s, 0, name, i // 3, i % 3)
    s.growth[ids["Stiptic Panellus"]] = 1          # already full (growth max 1)
    s.growth[ids["Yellow Sprouts"]] = 1            # already full
    s.growth[ids["Japanese Andromeda"]] = 1        # a trunk, to be returned
    to_compost(s, 0, 2)
    slot = fauna_slot_with(s, "Mountain Gorilla")
    s.leaves[slot] = [1, 2, 3]                      # 15, 12 and 10 already taken
    return s, ids


def test_growing_turn_example_pays_each_cost_with_what_the_previous_ability_gave():
    s, ids = turn_example(YELLOW_ROW)
    oak = ids["Oakmoss"]
    play(s, ("action", "yellow"))
    assert len(s.hands[0]) == 4                                      # major: draw 4
    play(s, ("put", oak), ("put", oak))                              # a trunk and a canopy
    assert s.growth[oak] == 2
    assert top(s)[:4] == ("ask", 0, "yellow", ids["Stiptic Panellus"])
    play(s, ("activate",))                                           # discard 1 compost -> 3 soil
    assert s.soil[0] == 3 and len(s.compost[0]) == 1
    assert top(s)[3] == ids["Hairawn Muhly"]
    play(s, ("activate",))                                           # pay 1 soil -> 2 sprouts
    play(s, ("put", oak), ("put", oak))
    assert s.soil[0] == 2 and s.sprouts[oak] == 2
    assert top(s)[3] == oak
    play(s, ("activate",))                                           # return 1 sprout -> 2 soil
    assert s.soil[0] == 4
    assert top(s)[3] == ids["Mycena chlorophos"]
    play(s, ("activate",))
    assert top(s)[0] == "remove"                                     # which growth piece to return
    play(s, ("take", ids["Japanese Andromeda"]))                     # -> 3 soil, then Andromeda +2
    assert s.soil[0] == 9 and ids["Japanese Andromeda"] not in s.growth
    assert top(s)[0] == "copy"
    play(s, ("copy", ids["Japanese Andromeda"], 0))                  # Yellow Sprouts copies it
    assert s.soil[0] == 11
    settle(s, until="choose", prefer=("draw",))
    assert s.leaves[0] == [1, 2, 3, 0]
    assert row(D, s, 0)["fauna"] == 8                                # the highest free rung


def test_in_another_order_the_sprout_cost_cannot_be_paid():
    order = ["Hairawn Muhly", "Stiptic Panellus", "Oakmoss", "Mycena chlorophos", "Japanese Andromeda",
             "Yellow Sprouts"]
    s, ids = turn_example(order)
    s.deck.sort(key=lambda k: D.cards[k].kind != "event")    # the 4 cards drawn hold no event
    oak = ids["Oakmoss"]
    play(s, ("action", "yellow"), ("put", oak), ("put", oak))
    # Hairawn Muhly comes first with no soil, no sprout to convert and no event: not offered
    assert top(s)[3] == ids["Stiptic Panellus"]
    play(s, ("activate",))
    # no sprout anywhere: Oakmoss is not offered either; Mycena is next
    assert top(s)[3] == ids["Mycena chlorophos"]
    assert oak not in s.sprouts


def end_example():
    s = fresh(2)
    s.first, s.active = 0, 1                  # Purple (seat 1) is the last of the round
    s.tasks = [("choose", 1)]
    layout = {(0, 0): "Stiptic Panellus", (0, 1): "Wall Screw-Moss", (0, 3): "Parasol Mushroom",
              (1, 0): "Badlands", (1, 1): "Yellow Sprouts", (1, 2): "Wasteland",
              (2, 0): "Red Cage Fungus", (2, 1): "Common Onion", (2, 2): "Green Sprouts", (3, 1): "Beach"}
    for rc, name in layout.items():
        place(s, 0, name, *rc)
    s.island[0] = next(k for k, ab in D.island_ab.items() if ab.colour == "red")
    s.climate[0] = next(k for k, ab in D.climate_ab.items() if ab.colour == "red")
    give(s, 0, "Brown Button Mushroom")
    s.soil[0] = D.cards[cid("Brown Button Mushroom")].cost          # exactly its cost
    filler = [k for k in s.deck if D.cards[k].kind == "flora" and not D.abilities[k]
              or D.cards[k].kind == "flora" and all(a.colour in ("red", "blue") for a in D.abilities[k])]
    cells = [(r, c) for r in range(4) for c in range(4)]
    for rc in cells[:14]:
        k = filler.pop()
        s.deck.remove(k)
        s.grid[1][rc] = k
    for _ in range(2):
        k = filler.pop()
        s.deck.remove(k)
        s.hands[1].append(k)
    s.soil[1] = 30
    eco = {face.goal: (e.id, i) for e in D.ecosystems for i, face in enumerate(e.faces)}
    s.shared_eco = [eco["table 3:10 4:15 5:20 6:26 for chain mushroom diagonal"],
                    eco["table 2:5 3:9 4:13 5:17 6:22 for count herb"]]
    s.eco[0] = eco["table 2:6 3:12 4:18 5:24 for count tag:colour_word"]
    return s


def test_end_of_game_example():
    s = end_example()
    play(s, ("action", "green"))
    for _ in range(2):                                              # Purple plants 2 and completes
        play(s, GAME.legal_actions(s)[0])
        play(s, GAME.legal_actions(s)[0])
    assert len(s.grid[1]) == 16 and s.bonus == 1 and s.ending
    settle(s, until="plant")
    assert top(s)[1] == 0                                           # Orange's minor planting
    play(s, ("plant", cid("Brown Button Mushroom")), ("cell", 3, 3))
    hand = len(s.hands[0])
    settle(s)                                                       # draw 1, Badlands +1 soil
    assert GAME.is_over(s)
    assert len(s.hands[0]) == hand + 1 and s.soil[0] == 1 + 0
    b = Board(D, s, 0)
    terr = {D.cards[c].name.en: score(b, a.score, anchor=c) for c in s.grid[0].values()
            for a in D.abilities[c] if a.score}
    assert terr == {"Beach": 8, "Badlands": 9, "Wasteland": 13}
    ecos = [score(b, D.eco_score[k]) for k in s.shared_eco + [s.eco[0]]]
    assert ecos == [20, 13, 18]            # Everglades (Parasol apart), 4 herbs, 4 colour words
    r = row(D, s, 0)
    assert r["terrains"] == 30 and r["ecosystems"] == 51 and r["bonus"] == 0
    assert row(D, s, 1)["bonus"] == 7
    sheet = GAME.scores(s)
    assert sheet.tiebreak[0] == (s.soil[0], len(s.hands[0]), 0, 0, 0)
