"""Wildlife scoring cards: one function per rule, reading the card's own point table.

Every function takes (card, cells, wild): the cells holding this animal and the whole
{cell: animal} map of the environment. The "maximise" rules (Elk A, B, D; Hawk D; Fox D)
search every partition exactly: pick the lowest cell left, try every shape it can belong to,
recurse on what remains, memoised on the bitmask of remaining cells.
"""
from __future__ import annotations

from .data import FOX, SALMON
from .hexgrid import AXES, NEIGHBOURS, STEP, line_step

STEP6 = STEP


def pts(table, k: int) -> int:
    """Points for index k; the last entry also covers every larger index."""
    return table[k] if k < len(table) else table[-1]


def groups(cells) -> list[list[int]]:
    """Connected groups of cells (touching through a side)."""
    cells = set(cells)
    out = []
    while cells:
        start = cells.pop()
        comp, todo = [start], [start]
        while todo:
            x = todo.pop()
            for s in STEP6:
                n = x + s
                if n in cells:
                    cells.discard(n)
                    comp.append(n)
                    todo.append(n)
        out.append(comp)
    return out


# ---- exact partitions ----------------------------------------------------------------
def best_partition(cells, candidates) -> int:
    """Best total over partitions of `cells`; candidates(lowest, remaining set) yields
    (members, points) for every shape containing the lowest remaining cell. Each cell's
    shapes are asked once, of all the cells, as bitmasks: a shape is one of the remaining
    cells' when all its members remain (the same shapes, far fewer sets built)."""
    order = sorted(cells)
    bit = {c: 1 << i for i, c in enumerate(order)}
    every = set(order)
    shapes = []     # per cell: [(members' bits, points)] of the shapes it is the lowest of
    for e in order:
        got = {}
        for members, value in candidates(e, every):
            m = 0
            for c in members:
                m |= bit[c]
            got[m] = value
        shapes.append(list(got.items()))
    memo = {0: 0}

    def solve(mask):
        got = memo.get(mask)
        if got is not None:
            return got
        best = 0
        for m, value in shapes[(mask & -mask).bit_length() - 1]:
            if m & mask == m:
                v = value + solve(mask & ~m)
                if v > best:
                    best = v
        memo[mask] = best
        return best

    return solve((1 << len(order)) - 1)


def _line_candidates(table):
    longest = len(table) - 1

    def cands(e, left):
        yield (e,), table[1]
        for s in AXES:  # every axis step is positive, so e is the line's lowest cell
            members = [e]
            c = e + s
            while len(members) < longest and c in left:
                members.append(c)
                yield tuple(members), table[len(members)]
                c += s
    return cands


def _shape_offsets():
    """Offsets (from the lowest cell) of every pair, triangle and rhombus."""
    shapes = {(0,)}
    frontier = [(0,)]
    for _ in range(3):
        grown = []
        for sh in frontier:
            for c in sh:
                for s in STEP6:
                    n = c + s
                    if n > 0 and n not in sh:
                        t = tuple(sorted(sh + (n,)))
                        if t not in shapes:
                            shapes.add(t)
                            grown.append(t)
        frontier = grown

    def touching(sh):
        return sum(1 for i, a in enumerate(sh) for b in sh[i + 1:] if b - a in STEP6 or a - b in STEP6)
    keep = {1: 0, 2: 1, 3: 3, 4: 5}   # size -> touching pairs: pair, triangle, rhombus
    return tuple(sh for sh in shapes if touching(sh) == keep[len(sh)])


SHAPES = _shape_offsets()


def _shape_candidates(table):
    def cands(e, left):
        for sh in SHAPES:
            if all(e + o in left for o in sh[1:]):
                yield tuple(e + o for o in sh), table[len(sh)]
    return cands


def _ring_candidates(table):
    def cands(e, left):
        for s in STEP6:
            centre = e + s
            others = [centre + t for t in STEP6 if centre + t != e and centre + t in left]
            n = len(others)
            for sub in range(1 << n):
                members = [e] + [others[i] for i in range(n) if sub >> i & 1]
                yield members, pts(table, len(members))
    return cands


