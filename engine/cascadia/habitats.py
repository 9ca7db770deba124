"""Habitat corridors and the majority bonuses."""
from __future__ import annotations

from .hexgrid import STEP


def corridors(env: dict, edges) -> list[list[list[int]]]:
    """Per habitat, every corridor (list of cells). Two tiles join a corridor of habitat h
    when the edges they touch by both show h."""
    out = [[], [], [], [], []]
    seen = [set(), set(), set(), set(), set()]
    sides = edge_sides(edges)
    shows = shown(edges)
    get = env.get
    for c, code in env.items():
        for h in shows[code]:
            seen_h = seen[h]
            if c in seen_h:
                continue
            seen_h.add(c)
            comp, todo = [c], [c]
            while todo:
                x = todo.pop()
                for step, back in sides[env[x]][h]:
                    n = x + step
                    if n not in seen_h:
                        code_n = get(n)
                        if code_n is not None and edges[code_n][back] == h:
                            seen_h.add(n)
                            comp.append(n)
                            todo.append(n)
            out[h].append(comp)
    return out


_SIDES = {}


def edge_sides(edges) -> list:
    """Per tile code of the edges table, per habitat: (cell offset, opposite direction) of
    each edge showing that habitat, in direction order. Made once per game's data."""
    got = _SIDES.get(id(edges))
    if got is None or got[0] is not edges:
        table = [tuple(tuple((STEP[d], (d + 3) % 6) for d in range(6) if e[d] == h) for h in range(5))
                 for e in edges]
        shows = [tuple(set(e)) for e in edges]
        got = _SIDES[id(edges)] = (edges, table, shows)
    return got[1]


def shown(edges) -> list:
    """Per tile code of the edges table, the habitats its edges show (set order)."""
    got = _SIDES.get(id(edges))
    if got is None or got[0] is not edges:
        edge_sides(edges)
        got = _SIDES[id(edges)]
    return got[2]


def largest(env: dict, edges) -> list[int]:
    """Size of the largest corridor of each habitat."""
    out = [0, 0, 0, 0, 0]
    seen = [set(), set(), set(), set(), set()]
    sides = edge_sides(edges)
    shows = shown(edges)
    get = env.get
    for c, code in env.items():
        for h in shows[code]:
            seen_h = seen[h]
            if c in seen_h:
                continue
            seen_h.add(c)
            size, todo = 1, [c]
            while todo:
                x = todo.pop()
                for step, back in sides[env[x]][h]:
                    n = x + step
                    if n not in seen_h:
                        code_n = get(n)
                        if code_n is not None and edges[code_n][back] == h:
                            seen_h.add(n)
                            size += 1
                            todo.append(n)
            if size > out[h]:
                out[h] = size
    return out


def majority(sizes: list[int], rules) -> list[int]:
    """Majority bonus of one habitat, from every player's largest corridor (2-4 players)."""
    n = len(sizes)
    out = [0] * n
    top = max(sizes)
    if top <= 0:
        return out
    leaders = [p for p in range(n) if sizes[p] == top]
    if n == 2:
        r = rules.two_players
        pts = r.largest if len(leaders) == 1 else r.largest_tied
        for p in leaders:
            out[p] = pts
        return out
    r = rules.more_players
    if len(leaders) == 1:
        out[leaders[0]] = r.largest
        rest = [s for s in sizes if s < top]
        if rest:
            second = max(rest)
            seconds = [p for p in range(n) if sizes[p] == second]
            if second > 0 and len(seconds) == 1:
                out[seconds[0]] = r.second
    else:
        pts = r.largest_two_tied if len(leaders) == 2 else r.largest_more_tied
        for p in leaders:
            out[p] = pts
    return out


def faces(e, h) -> int:
    """Bitmask of the directions where edges e show habitat h."""
    return sum(1 << d for d in range(6) if e[d] == h)


_FACES = {}
FACES_KINDS = 1024      # more than the tiles' kinds of edges (a tile's sig is below it)


def tile_faces(edges) -> list:
    """Per tile code of the edges table: (sig, shown, hidden), where shown is (habitat,
    faces()) for each habitat it shows, in set order, hidden the habitats it does not show,
    and sig numbers the codes' kinds (codes with the same shown have the same sig). Made once
    per game's data."""
    got = _FACES.get(id(edges))
    if got is None or got[0] is not edges:
        sigs, table = {}, []
        for e in edges:
            shown = tuple((h, faces(e, h)) for h in set(e))
            sig = sigs.setdefault(shown, len(sigs))
            table.append((sig, shown, tuple(h for h in range(5) if h not in e)))
        if len(sigs) > FACES_KINDS:
            raise ValueError("more kinds of tile edges than FACES_KINDS")
        got = _FACES[id(edges)] = (edges, table)
    return got[1]



