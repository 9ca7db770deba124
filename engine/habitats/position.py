"""Position files: one player's park as JSON, scored without playing a game.

Format (documented in gamedata/habitats/position_format.md):
  {"format": "habitats-position", "version": 1,
   "tiles": [{"row": -1, "col": 0, "tile": "zebra"}, {"row": 0, "col": 1, "tile": "road1_water",
              "rotation": 1}, ...]}
The entrance is always at row 0, col 0 and is not listed.

score_position(doc) -> JSON-able breakdown; export_position(data, state, player) writes a
game's park in this format. `python -m engine.habitats.position FILE.json` prints the breakdown.
"""
from __future__ import annotations

import json
import sys

from ..core.positions import PositionError  # noqa: F401 - callers catch it from here
from ..core.positions import check_keys as _keys, fail as _fail, whole as _int
from .data import GOALS, load
from .goals import measure
from .park import ORIGIN, STEP, below_entrance, cell, coords, in_range
from .scoring import PARK_CATEGORIES, ParkFacts, cell_points, park_points
from .text import tile_name

FORMAT = "habitats-position"
VERSION = 1
TOP_KEYS = {"format": True, "version": True, "tiles": True, "player": False}
TILE_KEYS = {"row": True, "col": True, "tile": True, "rotation": False}


def _tile(data, t, path, used):
    _keys(t, TILE_KEYS, path)
    row, col = _int(t["row"], f"{path}.row"), _int(t["col"], f"{path}.col")
    if not in_range(row, col):
        _fail(path, "too far from the entrance")
    kind = t["tile"]
    if kind not in data.kind_index:
        _fail(f"{path}.tile", f"unknown tile {kind!r} (see gamedata/habitats/tiles.yaml for the ids)")
    k = data.kind_index[kind]
    rec = data.kinds[k]
    free = [x for x in range(data.num_tiles) if data.tile_kind[x] == k and x not in used]
    if not free:
        _fail(f"{path}.tile", f"the box holds only {rec.copies} {kind} tile(s)")
    tile = free[0]
    rot = _int(t.get("rotation", 0), f"{path}.rotation", 0, 3)
    if not rec.roads and rot:
        _fail(f"{path}.rotation", "only road tiles turn: use 0")
    # a straight road turned by a half turn shows the same roads: use the first such rotation
    rot = next(r for r in data.rotations[tile] if data.roads[tile * 4 + r] == data.roads[tile * 4 + rot])
    return cell(row, col), tile * 4 + rot


def _check_layout(data, park, where):
    for c, code in park.items():
        if c == ORIGIN:
            continue
        path = where[c]
        if below_entrance(c):
            _fail(path, "no tile may lie in the column below the entrance")
        for d in range(4):
            n = c + STEP[d]
            if n in park and data.roads[code] >> d & 1:
                _fail(path, "a side with a road touches a tile")
    _check_joined(park, where)


def _check_joined(park, where):
    seen, todo = {ORIGIN}, [ORIGIN]
    while todo:
        x = todo.pop()
        for st in STEP:
            if x + st in park and x + st not in seen:
                seen.add(x + st)
                todo.append(x + st)
    for c in park:
        if c not in seen:
            _fail(where[c], "not joined to the entrance side by side")


def read_park(doc, data=None) -> dict:
    """The park dict of a position document, checked (PositionError names the key path)."""
    data = data or load()
    _keys(doc, TOP_KEYS, "")
    if doc["format"] != FORMAT:
        _fail("format", f"expected {FORMAT!r}")
    if doc["version"] != VERSION:
        _fail("version", f"this program reads version {VERSION}, not {doc['version']!r}")
    seat = _int(doc.get("player", 0), "player", 0, 4)
    if not isinstance(doc["tiles"], list):
        _fail("tiles", "expected a list of tiles")
    park = {ORIGIN: data.entrance(seat) * 4}
    where, used = {}, set()
    for i, t in enumerate(doc["tiles"]):
        path = f"tiles[{i}]"
        c, code = _tile(data, t, path, used)
        if c == ORIGIN:
            _fail(path, "row 0, col 0 is the entrance")
        if c in park:
            _fail(path, f"two tiles at row {t['row']}, col {t['col']}")
        used.add(code >> 2)
        park[c], where[c] = code, path
    _check_layout(data, park, where)
    return park


def breakdown(data, park) -> dict:
    facts = ParkFacts(data, park)
    pts = cell_points(data, park, facts)
    cats = park_points(data, park, facts)
    tiles = []
    for c in sorted(pts):
        row, col = coords(c)
        item = {"row": row, "col": col, "tile": data.kinds[data.tile_kind[park[c] >> 2]].id,
                "name": tile_name(data, park[c] >> 2, "en"), "points": pts[c]}
        if c in facts.met or data.demand[park[c] >> 2] or data.need[park[c] >> 2]:
            item["met"] = c in facts.met
        tiles.append(item)
    return {"park_score": sum(cats.values()), "categories": {k: cats[k] for k in PARK_CATEGORIES},
            "goals": {g: measure(g, data, park)[1] for g in GOALS}, "tiles": tiles}


def score_position(doc) -> dict:
    data = load()
    return breakdown(data, read_park(doc, data))


def export_position(data, s, player) -> dict:
    tiles = []
    for c, code in sorted(s.parks[player].items()):
        if c == ORIGIN:
            continue
        row, col = coords(c)
        t = {"row": row, "col": col, "tile": data.kinds[data.tile_kind[code >> 2]].id}
        if code & 3:
            t["rotation"] = code & 3
        tiles.append(t)
    return {"format": FORMAT, "version": VERSION, "player": player, "tiles": tiles}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m engine.habitats.position FILE.json", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as f:
            doc = json.load(f)
        print(json.dumps(score_position(doc), indent=2, ensure_ascii=False))
    except (OSError, ValueError) as e:
        print(f"{argv[0]}: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