def _max_matching(items, pair_value) -> int:
    """Best total of disjoint pairs; pair_value(a, b) is None when a and b cannot pair."""
    n = len(items)
    weights = {}
    for i in range(n):
        for j in range(i + 1, n):
            v = pair_value(items[i], items[j])
            if v:
                weights[(i, j)] = v
    if not weights:
        return 0
    memo = {}

    def solve(mask):
        if mask == 0:
            return 0
        if mask in memo:
            return memo[mask]
        i = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << i)
        best = solve(rest)              # i stays unpaired
        m = rest
        while m:
            j = (m & -m).bit_length() - 1
            m &= m - 1
            v = weights.get((i, j))
            if v:
                t = v + solve(rest & ~(1 << j))
                if t > best:
                    best = t
        memo[mask] = best
        return best

    return solve((1 << n) - 1)


# ---- hawks: line of sight ----------------------------------------------------------------
def between(a: int, b: int) -> list[int]:
    """Cells strictly between a and b on one hex line ([] if they are not on a line)."""
    s = line_step(a, b)
    if s is None:
        return []
    return list(range(a + s, b, s))


def sees(a: int, b: int, hawks) -> bool:
    """Line of sight: same hex line, not adjacent, and no hawk strictly between."""
    s = line_step(a, b)
    if s is None or b - a == s:
        return False
    return not any(c in hawks for c in range(a + s, b, s))


def sight_pairs(cells) -> list[tuple[int, int]]:
    hs = sorted(cells)
    hawks = set(hs)
    return [(a, b) for i, a in enumerate(hs) for b in hs[i + 1:] if sees(a, b, hawks)]


def lonely(cells) -> list[int]:
    cs = set(cells)
    return [c for c in cs if not any(c + s in cs for s in STEP6)]


# ---- salmon runs --------------------------------------------------------------------------
def runs(cells) -> list[list[int]]:
    """Salmon groups that are runs: no salmon touches three or more others."""
    cs = set(cells)
    out = []
    for g in groups(cs):
        if all(sum(1 for s in STEP6 if c + s in cs) <= 2 for c in g):
            out.append(g)
    return out


# ---- the rules ------------------------------------------------------------------------------
def bear_pairs(card, cells, wild):
    return pts(card.points, sum(1 for g in groups(cells) if len(g) == 2))


def groups_by_size(card, cells, wild):
    table = card.points
    sizes = [len(g) for g in groups(cells)]
    total = sum(pts(table, k) for k in sizes)
    bonus = card.params.get("set_bonus", 0)
    if bonus:
        wanted = {k for k in range(1, len(table)) if table[k] > 0}
        if wanted and wanted <= set(sizes):
            total += bonus
    return total


def _partitioned(cands):
    def rule(card, cells, wild):
        c = cands(card.points)
        return sum(best_partition(g, c) for g in groups(cells))
    return rule


def elk_rings(card, cells, wild):
    if not cells:
        return 0
    # ring members may be two hexes apart, so split only where elk are 3+ hexes apart
    cs = set(cells)
    near = tuple(({a + b for a in STEP6 for b in STEP6} | set(STEP6)) - {0})
    parts, todo_all = [], set(cs)
    while todo_all:
        s = todo_all.pop()
        comp, todo = [s], [s]
        while todo:
            x = todo.pop()
            for o in near:
                if x + o in todo_all:
                    todo_all.discard(x + o)
                    comp.append(x + o)
                    todo.append(x + o)
        parts.append(comp)
    c = _ring_candidates(card.points)
    return sum(best_partition(p, c) for p in parts)


def salmon_runs(card, cells, wild):
    return sum(pts(card.points, len(g)) for g in runs(cells))


def salmon_neighbours(card, cells, wild):
    p = card.params
    total = 0
    for g in runs(cells):
        if len(g) < p["min_run"]:
            continue
        run = set(g)
        near = {c + s for c in g for s in STEP6} - run
        others = sum(1 for n in near if n in wild and wild[n] != SALMON)
        total += p["per_salmon"] * len(g) + p["per_neighbour"] * others
    return total


