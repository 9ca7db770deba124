"""Earth's game state: one dataclass, compared on everything but the rng, with a cheap clone."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

HIDDEN = -1          # a card id nobody (or not this seat) may see
GAIA = -1            # Gaia's seat number in leaves and the bonus


@dataclass
class Gaia:
    deck: list = field(default_factory=list)      # Gaia card ids, top = end
    used: list = field(default_factory=list)
    passes: int = 0                               # times her deck was shuffled anew
    turns: int = 0
    card: int = 0                                 # the Gaia card revealed now (0 = none)
    sprouts: int = 0
    soil: int = 0
    boxes: list = field(default_factory=list)     # pieces in each growth box
    pile: list = field(default_factory=list)      # face-up score pile (card ids)
    compost: list = field(default_factory=list)

    def clone(self):
        return Gaia(self.deck[:], self.used[:], self.passes, self.turns, self.card, self.sprouts,
                    self.soil, self.boxes[:], self.pile[:], self.compost[:])


@dataclass
class TeamSide:
    """One team's side of the team board (the team game): what its players put there this
    turn, for either of them to take until the end of the active player's turn."""
    cards: list = field(default_factory=list)     # face up to the team, hidden from the other
    compost: list = field(default_factory=list)   # face down: nobody sees them
    soil: int = 0
    sprout: int = 0
    growth: int = 0

    def clone(self):
        return TeamSide(self.cards[:], self.compost[:], self.soil, self.sprout, self.growth)

    def empty(self) -> bool:
        return not (self.cards or self.compost or self.soil or self.sprout or self.growth)


@dataclass
class EarthState:
    players: int
    mode: str
    gaia_level: str
    rng: random.Random = field(compare=False, repr=False)
    epoch: int = 0
    phase: str = "setup"          # setup | play | over
    first: int = 0
    active: int = 0
    turn: int = 0                 # turns started
    round: int = 1
    action: str = ""              # colour of the current turn's action
    deck: list = field(default_factory=list)      # top = end
    discard: list = field(default_factory=list)
    hands: list = field(default_factory=list)
    compost: list = field(default_factory=list)
    events: list = field(default_factory=list)
    grid: list = field(default_factory=list)      # per seat: {(row, col): card id}
    sprouts: dict = field(default_factory=dict)   # card id -> sprouts on it
    growth: dict = field(default_factory=dict)    # card id -> growth pieces (last = canopy)
    soil: list = field(default_factory=list)
    offers: list = field(default_factory=list)    # per seat: {"island": [...], "climate": [...], "eco": [...]}
    island: list = field(default_factory=list)    # per seat: (id, face) or None
    climate: list = field(default_factory=list)
    eco: list = field(default_factory=list)
    shared_eco: list = field(default_factory=list)
    fauna: list = field(default_factory=list)     # 4 slots: (id, face)
    leaves: list = field(default_factory=list)    # per slot: seats in claim order (GAIA = -1)
    bonus: int | None = None                      # seat that took the completion bonus
    ending: bool = False
    capped: bool = False
    tasks: list = field(default_factory=list)     # stack of pending steps, top = end
    looking: list = field(default_factory=list)   # cards drawn by Planting, keep 1
    gained: list = field(default_factory=lambda: [0, 0])   # cards, soil from abilities (Gaia mirrors)
    gaia: Gaia | None = None
    teams: bool = False                           # the team game: seats 0-1 against 2-3
    open_hands: bool = False                      # teammates see each other's hand
    board: list = field(default_factory=list)     # the team board: a TeamSide per team
    share: list = field(default_factory=list)     # per seat: asked where each gain goes
    # what the step machine did by itself, kept only while a log line is being written
    # (journal.py); None otherwise, so search pays nothing and clones never carry it
    notes: list | None = field(default=None, compare=False, repr=False)

    def clone(self) -> EarthState:
        return EarthState(
            self.players, self.mode, self.gaia_level, self.rng, self.epoch, self.phase, self.first,
            self.active, self.turn, self.round, self.action, self.deck[:], self.discard[:],
            [h[:] for h in self.hands], [c[:] for c in self.compost], [e[:] for e in self.events],
            [dict(g) for g in self.grid], dict(self.sprouts), dict(self.growth), self.soil[:],
            [{k: v[:] for k, v in o.items()} for o in self.offers], self.island[:], self.climate[:],
            self.eco[:], self.shared_eco[:], self.fauna[:], [x[:] for x in self.leaves], self.bonus,
            self.ending, self.capped, self.tasks[:], self.looking[:], self.gained[:],
            self.gaia.clone() if self.gaia else None, self.teams, self.open_hands,
            [b.clone() for b in self.board], self.share[:])

    @property
    def solo(self) -> bool:
        return self.players == 1


def card_places(s) -> list:
    """The card id in every place a card can be (HIDDEN where an observation hides it)."""
    where = list(s.deck) + list(s.discard) + list(s.looking)
    for p in range(s.players):
        where += s.hands[p] + s.compost[p] + s.events[p] + list(s.grid[p].values())
    if s.gaia is not None:
        where += s.gaia.pile + s.gaia.compost
    for side in s.board:
        where += side.cards + side.compost
    return where


def order_from(s, a) -> list:
    """The seats in turn order, starting with seat a."""
    return [(a + i) % s.players for i in range(s.players)]


def team_of(p) -> int:
    """The team of seat p in the team game: seats 0 and 1 are a team, 2 and 3 the other."""
    return p // 2


def mate(p) -> int:
    return p ^ 1


def team_seats(team) -> tuple:
    return (2 * team, 2 * team + 1)
