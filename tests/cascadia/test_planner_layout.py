"""The planner's shortcuts of issue 41's seventh round against the plain definitions they
replace, on random layouts: the same numbers."""
from __future__ import annotations

import random

from engine.cascadia.planner import Planner, Weights
from tests.cascadia.helpers import GAME as G
from tests.cascadia.test_planner_fast import CASES, random_park


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
