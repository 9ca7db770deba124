"""The "maximise" cards (Elk A, B, D; Hawk D; Fox D) against a brute force over every
partition or pairing of small random positions (rules sect. 6.7b.6: exact search)."""
import random

import pytest

from engine.cascadia.hexgrid import DIRS
from tests.cascadia.helpers import DATA, score

NEAR = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]


def adjacent(a, b):
    return (b[0] - a[0], b[1] - a[1]) in DIRS


def partitions(items):
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in partitions(rest):
        yield [[first]] + part
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1:]


def is_line(block):
    if len(block) == 1:
        return True
    for dq, dr in DIRS[:3]:
        for start in block:
            run = [(start[0] + k * dq, start[1] + k * dr) for k in range(len(block))]
            if sorted(run) == sorted(block):
                return True
    return False


def touching(block):
    return sum(adjacent(a, b) for i, a in enumerate(block) for b in block[i + 1:])


def is_shape(block):
    return touching(block) == {1: 0, 2: 1, 3: 3, 4: 5}.get(len(block), -1)


def is_ring(block):
    for c in {(q + dq, r + dr) for q, r in block for dq, dr in DIRS}:
        if all(adjacent(c, b) for b in block):
            return True
    return False


def brute(items, valid, table):
    best = 0
    for part in partitions(items):
        if all(valid(b) for b in part):
            best = max(best, sum(table[len(b)] if len(b) < len(table) else table[-1] for b in part))
    return best


@pytest.mark.parametrize("seed", range(40))
def test_elk_partitions_are_exact(seed):
    rng = random.Random(seed)
    cells = rng.sample(NEAR, rng.randint(3, 7))
    items = [(q, r, "elk") for q, r in cells]
    assert score("elk_a", items) == brute(cells, lambda b: is_line(b) and len(b) <= 4,
                                          DATA.cards["elk_a"].points)
    assert score("elk_b", items) == brute(cells, is_shape, DATA.cards["elk_b"].points)
    assert score("elk_d", items) == brute(cells, is_ring, DATA.cards["elk_d"].points)


def matchings(items, ok):
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    yield from matchings(rest, ok)
    for i, other in enumerate(rest):
        if ok(first, other):
            for m in matchings(rest[:i] + rest[i + 1:], ok):
                yield [(first, other)] + m


def on_line_between(a, b):
    dq, dr = b[0] - a[0], b[1] - a[1]
    n = max(abs(dq), abs(dr), abs(dq + dr))
    if not (dq == 0 or dr == 0 or dq + dr == 0) or n < 2:
        return None
    return [(a[0] + k * dq // n, a[1] + k * dr // n) for k in range(1, n)]


@pytest.mark.parametrize("seed", range(40))
def test_hawk_d_pairing_is_exact(seed):
    rng = random.Random(seed)
    spots = [(q, r) for q in range(-3, 4) for r in range(-3, 4)]
    cells = rng.sample(spots, 12)
    hawks = cells[:rng.randint(2, 6)]
    others = {c: rng.choice(["bear", "elk", "salmon", "fox"]) for c in cells[len(hawks):]}
    table = DATA.cards["hawk_d"].points

    def ok(a, b):
        mid = on_line_between(a, b)
        return mid is not None and not any(m in hawks for m in mid)

    def value(a, b):
        kinds = {others[m] for m in on_line_between(a, b) if m in others}
        return table[min(len(kinds), len(table) - 1)]
    best = max(sum(value(a, b) for a, b in m) for m in matchings(hawks, ok))
    items = [(q, r, "hawk") for q, r in hawks] + [(q, r, a) for (q, r), a in others.items()]
    assert score("hawk_d", items) == best


@pytest.mark.parametrize("seed", range(40))
def test_fox_d_pairing_is_exact(seed):
    rng = random.Random(seed)
    cells = rng.sample(NEAR, 14)
    foxes = cells[:rng.randint(2, 6)]
    others = {c: rng.choice(["bear", "elk", "salmon", "hawk"]) for c in cells[len(foxes):]}
    table = DATA.cards["fox_d"].points

    def value(a, b):
        ring = {(x[0] + dq, x[1] + dr) for x in (a, b) for dq, dr in DIRS} - {a, b}
        counts = {}
        for c in ring:
            if c in others:
                counts[others[c]] = counts.get(others[c], 0) + 1
        return table[min(sum(1 for n in counts.values() if n >= 2), len(table) - 1)]
    best = max(sum(value(a, b) for a, b in m) for m in matchings(foxes, adjacent))
    items = [(q, r, "fox") for q, r in foxes] + [(q, r, a) for (q, r), a in others.items()]
    assert score("fox_d", items) == best
