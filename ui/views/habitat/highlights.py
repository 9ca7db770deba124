"""Drawn over every region: what can be picked up, the lit targets of the pick (still, no
pulse), the pick itself, the AI's hint and the card the last move named."""
from __future__ import annotations

import math

import pygame

from ..kit import cardtable as CT
from . import art as ART
from . import paint as P


def draw_highlights(view, surf, snap):
    model, table = view.model, view.table
    marks = view.marks()
    targets = model.targets()
    for src in model.pickable():
        rect = marks.get(src)
        if rect is not None:
            CT.outline(surf, rect, CT.mix(CT.TARGET, (40, 40, 30), 0.45), 2, 8, 1)
    for key in targets:
        if key[0] == "slot":
            table.slot_bar(surf, key[1], key[2], CT.TARGET)
        elif key[0] != "button" and key in marks:
            P.still_glow(surf, marks[key])
    draw_burnt(view, surf, marks)
    draw_pick(view, surf, marks)
    if model.hint is not None:
        draw_hint(view, surf, marks)
    c = model.last_card
    if c is not None and c in view.drawn:
        CT.dashed_rect(surf, CT.LAST, view.drawn[c].inflate(6, 6), 5, 2)


def draw_burnt(view, surf, marks):
    """Wildfire: the chain that lost its Resource, dashed round with a flame and "Burnt"."""
    where = view.model.burnt_chain()
    if where is None:
        return
    ci, pos = where
    n = len(view.model.obs.tables[view.model.me][ci])
    rs = [r for r in (marks.get(("card", view.model.me, ci, k)) for k in range(pos, n)) if r is not None]
    if not rs:
        return
    box = rs[0].unionall(rs[1:]).inflate(8, 8)
    CT.dashed_rect(surf, ART.STARVING, box, 6, 3)
    flame = pygame.Rect(box.x - 6, box.y - 14, 26, 26)
    pygame.draw.circle(surf, (40, 20, 10), flame.center, 13)
    ART.event_glyph(surf, "wildfire", flame.inflate(-4, -4))
    img = view.fonts.render(view.tx("burnt"), 16, (255, 220, 190), True)
    tag = img.get_rect(midleft=(flame.right + 2, flame.centery))
    pygame.draw.rect(surf, (40, 20, 10), tag.inflate(8, 4), border_radius=6)
    surf.blit(img, tag)


def table_card_rect(view, marks, uid):
    where = view.model.find_on_table(view.model.me, view.deck.index[uid])
    return marks.get(("card", view.model.me) + where) if where else None


def draw_pick(view, surf, marks):
    s = view.model.sel
    if s is None:
        return
    if s[0] == "seg":
        _, ci, lo, n = s
        rs = [marks.get(("card", view.model.me, ci, k)) for k in range(lo, lo + n)]
        rs = [r for r in rs if r is not None]
        if rs:
            CT.outline(surf, rs[0].unionall(rs[1:]), CT.SELECT, 3, 6, 2)
        return
    rect = table_card_rect(view, marks, s[1]) if s[0] == "tcard" else marks.get(s)
    if rect is not None:
        CT.outline(surf, rect, CT.SELECT, 3, 6 if s[0] == "tcard" else 8, 2)


def hint_rect(view, marks, key):
    """Where a hint's source or target is in the current layout (None when not shown)."""
    if key is None:
        return None
    me = view.model.me
    if key[0] == "seg":
        _, ci, lo, n = key
        rs = [r for r in (marks.get(("card", me, ci, k)) for k in range(lo, lo + n)) if r is not None]
        return rs[0].unionall(rs[1:]) if rs else None
    if key[0] == "tcard":
        return table_card_rect(view, marks, key[1])
    return marks.get(key)


def draw_hint(view, surf, marks):
    """The AI's suggestion: its card outlined, an arrow to where it goes, that place lit and
    tagged "Hint" (drawn still; the session drops the hint once a step is played)."""
    src, tgt = view.model.hint
    a, b = hint_rect(view, marks, src), hint_rect(view, marks, tgt)
    if a is not None:
        CT.outline(surf, a, CT.HINT, 3, 8, 4)
    if b is not None:
        if tgt[0] == "slot":
            view.table.slot_bar(surf, tgt[1], tgt[2], CT.HINT)
        else:
            CT.outline(surf, b, CT.HINT, 3, 8, 5)
    line = (edge_toward(a, b.center), edge_toward(b, a.center)) if a is not None and b is not None else None
    tagged = b if b is not None else a
    if tagged is not None:
        hint_tag(view, surf, tagged, view.tx("hint_tag"), line)
    if line is not None:
        hint_arrow(surf, *line)


def edge_toward(rect, point):
    """The point of rect's border on the way from its centre to `point`."""
    cx, cy = rect.center
    dx, dy = point[0] - cx, point[1] - cy
    if dx == 0 and dy == 0:
        return rect.center
    t = min(rect.w / 2 / abs(dx) if dx else 1e9, rect.h / 2 / abs(dy) if dy else 1e9)
    return cx + dx * t, cy + dy * t


def hint_arrow(surf, start, end):
    """A thick arrow from the hinted card to its place, dark-edged so it reads on any card."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 12:
        return
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * 14, end[1] - uy * 14)
    head = [end, (base[0] - uy * 8, base[1] + ux * 8), (base[0] + uy * 8, base[1] - ux * 8)]
    pygame.draw.line(surf, (16, 24, 30), start, base, 8)
    pygame.draw.polygon(surf, (16, 24, 30), [(end[0] + ux * 2, end[1] + uy * 2),
                                             (base[0] - uy * 10, base[1] + ux * 10),
                                             (base[0] + uy * 10, base[1] - ux * 10)])
    pygame.draw.line(surf, CT.HINT, start, base, 4)
    pygame.draw.polygon(surf, CT.HINT, head)
    pygame.draw.circle(surf, CT.HINT, start, 5)
    pygame.draw.circle(surf, (16, 24, 30), start, 5, 2)


def hint_tag(view, surf, rect, text, line=None):
    """A "Hint" pill at the hinted place: above it, else beside the arrow, else inside it;
    clear of the arrow and on the board."""
    img = view.fonts.render(text, 16, (10, 30, 40), True)
    tag = pygame.Rect(0, 0, img.get_width() + 12, img.get_height() + 6)
    spots = ({"midbottom": (rect.centerx, rect.top - 3)}, {"bottomright": (rect.right, rect.top - 3)},
             {"bottomleft": (rect.x, rect.top - 3)}, {"topright": (rect.right, rect.bottom + 3)},
             {"topleft": (rect.x, rect.bottom + 3)}, {"midtop": (rect.centerx, rect.top + 3)})
    for spot in spots:
        place = tag.copy()
        setattr(place, *next(iter(spot.items())))
        if view.rect.contains(place) and not (line and place.clipline(*line)):
            tag = place
            break
    else:
        tag.midtop = (rect.centerx, rect.top + 3)
    pygame.draw.rect(surf, CT.HINT, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surf, (16, 24, 30), tag, 2, border_radius=tag.h // 2)
    surf.blit(img, img.get_rect(center=tag.center))
