"""Earth's content read from gamedata/earth/ and cross-checked at load.

Every ability, score and objective string is parsed by abilities.py here, so a broken card
(unknown ability, impossible cost, wrong count) is refused with the file and the key.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from engine.core.data import (
    Int,
    Text,
    check_count,
    check_unique,
    fail,
    gamedata_dir,
    load_yaml,
)

from .abilities import (
    ACTION_COLOURS,
    HABITATS,
    TYPES,
    Ability,
    LangError,
    parse_ability,
    parse_objective,
    parse_score,
    positional,
)
from .cardtext import set_tag_words
from .shares import card_shares

Habitat = Literal["sunny", "wet", "rocky", "cold"]
COPY_OFFSET = 1000
MAX_COPIES = 3
CardId = Int[1, COPY_OFFSET - 1]     # copies of a card are numbered id + k * COPY_OFFSET
MODES = ("beginner", "standard", "advanced")
GAIA_LEVELS = ("easy", "medium", "hard", "expert")


# ---- records ------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardRec:
    id: CardId
    name: Text
    kind: Literal["flora", "terrain", "event"]
    cost: Int[0, 10] = 0
    vp: Int[-3, 10] = 0
    type: Literal["tree", "herb", "mushroom", "bush", ""] = ""
    wild: bool = False                  # counts as every flora type
    latin: str = ""
    habitats: tuple[Habitat, ...] = ()
    sprouts: Int[0, 10] = 0
    growth: Int[0, 10] = 0
    canopy: Int[0, 15] = 0
    tags: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    seed: bool = False                  # one of the 17 cards printed in the seed


@dataclass(frozen=True)
class CardsFile:
    cards: tuple[CardRec, ...]


@dataclass(frozen=True)
class IslandFace:
    name: Text
    draw: Int[4, 8]
    compost: Int[1, 4]
    soil: Int[2, 8]
    vp: Int[0, 10]
    habitats: tuple[Habitat, ...]
    ability: str


@dataclass(frozen=True)
class ClimateFace:
    name: Text
    vp: Int[0, 10]
    habitats: tuple[Habitat, ...]
    ability: str


@dataclass(frozen=True)
class GoalFace:
    name: Text
    goal: str


@dataclass(frozen=True)
class Island:
    id: CardId
    faces: tuple[IslandFace, IslandFace]


@dataclass(frozen=True)
class Climate:
    id: CardId
    faces: tuple[ClimateFace, ClimateFace]


@dataclass(frozen=True)
class Goal:
    id: CardId
    faces: tuple[GoalFace, GoalFace]


@dataclass(frozen=True)
class GaiaCard:
    id: CardId
    name: Text
    colour: Literal["green", "red", "blue", "yellow", "brown"]
    upper: str = ""                      # your ability (data language), "" = none
    lower: Int[0, 20] = 0                # Gaia's fixed gain (blue: sprouts, green: cards scored)
    fauna: tuple[Int[0, 3], ...] = ()    # brown: the two fauna slots (0-3)
    easy: str = ""                       # brown, Easy level: an ability for you
    expert: Int[0, 20] = 0               # brown, Expert level: extra soil for Gaia


@dataclass(frozen=True)
class MinorTier:
    sprouts: Int[0, 20]
    growth: Int[0, 20]
    soil: Int[0, 20]


@dataclass(frozen=True)
class GameRules:
    deck: dict[str, Int[1, 200]]
    types_each: Int[1, 100]
    min_type_habitat: Int[0, 100]
    fauna_ladder: tuple[Int[0, 100], ...]
    beginner_fauna_vp: Int[0, 100]
    completion_bonus: Int[0, 50]
    tableau_size: Int[2, 8]
    max_rounds: Int[10, 200]         # a cap: 0 would end every game at once
    benefits: dict[str, Int[0, 20]]
    convert_sprouts: Int[1, 10]
    convert_soil: Int[1, 10]
    tags: dict[str, Text]
    gaia_boxes: tuple[tuple[Int[0, 20], Int[0, 20]], ...]
    gaia_tiers: dict[str, MinorTier]
    gaia_compost_at: Int[1, 100]
    gaia_compost_cards: Int[1, 50]
    gaia_passes: Int[0, 10]


@dataclass(frozen=True)
class IslandsFile:
    islands: tuple[Island, ...]


@dataclass(frozen=True)
class ClimatesFile:
    climates: tuple[Climate, ...]


@dataclass(frozen=True)
class EcosystemsFile:
    ecosystems: tuple[Goal, ...]


@dataclass(frozen=True)
class FaunaFile:
    fauna: tuple[Goal, ...]


@dataclass(frozen=True)
class GaiaFile:
    cards: tuple[GaiaCard, ...]


# ---- the loaded game ------------------------------------------------------------------------
@dataclass
class EarthData:
    rules: GameRules
    cards: dict            # id -> CardRec
    abilities: dict        # id -> tuple[Ability]
    islands: tuple
    climates: tuple
    ecosystems: tuple
    fauna: tuple
    gaia: tuple
    island_ab: dict = field(default_factory=dict)    # (id, face) -> Ability
    climate_ab: dict = field(default_factory=dict)
    eco_score: dict = field(default_factory=dict)    # (id, face) -> Score
    fauna_goal: dict = field(default_factory=dict)   # (id, face) -> (Measure, n)
    gaia_upper: dict = field(default_factory=dict)   # gaia id -> Ability | None
    gaia_easy: dict = field(default_factory=dict)
    colours: dict = field(default_factory=dict)      # card id -> frozenset of ability colours
    names: dict = field(default_factory=dict)        # card id -> Text
    shares: dict = field(default_factory=dict)       # card id -> (percent of the deck, filter)
    islands_by_id: dict = field(default_factory=dict)
    climates_by_id: dict = field(default_factory=dict)
    eco_by_id: dict = field(default_factory=dict)
    fauna_by_id: dict = field(default_factory=dict)
    gaia_by_id: dict = field(default_factory=dict)
    base_ids: tuple = ()

    def deck_ids(self, players: int) -> list:
        """The Earth cards of a game (Ruling: our 120-card set is too small for several
        players, so it is used once solo, twice with 2 players, three times with 3 to 5)."""
        copies = min(MAX_COPIES, players)
        return [c + k * COPY_OFFSET for k in range(copies) for c in self.base_ids]


def _parse(file, path, text, parser, tags):
    try:
        return parser(text, tags)
    except LangError as e:
        fail(file, path, str(e))


CARD_COLOURS = {"flora": ("green", "red", "blue", "yellow", "multi", "black", "brown"),
                "terrain": ("green", "red", "blue", "yellow", "multi", "black", "brown"),
                "event": ("event",)}


def check_card(c: CardRec, i: int, tags) -> tuple:
    """Parse a card's abilities and refuse impossible values; returns the Ability tuple."""
    f, p = "cards.yaml", f"cards[{i}]"
    if not 0 <= c.cost <= 10:
        fail(f, p + ".cost", f"cost must be 0 to 10, got {c.cost}")
    lo = -3 if c.kind == "event" else 0
    hi = 5 if c.kind == "event" else 10
    if not lo <= c.vp <= hi:
        fail(f, p + ".vp", f"base VP of a {c.kind} must be {lo} to {hi}, got {c.vp}")
    if c.kind == "flora":
        if not c.type or not c.habitats:
            fail(f, p, "a flora needs a type and at least one habitat")
        if c.growth and not c.canopy or c.canopy and not c.growth:
            fail(f, p + ".canopy", "canopy VP and growth maximum go together")
        if c.growth and c.canopy < c.growth - 1:      # the rules page says a piece never lowers points
            fail(f, p + ".canopy", f"canopy VP {c.canopy} is below the {c.growth - 1} trunks it replaces")
    else:
        if c.type or c.wild or c.sprouts or c.growth or c.canopy:
            fail(f, p, f"a {c.kind} has no flora type, sprout spaces or growth")
    if c.kind == "event" and (c.cost or c.habitats):
        fail(f, p, "an event has no cost and no habitat")
    if len(c.abilities) > 2 or (c.kind == "event" and len(c.abilities) != 1):
        fail(f, p + ".abilities", "a card has at most 2 abilities, an event exactly 1")
    for t in c.tags:
        if t not in tags:
            fail(f, p + ".tags", f"unknown tag {t!r}")
    return tuple(card_ability(c, text, tags, f"{p}.abilities[{k}]") for k, text in enumerate(c.abilities))


