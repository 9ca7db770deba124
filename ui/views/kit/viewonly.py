"""The banner over another player's board (Cascadia's environment, Habitats' park): whose it
is, and the button back to one's own."""
from __future__ import annotations

import pygame

from ... import theme
from ...theme import draw_marker
from . import cardtable as CT


def banner_rects(v, area, gap):
    """(box, Back button) at the bottom of `area` while view `v` shows another player's board,
    else None; the box keeps within the area (a long name shrinks or shortens)."""
    p = v.model.shown()
    if p == v.model.me:
        return None
    bw = v.fonts.font(19, True).size(v.tx("back"))[0] + 28
    text_w = min(v.fonts.font(20).size(v.tx("view_only", name=v.name(p)))[0], area.w - bw - 80)
    r = pygame.Rect(0, 0, text_w + bw + 44, 44)
    r.midbottom = (area.centerx, area.bottom - gap)
    return r, pygame.Rect(r.right - bw - 6, r.y + 6, bw, r.h - 12)


def banner_hit(got, pos):
    """For banner_rects() `got`: ("btn", "back") on the Back button, None elsewhere on the
    banner, False off it (or with no banner)."""
    if got is None or not got[0].collidepoint(pos):
        return False
    return ("btn", "back") if got[1].collidepoint(pos) else None


def draw_banner(v, surf, got, button):
    """The banner of banner_rects() `got`; `button(rect, label)` draws the view's Back button."""
    if got is None:
        return
    r, back = got
    p = v.model.shown()
    pygame.draw.rect(surf, (30, 40, 35), r, border_radius=10)
    pygame.draw.rect(surf, theme.ACCENT, r, 2, border_radius=10)
    draw_marker(surf, p, (r.x + 16, r.centery), 8, v.palette)
    CT.blit_fit(surf, v.fonts, v.tx("view_only", name=v.name(p)), (r.x + 30, r.centery), 20,
                back.x - 6 - r.x - 30, theme.TEXT, "midleft")
    button(back, v.tx("back"))
