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

