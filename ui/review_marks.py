"""Where a view lights a move as a hint, for the review to mark the move a player made beside the
one the AI prefers, in any game: the board is drawn off screen without a hint and with the move
as the hint, and the places whose pixels differ are the move's (the views draw still: nothing
pulses, so only the hint differs). Used for moves the game's lastmove.py finds no places for
(a card chosen, an action picked, a pair taken from a market)."""
from __future__ import annotations

import dataclasses

import pygame

NEAR = 8        # pixels: lit pieces closer than this are one place (a card and its label)
SMALLEST = 6    # pixels: a smaller difference is a stray pixel, not a place
THINNEST = 24   # pixels: a place this thin is a line of words (a hint's own text), not a thing lit


def drawn(view, snap, size, board):
    surf = pygame.Surface(size)
    surf.set_clip(board)
    view.on_snapshot(snap)
    view.draw(surf, snap)
    return surf


def merged(rects: list) -> list:
    """`rects` with the ones that touch (within NEAR) joined, until none do."""
    out = [pygame.Rect(r) for r in rects if r.w >= SMALLEST or r.h >= SMALLEST]
    joined = True
    while joined:
        joined = False
        for i, a in enumerate(out):
            for j in range(i + 1, len(out)):
                if a.inflate(2 * NEAR, 2 * NEAR).colliderect(out[j]):
                    out[i] = a.union(out.pop(j))
                    joined = True
                    break
            if joined:
                break
    return out


def differ(a, b, board) -> list:
    """The places (merged rects within `board`) where surfaces `a` and `b` differ."""
    same = pygame.mask.from_threshold(a, (0, 0, 0, 255), (1, 1, 1, 255), b)
    same.invert()
    places = merged([r.clip(board) for r in same.get_bounding_rects() if r.clip(board).w])
    return [r for r in places if min(r.w, r.h) >= THINNEST]


def shows_pinned(view, snap, size, board) -> bool:
    """Whether the move pinned on the view's last moves is drawn on this board (a new chain or a
    tile placed is a place of the board after the move: the board before may have no spot for it)."""
    last = view.last
    pinned = last.pinned
    if not pinned:
        return False
    marked = drawn(view, snap, size, board)
    last.pinned = {}
    try:
        plain = drawn(view, snap, size, board)
    finally:
        last.pinned = pinned
    return bool(differ(marked, plain, board))


def lit_rects(view, snap, move, size, board) -> list:
    """The rects where `view` lights `move` as the hint of `snap` (the view is left showing `snap`)."""
    try:
        plain = drawn(view, dataclasses.replace(snap, hint=None), size, board)
        lit = drawn(view, dataclasses.replace(snap, hint=move), size, board)
    finally:
        view.on_snapshot(snap)
    return differ(lit, plain, board)