def card_ability(c: CardRec, text: str, tags, p) -> Ability:
    """One ability of an Earth card, parsed and checked against the card that carries it."""
    f = "cards.yaml"
    ab = _parse(f, p, text, parse_ability, tags)
    if ab.colour not in CARD_COLOURS[c.kind]:
        fail(f, p, f"a {c.kind} cannot have a {ab.colour} ability")
    check_self_target(ab, c, f, p)
    if c.kind == "event":
        check_positionless(ab, "an event", f, p)
    if ab.passive and c.kind != "flora":
        fail(f, p, "only a flora pays its own cost with sprouts")
    return ab


def check_self_target(ab: Ability, c, f, p):
    for g in ab.gains:
        if g.where and g.where.mode == "self":
            room = c.sprouts if g.kind == "sprout" else c.growth
            if not room:
                fail(f, p, f"{g.kind} on self, but the card has no {g.kind} space")
    for cost in ab.costs:
        if cost.n == 0:
            fail(f, p, "a cost of 0 is not a cost")


def check_positionless(ab: Ability, what: str, f, p):
    """A card with no place in a tableau (event, island, climate, Gaia card) cannot read its
    own row, column or neighbours: "in a row of your choice" says what it means instead."""
    word = positional(ab)
    if word:
        fail(f, p, f"{what} has no position in the tableau, so it cannot use {word!r} "
                   "(use in_chosen_row / in_chosen_column, or the whole tableau)")


