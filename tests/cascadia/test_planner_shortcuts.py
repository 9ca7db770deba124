"""The planner's shortcuts of issue 41's sixth round against the plain definitions they
replace, on random layouts: the same numbers, whatever was asked before."""
from __future__ import annotations

import random

from engine.cascadia import planner_cases as PC
from engine.cascadia.groups import GROUP_RULES, Groups
from engine.cascadia.habitats import majority
from engine.cascadia.hexgrid import STEP, cell
from engine.cascadia.planner import Planner, Weights
from engine.cascadia.wild import Plus
from engine.cascadia.wildlife import (_line_candidates, _ring_candidates, _shape_candidates, best_partition,
                                      score_card)
from tests.cascadia.helpers import DATA
from tests.cascadia.helpers import GAME as G
from tests.cascadia.test_planner_fast import BOUND_WEIGHTS, random_park
from tests.cascadia.test_planner_fast import CASES as FAST_CASES

CASES = PC.positions(G, PC.load()["games"])[::4]


def random_cells(rng, n) -> list:
    cells = {cell(0, 0)}
    while len(cells) < n:
        cells.add(rng.choice(sorted(cells)) + rng.choice(STEP) * rng.choice((1, 1, 2)))
    return sorted(cells)


def group_layouts(rng, trials: int, most: int):
    """(card, cells): `trials` random layouts of up to `most` tokens, every group card in turn."""
    cards = [c for c in DATA.cards.values() if c.rule in GROUP_RULES]
    for trial in range(trials):
        yield cards[trial % len(cards)], random_cells(rng, rng.randint(1, most))


def test_a_groups_remembered_gains_are_the_cards_score_again():
    """Groups.gain() and add_gains() remember every cell's gain (alone or joining groups):
    asked in any order, singly or in a batch, they are the card scored with the token less
    without it."""
    rng = random.Random(21)
    checked = 0
    for card, cells in group_layouts(rng, 400, 9):
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


def test_a_habitats_value_against_the_rivals_is_the_plain_majority():
    """_hab_value() (its value against the rivals remembered for every planner of a table, by
    the rules, the rival weight, the size and the others' sizes) against the majority bonus
    worked out afresh, planners with other rivals and weights asking in turn."""
    rng = random.Random(22)
    multi = [(s, p, name) for s, p, name in CASES if s.players > 1]
    checked = 0
    for trial in range(300):
        s, p, name = rng.choice(multi)
        pl = PC.planner(G, s, p, name)
        pl.w = Weights(rival=rng.choice((0.0, 0.0, 0.5, 1.0)))
        pl.others = [[rng.randint(0, 9) for _ in range(5)] for _ in range(s.players - 1)]
        for _ in range(5):
            h, size = rng.randrange(5), rng.randint(0, 10)
            m = majority([size] + [o[h] for o in pl.others], pl.majority)
            want = size + m[0]
            if pl.w.rival:
                want -= pl.w.rival * sum(m[1:]) / len(pl.others)
            assert pl._hab_value(h, size) == want, (trial, h, size, pl.others)
            checked += 1
    assert checked == 1500


def test_a_weighted_sum_is_the_plain_sum_whatever_was_asked_before():
    """Planner.weighted() (remembered by the slot weights and the first gains) against the
    plain sum, for gains and weights of every length, asked in turn."""
    rng = random.Random(23)
    s, p, name = CASES[0]
    pl = PC.planner(G, s, p, name)
    for trial in range(3000):
        pl.w = Weights(slots=[rng.choice((0.35, 0.2, 0.1, 0.5)) for _ in range(rng.randint(0, 4))])
        best = sorted([rng.choice((1, 2, 3, 4, 1.5, 2.5)) for _ in range(rng.randint(0, 5))], reverse=True)
        best = tuple(best) if rng.random() < 0.5 else best
        assert pl.weighted(best) == sum(w * g for w, g in zip(pl.w.slots, best)), (pl.w.slots, best)


def test_the_groups_a_cell_joins_are_its_neighbours_groups_whatever_was_asked():
    """Groups.joins() (a few cells worked out alone, then every cell's at once from the
    groups' cells) against the groups of the cells a join offset away, for every group card
    (Elk rings join two hexes away), asked about few or many cells in any order."""
    rng = random.Random(24)
    tables = 0
    for card, cells in group_layouts(rng, 300, 10):
        groups = Groups(card, cells)
        join = GROUP_RULES[card.rule][0]
        near = sorted({c + s * k for c in cells for s in STEP for k in (1, 2, 3)})
        for z in rng.sample(near, rng.randint(1, len(near))):
            want = frozenset(groups.of[z + o] for o in join if z + o in groups.of)
            assert groups.joins(z) == want, (card.rule, cells, z)
        tables += groups.asked < 0
    assert tables > 100


