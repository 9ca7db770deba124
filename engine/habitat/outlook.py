"""The hard AI's evaluation: a position's features, weighted into a win-chance score.

The position is read as "my turn has just ended, the next opponent moves". Features, for
me and for my strongest opponent:
  - distinct fed ranks (one indicator per count: the last ranks are worth more);
  - spare fed cards (a second card of a rank), free Resources (bases for herbivores);
  - openings: for each missing rank, the share of the unseen cards of that rank that could
    be fed on the table as it stands;
  - Territory risk: for each chain on a Resource, the chance that the opponent holds a
    species able to take it (hypergeometric over the cards hidden from me), times the
    ranks lost; the opponent's risk uses my known hand;
  - rescues: missing ranks a player could take back from the visible dying piles now;
  - fragile scavengers (fed only by the dying display, which others can cover);
  - my hand's best 3 cards: playable ranks I miss, unplayable ones, events; their hand size.
Only what I can see and the counts of hidden cards are used, so every determinization gets
the same value. The weights were fitted by logistic regression on the winners of AI
self-play games (see tests/habitat/test_outlook.py for the behaviour they must keep).
The hard level (ai.ReplySearch) uses it; the easy and normal levels keep ai.evaluate.
"""
from __future__ import annotations

from . import feeding as F
from . import moves
from .state import OVER

WIN = 1000.0


class Types:
    """Per-deck tables by card type: one representative card, ranks, types by rank."""

    def __init__(self, deck):
        self.ids = sorted(set(deck.type_id))
        index = {t: i for i, t in enumerate(self.ids)}
        self.of = tuple(index[t] for t in deck.type_id)
        rep = {}
        for c in range(deck.n):
            rep.setdefault(self.of[c], c)
        self.rep = tuple(rep[t] for t in range(len(self.ids)))
        self.rank = tuple(deck.rank[c] for c in self.rep)
        self.species = tuple(t for t in range(len(self.ids)) if deck.is_species[self.rep[t]])
        self.by_rank = {r: [t for t in range(len(self.ids)) if self.rank[t] == r and
                            deck.kind[self.rep[t]] != 2] for r in range(1, 9)}


_TYPES: dict = {}


def types_of(deck) -> Types:
    t = _TYPES.get(id(deck))
    if t is None:
        t = _TYPES[id(deck)] = Types(deck)
    return t


def unseen_counts(s, me: int, T: Types) -> tuple[list, int]:
    """Card counts by type of what `me` cannot see (draw pile and others' hands)."""
    counts = [0] * len(T.ids)
    of = T.of
    n = len(s.pile)
    for c in s.pile:
        counts[of[c]] += 1
    for q in range(s.players):
        if q != me:
            for c in s.hands[q]:
                counts[of[c]] += 1
            n += len(s.hands[q])
    return counts, n


def attackers(deck, s, chain, T: Types) -> tuple:
    """Species types that could take this chain by Territory (§6), cached by chain."""
    return F.remembered(F.deck_cache(deck, "attackers"), (tuple(chain), s.boom, s.abund_type), 100000,
                        lambda: _attackers(deck, s, chain, T))


def _attackers(deck, s, chain, T: Types) -> tuple:
    top = max(F.eff_rank(deck, s, c) for c in chain)
    return tuple(t for t in T.species if T.rank[t] > top
                 and moves.eats_a_species(deck, s, T.rep[t], chain))


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
    """One player's table: fed flags per chain, fed cards per rank, missing ranks."""
    __slots__ = ("fed", "ranks", "missing", "fit")

    def __init__(self, deck, s, p: int, view):
        facts = F.table_facts(deck, s, p, view)
        self.fed = facts.fed
        self.ranks = facts.counts       # shared with feeding's facts: read, never change
        self.missing = [r for r in range(1, 9) if r not in self.ranks]
        self.fit: dict = {}

    def fits(self, deck, s, chains, c: int, view) -> bool:
        """May card c start a chain or go into one of these chains (remembered per card)?"""
        ok = self.fit.get(c)
        if ok is None:
            ok = self.fit[c] = F.base_ok(deck, c, view) or moves.fits(deck, s, chains, self.fed, c, view)
        return ok