def hawk_alone(card, cells, wild):
    return pts(card.points, len(lonely(cells)))


def hawk_alone_sight(card, cells, wild):
    seeing = set()
    for a, b in sight_pairs(cells):
        seeing.add(a)
        seeing.add(b)
    return pts(card.points, sum(1 for c in lonely(cells) if c in seeing))


def hawk_sight_pairs(card, cells, wild):
    return card.params["per_pair"] * len(sight_pairs(cells))


def pair_types(a, b, wild) -> int:
    return len({wild[c] for c in between(a, b) if c in wild})


def hawk_pairing(card, cells, wild):
    hs = sorted(cells)
    hawks = set(hs)
    table = card.points

    def value(a, b):
        if not sees(a, b, hawks):
            return None
        return pts(table, pair_types(a, b, wild))
    return _max_matching(hs, value)


def _around(c, wild):
    counts = [0] * 5
    for s in STEP6:
        a = wild.get(c + s)
        if a is not None:
            counts[a] += 1
    return counts


KINDS = tuple(bin(m).count("1") for m in range(32))    # how many animals a bitmask holds


def fox_type_points(card, c, wild):
    get = wild.get
    seen = 0    # a bitmask, not a set: the planner asks this very often
    for n in NEIGHBOURS[c]:
        a = get(n)
        if a is not None:
            seen |= 1 << a
    table, k = card.points, KINDS[seen]
    return table[k] if k < len(table) else table[-1]    # pts(), written out


def fox_pair_points(card, c, wild):
    counts = _around(c, wild)
    return pts(card.points, sum(1 for a, k in enumerate(counts) if k >= 2 and a != FOX))


def fox_most_points(card, c, wild):
    counts = _around(c, wild)
    counts[FOX] = 0
    return pts(card.points, max(counts))


def fox_types(card, cells, wild):
    return sum(fox_type_points(card, c, wild) for c in cells)


def fox_pairs(card, cells, wild):
    return sum(fox_pair_points(card, c, wild) for c in cells)


def fox_most(card, cells, wild):
    return sum(fox_most_points(card, c, wild) for c in cells)


# rules that add up one value per token of their animal, each seeing only which animals its six
# neighbours hold (not where they sit): a new token changes only its own value and its
# neighbours', each by the same wherever around them it lands (the planner uses both)
PER_TOKEN = {"fox_types": fox_type_points, "fox_pairs": fox_pair_points, "fox_most": fox_most_points}


def duo_types(a, b, wild) -> int:
    counts = [0] * 5
    for c in {a + s for s in STEP6} | {b + s for s in STEP6}:
        if c != a and c != b and c in wild:
            counts[wild[c]] += 1
    return sum(1 for k, n in enumerate(counts) if n >= 2 and k != FOX)


def fox_duo(card, cells, wild):
    table = card.points

    def value(a, b):
        if b - a not in STEP6:
            return None
        return pts(table, duo_types(a, b, wild))
    return _max_matching(sorted(cells), value)


RULE_FUNCTIONS = {
    "bear_pairs": bear_pairs,
    "groups_by_size": groups_by_size,
    "elk_lines": _partitioned(_line_candidates),
    "elk_shapes": _partitioned(_shape_candidates),
    "elk_rings": elk_rings,
    "salmon_runs": salmon_runs,
    "salmon_neighbours": salmon_neighbours,
    "hawk_alone": hawk_alone,
    "hawk_alone_sight": hawk_alone_sight,
    "hawk_sight_pairs": hawk_sight_pairs,
    "hawk_pairing": hawk_pairing,
    "fox_types": fox_types,
    "fox_pairs": fox_pairs,
    "fox_most": fox_most,
    "fox_duo": fox_duo,
}


def score_card(card, cells, wild) -> int:
    if not cells:
        return 0
    return RULE_FUNCTIONS[card.rule](card, list(cells), wild)
