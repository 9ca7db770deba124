"""Set-up by mode, fauna races, the end with equal turns, the tie-break, scoring measures and
hidden information."""
from __future__ import annotations

import random

from engine.earth.abilities import parse_measure, parse_score
from engine.earth.measures import Board, measure, score
from engine.earth.scoring import row
from engine.earth.state import HIDDEN
from tests.earth.helpers import GAME, D, cid, fresh, give, place, play, settle, top


def test_setup_by_mode():
    for mode, offered, shared in (("beginner", 1, 0), ("standard", 1, 2), ("advanced", 2, 2)):
        opts = GAME.default_options(3)
        opts["mode"] = mode
        s = GAME.setup(opts, 4)
        assert len(s.offers[0]["island"]) == offered and len(s.shared_eco) == shared
        assert len(s.offers[0]["eco"]) == (0 if mode == "beginner" else offered)
        assert len(GAME.legal_actions(s)) == 2 * offered          # island and face
        while s.phase == "setup" and top(s)[0] == "pick":
            play(s, GAME.legal_actions(s)[-1])
        assert top(s)[0] == "setup_compost"
        for p in range(3):
            face = D.islands_by_id[s.island[p][0]].faces[s.island[p][1]]
            assert s.soil[p] == face.soil
            assert len(s.hands[p]) == face.draw
        while s.phase == "setup":
            play(s, GAME.legal_actions(s)[0])
        for p in range(3):
            face = D.islands_by_id[s.island[p][0]].faces[s.island[p][1]]
            assert len(s.compost[p]) == face.compost and len(s.hands[p]) == face.draw - face.compost
        assert top(s) == ("choose", s.first)


def test_fauna_race_highest_free_rung_once_per_player_and_kept():
    s = fresh(3)
    fid = next(f.id for f in D.fauna if f.faces[1].goal == "count mushroom >= 5")
    s.fauna[0] = (fid, 1)
    for p in (1, 2):
        for i, name in enumerate(["Lobster Mushroom", "Red Cage Fungus", "Porcini", "Morel", "Chanterelle"]):
            k = next(x for x in s.deck if D.cards[x].name.en == name)
            s.deck.remove(k)
            s.grid[p][(0, i % 4) if i < 4 else (1, 0)] = k
    play(s, ("action", "red"))
    settle(s, until="choose")
    assert s.leaves[0] == [1, 2]                   # in turn order from the active player
    assert row(D, s, 1)["fauna"] == 15 and row(D, s, 2)["fauna"] == 12
    s.grid[1] = {}
    assert row(D, s, 1)["fauna"] == 15             # never lost
    s.mode = "beginner"
    assert row(D, s, 2)["fauna"] == 10


def test_end_is_triggered_by_the_sixteenth_card_and_the_round_is_finished():
    s = fresh(3)
    flora = [k for k in s.deck if D.cards[k].kind == "flora" and not any(
        a.colour in ("black", "green") for a in D.abilities[k])]
    for p in (1, 2):
        for i in range(15):
            k = flora.pop()
            s.deck.remove(k)
            s.grid[p][(i // 4, i % 4)] = k
        k = flora.pop()
        s.deck.remove(k)
        s.hands[p] = [k]
        s.soil[p] = 20
    play(s, ("action", "green"))                    # seat 0 active: seats 1 and 2 complete as minor
    while top(s) != ("choose", 1):
        legal = GAME.legal_actions(s)
        plants = [a for a in legal if a[0] in ("plant", "cell")]
        play(s, plants[0] if plants else next((a for a in legal if a[0] in ("skip", "stop")), legal[0]))
    assert s.bonus == 1                             # the nearest to the active player
    assert not GAME.is_over(s) and top(s) == ("choose", 1)   # the round goes on (seat 0 was first)
    for _ in range(2):
        play(s, ("action", "red"))
        settle(s, until="choose")
    assert GAME.is_over(s)
    assert GAME.scores(s).table[1]["bonus"] == 7 and GAME.scores(s).table[2]["bonus"] == 0


def test_tie_break_order():
    s = fresh(2)
    s.soil = [3, 3]
    s.hands[0] = [s.deck.pop()]
    sheet = GAME.scores(s)
    assert sheet.totals[0] == sheet.totals[1]
    assert sheet.winners() == [0]
    s.soil[1] = 4
    assert GAME.scores(s).winners() == [1]


def test_sets_use_each_card_once_and_lines_and_chains():
    s = fresh(2)
    for rc, name in {(0, 0): "Chinese Quince", (0, 1): "Lavender", (0, 2): "Porcini", (0, 3): "Heather",
                     (1, 0): "Olive Tree", (1, 1): "Yellow Sprouts", (1, 2): "Morel", (1, 3): "Holly"}.items():
        place(s, 0, name, *rc)
    b = Board(D, s, 0)
    # two full sets: the wildcard Yellow Sprouts stands in for the second herb
    assert measure(b, parse_measure("set of (tree, herb, mushroom, bush)")) == 2
    assert measure(b, parse_measure("line row of 4 flora")) == 2
    assert measure(b, parse_measure("line column of 4 flora")) == 0
    assert measure(b, parse_measure("chain mushroom orthogonal")) == 3   # Porcini, Morel, Yellow Sprouts
    assert score(b, parse_score("5 vp per set of (tree, herb, mushroom, bush)")) == 10
    assert measure(b, parse_measure("count habitat:wet")) == sum(
        "wet" in D.cards[k].habitats for k in s.grid[0].values())


def test_observe_hides_hands_deck_and_compost():
    s = fresh(2)
    give(s, 1, "Oakmoss")
    s.compost[0] = [s.deck.pop()]
    o = GAME.observe(s, 0)
    assert o.hands[1] == [HIDDEN] and o.compost[0] == [HIDDEN] and set(o.deck) == {HIDDEN}
    det = GAME.determinize(s, 0, random.Random(3))
    assert len(det.hands[1]) == 1 and sorted(det.deck + det.hands[1] + det.compost[0]) == \
        sorted(s.deck + s.hands[1] + s.compost[0])
    assert cid("Oakmoss") in s.hands[1]


def test_log_lines_use_card_names_in_both_languages():
    s = fresh(2)
    give(s, 0, "Oakmoss")
    s.soil[0] = 5
    play(s, ("action", "green"))
    assert GAME.describe(s, ("plant", cid("Oakmoss")), "en") == "plants Oakmoss"
    assert GAME.describe(s, ("plant", cid("Oakmoss")), "fr") == "plante Mousse de chêne"
