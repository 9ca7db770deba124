"""The planner's fast paths against the plain definitions they replace, on positions of the
fixed set and on random layouts of every card: the same numbers, not just the same choices."""
from __future__ import annotations

import random

from engine.cascadia import planner_cases as PC
from engine.cascadia.hexgrid import STEP, cell
from engine.cascadia.card_rules import DEPENDENT
from engine.cascadia.groups import GROUP_RULES, Groups, forget_values, kept_groups
from engine.cascadia.habitats import board_corridors, corridors, forget_boards, largest
from engine.cascadia.planner import Planner, Weights
from engine.cascadia.wild import Plus, Wild
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


def random_wildlifes(rng, trials, least, most):
    """(trial, cards, base Wild, the empty cells next to it) of random layouts of `least` to
    `most` tokens, a card set drawn at random for each (dependent cards included)."""
    for trial in range(trials):
        cards = [DATA.card(a, rng.choice("ABCD")) for a in ("bear", "elk", "salmon", "hawk", "fox")]
        dep = tuple(a for a in range(5) if cards[a].rule in DEPENDENT)
        base = Wild.of(cards, dep, random_wild(rng, rng.randint(least, most)))
        yield trial, cards, base, sorted({c + s for c in base.wild for s in STEP} - base.wild.keys())


def test_batched_gains_are_the_gains_of_the_grown_wildlife():
    """Every card set drawn at random (dependent cards included), gains on an empty cell and
    after one more token, against Wild.with_token's scores."""
    rng = random.Random(3)
    locals_checked = []
    for trial, cards, base, empty in random_wildlifes(rng, 60, 2, 12):
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
    for trial, cards, base, empty in random_wildlifes(rng, 80, 3, 14):
        wild = base.wild
        assert base.total == rescored(cards, wild)
        for y in rng.sample(empty, min(6, len(empty))):
            a = rng.randrange(5)
            want = rescored(cards, {**wild, y: a}) - base.total
            assert base.gain(a, y) == want, (trial, a, y)
            assert base.with_token(a, y).total - base.total == want, (trial, a, y)
            pairing += cards[3].rule == "hawk_pairing" and a != 3
    assert pairing > 20


def random_park(rng, s, p, n):
    """s with player p's environment (and the others') replaced by random layouts of n tiles,
    tokens on some of p's."""
    codes = len(G.data.edges)
    for q in range(s.players):
        env = {c: rng.randrange(codes) for c in random_wild(rng, n if q == p else rng.randint(1, n))}
        s.env[q] = env
        s.frontier[q] = tuple(sorted({c + d for c in env for d in STEP} - env.keys()))
    s.wild[p] = {c: rng.randrange(5) for c in s.env[p] if rng.random() < 0.4}
    return s


BOUND_WEIGHTS = [PC.WEIGHTS["hard"][0], PC.WEIGHTS["pairs"][0], PC.WEIGHTS["normal"][0],
                 Weights(corridor=0.3, opening=0.5, open_cap=2)]


