"""Fitting a card's name (or any label) whole into a box: the largest font size on one line,
else two lines, else a smaller size; never an ellipsis (but for a player's own long name).
The default font is a pixel font whose widths jump between sizes, so every size is measured,
not scaled.
"""
from __future__ import annotations

from ... import theme
from ..kit.cardtable import fit_text

_FITS: dict = {}

SMALLEST = theme.READABLE       # below this a text is under 11 px at the smallest window


def fit_lines(fonts, text: str, width: int, height: int, big: int, bold: bool = False,
              most_lines: int = 2, readable: int = 12) -> tuple[int, list[str]]:
    """(size, lines): `text` split on spaces into at most `most_lines` lines that fit
    width x height at the largest size from `big` down (fewer lines preferred while they
    fit at `readable` size or more). The lines joined with spaces give the whole text back."""
    key = (id(fonts), text, width, height, big, bold, most_lines, readable)
    got = _FITS.get(key)
    if got is None:
        got = _FITS[key] = _fit(fonts, text, width, height, big, bold, most_lines, readable)
        if len(_FITS) > 4000:
            _FITS.clear()
    return got


def fits(fonts, size: int, lines: list, width: int, height: int, bold: bool = False) -> bool:
    """Do these lines at this size fit width x height?"""
    font = fonts.font(size, bold)
    return len(lines) * font.get_height() <= height and all(font.size(ln)[0] <= width for ln in lines)


def fit_label(fonts, text: str, width: int, big: int, bold: bool = False) -> tuple[int, str]:
    """(size, text) on one line: shrunk down to the smallest readable size; only a text
    still too wide then (a player's 24-letter name) is cut with an ellipsis."""
    size, lines = fit_lines(fonts, text, width, 999, big, bold, most_lines=1)
    if len(lines) == 1 and fits(fonts, size, lines, width, 999, bold):
        return size, lines[0]
    return SMALLEST, fit_text(fonts, text, SMALLEST, width, bold)


def _fit(fonts, text, width, height, big, bold, most_lines, readable):
    words = text.split()
    readable = max(SMALLEST, min(big, readable))
    for lines_allowed in range(1, most_lines + 1):
        floor = readable if lines_allowed < most_lines else SMALLEST
        for size in range(big, floor - 1, -1):
            font = fonts.font(size, bold)
            if lines_allowed * font.get_height() > height:
                continue
            lines = split(font, words, width, lines_allowed)
            if lines is not None:
                return size, lines
    # nothing fits (a box far too small): the smallest size, as many lines as it takes
    font = fonts.font(SMALLEST, bold)
    for n in range(most_lines + 1, len(words) + 1):
        lines = split(font, words, width, n)
        if lines is not None:
            return SMALLEST, lines
    return SMALLEST, words or [""]


def split(font, words, width, n):
    """The words in at most n lines each narrower than width (greedy), or None."""
    lines, line = [], ""
    for w in words:
        trial = f"{line} {w}" if line else w
        if font.size(trial)[0] <= width:
            line = trial
            continue
        if not line or font.size(w)[0] > width:
            return None
        lines.append(line)
        line = w
    lines.append(line)
    return lines if len(lines) <= n else None


def line_step(fonts, size: int, bold: bool = False) -> int:
    """The distance between two lines of a fitted label."""
    return fonts.font(size, bold).get_height()
