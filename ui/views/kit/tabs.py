"""A player's tab in the strip above a board: whose board is shown, who is to move. One look
for every game's tabs; the caller adds what its game shows at the tab's right end."""
from __future__ import annotations

import pygame

from ... import theme
from ...theme import draw_marker
from . import cardtable as CT

STRIP = (30, 41, 36)
SHOWN, HOVER, IDLE = (58, 78, 66), (44, 60, 52), (34, 46, 40)


def draw_strip(surf, rect) -> None:
    """The strip's ground and the line that closes it below."""
    pygame.draw.rect(surf, STRIP, rect)
    pygame.draw.line(surf, theme.LINE, (rect.x, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))


def draw_tab(surf, view, rect, seat, label: str, shown: bool, to_move: bool, right: int = 0,
             size: int = 19) -> None:
    """One tab: the seat's marker (none for seat None), its label cut to leave `right` pixels
    free at the right end, lit when shown, underlined while that seat is to move."""
    hover = rect.collidepoint(view.app.mouse)
    pygame.draw.rect(surf, SHOWN if shown else HOVER if hover else IDLE, rect, border_radius=7)
    pygame.draw.rect(surf, theme.ACCENT if shown else theme.LINE, rect, 2 if shown else 1, border_radius=7)
    x = rect.x + 8
    if seat is not None:
        draw_marker(surf, seat, (rect.x + 13, rect.centery), 7, view.palette)
        x = rect.x + 26
    text = CT.fit_text(view.fonts, label, size, rect.right - x - right - 8, shown)
    img = view.fonts.render(text, size, theme.TEXT if shown else theme.MUTED, shown)
    surf.blit(img, img.get_rect(midleft=(x, rect.centery)))
    if to_move:
        pygame.draw.line(surf, CT.TARGET, (rect.x + 8, rect.bottom - 2), (rect.right - 8, rect.bottom - 2), 3)
