"""Ecosystem and fauna lines are counted exactly: the most disjoint lines, like sets."""
from __future__ import annotations

import random

import pytest

from engine.earth.measures import Board, card_matches, lines
from engine.earth.scoring import ecosystems
from tests.earth.helpers import D, fresh

FLORA = [k for k in D.base_ids if D.cards[k].kind == "flora"]
PLANTED = [k for k in D.base_ids if D.cards[k].kind != "event"]
DIRS = {"row": ((0, 1),), "column": ((1, 0),), "diagonal": ((1, 1), (1, -1))}


def galapagos():
    eco = next(e for e in D.ecosystems if any(f.name.en == "Galápagos" for f in e.faces))
    return (eco.id, next(k for k, f in enumerate(eco.faces) if f.name.en == "Galápagos"))


def with_grid(cards):
    """Seat 0's tableau: `cards` is {(row, col): card id}."""
    s = fresh(2)
    for k in cards.values():
        s.deck.remove(k)
    s.grid[0] = dict(cards)
    return s


def test_galapagos_on_a_full_tableau_of_flora_finds_four_diagonals():
    """Each diagonal of 3 flora is worth 5 VP; a full 4 x 4 of flora holds 4 disjoint ones
    (the two long diagonals' ends each leave room for a short one), so 20 VP, not 15."""
    s = with_grid({(r, c): FLORA[r * 4 + c] for r in range(4) for c in range(4)})
    s.shared_eco, s.eco[0] = [galapagos()], None
    b = Board(D, s, 0)
    assert lines(b, "diagonal", 3, ("flora",)) == 4
    assert ecosystems(D, s, 0, b) == 20


def brute(ok, axis, n) -> int:
    """Every set of pairwise disjoint lines tried, counted the slow way."""
    segs = []
    for r, c in ok:
        for dr, dc in DIRS[axis]:
            cells = frozenset((r + k * dr, c + k * dc) for k in range(n))
            if cells <= ok:
                segs.append(cells)

    def best(i, used):
        if i == len(segs):
            return 0
        skip = best(i + 1, used)
        if segs[i] & used:
            return skip
        return max(skip, 1 + best(i + 1, used | segs[i]))
    return best(0, frozenset())


@pytest.mark.parametrize("seed", range(6))
def test_lines_match_a_brute_force_count_on_random_tableaux(seed):
    rng = random.Random(seed)
    for _ in range(40):
        size = rng.choice((16, 16, 12, 9))
        cells = rng.sample([(r, c) for r in range(4) for c in range(4)], size)
        shift = (rng.randrange(-3, 3), rng.randrange(-3, 3))     # where the tableau sits is free
        grid = {(r + shift[0], c + shift[1]): k for (r, c), k in zip(cells, rng.sample(PLANTED, size))}
        s = with_grid(grid)
        b = Board(D, s, 0)
        filt = rng.choice((("flora",), ("card",), ("tree",), ("herb",), ("habitat:wet",)))
        ok = frozenset(rc for rc, k in grid.items() if card_matches(D, s, k, filt))
        for axis in ("row", "column", "diagonal"):
            for n in (2, 3, 4):
                assert lines(b, axis, n, filt) == brute(ok, axis, n), (grid, filt, axis, n)


def test_the_rules_page_says_lines_are_counted_at_their_best():
    from tests.earth.helpers import GAME
    assert "the most disjoint sets or lines" in dict(GAME.rules("en"))["Ecosystems"]
    assert "4 disjoint diagonals of 3 flora (Galápagos: 4 × 5 = 20 VP)" in dict(GAME.rules("en"))["Ecosystems"]
    assert "le plus grand nombre d'ensembles ou de lignes disjoints" in dict(GAME.rules("fr"))["Écosystèmes"]
