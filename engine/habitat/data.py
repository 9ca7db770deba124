"""The Habitat (North Woods) deck: gamedata/habitat/cards.yaml read into frozen records.

The loader takes the data directory as a parameter so tests can point it at a broken copy.
Every rule of the rules page's deck constraints (§9.1) that a file could break is checked
here and reported as a DataError naming the file and the key path.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from engine.core.data import Int, Text, check_unique, fail, gamedata_dir, load_yaml

FILE = "cards.yaml"
ENVIRONMENTS = ("terrestrial", "aquatic", "flying")
EVENT_IDS = ("disease", "wildfire", "spring", "pollution", "winter", "abundance", "migration",
             "renewal", "niche", "population_boom")
DECK_SIZE = 123
RANK_CARDS = 113

# Small integer codes used by the hot paths.
RESOURCE, SPECIES, EVENT = 0, 1, 2
HERBIVORE, CARNIVORE, OMNIVORE, VULTURE = 0, 1, 2, 3
SCAV_NONE, SCAV_AQUATIC, SCAV_TERRESTRIAL = 0, 1, 2
ENV_BIT = {"terrestrial": 1, "aquatic": 2, "flying": 4}
FLYING = 4
DIET_CODE = {"herbivore": HERBIVORE, "carnivore": CARNIVORE, "omnivore": OMNIVORE,
             "scavenger": VULTURE}
SCAV_CODE = {"none": SCAV_NONE, "aquatic": SCAV_AQUATIC, "terrestrial": SCAV_TERRESTRIAL}


@dataclass(frozen=True)
class ResourceSpec:
    id: str
    name: Text
    copies: Int[1, 30]


@dataclass(frozen=True)
class SpeciesSpec:
    id: str
    name: Text
    note: Text
    rank: Int[2, 8]              # the food chain's ranks (1 is a resource's)
    diet: Literal["herbivore", "carnivore", "omnivore", "scavenger"]
    environments: tuple[Literal["terrestrial", "aquatic", "flying"], ...]
    scavenger: Literal["none", "aquatic", "terrestrial"]
    copies: Int[1, 10]
    foods: tuple[str, ...] = ()


@dataclass(frozen=True)
class EventSpec:
    id: Literal["disease", "wildfire", "spring", "pollution", "winter", "abundance", "migration",
                "renewal", "niche", "population_boom"]
    name: Text
    text: Text


@dataclass(frozen=True)
class CardsFile:
    resources: tuple[ResourceSpec, ...]
    species: tuple[SpeciesSpec, ...]
    events: tuple[EventSpec, ...]


@dataclass(frozen=True)
class Card:
    """One physical card. uid = type id + copy number, e.g. 'black_bear-2'."""
    index: int
    uid: str
    type_id: str
    kind: int           # RESOURCE / SPECIES / EVENT
    name: Text
    rank: int           # 1 for resources, 2..8 for species, 0 for events
    diet: int = -1
    env: int = 0        # bit set of ENV_BIT
    scavenger: int = SCAV_NONE
    foods: int = 0      # bit set over resource types (herbivores and omnivores)
    res_type: int = -1  # resource type index (resources only)
    text: Text | None = None


class Deck:
    """The 123 cards plus flat tuples the rules read in their inner loops."""

    def __init__(self, spec: CardsFile):
        self.spec = spec
        self.resource_types = spec.resources
        self.species_types = spec.species
        self.event_types = spec.events
        cards: list[Card] = []
        for t, r in enumerate(spec.resources):
            for k in range(r.copies):
                cards.append(Card(len(cards), f"{r.id}-{k + 1}", r.id, RESOURCE, r.name, 1,
                                  res_type=t))
        rtype = {r.id: t for t, r in enumerate(spec.resources)}
        for s in spec.species:
            env = sum(ENV_BIT[e] for e in set(s.environments))
            foods = sum(1 << rtype[f] for f in set(s.foods))
            for k in range(s.copies):
                cards.append(Card(len(cards), f"{s.id}-{k + 1}", s.id, SPECIES, s.name, s.rank,
                                  DIET_CODE[s.diet], env, SCAV_CODE[s.scavenger], foods,
                                  text=s.note))
        for e in spec.events:
            cards.append(Card(len(cards), f"{e.id}-1", e.id, EVENT, e.name, 0, text=e.text))
        self.cards = tuple(cards)
        self.n = len(cards)
        self.index = {c.uid: c.index for c in cards}
        self.uid = tuple(c.uid for c in cards)
        self.type_id = tuple(c.type_id for c in cards)
        self.kind = tuple(c.kind for c in cards)
        self.rank = tuple(c.rank for c in cards)
        self.diet = tuple(c.diet for c in cards)
        self.env = tuple(c.env for c in cards)
        self.scav = tuple(c.scavenger for c in cards)
        self.foods = tuple(c.foods for c in cards)
        self.res_type = tuple(c.res_type for c in cards)
        self.is_res = tuple(c.kind == RESOURCE for c in cards)
        self.is_species = tuple(c.kind == SPECIES for c in cards)
        self.aquatic = tuple(bool(c.env & ENV_BIT["aquatic"]) for c in cards)
        self.event = {c.type_id: c.index for c in cards if c.kind == EVENT}
        self.abundance = self.event["abundance"]
        self.boom = self.event["population_boom"]
        # prey[u][l]: species u may eat species l, rank aside (diet, shared habitat, flying).
        self.prey = tuple(tuple(self._prey(u, l) for l in cards) for u in cards)
        # eats[u]: the cards u may sit on and eat when Population Boom touches neither and
        # the lower card is not Abundance (feeding.can_eat's fast path)
        self.eats = tuple(frozenset(lo.index for lo in cards if self._eats(u, lo)) for u in cards)
        self.names = {c.type_id: c.name for c in cards}
        # first card index of each type, to pick one copy as the representative
        self.type_rank = {c.type_id: c.rank for c in cards}

    def _eats(self, u: Card, lo: Card) -> bool:
        """May u eat lo by their printed ranks (§3.1)?"""
        if u.kind != SPECIES:
            return False
        if lo.kind == RESOURCE:
            return u.rank > 1 and bool(u.foods >> lo.res_type & 1)
        return self._prey(u, lo) and u.rank > lo.rank

    @staticmethod
    def _prey(u: Card, l: Card) -> bool:
        if u.kind != SPECIES or l.kind != SPECIES:
            return False
        if u.diet not in (CARNIVORE, OMNIVORE) or l.diet not in (HERBIVORE, OMNIVORE):
            return False
        if not u.env & l.env:
            return False
        if l.env & FLYING and not u.env & FLYING:
            return False
        return True

    def prey_types(self, s: SpeciesSpec) -> list[str]:
        """Species types that `s` may eat (lower rank, diet and habitat allow)."""
        u = self.cards[self.index[f"{s.id}-1"]]
        out = []
        for t in self.species_types:
            lo = self.cards[self.index[f"{t.id}-1"]]
            if t.rank < s.rank and self._prey(u, lo):
                out.append(t.id)
        return out


def validate(spec: CardsFile) -> Deck:
    """The deck of the cards file, or the first broken deck rule (file, path and message)."""
    _check_types(spec)
    rtypes = {r.id for r in spec.resources}
    for i, s in enumerate(spec.species):
        _check_species(f"species[{i}]", s, rtypes)
    _check_mix(spec)
    deck = Deck(spec)
    for i, s in enumerate(spec.species):
        if s.diet == "scavenger":
            continue
        foods = len(set(s.foods)) + len(deck.prey_types(s))
        if foods < 2:
            fail(FILE, f"species[{i}]", f"{s.id} has {foods} possible food(s) in the deck; 2 needed")
    if deck.n != DECK_SIZE:
        fail(FILE, "", f"expected {DECK_SIZE} cards, found {deck.n}")
    return deck


def _check_types(spec: CardsFile) -> None:
    """Card types: unique ids, the 8 resources, every event."""
    f = FILE
    check_unique(f, "resources", [r.id for r in spec.resources])
    check_unique(f, "species", [s.id for s in spec.species])
    check_unique(f, "events", [e.id for e in spec.events])
    all_ids = [r.id for r in spec.resources] + [s.id for s in spec.species] + [e.id for e in spec.events]
    check_unique(f, "(all card types)", all_ids)
    if len(spec.resources) != 8:
        fail(f, "resources", f"expected 8 resource types, found {len(spec.resources)}")
    events = [e.id for e in spec.events]
    for want in EVENT_IDS:
        if want not in events:
            fail(f, "events", f"missing event {want!r}")
    for i, r in enumerate(spec.resources):
        if r.copies < 1:
            fail(f, f"resources[{i}].copies", "must be at least 1")


def _check_species(p: str, s, rtypes: set) -> None:
    """One species: its rank, copies, environments and what its diet eats."""
    f = FILE
    if not 2 <= s.rank <= 8:
        fail(f, f"{p}.rank", f"species ranks are 2 to 8, got {s.rank}")
    if s.copies < 1:
        fail(f, f"{p}.copies", "must be at least 1")
    if not s.environments:
        fail(f, f"{p}.environments", "a species lives in at least one environment")
    if len(set(s.environments)) != len(s.environments):
        fail(f, f"{p}.environments", "an environment is listed twice")
    for j, food in enumerate(s.foods):
        if food not in rtypes:
            fail(f, f"{p}.foods[{j}]", f"unknown resource type {food!r}")
    if s.diet in ("herbivore", "omnivore") and not s.foods:
        fail(f, f"{p}.foods", f"a {s.diet} must list the resources it eats")
    if s.diet in ("carnivore", "scavenger") and s.foods:
        fail(f, f"{p}.foods", f"a {s.diet} eats no resources")
    if s.diet == "scavenger" and s.scavenger != "terrestrial":
        fail(f, f"{p}.scavenger", "the true scavenger feeds on any dying species: terrestrial")


def _check_mix(spec: CardsFile) -> None:
    """The deck as a whole: its size, one true scavenger, every rank, diet, environment and
    kind of scavenger, and flying predators for the flying prey."""
    f, species = FILE, spec.species
    total = sum(r.copies for r in spec.resources) + sum(s.copies for s in species)
    if total != RANK_CARDS:
        fail(f, "species", f"expected {RANK_CARDS} resource and species cards, found {total}")
    vultures = [s.id for s in species if s.diet == "scavenger"]
    if len(vultures) != 1:
        fail(f, "species", f"expected exactly one true scavenger species, found {len(vultures)}")
    for rank in range(2, 9):
        n = sum(s.copies for s in species if s.rank == rank)
        if n < 2:
            fail(f, "species", f"rank {rank} needs several cards, found {n}")
    for diet in ("herbivore", "carnivore", "omnivore"):
        if not any(s.diet == diet for s in species):
            fail(f, "species", f"no {diet} in the deck")
    for env in ENVIRONMENTS:
        if not any(env in s.environments for s in species):
            fail(f, "species", f"no {env} species in the deck")
    for kind in ("aquatic", "terrestrial"):
        if not any(s.scavenger == kind and s.diet != "scavenger" for s in species):
            fail(f, "species", f"no {kind} scavenger in the deck")
    flying_predators = [s for s in species if s.diet in ("carnivore", "omnivore") and "flying" in s.environments]
    if len(flying_predators) < 2:
        fail(f, "species", "at least 2 flying predators are needed, or flying prey is uneatable")


def load(data_dir: str | None = None) -> Deck:
    """Read and check the deck from `data_dir` (default: gamedata/habitat)."""
    data_dir = data_dir or os.path.join(gamedata_dir(), "habitat")
    return validate(load_yaml(os.path.join(data_dir, FILE), CardsFile))


@lru_cache(maxsize=None)
def default_deck() -> Deck:
    return load()
