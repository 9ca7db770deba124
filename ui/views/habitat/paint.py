"""Drawing helpers the Habitat regions share: card surfaces (cached), labels, the badges over a
table card, the feeding arrows, and the card size that lets a set of chains fit a box."""
from __future__ import annotations

import pygame

from engine.habitat import view_info as VI

from ... import theme
from ...widgets import blit_text
from ..kit import cardtable as CT
from . import art as ART
from .fitname import fit_label, fit_lines, line_step


def fast(surface):
    """The display's pixel format blits faster (when there is a display)."""
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


def card_surface(view, c, w, h, lang):
    if c is None or c < 0:
        return view.cache.get(("back", w, h), lambda: fast(ART.render_back(w, h)))
    t = view.deck.type_id[c]
    cb = view.palette.colorblind
    return view.cache.get(("face", t, w, h, lang, cb),
                          lambda: fast(ART.render_face(view.fonts, view.deck, c, w, h, lang, cb)))


def blit_card(view, surf, c, rect, lang, record=True):
    """Draw card c (a back when hidden); note where each face-up card went (view.drawn). A card
    still on its way there (view.hidden_cards) is drawn by the move, not here."""
    if record and c is not None and c >= 0:
        view.drawn[c] = view.full_rects[c] = pygame.Rect(rect)
        if c in view.hidden_cards:
            return
    surf.blit(card_surface(view, c, rect.w, rect.h, lang), rect.topleft)


def label(view, surf, text, pos, size=17, colour=theme.MUTED, anchor="topleft", bold=False):
    return blit_text(surf, view.fonts, text, pos, size, colour, anchor, bold)


def label_rect(view, text, pos, size=17, anchor="topleft", bold=False) -> pygame.Rect:
    """Where `label` would put `text` (measured, not drawn)."""
    return view.fonts.render(text, size, theme.MUTED, bold).get_rect(**{anchor: pos})


