"""Cascadia's moves that travel, pygame-free: from the observations before and after one step,
the pieces that moved, from where to where (kit/motion.py draws nothing; the view does).

Places: ("slot_tile", i) and ("slot_token", i) in the display; ("held_tile", p) and
("held_token", p), what player p took this turn; ("env", p, cell) and ("wild", p, cell) in p's
environment; ("stack",) the face-down tiles; ("bag",) the wildlife bag.
Pieces: ("tile", tile, rotation) and ("token", animal); a piece is the same piece whatever its
rotation (`same`).
"""
from __future__ import annotations

from engine.cascadia.view_info import EMPTY

from ..kit.motion import SHORT_MS, TRAVEL_MS, Timeline, Tween, for_mode


def piece_at(obs, place):
    """What lies at `place` in `obs` (None: nothing there); the stack shows only a tile's back
    (("tile", None, 0)) and the bag any animal still in it."""
    kind = place[0]
    if kind == "slot_tile":
        t = obs.tiles[place[1]]
        return ("tile", t, 0) if t != EMPTY else None
    if kind == "slot_token":
        a = obs.tokens[place[1]]
        return ("token", a) if a != EMPTY else None
    if kind in ("held_tile", "held_token"):
        if obs.current != place[1]:
            return None
        t = obs.held_tile if kind == "held_tile" else obs.held_token
        return None if t == EMPTY else ("tile", t, 0) if kind == "held_tile" else ("token", t)
    if kind == "env":
        code = obs.env[place[1]].get(place[2])
        return None if code is None else ("tile", code // 6, code % 6)
    if kind == "wild":
        a = obs.wild[place[1]].get(place[2])
        return None if a is None else ("token", a)
    if kind == "stack":
        return ("tile", None, 0) if obs.stack > 0 else None
    return ("bag",) if kind == "bag" else None


def same(a, b) -> bool:
    """The same piece (a tile turned is still that tile; the stack hides which tile)."""
    if a is None or b is None:
        return False
    return a[:2] == b[:2] or (a[0] == b[0] == "tile" and None in (a[1], b[1])) or "bag" in (a[0], b[0])


def holds(obs, place, piece) -> bool:
    """`piece` is at `place` in `obs`."""
    return same(piece_at(obs, place), piece)


def timeline(before, after, mode: str = "full") -> Timeline:
    """The step from `before` to `after` (observations by the same viewer) as tweens."""
    p = before.current
    main = _taken(before, after, p) + _put_down(before, after, p)
    land = max((tw.end for tw in main), default=0.0)
    return Timeline(for_mode(main + _display(before, after, land), mode))


def _taken(before, after, p) -> list[Tween]:
    """A tile and a token from the display into the player's hand."""
    out = []
    if before.held_tile == EMPTY and after.held_tile != EMPTY and after.current == p:
        i = _left(before.tiles, after.tiles, after.held_tile)
        if i is not None:
            out.append(Tween(("tile", after.held_tile, 0), ("slot_tile", i), ("held_tile", p)))
    if before.held_token == EMPTY and after.held_token != EMPTY and after.current == p:
        j = _left(before.tokens, after.tokens, after.held_token)
        if j is not None:
            out.append(Tween(("token", after.held_token), ("slot_token", j), ("held_token", p), start=80))
    return out


def _left(was, now, what):
    """The slot `what` left between two displays."""
    return next((i for i in range(len(was)) if was[i] == what and now[i] != what), None)


def _put_down(before, after, p) -> list[Tween]:
    """The held tile into the environment, the held token onto a tile or back to the bag."""
    out = []
    for c, code in after.env[p].items():
        if c not in before.env[p]:
            out.append(Tween(("tile", code // 6, code % 6), ("held_tile", p), ("env", p, c), ease="out"))
    for c, a in after.wild[p].items():
        if c not in before.wild[p]:
            out.append(Tween(("token", a), ("held_token", p), ("wild", p, c), ease="out"))
    held = before.held_token
    if held != EMPTY and before.current == p and not out and after.held_token == EMPTY:
        out.append(Tween(("token", held), ("held_token", p), ("bag",), ms=SHORT_MS))
    return out


def _display(before, after, land: float) -> list[Tween]:
    """Tokens wiped back to the bag (the move itself when the player chose the wipe, else a wipe
    after the refill, which follows the move), then the display refilled from the stack and the
    bag."""
    taken = after.held_token if before.held_token == EMPTY else EMPTY
    chosen = land == 0
    back, fill = [], []
    for i, (was, now) in enumerate(zip(before.tokens, after.tokens)):
        if was != now and was != EMPTY and not (now == EMPTY and was == taken):
            back.append(Tween(("token", was), ("slot_token", i), ("bag",), start=land,
                              ms=TRAVEL_MS if chosen else SHORT_MS, secondary=not chosen))
    refill_at = max((tw.end for tw in back), default=land)
    for i in range(len(before.tiles)):
        if before.tiles[i] != after.tiles[i] and after.tiles[i] != EMPTY:
            fill.append(Tween(("tile", after.tiles[i], 0), ("stack",), ("slot_tile", i), start=refill_at,
                              secondary=True))
        if before.tokens[i] != after.tokens[i] and after.tokens[i] != EMPTY:
            fill.append(Tween(("token", after.tokens[i]), ("bag",), ("slot_token", i), start=refill_at + 60,
                              ms=SHORT_MS, secondary=True))
    return back + fill
