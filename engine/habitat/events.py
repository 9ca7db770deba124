"""The 10 event cards (rules page §7). The played card leaves the hand first; effects that
need a choice queue prompts (see flow.py); a used card then goes to the dying display,
placed by its player, unless it stays in play (Abundance, Population Boom)."""
from __future__ import annotations

from . import feeding as F
from . import flow
from .state import EMPTY


def others_in_order(s, p: int) -> list:
    """Other players in turn order, starting on p's left (§4.2)."""
    return [(p + k) % s.players for k in range(1, s.players)]


def play_event(deck, s, c: int, args: tuple) -> None:
    p = s.current
    s.hands[p].remove(c)
    kind = deck.type_id[c]
    used = ("place", p, (c,))
    if kind == "disease":
        q, ci, pos = args
        victim = flow.remove_at(s, q, ci, pos)
        s.pending += [("place", p, (victim, c))]
    elif kind == "wildfire":
        q, ci, pos = args
        chain = s.tables[q][ci]
        rtype = F.food_type(deck, s, chain[pos])
        first = chain[pos + 1] if pos + 1 < len(chain) else -1
        burnt = flow.remove_at(s, q, ci, pos)
        s.pending += [("place", p, (burnt, c))]
        if first >= 0:
            s.pending += [("wildfire", q, rtype, first)]
    elif kind == "spring":
        old = tuple(x for x in s.display if x != EMPTY)
        s.display = [EMPTY] * 3
        s.spring_block = p
        s.pending += [("place", p, old), ("spring_draw", p), ("spring", p), used]
    elif kind == "pollution":
        s.pending += [("pollution", q) for q in others_in_order(s, p)] + [used]
    elif kind == "winter":
        s.pending += [("winter", q) for q in others_in_order(s, p)]
        s.pending += [("winter_shuffle",), used]
    elif kind == "abundance":
        ci, pos = args
        r = s.tables[p][ci][pos]
        s.abund_link = r
        s.abund_type = deck.res_type[r]
        s.table_to_change(p).append([c])
    elif kind == "migration":
        n = s.players
        s.hands = [s.hands[(i - 1) % n] for i in range(n)]
        s.locked = True
        s.epoch += 1
        s.pending += [used]
    elif kind == "renewal":
        s.pending += [("renewal", p, False, False), used]
    elif kind == "niche":
        rank = args[0]
        for i in range(len(s.pile) - 1, -1, -1):
            if deck.rank[s.pile[i]] == rank:
                flow.give(s, p, s.pile.pop(i))
                break
        s.pile.sort()
        s.own_rng().shuffle(s.pile)
        s.epoch += 1
        s.pending += [used]
    elif kind == "population_boom":
        q, ci, pos = args
        s.boom = s.tables[q][ci][pos]


def keep_spring(deck, s, c: int) -> None:
    p = s.current
    flow.give(s, p, c)
    rest = [x for x in s.spring_cards if x != c]
    s.spring_cards = []
    for i in range(3):
        if s.display[i] == EMPTY and rest:
            s.display[i] = rest.pop(0)
    s.pile.extend(rest)  # never happens with 4 cards; kept for safety
    s.epoch += 1
