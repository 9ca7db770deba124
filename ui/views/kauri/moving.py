"""Kauri's pieces on their way (motion.py says which, from where to where): where each place is
on the screen now, the map drawn without the pieces still travelling, and a travelling piece."""
from __future__ import annotations

import dataclasses

import pygame

from ..kit.travel import blit_fit, box, draw_travel
from . import motion as MOTION

PIECE_R = 13
# the faction row a kind of piece comes from when no region gave it (kiwi, possum, settler, maori)
ROW_OF = {"kiwi": 0, "reserve": 0, "possum": 1, "settler": 2, "poison": 2, "whare": 3, "maori": 3}


def place_rect(view, place):
    kind = place[0]
    if kind == "region":
        return box(view.map.region_center(place[1]), PIECE_R)
    if kind == "supply" and place[1] == "kauri":
        return box(view.insets.south_rect.center, PIECE_R)
    f = place[1] if kind == "board" else ROW_OF.get(place[1])
    if f is None or f >= view.snap.obs.players:
        return None
    r = view.rows.row_rect(f)
    return box((r.x + 30, r.centery), PIECE_R)


def map_snap(view, snap):
    """The snapshot the map draws: without the pieces still on their way to a region."""
    tl = view.timeline
    if tl is None:
        return snap
    flying = tuple(sorted((tw for tw, _ in tl.moving()), key=lambda tw: tw.piece))
    if not flying:
        return snap
    if view.flight[0] != (snap.step, flying):
        view.flight = ((snap.step, flying), dataclasses.replace(snap, obs=MOTION.in_flight(snap.obs, flying)))
    return view.flight[1]


def draw_piece(view, surf, piece, rect):
    look, kind = view.look, piece[0]
    if kind in ("settler", "maori"):
        img = look.pawn_icon(MOTION.SETTLER if kind == "settler" else MOTION.MAORI, 2 * PIECE_R)
    else:
        img = look.icon(kind, 2 * PIECE_R)
    blit_fit(surf, img, pygame.Rect(rect))


def draw(view, surf):
    draw_travel(surf, view.timeline, lambda place, piece, leaving: place_rect(view, place),
                lambda s, piece, rect: draw_piece(view, s, piece, rect))
