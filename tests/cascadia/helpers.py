"""Small builders for hand-made Cascadia positions."""
from __future__ import annotations

import random

from engine.cascadia import CascadiaGame
from engine.cascadia.data import ANIMALS, HABITATS, load
from engine.cascadia.hexgrid import DIRS, cell
from engine.cascadia.wildlife import score_card

DATA = load()
GAME = CascadiaGame()
BEAR, ELK, SALMON, HAWK, FOX = range(5)


def wild(*items) -> dict:
    """wild((q, r, "bear"), ...) -> {cell: animal}"""
    return {cell(q, r): ANIMALS.index(a) for q, r, a in items}


def line(q, r, d, n, animal):
    """n hexes from (q, r) in direction d, all holding `animal`."""
    dq, dr = DIRS[d]
    return [(q + i * dq, r + i * dr, animal) for i in range(n)]


def apart(groups_of, animal, gap=4):
    """Groups of the given sizes (straight east-going lines), far from each other."""
    out = []
    for k, n in enumerate(groups_of):
        out += line(0, 3 * k * gap // 2 + k * gap, 0, n, animal)
    return out


def score(card_id: str, items, animal: str | None = None) -> int:
    card = DATA.cards[card_id]
    a = ANIMALS.index(animal or card.animal)
    w = wild(*items)
    return score_card(card, [c for c, x in w.items() if x == a], w)


def tile(tile_id: str) -> int:
    return DATA.tile_index[tile_id]


def keystone_of(habitat: str, animal: str | None = None) -> int:
    for i, t in enumerate(DATA.tiles[:85]):
        if len(set(t.edges)) == 1 and t.edges[0] == habitat and (animal is None or t.wildlife == (animal,)):
            return i
    raise KeyError(habitat)


def habitat(name: str) -> int:
    return HABITATS.index(name)


class Scripted(random.Random):
    """An rng whose token draws give the listed animals in order (then fall back to seeded)."""

    def __init__(self, state, animals=(), tiles=()):
        super().__init__(0)
        self.state = state
        self.animals = [ANIMALS.index(a) if isinstance(a, str) else a for a in animals]
        self.tile_ids = list(tiles)

    def randrange(self, n, *args):
        s = self.state
        if n == sum(s.bag) and self.animals:
            a = self.animals.pop(0)
            assert s.bag[a] > 0, f"no {ANIMALS[a]} left in the bag"
            return sum(s.bag[:a])
        if n == len(s.unseen) and self.tile_ids:
            return s.unseen.index(tile(self.tile_ids.pop(0)))
        return super().randrange(n, *args)
