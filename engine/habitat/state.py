"""The Habitat state: plain lists of card indices, cloned by hand (search clones it a lot)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

# phases
SETUP, START, DRAW, MAIN, OVER = "setup", "start", "draw", "main", "over"
EMPTY = -1          # an empty display slot
PILES = 3           # dying piles
MAX_MOVES = 24      # digital safety rule: table moves per turn (rules page §8.3)


@dataclass
class HabitatState:
    players: int
    first: int                     # who plays first; rounds start with this seat
    current: int                   # the active player (or the seat choosing in set-up)
    phase: str
    hands: list                    # [player] -> sorted card indices
    tables: list                   # [player][chain] -> card indices, bottom first
    pile: list                     # draw pile, top = last
    display: list                  # 3 slots, EMPTY when nothing could be dealt
    dying: list                    # 3 piles, top = last
    aside: list                    # [player] set-up discards, hidden until the reveal
    pending: list = field(default_factory=list)   # prompts (tuples), first one is asked
    spring_cards: list = field(default_factory=list)  # the 4 cards drawn by Spring
    draws: int = 0                 # cards drawn in step 1 this turn
    moves: int = 0                 # table moves this turn
    locked: bool = False           # Migration: only rescues for the rest of the turn
    spring_block: int = -1         # player whose Spring forbids Winter until their next turn
    boom: int = -1                 # the species under Population Boom
    abund_link: int = -1           # the Resource Abundance is attached to
    abund_type: int = -1           # resource type the Abundance card stands for
    rebuilds: int = 0              # times the draw pile was rebuilt (safety cap)
    last_round: bool = False       # the cap was reached: the game ends with this round
    winners: tuple = ()
    end_reason: str = ""           # "habitat" or "cap"
    turn: int = 0                  # turns completed since the set-up
    epoch: int = 0
    rng: random.Random | None = field(default=None, compare=False, repr=False)
    # clones share one rng until one of them draws from it (copying a Random is slow)
    rng_shared: bool = field(default=False, compare=False, repr=False)
    # Whatever changes a player's table first asks table_to_change(p), so that
    # known: [player] -> feeding's Table of that table as it stands, or None (feeding.table_facts
    #   keeps it: the AI need not read every chain again to know its facts), and
    # mine: [player] -> True while no clone shares that table's lists (a clone copies a table
    #   only when one of the two is about to change it: the search clones far more than it plays)
    known: list = field(default=None, compare=False, repr=False)
    mine: list = field(default=None, compare=False, repr=False)
    # feeding.scavenge_view of the dying display, or None: whatever changes the dying display
    # calls dying_changed() (feeding.view_now keeps it)
    dying_view: tuple | None = field(default=None, compare=False, repr=False)

    def __post_init__(self):
        self.known = [None] * self.players
        self.mine = [True] * self.players

    def table_to_change(self, p: int) -> list:
        """Player p's chains, about to change: this state's own (copied first if a clone shares
        them), their kept facts forgotten. Every change to `tables[p]` goes through here, tests
        and tools included: an edit made beside it leaves stale feeding facts (and may write
        into a clone's chains)."""
        self.known[p] = None
        if not self.mine[p]:
            self.tables[p] = [ch[:] for ch in self.tables[p]]
            self.mine[p] = True
        return self.tables[p]

    def dying_changed(self) -> None:
        """Call after any change to `dying` (tests and tools too): what scavengers can eat from
        the dying display is kept until then."""
        self.dying_view = None

    def forget_tables(self) -> None:
        """Forget every table's kept facts (an observation sent to the AI process keeps none)."""
        self.known = [None] * self.players

    def clone(self) -> "HabitatState":
        c = HabitatState.__new__(HabitatState)
        d = c.__dict__
        d.update(self.__dict__)
        copy = list.copy
        d["hands"] = list(map(copy, self.hands))
        d["tables"] = self.tables[:]       # each player's chains shared until one changes them
        self.mine = [False] * self.players
        d["mine"] = [False] * self.players
        d["pile"] = self.pile[:]
        d["display"] = self.display[:]
        d["dying"] = list(map(copy, self.dying))
        # set-up's discards: empty lists, never changed in place after the set-up
        d["aside"] = list(map(copy, self.aside)) if self.phase == SETUP else self.aside
        d["pending"] = self.pending[:]
        d["spring_cards"] = self.spring_cards[:]
        d["known"] = self.known[:]
        if self.rng is not None:
            self.rng_shared = d["rng_shared"] = True
        return c

    def own_rng(self) -> random.Random:
        """The state's rng, copied first if a clone shares it: draw only through this."""
        if self.rng_shared:
            r = random.Random.__new__(random.Random)
            r.setstate(self.rng.getstate())
            self.rng = r
            self.rng_shared = False
        return self.rng