def check_deck(rules: GameRules, cards) -> None:
    f = "cards.yaml"
    kinds = {k: sum(1 for c in cards if c.kind == k) for k in ("flora", "terrain", "event")}
    for k, n in rules.deck.items():
        check_count(f, "cards", kinds.get(k, 0), n, f"{k} cards")
    for t in TYPES:
        n = sum(1 for c in cards if c.kind == "flora" and c.type == t)
        check_count(f, "cards", n, rules.types_each, f"{t} flora")
        for h in HABITATS:
            m = sum(1 for c in cards if c.kind == "flora" and c.type == t and h in c.habitats)
            if m < rules.min_type_habitat:
                fail(f, "cards", f"only {m} {t} flora are {h}; at least {rules.min_type_habitat} needed")
    per = [sum(1 for c in cards if h in c.habitats) for h in HABITATS]
    if max(per) - min(per) > 2:
        fail(f, "cards", f"habitat icons must be balanced within 2 (sunny, wet, rocky, cold: {per})")
    if sum(1 for c in cards if c.wild) < 2:
        fail(f, "cards", "at least 2 wildcard flora are needed")
    if sum(1 for c in cards if c.seed) != 17:
        fail(f, "cards", "the 17 cards printed in the seed must all be present")


def _load_faces(folder, data: EarthData, tags):
    for i, isl in enumerate(data.islands):
        for k, face in enumerate(isl.faces):
            p = f"islands[{i}].faces[{k}]"
            ab = _parse("islands.yaml", p + ".ability", face.ability, parse_ability, tags)
            if ab.colour not in ACTION_COLOURS + ("multi",):
                fail("islands.yaml", p + ".ability", "an island's ability fires with an action")
            check_positionless(ab, "an island", "islands.yaml", p + ".ability")
            if not (4 <= face.draw <= 8 and 1 <= face.compost <= 4 and 2 <= face.soil <= 8):
                fail("islands.yaml", p, "set-up values: draw 4-8, compost 1-4, soil 2-8")
            if face.compost >= face.draw:
                fail("islands.yaml", p + ".compost", "cannot compost more cards than drawn")
            data.island_ab[(isl.id, k)] = ab
    for i, cl in enumerate(data.climates):
        for k, face in enumerate(cl.faces):
            p = f"climates[{i}].faces[{k}].ability"
            ab = _parse("climates.yaml", p, face.ability, parse_ability, tags)
            if ab.colour not in ACTION_COLOURS + ("multi",):
                fail("climates.yaml", p, "a climate's ability fires with an action")
            check_positionless(ab, "a climate", "climates.yaml", p)
            data.climate_ab[(cl.id, k)] = ab
    for i, e in enumerate(data.ecosystems):
        for k, face in enumerate(e.faces):
            data.eco_score[(e.id, k)] = _parse("ecosystems.yaml", f"ecosystems[{i}].faces[{k}].goal",
                                               face.goal, parse_score, tags)
    for i, fa in enumerate(data.fauna):
        for k, face in enumerate(fa.faces):
            data.fauna_goal[(fa.id, k)] = _parse("fauna.yaml", f"fauna[{i}].faces[{k}].goal",
                                                 face.goal, parse_objective, tags)


