"""Card-tableau helpers shared by card-game views: a cache for rendered cards, stacks
(cascades), a hand fan, piles with depth, dashed drop slots, highlights, small board
buttons and hit-testing.

Nothing here knows a game: a view renders its own card faces (a function of what the card
shows and its size) and lets `CardCache` keep them; it records what it drew in a `Hits`
list while drawing and asks that list what is under the mouse when clicked.
"""
from __future__ import annotations

import math
import time

import pygame

from ... import theme
from ...widgets import blit_label

BUTTON_PAD = 6     # a board button's label keeps this far from its sides

CARD_RATIO = 1.4          # height / width of a playing card
SELECT = theme.ACCENT     # the player's own selection
TARGET = theme.HILITE     # a legal place to click
HINT = (110, 220, 255)    # the AI's suggestion
LAST = (235, 235, 235)    # the last move played


class CardCache:
    """Rendered surfaces keyed by what they show (and their size). Rendering happens once;
    the cache is emptied only when it grows past `limit` (e.g. many window layouts)."""

    def __init__(self, limit: int = 1500):
        self._surfs: dict = {}
        self.limit = limit
        self.misses = 0

    def get(self, key, factory):
        s = self._surfs.get(key)
        if s is None:
            if len(self._surfs) >= self.limit:
                self._surfs.clear()
            s = factory()
            self._surfs[key] = s
            self.misses += 1
        return s

    def clear(self):
        self._surfs.clear()


class Hits:
    """What was drawn where, in drawing order; the last matching entry is the topmost."""

    def __init__(self):
        self.items: list = []

    def clear(self):
        self.items = []

    def add(self, rect, kind: str, *data):
        self.items.append((pygame.Rect(rect), kind, data))

    def at(self, pos, kinds=None):
        for rect, kind, data in reversed(self.items):
            if rect.collidepoint(pos) and (kinds is None or kind in kinds):
                return kind, data, rect
        return None

    def all_at(self, pos):
        return [(kind, data, rect) for rect, kind, data in reversed(self.items)
                if rect.collidepoint(pos)]


# ---- geometry -------------------------------------------------------------------------------
def card_size(width: int) -> tuple[int, int]:
    return int(width), int(round(width * CARD_RATIO))


def cascade_up(x: int, base_y: int, w: int, h: int, step: int, n: int) -> list:
    """Rects of a stack that grows upward from `base_y` (card 0 at the bottom, fully visible;
    each higher card shows its top `step` pixels above the card below it)."""
    return [pygame.Rect(x, base_y - h - k * step, w, h) for k in range(n)]


