"""Kauri's state: small lists of ints and card ids, cloned by hand (search clones it a lot).

Per-region lists have 26 entries: index 0 is the volcano (always empty), 1..25 the land.
Per-faction lists have 4 entries in faction order (kiwi, possum, settler, maori); seat i plays
faction i, so with fewer players the last factions simply have no seat.
A "slot" is one action of the card being resolved: (kind, remaining, lock, needs, or_group);
`lock` holds a region (pieces must come from one region) or a bit mask of regions already used.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass
class KauriState:
    players: int
    # the board
    kauri: list
    kiwi: list
    possum: list
    whare: list
    reserve: list
    poison: list
    roads: list            # per border: 1 if a road
    floods: list           # per border: 0, or the last period the flood stays
    epidemic: int = 0
    tapu: int = 0          # the region a Tapu protects (with its neighbours) this period
    settlers: list = field(default_factory=lambda: [0, 0])
    maori: int = 0
    # faction boards
    settler_kauri: int = 0
    settler_possum: int = 0
    maori_kiwi: int = 0
    maori_possum: int = 0
    # tracks
    conscience: int = 1
    period: int = 1
    turn: int = 1          # turn within the period, 1..4
    # flow
    phase: str = "setup"   # setup, revive, pick, act, auto, tane, over
    actor: int = -1        # the seat deciding in the one-seat phases
    todo: list = field(default_factory=list)   # pending set-up placements
    # cards, per seat
    hands: list = field(default_factory=list)
    decks: list = field(default_factory=list)
    discards: list = field(default_factory=list)
    picks: list = field(default_factory=list)  # per seat: None or (action card, initiative card)
    mulligan: list = field(default_factory=list)  # per seat: True once used (or not allowed)
    order: tuple = ()
    cursor: int = 0
    card: str = ""
    slots: list = field(default_factory=list)
    # legacies, per faction
    claimed: list = field(default_factory=lambda: [(), (), (), ()])
    tokens: list = field(default_factory=lambda: [0, 0, 0, 0])   # tokens spent
    curse: list = field(default_factory=lambda: ["", "", "", ""])  # Huia curse on that legacy
    epoch: int = 0
    rng: random.Random | None = field(default=None, compare=False, repr=False)

    def clone(self, share_rng: bool = False) -> "KauriState":
        """An independent copy; share_rng=True lends it this state's generator (for throw-away
        look-ahead copies, where copying the generator's state would cost more than the rest)."""
        c = KauriState.__new__(KauriState)
        c.players = self.players
        c.kauri = self.kauri[:]
        c.kiwi = self.kiwi[:]
        c.possum = self.possum[:]
        c.whare = self.whare[:]
        c.reserve = self.reserve[:]
        c.poison = self.poison[:]
        c.roads = self.roads[:]
        c.floods = self.floods[:]
        c.epidemic = self.epidemic
        c.tapu = self.tapu
        c.settlers = self.settlers[:]
        c.maori = self.maori
        c.settler_kauri = self.settler_kauri
        c.settler_possum = self.settler_possum
        c.maori_kiwi = self.maori_kiwi
        c.maori_possum = self.maori_possum
        c.conscience = self.conscience
        c.period = self.period
        c.turn = self.turn
        c.phase = self.phase
        c.actor = self.actor
        c.todo = self.todo[:]
        c.hands = [h[:] for h in self.hands]
        c.decks = [d[:] for d in self.decks]
        c.discards = [d[:] for d in self.discards]
        c.picks = self.picks[:]
        c.mulligan = self.mulligan[:]
        c.order = self.order
        c.cursor = self.cursor
        c.card = self.card
        c.slots = self.slots[:]
        c.claimed = self.claimed[:]
        c.tokens = self.tokens[:]
        c.curse = self.curse[:]
        c.epoch = self.epoch
        if share_rng:
            c.rng = self.rng
        elif self.rng is not None:
            c.rng = random.Random.__new__(random.Random)   # skips seeding from the OS
            c.rng.setstate(self.rng.getstate())
        else:
            c.rng = None
        return c