def boxed_text(view, surf, text, rect, big=17, colour=theme.MUTED, centre=False, bold=False,
               most_lines=2, readable=12):
    """`text` inside `rect`: shrunk (never under the readable size) or on more lines
    (fitname.fit_lines), centred vertically, left-aligned or centred; a text too long for the
    box even so ends its last line with "…". Returns the (size, lines) used."""
    r = pygame.Rect(rect)
    size, lines = fit_lines(view.fonts, text, r.w, r.h, big, bold, most_lines, readable)
    step = line_step(view.fonts, size, bold)
    keep = max(1, (r.h + 2) // step)
    if len(lines) > keep:
        lines = lines[:keep - 1] + [CT.fit_text(view.fonts, " ".join(lines[keep - 1:]), size, r.w, bold)]
    y = r.centery - step * len(lines) // 2
    for k, line in enumerate(lines):
        pos = (r.centerx, y + k * step) if centre else (r.x, y + k * step)
        label(view, surf, line, pos, size, colour, "midtop" if centre else "topleft", bold)
    return size, lines


def name_label(view, surf, text, pos, width, big=17, colour=theme.TEXT, bold=False):
    """A player's name on one line, shrunk to fit `width` (fitname.fit_label)."""
    size, shown = fit_label(view.fonts, text, width, big, bold)
    return label(view, surf, shown, pos, size, colour, "topleft", bold)


def slot(view, surf, rect, text, big=18):
    """An empty place (new chain, set aside, an empty pile) with its label fitted inside."""
    CT.empty_slot(surf, view.fonts, rect, "")
    boxed_text(view, surf, text, pygame.Rect(rect).inflate(-10, -10), big, centre=True, most_lines=3, readable=big)


def card_overlays(view, surf, c, rect, vis, how, tb, full=True):
    """Fed / starving badge (and hatching), Population Boom tag, Abundance food on a table card."""
    if c in view.hidden_cards:
        return
    w = rect.w
    obs = view.model.obs
    if how == VI.STARVING:
        surf.blit(CT.hatch(view.cache, vis.w, vis.h, (150, 20, 0, 90), 7, 2), vis.topleft)
    if full:
        ir = max(11, round(15 * w / 84))
        size = ir + 2
        center = (rect.right - size // 2 - 3, rect.y + tb + ir // 2 + 1)
    else:
        size = max(11, tb - 2)
        center = (rect.right - size // 2 - 1, rect.y + tb // 2)
    if how != VI.RESOURCE_CARD and (full or how == VI.STARVING):
        ART.status_badge(surf, how, center, size)
    if c == obs.boom:
        tag = pygame.Rect(rect.x + 1, rect.y + tb - 6, 22, 13)
        pygame.draw.rect(surf, (120, 60, 30), tag, border_radius=5)
        pygame.draw.rect(surf, (250, 220, 180), tag, 1, border_radius=5)
        img = view.fonts.render("-1", 14, (255, 240, 220), True)
        surf.blit(img, img.get_rect(center=tag.center))
    if c == view.deck.abundance and obs.abund_type is not None and obs.abund_type >= 0 and vis.h > 40:
        food = VI.resource_id(view.deck, obs.abund_type)
        ART.food_icon(surf, food, (rect.right - 14, rect.y + tb + 14), 20)


def feed_link(surf, x, lower, upper, step, ok):
    """An up arrow when the lower card feeds the upper one; a dashed line with a cross
    when it does not (so the break shows without colour)."""
    y0 = lower.y + min(step, lower.h) // 2 + 2
    y1 = upper.y + step // 2
    if ok:
        col = ART.FED
        pygame.draw.line(surf, col, (x, y0), (x, y1 + 4), 2)
        pygame.draw.polygon(surf, col, [(x, y1 - 2), (x - 4, y1 + 5), (x + 4, y1 + 5)])
    else:
        col = ART.STARVING
        CT.dashed_line(surf, col, (x, y0), (x, y1), 3, 2)
        m = (y0 + y1) // 2
        pygame.draw.line(surf, col, (x - 4, m - 4), (x + 4, m + 4), 2)
        pygame.draw.line(surf, col, (x - 4, m + 4), (x + 4, m - 4), 2)


_fits: dict = {}


def chain_fit(area, ncols, maxlen, wmax=88, wmin=44, gap=14):
    """Card width, height, cascade step and title bar height so that ncols columns of up to
    maxlen cards fit the area (answers kept: the same few questions come back all game)."""
    key = (tuple(area), ncols, maxlen, wmax, wmin, gap)
    got = _fits.get(key)
    if got is None:
        got = _fits[key] = _chain_fit(area, ncols, maxlen, wmax, wmin, gap)
    return got


def _chain_fit(area, ncols, maxlen, wmax, wmin, gap):
    for w in range(wmax, wmin - 1, -2):
        h = int(round(w * CT.CARD_RATIO))
        k = w / 84
        tb = ART.title_height(w)
        want = tb + max(11, round(15 * k)) + 3 if w >= 60 else tb + 3
        least = tb + 1
        if ncols * (w + gap) - gap > area.w:
            continue
        step = CT.cascade_step(h, maxlen, area.h, want, least)
        if h + (maxlen - 1) * step <= area.h:
            return w, h, step, tb
    w = wmin
    h = int(round(w * CT.CARD_RATIO))
    tb = ART.title_height(w)
    want = tb + max(11, round(15 * w / 84)) + 3 if w >= 60 else tb + 3
    # too many chains for the width: the smallest cards, stacked no looser than they would be
    # anyway (a larger step would leave gaps between the cards of a chain)
    return w, h, max(tb + 1, min(want, (area.h - h) // max(1, maxlen - 1))), tb


def still_glow(surf, rect, colour=CT.TARGET, radius=8):
    """A lit target, drawn still (no pulse: the idle app sleeps)."""
    CT.outline(surf, rect, CT.mix(colour, (255, 255, 255), 0.18), 3, radius, 3)


def pile_depth(view, surf, rect, n):
    """The edges under a pile's top card (cardtable.pile_depth), drawn once per size and depth."""
    k = min(5, max(0, n - 1))
    if k == 0:
        return

    def make():
        s = pygame.Surface((rect.w + 2 * k, rect.h + 2 * k), pygame.SRCALPHA)
        CT.pile_depth(s, (0, 0, rect.w, rect.h), n)
        return fast(s)
    surf.blit(view.cache.get(("depth", rect.w, rect.h, k), make), rect.topleft)