def side_of(deck, s, p: int, view) -> Side:
    """Side(deck, s, p, view), shared by equal tables (read it, never change it): remembered
    with feeding's facts about the table."""
    memo = F.table_facts(deck, s, p, view).memo
    side = memo.get("side")
    if side is None:
        side = memo["side"] = Side(deck, s, p, view)
    return side


def ranks_lost(deck, s, chain, fed, side: Side) -> int:
    """Distinct ranks the owner loses if this chain goes."""
    here: dict = {}
    for c, ok in zip(chain, fed):
        if ok:
            r = F.eff_rank(deck, s, c)
            here[r] = here.get(r, 0) + 1
    return sum(1 for r, k in here.items() if side.ranks.get(r, 0) <= k)


def territory_risk(deck, s, p: int, side: Side, hand: int, unseen, n_unseen, T: Types,
                   known=None) -> float:
    """Expected distinct ranks p loses to one Territory move by a player holding `hand`
    cards dealt from the unseen ones (or holding exactly `known`); the worst chain counts."""
    worst = 0.0
    for ch, fed in zip(s.tables[p], side.fed):
        if not F.is_food_like(deck, ch[0]) or len(ch) < 2:
            continue
        att = attackers(deck, s, ch, T)
        if not att:
            continue
        lost = ranks_lost(deck, s, ch, fed, side)
        if not lost:
            continue
        if known is not None:
            pr = 1.0 if any(T.of[c] in att for c in known) else 0.0
        else:
            pr = p_holds(n_unseen, sum(unseen[t] for t in att), hand)
        worst = max(worst, pr * lost)
    return worst


def openings(deck, s, p: int, side: Side, unseen, view, T: Types) -> float:
    """Sum over missing ranks of the share of their unseen cards the table could feed."""
    chains = s.tables[p]
    total = 0.0
    for r in side.missing:
        if r == 1:
            total += 1.0
            continue
        fit = seen = 0
        for t in T.by_rank[r]:
            k = unseen[t]
            if not k:
                continue
            seen += k
            c = T.rep[t]
            if side.fits(deck, s, chains, c, view):
                fit += k
        if seen:
            total += fit / seen
    return total


def fragile(deck, s, p: int, side: Side) -> int:
    """Scavengers fed only by the dying display."""
    n = 0
    for ch, fed in zip(s.tables[p], side.fed):
        for i, (c, ok) in enumerate(zip(ch, fed)):
            if ok and deck.scav[c] and (i == 0 or not F.can_eat(deck, s, c, ch[i - 1])):
                n += 1
    return n


def free_resources(deck, s, p: int) -> int:
    return sum(1 for ch in s.tables[p] if len(ch) == 1 and F.is_food_like(deck, ch[0]))


def rescues(deck, s, p: int, side: Side) -> int:
    """Missing ranks p could rescue from the tops of the dying piles right now."""
    chains = s.tables[p]
    got = set()
    for pi, pile in enumerate(s.dying):
        if not pile or not deck.is_species[pile[-1]]:
            continue
        c = pile[-1]
        r = F.eff_rank(deck, s, c)
        if r in side.ranks or r in got:
            continue
        tops = [d[-1] if d else -1 for d in s.dying]
        tops[pi] = pile[-2] if len(pile) > 1 else -1
        view = F.view_of_tops(deck, tops)
        if F.base_ok(deck, c, view):
            got.add(r)
            continue
        fed = side.fed if view == F.view_now(deck, s) else \
            [F.chain_fed(deck, s, ch, view) for ch in chains]
        if moves.fits(deck, s, chains, fed, c, view):
            got.add(r)
    return len(got)


def hand_features(deck, s, p: int, side: Side, view) -> tuple[int, int, int]:
    """(playable cards of missing ranks, unplayable ones, events) among the best 3."""
    fit = later = events = 0
    seen = set()
    for c in s.hands[p]:
        if deck.kind[c] == 2:
            events += 1
            continue
        r = deck.rank[c]
        if r in side.ranks or r in seen:
            continue
        seen.add(r)
        if side.fits(deck, s, s.tables[p], c, view):
            fit += 1
        else:
            later += 1
    fit = min(fit, 3)
    later = min(later, 3 - fit)
    events = min(events, 3 - fit - later)
    return fit, later, events


