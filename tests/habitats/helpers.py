"""Builders for hand-made Habitats parks and positions."""
from __future__ import annotations

from engine.habitats import HabitatsGame
from engine.habitats.park import ORIGIN, cell

GAME = HabitatsGame()
DATA = GAME.data


def tiles_of(kind_id: str) -> list[int]:
    k = DATA.kind_index[kind_id]
    return [t for t in range(DATA.num_tiles) if DATA.tile_kind[t] == k]


LAND_LETTERS = {"G": 0, "F": 1, "D": 2, "W": 3}


def tiles_for(kind: str) -> list[int]:
    """The tiles of a kind id, or of G / F / D / W: the animals of that landscape."""
    if kind in LAND_LETTERS:
        land = LAND_LETTERS[kind]
        return [t for t in range(DATA.num_tiles) if DATA.land[t] == land and DATA.cat[t] == 0]
    return tiles_of(kind)


def park(*items, seat: int = 0) -> dict:
    """park((row, col, "zebra"), (row, col, "road1_forest", rotation), ...) -> a park dict
    with the entrance at (0, 0); each item takes an unused tile of its kind (G, F, D, W: any
    animal of that landscape)."""
    used: set = set()
    out = {ORIGIN: DATA.entrance(seat) * 4}
    for item in items:
        row, col, kind = item[:3]
        rot = item[3] if len(item) > 3 else 0
        t = next(x for x in tiles_for(kind) if x not in used)
        used.add(t)
        c = cell(row, col)
        assert c not in out, f"two tiles at {row, col}"
        out[c] = t * 4 + rot
    return out


def at(row, col) -> int:
    return cell(row, col)


def fresh(players=2, seed=1):
    return GAME.setup(GAME.default_options(players), seed)


def with_parks(s, parks):
    """Replace the parks of state s (tiles in them leave the stock and the market)."""
    placed = {code >> 2 for p in parks for code in p.values() if code >> 2 < DATA.num_tiles}
    s.unseen = [t for t in s.unseen if t not in placed]
    s.market = [-1 if t in placed else t for t in s.market]
    s.parks = [dict(p) for p in parks]
    return s


def holding_state(kind, parks=None, seed=1, players=2):
    """A state at the placing step with a tile of `kind` in hand (and `parks` if given)."""
    s = fresh(players, seed=seed)
    if parks:
        with_parks(s, parks)
    placed = {code >> 2 for p in s.parks for code in p.values()}
    t = next(x for x in tiles_of(kind) if x not in placed)
    if t in s.unseen:
        s.unseen.remove(t)
    else:                                          # it lies in the market: refill that space
        s.market[s.market.index(t)] = s.unseen.pop(0)
    s.held, s.phase = t, 1
    return s
