"""Position files: one player's environment as JSON, scored without playing a game.

Format (documented in gamedata/cascadia/position_format.md):
  {"format": "cascadia-position", "version": 1, "solo": true,
   "cards": {"bear": "A", "elk": "B", "salmon": "A", "hawk": "D", "fox": "C"} | "family" | "intermediate",
   "nature_tokens": 2,
   "tiles": [{"q": 0, "r": 0, "habitats": ["mountain"], "wildlife": ["bear"], "rotation": 0,
              "token": "bear", "id": "K01"}, ...]}

score_position(doc) -> JSON-able breakdown; load_position(path) reads and checks a file;
export_position(state, player) writes a game's environment in this format.
`python -m engine.cascadia.position FILE.json` prints the breakdown.
"""
from __future__ import annotations

import json
import sys

from ..core.positions import PositionError  # noqa: F401 - callers catch it from here
from ..core.positions import check_keys as _keys, fail as _fail, whole as _int
from .data import ANIMALS, HABITATS, load
from .habitats import corridors
from .hexgrid import LIMIT, cell, coords
from .scoring import CATEGORIES
from .wildlife import score_card

FORMAT = "cascadia-position"
VERSION = 1
TOP_KEYS = {"format": True, "version": True, "cards": True, "tiles": True, "nature_tokens": False,
            "solo": False}
TILE_KEYS = {"q": True, "r": True, "habitats": True, "wildlife": True, "rotation": False,
             "token": False, "id": False}


def _names(v, known, path, what):
    if not isinstance(v, list):
        _fail(path, f"expected a list of {what}s")
    for i, x in enumerate(v):
        if x not in known:
            _fail(f"{path}[{i}]", f"unknown {what} {x!r} (known: {', '.join(known)})")
    if len(set(v)) != len(v):
        _fail(path, f"a {what} is listed twice")
    return v


def tile_edges(habitats, rotation) -> tuple:
    """Edge habitats (indices) clockwise from east: the first habitat on edges rotation..+2."""
    h = [HABITATS.index(x) for x in habitats]
    if len(h) == 1:
        return (h[0],) * 6
    return tuple(h[0] if (d - rotation) % 6 < 3 else h[1] for d in range(6))


def _cards(doc, data):
    c = doc["cards"]
    if c in ("family", "intermediate"):
        return [data.cards[c]] * 5
    if not isinstance(c, dict):
        _fail("cards", "expected an object of letters per animal, or \"family\" / \"intermediate\"")
    _keys(c, {a: True for a in ANIMALS}, "cards")
    out = []
    for a in ANIMALS:
        if c[a] not in ("A", "B", "C", "D"):
            _fail(f"cards.{a}", f"expected A, B, C or D, got {c[a]!r}")
        out.append(data.card(a, c[a]))
    return out


def _check_tile_id(tile_id, path, data, edges, animals):
    """A tile named by its id shows the habitats (in some rotation) and wildlife written beside it."""
    if not isinstance(tile_id, str):
        _fail(f"{path}.id", f"expected a tile id such as \"K01\" or \"D12\", got {json.dumps(tile_id)}")
    if tile_id not in data.tile_index:
        _fail(f"{path}.id", f"unknown tile {tile_id!r}")
    rec = data.tiles[data.tile_index[tile_id]]
    same_edges = any(tuple(HABITATS.index(x) for x in rec.edges[-k:] + rec.edges[:-k]) == edges
                     for k in range(6))
    if not same_edges or sorted(rec.wildlife) != sorted(animals):
        _fail(f"{path}.id", f"tile {tile_id} does not show these habitats and wildlife")


def _token(token, path, animals) -> int:
    """The index of a tile's wildlife token, which must be one of the symbols the tile shows."""
    if token not in ANIMALS:
        _fail(f"{path}.token", f"unknown animal {token!r}")
    if token not in animals:
        _fail(f"{path}.token", f"the tile does not show the {token} symbol")
    return ANIMALS.index(token)


def parse(doc: dict, data=None):
    """Check a position document; returns (cards, env, edges, wild, nature, solo)."""
    data = data or load()
    _keys(doc, TOP_KEYS, "")
    if doc["format"] != FORMAT:
        _fail("format", f"expected {FORMAT!r}, got {doc['format']!r}")
    if type(doc["version"]) is not int or doc["version"] != VERSION:    # true == 1 in Python
        _fail("version", f"this app reads version {VERSION}, got {json.dumps(doc['version'])}")
    cards = _cards(doc, data)
    nature = _int(doc.get("nature_tokens", 0), "nature_tokens", 0, 10**6)
    solo = doc.get("solo", False)
    if not isinstance(solo, bool):
        _fail("solo", f"expected true or false, got {solo!r}")
    tiles = doc["tiles"]
    if not isinstance(tiles, list) or not tiles:
        _fail("tiles", "expected a non-empty list of tiles")
    edges, places, wild = [], {}, {}
    for i, t in enumerate(tiles):
        path = f"tiles[{i}]"
        _keys(t, TILE_KEYS, path)
        q, r = _int(t["q"], f"{path}.q"), _int(t["r"], f"{path}.r")
        rot = _int(t.get("rotation", 0), f"{path}.rotation", 0, 5)
        habs = _names(t["habitats"], HABITATS, f"{path}.habitats", "habitat")
        animals = _names(t["wildlife"], ANIMALS, f"{path}.wildlife", "animal")
        if len(habs) not in (1, 2):
            _fail(f"{path}.habitats", "a tile shows 1 habitat (keystone) or 2 (dual tile)")
        if len(habs) == 1 and len(animals) != 1:
            _fail(f"{path}.wildlife", "a keystone tile shows exactly 1 wildlife symbol")
        if len(habs) == 2 and len(animals) not in (2, 3):
            _fail(f"{path}.wildlife", "a dual tile shows 2 or 3 wildlife symbols")
        e = tile_edges(habs, rot)
        if "id" in t:
            _check_tile_id(t["id"], path, data, e, animals)
        if (q, r) in places:
            _fail(f"{path}", f"two tiles at ({q}, {r})")
        places[(q, r)] = len(edges)
        edges.append(e)
        if t.get("token") is not None:
            wild[(q, r)] = _token(t["token"], path, animals)
    _check_connected(places)
    q0, r0 = next(iter(places))     # small enough for the grid once centred on the first tile
    for i, (q, r) in enumerate(places):
        dq, dr = q - q0, r - r0
        if max(abs(dq), abs(dr), abs(dq + dr)) > LIMIT:
            _fail(f"tiles[{i}]", f"more than {LIMIT} hexes from the first tile")
    env = {cell(q - q0, r - r0): k for (q, r), k in places.items()}
    wild_cells = {cell(q - q0, r - r0): a for (q, r), a in wild.items()}
    return cards, env, edges, wild_cells, nature, solo


