"""Earth's cards and pieces on their way (motion.py says which, from where to where): where each
place is on the screen now, and a travelling card, sprout, growth piece or soil drawn there."""
from __future__ import annotations

import pygame

from ..kit.travel import blit_fit, box, draw_travel
from . import art as A
from .hand import CARD_W
from .model import GAIA_TAB

PIECE_R = 7


def hidden_cards(view) -> frozenset:
    """The cards of the step while any of them is still on its way (the board layer is drawn
    once without them, and once more when they have all landed)."""
    tl = view.timeline
    if tl is None or not any(tw.piece[0] == "card" for tw, _ in tl.moving()):
        return frozenset()
    return frozenset(tw.piece[1] for tw in tl.tweens if tw.piece[0] == "card")


def place_rect(view, place, piece):
    kind, island = place[0], view.island
    shown = island.seat() if view.model.shown != GAIA_TAB and not island.showing_offers() else None
    if kind == "grid":
        rect = island.cells().get(place[2:]) if shown == place[1] else None
        return tuple(rect) if rect is not None else tab(view, place[1])
    if kind in ("hand", "look"):
        if kind == "look" or place[1] == view.model.me:
            rect = next((r for c, r in view.hand.placed() if piece[0] == "card" and c == piece[1]), view.hand.rect)
            return tuple(rect)
        return tab(view, place[1])
    if kind == "on":
        rect = island.rect_of(("card", place[1])) if shown is not None else None
        if rect is not None:
            return box((rect.centerx, rect.bottom - 10), PIECE_R)
        owner = next((p for p, grid in enumerate(view.snap.obs.grid) if place[1] in grid.values()), None)
        return tab(view, owner)
    if kind in ("reserve", "compost", "events"):
        return box(island.reserve.center, PIECE_R * 2) if shown == place[1] else tab(view, place[1])
    if kind in ("deck", "discard"):
        return box((view.hand.rect.x + 40, view.hand.rect.centery), PIECE_R * 2)
    b = view.banner.rect
    return box((b.right - 40, b.centery), PIECE_R)


def tab(view, p):
    r = view.tabs.rect_of(("tab", p)) if p is not None else None
    return box(r.center, PIECE_R * 2) if r is not None else None


def draw_piece(view, surf, piece, rect):
    kind = piece[0]
    if kind == "card":
        face = view.facts["faces"].get(piece[1])
        w, h = CARD_W, view.hand.card_h
        img = view.art.face(piece[1], face, w, h, view.snap.lang, True) if face else view.art.back(w, h)
        blit_fit(surf, img, pygame.Rect(rect))
        return
    c, r = rect.center, max(3, rect.w // 2)
    if kind == "sprout":
        pygame.draw.polygon(surf, A.SPROUT, [(c[0], c[1] - r), (c[0] - r, c[1] + r), (c[0] + r, c[1] + r)])
    elif kind == "growth":
        pygame.draw.rect(surf, A.GROWTH, (c[0] - r // 2, c[1] - r, r, 2 * r))
    else:
        pygame.draw.circle(surf, A.SOIL, c, r)
    pygame.draw.circle(surf, (15, 15, 15), c, r + 1, 1)


def draw(view, surf):
    draw_travel(surf, view.timeline, lambda place, piece, leaving: place_rect(view, place, piece),
                lambda s, piece, rect: draw_piece(view, s, piece, rect))
