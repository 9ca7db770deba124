"""The three looks of a message: an error (a refused move, a failure), advice (a hint) and a
confirmation (saved, exported). Each has its own colour and its own icon, so they read apart
without colour too. The screen on top says where its messages go (`Scene.message_anchor`)."""
from __future__ import annotations

import pygame

from . import theme

ERROR, ADVICE, CONFIRM = "error", "advice", "confirm"

LOOKS = {  # kind -> (fill, border)
    ERROR: ((70, 34, 30), theme.BAD),
    ADVICE: ((28, 46, 72), (120, 170, 236)),
    CONFIRM: ((30, 62, 36), theme.GOOD),
}
SIZE, LINE_H, PAD, ICON = 22, 25, 10, 26
MOST_LINES = 10     # a longer message (none the app writes today) ends with "…" after a whole word


def _icon(surf, kind, center, colour):
    x, y = center
    pygame.draw.circle(surf, colour, center, ICON // 2, 2)
    if kind == ERROR:     # an exclamation mark
        pygame.draw.line(surf, colour, (x, y - 7), (x, y + 2), 3)
        pygame.draw.circle(surf, colour, (x, y + 7), 2)
    elif kind == ADVICE:  # a light bulb's glow: a dot and rays
        pygame.draw.circle(surf, colour, (x, y - 1), 4)
        pygame.draw.line(surf, colour, (x - 3, y + 6), (x + 3, y + 6), 2)
    else:                 # a tick
        pygame.draw.lines(surf, colour, False, [(x - 6, y), (x - 2, y + 5), (x + 7, y - 6)], 3)


def message_box(fonts, text: str, width: int) -> tuple[pygame.Rect, list[str]]:
    text = text[:1].upper() + text[1:]      # a rule's reason reads as a sentence
    lines, room = [], width - 3 * PAD - ICON
    for part in text.split("\n"):
        lines += fonts.wrap(part, SIZE, room)
    if len(lines) > MOST_LINES:
        words = lines[MOST_LINES - 1].split(" ")
        while len(words) > 1 and fonts.font(SIZE).size(" ".join(words) + "…")[0] > room:
            words.pop()
        lines = lines[:MOST_LINES - 1] + [" ".join(words) + "…"]
    w = min(width, max(fonts.font(SIZE).size(line)[0] for line in lines) + 3 * PAD + ICON)
    return pygame.Rect(0, 0, w, 2 * PAD + LINE_H * len(lines)), lines


def draw_message(surf, fonts, kind: str, text: str, anchor, width: int = 900):
    """Draw the message with its bottom centre at `anchor` (x, y), kept on the canvas."""
    fill, border = LOOKS.get(kind, LOOKS[ERROR])
    if len(anchor) > 2:          # (x, y, width): a narrower place, e.g. a side panel
        width = anchor[2]
    rect, lines = message_box(fonts, text, width)
    rect.midbottom = anchor[:2]
    rect.clamp_ip(surf.get_rect())
    pygame.draw.rect(surf, fill, rect, border_radius=10)
    pygame.draw.rect(surf, border, rect, 2, border_radius=10)
    _icon(surf, kind, (rect.x + PAD + ICON // 2, rect.y + PAD + LINE_H // 2), border)
    for k, line in enumerate(lines):
        img = fonts.render(line, SIZE)
        surf.blit(img, (rect.x + 2 * PAD + ICON, rect.y + PAD + LINE_H * k + 1))
    return rect
