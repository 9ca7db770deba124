"""The planner's fast paths against the plain definitions they replace, on positions of the
fixed set and on random layouts of every card: the same numbers, not just the same choices."""
from __future__ import annotations

import random

from engine.cascadia import planner_cases as PC
from engine.cascadia.hexgrid import STEP, cell
from engine.cascadia.card_rules import DEPENDENT
from engine.cascadia.wild import Wild
from engine.cascadia.wildlife import score_card
from tests.cascadia.helpers import DATA
from tests.cascadia.helpers import GAME as G

CASES = PC.positions(G, PC.load()["games"])[::5]


def planners():
    for s, p, name in CASES:
        yield PC.planner(G, s, p, name), s, p


def test_spots_are_each_cells_first_best_rotation_of_the_placements():
    for pl, s, p in planners():
        for t, _, placed in PC.pairs(s, p):
            if placed:
                continue
            best = {}
            for v, c, rot in pl.placements(t):
                if c not in best or v > best[c][0]:
                    best[c] = (v, rot)
            assert list(pl.spots(t)) == [(c, v, rot) for c, (v, rot) in best.items()]


def test_the_remembered_potentials_are_potential_at_on_every_cell():
    checked = 0
    for pl, s, p in planners():
        for t, a, placed in PC.pairs(s, p):
            mask = 0 if placed else pl.wmask[t * 6]
            for option in pl.token_options(a):
                y, wild, rows = option[:3]
                base, special = pl.option_pots(option, mask)
                for c in pl.frontier:
                    assert special.get(c, base) == pl.potential_at(rows, wild, c, mask)
                    checked += 1
    assert checked > 1000


def random_wild(rng, n) -> dict:
    cells = {cell(0, 0)}
    while len(cells) < n:
        cells.add(rng.choice(sorted(cells)) + rng.choice(STEP))
    return {c: rng.randrange(5) for c in cells}


def test_batched_gains_are_the_gains_of_the_grown_wildlife():
    """Every card set drawn at random (dependent cards included), gains on an empty cell and
    after one more token, against Wild.with_token's scores."""
    rng = random.Random(3)
    locals_checked = []
    for trial in range(60):
        cards = [DATA.card(a, rng.choice("ABCD")) for a in ("bear", "elk", "salmon", "hawk", "fox")]
        dep = tuple(a for a in range(5) if cards[a].rule in DEPENDENT)
        base = Wild.of(cards, dep, random_wild(rng, rng.randint(2, 12)))
        empty = sorted({c + s for c in base.wild for s in STEP} - base.wild.keys())
        for b in range(5):
            if not base.quick[b]:
                continue
            assert base.gains(b, empty) == [base.with_token(b, z).total - base.total for z in empty]
            # several tokens lent in turn: what the base remembers of one lend (a fox's
            # change where no lent token is next to it) must not leak into the next
            for _ in range(4):
                a, y = rng.randrange(5), rng.choice(empty)
                rest = [z for z in empty if z != y]
                grown = base.with_token(a, y)
                want = [grown.with_token(b, z).total - grown.total for z in rest]
                assert base.gains_after(a, y, b, rest, None, False) == want, (trial, b, a)
                if base.rules.local[b][a]:      # far from y, the base's gain stands
                    far = dict(zip(rest, base.gains(b, rest)))
                    assert base.gains_after(a, y, b, rest, far, True) == want, (trial, b, a)
                    locals_checked.append(b)
    assert len(locals_checked) > 200


def rescored(cards, wild) -> int:
    """Every card scored afresh on the {cell: animal} map."""
    cells = [[c for c, a in wild.items() if a == k] for k in range(5)]
    return sum(score_card(cards[k], cells[k], wild) for k in range(5))


def test_a_tokens_gain_is_every_card_scored_again():
    """Wild.gain and with_token, which rescore only the cards a token may change (dependent
    cards only next to their tokens, Hawk pairing only between two hawks that see each
    other), against every card scored afresh, on random layouts of every card set drawn."""
    rng = random.Random(5)
    pairing = 0
    for trial in range(80):
        cards = [DATA.card(a, rng.choice("ABCD")) for a in ("bear", "elk", "salmon", "hawk", "fox")]
        dep = tuple(a for a in range(5) if cards[a].rule in DEPENDENT)
        wild = random_wild(rng, rng.randint(3, 14))
        base = Wild.of(cards, dep, wild)
        assert base.total == rescored(cards, wild)
        empty = sorted({c + s for c in wild for s in STEP} - wild.keys())
        for y in rng.sample(empty, min(6, len(empty))):
            a = rng.randrange(5)
            want = rescored(cards, {**wild, y: a}) - base.total
            assert base.gain(a, y) == want, (trial, a, y)
            assert base.with_token(a, y).total - base.total == want, (trial, a, y)
            pairing += cards[3].rule == "hawk_pairing" and a != 3
    assert pairing > 20
