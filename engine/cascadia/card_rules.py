"""What a set of wildlife cards (one per animal) decides about a new token's gain, worked
out once per set, and the scores of the cards that see their own animal alone, remembered per
shape of its tokens (used by wild.py's Wild and the planner)."""
from __future__ import annotations

from .groups import GROUP_RULES, shape
from .hexgrid import STEP
from .wildlife import PER_TOKEN, score_card

# cards whose points also depend on the tokens of other animals
DEPENDENT = {"fox_types", "fox_pairs", "fox_most", "fox_duo", "salmon_neighbours", "hawk_pairing"}
# ... of which those that only see the tokens next to their own animal's: another animal's
# token changes them only when it lands next to one of their tokens
NEXT_TO = DEPENDENT - {"hawk_pairing"}
# offsets from a cell to every cell at most two hexes away (itself included)
NEAR2 = frozenset(s + t for s in STEP + (0,) for t in STEP + (0,))


class CardRules:
    """What one set of cards (one per animal) decides about a new token's gain, once per set."""
    __slots__ = ("touched", "ones", "quick", "local", "summed")

    def __init__(self, cards, dep):
        # per animal: the cards a new token of it may change (its own, then the dependent ones)
        self.touched = tuple((a,) + tuple(k for k in dep if k != a) for a in range(5))
        # per card: its PER_TOKEN function (one value per token of its animal) or None
        self.ones = tuple(PER_TOKEN.get(card.rule) for card in cards)
        # per animal b: True when Wild.gains_after() works it out (every card it changes is
        # PER_TOKEN or sees its own animal alone)
        self.quick = tuple(all(self.ones[k] is not None or k not in dep for k in self.touched[b])
                           for b in range(5))
        # [b][a]: True when a token of animal a changes the gain of a token of animal b only
        # within two hexes of it: every card the gain adds up sees one token's neighbours only
        # (PER_TOKEN) or its own animal alone, and that animal is not a
        self.local = tuple(tuple(all(self.ones[k] is not None or (k not in dep and k != a)
                                     for k in self.touched[b]) for a in range(5)) for b in range(5))
        # per animal b: True when its own card adds up one value per group (GROUP_RULES) and
        # the others a token of b changes see one token's neighbours: another token of b
        # changes a slot's gain only within two hexes or where both join the same group
        self.summed = tuple(cards[b].rule in GROUP_RULES and GROUP_RULES[cards[b].rule][2] is None
                            and all(self.ones[k] is not None for k in self.touched[b] if k != b)
                            for b in range(5))


_RULES = {}     # (ids of the cards, dep) -> (CardRules, the cards, held so that no id is reused)


def card_rules(cards, dep) -> CardRules:
    key = (tuple(map(id, cards)), dep)
    got = _RULES.get(key)
    if got is None:
        got = _RULES[key] = (CardRules(cards, dep), tuple(cards))
    return got[0]


_OWN = {}     # (id of a card, its animal's cells' shape) -> points, for the cards that see only those
_HELD = {}    # id -> card of _OWN's cards: held, so that no other card takes the id meanwhile


def own_score(card, cells) -> int:
    """score_card() of a card whose points depend on its own animal's cells alone,
    remembered per shape (boards share most of their groups; bounded, as a long session
    plays on)."""
    if not cells:
        return 0
    key = (id(card), shape(cells))
    v = _OWN.get(key)
    if v is None:
        if len(_OWN) > 50_000:
            _OWN.clear()
            _HELD.clear()
        _HELD[id(card)] = card
        v = _OWN[key] = score_card(card, cells, None)
    return v



def forget_own() -> None:
    """Empty own_score()'s memo."""
    _OWN.clear()
    _HELD.clear()


def next_to(y, a, wild) -> bool:
    """Is a token of animal a next to cell y?"""
    return any(wild.get(y + s) == a for s in STEP)
