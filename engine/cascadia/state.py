"""The state of a Cascadia game: ints, small dicts and tuples, cloned by hand.

Hidden information costs nothing to store: the bag is five counts (its order does not
exist until a draw asks state.rng) and the tile stack is the sorted list of every tile not
seen yet (stack and set-aside tiles together) plus how many of them are still in play.
Drawing uniformly from the unseen tiles is the same lottery as a shuffled stack of a random
subset, so observe() only drops the rng and determinize() only gives a new one.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

# turn phases
TAKE, PLACE, TOKEN, OVER = 0, 1, 2, 3
EMPTY = -1


@dataclass(slots=True)
class CascadiaState:
    players: int
    cards: tuple                 # card id per animal (bear, elk, salmon, hawk, fox)
    env: list                    # per player: {cell: tile code (tile * 6 + rotation)}
    wild: list                   # per player: {cell: animal}
    frontier: list               # per player: sorted tuple of empty cells touching the environment
    nature: list                 # per player: nature tokens held
    tiles: list                  # display: tile index per slot, or EMPTY
    tokens: list                 # display: animal per slot, or EMPTY
    bag: list                    # tokens in the bag, count per animal
    unseen: list                 # sorted tiles not seen yet: the stack and the set-aside ones
    stack: int                   # how many of the unseen tiles are still in play
    current: int = 0
    first: int = 0
    turn: int = 0                # turns completed, all players together
    phase: int = TAKE
    held_tile: int = EMPTY
    held_token: int = EMPTY
    free: bool = False           # a nature token bought a free choice this turn
    wiped3: bool = False         # the optional overpopulation wipe was used this turn
    spent: bool = False          # a nature token was spent this turn
    placed: int = EMPTY          # cell of the tile placed this turn
    discarded: int = 0           # solo: tiles removed from the display so far
    epoch: int = 0
    rng: random.Random | None = field(default=None, compare=False, repr=False)

    def clone(self, rng=True) -> "CascadiaState":
        """A copy; rng=False leaves its rng to the caller (determinize() gives it a new one)."""
        c = CascadiaState(
            self.players, self.cards, [e.copy() for e in self.env], [w.copy() for w in self.wild],
            self.frontier[:], self.nature[:], self.tiles[:], self.tokens[:], self.bag[:],
            self.unseen[:], self.stack, self.current, self.first, self.turn, self.phase,
            self.held_tile, self.held_token, self.free, self.wiped3, self.spent, self.placed,
            self.discarded, self.epoch)
        if rng and self.rng is not None:
            c.rng = random.Random()
            c.rng.setstate(self.rng.getstate())
        return c
