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

from . import feeding as F
from . import moves
from .flow import HAND_LIMIT, allowed_piles
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


# ---- the end of my turn, played out quickly ----------------------------------------------
def useful_to(deck, s, p: int, c: int, ranks: set, view) -> bool:
    """Could p rescue dying card c into a rank p misses (roughly: ignores the pile below)?"""
    if not deck.is_species[c] or F.eff_rank(deck, s, c) in ranks:
        return False
    if F.base_ok(deck, c, view):
        return True
    fed = [F.chain_fed(deck, s, ch, view) for ch in s.tables[p]]
    return bool(moves.slots(deck, s, s.tables[p], fed, c, c, view))


def pick_pile(deck, s, me: int, c: int) -> int:
    """Where to put a card on the dying display: cover what the next player could rescue,
    and do not cover the last visible species my scavengers eat."""
    piles = allowed_piles(s)
    if len(piles) == 1:
        return piles[0]
    nxt = (me + 1) % s.players
    view = F.scavenge_view(deck, s.dying)
    their = F.fed_ranks(deck, s, nxt, view)
    best, score = piles[0], -1e9
    for i in piles:
        top = s.dying[i][-1] if s.dying[i] else -1
        v = 0.0
        if top >= 0 and useful_to(deck, s, nxt, top, their, view):
            v += 2.0
        if top >= 0 and deck.is_species[top]:
            v -= 1.0 if not deck.is_species[c] else 0.2
        if v > score:
            best, score = i, v
    return best


def keep_score(deck, s, me: int, c: int, ranks: set, view) -> float:
    """How much I want to keep card c in hand at the end of my turn."""
    if deck.kind[c] == 2:
        return 3.0
    r = deck.rank[c]
    if r in ranks:
        return 0.5 + r * 0.01
    fed = [F.chain_fed(deck, s, ch, view) for ch in s.tables[me]]
    if F.base_ok(deck, c, view) or moves.slots(deck, s, s.tables[me], fed, c, c, view):
        return 6.0 + r * 0.1
    return 4.0 + r * 0.1


def end_turn_now(game, s, me: int) -> None:
    """End my turn in s (in place): starving species and surplus cards go to the dying display
    by the quick rules above; stops when the next player is to move."""
    deck = game.deck
    if s.phase == MAIN and not s.pending:
        game.apply(s, END)
    guard = 0
    while s.pending and game.to_move(s) == me and guard < 30:
        guard += 1
        pr = s.pending[0]
        if pr[0] == "place":
            c = min(pr[2])
            game.apply(s, ("place", deck.uid[c], pick_pile(deck, s, me, c)))
        elif pr[0] == "discard":
            view = F.scavenge_view(deck, s.dying)
            ranks = F.fed_ranks(deck, s, me, view)
            c = min(s.hands[me], key=lambda x: (keep_score(deck, s, me, x, ranks, view), x))
            game.apply(s, ("discard", deck.uid[c], pick_pile(deck, s, me, c)))
        else:
            game.apply(s, game.legal_actions(s)[0])


def end_value(game, s, me: int, value) -> float:
    """value() of the position after ending my turn now."""
    if s.phase == OVER or s.current != me or s.pending and game.to_move(s) != me:
        return value(s)
    c = game.clone(s)
    end_turn_now(game, c, me)
    return value(c)
