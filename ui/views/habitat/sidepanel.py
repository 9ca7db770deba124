"""The view's part of the play screen's side panel: every player's rank pips, the draw pile,
and the lasting effect of the moment (last round, Migration, Spring)."""
from __future__ import annotations

from engine.habitat import view_info as VI

from ... import theme
from ...theme import draw_marker
from . import art as ART
from . import paint as P

OVER = VI.PHASES[-1]


NOTE_H = 24         # a lasting effect's line (two small lines when long)


def panel_height(players: int, notes: int = 1) -> int:
    return 30 + 20 * players + 24 + NOTE_H * max(1, notes)


def notes(view, snap) -> list[str]:
    obs = snap.obs
    out = []
    if obs.last_round:
        out.append(view.tx("last_round"))
    if obs.locked and obs.phase != OVER:
        out.append(view.tx("migration"))
    if obs.spring_block >= 0:
        who = snap.name(obs.spring_block, "")
        out.append(view.tx("spring_block", name=who))
    return out


def draw_side_panel(view, surf, rect, snap) -> bool:
    obs, progress = snap.obs, view.model.progress
    P.label(view, surf, view.tx("ranks"), (rect.x + 4, rect.y), 18, theme.MUTED)
    y = rect.y + 22
    for q in range(obs.players):
        draw_marker(surf, q, (rect.x + 10, y + 8), 6, view.palette)
        name = snap.name(q)
        P.name_label(view, surf, name, (rect.x + 22, y), 100)
        ART.pip_row(surf, view.fonts, progress[q], rect.right - 8 * 16 - 7 * 2 - 4, y, 16, 2, view.cache)
        y += 20
    y += 4
    P.label(view, surf, view.tx("pile_line", n=len(obs.pile), k=obs.rebuilds), (rect.x + 4, y), 17, theme.MUTED)
    y += 19
    for line in notes(view, snap):
        size, rows = P.boxed_text(view, surf, line, (rect.x + 4, y, rect.w - 8, NOTE_H), 17, theme.ACCENT)
        y += NOTE_H
    return True
