"""engine/cascadia/groups.py: a token's gain from the groups next to it is the card's score
with the token less its score without, on random layouts of every card that scores groups."""
from __future__ import annotations

import random

from engine.cascadia.groups import GROUP_RULES, Groups, shape
from engine.cascadia.hexgrid import STEP, cell, coords
from engine.cascadia.wildlife import score_card
from tests.cascadia.helpers import DATA


def layout(rng, n) -> list:
    """n cells grown at random from the origin: clumps, lines and stragglers."""
    cells = {cell(rng.randint(-1, 1), rng.randint(-1, 1))}
    while len(cells) < n:
        c = rng.choice(sorted(cells)) + rng.choice(STEP) * rng.choice((1, 1, 2, 3))
        cells.add(c)
    return sorted(cells)


def test_every_group_card_gains_what_its_score_says():
    cards = [c for c in DATA.cards.values() if c.rule in GROUP_RULES]
    assert {c.rule for c in cards} == set(GROUP_RULES)
    rng = random.Random(5)
    for trial in range(300):
        card = cards[trial % len(cards)]
        cells = layout(rng, rng.randint(0, 9))
        groups = Groups(card, cells)
        assert groups.total == score_card(card, cells, {}), (card.id, cells)
        near = sorted({c + s * k for c in cells or [cell(0, 0)] for s in STEP for k in (1, 2, 3)} - set(cells))
        for y in rng.sample(near, min(6, len(near))):
            want = score_card(card, cells + [y], {}) - score_card(card, cells, {})
            assert groups.gain(y) == want, (card.id, [coords(c) for c in cells], coords(y))


def test_a_shape_is_the_same_wherever_it_lies():
    a = [cell(0, 0), cell(1, 0), cell(-1, 1)]
    moved = [cell(q + 5, r - 7) for q, r in map(coords, a)]
    assert shape(a) == shape(moved)
    assert shape(a) != shape([cell(0, 0), cell(1, 0), cell(0, 1)])


def test_a_gain_after_another_token_is_the_gain_on_the_grown_groups():
    cards = [c for c in DATA.cards.values() if c.rule in GROUP_RULES]
    rng = random.Random(8)
    for trial in range(300):
        card = cards[trial % len(cards)]
        cells = layout(rng, rng.randint(0, 8))
        groups = Groups(card, cells)
        near = sorted({c + s * k for c in cells or [cell(0, 0)] for s in STEP for k in (1, 2)} - set(cells))
        for y, z in [rng.sample(near, 2) for _ in range(5)]:
            want = Groups(card, cells + [y]).gain(z)
            assert want == score_card(card, cells + [y, z], {}) - score_card(card, cells + [y], {})
            assert groups.gain_after(y, z) == want, (card.id, [coords(c) for c in cells], coords(y), coords(z))