def cascade_step(h: int, n: int, room: int, want: int, least: int) -> int:
    """The step between stacked cards so that n cards fit in `room` pixels of height."""
    if n <= 1:
        return want
    return max(least, min(want, (room - h) // (n - 1)))


def fan(x0: int, x1: int, y: int, w: int, h: int, n: int, gap: int = 8, centre: bool = True) -> list:
    """Rects of n cards side by side between x0 and x1, overlapping when they do not fit,
    centred (or left-aligned) when they do."""
    if n <= 0:
        return []
    room = x1 - x0
    pitch = w + gap
    if n * pitch - gap > room:
        pitch = max(12, (room - w) // max(1, n - 1))
    total = pitch * (n - 1) + w
    start = x0 + (max(0, (room - total) // 2) if centre else 0)
    return [pygame.Rect(start + k * pitch, y, w, h) for k in range(n)]


def visible_part(rects: list, k: int) -> pygame.Rect:
    """The part of rects[k] not covered by the next card drawn over it (rects[k - 1] in a
    cascade_up, which is drawn after it)."""
    r = rects[k]
    if k == 0:
        return r
    below = rects[k - 1]
    return pygame.Rect(r.x, r.y, r.w, max(1, below.y - r.y))


# ---- drawing --------------------------------------------------------------------------------
def hint_mark(surf, centre, r: int = 8) -> pygame.Rect:
    """The hint's own shape, for colour-blind mode (the hint is then told by more than its
    colour): a bulb, as on the hint's message, on a disc of the hint's colour."""
    x, y = int(centre[0]), int(centre[1])
    ink = (20, 24, 22)
    pygame.draw.circle(surf, ink, (x, y), r + 2)
    pygame.draw.circle(surf, HINT, (x, y), r)
    pygame.draw.circle(surf, ink, (x, y - r // 5), max(2, r * 2 // 5))
    pygame.draw.line(surf, ink, (x - r // 3, y + r // 2), (x + r // 3, y + r // 2), max(2, r // 4))
    return pygame.Rect(x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4)


def pulse(speed: float = 3.0) -> float:
    """0..1, for gently blinking highlights."""
    return 0.5 + 0.5 * math.sin(time.monotonic() * speed)


def mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def outline(surf, rect, colour, width: int = 3, radius: int = 8, grow: int = 2):
    pygame.draw.rect(surf, colour, pygame.Rect(rect).inflate(grow * 2, grow * 2), width,
                     border_radius=radius)


def glow(surf, rect, colour=TARGET, radius: int = 8):
    """A blinking outline for legal targets."""
    c = mix(colour, (255, 255, 255), 0.35 * pulse())
    outline(surf, rect, c, 3, radius, 3)


def dashed_line(surf, colour, a, b, dash: int = 7, width: int = 2):
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    if length == 0:
        return
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    d = 0.0
    while d < length:
        e = min(length, d + dash)
        pygame.draw.line(surf, colour, (x0 + dx * d, y0 + dy * d), (x0 + dx * e, y0 + dy * e), width)
        d += dash * 2


def dashed_rect(surf, colour, rect, dash: int = 7, width: int = 2):
    r = pygame.Rect(rect)
    dashed_line(surf, colour, r.topleft, r.topright, dash, width)
    dashed_line(surf, colour, r.topright, r.bottomright, dash, width)
    dashed_line(surf, colour, r.bottomright, r.bottomleft, dash, width)
    dashed_line(surf, colour, r.bottomleft, r.topleft, dash, width)


def hatch(cache: CardCache, w: int, h: int, colour=(0, 0, 0, 70), spacing: int = 7, width: int = 2):
    """A transparent surface with diagonal stripes (a pattern, not only a colour)."""
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(-h, w, spacing):
            pygame.draw.line(s, colour, (k, h), (k + h, 0), width)
        return s
    return cache.get(("hatch", w, h, colour, spacing, width), make)


def shade(cache: CardCache, w: int, h: int, colour=(0, 0, 0, 110), radius: int = 0):
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=radius)
        return s
    return cache.get(("shade", w, h, colour, radius), make)


def pile_depth(surf, rect, n: int, colour=(20, 26, 22), edge=(150, 150, 140), most: int = 5):
    """Edges under a pile's top card so its size reads at a glance."""
    r = pygame.Rect(rect)
    k = min(most, max(0, n - 1))
    for i in range(k, 0, -1):
        rr = r.move(i * 2, i * 2)
        pygame.draw.rect(surf, colour, rr, border_radius=7)
        pygame.draw.rect(surf, edge, rr, 1, border_radius=7)


def count_badge(surf, fonts, center, text: str, size: int = 18, fill=(20, 24, 22),
                colour=theme.TEXT, border=theme.LINE):
    img = fonts.render(text, size, colour, True)
    w = max(img.get_width() + 10, img.get_height() + 4)
    r = pygame.Rect(0, 0, w, img.get_height() + 4)
    r.center = center
    pygame.draw.rect(surf, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surf, border, r, 1, border_radius=r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))
    return r


_FIT: dict = {}


def fit_text(fonts, text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, or as many of its first whole words as fit followed by "…" if it is wider
    than `width` pixels (the element's tooltip says it whole). Only a first word too wide
    alone (a player's long name) is cut inside. Memoised: asked every frame."""
    key = (id(fonts), text, size, width, bold)
    got = _FIT.get(key)
    if got is not None:
        return got
    font = fonts.font(size, bold)
    out = text
    if font.size(text)[0] > width:
        words = text.split(" ")
        while len(words) > 1 and font.size(" ".join(words).rstrip(" :,;(") + "…")[0] > width:
            words.pop()
        text = " ".join(words).rstrip(" :,;(") if len(words) > 1 else words[0]
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        out = text.rstrip() + "…" if text else ""
    if len(_FIT) > 2000:
        _FIT.clear()
    _FIT[key] = out
    return out


def fit_size(fonts, text: str, size: int, width: int, bold: bool = False, least: int | None = None):
    """(text, size) that fits `width`: the size shrinks first (down to `least`: three quarters
    of `size`, never under theme.READABLE by default), then the text is cut with an ellipsis."""
    least = least if least is not None else min(size, max(theme.READABLE, size * 3 // 4))
    s = size
    while s > least and fonts.font(s, bold).size(text)[0] > width:
        s -= 1
    return fit_text(fonts, text, s, width, bold), s


def blit_fit(surf, fonts, text: str, pos, size: int, width: int, colour, anchor: str = "topleft",
             bold: bool = False) -> pygame.Rect:
    """Draw `text` at `pos` no wider than `width` (shrunk, then in regular weight if that keeps
    more of it, then shortened: see fit_size)."""
    shown, s = fit_size(fonts, text, size, max(1, int(width)), bold)
    if bold and shown != text:
        plain, ps = fit_size(fonts, text, size, max(1, int(width)), False)
        if plain == text or len(plain) > len(shown):
            shown, s, bold = plain, ps, False
    text = shown
    img = fonts.render(text, s, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surf.blit(img, r)
    return r


def empty_slot(surf, fonts, rect, label: str = "", lit: bool = False, size: int = 18):
    """A dashed place where a card may go (a new chain, an empty pile)."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surf, (30, 42, 36), r, border_radius=8)
    dashed_rect(surf, TARGET if lit else theme.LINE, r.inflate(-4, -4), 6, 2)
    if label:
        lines = fonts.wrap(label, size, r.w - 10)
        top = r.centery - len(lines) * (size - 4) // 2
        for k, line in enumerate(lines):
            img = fonts.render(line, size, theme.TEXT if lit else theme.MUTED)
            surf.blit(img, img.get_rect(midtop=(r.centerx, top + k * (size - 4))))


def button_frame(surf, rect, hover: bool, primary: bool = False, enabled: bool = True, lit: bool = False,
                 hint: bool = False) -> None:
    """A board button's ground and border: green when primary, a thick border when lit (a legal
    target) or hinted, a thinner one under the mouse."""
    if primary and enabled:
        bg = (92, 128, 70) if hover else (70, 104, 56)
    else:
        bg = theme.PANEL_HI if hover else theme.PANEL
    pygame.draw.rect(surf, bg, rect, border_radius=7)
    border = HINT if hint else TARGET if lit else theme.ACCENT if hover else theme.LINE
    pygame.draw.rect(surf, border, rect, 3 if (hint or lit) else (2 if hover else 1), border_radius=7)


class BoardButton:
    """A small button drawn by a view; `action` is what a click returns (or a callable)."""

    def __init__(self, rect, label: str, action, primary: bool = False, enabled: bool = True,
                 size: int = 20):
        self.rect = pygame.Rect(rect)
        self.label, self.action, self.primary = label, action, primary
        self.enabled, self.size = enabled, size

    def draw(self, surf, fonts, mouse, lit: bool = False):
        hover = self.enabled and self.rect.collidepoint(mouse)
        button_frame(surf, self.rect, hover, self.primary, self.enabled, lit)
        colour = theme.TEXT if self.enabled else (120, 128, 120)
        blit_label(surf, fonts, self.label, self.rect, self.size, colour, self.primary, BUTTON_PAD)


def row_of_buttons(right: int, y: int, h: int, specs: list, gap: int = 8, fonts=None,
                   size: int = 20, pad: int = 18) -> list:
    """Buttons laid right-to-left ending at `right`; specs are (label, action, primary)."""
    out = []
    x = right
    for label, action, primary in reversed(specs):
        w = (fonts.font(size, primary).size(label)[0] if fonts else 8 * len(label)) + 2 * pad
        x -= w
        out.append(BoardButton((x, y, w, h), label, action, primary, size=size))
        x -= gap
    out.reverse()
    return out

