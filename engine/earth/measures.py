"""What a player's island holds, measured for filters, objectives and end-game scores.

One reading of the data language's FILTER / SCOPE / MEASURE for every card, ecosystem and fauna
card. "Cards" are the tableau plus the island and climate; flora types and positions concern the
tableau only. A wildcard flora counts as every flora type; a multicolour ability counts as red,
blue and yellow.
"""
from __future__ import annotations

from functools import lru_cache

from .abilities import TYPES, Measure, Score, counts_as_colour

ORTH = ((-1, 0), (1, 0), (0, -1), (0, 1))
DIAG = ((-1, -1), (-1, 1), (1, -1), (1, 1))
LINK = {"orthogonal": ORTH, "diagonal": DIAG, "adjacent": ORTH + DIAG}


class Board:
    """A light, read-only view of one seat's island for measuring."""

    def __init__(self, d, s, p):
        self.d, self.s, self.p = d, s, p
        self.grid = s.grid[p]
        self.pos = {cid: rc for rc, cid in self.grid.items()}

    def extras(self):
        """(vp, habitats, colours) of the island and the climate."""
        out = []
        s, d = self.s, self.d
        if s.island[self.p] is not None:
            i, f = s.island[self.p]
            face = island_face(d, i, f)
            out.append((face.vp, face.habitats, frozenset([d.island_ab[(i, f)].colour])))
        if s.climate[self.p] is not None:
            i, f = s.climate[self.p]
            face = climate_face(d, i, f)
            out.append((face.vp, face.habitats, frozenset([d.climate_ab[(i, f)].colour])))
        return out


def island_face(d, i, f):
    return d.islands_by_id[i].faces[f]


def climate_face(d, i, f):
    return d.climates_by_id[i].faces[f]


def full(d, s, cid) -> bool:
    g = d.cards[cid].growth
    return g > 0 and s.growth.get(cid, 0) >= g


def card_matches(d, s, cid, filt) -> bool:
    c = d.cards[cid]
    for tok in filt:
        if tok in TYPES:
            if c.kind != "flora" or not (c.type == tok or c.wild):
                return False
        elif tok in ("flora", "terrain", "event"):
            if c.kind != tok:
                return False
        elif tok == "card":
            continue
        elif tok == "full":
            if c.kind != "flora" or not full(d, s, cid):
                return False
        elif tok == "sprouted":
            if not s.sprouts.get(cid, 0):
                return False
        elif tok == "empty_space" or not _attr_match(tok, c.vp, c.cost, c.habitats, d.colours[cid], c.tags):
            return False
    return True


def _attr_match(tok, vp, cost, habitats, colours, tags) -> bool:
    key, _, val = tok.partition(":")
    if key == "habitat":
        return val in habitats
    if key == "colour":
        return counts_as_colour(set(colours), val)
    if key == "tag":
        return val in tags
    for op, attr in (("vp<=", vp), ("vp>=", vp), ("cost<=", cost), ("cost>=", cost)):
        if tok.startswith(op):
            n = int(tok[len(op):])
            return attr <= n if "<=" in op else attr >= n
    return False


def extra_matches(extra, filt) -> bool:
    """Does the island or climate meet a filter? Only card-wide filters can, and never one on
    cost: they print none (the rules page says so)."""
    vp, habitats, colours = extra
    for tok in filt:
        if tok == "card":
            continue
        if tok in TYPES or tok in ("flora", "terrain", "event", "full", "sprouted", "empty_space"):
            return False
        if tok.startswith("cost"):
            return False
        if not _attr_match(tok, vp, None, habitats, colours, ()):
            return False
    return True


def scope_cells(rc, scope):
    r, c = rc
    if scope == "in_row":
        return [(r, x) for x in range(c - 3, c + 4)]
    if scope == "in_column":
        return [(y, c) for y in range(r - 3, r + 4)]
    return [(r + dr, c + dc) for dr, dc in LINK[scope]]


def fits(grid, rc, size=4) -> bool:
    rows = [r for r, _ in grid] + [rc[0]]
    cols = [c for _, c in grid] + [rc[1]]
    return max(rows) - min(rows) < size and max(cols) - min(cols) < size


def count(b: Board, filt, scope="tableau", anchor=None) -> int:
    """How many cards (or empty spaces) meet `filt` within `scope` of `anchor` (a card id)."""
    d, s = b.d, b.s
    if "event" in filt and scope == "tableau":
        return sum(1 for e in s.events[b.p] if card_matches(d, s, e, filt))
    if scope == "tableau" or anchor is None or anchor not in b.pos:
        n = sum(1 for cid in b.grid.values() if card_matches(d, s, cid, filt))
        return n + sum(1 for x in b.extras() if extra_matches(x, filt))
    cells = scope_cells(b.pos[anchor], scope)
    if "empty_space" in filt:
        return sum(1 for rc in cells if rc not in b.grid and fits(b.grid, rc))
    return sum(1 for rc in cells if rc in b.grid and card_matches(d, s, b.grid[rc], filt))


