"""A new token's gain on the wildlife cards that score their animal's groups, from the groups
next to it (the planner asks this for every token spot).

Bear pairs, group sizes, Elk lines, shapes and rings, salmon runs and lone hawks see their own
animal alone and score its groups: a value per group added up, or the number of groups of one
size. One more token at y merges only the groups next to y (for Elk rings, within two hexes)
into one, so its gain comes from those groups, without scoring the card again. Values of
partitioned groups are remembered per shape (any translation of a group scores the same).
"""
from __future__ import annotations

from .hexgrid import STEP, W
from .wildlife import _line_candidates, _ring_candidates, _shape_candidates, best_partition, pts

NEAR = tuple(sorted(({a + b for a in STEP for b in STEP} | set(STEP)) - {0}))   # Elk rings' parts


def shape(cells) -> frozenset:
    """The cells moved so that their lowest row and column are 0 (the same for any translation;
    rows and columns stay apart, so line-of-sight steps are kept)."""
    low = min(cells) // W * W + min([c % W for c in cells])    # the lowest cell is in the lowest row
    return frozenset(c - low for c in cells)


_VALUES = {}    # (rule, points, shape) -> value of one partitioned group
_KEPT = {}      # (id of a card, frozenset of its animal's cells) -> Groups (kept_groups())
GROUPS_KEPT = 4000
TABLE_AFTER = 6     # joins() works every cell out at once after this many cells alone
NOTHING = frozenset()


def forget_values() -> None:
    """Empty the memos of this module (groups' values, kept_groups())."""
    _VALUES.clear()
    _KEPT.clear()


def _partition_value(cands):
    def value(card, group) -> int:
        key = (card.rule, card.points, shape(group))
        v = _VALUES.get(key)
        if v is None:
            if len(_VALUES) > 50_000:
                _VALUES.clear()
            v = _VALUES[key] = best_partition(group, cands(card.points))
        return v
    return value


def _run_value(card, group) -> int:
    if len(group) > 3:      # up to 3, no salmon can touch 3 others
        cs = set(group)
        for c in group:
            n = 0
            for s in STEP:
                if c + s in cs:
                    n += 1
            if n > 2:
                return 0
    return pts(card.points, len(group))


def _size(card, group) -> int:
    return len(group)


def _by_size(card, counts) -> int:
    table = card.points
    total = sum(pts(table, k) * n for k, n in counts.items())
    bonus = card.params.get("set_bonus", 0)
    if bonus:
        wanted = {k for k in range(1, len(table)) if table[k] > 0}
        if wanted and all(counts.get(k) for k in wanted):
            total += bonus
    return total


# rule -> (the offsets that join two tokens into a group, the key of a group, the card's points
# from {key: number of groups}, or None when they are the keys added up)
GROUP_RULES = {
    "bear_pairs": (STEP, _size, lambda card, counts: pts(card.points, counts.get(2, 0))),
    "hawk_alone": (STEP, _size, lambda card, counts: pts(card.points, counts.get(1, 0))),
    "groups_by_size": (STEP, _size, _by_size),
    "elk_lines": (STEP, _partition_value(_line_candidates), None),
    "elk_shapes": (STEP, _partition_value(_shape_candidates), None),
    "elk_rings": (NEAR, _partition_value(_ring_candidates), None),
    "salmon_runs": (STEP, _run_value, None),
}


