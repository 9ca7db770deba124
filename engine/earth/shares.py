"""The share printed on some cards (rules digest 2.7): the percentage of the Earth deck's cards
that meet the card's objective, computed from our own deck (one copy of it)."""
from __future__ import annotations

from .abilities import Ability
from .measures import card_matches

BROAD = (("flora",), ("card",))                 # every card or every flora: no share to print
CHANGING = ("full", "sprouted", "empty_space")  # what a card holds or where it sits, not printed


def objective_filter(ab: Ability) -> tuple | None:
    """The filter an ability counts cards by ("on each bush", "3 VP per tree in this column"),
    if it is one a printed card can carry: narrower than all cards and read from printed faces."""
    found = [g.where.filter for g in ab.gains if g.where is not None and g.where.mode == "each"]
    if ab.score is not None and ab.score.measure.kind == "count":
        found.append(ab.score.measure.filter)
    for filt in found:
        if filt not in BROAD and not any(tok in CHANGING for tok in filt):
            return filt
    return None


def deck_share(d, filt) -> int:
    """Percent (rounded half up) of the Earth deck's cards meeting `filt`."""
    n = sum(1 for cid in d.base_ids if card_matches(d, None, cid, filt))
    return (200 * n + len(d.base_ids)) // (2 * len(d.base_ids))


def card_shares(d) -> dict:
    """card id -> (percent, filter) for every card whose abilities print a share."""
    out = {}
    for cid in d.base_ids:
        filt = next((f for f in map(objective_filter, d.abilities[cid]) if f is not None), None)
        if filt is not None:
            out[cid] = (deck_share(d, filt), filt)
    return out
