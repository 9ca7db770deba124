"""Park scores, tile by tile and category by category (rules §7), and the score sheet.

Valid at any moment (live score); the same functions score position files.
"""
from __future__ import annotations

from engine.core import ScoreSheet

from .data import ANIMAL, FLOWER, INSECT, ROAD, TOURIST, TOWER
from .park import AROUND, DIAG, STEP, WIDTH, areas, bounds, linked_flowers

PARK_CATEGORIES = ("animals", "insects", "flowers", "watchtowers", "tourists", "roads")
GOAL_CATEGORIES = ("goal1", "goal2", "goal3")
CATEGORIES = GOAL_CATEGORIES + PARK_CATEGORIES
CATEGORY_OF = {ANIMAL: "animals", INSECT: "insects", FLOWER: "flowers", TOWER: "watchtowers",
               TOURIST: "tourists", ROAD: "roads"}
LABELS = {
    "goal1": {"en": "Goal, year 1", "fr": "Objectif, année 1"},
    "goal2": {"en": "Goal, year 2", "fr": "Objectif, année 2"},
    "goal3": {"en": "Goal, year 3", "fr": "Objectif, année 3"},
    "animals": {"en": "Animals", "fr": "Animaux"},
    "insects": {"en": "Insects", "fr": "Insectes"},
    "flowers": {"en": "Flowers", "fr": "Fleurs"},
    "watchtowers": {"en": "Watchtowers", "fr": "Tours d'observation"},
    "tourists": {"en": "Tourists", "fr": "Touristes"},
    "roads": {"en": "Extra access roads", "fr": "Routes d'accès supplémentaires"},
}


class ParkFacts:
    """What scoring needs about one park, computed once."""

    def __init__(self, data, park: dict):
        self.data, self.park = data, park
        self.areas, self.area_of = areas(data, park)
        self._met = None
        self._counts: dict = {}

    def habitat_counts(self, c: int) -> list[int]:
        """Landscape tiles in the areas holding c or touching it, each area once."""
        got = self._counts.get(c)
        if got is not None:
            return got
        seen = []
        counts = [0, 0, 0, 0]
        area_of, all_areas = self.area_of, self.areas
        for x in (c, c - WIDTH, c + 1, c + WIDTH, c - 1):
            k = area_of.get(x)
            if k is not None and k not in seen:
                seen.append(k)
                land, cells = all_areas[k]
                counts[land] += len(cells)
        self._counts[c] = counts
        return counts

    def demand_met(self, c: int) -> bool:
        tile = self.park[c] >> 2
        d = self.data
        if d.cat[tile] == INSECT:
            return linked_flowers(d, self.park, c) >= d.need[tile]
        have = self.habitat_counts(c)
        return all(h >= n for h, n in zip(have, d.demand[tile]))

    @property
    def met(self) -> set:
        """Cells of the animals (insects included) whose demand is met."""
        if self._met is None:
            cat = self.data.cat
            self._met = {c for c, code in self.park.items()
                         if cat[code >> 2] in (ANIMAL, INSECT) and self.demand_met(c)}
        return self._met


def view_cells(data, park: dict, c: int) -> list[int]:
    """The cells a watchtower at c looks at; a line stops at another watchtower."""
    view = data.view[park[c] >> 2]
    if view == "near":
        return [c + st for st in STEP]
    if view == "around":
        return [c + st for st in AROUND]
    r0, r1, c0, c1 = bounds(park)
    cat = data.cat
    out = []
    for st in (STEP if view == "straight" else DIAG):
        x = c + st
        while r0 <= x // WIDTH <= r1 and c0 <= x % WIDTH <= c1:
            code = park.get(x)
            if code is not None and cat[code >> 2] == TOWER:
                break
            out.append(x)
            x += st
    return out


def tower_points(facts: ParkFacts, c: int) -> int:
    d, park = facts.data, facts.park
    tile = park[c] >> 2
    total = 0
    for x in view_cells(d, park, c):
        code = park.get(x)
        if code is None:
            continue
        k = d.cat[code >> 2]
        if k == FLOWER:
            total += d.per_flower[tile]
        elif k in (ANIMAL, INSECT) and x in facts.met:
            total += d.per_animal[tile]
    return total


def road_points(data, park: dict, c: int) -> int:
    """The printed VP if every side without a road touches a tile."""
    tile, code = park[c] >> 2, park[c]
    roads = data.roads[code]
    for d in range(4):
        if not roads >> d & 1 and c + STEP[d] not in park:
            return 0
    return data.points[tile]


def tile_points(facts: ParkFacts, c: int) -> int:
    """What the tile at c scores now (0 for the entrance)."""
    d, park = facts.data, facts.park
    tile = park[c] >> 2
    k = d.cat[tile]
    if k in (ANIMAL, INSECT):
        return d.points[tile] if c in facts.met else 0
    if k == FLOWER:
        return d.points[tile]
    if k == TOWER:
        return tower_points(facts, c)
    if k == ROAD:
        return road_points(d, park, c)
    if k == TOURIST:
        land, cells = facts.areas[facts.area_of[c]]
        if d.tourist[tile] == "big":
            return len(cells) - 1
        return sum(1 for a_land, _ in facts.areas if a_land == land) - 1
    return 0


def cell_points(data, park: dict, facts: ParkFacts | None = None) -> dict:
    """{cell: points} for every park tile."""
    facts = facts or ParkFacts(data, park)
    return {c: tile_points(facts, c) for c in park if data.cat[park[c] >> 2] in CATEGORY_OF}


def park_points(data, park: dict, facts: ParkFacts | None = None) -> dict:
    """{category: points} of one park (rules §7)."""
    out = dict.fromkeys(PARK_CATEGORIES, 0)
    cat = data.cat
    for c, v in cell_points(data, park, facts).items():
        out[CATEGORY_OF[cat[park[c] >> 2]]] += v
    return out


def sheet(data, s) -> ScoreSheet:
    """Goals scored so far plus the park as it stands; ties go to the higher park score."""
    table, tiebreak = [], []
    for p in range(s.players):
        row = {f"goal{y + 1}": s.goal_points[p][y] for y in range(3)}
        pp = park_points(data, s.parks[p])
        row.update(pp)
        table.append(row)
        tiebreak.append((sum(pp.values()),))
    return ScoreSheet(list(CATEGORIES), dict(LABELS), table, tiebreak,
                      {"en": "park score", "fr": "score du parc"})