NAMES = (["me_r%d" % k for k in range(9)] + ["op_r%d" % k for k in range(9)] +
         ["me_spare", "op_spare", "me_free", "op_free", "me_open", "op_open",
          "me_risk", "op_risk", "me_rescue", "op_rescue", "me_fragile", "op_fragile",
          "me_hand_fit", "me_hand_later", "me_hand_event", "op_hand"])


def features(game, s, me: int, opp: int | None = None, open_hand: bool = False) -> list:
    """The feature vector (see NAMES) against opponent `opp` (default: the strongest).
    open_hand: the opponent's hand is known (the opponent is the one valuing the position:
    a rollout's leaf is valued from their side), so my risk is read from it."""
    deck = game.deck
    T = types_of(deck)
    view = F.view_now(deck, s)
    if opp is None:
        opp = max((q for q in range(s.players) if q != me),
                  key=lambda q: (len(side_of(deck, s, q, view).ranks), -((q - me) % s.players)))
    unseen, n_unseen = unseen_counts(s, me, T)
    a, b = side_of(deck, s, me, view), side_of(deck, s, opp, view)
    out = [0.0] * len(NAMES)
    out[min(len(a.ranks), 8)] = 1.0
    out[9 + min(len(b.ranks), 8)] = 1.0
    x = out
    i = 18
    x[i] = sum(min(k - 1, 2) for k in a.ranks.values())
    x[i + 1] = sum(min(k - 1, 2) for k in b.ranks.values())
    x[i + 2] = min(free_resources(deck, s, me), 3)
    x[i + 3] = min(free_resources(deck, s, opp), 3)
    x[i + 4] = openings(deck, s, me, a, unseen, view, T)
    x[i + 5] = openings(deck, s, opp, b, unseen, view, T)
    if open_hand:
        x[i + 6] = territory_risk(deck, s, me, a, 0, unseen, n_unseen, T, known=s.hands[opp])
    else:
        x[i + 6] = territory_risk(deck, s, me, a, min(len(s.hands[opp]), 3), unseen, n_unseen, T)
    x[i + 7] = territory_risk(deck, s, opp, b, 0, unseen, n_unseen, T, known=s.hands[me])
    x[i + 8] = rescues(deck, s, me, a)
    x[i + 9] = rescues(deck, s, opp, b)
    x[i + 10] = fragile(deck, s, me, a)
    x[i + 11] = fragile(deck, s, opp, b)
    fit, later, events = hand_features(deck, s, me, a, view)
    x[i + 12], x[i + 13], x[i + 14] = fit, later, events
    x[i + 15] = min(len(s.hands[opp]), 3)
    return out


# fitted weights (logit of "I win"), same order as NAMES; one hand edit: op_r0 was fitted at
# 0.685, below op_r1 (an opponent left with no fed rank looked better for them than one with
# a rank, so taking a whole table looked worth less than leaving a Resource); it is set a
# step above op_r1, the size of the fitted step between me_r0 and me_r1.
WEIGHTS = (-0.692, -0.667, -0.409, -0.326, -0.109, 0.207, 0.658, 1.337, 0.0,
           0.767, 0.742, 0.511, 0.315, 0.09, -0.214, -0.678, -1.451, 0.0,
           0.062, -0.056, 0.074, -0.074, -0.083, 0.071, -0.233, 0.245, 0.054, -0.397,
           -0.074, 0.028, 0.187, 0.114, 0.027, -0.094)
SCALE = 25.0   # logit units to evaluation units (one rank is about 10)


def evaluate(game, s, me: int, weights=None, open_hand: bool = False) -> float:
    if s.phase == OVER:
        if me in s.winners:
            return WIN / len(s.winners) - s.turn * 0.1
        return -WIN
    w = weights or WEIGHTS
    return SCALE * sum(a * b for a, b in zip(w, features(game, s, me, open_hand=open_hand)))
