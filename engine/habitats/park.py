"""A park's geometry: cells, neighbours, areas and where a tile may go.

A park is a dict {cell: tile * 4 + rotation}, the entrance included. Cells are ints:
(row + OFF) * WIDTH + (col + OFF), rows growing downwards; the entrance sits at row 0, col 0
and its road leaves the park downwards, so the column below it (col 0, row > 0) stays empty.
"""
from __future__ import annotations

from .data import ENTRANCE, FLOWER

OFF, WIDTH = 32, 64
ORIGIN = OFF * WIDTH + OFF
STEP = (-WIDTH, 1, WIDTH, -1)                   # N, E, S, W
DIAG = (-WIDTH - 1, -WIDTH + 1, WIDTH + 1, WIDTH - 1)
AROUND = STEP + DIAG


def cell(row: int, col: int) -> int:
    return (row + OFF) * WIDTH + col + OFF


def coords(c: int) -> tuple[int, int]:
    r, q = divmod(c, WIDTH)
    return r - OFF, q - OFF


def in_range(row: int, col: int) -> bool:
    return -OFF < row < OFF - 1 and -OFF < col < OFF - 1


def below_entrance(c: int) -> bool:
    """The entrance road's column: no park tile ever goes there."""
    return c % WIDTH == OFF and c > ORIGIN


def road_mask(data, code: int) -> int:
    return data.roads[code]


def frontier(park: dict) -> set:
    """Empty cells orthogonally next to the park, outside the entrance column."""
    out = set()
    for c in park:
        for st in STEP:
            n = c + st
            if n not in park and not below_entrance(n):
                out.add(n)
    return out


def open_sides(data, park: dict, c: int) -> tuple[int, int]:
    """(sides of empty cell c that touch a tile, True if a neighbour shows a road towards c)."""
    occ = 0
    roads = data.roads
    for d in range(4):
        code = park.get(c + STEP[d])
        if code is not None:
            occ |= 1 << d
            if roads[code] >> ((d + 2) % 4) & 1:
                return occ, True
    return occ, False


def placements(data, park: dict, tile: int) -> list[tuple[int, int]]:
    """Every (cell, rotation) where `tile` may go, cells and rotations in order."""
    out = []
    rots = data.rotations[tile]
    roads = data.roads
    base = tile * 4
    for c in sorted(frontier(park)):
        occ, blocked = open_sides(data, park, c)
        if blocked:
            continue
        for r in rots:
            if not roads[base + r] & occ:
                out.append((c, r))
    return out


def refusal(data, park: dict, tile: int, c: int, rot: int) -> str | None:
    """Which placement rule (c, rot) breaks, or None: 'occupied', 'column', 'adjacent',
    'own_road', 'their_road'."""
    if c in park:
        return "occupied"
    if below_entrance(c):
        return "column"
    occ, blocked = open_sides(data, park, c)
    if not occ:
        return "adjacent"
    if blocked:
        return "their_road"
    if data.roads[tile * 4 + rot] & occ:
        return "own_road"
    return None


# ---- areas -------------------------------------------------------------------------------------
def areas(data, park: dict) -> tuple[list, dict]:
    """([(landscape, [cells])...], {cell: area index}) over the landscape tiles of the park."""
    land = data.land
    lands = {c: land[code >> 2] for c, code in park.items()}
    out, area_of = [], {}
    for c in sorted(lands):
        lc = lands[c]
        if lc < 0 or c in area_of:
            continue
        k = len(out)
        group, todo = [c], [c]
        area_of[c] = k
        while todo:
            x = todo.pop()
            for st in STEP:
                n = x + st
                if n not in area_of and lands.get(n, -1) == lc:
                    area_of[n] = k
                    group.append(n)
                    todo.append(n)
        out.append((lc, group))
    return out, area_of


def linked_flowers(data, park: dict, c: int) -> int:
    """Flowers next to c, or chained to such a flower side by side (any flower kinds)."""
    cat = data.cat
    seen = set()
    todo = [c + st for st in STEP if c + st in park and cat[park[c + st] >> 2] == FLOWER]
    seen.update(todo)
    while todo:
        x = todo.pop()
        for st in STEP:
            n = x + st
            if n not in seen and n in park and cat[park[n] >> 2] == FLOWER:
                seen.add(n)
                todo.append(n)
    return len(seen)


def bounds(park: dict) -> tuple[int, int, int, int]:
    """(min row, max row, min col, max col) of the park's cells."""
    rows = [c // WIDTH for c in park]
    cols = [c % WIDTH for c in park]
    return min(rows), max(rows), min(cols), max(cols)


def distances(park: dict, sources) -> dict:
    """Steps from the nearest source, tile to tile orthogonally through the park."""
    dist = {c: 0 for c in sources}
    frontier_ = list(dist)
    while frontier_:
        nxt = []
        for x in frontier_:
            dx = dist[x] + 1
            for st in STEP:
                n = x + st
                if n in park and n not in dist:
                    dist[n] = dx
                    nxt.append(n)
        frontier_ = nxt
    return dist


def park_tiles(data, park: dict) -> list[int]:
    """The park tiles' cells (the entrance left out)."""
    cat = data.cat
    return [c for c, code in park.items() if cat[code >> 2] != ENTRANCE]
