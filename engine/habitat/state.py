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

    def clone(self) -> "HabitatState":
        c = HabitatState.__new__(HabitatState)
        d = c.__dict__
        d.update(self.__dict__)
        copy = list.copy
        d["hands"] = list(map(copy, self.hands))
        d["tables"] = [list(map(copy, t)) for t in self.tables]
        d["pile"] = self.pile[:]
        d["display"] = self.display[:]
        d["dying"] = list(map(copy, self.dying))
        d["aside"] = list(map(copy, self.aside))
        d["pending"] = self.pending[:]
        d["spring_cards"] = self.spring_cards[:]
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
