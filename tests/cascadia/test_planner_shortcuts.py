"""The planner's shortcuts of issue 41's sixth round against the plain definitions they
replace, on random layouts: the same numbers, whatever was asked before."""
from __future__ import annotations

import random

from engine.cascadia.groups import GROUP_RULES, Groups
from engine.cascadia.hexgrid import STEP, cell
from engine.cascadia.wildlife import score_card
from tests.cascadia.helpers import DATA


def random_cells(rng, n) -> list:
    cells = {cell(0, 0)}
    while len(cells) < n:
        cells.add(rng.choice(sorted(cells)) + rng.choice(STEP) * rng.choice((1, 1, 2)))
    return sorted(cells)


def test_a_groups_remembered_gains_are_the_cards_score_again():
    """Groups.gain() and add_gains() remember every cell's gain (alone or joining groups):
    asked in any order, singly or in a batch, they are the card scored with the token less
    without it."""
    rng = random.Random(21)
    cards = [c for c in DATA.cards.values() if c.rule in GROUP_RULES]
    checked = 0
    for trial in range(400):
        card = cards[trial % len(cards)]
        cells = random_cells(rng, rng.randint(1, 9))
        groups = Groups(card, cells)
        empty = sorted({c + s * k for c in cells for s in STEP for k in (1, 2)} - set(cells))
        now = score_card(card, cells, {})
        want = [score_card(card, cells + [z], {}) - now for z in empty]
        for z in rng.sample(empty, len(empty) // 3):   # some asked singly first
            assert groups.gain(z) == want[empty.index(z)], (card.rule, cells, z)
        order = rng.sample(range(len(empty)), len(empty))
        out = [7] * len(order)
        groups.add_gains(out, [empty[i] for i in order])
        assert out == [7 + want[i] for i in order], (card.rule, cells)
        checked += len(order)
    assert checked > 4000