class Groups:
    """One animal's tokens as the groups a GROUP_RULES card scores; `total` is its points."""
    __slots__ = ("card", "join", "join_set", "key", "points", "of", "members", "keys", "counts",
                 "total", "near", "asked", "alone", "gains", "by_ids")

    def __init__(self, card, cells):
        self.card = card
        self.join, self.key, self.points = GROUP_RULES[card.rule]
        self.join_set = frozenset(self.join)
        self.of, self.members = {}, []
        cells = set(cells)
        for c in cells:
            if c not in self.of:
                self._grow(c, cells)
        self.keys = [self.key(card, g) for g in self.members]
        self.counts = {}
        for k in self.keys:
            self.counts[k] = self.counts.get(k, 0) + 1
        self.total = self.points_of(self.counts)
        self.near = {}      # empty cell -> joins() there, as asked, or every cell's
        self.asked = 0      # cells worked out alone for near (-1: near is _near_table())
        self.alone = None   # gain() of a token that joins no group (the same wherever it is)
        self.gains = {}     # cell -> gain(), as asked
        self.by_ids = {}    # joins() -> gain() of cards that count sizes alone, as asked

    def joins(self, z) -> frozenset:
        """The groups a token at the empty cell z would join."""
        got = self.near.get(z)
        if got is None:
            if self.asked < 0:      # near is every cell's: z joins none
                return NOTHING
            if self.asked < TABLE_AFTER:    # a few cells: each worked out alone
                self.asked += 1
                of = self.of
                got = self.near[z] = frozenset([of[z + o] for o in self.join if z + o in of])
            else:
                got = self._near_table().get(z, NOTHING)
        return got

    def _near_table(self) -> dict:
        """joins() of every cell that joins a group, from the groups' cells: once a Groups is
        asked about many cells (the planner asks every slot and hex next to the environment),
        cheaper than each cell's neighbours; a cell left out joins none."""
        table = {}
        for i, group in enumerate(self.members):
            for x in group:
                for o in self.join:
                    n = x - o       # a token at n finds x at n + o
                    ids = table.get(n)
                    if ids is None:
                        table[n] = {i}
                    else:
                        ids.add(i)
        self.near = {n: frozenset(ids) for n, ids in table.items()}
        self.asked = -1     # whole: no cell is worked out alone any more
        return self.near

    def _grow(self, start, cells):
        """The group of `start` among `cells`, numbered next."""
        i = len(self.members)
        group, todo = [start], [start]
        self.of[start] = i
        while todo:
            x = todo.pop()
            for o in self.join:
                n = x + o
                if n in cells and n not in self.of:
                    self.of[n] = i
                    group.append(n)
                    todo.append(n)
        self.members.append(group)

    def points_of(self, counts) -> int:
        if self.points is None:
            return sum(k * n for k, n in counts.items())
        return self.points(self.card, counts)

    def gain(self, y) -> int:
        """Points added by one more token at y (an empty cell)."""
        got = self.gains.get(y)
        if got is None:
            ids = self.joins(y)
            if not ids:
                if self.alone is None:
                    self.alone = self._gain(y, ())
                got = self.alone
            else:
                got = self._gain(y, ids)
            self.gains[y] = got
        return got

    def add_gains(self, out, cells) -> None:
        """out[i] += gain(cells[i]): the planner asks it for every slot and hex next to the
        environment, mostly ones asked before (a Groups is kept while its tokens stay)."""
        gains, gain = self.gains, self.gain
        for i, z in enumerate(cells):
            g = gains.get(z)
            out[i] += gain(z) if g is None else g

    def _gain(self, y, ids) -> int:
        if self.key is _size:   # a group's size alone counts: the same for every cell joining ids
            got = self.by_ids.get(ids)
            if got is None:
                got = self.by_ids[ids] = self._merged_gain(y, ids)
            return got
        return self._merged_gain(y, ids)

    def _merged_gain(self, y, ids) -> int:
        merged = [y]
        for i in ids:
            merged += self.members[i]
        new = self.key(self.card, merged)
        if self.points is None:
            return new - sum(self.keys[i] for i in ids)
        counts = dict(self.counts)
        for i in ids:
            counts[self.keys[i]] -= 1
        counts[new] = counts.get(new, 0) + 1
        return self.points_of(counts) - self.total

    def gain_after(self, y, z) -> int:
        """gain(z) once a token at y joined these groups (y and z empty, y != z)."""
        return self.after(y)(z)

    def after(self, y):
        """gain_after(y, z) as a function of z, what y joins worked out once."""
        ids_at, members, keys, card, joins, key = self.joins, self.members, self.keys, self.card, \
            self.join_set, self.key
        ids_y = ids_at(y)
        grown = [y]
        for i in ids_y:
            grown += members[i]
        key_y = key(card, grown)
        counts = before = None
        if self.points is not None:
            counts = dict(self.counts)
            for i in ids_y:
                counts[keys[i]] -= 1
            counts[key_y] = counts.get(key_y, 0) + 1
            before = self.points_of(counts)
        alone = []      # gain(z) of a z that joins no group, once known

        def gain(z) -> int:
            ids_z = ids_at(z)
            touches = z - y in joins or not ids_z.isdisjoint(ids_y)
            if not ids_z:
                if touches:
                    return grown_gain(z, (), True)
                if not alone:
                    alone.append(grown_gain(z, (), False))
                return alone[0]
            if counts is None and not touches:  # the groups z joins are as they were
                return self.gain(z)
            return grown_gain(z, ids_z, touches)

        def merged_gain(z, ids_z, touches) -> int:
            rest = [j for j in ids_z if j not in ids_y]
            merged = [z]
            for j in rest:
                merged += members[j]
            if touches:
                merged += grown
            key_z = key(card, merged)
            if counts is None:
                return key_z - sum(keys[j] for j in rest) - (key_y if touches else 0)
            after = dict(counts)
            for j in rest:
                after[keys[j]] -= 1
            if touches:
                after[key_y] -= 1
            after[key_z] = after.get(key_z, 0) + 1
            return self.points_of(after) - before
        grown_gain = _by_groups(merged_gain, ids_y) if key is _size else merged_gain
        return gain


def _by_groups(merged_gain, ids_y):
    """Groups.after()'s merged_gain(z, ids_z, touches) remembered by whether z touches y's
    group and the other groups it joins: on cards that count sizes alone, all it depends on."""
    memo = {}

    def gain(z, ids_z, touches) -> int:
        k = (touches, frozenset(ids_z) - ids_y)
        got = memo.get(k)
        if got is None:
            got = memo[k] = merged_gain(z, ids_z, touches)
        return got
    return gain


def kept_groups(card, cells) -> Groups:
    """Groups(card, cells), remembered: an animal's tokens stay as they are for turns while the
    others' change, and a Groups keeps the gains it worked out (they depend on those cells
    alone). It holds its card, so that no other card takes the id meanwhile."""
    key = (id(card), frozenset(cells))
    got = _KEPT.get(key)
    if got is None or got.card is not card:
        if len(_KEPT) >= GROUPS_KEPT:   # bounded, as a long session plays on
            _KEPT.clear()
        got = _KEPT[key] = Groups(card, cells)
    return got
