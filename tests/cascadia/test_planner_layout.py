"""The planner's shortcuts of issue 41's seventh round against the plain definitions they
replace, on random layouts: the same numbers."""
from __future__ import annotations

import random

from engine.cascadia import planner_cases as PC
from engine.cascadia.habitats import board_corridors, forget_boards, tile_faces
from engine.cascadia.hexgrid import STEP
from engine.cascadia.planner import Planner, Weights, forget
from tests.cascadia.helpers import GAME as G
from tests.cascadia.test_planner_fast import (BOUND_WEIGHTS, CASES, random_park, random_wild, random_wildlifes,
                                               rescored, same_corridors)


def merged_at(pl, c, h, mask) -> tuple:
    """(the corridors a tile at c showing h towards mask merges, the merged size), plainly."""
    seen = []
    for d, i in pl.facing(c)[h]:
        if mask >> d & 1 and i not in seen:
            seen.append(i)
    return seen, 1 + sum(pl.comp_size[h][i] for i in seen)


def test_the_ways_out_a_grown_corridor_counts_are_the_plain_opening_change():
    """capped_gain() and uncapped_gain() (shown_terms() asks them where a corridor reaches the
    largest) against _opening_change(), on every frontier cell, habitat and faces."""
    rng = random.Random(71)
    capped = uncapped = 0
    for trial in range(60):
        s0, p, _ = CASES[rng.randrange(len(CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        w = Weights(opening=rng.choice((0.5, 0.6)), open_cap=rng.choice((1, 2, 3)))
        pl = Planner(G, s, p, w, True)
        for c in pl.frontier:
            for h in range(5):
                for mask in rng.sample(range(1, 64), 12):
                    seen, merged = merged_at(pl, c, h, mask)
                    if merged < pl.largest[h]:
                        continue
                    want = pl._opening_change(h, c, mask, seen, merged)
                    if pl.capped(h, seen, merged):
                        assert pl.capped_gain(h) == want, (trial, c, h, mask)
                        capped += 1
                    else:
                        got = pl.uncapped_gain(h, c, mask & ~pl.tiled(c), seen, merged)
                        assert got == want, (trial, c, h, mask)
                        uncapped += 1
    assert capped > 500 and uncapped > 500, (capped, uncapped)


def test_a_cells_tables_in_one_loop_are_facing_loud_and_cell_bounds():
    """cell_tables() (the bounds ask every frontier cell's) against facing(), loud() and
    cell_bounds() worked out one from the other, on random layouts and weights."""
    rng = random.Random(72)
    weights = BOUND_WEIGHTS + [Weights(corridor=0.4), Weights(opening=0.6, open_cap=1)]
    checked = merged = 0
    for trial in range(150):
        s0, p, _ = CASES[rng.randrange(len(CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        w, potential = rng.choice(weights), rng.random() < 0.8
        plain, fused = Planner(G, s, p, w, potential), Planner(G, s, p, w, potential)
        for c in rng.sample(plain.frontier, len(plain.frontier)):
            facing, loud = plain.facing(c), plain.loud(c)
            bounds = plain.cell_bounds(c)     # from loud(): the plain path
            assert fused.cell_tables(c) == bounds, (trial, c)
            assert fused.facing(c) == facing and fused.loud(c) == loud, (trial, c)
            checked += 1
            merged += any(len({i for _, i in near}) < len(near) for near in facing)
    assert checked > 1500 and merged > 50, (checked, merged)


def plain_kind(pl, t) -> tuple:
    """tile_kind()'s first part worked out for tile t alone."""
    table = tile_faces(pl.edges)
    codes = tuple((rot,) + table[t * 6 + rot][:2] for rot in ((0,) if pl.key[t * 6] else range(6)))
    mine = sum(1 << h for h, _ in codes[0][2])
    return codes, mine, codes[0][0], tuple(h if mine >> h & 1 else h + 5 for h in range(5))


def test_a_tiles_kind_shared_by_every_board_is_its_own():
    """kind_of() (remembered for every board by the tile's edges) against each tile's kind
    worked out alone, the tiles asked in random orders by planners of other boards."""
    rng = random.Random(73)
    tiles = len(G.data.edges) // 6
    forget()
    for trial in range(6):
        s, p, name = CASES[rng.randrange(len(CASES))]
        pl = PC.planner(G, s, p, name)
        for t in rng.sample(range(tiles), tiles):
            assert pl.kind_of(t) == plain_kind(pl, t), (trial, t)
            assert pl.tile_kind(t)[0] == plain_kind(pl, t), (trial, t)


def test_boards_remembered_in_the_order_laid_are_their_own_corridors():
    """board_corridors() (remembered by the tiles in the order laid, a board grown from the
    one without its last) on boards met in other orders, other tiles on the same cells and
    those grown by a tile: each board's corridors are its own plain walks."""
    rng = random.Random(74)
    edges, codes = G.data.edges, len(G.data.edges)
    forget_boards()
    for trial in range(80):
        cells = sorted(random_wild(rng, rng.randint(2, 20)))
        env = {c: rng.randrange(codes) for c in cells}
        assert same_corridors(board_corridors(env, edges), env), trial
        order = rng.sample(cells, len(cells))
        other = {c: env[c] if rng.random() < 0.7 else rng.randrange(codes) for c in order}
        assert same_corridors(board_corridors(other, edges), other), trial
        c = rng.choice(sorted({x + d for x in cells for d in STEP} - set(cells)))
        for board in (env, other):
            grown = {**board, c: rng.randrange(codes)}
            assert same_corridors(board_corridors(grown, edges), grown), trial


def plain_gain2(cards, wild, a, y, slots) -> float:
    """Wild.gain2()'s definition: every card scored afresh with one token, then a second."""
    now = rescored(cards, wild)
    g = rescored(cards, {**wild, y: a}) - now
    if g > 0:
        return g
    halves = [(rescored(cards, {**wild, y: a, z: a}) - now) / 2 for z in slots
              if z != y and z - y in STEP]
    return max([g] + halves)


def test_a_gain_with_a_second_token_is_every_card_scored_again():
    """Wild.gain2() (one token's gain lent, the second's on it) against every card scored
    afresh with one token and with two, on random layouts of every card set drawn."""
    rng = random.Random(75)
    halves = 0
    for trial, cards, base, empty in random_wildlifes(rng, 80, 3, 12):
        wild = base.wild
        for y in rng.sample(empty, min(6, len(empty))):
            a, slots = rng.randrange(5), rng.sample(empty, min(5, len(empty)))
            want = plain_gain2(cards, wild, a, y, slots)
            assert base.gain2(a, y, slots) == want, (trial, a, y)
            halves += want != int(want)
    assert halves > 20, halves