def _load_gaia(data: EarthData, tags):
    f = "gaia.yaml"
    cols = sorted(g.colour for g in data.gaia)
    if cols != sorted(["green", "red", "blue", "yellow", "brown", "brown"]):
        fail(f, "cards", "Gaia has 4 coloured cards (one per action) and 2 brown cards")
    for i, g in enumerate(data.gaia):
        p = f"cards[{i}]"
        if g.colour == "brown":
            if len(g.fauna) != 2 or not all(0 <= s < 4 for s in g.fauna) or g.upper:
                fail(f, p, "a brown Gaia card names two fauna slots (0-3) and no ability")
            data.gaia_easy[g.id] = _parse(f, p + ".easy", g.easy, parse_ability, tags) if g.easy else None
            if data.gaia_easy[g.id] is not None:
                check_positionless(data.gaia_easy[g.id], "a Gaia card", f, p + ".easy")
            continue
        ab = _parse(f, p + ".upper", g.upper, parse_ability, tags) if g.upper else None
        if ab is not None:
            check_positionless(ab, "a Gaia card", f, p + ".upper")
        if ab is not None and ab.colour != g.colour:
            fail(f, p + ".upper", "the upper ability has the card's colour")
        data.gaia_upper[g.id] = ab


def load(folder: str | None = None) -> EarthData:
    folder = folder or os.path.join(gamedata_dir(), "earth")
    rules = load_yaml(os.path.join(folder, "game.yaml"), GameRules)
    tags = frozenset(rules.tags)
    set_tag_words(rules.tags)
    cards = load_yaml(os.path.join(folder, "cards.yaml"), CardsFile).cards
    check_unique("cards.yaml", "cards", [c.id for c in cards])
    abilities = {c.id: check_card(c, i, tags) for i, c in enumerate(cards)}
    check_deck(rules, cards)
    data = EarthData(
        rules=rules, cards={c.id: c for c in cards}, abilities=abilities,
        islands=load_yaml(os.path.join(folder, "islands.yaml"), IslandsFile).islands,
        climates=load_yaml(os.path.join(folder, "climates.yaml"), ClimatesFile).climates,
        ecosystems=load_yaml(os.path.join(folder, "ecosystems.yaml"), EcosystemsFile).ecosystems,
        fauna=load_yaml(os.path.join(folder, "fauna.yaml"), FaunaFile).fauna,
        gaia=load_yaml(os.path.join(folder, "gaia.yaml"), GaiaFile).cards)
    for fname, key, recs, n in (("islands.yaml", "islands", data.islands, 10),
                                ("climates.yaml", "climates", data.climates, 10),
                                ("ecosystems.yaml", "ecosystems", data.ecosystems, 16),
                                ("fauna.yaml", "fauna", data.fauna, 12), ("gaia.yaml", "cards", data.gaia, 6)):
        check_count(fname, key, len(recs), n, key)
        check_unique(fname, key, [r.id for r in recs])
    if len(rules.fauna_ladder) < 5 or list(rules.fauna_ladder) != sorted(rules.fauna_ladder, reverse=True):
        fail("game.yaml", "fauna_ladder", "at least 5 rungs, highest first")
    for lv in ("upper", "lower"):
        if lv not in rules.gaia_tiers:
            fail("game.yaml", "gaia_tiers", f"missing tier {lv!r}")
    _load_faces(folder, data, tags)
    _load_gaia(data, tags)
    data.colours = {cid: frozenset(a.colour for a in abs_) for cid, abs_ in abilities.items()}
    data.names = {c.id: c.name for c in cards}
    data.base_ids = tuple(sorted(data.cards))
    data.shares = card_shares(data)
    for copy in range(1, MAX_COPIES):   # further copies, dealt only with several players
        for cid in data.base_ids:
            k = cid + copy * COPY_OFFSET
            data.cards[k], data.abilities[k] = data.cards[cid], abilities[cid]
            data.colours[k], data.names[k] = data.colours[cid], data.names[cid]
            if cid in data.shares:
                data.shares[k] = data.shares[cid]
    data.islands_by_id = {x.id: x for x in data.islands}
    data.climates_by_id = {x.id: x for x in data.climates}
    data.eco_by_id = {x.id: x for x in data.ecosystems}
    data.fauna_by_id = {x.id: x for x in data.fauna}
    data.gaia_by_id = {x.id: x for x in data.gaia}
    return data


@lru_cache(maxsize=1)
def default_data() -> EarthData:
    return load()
