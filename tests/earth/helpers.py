"""Helpers to build Earth positions by card name for the rules tests."""
from __future__ import annotations

from engine.earth.flow import advance
from engine.earth.game import EarthGame

GAME = EarthGame()
D = GAME.data


def cid(name: str) -> int:
    return next(k for k, c in D.cards.items() if c.name.en == name and k < 1000)


def fresh(players=2, mode="standard", seed=1, gaia="medium", **options):
    """A game just after set-up, everything emptied: no hands, tableaux, soil; seat 0 to choose.
    `options` adds game options (teams="on")."""
    opts = GAME.default_options(players)
    opts["mode"] = mode
    opts.update(options)
    if players == 1:
        opts["gaia"] = gaia
    s = GAME.setup(opts, seed)
    while s.phase == "setup":
        GAME.apply(s, GAME.legal_actions(s)[0])
    s.deck = [c for c in D.deck_ids(players)]
    s.discard, s.looking = [], []
    for p in range(players):
        s.hands[p], s.compost[p], s.events[p], s.grid[p], s.soil[p] = [], [], [], {}, 0
    s.sprouts, s.growth = {}, {}
    s.leaves = [[] for _ in range(4)]
    s.island, s.climate = [None] * players, [None] * players
    s.first = s.active = 0
    s.tasks = [("choose", 0)]
    return s


def take(s, name):
    """Remove a card from wherever it is (deck by default) and return its id."""
    c = cid(name)
    for zone in [s.deck, s.discard] + s.hands + s.compost + s.events:
        if c in zone:
            zone.remove(c)
            return c
    for g in s.grid:
        for rc, x in list(g.items()):
            if x == c:
                del g[rc]
                return c
    raise KeyError(name)


def give(s, p, *names):
    for n in names:
        s.hands[p].append(take(s, n))


def place(s, p, name, r, c, sprouts=0, growth=0):
    k = take(s, name)
    s.grid[p][(r, c)] = k
    if sprouts:
        s.sprouts[k] = sprouts
    if growth:
        s.growth[k] = growth
    return k


def to_compost(s, p, n):
    for _ in range(n):
        s.compost[p].append(s.deck.pop(0))


def play(s, *actions):
    for a in actions:
        GAME.play(s, a)


def settle(s, until=None, prefer=("skip", "stop")):
    """Answer every question with the first preferred option (else the first legal one)
    until the top step is `until` (a kind) or the game is over."""
    for _ in range(500):
        if GAME.to_move(s) is None or (until and s.tasks[-1][0] == until):
            return
        legal = [a for a in GAME.legal_actions(s) if a[0] not in ("event", "convert")]
        pick = next((a for k in prefer for a in legal if a[0] == k), legal[0])
        GAME.play(s, pick)
    raise AssertionError("settle did not settle")


def top(s):
    return s.tasks[-1] if s.tasks else None


def run(s):
    advance(D, s)
