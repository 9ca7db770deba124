"""Score table and score chart, shared by the play scene (overlay) and the results screen."""
from __future__ import annotations

import pygame

from engine.core import tr

from .. import theme
from ..i18n import I18n
from ..theme import draw_marker
from ..widgets import blit_text, draw_panel


def tiebreak_shown(sheet) -> bool:
    """The tie-break row only shows when it matters: when players share a total (else it
    would repeat a category, as Cascadia's unspent nature tokens would)."""
    return bool(sheet.tiebreak) and len(set(sheet.totals)) < len(sheet.totals)


def draw_score_table(surf, fonts, palette, rect, sheet, names, lang, winners=()):
    """Rows = categories (+ total, + tie-break), columns = players."""
    draw_panel(surf, rect, (30, 42, 36))
    n = len(sheet.table)
    label_w = min(300, rect.w // 3)
    col_w = (rect.w - label_w - 20) // max(1, n)
    show_tiebreak = tiebreak_shown(sheet)
    rows = len(sheet.categories) + 2 + (1 if show_tiebreak else 0)
    row_h = max(18, min(34, (rect.h - 20) // (rows + 1)))
    size = max(16, min(24, row_h - 6))
    y = rect.y + 10
    for p in range(n):
        cx = rect.x + label_w + col_w * p + col_w // 2
        draw_marker(surf, p, (cx - col_w // 2 + 14, y + row_h // 2), 7, palette)
        name = names[p]
        while fonts.font(size).size(name)[0] > col_w - 30 and len(name) > 3:
            name = name[:-2] + "."
        blit_text(surf, fonts, name, (cx + 8, y + row_h // 2), size,
                  theme.ACCENT if p in winners else theme.TEXT, "center", p in winners)
    y += row_h
    for k, cat in enumerate(sheet.categories):
        if k % 2 == 0:
            pygame.draw.rect(surf, (38, 52, 45), (rect.x + 4, y, rect.w - 8, row_h))
        blit_text(surf, fonts, tr(sheet.labels.get(cat, cat), lang), (rect.x + 12, y + row_h // 2), size,
                  theme.MUTED, "midleft")
        for p in range(n):
            cx = rect.x + label_w + col_w * p + col_w // 2
            blit_text(surf, fonts, str(sheet.table[p][cat]), (cx, y + row_h // 2), size, theme.TEXT, "center")
        y += row_h
    pygame.draw.line(surf, theme.LINE, (rect.x + 8, y + 2), (rect.right - 8, y + 2), 2)
    y += 4
    blit_text(surf, fonts, I18n(lang)("total"), (rect.x + 12, y + row_h // 2), size + 2, theme.TEXT,
              "midleft", True)
    for p, total in enumerate(sheet.totals):
        cx = rect.x + label_w + col_w * p + col_w // 2
        blit_text(surf, fonts, str(total), (cx, y + row_h // 2), size + 2,
                  theme.ACCENT if p in winners else theme.TEXT, "center", True)
    y += row_h
    if show_tiebreak:
        rule = tr(sheet.tiebreak_label, lang)
        label = I18n(lang)("tiebreak") + (f": {rule}" if rule else "")
        blit_text(surf, fonts, label, (rect.x + 12, y + row_h // 2), size - 2, theme.MUTED, "midleft")
        for p, tb in enumerate(sheet.tiebreak):
            cx = rect.x + label_w + col_w * p + col_w // 2
            blit_text(surf, fonts, " / ".join(str(x) for x in tb), (cx, y + row_h // 2), size - 2,
                      theme.MUTED, "center")


def nice_step(span: int, most: int = 8) -> int:
    """A round tick step (1, 2, 5, 10, 20...) giving at most `most` ticks over `span`."""
    step = 1
    while span / step > most:
        for k in (2, 5, 10):
            if span / (step * k) <= most:
                return step * k
        step *= 10
    return step


def draw_chart_axes(surf, fonts, plot, x0, x1, bottom, top, labels):
    """Grid lines with round tick values on both axes, and the axes' titles."""
    for v in range(bottom - bottom % nice_step(top - bottom, 5), top + 1, nice_step(top - bottom, 5)):
        if v < bottom:
            continue
        y = plot.bottom - plot.h * (v - bottom) / max(1, top - bottom)
        pygame.draw.line(surf, (48, 62, 55), (plot.x, y), (plot.right, y))
        blit_text(surf, fonts, str(v), (plot.x - 6, y), 18, theme.MUTED, "midright")
    for r in range(x0, x1 + 1, nice_step(x1 - x0)):
        x = plot.x + plot.w * (r - x0) / max(1, x1 - x0)
        pygame.draw.line(surf, theme.LINE, (x, plot.bottom), (x, plot.bottom + 4))
        blit_text(surf, fonts, str(r), (x, plot.bottom + 6), 18, theme.MUTED, "midtop")
    x_title, y_title = labels
    blit_text(surf, fonts, x_title, (plot.centerx, plot.bottom + 26), 18, theme.MUTED, "midtop")
    blit_text(surf, fonts, y_title, (plot.x - 44, plot.y - 26), 18, theme.MUTED, "topleft")


def draw_score_chart(surf, fonts, palette, rect, history, names, lang, title="", labels=("", "")):
    """Every player's total, round by round (x: rounds played, y: points); each line carries
    the player's marker shape on every point."""
    draw_panel(surf, rect, (30, 42, 36))
    if title:
        blit_text(surf, fonts, title, (rect.x + 12, rect.y + 8), 22, theme.MUTED)
    if len(history) < 2:
        return
    plot = pygame.Rect(rect.x + 56, rect.y + 60, rect.w - 80, rect.h - 112)
    xs = [r for r, _ in history]
    x0, x1 = min(xs), max(xs)
    top = max(max(t) for _, t in history)
    bottom = min(0, min(min(t) for _, t in history))
    draw_chart_axes(surf, fonts, plot, x0, x1, bottom, top, labels)
    span_x, span_y = max(1, x1 - x0), max(1, top - bottom)
    for p in range(len(history[0][1])):
        pts = [(plot.x + plot.w * (r - x0) / span_x, plot.bottom - plot.h * (t[p] - bottom) / span_y)
               for r, t in history]
        pygame.draw.lines(surf, palette.player(p), False, pts, 3)
        for pt in pts:
            draw_marker(surf, p, pt, 5, palette)
