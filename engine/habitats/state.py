"""The state of a Habitats game: ints, lists and small dicts, cloned by hand.

The only hidden thing is the order of the face-down stock. The stock is kept as the sorted
list of the tiles not seen yet; a draw asks state.rng for one of them, which is the same
lottery as a shuffled pile. So observe() only drops the rng and determinize() gives a new one.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

TAKE, PLACE, OVER = 0, 1, 2     # turn steps
EMPTY = -1


@dataclass(slots=True)
class HabitatsState:
    players: int
    goals: tuple                 # goal id for years 1, 2, 3
    rows: int                    # market grid
    cols: int
    market: list                 # per market space (row-major): tile, or EMPTY
    fig_pos: list                # per seat: market space of the figure
    fig_dir: list                # per seat: facing 0-3 (N, E, S, W)
    parks: list                  # per seat: {cell: tile * 4 + rotation}, the entrance included
    unseen: list                 # sorted tiles of the face-down stock
    goal_points: list            # per seat: points of the goals of years 1, 2, 3 (0 until scored)
    current: int = 0
    first: int = 0
    turn: int = 0                # turns completed, all players together
    phase: int = TAKE
    held: int = EMPTY            # the tile taken this turn, until placed
    set_aside: list = field(default_factory=list)   # tiles that fitted nowhere (out of the game)
    epoch: int = 0
    rng: random.Random | None = field(default=None, compare=False, repr=False)

    def clone(self) -> "HabitatsState":
        c = HabitatsState(
            self.players, self.goals, self.rows, self.cols, self.market[:], self.fig_pos[:],
            self.fig_dir[:], [p.copy() for p in self.parks], self.unseen[:],
            [g[:] for g in self.goal_points], self.current, self.first, self.turn, self.phase,
            self.held, self.set_aside[:], self.epoch)
        if self.rng is not None:
            c.rng = random.Random()
            c.rng.setstate(self.rng.getstate())
        return c