def max_sets(b: Board, filters) -> int:
    """Most disjoint sets (one card per filter, each card used once): exact, by matching."""
    cands = [[cid for cid in b.grid.values() if card_matches(b.d, b.s, cid, f)]
             + [("x", i) for i, x in enumerate(b.extras()) if extra_matches(x, f)] for f in filters]
    k = min(len(c) for c in cands)
    while k > 0:
        if _matching(cands, k):
            return k
        k -= 1
    return 0


def _matching(cands, k) -> bool:
    slots = [c for c in cands for _ in range(k)]
    owner: dict = {}

    def augment(i, seen):
        for x in slots[i]:
            if x in seen:
                continue
            seen.add(x)
            if x not in owner or augment(owner[x], seen):
                owner[x] = i
                return True
        return False
    return all(augment(i, set()) for i in range(len(slots)))


def lines(b: Board, axis, n, filt) -> int:
    """The most disjoint lines of n matching cards along rows, columns or diagonals (either
    way): exact, like sets, over the 4 x 4 the tableau fits in."""
    d, s = b.d, b.s
    ok = [rc for rc, cid in b.grid.items() if card_matches(d, s, cid, filt)]
    if len(ok) < n:
        return 0
    top, left = min(r for r, _ in ok), min(c for _, c in ok)
    mask = sum(1 << ((r - top) * 4 + c - left) for r, c in ok)
    return most_lines(mask, axis, n)


LINE_DIRS = {"row": ((0, 1),), "column": ((1, 0),), "diagonal": ((1, 1), (1, -1))}


@lru_cache(maxsize=8)
def line_masks(axis, n) -> tuple:
    """Every line of n cells of a 4 x 4 grid along `axis`, as a bit mask (cell r*4+c)."""
    out = []
    for r in range(4):
        for c in range(4):
            for dr, dc in LINE_DIRS[axis]:
                cells = [(r + k * dr, c + k * dc) for k in range(n)]
                if all(0 <= y < 4 and 0 <= x < 4 for y, x in cells):
                    out.append(sum(1 << (y * 4 + x) for y, x in cells))
    return tuple(out)


@lru_cache(maxsize=4096)
def most_lines(mask, axis, n) -> int:
    """Most disjoint lines inside the cells of `mask`: the lowest cell any line could use is
    either left out or taken by one of its lines; both ways are tried."""
    live = [m for m in line_masks(axis, n) if m & mask == m]
    if not live:
        return 0
    union = 0
    for m in live:
        union |= m
    low = union & -union
    best = most_lines(mask & ~low, axis, n)
    for m in live:
        if m & low:
            best = max(best, 1 + most_lines(mask & ~m, axis, n))
    return best


def chain(b: Board, filt, link) -> int:
    """Size of the largest group of matching cards connected through `link` neighbours."""
    d, s = b.d, b.s
    ok = {rc for rc, cid in b.grid.items() if card_matches(d, s, cid, filt)}
    best, seen = 0, set()
    for start in ok:
        if start in seen:
            continue
        stack, size = [start], 0
        seen.add(start)
        while stack:
            r, c = stack.pop()
            size += 1
            for dr, dc in LINK[link]:
                nb = (r + dr, c + dc)
                if nb in ok and nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        best = max(best, size)
    return best


def measure(b: Board, m: Measure, anchor=None) -> int:
    s, p = b.s, b.p
    k = m.kind
    if k == "count":
        return count(b, m.filter, m.scope, anchor)
    if k == "set":
        return max_sets(b, m.filter)
    if k == "line":
        return lines(b, m.axis, m.n, m.filter)
    if k == "chain":
        return chain(b, m.filter, m.axis)
    if k == "soil":
        return s.soil[p]
    if k == "compost":
        return len(s.compost[p])
    if k == "hand":
        return len(s.hands[p])
    if k == "events":
        return len(s.events[p])
    if k == "sprouts":
        return sum(s.sprouts.get(cid, 0) for cid in b.grid.values())
    if k == "growth":
        return sum(s.growth.get(cid, 0) for cid in b.grid.values())
    raise ValueError(k)


def score(b: Board, sc: Score, anchor=None) -> int:
    v = measure(b, sc.measure, anchor)
    if sc.kind == "per":
        return sc.vp * v
    if sc.kind == "if":
        return sc.vp if v >= sc.at_least else 0
    best = 0
    for k, pts in sc.table:
        if v >= k:
            best = pts
    return best


def objective_met(b: Board, goal) -> bool:
    meas, n = goal
    return measure(b, meas) >= n
