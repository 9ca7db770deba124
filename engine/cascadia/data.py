"""Cascadia's content, read from gamedata/cascadia/ and checked strictly.

load(data_dir) returns a CascadiaData: the records as written in the YAML files, plus the
flat tables the rules and the AI use in hot loops (indexed by tile code = tile * 6 + rotation).
Tiles 0..84 are the habitat tiles; the 15 starter hexes follow them.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from engine.core.data import Int, Text, check_count, check_unique, fail, gamedata_dir, load_yaml

from .hexgrid import DIRS, cell

HABITATS = ("mountain", "forest", "prairie", "wetland", "river")
ANIMALS = ("bear", "elk", "salmon", "hawk", "fox")
BEAR, ELK, SALMON, HAWK, FOX = range(5)
LETTERS = ("A", "B", "C", "D")

# rule -> (animal it belongs to or None for any, shortest table, required params, optional params)
RULES = {
    "bear_pairs": ("bear", 2, (), ()),
    "groups_by_size": (None, 2, (), ("set_bonus",)),
    "elk_lines": ("elk", 2, (), ()),
    "elk_shapes": ("elk", 5, (), ()),
    "elk_rings": ("elk", 7, (), ()),
    "salmon_runs": ("salmon", 2, (), ()),
    "salmon_neighbours": ("salmon", 0, ("min_run", "per_salmon", "per_neighbour"), ()),
    "hawk_alone": ("hawk", 2, (), ()),
    "hawk_alone_sight": ("hawk", 2, (), ()),
    "hawk_sight_pairs": ("hawk", 0, ("per_pair",), ()),
    "hawk_pairing": ("hawk", 2, (), ()),
    "fox_types": ("fox", 2, (), ()),
    "fox_pairs": ("fox", 2, (), ()),
    "fox_most": ("fox", 2, (), ()),
    "fox_duo": ("fox", 2, (), ()),
}
Rule = Literal[tuple(RULES)]  # type: ignore[valid-type]


# ---- records as written in the files ---------------------------------------------------
@dataclass(frozen=True)
class TileRecord:
    id: str
    edges: tuple[str, ...]
    wildlife: tuple[str, ...]


@dataclass(frozen=True)
class TilesFile:
    tiles: tuple[TileRecord, ...]


@dataclass(frozen=True)
class StarterHex:
    id: str
    q: Int[-3, 3]              # within a starter tile's three hexes
    r: Int[-3, 3]
    edges: tuple[str, ...]
    wildlife: tuple[str, ...]


@dataclass(frozen=True)
class Starter:
    id: str
    hexes: tuple[StarterHex, ...]


@dataclass(frozen=True)
class StartersFile:
    starters: tuple[Starter, ...]


@dataclass(frozen=True)
class HabitatKind:
    id: str
    name: Text


@dataclass(frozen=True)
class WildlifeKind:
    id: str
    name: Text
    tokens: Int[1, 100]


@dataclass(frozen=True)
class TilesInPlay:
    players: Int[1, 4]
    tiles: Int[1, 500]


@dataclass(frozen=True)
class TwoPlayerMajority:
    largest: Int[0, 20]
    largest_tied: Int[0, 20]


@dataclass(frozen=True)
class MorePlayerMajority:
    largest: Int[0, 20]
    largest_two_tied: Int[0, 20]
    largest_more_tied: Int[0, 20]
    second: Int[0, 20]


@dataclass(frozen=True)
class Majority:
    two_players: TwoPlayerMajority
    more_players: MorePlayerMajority


@dataclass(frozen=True)
class SoloBonus:
    min_corridor: Int[1, 100]
    points: Int[0, 20]


@dataclass(frozen=True)
class Components:
    habitats: tuple[HabitatKind, ...]
    wildlife: tuple[WildlifeKind, ...]
    wildlife_tokens: Int[5, 500]
    nature_tokens: Int[0, 100]
    habitat_tiles: Int[1, 500]
    keystone_tiles: Int[0, 500]
    starter_tiles: Int[1, 20]
    display_size: Int[1, 10]
    turns_per_player: Int[1, 100]
    tiles_in_play: tuple[TilesInPlay, ...]
    majority: Majority
    solo_bonus: SoloBonus


@dataclass(frozen=True)
class CardRecord:
    id: str
    animal: Literal["bear", "elk", "salmon", "hawk", "fox", "all"]
    letter: Literal["A", "B", "C", "D", "family", "intermediate"]
    rule: Rule
    name: Text
    text: Text
    points: tuple[Int[0, 100], ...] = ()
    params: dict[str, Int[0, 20]] = field(default_factory=dict)


@dataclass(frozen=True)
class CardsFile:
    cards: tuple[CardRecord, ...]


# ---- the loaded game content -----------------------------------------------------------
@dataclass(frozen=True, eq=False)
class CascadiaData:
    components: Components
    tiles: tuple            # TileRecord for 0..84, then StarterHex for the starter hexes
    starters: tuple         # per starter: tuple of (cell, tile index)
    cards: dict             # id -> CardRecord
    tile_index: dict        # id -> tile index
    edges: tuple            # code -> 6 habitat indices (as seen at that rotation)
    wild_mask: tuple        # code -> bitmask of the animals the tile allows
    keystone: tuple         # code -> True for keystone tiles and starter keystone hexes
    habitat_mask: tuple     # code -> bitmask of the habitats it shows
    tiles_in_play: dict     # players -> number of tiles kept

    @property
    def num_tiles(self) -> int:
        return self.components.habitat_tiles

    def card(self, animal: str, letter: str) -> CardRecord:
        if letter in ("family", "intermediate"):
            return self.cards[letter]
        return self.cards[f"{animal}_{letter.lower()}"]


def _check_edges(file, path, edges, allow_any_offset):
    """Keystone: one habitat on all 6 edges. Dual: two habitats, 3 consecutive edges each."""
    if len(edges) != 6:
        fail(file, path, f"expected 6 edges, got {len(edges)}")
    kinds = sorted(set(edges))
    if len(kinds) == 1:
        return True
    if len(kinds) != 2:
        fail(file, path, "a tile shows one habitat (keystone) or two (dual tile)")
    for k in range(6 if allow_any_offset else 1):
        first = edges[k]
        if all(edges[(k + i) % 6] == first for i in range(3)) and \
                all(edges[(k + i) % 6] != first for i in range(3, 6)):
            return False
    if allow_any_offset:
        fail(file, path, "a dual tile shows each habitat on 3 consecutive edges")
    fail(file, path, "a dual tile lists its first habitat on edges 0-2, its second on 3-5")


def _check_tile(file, path, rec, allow_any_offset):
    for i, h in enumerate(rec.edges):
        if h not in HABITATS:
            fail(file, f"{path}.edges[{i}]", f"unknown habitat {h!r} (known: {', '.join(HABITATS)})")
    for i, a in enumerate(rec.wildlife):
        if a not in ANIMALS:
            fail(file, f"{path}.wildlife[{i}]", f"unknown animal {a!r} (known: {', '.join(ANIMALS)})")
    check_unique(file, f"{path}.wildlife", rec.wildlife)
    keystone = _check_edges(file, f"{path}.edges", rec.edges, allow_any_offset)
    if keystone and len(rec.wildlife) != 1:
        fail(file, f"{path}.wildlife", "a keystone tile shows exactly 1 wildlife symbol")
    if not keystone and len(rec.wildlife) not in (2, 3):
        fail(file, f"{path}.wildlife", "a dual tile shows 2 or 3 wildlife symbols")
    return keystone


def _load_components(folder):
    f = "components.yaml"
    c = load_yaml(os.path.join(folder, f), Components)
    if tuple(h.id for h in c.habitats) != HABITATS:
        fail(f, "habitats", f"expected exactly {', '.join(HABITATS)} in this order")
    if tuple(w.id for w in c.wildlife) != ANIMALS:
        fail(f, "wildlife", f"expected exactly {', '.join(ANIMALS)} in this order")
    check_count(f, "wildlife", sum(w.tokens for w in c.wildlife), c.wildlife_tokens, "wildlife tokens")
    for i, w in enumerate(c.wildlife):
        check_count(f, f"wildlife[{i}].tokens", w.tokens, 20, f"{w.id} tokens")
    check_count(f, "wildlife_tokens", c.wildlife_tokens, 100, "wildlife tokens")
    check_count(f, "nature_tokens", c.nature_tokens, 25, "nature tokens")
    check_count(f, "habitat_tiles", c.habitat_tiles, 85, "habitat tiles")
    check_count(f, "keystone_tiles", c.keystone_tiles, 25, "keystone tiles")
    check_count(f, "starter_tiles", c.starter_tiles, 5, "starter tiles")
    check_count(f, "display_size", c.display_size, 4, "pairs in the display")
    if c.turns_per_player < 1:
        fail(f, "turns_per_player", "must be at least 1")
    seen = [t.players for t in c.tiles_in_play]
    if sorted(seen) != [1, 2, 3, 4]:
        fail(f, "tiles_in_play", "expected one entry for each of 1, 2, 3 and 4 players")
    for i, t in enumerate(c.tiles_in_play):
        # the display must refill every turn but the last: tiles = turns * players (+ discards) + 3
        used = c.turns_per_player * (2 if t.players == 1 else t.players)
        if t.tiles != used + c.display_size - 1 or t.tiles > c.habitat_tiles:
            fail(f, f"tiles_in_play[{i}].tiles",
                 f"{t.tiles} tiles do not give {c.turns_per_player} turns to {t.players} player(s)")
    return c


def _load_tiles(folder, comp):
    f = "tiles.yaml"
    recs = load_yaml(os.path.join(folder, f), TilesFile).tiles
    check_count(f, "tiles", len(recs), comp.habitat_tiles, "habitat tiles")
    check_unique(f, "tiles", [t.id for t in recs])
    keystones = [_check_tile(f, f"tiles[{i}]", t, False) for i, t in enumerate(recs)]
    check_count(f, "tiles", sum(keystones), comp.keystone_tiles, "keystone tiles")
    for h in HABITATS:
        n = sum(1 for t, k in zip(recs, keystones) if k and t.edges[0] == h)
        check_count(f, "tiles", n, comp.keystone_tiles // len(HABITATS), f"{h} keystone tiles")
    pairs = {}
    for t, k in zip(recs, keystones):
        if not k:
            key = tuple(sorted({t.edges[0], t.edges[3]}, key=HABITATS.index))
            pairs[key] = pairs.get(key, 0) + 1
    for a in range(5):
        for b in range(a + 1, 5):
            key = (HABITATS[a], HABITATS[b])
            check_count(f, "tiles", pairs.get(key, 0), 6, f"dual tiles of {key[0]} and {key[1]}")
    for a in ANIMALS:
        check_count(f, "tiles", sum(a in t.wildlife for t in recs), 32, f"tiles showing {a}")
    return recs


def _load_starters(folder, comp, known_ids):
    f = "starters.yaml"
    recs = load_yaml(os.path.join(folder, f), StartersFile).starters
    check_count(f, "starters", len(recs), comp.starter_tiles, "starter tiles")
    check_unique(f, "starters", [s.id for s in recs])
    ids = set(known_ids)
    for i, s in enumerate(recs):
        path = f"starters[{i}]"
        check_count(f, f"{path}.hexes", len(s.hexes), 3, "hexes")
        kinds = []
        for j, h in enumerate(s.hexes):
            if h.id in ids:
                fail(f, f"{path}.hexes[{j}].id", f"duplicate id {h.id!r}")
            ids.add(h.id)
            kinds.append(_check_tile(f, f"{path}.hexes[{j}]", h, True))
        if kinds != [True, False, False]:
            fail(f, f"{path}.hexes", "a starter is one keystone hex followed by two dual hexes")
        where = [(h.q, h.r) for h in s.hexes]
        if len(set(where)) != 3:
            fail(f, f"{path}.hexes", "two hexes share a position")
        for j in range(3):
            for k in range(j + 1, 3):
                d = (where[k][0] - where[j][0], where[k][1] - where[j][1])
                if d not in DIRS:
                    fail(f, f"{path}.hexes[{k}]", f"hex {s.hexes[k].id} does not touch {s.hexes[j].id}")
    return recs


def _load_cards(folder):
    f = "cards.yaml"
    recs = load_yaml(os.path.join(folder, f), CardsFile).cards
    check_unique(f, "cards", [c.id for c in recs])
    for i, c in enumerate(recs):
        _check_card(f, f"cards[{i}]", c)
    have = {c.id for c in recs}
    for a in ANIMALS:
        for letter in LETTERS:
            if f"{a}_{letter.lower()}" not in have:
                fail(f, "cards", f"card {a}_{letter.lower()} is missing")
    for v in ("family", "intermediate"):
        if v not in have:
            fail(f, "cards", f"the {v} card is missing")
    check_count(f, "cards", len(recs), 22, "cards (20 wildlife cards + family + intermediate)")
    return {c.id: c for c in recs}


def _check_card(f: str, path: str, c) -> None:
    """One card: its id and animal by its letter, then its rule's points table and parameters."""
    owner, shortest, required, optional = RULES[c.rule]
    if c.letter in LETTERS:
        if c.animal == "all":
            fail(f, f"{path}.animal", "a lettered card belongs to one animal")
        if c.id != f"{c.animal}_{c.letter.lower()}":
            fail(f, f"{path}.id", f"expected {c.animal}_{c.letter.lower()}")
    elif c.animal != "all" or c.id != c.letter:
        fail(f, f"{path}", f"the {c.letter} card has id {c.letter!r} and animal 'all'")
    if owner is not None and c.animal != owner:
        fail(f, f"{path}.rule", f"rule {c.rule} scores {owner}, not {c.animal}")
    _check_points(f, path, c, shortest)
    for key in c.params:
        if key not in required and key not in optional:
            fail(f, f"{path}.params.{key}", f"unknown parameter for {c.rule} "
                                            f"(allowed: {', '.join(required + optional) or 'none'})")
    for key in required:
        if key not in c.params:
            fail(f, f"{path}.params.{key}", "missing key")


