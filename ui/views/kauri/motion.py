"""Kauri's moves that travel, pygame-free: from the observations before and after one step,
the pieces that moved, from where to where (kit/motion.py; the view draws them).

Places: ("region", r) on the map; ("board", faction) a faction's row (what it gathered: felled
kauris, trapped possums, rescued kiwis); ("supply", kind) where a piece comes from when none
left the map for it (the South Island for kauris, the row of the faction that lays that kind).
Pieces: ("settler", i) and ("maori",) the pawns, and (kind, k) the k-th piece of a kind that
moves in this step (kauri, kiwi, possum, whare, reserve, poison).
"""
from __future__ import annotations

from ..kit.motion import Timeline, Tween, for_mode, staggered

KINDS = ("kauri", "kiwi", "possum", "whare", "reserve", "poison")
SETTLER, MAORI = 2, 3       # faction order: kiwi, possum, settler, maori
# a faction's row that gathers a kind taken off the map: (kind, counter on that faction's board)
GATHERED = {"kauri": [(SETTLER, "settler_kauri")], "possum": [(SETTLER, "settler_possum"), (MAORI, "maori_possum")],
            "kiwi": [(MAORI, "maori_kiwi")]}


def holds(obs, place, piece) -> bool:
    """`piece` is at `place` in `obs` (a supply holds any piece of its kind)."""
    kind = piece[0]
    if place[0] == "region":
        r = place[1]
        if kind == "settler":
            return obs.settlers[piece[1]] == r
        if kind == "maori":
            return obs.maori == r
        return bool(getattr(obs, kind)[r])
    if place[0] == "board":
        return any(f == place[1] and getattr(obs, counter) > 0 for f, counter in GATHERED.get(kind, ()))
    return place == ("supply", kind)


def timeline(before, after, mode: str = "full") -> Timeline:
    tweens = _pawns(before, after)
    for kind in KINDS:
        tweens += _counted(before, after, kind)
    return Timeline(for_mode(staggered(tweens), mode))


def _pawns(before, after) -> list[Tween]:
    """The pawns (region 0, the volcano, is no place: a pawn there is off the map)."""
    moves = [(("settler", i), a, b) for i, (a, b) in enumerate(zip(before.settlers, after.settlers))]
    moves.append((("maori",), before.maori, after.maori))
    return [Tween(piece, ("region", a) if a > 0 else ("supply", piece[0]), ("region", b) if b > 0 else
                  ("supply", piece[0])) for piece, a, b in moves if a != b]


def _counted(before, after, kind) -> list[Tween]:
    """Pieces of a kind counted per region: each one a region lost goes to a region that gained
    one (across a border), else to the faction that gathered it; each one gained from no region
    comes from its supply."""
    was, now = getattr(before, kind), getattr(after, kind)
    lost = [r for r in range(len(was)) for _ in range(max(0, was[r] - now[r]))]
    got = [r for r in range(len(was)) for _ in range(max(0, now[r] - was[r]))]
    out = []
    for k, (a, b) in enumerate(zip(lost, got)):
        out.append(Tween((kind, k), ("region", a), ("region", b)))
    n = min(len(lost), len(got))
    sinks = [f for f, counter in GATHERED.get(kind, ())
             for _ in range(getattr(after, counter) - getattr(before, counter))]
    for k, a in enumerate(lost[n:]):
        dst = ("board", sinks[k]) if k < len(sinks) else ("supply", kind)
        out.append(Tween((kind, n + k), ("region", a), dst))
    for k, b in enumerate(got[n:]):
        out.append(Tween((kind, len(lost) + k), ("supply", kind), ("region", b), ease="out"))
    return out


def in_flight(obs, tweens):
    """A copy of `obs` without the pieces still on their way to a region (the map is drawn so,
    and each piece appears there as it lands)."""
    out = obs.clone()
    for tw in tweens:
        if tw.dst[0] != "region":
            continue
        r, kind = tw.dst[1], tw.piece[0]
        if kind == "settler":
            out.settlers[tw.piece[1]] = 0
        elif kind == "maori":
            out.maori = 0
        else:
            counts = getattr(out, kind)
            counts[r] = max(0, counts[r] - 1)
    return out
