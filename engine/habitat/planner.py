"""Turn planner: a beam search over my own steps in one determinized world.

Within step 2 of a turn almost every action is deterministic (plays, moves, rescues, most
events), and only the position left at the end of the turn counts (rules §3.2.4). So the
planner searches sequences of my own actions, keeps the `beam` best distinct positions at
each depth, and returns the best position's value and its first action ("end_turn" when
doing nothing more is best). Identical positions reached in different orders are merged.
Chance steps (drawing, Spring, Niche, Migration) are leaves here: the caller averages them
over several worlds.
"""
from __future__ import annotations

from .state import MAIN, OVER

END = ("end_turn",)
# actions whose result depends on hidden cards: never expanded by the planner
CHANCE_EVENTS = ("spring", "niche", "migration")


def is_chance(deck, a) -> bool:
    if a[0] in ("draw_pile", "draw_display"):
        return True
    return a[0] == "event" and deck.type_id[deck.index[a[1]]] in CHANCE_EVENTS


def position_key(game, s) -> tuple:
    """What the planner needs to tell two positions apart (copies of a card merged)."""
    t = game.deck.type_id
    return (tuple(tuple(tuple(t[c] for c in ch) for ch in chains) for chains in s.tables),
            tuple(tuple(t[c] for c in h) for h in s.hands),
            tuple(tuple(p) for p in s.dying), s.boom, s.abund_link, s.locked,
            tuple(s.pending), s.phase)


def my_step(game, s, me) -> bool:
    """Is it still my decision inside my own turn (not a prompt for someone else)?"""
    return s.phase != OVER and s.current == me and game.to_move(s) == me


def settle(game, s, me, reply) -> None:
    """Let other players answer prompts my actions raised (Pollution, Wildfire...)."""
    guard = 0
    while s.phase != OVER and game.to_move(s) != me and s.current == me and guard < 20:
        game.apply(s, reply(game, s))
        guard += 1


def plan(game, s, me, value, reply, candidates, beam: int = 6, depth: int = 10):
    """Best (value, first action) over sequences of my deterministic steps from s.

    value(state) scores a position as if my turn ended there; reply(game, state) answers
    other players' prompts; candidates(game, state) lists distinct actions."""
    deck = game.deck
    best_v, best_a = value(s), END
    frontier = [s]
    firsts = [None]
    seen = {position_key(game, s)}
    for _ in range(depth):
        children = []
        for st, first in zip(frontier, firsts):
            for a in candidates(game, st):
                if a[0] == "end_turn" or is_chance(deck, a):
                    continue
                c = game.clone(st)
                game.apply(c, a)
                settle(game, c, me, reply)
                k = position_key(game, c)
                if k in seen:
                    continue
                seen.add(k)
                v = value(c)
                children.append((v, len(children), c, first or a))
        if not children:
            break
        children.sort(key=lambda x: (-x[0], x[1]))
        children = children[:beam]
        if children[0][0] > best_v:
            best_v, best_a = children[0][0], children[0][3]
        frontier = [c for _, _, c, _ in children if my_step(game, c, me) and c.phase == MAIN]
        firsts = [f for _, _, c, f in children if my_step(game, c, me) and c.phase == MAIN]
        if not frontier:
            break
    return best_v, best_a