def test_a_spots_bound_is_never_below_its_rotations_values():
    """spot_bound() (which lets plan_pair skip cells) against every rotation's habitat value
    at the cell, on random layouts, 1 to 4 players, with and without the ways out."""
    rng = random.Random(11)
    tiles = len(G.data.edges) // 6
    checked = tight = 0
    for trial in range(120):
        s0, p, _ = CASES[rng.randrange(len(CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        pl = Planner(G, s, p, rng.choice(BOUND_WEIGHTS), rng.random() < 0.8)
        for t in rng.sample(range(tiles), 4):
            kind = pl.tile_kind(t)[0]
            best = {}
            for v, c, rot in pl.placements(t):
                best[c] = max(v, best.get(c, v))
            for c, v in best.items():
                bound = pl.spot_bound(kind, c)
                assert bound >= v, (trial, t, c, bound, v)
                checked += 1
                tight += bound == v
    assert checked > 5000 and tight > checked // 4


def test_the_best_plan_skipping_cells_is_the_best_of_every_cell():
    """plan_pair() (which skips the cells its bounds rule out) against the same plans over
    every spot, on random layouts: the same plan, ties to the same first one."""
    rng = random.Random(12)
    tiles = len(G.data.edges) // 6
    for trial in range(150):
        s0, p, _ = CASES[rng.randrange(len(CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        w = rng.choice(BOUND_WEIGHTS)
        pl = Planner(G, s, p, w, rng.random() < 0.8)
        for t in rng.sample(range(tiles), 3):
            a = rng.randrange(5)
            assert pl.plan_pair(t, a) == pl.plans(t, a, pl.spots(t), False, None), (trial, t, a)


def test_a_token_on_a_new_tile_is_valued_as_the_plain_definition():
    """on_new_tile() (whose own animal's gains come from the token options' new-slot gains,
    where they were worked out) against Plus and prepare() without that shortcut, on random
    layouts, with and without the options worked out first."""
    rng = random.Random(13)
    checked = 0
    for trial in range(100):
        s0, p, _ = CASES[rng.randrange(len(CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        pl = Planner(G, s, p, rng.choice(BOUND_WEIGHTS[:3]), True)
        a = rng.randrange(5)
        if rng.random() < 0.8:
            for option in pl.token_options(a):
                pl.option_pots(option, rng.choice((31, 1 << a | 1 << rng.randrange(5))))
        for c in pl.frontier:
            wild = Plus(pl.base, a, c)
            want = wild.total + pl.potential(wild, pl.base.touched[a], c, c, 0)
            assert pl.on_new_tile(a, c) == want, (trial, a, c)
            checked += 1
    assert checked > 1000


def test_a_token_options_rows_are_the_plain_definitions():
    """token_options() (whose own animal's gains on the other slots come from the options
    before it, where they were worked out) against prepare() of a fresh planner, which has
    no option before it, on random layouts."""
    rng = random.Random(14)
    checked = 0
    for trial in range(150):
        s0, p, _ = CASES[rng.randrange(len(CASES))]
        s = random_park(rng, s0.clone(), p, rng.randint(2, 22))
        w = rng.choice(BOUND_WEIGHTS[:3])
        pl = Planner(G, s, p, w, True)
        a = rng.randrange(5)
        for y, _, rows, _, _ in pl.token_options(a)[1:]:
            fresh = Planner(G, s, p, w, True)
            want = fresh.prepare(Plus(fresh.base, a, y), fresh.base.touched[a], y)
            assert [r[:5] for r in rows] == [r[:5] for r in want], (trial, a, y)
            checked += 1
    assert checked > 300


def plain_ways(env, comp, h) -> set:
    """The empty hexes the habitat-h edges of a corridor's tiles face."""
    edges = G.data.edges
    return {x + STEP[d] for x in comp for d in range(6)
            if edges[env[x]][d] == h and x + STEP[d] not in env}


def same_corridors(got, env) -> bool:
    """Are a board's Corridors its corridors walked afresh, their ways out its edges'?"""
    edges = G.data.edges
    want = corridors(env, edges)
    if got.largest != largest(env, edges):
        return False
    for h in range(5):
        if sorted(map(sorted, got.cells[h].values())) != sorted(map(sorted, want[h])):
            return False
        for i, comp in got.cells[h].items():
            if got.size[h][i] != len(comp) or any(got.of[h][x] != i for x in comp) or \
                    sorted(got.ways[h][i]) != sorted(plain_ways(env, comp, h)):
                return False
    return True


def test_corridors_grown_tile_by_tile_are_the_plain_walks():
    """board_corridors() (a board that is a remembered one plus a tile grows that one's
    corridors) against corridors() and largest() walked afresh, and each corridor's ways out
    against its edges, on random boards grown one tile at a time and built from scratch; the
    board grown from stays as it was."""
    rng = random.Random(15)
    edges, codes = G.data.edges, len(G.data.edges)
    grown = 0
    for trial in range(60):
        forget_boards()
        env, before = {}, None
        for c in random_wild(rng, rng.randint(1, 24)):
            was, env = env, {**env, c: rng.randrange(codes)}
            got = board_corridors(env, edges)
            assert same_corridors(got, env), trial
            if before is not None:
                assert same_corridors(before, was), trial
                grown += 1
            forget_boards()
            before = board_corridors(env, edges)    # built afresh, the next board grows it
            assert same_corridors(before, env), trial
    assert grown > 500


def test_kept_groups_gain_as_fresh_groups():
    """kept_groups() (one Groups per card and cells, shared by every wildlife with those
    tokens, its gains remembered) against a fresh Groups, on random layouts asked in turn by
    every group card, moved and not: the same gains and total."""
    rng = random.Random(16)
    cards = [DATA.card(a, x) for a in ("bear", "elk", "salmon", "hawk") for x in "ABCD"]
    cards = [c for c in cards if c.rule in GROUP_RULES]
    forget_values()
    layouts = [list(random_wild(rng, rng.randint(1, 10))) for _ in range(30)]
    layouts += [[c + STEP[0] for c in cells] for cells in layouts]     # the same shapes moved
    checked = 0
    for _ in range(600):
        card, cells = rng.choice(cards), rng.choice(layouts)
        kept, fresh = kept_groups(card, cells), Groups(card, cells)
        assert kept.total == fresh.total
        empty = sorted({c + s for c in cells for s in STEP} - set(cells))
        for y in rng.sample(empty, min(4, len(empty))):
            assert kept.gain(y) == fresh.gain(y), (card.rule, cells, y)
            checked += 1
    assert checked > 1500
