"""Cascadia's pieces on their way (motion.py says which, from where to where): where each
place is on the screen now, and a travelling tile or token drawn there."""
from __future__ import annotations

from engine.cascadia.view_info import coords

from ..kit.travel import blit_fit, box, draw_travel
from .actions import HELD_R
from .market import MARKET_R, TOKEN_R

TAB_R = 14      # a piece going to (or coming from) a board not shown shrinks into its tab


def place_rect(view, place):
    """The rectangle of `place` on screen, or None where the board does not show it."""
    kind = place[0]
    if kind in ("slot_tile", "slot_token"):
        tile, token = view.market.centres(place[1])
        return box(tile, MARKET_R) if kind == "slot_tile" else box(token, TOKEN_R)
    if kind in ("stack", "bag"):
        a = view.actions.rect
        return box((a.right - 30, a.centery), 16)
    p = place[1]
    if kind in ("held_tile", "held_token"):
        if p != view.model.me:
            return tab_rect(view, p)
        body = view.actions.body()
        if kind == "held_tile":
            return box((body.x + 44, body.centery - 8), HELD_R - 6)
        return box((body.x + 96, body.centery + 4), 16)
    if view.model.shown() != p:
        return tab_rect(view, p)
    cam = view.env.camera(view.snap.obs, p)
    centre = cam.to_screen(*coords(place[2]))
    return box(centre, cam.size) if kind == "env" else box(centre, max(6, int(cam.size * 0.5)))


def tab_rect(view, p):
    r = view.tabs.rect_of("tab", p, view.snap)
    return box(r.center, TAB_R) if r is not None else None


def draw_piece(view, surf, piece, rect):
    v = view
    if piece[0] == "tile":
        blit_fit(surf, v.images.tile(piece[1] * 6 + piece[2], MARKET_R), rect)
    else:
        blit_fit(surf, v.images.token(piece[1], TOKEN_R, v.snap.lang), rect)


def draw(view, surf):
    draw_travel(surf, view.timeline, lambda place, piece, leaving: place_rect(view, place),
                lambda s, piece, rect: draw_piece(view, s, piece, rect))
