"""The hard AI's evaluation: how close each player is to a Habitat, and what threatens it.

A position is valued, for each player, by
  - distinct fed ranks (the goal), plus a little for spare fed cards;
  - Territory risk: for each chain on a Resource, the chance that the next opponent holds a
    species able to take it (hypergeometric over the cards that player cannot see), times
    the ranks the owner would lose plus those the attacker would gain;
  - openings: for each missing rank, how many unseen cards of that rank could be fed on the
    table as it stands (a table with free Resources and edible tops fills up faster);
  - fragile scavengers (fed only by the dying display, which others can cover);
  - for the deciding player, the hand's best 3 cards (a playable card of a missing rank is
    worth about half a rank); for others, their hand size.
The score is mine minus the best opponent's. Only cards visible to the deciding player and
the counts of hidden ones are used, so the value is the same in every determinization.
"""
from __future__ import annotations

from . import feeding as F
from . import moves
from .state import OVER

WIN = 1000.0
RANK = 10.0          # one distinct fed rank
SPARE = 0.5          # a second fed card of a rank (a spare if one is lost)
HAND_FIT = 5.0       # a hand card of a missing rank that can be played now
HAND_LATER = 1.5     # a hand card of a missing rank with no place yet
HAND_EVENT = 2.0
OPENING = 3.0        # a missing rank whose cards mostly fit the table
FRAGILE = 1.5        # a scavenger fed only by the dying display
LOSS_SHARE = 0.8     # how much of a possible Territory loss to count (the attacker may not)


class Types:
    """Per-deck tables by card type: one representative card, counts and ranks."""

    def __init__(self, deck):
        self.ids = sorted(set(deck.type_id))
        self.of = tuple(self.ids.index(t) for t in deck.type_id)
        rep = {}
        for c in range(deck.n):
            rep.setdefault(self.of[c], c)
        self.rep = tuple(rep[t] for t in range(len(self.ids)))
        self.rank = tuple(deck.rank[c] for c in self.rep)
        self.species = tuple(t for t in range(len(self.ids)) if deck.is_species[self.rep[t]])
        self.by_rank = {r: [t for t in range(len(self.ids)) if self.rank[t] == r and
                            deck.kind[self.rep[t]] != 2] for r in range(1, 9)}


_TYPES: dict = {}
_ATTACKERS: dict = {}


def types_of(deck) -> Types:
    t = _TYPES.get(id(deck))
    if t is None:
        t = _TYPES[id(deck)] = Types(deck)
    return t


def unseen_counts(deck, s, me: int, T: Types) -> tuple[list, int]:
    """Card counts by type of what `me` cannot see (draw pile and others' hands)."""
    counts = [0] * len(T.ids)
    n = 0
    of = T.of
    for c in s.pile:
        counts[of[c]] += 1
    n += len(s.pile)
    for q in range(s.players):
        if q != me:
            for c in s.hands[q]:
                counts[of[c]] += 1
            n += len(s.hands[q])
    return counts, n


def attackers(deck, s, chain, T: Types) -> tuple:
    """Species types that could take this chain by Territory (§6), cached by chain."""
    key = (tuple(chain), s.boom, s.abund_type)
    hit = _ATTACKERS.get(key)
    if hit is not None:
        return hit
    top = max(F.eff_rank(deck, s, c) for c in chain)
    out = tuple(t for t in T.species if T.rank[t] > top
                and any(F.can_eat(deck, s, T.rep[t], x) for x in chain))
    if len(_ATTACKERS) > 200000:
        _ATTACKERS.clear()
    _ATTACKERS[key] = out
    return out


def p_holds(unseen: int, good: int, hand: int) -> float:
    """Chance that `hand` cards dealt from `unseen` include one of `good` (hypergeometric)."""
    if good <= 0 or hand <= 0:
        return 0.0
    miss = 1.0
    for i in range(hand):
        if unseen - i <= 0:
            return 1.0
        miss *= max(0.0, (unseen - good - i) / (unseen - i))
    return 1.0 - miss


class Side:
    """One player's table summary."""
    __slots__ = ("ranks", "fed", "value", "missing")

    def __init__(self, deck, s, p: int, view):
        chains = s.tables[p]
        self.fed = [F.chain_fed(deck, s, ch, view) for ch in chains]
        ranks: dict = {}
        for ch, fed in zip(chains, self.fed):
            for c, ok in zip(ch, fed):
                if ok:
                    r = F.eff_rank(deck, s, c)
                    ranks[r] = ranks.get(r, 0) + 1
        self.ranks = ranks
        self.missing = [r for r in range(1, 9) if r not in ranks]
        self.value = RANK * len(ranks) + SPARE * sum(min(k - 1, 2) for k in ranks.values())