class Corridors:
    """One board's corridors, per habitat: the corridor of each tile (of: cell -> id, the id
    being one of its cells), their sizes and cells, the empty hexes their habitat's edges face
    (ways: where each can grow) and the largest size. Built one tile at a time, so that a
    board that is a remembered one plus a tile costs only that tile (board_corridors())."""
    __slots__ = ("edges", "of", "size", "cells", "ways", "largest")

    def __init__(self, edges, of, size, cells, ways, largest):
        self.edges, self.of, self.size, self.cells, self.ways = edges, of, size, cells, ways
        self.largest = largest

    @classmethod
    def built(cls, env, edges) -> "Corridors":
        got = cls(edges, [{} for _ in range(5)], [{} for _ in range(5)], [{} for _ in range(5)],
                  [{} for _ in range(5)], [0] * 5)
        part = {}       # the tiles added so far: the others are not there yet
        for c, code in env.items():
            part[c] = code
            got._add(c, code, part, None)
        return got

    def largest_ways(self, h) -> set:
        """The ways out of habitat h's largest corridors (where the largest can grow)."""
        top, ways, out = self.largest[h], self.ways[h], set()
        for i, size in self.size[h].items():
            if size == top:
                out.update(ways[i])
        return out

    def grown(self, c, code, env) -> "Corridors":
        """These corridors once a tile `code` lies at c (env: this board with it)."""
        new = Corridors(self.edges, self.of[:], self.size[:], self.cells[:], self.ways[:],
                        self.largest[:])
        new._add(c, code, env, set())
        return new

    def _own(self, h, copied) -> None:
        """Copy habitat h's tables before they change (copied: the habitats copied so far,
        None when this board owns them all)."""
        if copied is not None and h not in copied:
            copied.add(h)
            self.of[h], self.size[h] = self.of[h].copy(), self.size[h].copy()
            self.cells[h], self.ways[h] = self.cells[h].copy(), self.ways[h].copy()

    def _add(self, c, code, env, copied) -> None:
        edges, get = self.edges, env.get
        sides = edge_sides(edges)[code]
        for h in shown(edges)[code]:
            self._own(h, copied)
            of, size, cells, ways = self.of[h], self.size[h], self.cells[h], self.ways[h]
            grown, out = (c,), set()
            for step, back in sides[h]:
                n = c + step
                code_n = get(n)
                if code_n is None:
                    out.add(n)
                elif edges[code_n][back] == h and of[n] in size:    # not merged yet
                    i = of[n]
                    grown += cells.pop(i)
                    del size[i]
                    out.update(ways.pop(i))
            for x in grown:
                of[x] = c
            cells[c], size[c], ways[c] = grown, len(grown), tuple(out)
            if len(grown) > self.largest[h]:
                self.largest[h] = len(grown)
        self._close(c, env, copied)

    def _close(self, c, env, copied) -> None:
        """c is no longer a way out of the corridors next to it."""
        edges = self.edges
        for d in range(6):
            code_n = env.get(c + STEP[d])
            if code_n is not None:
                h = edges[code_n][(d + 3) % 6]
                i = self.of[h][c + STEP[d]]
                if c in self.ways[h][i]:
                    if copied is not None and h not in copied and h + 5 not in copied:
                        copied.add(h + 5)   # only the ways out change here: copy them alone
                        self.ways[h] = self.ways[h].copy()
                    self.ways[h][i] = tuple([x for x in self.ways[h][i] if x != c])


_BOARDS = {}    # a board's (cell, tile code) in the order laid -> its Corridors
BOARDS_KEPT = 4000


def board_corridors(env: dict, edges) -> Corridors:
    """The Corridors of env, remembered: a board that is a remembered one plus its last tile
    (the look-ahead's boards, the next decision's) grows that one's by the tile."""
    items = tuple(env.items())     # in the order the tiles were laid: a board grown by
    got = _BOARDS.get(items)        # one keeps the others' order
    if got is not None and got.edges is edges:
        return got
    before = _BOARDS.get(items[:-1]) if items else None
    if before is not None and before.edges is edges:
        got = before.grown(items[-1][0], items[-1][1], env)
    else:
        got = Corridors.built(env, edges)
    if len(_BOARDS) >= BOARDS_KEPT:     # bounded, as a long session plays on
        _BOARDS.clear()
    _BOARDS[items] = got
    return got


def forget_boards() -> None:
    """Empty board_corridors()' memo."""
    _BOARDS.clear()
