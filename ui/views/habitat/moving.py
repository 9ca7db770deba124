"""Habitat's cards on their way (motion.py says which, from where to where): each card leaves
the rectangle it was drawn in before the step and lands where it is drawn now; a card out of
sight comes from (or goes to) its hidden place (the draw pile, an opponent's hand)."""
from __future__ import annotations

import pygame

from ..kit.travel import blit_fit, draw_travel
from . import paint as P


def place_rect(view, place, piece, leaving):
    """The card's own rectangle (before the step when it leaves, now when it lands), else the
    place's: the pile, an opponent's panel, your hand or table."""
    if piece[0] == "card":
        got = (view.before_rects if leaving else view.full_rects).get(piece[1])
        if got is not None:
            return tuple(got)
    kind = place[0]
    common = view.common
    rect = {"pile": common.pile, "display": common.display[place[1]] if kind == "display" else None,
            "dying": common.dying[place[1]] if kind == "dying" else None}.get(kind)
    if rect is None and kind in ("hand", "chain", "aside"):
        p = place[1]
        if p == view.model.me:
            rect = view.hand.rect if kind == "hand" else view.table.rect
        else:
            panel = next((pn for pn in view.opponents.panels if pn.q == p), None)
            rect = None if panel is None else panel.hand if kind == "hand" else panel.area
    return None if rect is None else tuple(rect)


def draw_piece(view, surf, piece, rect):
    w, h = view.common.pile.size
    c = piece[1] if piece[0] == "card" else -1
    blit_fit(surf, P.card_surface(view, c, w, h, view.snap.lang), pygame.Rect(rect))


def draw(view, surf):
    draw_travel(surf, view.timeline, lambda place, piece, leaving: place_rect(view, place, piece, leaving),
                lambda s, piece, rect: draw_piece(view, s, piece, rect))
