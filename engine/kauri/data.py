"""Kauri's content: map, cards, legacies and tracks, read from gamedata/kauri/ and cross-checked.

`load(folder)` returns a `KauriData` (frozen records plus the lookup tables the rules use).
Region ids are 1..25; index 0 stands for the volcano in every per-region list.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from engine.core.data import (Int, Text, check_count, check_ref, check_unique, fail, gamedata_dir,
                              load_yaml)

FACTIONS = ("kiwi", "possum", "settler", "maori")   # also the seat order (seat i = faction i)
KIWI, POSSUM, SETTLER, MAORI = range(4)

# What the seed rulebook fixes; the YAML must agree.
SEED_COUNTS = {"kauri": 30, "kiwi": 28, "possum": 30, "whare": 8, "road": 8, "flood": 2,
               "reserve": 3, "poison": 2, "epidemic": 1, "settler_pawns": 2, "maori_pawns": 1,
               "cards_per_faction": 9}
SEED_TOKENS = {"kiwi": 5, "possum": 4, "settler": 4, "maori": 4}
SEED_CITIES = ("auckland", "gisborne", "wellington")
LAND_REGIONS = 25
PERIODS, TURNS = 5, 4

# Action kinds the engine implements, and which faction may print each on its cards.
CARD_KINDS = {
    "claim": None, "move": None, "conscience": None,
    "flood": "kiwi", "reserve": "kiwi", "hatch": "kiwi", "replant": "kiwi", "wrath": "kiwi",
    "ally": "kiwi",
    "raid": "possum", "epidemic": "possum", "forage": "possum", "litter": "possum",
    "breed": "possum", "invade": "possum",
    "fell": "settler", "road": "settler", "hunt": "settler", "sawmill": "settler",
    "poison": "settler", "swap": "settler", "survey": "settler",
    "expedition": "maori", "possum_hunt": "maori", "temple": "maori", "kiwi_hunt": "maori",
    "feast": "maori", "rahui": "maori", "suburb": "maori",
}
# Legacy effects the engine implements, with their faction.
LEGACY_KEYS = {
    "eruption": "kiwi", "huia": "kiwi", "earthquake": "kiwi", "tane_mahuta": "kiwi", "storm": "kiwi",
    "proliferation": "possum", "no_predator": "possum", "tree_dweller": "possum",
    "stowaways": "possum",
    "activism": "settler", "colony": "settler", "railway": "settler", "timber_company": "settler",
    "treaty": "maori", "mana": "maori", "marae": "maori", "tapu": "maori",
}
Faction = Literal["kiwi", "possum", "settler", "maori"]
Coord = Int[0, 10_000]      # a point of the map drawing (its size is at most 10,000)


# ---- records (one per YAML shape) ----------------------------------------------------
@dataclass(frozen=True)
class Region:
    id: Int[1, 100]
    key: str
    name: Text
    city: bool
    neighbours: tuple[Int[1, 100], ...]
    label: tuple[Coord, Coord]
    outline: tuple[tuple[Coord, Coord], ...]


@dataclass(frozen=True)
class Volcano:
    name: Text
    ring: tuple[Int[1, 100], ...]
    label: tuple[Coord, Coord]
    outline: tuple[tuple[Coord, Coord], ...]


@dataclass(frozen=True)
class MapFile:
    size: tuple[Int[100, 10_000], Int[100, 10_000]]
    regions: tuple[Region, ...]
    volcano: Volcano


@dataclass(frozen=True)
class CardAction:
    kind: str
    amount: Int[-2, 6]            # a conscience step is -2 to +2, other actions 1 to 6
    needs: Literal["none", "lumberjack", "ranger", "treaty"] = "none"


@dataclass(frozen=True)
class Card:
    id: str
    faction: Faction
    name: Text
    initiative: Int[1, 9]
    join: Literal["single", "and", "or"]
    actions: tuple[CardAction, ...]


@dataclass(frozen=True)
class CardsFile:
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Legacy:
    key: str
    faction: Faction
    name: Text
    type: Literal["ephemeral", "permanent"]
    amount: Int[0, 10]
    text: Text


@dataclass(frozen=True)
class LegaciesFile:
    legacies: tuple[Legacy, ...]


@dataclass(frozen=True)
class ActionsFile:
    actions: dict[str, Text]


@dataclass(frozen=True)
class FactionRec:
    key: Faction
    name: Text
    epithet: Text
    legacy_tokens: Int[0, 10]


@dataclass(frozen=True)
class Components:
    kauri: Int[1, 100]
    kiwi: Int[1, 100]
    possum: Int[1, 100]
    whare: Int[0, 50]
    road: Int[0, 50]
    flood: Int[0, 10]
    reserve: Int[0, 10]
    poison: Int[0, 10]
    epidemic: Int[0, 10]
    settler_pawns: Int[1, 5]
    maori_pawns: Int[1, 5]
    cards_per_faction: Int[1, 30]


@dataclass(frozen=True)
class Conscience:
    start: Int[0, 30]
    max: Int[1, 30]
    ranger_from: Int[0, 30]
    per_period: Int[0, 10]


@dataclass(frozen=True)
class TwoPlayers:
    """The automated Settler of the 2-player game."""
    ranger_from: Int[0, 30]      # his own Lumberjack/Ranger switch
    settler_takes: Int[0, 10]    # kauris (Lumberjack) or possums (Ranger) he removes per turn
    kiwi_on_map: Int[0, 100]     # the 2-player scoring values
    possum_on_map: Int[0, 100]


@dataclass(frozen=True)
class ThreePlayers:
    """The 3-player game (no Maori, who catches possums in the 4-player game)."""
    possum_uncounted: Int[0, 100]  # the Possum's first possums on the map that score nothing


@dataclass(frozen=True)
class Scoring:
    kiwi_on_map: Int[0, 20]
    possum_on_map: Int[0, 20]
    settler_kauri: Int[0, 20]
    settler_possum: Int[0, 20]
    maori_whare: Int[0, 20]
    maori_kiwi: Int[0, 20]
    maori_possum: Int[0, 20]


@dataclass(frozen=True)
class GameFile:
    factions: tuple[FactionRec, ...]
    priority: tuple[Faction, ...]
    components: Components
    periods: Int[1, 20]
    turns_per_period: Int[1, 20]
    hand_size: Int[1, 20]
    conscience: Conscience
    two_players: TwoPlayers
    three_players: ThreePlayers
    scoring: Scoring


# ---- the assembled content ------------------------------------------------------------
@dataclass(frozen=True)
class KauriData:
    map: MapFile
    game: GameFile
    cards: dict            # id -> Card
    faction_cards: tuple   # per faction index: tuple of card ids
    legacies: dict         # key -> Legacy
    faction_legacies: tuple  # per faction index: tuple of keys
    action_texts: dict     # kind -> Text
    names: tuple           # region id -> Region (index 0: None)
    adj: tuple             # region id -> tuple of land neighbours (index 0: the ring)
    cities: tuple
    ring: tuple
    borders: tuple         # border index -> (a, b) with a < b
    border_id: dict        # (a, b) -> border index (both orders)
    region_borders: tuple  # region id -> tuple of border indexes
    priority_rank: tuple   # faction index -> 0 (first) .. 3


def _check_map(m: MapFile, file: str) -> None:
    """The map's rules, in order: its regions, each region, the cities, the volcano, and
    every region reachable over land."""
    check_unique(file, "regions", [r.id for r in m.regions])
    check_unique(file, "regions", [r.key for r in m.regions])
    check_count(file, "regions", len(m.regions), LAND_REGIONS, "land regions")
    ids = {r.id for r in m.regions}
    if ids != set(range(1, LAND_REGIONS + 1)):
        fail(file, "regions", f"region ids must be 1..{LAND_REGIONS}")
    by_id = {r.id: r for r in m.regions}
    for i, r in enumerate(m.regions):
        _check_region(m, file, f"regions[{i}]", r, ids, by_id)
    _check_cities_and_volcano(m, file, ids)
    seen, todo = {1}, [1]          # every land region reachable over land
    while todo:
        for n in by_id[todo.pop()].neighbours:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if seen != ids:
        fail(file, "regions", f"regions {sorted(ids - seen)} cannot be reached from region 1")


def _check_region(m: MapFile, file: str, path: str, r, ids: set, by_id: dict) -> None:
    """One region: neighbours that exist and list it back, an outline inside the map."""
    for j, n in enumerate(r.neighbours):
        check_ref(file, f"{path}.neighbours[{j}]", n, ids, "region")
        if n == r.id:
            fail(file, f"{path}.neighbours[{j}]", "a region cannot neighbour itself")
        if r.id not in by_id[n].neighbours:
            fail(file, f"{path}.neighbours[{j}]",
                 f"region {n} does not list {r.id} back as a neighbour")
    check_unique(file, f"{path}.neighbours", r.neighbours)
    if len(r.outline) < 3:
        fail(file, f"{path}.outline", "an outline needs at least 3 points")
    for k, (x, y) in enumerate(r.outline + (r.label,)):
        if not (0 <= x <= m.size[0] and 0 <= y <= m.size[1]):
            fail(file, f"{path}.outline[{k}]", "point outside the map size")


def _check_cities_and_volcano(m: MapFile, file: str, ids: set) -> None:
    cities = tuple(r.key for r in m.regions if r.city)
    if tuple(sorted(cities)) != SEED_CITIES:
        fail(file, "regions", f"the cities must be {', '.join(SEED_CITIES)}, found {', '.join(cities)}")
    for r in m.regions:
        if r.city and len(r.neighbours) < 3:
            fail(file, f"regions[{r.id - 1}].neighbours",
                 "a city needs at least 3 neighbours (possum set-up)")
    if not m.volcano.ring:
        fail(file, "volcano.ring", "the volcano must touch at least one region")
    for j, n in enumerate(m.volcano.ring):
        check_ref(file, f"volcano.ring[{j}]", n, ids, "region")
    check_unique(file, "volcano.ring", m.volcano.ring)


def _check_cards(cf: CardsFile, game: GameFile, file: str) -> None:
    check_unique(file, "cards", [c.id for c in cf.cards])
    for i, c in enumerate(cf.cards):
        path = f"cards[{i}]"
        if not 1 <= c.initiative <= 4:
            fail(file, f"{path}.initiative", f"initiative must be 1 to 4, got {c.initiative}")
        want = 1 if c.join == "single" else 2
        if len(c.actions) != want:
            fail(file, f"{path}.actions", f"join {c.join!r} needs {want} action(s), found {len(c.actions)}")
        check_unique(file, f"{path}.actions", [a.kind for a in c.actions])
        for j, a in enumerate(c.actions):
            apath = f"{path}.actions[{j}]"
            check_ref(file, f"{apath}.kind", a.kind, CARD_KINDS, "action kind")
            owner = CARD_KINDS[a.kind]
            if owner is not None and owner != c.faction:
                fail(file, f"{apath}.kind", f"{a.kind!r} is a {owner} action, not a {c.faction} one")
            if a.kind == "conscience":
                if a.amount not in (-2, -1, 1, 2):
                    fail(file, f"{apath}.amount", "a conscience step is -2, -1, +1 or +2")
            elif not 1 <= a.amount <= 6:
                fail(file, f"{apath}.amount", f"amount must be 1 to 6, got {a.amount}")
            if a.kind == "claim" and c.join != "single":
                fail(file, f"{apath}.kind", "claiming a legacy is a card of its own")
    for f in FACTIONS:
        mine = [c for c in cf.cards if c.faction == f]
        check_count(file, "cards", len(mine), game.components.cards_per_faction, f"{f} cards")
        claims = [c for c in mine if c.actions[0].kind == "claim"]
        check_count(file, "cards", len(claims), 1, f"'claim a legacy' card for {f}")


def _check_legacies(lf: LegaciesFile, game: GameFile, file: str) -> None:
    check_unique(file, "legacies", [x.key for x in lf.legacies])
    for i, x in enumerate(lf.legacies):
        check_ref(file, f"legacies[{i}].key", x.key, LEGACY_KEYS, "legacy")
        if LEGACY_KEYS[x.key] != x.faction:
            fail(file, f"legacies[{i}].faction", f"{x.key!r} belongs to the {LEGACY_KEYS[x.key]}")
        if x.amount < 0:
            fail(file, f"legacies[{i}].amount", "amount cannot be negative")
    missing = set(LEGACY_KEYS) - {x.key for x in lf.legacies}
    if missing:
        fail(file, "legacies", f"missing legacies: {', '.join(sorted(missing))}")
    tokens = {fr.key: fr.legacy_tokens for fr in game.factions}
    for f in FACTIONS:
        n = sum(1 for x in lf.legacies if x.faction == f)
        check_count(file, "legacies", n, tokens[f], f"{f} legacies (one per legacy token)")


def _check_game(g: GameFile, file: str) -> None:
    keys = tuple(fr.key for fr in g.factions)
    if keys != FACTIONS:
        fail(file, "factions", f"factions must be {', '.join(FACTIONS)} in that order")
    for i, fr in enumerate(g.factions):
        check_count(file, f"factions[{i}].legacy_tokens", fr.legacy_tokens, SEED_TOKENS[fr.key],
                    "legacy tokens")
    if sorted(g.priority) != sorted(FACTIONS):
        fail(file, "priority", "the priority table must list each faction once")
    for key, want in SEED_COUNTS.items():
        check_count(file, f"components.{key}", getattr(g.components, key), want, key)
    check_count(file, "periods", g.periods, PERIODS, "periods")
    check_count(file, "turns_per_period", g.turns_per_period, TURNS, "turns per period")
    check_count(file, "hand_size", g.hand_size, 3, "cards in hand")
    c = g.conscience
    if not 1 <= c.start <= c.max:
        fail(file, "conscience.start", "the marker must start on the track")
    if not 2 <= c.ranger_from <= c.max:
        fail(file, "conscience.ranger_from", f"must be 2 to {c.max}")
    if not 2 <= g.two_players.ranger_from <= c.max:
        fail(file, "two_players.ranger_from", f"must be 2 to {c.max}")
    if g.two_players.kiwi_on_map < 1 or g.two_players.possum_on_map < 1:
        fail(file, "two_players", "points per kiwi and per possum must be at least 1")
    if not 1 <= g.two_players.settler_takes <= 3:
        fail(file, "two_players.settler_takes", "must be 1 to 3")
    if not 0 <= g.three_players.possum_uncounted <= 10:
        fail(file, "three_players.possum_uncounted", "must be 0 to 10")
    for name in Scoring.__dataclass_fields__:
        if getattr(g.scoring, name) < 0:
            fail(file, f"scoring.{name}", "points cannot be negative")


def load(folder: str | None = None) -> KauriData:
    """Read and check every Kauri data file in `folder` (default: gamedata/kauri)."""
    folder = folder or os.path.join(gamedata_dir(), "kauri")
    game = load_yaml(os.path.join(folder, "game.yaml"), GameFile)
    _check_game(game, "game.yaml")
    m = load_yaml(os.path.join(folder, "map.yaml"), MapFile)
    _check_map(m, "map.yaml")
    cf = load_yaml(os.path.join(folder, "cards.yaml"), CardsFile)
    _check_cards(cf, game, "cards.yaml")
    lf = load_yaml(os.path.join(folder, "legacies.yaml"), LegaciesFile)
    _check_legacies(lf, game, "legacies.yaml")
    af = load_yaml(os.path.join(folder, "actions.yaml"), ActionsFile)
    for k in af.actions:
        check_ref("actions.yaml", f"actions.{k}", k, CARD_KINDS, "action kind")
    for k in CARD_KINDS:
        if k not in af.actions:
            fail("actions.yaml", f"actions.{k}", "missing key")

    names = [None] * (LAND_REGIONS + 1)
    for r in m.regions:
        names[r.id] = r
    adj = [tuple(sorted(m.volcano.ring))] + [tuple(sorted(names[i].neighbours))
                                              for i in range(1, LAND_REGIONS + 1)]
    borders = tuple(sorted({(min(a, b), max(a, b)) for a in range(1, LAND_REGIONS + 1)
                            for b in adj[a]}))
    border_id = {}
    for i, (a, b) in enumerate(borders):
        border_id[(a, b)] = border_id[(b, a)] = i
    region_borders = tuple(tuple(border_id[(r, n)] for n in adj[r]) if r else ()
                           for r in range(LAND_REGIONS + 1))
    rank = tuple(game.priority.index(f) for f in FACTIONS)
    return KauriData(
        map=m, game=game,
        cards={c.id: c for c in cf.cards},
        faction_cards=tuple(tuple(c.id for c in cf.cards if c.faction == f) for f in FACTIONS),
        legacies={x.key: x for x in lf.legacies},
        faction_legacies=tuple(tuple(x.key for x in lf.legacies if x.faction == f) for f in FACTIONS),
        action_texts=dict(af.actions),
        names=tuple(names), adj=tuple(adj),
        cities=tuple(r.id for r in m.regions if r.city),
        ring=tuple(sorted(m.volcano.ring)),
        borders=borders, border_id=border_id, region_borders=region_borders,
        priority_rank=rank,
    )


@lru_cache(maxsize=None)
def default_data() -> KauriData:
    return load()