def _check_points(f: str, path: str, c, shortest: int) -> None:
    if shortest == 0 and c.points:
        fail(f, f"{path}.points", f"rule {c.rule} takes no points table")
    if shortest and len(c.points) < shortest:
        fail(f, f"{path}.points", f"rule {c.rule} needs a table of at least {shortest} entries")
    if c.points and c.points[0] != 0:
        fail(f, f"{path}.points[0]", "the entry for nothing must be 0")
    for j, v in enumerate(c.points):
        if v < 0:
            fail(f, f"{path}.points[{j}]", "points cannot be negative")


def _tables(tiles):
    edges, wild, key, hmask = [], [], [], []
    for t in tiles:
        base = tuple(HABITATS.index(h) for h in t.edges)
        w = 0
        for a in t.wildlife:
            w |= 1 << ANIMALS.index(a)
        k = len(set(base)) == 1
        hm = 0
        for h in base:
            hm |= 1 << h
        for rot in range(6):
            # rotating clockwise by rot steps: edge d now shows what base edge d - rot showed
            edges.append(tuple(base[(d - rot) % 6] for d in range(6)))
            wild.append(w)
            key.append(k)
            hmask.append(hm)
    return tuple(edges), tuple(wild), tuple(key), tuple(hmask)


def load(data_dir: str | None = None) -> CascadiaData:
    """Read and check every file of gamedata/cascadia (or of `data_dir`)."""
    if data_dir is None:
        return _default()
    comp = _load_components(data_dir)
    tiles = _load_tiles(data_dir, comp)
    starters = _load_starters(data_dir, comp, [t.id for t in tiles])
    cards = _load_cards(data_dir)
    all_tiles = list(tiles)
    placed = []
    for s in starters:
        hexes = []
        for h in s.hexes:
            hexes.append((cell(h.q, h.r), len(all_tiles)))
            all_tiles.append(h)
        placed.append(tuple(hexes))
    edges, wild, key, hmask = _tables(all_tiles)
    return CascadiaData(comp, tuple(all_tiles), tuple(placed), cards,
                        {t.id: i for i, t in enumerate(all_tiles)}, edges, wild, key, hmask,
                        {t.players: t.tiles for t in comp.tiles_in_play})


@lru_cache(maxsize=1)
def _default() -> CascadiaData:
    return load(os.path.join(gamedata_dir(), "cascadia"))