def _groups(places) -> list[list]:
    """The connected groups of tile places, each in file order, groups by their first tile."""
    seen, groups = set(), []
    for start in places:
        if start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            q, r = todo.pop()
            group.append((q, r))
            for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
                n = (q + dq, r + dr)
                if n in places and n not in seen:
                    seen.add(n)
                    todo.append(n)
        groups.append(sorted(group, key=places.get))
    return groups


def _check_connected(places) -> None:
    """One environment: the tiles outside the largest group are the ones blamed (a lone first
    tile is blamed itself, not the second one)."""
    groups = _groups(places)
    if len(groups) == 1:
        return
    main = max(groups, key=len)      # on a tie, the group of the earliest tile
    stray = min((p for g in groups if g is not main for p in g), key=places.get)
    i, (q, r) = places[stray], stray
    j = places[main[0]]
    _fail(f"tiles[{i}]", f"the tile at ({q}, {r}) is not connected to the other tiles "
                         f"(an environment is one group of touching tiles; the largest group "
                         f"has {len(main)} tiles, starting with tiles[{j}])")


def score_position(doc: dict, data=None) -> dict:
    """Per-category breakdown of one environment (JSON-able)."""
    data = data or load()
    cards, env, edges, wild, nature, solo = parse(doc, data)
    cells = [[c for c, a in wild.items() if a == k] for k in range(5)]
    wildlife = {ANIMALS[a]: score_card(cards[a], cells[a], wild) for a in range(5)}
    comps = corridors(env, edges)
    b = data.components.solo_bonus
    habitats = {}
    for h, name in enumerate(HABITATS):
        sizes = sorted((len(c) for c in comps[h]), reverse=True)
        top = sizes[0] if sizes else 0
        habitats[name] = {"largest": top, "corridors": sizes,
                          "bonus": b.points if solo and top >= b.min_corridor else 0}
    points = dict(wildlife)
    points.update({h: v["largest"] for h, v in habitats.items()})
    points["bonus"] = sum(v["bonus"] for v in habitats.values())
    points["nature"] = nature
    return {
        "total": sum(points.values()),
        "points": {k: points[k] for k in CATEGORIES},
        "wildlife": wildlife,
        "habitats": habitats,
        "nature_tokens": nature,
        "cards": {ANIMALS[a]: cards[a].id for a in range(5)},
        "note": "" if solo else "majority bonuses need the other players' corridors: not scored here",
    }


def load_position(path: str) -> dict:
    """Read a position file; PositionError with a readable message if it is not valid."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except OSError as e:
        raise PositionError(f"{path}: cannot be read ({e.strerror or e})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise PositionError(f"{path}: not valid JSON ({e})") from None
    except RecursionError:
        raise PositionError(f"{path}: not valid JSON (nested too deeply)") from None
    try:
        parse(doc)
    except PositionError as e:
        raise PositionError(f"{path}: {e}") from None
    return doc


def _canonical(edges) -> tuple[list[str], int]:
    """(habitats, rotation) showing these 6 edges: first habitat on edges rotation..+2."""
    if len(set(edges)) == 1:
        return [HABITATS[edges[0]]], 0
    for k in range(6):
        if edges[k] != edges[k - 1] and edges[k] == edges[(k + 1) % 6] == edges[(k + 2) % 6]:
            return [HABITATS[edges[k]], HABITATS[edges[(k + 3) % 6]]], k
    raise ValueError("not a Cascadia tile")


def export_position(state, player: int, data=None) -> dict:
    """One player's environment of a game, as a position document."""
    data = data or load()
    tiles = []
    for c, code in sorted(state.env[player].items()):
        q, r = coords(c)
        rec = data.tiles[code // 6]
        habs, rot = _canonical(data.edges[code])
        a = state.wild[player].get(c)
        tiles.append({"q": q, "r": r, "habitats": habs, "wildlife": list(rec.wildlife),
                      "rotation": rot, "token": ANIMALS[a] if a is not None else None, "id": rec.id})
    first = state.cards[0]
    if first in ("family", "intermediate"):
        cards = first
    else:
        cards = {ANIMALS[a]: data.cards[cid].letter for a, cid in enumerate(state.cards)}
    return {"format": FORMAT, "version": VERSION, "solo": state.players == 1, "cards": cards,
            "nature_tokens": state.nature[player], "tiles": tiles}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m engine.cascadia.position FILE.json", file=sys.stderr)
        return 2
    try:
        doc = load_position(argv[0])
    except PositionError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(json.dumps(score_position(doc), indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
