"""Habitats' content, read from gamedata/habitats/ and checked strictly.

load(data_dir) returns a HabitatsData: the records as written, plus flat per-tile tables the
rules and the AI use in hot loops. Tiles are numbered 0..111 (one number per physical tile,
kinds in file order, copies together); 112 + seat is that seat's entrance tile.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from engine.core.data import Int, Text, check_count, check_unique, fail, gamedata_dir, load_yaml

LANDSCAPES = ("grassland", "forest", "dryland", "water")
SIDES = ("N", "E", "S", "W")          # up, right, down, left; clockwise
N, E, S, W = range(4)
KINDS = ("animal", "insect", "flower", "tourist", "road", "watchtower")
ANIMAL, INSECT, FLOWER, TOURIST, ROAD, TOWER, ENTRANCE = range(7)
VIEWS = ("straight", "diagonal", "near", "around")
GOALS = ("biggest_area", "many_areas", "long_park", "diagonal_park", "landscape_types",
         "flora_diversity", "compact_park", "keep_close", "accessibility")
LOWER_IS_BETTER = ("keep_close", "accessibility")

# how many tiles of each category the box holds: our mix (the v0 mix of rules file §10.1 had
# 60 animals, 16 flowers, 8 tourists and 12 roads; gamedata/habitats/DESIGN.md says why it moved)
CATEGORY_COUNTS = {"animal": 44, "insect": 8, "flower": 20, "tourist": 12, "road": 20, "watchtower": 8}
# per landscape: every landscape holds the same mix of landscape tiles
LANDSCAPE_COUNTS = {"tiles": 26, "animal": 11, "flower": 5, "tourist": 3}
ROADS_PER_LANDSCAPE = {1: 2, 2: 2, 3: 1}    # road tiles with 1, 2, 3 roads
TOURISTS_PER_KIND = 6                        # BIG and MANY each, at least one of each per landscape
STRAIGHT_TWO_ROADS = 4                       # of the 8 two-road tiles; the others turn a corner
INSECT_NEEDS = {"bee": (1, 2, 4), "bumblebee": (2, 3, 2), "butterfly": (3, 4, 2)}  # flowers, VP, copies
ROAD_POINTS = {1: 4, 2: 3, 3: 2}


# ---- records as written in the files ---------------------------------------------------
@dataclass(frozen=True)
class TileRecord:
    id: str
    kind: Literal["animal", "insect", "flower", "tourist", "road", "watchtower"]
    copies: Int[1, 20]
    name: Text
    landscape: Literal["grassland", "forest", "dryland", "water"] | None = None
    demand: dict[str, Int[1, 10]] | None = None
    points: Int[0, 20] = 0
    flowers: Int[0, 10] = 0
    tourist: Literal["big", "many"] | None = None
    roads: tuple[Literal["N", "E", "S", "W"], ...] = ()
    view: Literal["straight", "diagonal", "near", "around"] | None = None
    per_animal: Int[0, 10] = 0
    per_flower: Int[0, 10] = 0


@dataclass(frozen=True)
class TilesFile:
    tiles: tuple[TileRecord, ...]


@dataclass(frozen=True)
class Named:
    id: str
    name: Text


@dataclass(frozen=True)
class YearTable:
    players: Int[2, 5]
    turns: tuple[Int[1, 30], Int[1, 30], Int[1, 30]]
    goal_values: tuple[tuple[Int[0, 50], ...], tuple[Int[0, 50], ...], tuple[Int[0, 50], ...]]


@dataclass(frozen=True)
class FigureStart:
    row: Int[0, 9]              # on the market grid (at most 10 x 10)
    col: Int[0, 9]
    facing: Literal["N", "E", "S", "W"]


@dataclass(frozen=True)
class Market:
    players: Int[2, 5]
    rows: Int[2, 10]
    cols: Int[2, 10]
    figures: tuple[FigureStart, ...]


@dataclass(frozen=True)
class Goal:
    id: str
    better: Literal["higher", "lower"]
    name: Text
    text: Text


@dataclass(frozen=True)
class GameFile:
    park_tiles: Int[1, 500]
    landscapes: tuple[Named, ...]
    entrances: tuple[Named, ...]
    years: tuple[YearTable, ...]
    markets: tuple[Market, ...]
    goals: tuple[Goal, ...]


# ---- the loaded content -----------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class HabitatsData:
    game: GameFile
    kinds: tuple            # TileRecord per kind
    kind_index: dict        # kind id -> index
    tile_kind: tuple        # tile number -> kind index (-1 for entrance tiles)
    cat: tuple              # tile -> ANIMAL .. TOWER, ENTRANCE
    land: tuple             # tile -> landscape index, -1 for watchtowers and entrances
    points: tuple           # tile -> printed VP (animals, insects, flowers, road tiles)
    demand: tuple           # tile -> 4 landscape counts (animals), else None
    need: tuple             # tile -> flowers an insect needs, else 0
    tourist: tuple          # tile -> "big" / "many" / None
    view: tuple             # tile -> watchtower view or None
    per_animal: tuple
    per_flower: tuple
    roads: tuple            # tile * 4 + rotation -> bitmask of road sides (bit d = side d)
    rotations: tuple        # tile -> the rotations giving distinct roads ((0,) without roads)
    years: dict             # players -> YearTable
    markets: dict           # players -> Market
    goals: dict             # goal id -> Goal

    @property
    def num_tiles(self) -> int:
        return self.game.park_tiles

    def entrance(self, seat: int) -> int:
        return self.num_tiles + seat

    def kind_of(self, tile: int):
        k = self.tile_kind[tile]
        return None if k < 0 else self.kinds[k]


def _check_kind_fields(f, path, t):
    """Each kind carries exactly the fields it uses."""
    uses = {"animal": {"landscape", "demand", "points"}, "insect": {"landscape", "flowers", "points"},
            "flower": {"landscape", "points"}, "tourist": {"landscape", "tourist"},
            "road": {"landscape", "roads", "points"},
            "watchtower": {"view", "per_animal", "per_flower"}}[t.kind]
    present = {"landscape": t.landscape is not None, "demand": t.demand is not None,
               "points": t.points != 0, "flowers": t.flowers != 0, "tourist": t.tourist is not None,
               "roads": bool(t.roads), "view": t.view is not None, "per_animal": t.per_animal != 0,
               "per_flower": t.per_flower != 0}
    for key, there in present.items():
        if there and key not in uses:
            fail(f, f"{path}.{key}", f"a {t.kind} tile has no {key}")
        if not there and key in uses:
            fail(f, f"{path}.{key}", f"missing key (a {t.kind} tile needs it)")
    if t.copies < 1:
        fail(f, f"{path}.copies", "at least 1")


def _check_animal(f, path, t):
    for land, n in t.demand.items():
        if land not in LANDSCAPES:
            fail(f, f"{path}.demand.{land}", f"unknown landscape (known: {', '.join(LANDSCAPES)})")
        if n < 1:
            fail(f, f"{path}.demand.{land}", "a demand counts at least 1 tile")
    if t.demand.get(t.landscape, 0) < 1:
        fail(f, f"{path}.demand", "an animal's demand includes its own landscape (its own tile)")
    icons = sum(t.demand.values())
    if t.points != max(2, icons):
        fail(f, f"{path}.points", f"an animal scores its demand icons, at least 2: expected {max(2, icons)}")


def _check_tile(f, path, t):
    _check_kind_fields(f, path, t)
    if t.kind == "animal":
        _check_animal(f, path, t)
    elif t.kind == "insect":
        base = t.id.split("_")[0]
        if base not in INSECT_NEEDS:
            fail(f, f"{path}.id", f"an insect is one of {', '.join(INSECT_NEEDS)}")
        need, vp, _ = INSECT_NEEDS[base]
        if (t.flowers, t.points) != (need, vp):
            fail(f, path, f"a {base} needs {need} flower(s) and scores {vp}")
    elif t.kind == "flower" and t.points != 1:
        fail(f, f"{path}.points", "a flower scores 1")
    elif t.kind == "road":
        check_unique(f, f"{path}.roads", t.roads)
        if t.points != ROAD_POINTS.get(len(t.roads)):
            fail(f, f"{path}.points", "1, 2 or 3 roads score 4, 3 or 2")


def _check_counts(f, recs):
    total = sum(t.copies for t in recs)
    check_count(f, "tiles", total, 112, "park tiles (copies added up)")
    for kind, n in CATEGORY_COUNTS.items():
        check_count(f, "tiles", sum(t.copies for t in recs if t.kind == kind), n, f"{kind} tiles")
    for land in LANDSCAPES:
        on = [t for t in recs if t.landscape == land]
        check_count(f, "tiles", sum(t.copies for t in on), LANDSCAPE_COUNTS["tiles"], f"{land} tiles")
        for kind in ("animal", "flower", "tourist"):
            check_count(f, "tiles", sum(t.copies for t in on if t.kind == kind), LANDSCAPE_COUNTS[kind],
                        f"{land} {kind}s")
        for kind in ("big", "many"):
            if not any(t.tourist == kind for t in on):
                fail(f, "tiles", f"no {kind.upper()} tourists of {land} (each landscape has both)")
        for r, n in ROADS_PER_LANDSCAPE.items():
            check_count(f, "tiles", sum(t.copies for t in on if t.kind == "road" and len(t.roads) == r),
                        n, f"{r}-road tiles of {land}")
    for kind in ("big", "many"):
        check_count(f, "tiles", sum(t.copies for t in recs if t.tourist == kind), TOURISTS_PER_KIND,
                    f"{kind.upper()} tourists")
    for base, (_, _, copies) in INSECT_NEEDS.items():
        n = sum(t.copies for t in recs if t.kind == "insect" and t.id.split("_")[0] == base)
        check_count(f, "tiles", n, copies, f"{base} tiles")
    for v in VIEWS:
        check_count(f, "tiles", sum(t.copies for t in recs if t.view == v), 2, f"{v} watchtowers")
    two = [t for t in recs if t.kind == "road" and len(t.roads) == 2]
    straight = sum(t.copies for t in two if set(t.roads) in ({"N", "S"}, {"E", "W"}))
    check_count(f, "tiles", straight, STRAIGHT_TWO_ROADS, "straight 2-road tiles")


def _load_tiles(folder):
    f = "tiles.yaml"
    recs = load_yaml(os.path.join(folder, f), TilesFile).tiles
    check_unique(f, "tiles", [t.id for t in recs])
    for i, t in enumerate(recs):
        _check_tile(f, f"tiles[{i}]", t)
    _check_counts(f, recs)
    return recs


def _check_years(f, g):
    if sorted(y.players for y in g.years) != [2, 3, 4, 5]:
        fail(f, "years", "expected one entry for each of 2, 3, 4 and 5 players")
    for i, y in enumerate(g.years):
        for k, t in enumerate(y.turns):
            if t < 1:
                fail(f, f"years[{i}].turns[{k}]", "at least 1 turn")
        for k, vals in enumerate(y.goal_values):
            path = f"years[{i}].goal_values[{k}]"
            check_count(f, path, len(vals), y.players, "values (one per rank)")
            if any(a < b for a, b in zip(vals, vals[1:])):
                fail(f, path, "values never grow with a worse rank")
            if vals[-1] != 0:
                fail(f, path, "the last rank scores 0")
        for k in (1, 2):
            if y.goal_values[k][0] <= y.goal_values[k - 1][0]:
                fail(f, f"years[{i}].goal_values[{k}]", "the best value grows from year to year")


def _check_markets(f, g, years):
    if sorted(m.players for m in g.markets) != [2, 3, 4, 5]:
        fail(f, "markets", "expected one entry for each of 2, 3, 4 and 5 players")
    for i, m in enumerate(g.markets):
        path = f"markets[{i}]"
        check_count(f, f"{path}.figures", len(m.figures), m.players, "figures")
        where = [(x.row, x.col) for x in m.figures]
        if len(set(where)) != len(where):
            fail(f, f"{path}.figures", "two figures share a space")
        for j, x in enumerate(m.figures):
            if not (0 <= x.row < m.rows and 0 <= x.col < m.cols):
                fail(f, f"{path}.figures[{j}]", "outside the grid")
        start = m.rows * m.cols - m.players
        turns = sum(years[m.players].turns) * m.players
        if start + turns > g.park_tiles:
            fail(f, path, f"{start} market tiles and {turns} refills need more than {g.park_tiles} tiles")


def _load_game(folder):
    f = "game.yaml"
    g = load_yaml(os.path.join(folder, f), GameFile)
    check_count(f, "park_tiles", g.park_tiles, 112, "park tiles")
    if tuple(x.id for x in g.landscapes) != LANDSCAPES:
        fail(f, "landscapes", f"expected exactly {', '.join(LANDSCAPES)} in this order")
    check_count(f, "entrances", len(g.entrances), 5, "entrance tiles")
    check_unique(f, "entrances", [x.id for x in g.entrances])
    if tuple(x.id for x in g.goals) != GOALS:
        fail(f, "goals", f"expected exactly the 9 goals {', '.join(GOALS)} in this order")
    for i, x in enumerate(g.goals):
        if (x.better == "lower") != (x.id in LOWER_IS_BETTER):
            fail(f, f"goals[{i}].better", f"{x.id} is {'lower' if x.id in LOWER_IS_BETTER else 'higher'}")
    _check_years(f, g)
    years = {y.players: y for y in g.years}
    if years[4].goal_values[0] != (3, 2, 1, 0):
        fail(f, "years", "the rulebook prints 3/2/1/0 for year 1 with 4 players")
    _check_markets(f, g, years)
    return g


def _road_mask(sides, rot) -> int:
    m = 0
    for s in sides:
        m |= 1 << ((SIDES.index(s) + rot) % 4)
    return m


def _tables(recs, game):
    kind_of, cat, land, pts, dem, need, tour, view, pa, pf, roads, rots = ([] for _ in range(12))
    rows = [(k, t) for k, t in enumerate(recs) for _ in range(t.copies)]
    rows += [(-1, None)] * len(game.entrances)
    for k, t in rows:
        kind_of.append(k)
        cat.append(ENTRANCE if t is None else KINDS.index(t.kind))
        land.append(LANDSCAPES.index(t.landscape) if t is not None and t.landscape else -1)
        pts.append(t.points if t else 0)
        dem.append(tuple(t.demand.get(x, 0) for x in LANDSCAPES) if t and t.demand else None)
        need.append(t.flowers if t else 0)
        tour.append(t.tourist if t else None)
        view.append(t.view if t else None)
        pa.append(t.per_animal if t else 0)
        pf.append(t.per_flower if t else 0)
        sides = ("S",) if t is None else t.roads
        masks = [_road_mask(sides, r) for r in range(4)]
        roads.extend(masks)
        rots.append(tuple(r for r in range(4) if masks[r] not in masks[:r]) if t and t.roads else (0,))
    return (tuple(kind_of), tuple(cat), tuple(land), tuple(pts), tuple(dem), tuple(need), tuple(tour),
            tuple(view), tuple(pa), tuple(pf), tuple(roads), tuple(rots))


def load(data_dir: str | None = None) -> HabitatsData:
    """Read and check every file of gamedata/habitats (or of `data_dir`)."""
    if data_dir is None:
        return _default()
    recs = _load_tiles(data_dir)
    game = _load_game(data_dir)
    return HabitatsData(game, recs, {t.id: i for i, t in enumerate(recs)}, *_tables(recs, game),
                        {y.players: y for y in game.years}, {m.players: m for m in game.markets},
                        {x.id: x for x in game.goals})


@lru_cache(maxsize=1)
def _default() -> HabitatsData:
    return load(os.path.join(gamedata_dir(), "habitats"))
