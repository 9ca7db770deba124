"""Habitats' pieces on their way (motion.py says which, from where to where): where each place
is on the screen now, and a travelling tile or figure drawn there."""
from __future__ import annotations

import pygame

from engine.habitats import view_info as VI

from ..kit.travel import blit_fit, box, draw_travel
from . import art as ART
from .market import TITLE_H

TAB_R = 14


def place_rect(view, place):
    kind, snap = place[0], view.snap
    m = view.market
    if kind in ("space", "figure_at"):
        r = m.space_rect(*divmod(place[1], snap.obs.cols), snap)
        return (r.x, r.y, r.w, r.h)
    if kind in ("stock", "aside"):
        return box((m.rect.right - 30, m.rect.y + TITLE_H // 2), 12)
    p = place[1]
    if kind == "held" and p == view.model.me:
        r = view.hand.tile_rect()
        return (r.x, r.y, r.w, r.h)
    if kind == "park" and view.model.shown() == p:
        r = view.park.cell_rect(*VI.coords(place[2]), p)
        return (r.x, r.y, r.w, r.h)
    tab = view.tabs.rect_of("tab", p, snap)
    return box(tab.center, TAB_R) if tab is not None else None


def draw_piece(view, surf, piece, rect):
    if piece[0] == "figure":
        ART.figure(surf, piece[1], VI.SIDES[piece[2]], rect.center, rect.w, view.palette)
        return
    info = VI.tile_facts(view.game.data, piece[1], piece[2])
    size = max(8, view.market.geometry(view.snap)[0] - 4)
    blit_fit(surf, view.images.tile(info, size, view.snap.lang, view.letters()), pygame.Rect(rect))


def draw(view, surf):
    draw_travel(surf, view.timeline, lambda place, piece, leaving: place_rect(view, place),
                lambda s, piece, rect: draw_piece(view, s, piece, rect))
