"""Colours, fonts and player markers. Every player colour comes with a shape, so colour is
never the only cue; the colour-blind palette (Okabe-Ito) swaps the hues."""
from __future__ import annotations

import math
import os

import pygame

BG = (24, 32, 28)
PANEL = (36, 48, 42)
PANEL_HI = (52, 68, 60)
LINE = (78, 98, 88)
TEXT = (236, 236, 226)
MUTED = (170, 180, 170)
ACCENT = (236, 196, 92)
GOOD = (120, 200, 120)
BAD = (226, 96, 86)
HILITE = (255, 232, 120)

PLAYER_COLOURS = [(214, 70, 60), (66, 130, 214), (236, 190, 50), (110, 180, 90),
                  (170, 100, 200), (230, 130, 60)]
# Okabe-Ito: distinguishable with the common colour-vision deficiencies
CB_COLOURS = [(213, 94, 0), (0, 114, 178), (240, 228, 66), (0, 158, 115),
              (204, 121, 167), (86, 180, 233)]
SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon"]


class Palette:
    def __init__(self, colorblind: bool = False):
        self.colorblind = colorblind
        self.players = CB_COLOURS if colorblind else PLAYER_COLOURS

    def player(self, i: int):
        return self.players[i % len(self.players)]


def polygon_points(shape: str, cx: float, cy: float, r: float):
    if shape == "square":
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.8), (cx - r * 0.95, cy + r * 0.8)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if shape == "hexagon":
        return [(cx + r * math.cos(math.pi / 3 * k), cy + r * math.sin(math.pi / 3 * k)) for k in range(6)]
    return None


def draw_marker(surf, i: int, center, r: float, palette: Palette, outline=(20, 20, 20)):
    """Player i's marker: its colour AND its shape."""
    shape = SHAPES[i % len(SHAPES)]
    colour = palette.player(i)
    cx, cy = center
    pts = polygon_points(shape, cx, cy, r)
    if pts is None:
        pygame.draw.circle(surf, colour, (int(cx), int(cy)), int(r))
        pygame.draw.circle(surf, outline, (int(cx), int(cy)), int(r), 2)
    else:
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, outline, pts, 2)


# ---- type --------------------------------------------------------------------------------------
# The app's typeface: Source Sans Pro (Adobe, SIL Open Font License 1.1), a sans made for screens,
# installed by requirements.txt (font-source-sans-pro) and bundled by pyinstaller.spec.
FONT_FILES = {False: "SourceSansPro-Regular.ttf", True: "SourceSansPro-Bold.ttf"}
FONT_LICENCE = "LICENSE.txt"
# Sizes across the app are type sizes first written for pygame's built-in font, which draws a
# size s at 0.6875 s points; the typeface drawn at 0.8 s px keeps those texts' widths and heights.
EM_PER_SIZE = 0.8
# The smallest window laid out (ui/window.py) shows the canvas at 0.8 of its size: below this
# type size a text there is under 11 px (READABLE_PX). Every text a player reads (a word, a name,
# a number) is drawn at READABLE or more; only a mark may be smaller: a letter or sign inside an
# icon that repeats what the icon's shape already says (the colour-blind letter on a badge), drawn
# with Fonts.render(..., mark=True). tests/test_text_sizes.py holds every board to it.
READABLE_PX = 11
MIN_CANVAS_SCALE = 0.8
READABLE = 17


def em(size: int) -> int:
    """The pixel size (em) of the typeface for the app's type `size`."""
    return max(1, round(size * EM_PER_SIZE))


def font_dir() -> str | None:
    """The folder of the typeface's files, or None when the package is missing (then the app
    falls back to pygame's built-in font rather than not start)."""
    try:
        import font_source_sans_pro
    except ImportError:
        return None
    return font_source_sans_pro.font_directory


def font_path(bold: bool = False) -> str | None:
    folder = font_dir()
    return None if folder is None else os.path.join(folder, FONT_FILES[bold])


def load_font(size: int, bold: bool = False) -> pygame.font.Font:
    """A fresh font of the app's typeface at type `size` (see EM_PER_SIZE)."""
    path = font_path(bold)
    if path is not None and os.path.exists(path):
        return pygame.font.Font(path, em(size))
    f = pygame.font.Font(None, size)
    f.set_bold(bold)
    return f


class Fonts:
    """Cached fonts and rendered labels (text rendering is the costly part of a frame)."""

    def __init__(self):
        self._fonts: dict = {}
        self._labels: dict = {}

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = load_font(size, bold)
        return self._fonts[key]

    def render(self, text: str, size: int = 22, colour=TEXT, bold: bool = False,
               mark: bool = False) -> pygame.Surface:
        """`text` drawn at type `size`; `mark`: a letter or sign inside an icon (see READABLE)."""
        key = (text, size, colour, bold)
        surf = self._labels.get(key)
        if surf is None:
            if len(self._labels) > 4000:
                self._labels.clear()
            surf = self.font(size, bold).render(text, True, colour)
            self._labels[key] = surf
        return surf

    def wrap(self, text: str, size: int, width: int, bold: bool = False, most: int | None = None) -> list[str]:
        """`text` in lines of at most `width` pixels (a word wider than that alone is split);
        with `most`, no more lines than that, the last one ending in "…" when words were left out."""
        font = self.font(size, bold)
        lines = []
        for para in text.split("\n"):
            line = ""
            for w in para.split(" "):
                trial = f"{line} {w}".strip()
                if font.size(trial)[0] <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                *parts, line = split_word(font, w, width)
                lines.extend(parts)
            lines.append(line)
        if most is not None and len(lines) > most:
            lines = lines[:max(1, most)]
            last = lines[-1]
            while " " in last and font.size(last + " …")[0] > width:
                last = last.rsplit(" ", 1)[0]
            lines[-1] = last + " …"
        return lines


BREAKS = "/\\_-."    # a long word (a file's path) breaks after one of these, with no hyphen added


def split_word(font, word: str, width: int) -> list[str]:
    """A word wider than `width` in pieces that fit: broken after a path's separator where one
    is near, else between letters with a hyphen (3 letters at least on the next line); a piece of one
    letter stays whole."""
    if font.size(word)[0] <= width or len(word) < 2:
        return [word]
    pieces, rest = [], word
    while font.size(rest)[0] > width and len(rest) > 1:
        k = len(rest) - 1
        while k > 1 and font.size(rest[:k])[0] > width:
            k -= 1
        cut = max(rest.rfind(ch, 0, k) for ch in BREAKS) + 1
        if cut > k // 2:
            pieces.append(rest[:cut])
            rest = rest[cut:]
            continue
        while k > 1 and font.size(rest[:k] + "-")[0] > width:
            k -= 1
        if len(rest) > 5:           # no "Mushroom-" / "s": at least 3 letters go on
            k = max(2, min(k, len(rest) - 3))
        pieces.append(rest[:k] + "-")
        rest = rest[k:]
    return pieces + [rest]
