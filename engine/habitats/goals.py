"""The 9 goal tiles (rules §6): each park's measure and the ranking with the tie rule.

measure(goal, data, park) returns (key, value): `key` compares parks (higher is better, the
seed's tie-breaks included), `value` is the number a player counts (e.g. 4 steps).
"""
from __future__ import annotations

from .data import FLOWER, ROAD
from .park import DIAG, ORIGIN, STEP, WIDTH, areas, distances, park_tiles


def _runs(cells: set, step: int) -> int:
    """Longest straight run of cells along `step`."""
    best = 0
    for c in cells:
        if c - step in cells:
            continue
        n = 1
        while c + n * step in cells:
            n += 1
        best = max(best, n)
    return best


def biggest_rectangle(cells: set) -> int:
    """Tiles in the biggest rectangle completely filled with cells (histogram method)."""
    if not cells:
        return 0
    rows = sorted({c // WIDTH for c in cells})
    cols = range(min(c % WIDTH for c in cells), max(c % WIDTH for c in cells) + 1)
    heights = dict.fromkeys(cols, 0)
    best = 0
    for r in range(rows[0], rows[-1] + 1):
        for q in cols:
            heights[q] = heights[q] + 1 if r * WIDTH + q in cells else 0
        stack = []  # (start column, height)
        for q in list(cols) + [cols[-1] + 1]:
            h = heights.get(q, 0)
            start = q
            while stack and stack[-1][1] >= h:
                start, sh = stack.pop()
                best = max(best, sh * (q - start))
            stack.append((start, h))
    return best


def _landscape_counts(data, tiles) -> list[int]:
    counts = [0, 0, 0, 0]
    for code in tiles:
        land = data.land[code >> 2]
        if land >= 0:
            counts[land] += 1
    return counts


def measure(goal: str, data, park: dict, park_areas=None):
    """(comparison key, the value as players count it) of `park` for `goal`; `park_areas`:
    the park's areas if already known."""
    cells = set(park_tiles(data, park))
    if goal in ("biggest_area", "many_areas"):
        found = park_areas if park_areas is not None else areas(data, park)[0]
        if goal == "many_areas":
            return len(found), len(found)
        sizes = tuple(sorted((len(g) for _, g in found), reverse=True))
        return sizes, sizes[0] if sizes else 0
    if goal == "long_park":
        n = max(_runs(cells, STEP[1]), _runs(cells, STEP[2]))
        return n, n
    if goal == "diagonal_park":
        n = max(_runs(cells, DIAG[2]), _runs(cells, DIAG[3]))
        return n, n
    if goal == "landscape_types":
        counts = [k for k in _landscape_counts(data, [park[c] for c in cells]) if k]
        return (len(counts), min(counts, default=0)), len(counts)
    if goal == "flora_diversity":
        kinds = [data.land[park[c] >> 2] for c in cells if data.cat[park[c] >> 2] == FLOWER]
        return (len(set(kinds)), len(kinds)), len(set(kinds))
    if goal == "compact_park":
        n = biggest_rectangle(cells)
        return n, n
    if goal == "keep_close":
        dist = distances(park, [ORIGIN])
        n = max((dist.get(c, 0) for c in cells), default=0)
        return -n, n
    if goal == "accessibility":
        roads = [c for c in cells if data.cat[park[c] >> 2] == ROAD] + [ORIGIN]
        dist = distances(park, roads)
        n = max((dist.get(c, 0) for c in cells), default=0)
        return -n, n
    raise ValueError(f"unknown goal {goal!r}")


def rank_values(keys: list, values: tuple) -> list[int]:
    """Each player's points: tied players all take the value of the lowest tied rank."""
    out = []
    for k in keys:
        better = sum(1 for x in keys if x > k)
        tied = sum(1 for x in keys if x == k)
        out.append(values[better + tied - 1])
    return out


def ranks(keys: list) -> list[int]:
    """1-based standing of each player, tied players sharing the best of their ranks."""
    return [1 + sum(1 for x in keys if x > k) for k in keys]


def goal_points(data, goal: str, parks: list, year: int) -> list[int]:
    """Points each park earns for `goal` scored at the end of `year` (0, 1 or 2)."""
    values = data.years[len(parks)].goal_values[year]
    return rank_values([measure(goal, data, p)[0] for p in parks], values)
