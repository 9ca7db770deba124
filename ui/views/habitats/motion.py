"""Habitats' moves that travel, pygame-free: from the observations before and after one step,
the pieces that moved, from where to where (kit/motion.py; the view draws them).

Places: ("space", i) a market space's tile and ("figure_at", i) a figure standing there;
("held", p) the tile player p took; ("park", p, cell) a tile of p's park; ("stock",) the
face-down tiles; ("aside",) the tiles set aside. Pieces: ("tile", tile, rotation) (the same
tile whatever its rotation, see `same`) and ("figure", player, facing).
"""
from __future__ import annotations

from engine.habitats.view_info import EMPTY

from ..kit.motion import SHORT_MS, TRAVEL_MS, Timeline, Tween, for_mode


def piece_at(obs, place):
    """What lies at `place` in `obs` (None: nothing); the stock shows only a tile's back."""
    kind = place[0]
    if kind == "space":
        t = obs.market[place[1]]
        return None if t == EMPTY else ("tile", t, 0)
    if kind == "figure_at":
        p = next((p for p, i in enumerate(obs.fig_pos) if i == place[1]), None)
        return None if p is None else ("figure", p, obs.fig_dir[p])
    if kind == "held":
        return ("tile", obs.held, 0) if obs.current == place[1] and obs.held != EMPTY else None
    if kind == "park":
        code = obs.parks[place[1]].get(place[2])
        return None if code is None else ("tile", code // 4, code % 4)
    if kind == "aside":
        return ("tile", obs.set_aside[-1], 0) if obs.set_aside else None
    return ("tile", None, 0) if kind == "stock" else None


def same(a, b) -> bool:
    """The same piece: a tile whatever its rotation (the stock hides which), a figure whatever
    way it faces."""
    if a is None or b is None or a[0] != b[0]:
        return False
    return a[1] == b[1] or (a[0] == "tile" and None in (a[1], b[1]))


def holds(obs, place, piece) -> bool:
    """`piece` is at `place` in `obs`."""
    return same(piece_at(obs, place), piece)


def timeline(before, after, mode: str = "full") -> Timeline:
    p = before.current
    tweens = _walk(before, after, p) + _placed(before, after, p)
    return Timeline(for_mode(tweens, mode))


def _walk(before, after, p) -> list[Tween]:
    """A take: the figure walks to the space it took from, the tile goes to the hand, and the
    space left behind gets a tile from the stock."""
    if before.held != EMPTY or after.held == EMPTY:
        return []
    old, new = before.fig_pos[p], after.fig_pos[p]
    out = [Tween(("figure", p, after.fig_dir[p]), ("figure_at", old), ("figure_at", new)),
           Tween(("tile", after.held, 0), ("space", new), ("held", p), start=140)]
    if after.market[old] != EMPTY and after.market[old] != before.market[old]:
        land = max(tw.end for tw in out)
        out.append(Tween(("tile", after.market[old], 0), ("stock",), ("space", old), start=land, ms=SHORT_MS,
                         secondary=True))
    return out


def _placed(before, after, p) -> list[Tween]:
    """The tile in hand into the park, or set aside."""
    if before.held == EMPTY or before.current != p:
        return []
    for c, code in after.parks[p].items():
        if c not in before.parks[p]:
            return [Tween(("tile", code // 4, code % 4), ("held", p), ("park", p, c), ms=TRAVEL_MS, ease="out")]
    if len(after.set_aside) > len(before.set_aside):
        return [Tween(("tile", before.held, 0), ("held", p), ("aside",), ms=SHORT_MS)]
    return []
