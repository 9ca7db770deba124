"""The window's first size and place: it fits the screen it opens on, and it comes back where
and as large as the player left it. Kept in window.json beside the settings; a missing or odd
file just means the default."""
from __future__ import annotations

import json
import os

import pygame

from engine.core.saves import write_atomic

from . import theme
from .widgets import blit_text

# room left on the screen for the desktop's own bars and the window's title bar
SCREEN_SHARE_W, SCREEN_SHARE_H = 0.94, 0.88
# the smallest window laid out: the 1280x800 canvas at 0.8, where the app's smallest type
# (theme.READABLE) is still 11 px; a smaller window shows a notice instead (too_small)
MIN_W, MIN_H = 1024, 640


def geometry_path() -> str:
    from .settings import settings_path
    return os.path.join(os.path.dirname(settings_path()), "window.json")


def fit(size, screen) -> tuple[int, int]:
    """`size` (remembered from this screen or another) scaled down, keeping its shape, until it
    fits `screen` with room for the desktop's bars; never below the smallest window laid out
    while the screen can hold that, nor larger than the screen."""
    w, h = size
    room_w, room_h = int(screen[0] * SCREEN_SHARE_W), int(screen[1] * SCREEN_SHARE_H)
    scale = min(1.0, room_w / w, room_h / h)
    w, h = int(w * scale), int(h * scale)
    return min(screen[0], max(MIN_W, w)), min(screen[1], max(MIN_H, h))


def too_small(size) -> bool:
    """A window smaller than this is not laid out (the notice says how large to make it)."""
    return size[0] < MIN_W or size[1] < MIN_H


def draw_too_small(window, fonts, text: str) -> None:
    """The notice drawn, in window pixels, instead of a screen too cramped to read."""
    window.fill(theme.BG)
    w, h = window.get_size()
    size = 22
    lines = fonts.wrap(text, size, max(40, w - 40))
    step = fonts.font(size).get_height()
    top = h // 2 - step * len(lines) // 2
    for k, line in enumerate(lines):
        blit_text(window, fonts, line, (w // 2, top + k * step + step // 2), size, theme.ACCENT, "center")
    pygame.draw.rect(window, theme.LINE, window.get_rect(), 2)


def place(pos, size, screen):
    """The saved position if the whole title bar is still on this screen, else None (centred)."""
    if pos is None:
        return None
    x, y = pos
    if 0 <= x and 0 <= y and x + size[0] <= screen[0] and y + 40 <= screen[1]:
        return x, y
    return None


def _pair(value):
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int and 0 <= v < 100_000 for v in value):
        return tuple(value)
    return None


def load_geometry() -> tuple:
    """(size or None, position or None) as last saved."""
    try:
        with open(geometry_path(), encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError):
        return None, None
    if not isinstance(doc, dict):
        return None, None
    return _pair(doc.get("size")), _pair(doc.get("pos"))


def save_geometry(size, pos) -> None:
    try:
        write_atomic(geometry_path(), json.dumps({"size": list(size), "pos": list(pos) if pos else None}))
    except OSError:
        pass   # the window's size is a comfort, never worth an error