def test_a_kept_row_is_the_slots_gains_sorted_but_the_token_cells():
    """kept_row() (a slot's row: the free best gains less one of the slot's gain, shared by
    slots of the same gain) against the gains sorted afresh without the token's slot, on
    random layouts, slots asked in any order."""
    rng = random.Random(25)
    checked = 0
    for trial in range(120):
        s0, p, _ = FAST_CASES[rng.randrange(len(FAST_CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        pl = Planner(G, s, p, rng.choice(BOUND_WEIGHTS), True)
        asks = [(a, y) for a in range(5) for y in pl.open[a]] + [(a, None) for a in range(5)]
        for a, y in rng.sample(asks, len(asks)):
            best = tuple(sorted([g for z, g in pl.base_gain[a].items() if g > 0 and z != y], reverse=True))
            row = pl.kept_row(a, y)
            assert (row[0], row[1], row[4]) == (best, pl.weighted(best), pl.threshold(best)), (trial, a, y)
            checked += 1
    assert checked > 1000


def test_a_token_step_is_the_plans_of_the_placed_tile():
    """plan_pair() at a token step (token_step(): each option's potential summed alone)
    against plans() over the placed tile's one spot, with and without the token options
    worked out first, on random layouts."""
    rng = random.Random(26)
    for trial in range(150):
        s0, p, _ = FAST_CASES[rng.randrange(len(FAST_CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        w, potential = rng.choice(BOUND_WEIGHTS), rng.random() < 0.8
        for a in range(5):
            pl = Planner(G, s, p, w, potential)
            if rng.random() < 0.3:
                pl.token_options(a)
            got = pl.plan_pair(0, a, placed=True)
            want = Planner(G, s, p, w, potential).plans(0, a, ((None, 0.0, None),), True, None)
            assert got == want, (trial, a)


def plain_partition(cells, candidates, memo=None) -> int:
    """The best partition by its definition: the lowest cell left takes each of its shapes
    among the cells left, the rest partitioned alike (each rest once)."""
    cells = frozenset(cells)
    memo = {} if memo is None else memo
    if not cells:
        return 0
    if cells not in memo:
        e = min(cells)
        memo[cells] = max(value + plain_partition(cells - set(members), candidates, memo)
                          for members, value in candidates(e, set(cells)))
    return memo[cells]


def test_a_best_partition_from_each_cells_shapes_is_the_plain_one():
    """best_partition() (each cell's shapes asked once, of all the cells, as bitmasks)
    against the partitions searched by their definition, for Elk lines, shapes and rings
    with random point tables, on random groups."""
    rng = random.Random(27)
    kinds = (_line_candidates, _shape_candidates, _ring_candidates)
    for trial in range(600):
        table = [0] + sorted(rng.sample(range(1, 20), 4))
        cands = kinds[trial % 3](table)
        cells = random_cells(rng, rng.randint(1, 8 if trial % 3 == 2 else 10))
        assert best_partition(cells, cands) == plain_partition(cells, cands), (trial, cells)


def test_tokens_on_every_new_tile_at_once_are_the_plain_definition():
    """on_new_tiles() (every frontier cell's token on a new tile in one loop, as the bounds
    ask them) against Plus and prepare() without its shortcuts, on random layouts, with
    and without the token options worked out first, with and without the potential."""
    rng = random.Random(28)
    checked = 0
    for trial in range(100):
        s0, p, _ = FAST_CASES[rng.randrange(len(FAST_CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        pl = Planner(G, s, p, rng.choice(BOUND_WEIGHTS), rng.random() < 0.85)
        a = rng.randrange(5)
        if rng.random() < 0.8:
            for option in pl.token_options(a):
                pl.option_pots(option, rng.choice((31, 1 << a | 1 << rng.randrange(5))))
        pl.on_new_tiles(a, pl.frontier)
        for c in pl.frontier:
            wild = Plus(pl.base, a, c)
            want = wild.total + pl.potential(wild, pl.base.touched[a], c, c, 0)
            assert pl._on_tile[c * 5 + a] == want, (trial, a, c)
            checked += 1
    assert checked > 1000


def test_gains_after_a_token_asked_in_turn_are_the_grown_groups_gains():
    """Groups.after(y) (whose gains, on cards that count group sizes alone, are remembered
    by the groups a cell joins) against a fresh Groups with the token at y, one after()
    asked about every cell near the groups in turn, for every group card."""
    rng = random.Random(29)
    checked = 0
    for card, cells in group_layouts(rng, 400, 10):
        near = sorted({c + s * k for c in cells for s in STEP for k in (1, 2)} - set(cells))
        y = rng.choice(near)
        gain, grown = Groups(card, cells).after(y), Groups(card, cells + [y])
        for z in rng.sample(near, len(near)):
            if z != y:
                assert gain(z) == grown.gain(z), (card.rule, cells, y, z)
                checked += 1
    assert checked > 8000
