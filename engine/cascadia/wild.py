"""One environment's wildlife and its card scores (Wild), and the base wildlife with one more
token as the planner asks it (Plus): what a token adds to each card, worked out from the tokens
it can change (see planner.py's doc and gamedata/cascadia/DESIGN.md, Thinking time)."""
from __future__ import annotations

from .card_rules import NEAR2, NEXT_TO, card_rules, own_score
from .groups import GROUP_RULES, Groups, kept_groups
from .hexgrid import NEIGHBOURS, STEP
from .wildlife import between, score_card, sight_pairs

_STEPS = frozenset(STEP)


def own_total(card, cells) -> int:
    """score_card() of a card that sees its own animal alone: a group card's from the kept
    Groups of those tokens (the planner asks for their gains next), else own_score()."""
    if cells and card.rule in GROUP_RULES:
        return kept_groups(card, cells).total
    return own_score(card, cells)


def _near_change(card, one, wild, c, z, b) -> int:
    """How the value `one` gives the token at c changes when an animal b lands on the empty
    cell z (c == z: the new token's own value, from nothing)."""
    v = one(card, c, wild) if c != z else 0
    wild[z] = b
    d = one(card, c, wild) - v
    del wild[z]
    return d


class Wild:
    """One environment's wildlife and its card scores; with_token() shares what it can."""
    __slots__ = ("cards", "dep", "wild", "cells", "scores", "total", "rules", "touched", "ones",
                 "quick", "points", "groups", "near", "moves", "sight")

    def __init__(self, cards, dep, wild, cells, scores, rules=None):
        self.cards, self.dep, self.wild, self.cells, self.scores = cards, dep, wild, cells, scores
        self.total = sum(scores)
        self.rules = rules or card_rules(cards, dep)
        self.touched, self.ones, self.quick = self.rules.touched, self.rules.ones, self.rules.quick
        self.points = {}    # (card, cell) -> a PER_TOKEN card's value of the token there, as asked
        self.groups = [None] * 5    # per card that scores its animal's groups: Groups, as asked
        self.near = [None] * 5      # per animal: adjacent(), as asked
        self.moves = {}     # k * 5 + b -> _add_near()'s changes on this wildlife, as asked
        self.sight = None           # sighted(), as asked (one card per animal: one Hawk card)

    @classmethod
    def of(cls, cards, dep, wild):
        cells = [[], [], [], [], []]
        for c, a in wild.items():
            cells[a].append(c)
        wild = dict(wild)   # planners that share it outlive the state it was read from
        return cls(cards, dep, wild, cells, [score_card(cards[a], cells[a], wild) if a in dep else
                                             own_total(cards[a], cells[a]) for a in range(5)])

    def with_token(self, a, y) -> "Wild":
        wild = dict(self.wild)
        wild[y] = a
        cells = self.cells[:]
        cells[a] = cells[a] + [y]
        scores = self.scores[:]
        for k in self.touched[a]:
            card = self.cards[k]
            one = self.ones[k]
            if one is not None and y not in self.wild:      # only y and its neighbours change
                for c, v in self.near_points(k, y):
                    scores[k] += one(card, c, wild) - v
                if k == a:
                    scores[k] += one(card, y, wild)
            elif k not in self.dep:     # k == a, on a card that sees its own animal alone
                scores[k] += self.own_gain(k, y) if y not in self.wild else \
                    own_score(card, cells[k]) - scores[k]
            elif k == a or self.may_change(k, y):
                scores[k] = score_card(card, cells[k], wild)
        return Wild(self.cards, self.dep, wild, cells, scores, self.rules)

    def gains_after(self, a, y, b, cells, base_gains, local) -> list:
        """[with_token(a, y).gain(b, z) for z in cells] for an animal b that quick[] allows
        (empty cells other than y), without building the new Wild: y, then each z, are lent to
        the tokens while the cards score them. base_gains[z] where y is too far to change it
        (local: b's cards allow that, see Planner.local)."""
        wild = self.wild
        if y in wild or y in cells:
            return [self.with_token(a, y).gain(b, z) for z in cells]
        if local:
            where = [i for i, z in enumerate(cells) if z - y in NEAR2]
            out = [base_gains[z] for z in cells]
            if not where:
                return out
            todo = [cells[i] for i in where]
        else:
            todo = cells
        part = [0] * len(todo)
        wild[y] = a
        try:
            for k in self.touched[b]:
                self._add_changes(part, todo, k, a, y, b)
        finally:
            del wild[y]
        if not local:
            return part
        for i, v in zip(where, part):
            out[i] = v
        return out

    def gains(self, b, cells) -> list:
        """[gain(b, z) for z in cells] (empty cells), each card's way of scoring looked up
        once; an animal quick[] allows."""
        wild = self.wild
        if not wild.keys().isdisjoint(cells):
            return [self.gain(b, z) for z in cells]
        out = [0] * len(cells)
        for k in self.touched[b]:
            self._add_changes(out, cells, k, None, None, b)
        return out

    def _add_changes(self, out, cells, k, a, y, b):
        """out[i] += card k's change when a token of b goes to cells[i], once y holds a token
        of a (a None: no token lent). The loops are written out per kind of card: the
        planner asks this for every open slot and empty hex next to the environment."""
        if self.ones[k] is not None:
            self._add_near(out, cells, k, b, y, a == k)
            return
        card = self.cards[k]    # k == b, seeing its own animal alone
        if card.rule in GROUP_RULES:
            if a == b:
                gain = self.groups_of(k).after(y)
                for i, z in enumerate(cells):
                    out[i] += gain(z)
            else:           # a token of another animal changes nothing here
                self.groups_of(k).add_gains(out, cells)
            return
        if a == b:
            cells_k = self.cells[k] + [y]
            now = own_score(card, cells_k)
            for i, z in enumerate(cells):
                out[i] += own_score(card, cells_k + [z]) - now
            return
        for i, z in enumerate(cells):
            out[i] += self.own_gain(k, z)

    def _add_near(self, out, cells, k, b, y, y_is_k):
        """_add_changes() of a card k that values each token of its animal by its neighbours
        (PER_TOKEN): where b is not k, only next to a token of k. y: the cell lent to a
        token (y_is_k: of k), or None. A token of k changes by the same whichever of its
        neighbours b lands on (its value sees which animals are around it, see PER_TOKEN),
        so each token's change, and k's value of each cell, is remembered on this wildlife,
        but next to y, which the lent token changes."""
        if y is None:
            self._add_near_base(out, cells, k, b)
            return
        card, one, wild = self.cards[k], self.ones[k], self.wild
        adj, memo = self.adjacent(k), self.moves.setdefault(k * 5 + b, {})
        own = k == b
        fresh = {}      # the same next to y, for this call only
        for i, z in enumerate(cells):
            cs = adj.get(z, ())
            near_y = y is not None and z - y in _STEPS
            if near_y and y_is_k:
                cs += (y,)
            if not cs and not own:
                continue
            change = 0
            for c in cs:
                seen = fresh if y is not None and (c == y or c - y in _STEPS) else memo
                d = seen.get(c)
                if d is None:
                    d = seen[c] = _near_change(card, one, wild, c, z, b)
                change += d
            if own:
                seen = fresh if near_y else memo
                v = seen.get(~z)
                if v is None:
                    v = seen[~z] = _near_change(card, one, wild, z, z, b)
                change += v
            out[i] += change

    def _add_near_base(self, out, cells, k, b):
        """_add_near() with no token lent: every change is this wildlife's, remembered."""
        card, one, wild = self.cards[k], self.ones[k], self.wild
        adj, memo = self.adjacent(k), self.moves.setdefault(k * 5 + b, {})
        own = k == b
        for i, z in enumerate(cells):
            cs = adj.get(z)
            if cs is None and not own:
                continue
            change = 0
            for c in cs or ():
                d = memo.get(c)
                if d is None:
                    d = memo[c] = _near_change(card, one, wild, c, z, b)
                change += d
            if own:
                v = memo.get(~z)
                if v is None:
                    v = memo[~z] = _near_change(card, one, wild, z, z, b)
                change += v
            out[i] += change

    def adjacent(self, k) -> dict:
        """{cell: the tokens of animal k next to it} of the cells next to one."""
        got = self.near[k]
        if got is None:
            got = self.near[k] = {}
            for c in self.cells[k]:
                for n in NEIGHBOURS[c]:
                    got[n] = got.get(n, ()) + (c,)
        return got

    def may_change(self, k, y) -> bool:
        """May a token of another animal at y change dependent card k's points? Cards that
        see one token's neighbours change only next to one of its tokens; Hawk pairing's only
        between two hawks that see each other (other animals do not block the sight)."""
        rule = self.cards[k].rule
        if rule in NEXT_TO:     # the cells next to k's tokens, worked out once (adjacent())
            return y in (self.near[k] or self.adjacent(k))
        if rule == "hawk_pairing":
            return y in self.sighted(k)
        return True

    def sighted(self, k) -> set:
        """The cells between two tokens of animal k that see each other (k: hawks)."""
        got = self.sight
        if got is None:
            got = self.sight = {c for a, b in sight_pairs(self.cells[k]) for c in between(a, b)}
        return got

    def groups_of(self, k) -> Groups:
        groups = self.groups[k]
        if groups is None:
            groups = self.groups[k] = kept_groups(self.cards[k], self.cells[k])
        return groups

    def own_gain(self, k, y) -> int:
        """Points a token at the empty cell y adds to card k, which sees its own animal alone."""
        card = self.cards[k]
        if card.rule not in GROUP_RULES:
            return own_score(card, self.cells[k] + [y]) - self.scores[k]
        return self.groups_of(k).gain(y)

    def near_points(self, k, y) -> list:
        """[(cell, value)] of animal k's tokens next to y, on a PER_TOKEN card k, as they stand."""
        get, points = self.wild.get, self.points
        out = []
        for s in STEP:
            c = y + s
            if get(c) == k:
                v = points.get((k, c))
                if v is None:
                    v = points[(k, c)] = self.ones[k](self.cards[k], c, self.wild)
                out.append((c, v))
        return out

    def gain(self, a, y) -> int:
        """with_token(a, y).total - total, without building the new Wild (the planner asks
        this for every token spot): y is lent to the token while the cards score it."""
        wild = self.wild
        if y in wild:
            return self.with_token(a, y).total - self.total
        touched, ones = self.touched[a], self.ones
        before = [self.near_points(k, y) if ones[k] is not None else None for k in touched]
        wild[y] = a
        try:
            change = 0
            for k, near in zip(touched, before):
                card = self.cards[k]
                if near is not None:
                    one = ones[k]
                    for c, v in near:
                        change += one(card, c, wild) - v
                    if k == a:
                        change += one(card, y, wild)
                elif k not in self.dep:
                    change += self.own_gain(k, y)
                elif k == a:
                    change += score_card(card, self.cells[k] + [y], wild) - self.scores[k]
                elif self.may_change(k, y):
                    change += score_card(card, self.cells[k], wild) - self.scores[k]
            return change
        finally:
            del wild[y]

    def gain2(self, a, y, slots) -> float:
        """Gain of a token at y; where one token alone adds nothing (a lone bear for a pair
        card), half of what it adds with a second one on a neighbouring open slot."""
        g = self.gain(a, y)     # with_token(a, y).total - total, no Wild built
        if g > 0:
            return g
        best, one = g, None
        for z in slots:
            if z != y and z - y in _STEPS:
                one = one or Plus(self, a, y, g)    # the second token's gain lent on it
                half = (g + one.gain(a, z)) / 2
                if half > best:
                    best = half
        return best



class Plus:
    """The base wildlife with one more token (animal a at y), as the planner asks it: its total
    and the gains of further tokens, worked out on the base (Wild.gains_after); the new Wild
    is built only for the cards that need it."""
    __slots__ = ("base", "a", "y", "total", "built")

    def __init__(self, base: Wild, a, y, gain=None):
        """gain: base.gain(a, y), when the caller knows it."""
        self.base, self.a, self.y = base, a, y
        self.total = base.total + (base.gain(a, y) if gain is None else gain)
        self.built = None

    def full(self) -> Wild:
        if self.built is None:
            self.built = self.base.with_token(self.a, self.y)
        return self.built

    def gain(self, b, z) -> int:
        if self.base.quick[b]:
            return self.base.gains_after(self.a, self.y, b, (z,), None, False)[0]
        return self.full().gain(b, z)

    def gain2(self, b, z, slots) -> float:
        return self.full().gain2(b, z, slots)

