"""Earth's moves that travel, pygame-free: from the observations before and after one step,
the cards and pieces that moved, from where to where (kit/motion.py; the view draws them).

Cards in sight have a place: ("hand", p), ("grid", p, row, col) in p's tableau, ("events", p),
("look",) the cards drawn to keep one. A card coming into sight comes from a hidden place (a
hand that shrank, the deck); one going out of sight goes to one (a compost that grew, the
discard, a hidden hand). Pieces arrive on a card (("on", card)) or in a player's reserve
(("reserve", p)) from the supply (("supply", kind)), and go back there.
Pieces: ("card", card), ("sprout", card, k), ("growth", card, k), ("soil", p, k).
"""
from __future__ import annotations

from dataclasses import replace

from ..kit.motion import SHORT_MS, Timeline, Tween, for_mode, moved, staggered

MOST = 6        # pieces of one kind shown travelling to one place


def places(obs) -> dict:
    """card -> its place, for every card in sight."""
    out = {}
    for p, hand in enumerate(obs.hands):
        out.update((c, ("hand", p)) for c in hand if c >= 0)
    for p, grid in enumerate(obs.grid):
        out.update((c, ("grid", p) + tuple(rc)) for rc, c in grid.items())
    for p, events in enumerate(obs.events):
        out.update((c, ("events", p)) for c in events if c >= 0)
    out.update((c, ("look",)) for c in obs.looking if c >= 0)
    return out


def hidden_count(obs, place) -> int:
    kind = place[0]
    if kind in ("deck", "discard"):
        return len(getattr(obs, kind))
    if kind == "compost":
        return len(obs.compost[place[1]])
    if kind == "hand":
        return sum(1 for c in obs.hands[place[1]] if c < 0)
    return 0


def holds(obs, place, piece) -> bool:
    """`piece` is at `place` in `obs` (a hidden place holds whatever it hides; the supply holds
    every kind of piece)."""
    kind = piece[0]
    if kind == "card":
        got = places(obs).get(piece[1])
        return got == place if got is not None else hidden_count(obs, place) > 0
    if place[0] == "supply":
        return place[1] == kind
    if place[0] == "reserve":
        return kind == "soil" and obs.soil[place[1]] > 0
    if kind == "sprout":
        return obs.sprouts.get(place[1], 0) > 0
    return obs.growth.get(place[1], 0) > 0


def timeline(before, after, mode: str = "full") -> Timeline:
    """The cards first, then the pieces they bring (a few of each: a dozen sprouts arrive as
    six)."""
    cards = staggered(_cards(before, after))
    land = max((tw.end for tw in cards), default=0.0)
    pieces = [replace(tw, start=tw.start + land) for tw in staggered(_pieces(before, after))]
    return Timeline(for_mode(cards + pieces, mode))


def _cards(before, after) -> list[Tween]:
    was, now = places(before), places(after)
    changed, came, went = moved(was, now)
    mover = before.active
    trips = changed + [(c, _source(before, after, mover), dst) for c, dst in came] + \
        [(c, src, _sink(before, after, mover)) for c, src in went]
    return [Tween(("card", c), src, dst) for c, src, dst in sorted(trips, key=lambda t: (t[2], t[0]))]


def _source(before, after, mover):
    """Where a card coming into sight was: a hidden hand that shrank (the mover's first), else
    the deck."""
    for q in [mover] + [q for q in range(len(after.hands)) if q != mover]:
        if hidden_count(after, ("hand", q)) < hidden_count(before, ("hand", q)):
            return ("hand", q)
    return ("deck",)


def _sink(before, after, mover):
    """Where a card going out of sight went: a compost, a hidden hand, else the discard."""
    order = [mover] + [q for q in range(len(after.hands)) if q != mover]
    for kind in ("compost", "hand"):
        for q in order:
            if hidden_count(after, (kind, q)) > hidden_count(before, (kind, q)):
                return (kind, q)
    return ("discard",)


def _pieces(before, after) -> list[Tween]:
    """Sprouts and growth onto cards (or off them), soil into a reserve (or paid)."""
    out = []
    for kind, count in (("sprout", lambda o, c: o.sprouts.get(c, 0)),
                        ("growth", lambda o, c: o.growth.get(c, 0))):
        for c in sorted(set(before.sprouts if kind == "sprout" else before.growth) |
                        set(after.sprouts if kind == "sprout" else after.growth)):
            d = count(after, c) - count(before, c)
            ends = (("supply", kind), ("on", c)) if d > 0 else (("on", c), ("supply", kind))
            out += [Tween((kind, c, k), *ends, ms=SHORT_MS, secondary=d < 0) for k in range(min(MOST, abs(d)))]
    for p, (a, b) in enumerate(zip(before.soil, after.soil)):
        ends = (("supply", "soil"), ("reserve", p)) if b > a else (("reserve", p), ("supply", "soil"))
        out += [Tween(("soil", p, k), *ends, ms=SHORT_MS, secondary=b < a) for k in range(min(MOST, abs(b - a)))]
    return out
