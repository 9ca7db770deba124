"""The fast legal-move generator and the checked path agree: an action is legal exactly
when the rules give no reason to refuse it (fuzzed over random games)."""
from __future__ import annotations

import random

from engine.kauri.steps import SHAPES

from .helpers import D, GAME

KINDS = sorted(SHAPES) + ["done", "pick", "mulligan", "revive", "place_maori", "place_settler",
                          "place_possum"]


def random_action(rng, s):
    kind = rng.choice(KINDS)
    shape = SHAPES.get(kind, "r")
    if kind == "done" or kind == "mulligan":
        return (kind,)
    if kind == "pick":
        cards = sorted(D.cards)
        return (kind, rng.choice(cards), rng.choice(cards))
    out = [kind]
    for code in shape:
        if code == "r":
            out.append(rng.randint(1, 25))
        elif code in "Bo":
            out.append(rng.choice(D.borders) if code == "B" or rng.random() < 0.6 else None)
        elif code == "i":
            out.append(rng.randint(-2, 2))
        elif code == "c":
            out.append(rng.choice(sorted(D.cards)))
        elif code == "k":
            out.append(rng.choice(sorted(D.legacies)))
        elif code == "s":
            out.append(rng.choice(("kiwi", "possum")))
    return tuple(out)


def test_reason_and_legal_actions_agree():
    rng = random.Random(8)
    checked = 0
    for players in (2, 3, 4):
        s = GAME.setup(GAME.default_options(players), players)
        while GAME.to_move(s) is not None:
            legal = set(GAME.legal_actions(s))
            for a in legal:
                assert GAME.reason(s, a) is None, a
            for _ in range(25):
                a = random_action(rng, s)
                assert (GAME.reason(s, a) is None) == (a in legal), (s.phase, a)
                checked += 1
            GAME.apply(s, rng.choice(sorted(legal, key=repr)))
    assert checked > 5000
