"""Habitat's moves that travel, pygame-free: from the observations before and after one step,
the cards that moved, from where to where (kit/motion.py; the view draws them).

Every card in sight has one place: ("hand", p), ("chain", p, chain, position), ("display",
slot), ("dying", pile), ("spring", k), ("aside", p); ("pile",) is the draw pile. A card coming
into sight comes from a hidden place (a hand that shrank, the draw pile); one going out of sight
goes to one (a hand that grew, the pile). Cards dealt face down into another's hand travel as
backs. Pieces: ("card", card) and ("back", player, k).
"""
from __future__ import annotations

from ..kit.motion import SHORT_MS, Timeline, Tween, for_mode, moved, staggered


def places(obs) -> dict:
    """card -> its place, for every card in sight."""
    out = {}
    for p, hand in enumerate(obs.hands):
        out.update((c, ("hand", p)) for c in hand if c >= 0)
    for p, chains in enumerate(obs.tables):
        for ci, chain in enumerate(chains):
            out.update((c, ("chain", p, ci, k)) for k, c in enumerate(chain) if c >= 0)
    out.update((c, ("display", s)) for s, c in enumerate(obs.display) if c >= 0)
    for i, pile in enumerate(obs.dying):
        out.update((c, ("dying", i)) for c in pile if c >= 0)
    out.update((c, ("spring", k)) for k, c in enumerate(obs.spring_cards) if c >= 0)
    for p, aside in enumerate(obs.aside):
        out.update((c, ("aside", p)) for c in aside if c >= 0)
    return out


def hidden_count(obs, place) -> int:
    """Cards out of sight at a place (the draw pile, another's hand)."""
    if place[0] == "pile":
        return len(obs.pile)
    if place[0] == "hand":
        return sum(1 for c in obs.hands[place[1]] if c < 0)
    return 0


def holds(obs, place, piece) -> bool:
    """`piece` is at `place` in `obs` (a hidden place holds whatever it hides)."""
    if piece[0] == "back" or places(obs).get(piece[1]) is None:
        return hidden_count(obs, place) > 0
    return places(obs).get(piece[1]) == place


def timeline(before, after, mode: str = "full") -> Timeline:
    was, now = places(before), places(after)
    changed, came, went = moved(was, now)
    mover = before.current
    trips = changed + [(c, _hidden_source(before, after, mover), dst) for c, dst in came] + \
        [(c, src, _hidden_sink(before, after, mover)) for c, src in went]
    zones = {(src[:2], dst[:2]) for _, src, dst in trips}
    across = any(a != b for a, b in zones)
    main, shifts = [], []
    for c, src, dst in sorted(trips, key=lambda t: (t[2], t[0])):
        if across and src[:2] == dst[:2]:       # a card shifted along a chain by the move
            shifts.append(Tween(("card", c), src, dst, ms=SHORT_MS, secondary=True))
        else:
            main.append(Tween(("card", c), src, dst, ease="in_out"))
    return Timeline(for_mode(staggered(main + _backs(before, after, went)) + shifts, mode))


def _hidden_source(before, after, mover):
    """Where a card coming into sight was: the mover's hidden hand if it shrank, else the pile."""
    if hidden_count(after, ("hand", mover)) < hidden_count(before, ("hand", mover)):
        return ("hand", mover)
    return ("pile",)


def _hidden_sink(before, after, mover):
    """Where a card going out of sight went: a hidden hand that grew (the mover's first)."""
    order = [mover] + [q for q in range(len(after.hands)) if q != mover]
    for q in order:
        if hidden_count(after, ("hand", q)) > hidden_count(before, ("hand", q)):
            return ("hand", q)
    return ("pile",)


def _backs(before, after, went) -> list[Tween]:
    """Cards dealt face down from the pile into another's hand."""
    out = []
    for q in range(len(after.hands)):
        grew = hidden_count(after, ("hand", q)) - hidden_count(before, ("hand", q))
        grew -= sum(1 for _, src in went if _hidden_sink(before, after, before.current) == ("hand", q))
        if grew > 0 and len(after.pile) < len(before.pile):
            out += [Tween(("back", q, k), ("pile",), ("hand", q), ms=SHORT_MS) for k in range(grew)]
    return out