def chain_loss(deck, s, chain, fed, side: Side) -> float:
    """Ranks the owner loses if this chain goes."""
    lost = 0.0
    seen = {}
    for c, ok in zip(chain, fed):
        if ok:
            r = F.eff_rank(deck, s, c)
            seen[r] = seen.get(r, 0) + 1
    for r, k in seen.items():
        if side.ranks.get(r, 0) <= k:
            lost += RANK
    return lost


def territory_risk(deck, s, p: int, side: Side, hand_sizes, unseen, n_unseen,
                   T: Types, known_hands) -> float:
    """Expected loss of p's chains to the next opponents' Territory moves."""
    risk = 0.0
    for ch, fed in zip(s.tables[p], side.fed):
        if not F.is_food_like(deck, ch[0]) or len(ch) < 2 or not fed[-1]:
            continue
        att = attackers(deck, s, ch, T)
        if not att:
            continue
        loss = chain_loss(deck, s, ch, fed, side)
        if loss <= 0:
            continue
        worst = 0.0
        for q, h in hand_sizes:
            if known_hands is not None and q in known_hands:
                hand = known_hands[q]
                pr = 1.0 if any(T.of[c] in att for c in hand) else 0.0
            else:
                pr = p_holds(n_unseen, sum(unseen[t] for t in att), h)
            worst = max(worst, pr * (loss + 0.5 * RANK))
        risk += LOSS_SHARE * worst
    return risk


def openings(deck, s, p: int, side: Side, unseen, n_unseen, view, T: Types) -> float:
    """How well the table can take cards of its missing ranks."""
    if not n_unseen:
        return 0.0
    chains = s.tables[p]
    total = 0.0
    for r in side.missing:
        if r == 1:
            total += OPENING
            continue
        fit = seen = 0
        for t in T.by_rank[r]:
            k = unseen[t]
            if not k:
                continue
            seen += k
            c = T.rep[t]
            if F.base_ok(deck, c, view) or moves.slots(deck, s, chains, side.fed, c, c, view):
                fit += k
        if seen:
            total += OPENING * fit / seen
    return total


def fragile(deck, s, p: int, side: Side, view) -> float:
    n = 0
    for ch, fed in zip(s.tables[p], side.fed):
        for i, (c, ok) in enumerate(zip(ch, fed)):
            if ok and deck.scav[c] and (i == 0 or not F.can_eat(deck, s, c, ch[i - 1])):
                n += 1
    return FRAGILE * n


def hand_value(deck, s, p: int, side: Side, view) -> float:
    chains = s.tables[p]
    vals = []
    seen = set()
    for c in s.hands[p]:
        if deck.kind[c] == 2:
            vals.append(HAND_EVENT)
            continue
        r = deck.rank[c]
        if r in side.ranks or r in seen:
            vals.append(0.3)
            continue
        seen.add(r)
        if F.base_ok(deck, c, view) or moves.slots(deck, s, chains, side.fed, c, c, view):
            vals.append(HAND_FIT)
        else:
            vals.append(HAND_LATER)
    vals.sort(reverse=True)
    return sum(vals[:3])


def evaluate(game, s, me: int) -> float:
    deck = game.deck
    if s.phase == OVER:
        if me in s.winners:
            return WIN / len(s.winners) - s.turn * 0.1
        return -WIN
    T = types_of(deck)
    view = F.scavenge_view(deck, s.dying)
    sides = [Side(deck, s, q, view) for q in range(s.players)]
    unseen, n_unseen = unseen_counts(deck, s, me, T)
    # the next players to move threaten me; everyone else is threatened by me (known hand),
    # but they move before I do and can repair, hence the discount
    others = [(q, min(len(s.hands[q]), 3)) for q in range(s.players) if q != me]
    mine = sides[me].value + hand_value(deck, s, me, sides[me], view)
    mine += openings(deck, s, me, sides[me], unseen, n_unseen, view, T)
    mine -= fragile(deck, s, me, sides[me], view)
    mine -= territory_risk(deck, s, me, sides[me], others, unseen, n_unseen, T, None)
    best = -1e9
    for q in range(s.players):
        if q == me:
            continue
        v = sides[q].value + 1.5 * min(len(s.hands[q]), 3)
        v += openings(deck, s, q, sides[q], unseen, n_unseen, view, T)
        v -= fragile(deck, s, q, sides[q], view)
        v -= 0.4 * territory_risk(deck, s, q, sides[q], [(me, 3)], unseen, n_unseen, T,
                                  {me: s.hands[me]})
        best = max(best, v)
    return mine - best
