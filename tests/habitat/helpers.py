"""Hand-built Habitat positions: name cards by type ('mouse') or uid ('mouse-2')."""
from __future__ import annotations

import random

from engine.habitat import HabitatGame
from engine.habitat.state import EMPTY, MAIN, HabitatState

GAME = HabitatGame()
DECK = GAME.deck


def build(tables=None, hands=None, dying=None, display=None, pile=None, players=2,
          current=0, phase=MAIN, first=0, seed=0):
    """A state with the given cards; all others go to the draw pile (top = last of `pile`)."""
    used = set()

    def take(name):
        if name in DECK.index:
            c = DECK.index[name]
            assert c not in used, name
        else:
            c = next(i for i in range(DECK.n) if DECK.type_id[i] == name and i not in used)
        used.add(c)
        return c

    tables = tables or [[] for _ in range(players)]
    t = [[[take(x) for x in ch] for ch in chains] for chains in tables]
    t += [[] for _ in range(players - len(t))]
    h = [sorted(take(x) for x in hand) for hand in (hands or [])]
    h += [[] for _ in range(players - len(h))]
    dy = [[take(x) for x in p] for p in (dying or [[], [], []])]
    dy += [[] for _ in range(3 - len(dy))]
    disp = [take(x) if x is not None else EMPTY for x in (display or [None, None, None])]
    top = [take(x) for x in (pile or [])]
    rest = [c for c in range(DECK.n) if c not in used]
    rng = random.Random(seed)
    rng.shuffle(rest)
    s = HabitatState(players, first, current, phase, h, t, rest + top, disp, dy,
                     [[] for _ in range(players)])
    s.rng = rng
    return s


def uid(s, player, chain, pos):
    return DECK.uid[s.tables[player][chain][pos]]


def names(cards):
    return [DECK.type_id[c] for c in cards]


def table(s, p):
    return [names(ch) for ch in s.tables[p]]


def card(name, copy=1):
    return f"{name}-{copy}"


def play(s, *actions):
    for a in actions:
        GAME.play(s, a)
    return s
