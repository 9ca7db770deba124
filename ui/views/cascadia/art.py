"""Cascadia art, drawn by code: habitat tiles, wildlife tokens and symbols, the nature token,
scoring cards with a small picture of their pattern. Original art; pygame primitives only.

Colour is never the only cue:
  habitats  mountain = grey peaks with snow, forest = fir trees, prairie = grass tufts,
            wetland = reeds over ripples, river = wavy lines;
  animals   a silhouette each (bear face, elk head with antlers, salmon, hawk with spread
            wings, fox face) and, on tokens, a letter badge;
  keystone  a gold ring around the symbol and a leaf (it earns a nature token).
Everything is rendered super-sampled once and kept by the view's cache, keyed by what it
shows and its size.
"""
from __future__ import annotations

import math
import random

import pygame

from ... import theme
from ..kit import hexgrid as HG

SS = 2                      # super-sampling of tiles
SS_SMALL = 3                # of tokens and icons

HABITAT_COLOUR = [(146, 148, 160), (54, 112, 62), (212, 192, 96), (108, 164, 146), (66, 128, 198)]
HABITAT_INK = [(104, 104, 118), (26, 74, 38), (160, 138, 52), (56, 100, 72), (164, 206, 240)]
ANIMAL_COLOUR = [(104, 66, 40), (190, 132, 62), (218, 80, 92), (62, 120, 196), (232, 116, 30)]
LETTERS = {"en": "BESHF", "fr": "OWSFR"}    # bear elk salmon hawk fox, unique per language
# colour-blind mode: a shape on every habitat half, the same in every language
HABITAT_MARKS = ("triangle", "circle", "square", "cross", "wave")   # mountain forest prairie wetland river
CREAM = (244, 236, 216)
INK = (34, 30, 26)
GOLD = (226, 182, 56)
LEAF = (92, 160, 62)
LEAF_DARK = (46, 96, 36)


def fast(surface):
    """The display's pixel format blits faster (when there is a display)."""
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


def font(size: int, bold: bool = True):
    """A fresh font (not cached here: fonts die with pygame.quit; what is drawn with them is
    cached by the view)."""
    return theme.load_font(max(6, int(size)), bold)


# ---- animals --------------------------------------------------------------------------------
class _Pen:
    """Draws in a box of half-size s around (cx, cy): shapes given in box units."""

    def __init__(self, surf, cx, cy, s):
        self.surf, self.cx, self.cy, self.s = surf, cx, cy, s

    def P(self, x, y):
        return self.cx + x * self.s, self.cy + y * self.s

    def poly(self, col, pts):
        pygame.draw.polygon(self.surf, col, [self.P(x, y) for x, y in pts])

    def circ(self, col, x, y, rad):
        pygame.draw.circle(self.surf, col, self.P(x, y), max(1, rad * self.s))

    def ell(self, col, x, y, w, h):
        s = self.s
        pygame.draw.ellipse(self.surf, col, pygame.Rect(self.cx + x * s, self.cy + y * s, max(1, w * s),
                                                        max(1, h * s)))


def _bear(pen, fg, bg):      # round face, round ears, snout
    pen.circ(fg, -0.55, -0.52, 0.27)
    pen.circ(fg, 0.55, -0.52, 0.27)
    pen.circ(bg, -0.55, -0.52, 0.11)
    pen.circ(bg, 0.55, -0.52, 0.11)
    pen.ell(fg, -0.74, -0.66, 1.48, 1.36)
    pen.ell(bg, -0.34, 0.06, 0.68, 0.5)
    pen.ell(fg, -0.15, 0.1, 0.3, 0.2)
    pen.circ(bg, -0.3, -0.16, 0.09)
    pen.circ(bg, 0.3, -0.16, 0.09)


def _elk(pen, fg, bg):       # long head, ears, branching antlers
    surf, P = pen.surf, pen.P
    w = max(1, int(0.13 * pen.s))
    for m in (-1, 1):
        beam = [P(0.14 * m, -0.42), P(0.45 * m, -0.7), P(0.92 * m, -0.86)]
        pygame.draw.lines(surf, fg, False, beam, w)
        pygame.draw.line(surf, fg, P(0.45 * m, -0.7), P(0.5 * m, -1.0), w)
        pygame.draw.line(surf, fg, P(0.7 * m, -0.79), P(0.8 * m, -1.02), w)
        pygame.draw.line(surf, fg, P(0.3 * m, -0.56), P(0.72 * m, -0.5), w)
        pen.poly(fg, [(0.22 * m, -0.4), (0.66 * m, -0.3), (0.24 * m, -0.14)])
    pen.poly(fg, [(-0.27, -0.48), (0.27, -0.48), (0.21, 0.34), (0.13, 0.78), (-0.13, 0.78), (-0.21, 0.34)])
    pen.circ(bg, -0.12, -0.16, 0.065)
    pen.circ(bg, 0.12, -0.16, 0.065)
    pen.ell(bg, -0.09, 0.55, 0.18, 0.12)


def _salmon(pen, fg, bg):    # body, forked tail, fin, eye
    cx, cy, s = pen.cx, pen.cy, pen.s
    pen.ell(fg, -0.62, -0.32, 1.3, 0.64)
    pen.poly(fg, [(-0.48, 0.0), (-0.98, -0.42), (-0.82, 0.0), (-0.98, 0.42)])
    pen.poly(fg, [(-0.2, -0.26), (0.06, -0.5), (0.2, -0.26)])
    pen.poly(fg, [(-0.1, 0.26), (0.08, 0.44), (0.14, 0.26)])
    pen.circ(bg, 0.4, -0.06, 0.08)
    pygame.draw.arc(pen.surf, bg, pygame.Rect(cx + 0.1 * s, cy - 0.2 * s, 0.3 * s, 0.4 * s),
                    -1.2, 1.2, max(1, int(0.06 * s)))


def _hawk(pen, fg, bg):      # spread wings, fanned tail
    for m in (-1, 1):
        pen.poly(fg, [(0.08 * m, -0.28), (0.5 * m, -0.52), (0.98 * m, -0.44), (0.8 * m, -0.26),
                      (0.94 * m, -0.12), (0.68 * m, -0.02), (0.76 * m, 0.12), (0.1 * m, 0.16)])
    pen.ell(fg, -0.17, -0.46, 0.34, 0.96)
    pen.circ(fg, 0.0, -0.52, 0.19)
    pen.poly(fg, [(-0.14, 0.36), (0.14, 0.36), (0.3, 0.84), (-0.3, 0.84)])
    pen.circ(bg, -0.07, -0.56, 0.05)
    pen.circ(bg, 0.07, -0.56, 0.05)


def _fox(pen, fg, bg):       # pointed ears, white cheeks, nose
    pen.poly(fg, [(-0.86, -0.2), (-0.64, -0.94), (-0.22, -0.44), (0.22, -0.44), (0.64, -0.94),
                  (0.86, -0.2), (0.56, 0.22), (0.0, 0.8), (-0.56, 0.22)])
    for m in (-1, 1):
        pen.poly(bg, [(0.6 * m, -0.72), (0.36 * m, -0.44), (0.58 * m, -0.36)])
        pen.poly(bg, [(0.82 * m, -0.14), (0.16 * m, 0.3), (0.0, 0.76), (0.5 * m, 0.24)])
        pen.circ(bg, 0.28 * m, -0.14, 0.075)
    pen.circ(fg, 0.0, 0.68, 0.11)


SHAPES = (_bear, _elk, _salmon, _hawk, _fox)


def animal_shape(surf, a: int, cx: float, cy: float, s: float, fg, bg) -> None:
    """Silhouette of animal a in a box of half-size s; details cut out in bg."""
    SHAPES[a](_Pen(surf, cx, cy, s), fg, bg)


def letter(a: int, lang: str) -> str:
    """The letter on animal a's token in `lang` (unique per language)."""
    return LETTERS.get(lang, LETTERS["en"])[a]


def token_px(rad: int) -> int:
    """Width (and height) of a token surface of radius `rad`."""
    R = rad * SS_SMALL
    return (2 * R + 2 * (int(R * 0.2) + 2)) // SS_SMALL


def tile_px(r: int) -> tuple[int, int]:
    """Width and height of a tile surface of hex size `r`."""
    w, h = HG.hex_size_px(r * SS)
    return (w + 4 * SS) // SS, (h + 4 * SS) // SS


def token_surface(a: int, rad: int, letter: str | None):
    """A wildlife token (a wooden disc): cream face, coloured rim and silhouette, letter badge."""
    k = SS_SMALL
    R = rad * k
    pad = int(R * 0.2) + 2
    size = 2 * R + 2 * pad
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surf, (0, 0, 0, 90), (c + R * 0.06, c + R * 0.1), R)
    pygame.draw.circle(surf, ANIMAL_COLOUR[a], (c, c), R)
    pygame.draw.circle(surf, CREAM, (c, c), R * 0.84)
    pygame.draw.circle(surf, INK, (c, c), R, max(1, int(R * 0.05)))
    shift = R * 0.08 if letter else 0
    animal_shape(surf, a, c - shift, c - shift, R * 0.6, ANIMAL_COLOUR[a], CREAM)
    if letter and rad >= 9:
        br = R * 0.34
        bx, by = c + R * 0.66, c + R * 0.66
        pygame.draw.circle(surf, INK, (bx, by), br)
        pygame.draw.circle(surf, CREAM, (bx, by), br, max(1, int(br * 0.14)))
        img = font(br * 1.7).render(letter, True, (255, 255, 255))
        surf.blit(img, img.get_rect(center=(bx, by + br * 0.05)))
    out = pygame.transform.smoothscale(surf, (size // k, size // k))
    return fast(out)


def symbol(surf, a: int, cx: float, cy: float, rad: float) -> None:
    """The wildlife symbol printed on a tile: a coloured disc with a white silhouette."""
    pygame.draw.circle(surf, (255, 255, 255), (cx, cy), rad)
    pygame.draw.circle(surf, ANIMAL_COLOUR[a], (cx, cy), rad * 0.86)
    animal_shape(surf, a, cx, cy, rad * 0.62, (255, 255, 255), ANIMAL_COLOUR[a])


def symbol_surface(a: int, rad: int):
    k = SS_SMALL
    R = rad * k
    size = 2 * R + 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    symbol(surf, a, size / 2, size / 2, R)
    return fast(pygame.transform.smoothscale(surf, (size // k, size // k)))


# ---- the nature token, arrows ---------------------------------------------------------------------
def leaf(surf, cx: float, cy: float, s: float, fill=LEAF, ink=LEAF_DARK) -> None:
    """A leaf (the nature token), in a box of half-size s."""
    pts = []
    for i in range(21):
        t = i / 20.0
        x = -0.85 + 1.7 * t
        w = 0.5 * math.sin(math.pi * t)
        pts.append((x, -w))
    for i in range(20, -1, -1):
        t = i / 20.0
        x = -0.85 + 1.7 * t
        w = 0.5 * math.sin(math.pi * t)
        pts.append((x, w))
    a = math.radians(-40)
    ca, sa = math.cos(a), math.sin(a)
    rot = [(cx + (x * ca - y * sa) * s, cy + (x * sa + y * ca) * s) for x, y in pts]
    pygame.draw.polygon(surf, fill, rot)
    pygame.draw.polygon(surf, ink, rot, max(1, int(s * 0.12)))
    p0 = (cx + (-1.0 * ca) * s, cy + (-1.0 * sa) * s)
    p1 = (cx + (0.6 * ca) * s, cy + (0.6 * sa) * s)
    pygame.draw.line(surf, ink, p0, p1, max(1, int(s * 0.12)))


def leaf_surface(rad: int):
    k = SS_SMALL
    R = rad * k
    size = 2 * R + 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    leaf(surf, size / 2, size / 2, R)
    return fast(pygame.transform.smoothscale(surf, (size // k, size // k)))


def rotate_icon(rad: int, clockwise: bool, colour=(236, 236, 226)):
    """A circular arrow turning clockwise (or, mirrored, counter-clockwise)."""
    k = SS_SMALL
    R = rad * k
    size = 2 * R + 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    w = max(2, int(R * 0.2))
    rect = pygame.Rect(c - R * 0.75, c - R * 0.75, R * 1.5, R * 1.5)
    start, end = math.radians(-50), math.radians(200)
    pygame.draw.arc(surf, colour, rect, start, end, w)
    # the arrow head sits at the lower-right end and points the clockwise way
    ex, ey = c + R * 0.75 * math.cos(start), c - R * 0.75 * math.sin(start)
    tx, ty = math.sin(start), math.cos(start)
    nx, ny = -ty, tx
    head = [(ex + tx * R * 0.45, ey + ty * R * 0.45), (ex + nx * R * 0.34, ey + ny * R * 0.34),
            (ex - nx * R * 0.34, ey - ny * R * 0.34)]
    pygame.draw.polygon(surf, colour, head)
    out = pygame.transform.smoothscale(surf, (size // k, size // k))
    if not clockwise:
        out = pygame.transform.flip(out, True, False)
    return fast(out)


# ---- habitats -------------------------------------------------------------------------------------
def _motif(surf, h: int, x: float, y: float, st: float, rng) -> None:
    ink = HABITAT_INK[h]
    lw = max(1, int(st * 0.09))
    if h == 0:      # mountain: peaks with snow
        ww, hh = st * 0.95, st * 0.7
        base = y + hh / 2
        top = (x, y - hh / 2)
        pygame.draw.polygon(surf, ink, [(x - ww / 2, base), top, (x + ww / 2, base)])
        pygame.draw.polygon(surf, (128, 128, 142), [top, (x + ww / 2, base), (x + ww * 0.08, base)])
        pygame.draw.polygon(surf, (244, 244, 248), [top, (x - ww * 0.17, y - hh * 0.13),
                                                    (x, y - hh * 0.2), (x + ww * 0.17, y - hh * 0.13)])
    elif h == 1:    # forest: firs
        hh, ww = st * 0.9, st * 0.62
        pygame.draw.rect(surf, (86, 58, 34), (x - st * 0.05, y + hh * 0.22, st * 0.1, hh * 0.22))
        pygame.draw.polygon(surf, ink, [(x, y - hh * 0.5), (x - ww * 0.32, y - hh * 0.02),
                                        (x + ww * 0.32, y - hh * 0.02)])
        pygame.draw.polygon(surf, ink, [(x, y - hh * 0.24), (x - ww * 0.5, y + hh * 0.26),
                                        (x + ww * 0.5, y + hh * 0.26)])
    elif h == 2:    # prairie: grass tufts and a few flowers
        b = (x, y + st * 0.2)
        for dx, dy in ((-0.28, -0.16), (-0.1, -0.34), (0.1, -0.34), (0.28, -0.16)):
            pygame.draw.line(surf, ink, b, (x + dx * st, y + dy * st), lw)
        if rng.random() < 0.35:
            pygame.draw.circle(surf, (246, 238, 200), (x + st * 0.32, y + st * 0.3), max(1, st * 0.07))
    elif h == 3:    # wetland: reeds over ripples
        pygame.draw.ellipse(surf, (168, 206, 198), (x - st * 0.36, y + st * 0.22, st * 0.72, st * 0.16), lw)
        for dx, tall in ((-0.16, 0.46), (0.0, 0.58), (0.17, 0.4)):
            top = y - tall * st * 0.7
            pygame.draw.line(surf, ink, (x + dx * st, y + st * 0.28), (x + dx * st, top), lw)
            pygame.draw.ellipse(surf, (116, 78, 44), (x + dx * st - st * 0.05, top - st * 0.02,
                                                      st * 0.1, st * 0.2))
    else:           # river: waves
        pts = [(x - st * 0.5 + i * st * 0.1, y + math.sin(i * 0.9) * st * 0.09) for i in range(11)]
        pygame.draw.lines(surf, ink, False, pts, lw)


def habitat_texture(h: int, R: int, w: int, hgt: int):
    """A w x hgt surface of habitat h, motifs scaled to hexes of size R."""
    surf = pygame.Surface((w, hgt))
    surf.fill(HABITAT_COLOUR[h])
    rng = random.Random(7919 * (h + 1) + R)
    st = R * 0.56
    row = 0
    y = -st * 0.3
    while y < hgt + st:
        x = -st * 0.5 + (st * 0.5 if row % 2 else 0)
        while x < w + st:
            jx, jy = (rng.random() - 0.5) * st * 0.3, (rng.random() - 0.5) * st * 0.25
            _motif(surf, h, x + jx, y + jy, st, rng)
            x += st * 1.05
        y += st * (0.62 if h == 4 else 0.85)
        row += 1
    return surf


def habitat_mark(surf, h: int, cx: float, cy: float, rad: float) -> None:
    """Habitat h's colour-blind mark: its shape (HABITAT_MARKS) in ink on a cream disc."""
    pygame.draw.circle(surf, CREAM, (cx, cy), rad)
    pygame.draw.circle(surf, INK, (cx, cy), rad, max(1, int(rad * 0.14)))
    g, w = rad * 0.58, max(1, int(rad * 0.2))
    kind = HABITAT_MARKS[h]
    if kind == "triangle":
        pygame.draw.polygon(surf, INK, [(cx, cy - g), (cx + g, cy + g * 0.8), (cx - g, cy + g * 0.8)])
    elif kind == "circle":
        pygame.draw.circle(surf, INK, (cx, cy), g * 0.8)
    elif kind == "square":
        pygame.draw.rect(surf, INK, pygame.Rect(cx - g * 0.72, cy - g * 0.72, g * 1.44, g * 1.44))
    elif kind == "cross":
        pygame.draw.line(surf, INK, (cx - g, cy - g), (cx + g, cy + g), w + 1)
        pygame.draw.line(surf, INK, (cx - g, cy + g), (cx + g, cy - g), w + 1)
    else:   # a wave: two arcs
        pts = [(cx - g + 2 * g * t / 8, cy + g * 0.45 * (1 if t % 2 else -1)) for t in range(9)]
        pygame.draw.lines(surf, INK, False, pts, w + 1)


def habitat_swatch(h: int, R: int, marked: bool = False):
    """A small textured hex of one habitat (legends, side panel); `marked`: with its
    colour-blind mark."""
    k = SS
    RR = R * k
    w, hh = HG.hex_size_px(RR)
    W, H = w + 4 * k, hh + 4 * k
    tex = habitat_texture(h, RR, W, H)
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    pts = HG.corners(W / 2, H / 2, RR)
    pygame.draw.polygon(surf, (255, 255, 255, 255), pts)
    surf.blit(tex, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(surf, INK, pts, max(1, k))
    if marked:
        habitat_mark(surf, h, W / 2, H / 2, RR * 0.62)
    return fast(pygame.transform.smoothscale(surf, (W // k, H // k)))


# ---- tiles --------------------------------------------------------------------------------------------
def symbol_spots(n: int):
    """(x, y, radius) of n symbols, in units of the hex size."""
    if n == 1:
        return [(0.0, 0.0, 0.36)]
    if n == 2:
        return [(-0.25, 0.0, 0.23), (0.25, 0.0, 0.23)]
    return [(-0.25, -0.14, 0.22), (0.25, -0.14, 0.22), (0.0, 0.29, 0.22)]


def tile_surface(edges, wildlife, keystone: bool, r: int, show_symbols: bool = True, marked: bool = False):
    """A habitat tile of hex size r: edges = habitat index per direction (already rotated),
    wildlife = animal indices shown on it; `marked` (colour-blind mode): each habitat half
    carries its mark."""
    k = SS
    R = r * k
    w, h = HG.hex_size_px(R)
    pad = 2 * k
    W, H = w + 2 * pad, h + 2 * pad
    cx, cy = W / 2, H / 2
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    kinds = []
    for e in edges:
        if e not in kinds:
            kinds.append(e)
    first = 0
    for hab in kinds:
        tex = habitat_texture(hab, R, W, H)
        if len(kinds) == 1:
            pts = HG.corners(cx, cy, R)
        else:
            count = sum(1 for e in edges if e == hab)
            first = next(d for d in range(6) if edges[d] == hab and edges[d - 1] != hab)
            pts = HG.sector(cx, cy, R, first, count)
        stencil = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.polygon(stencil, (255, 255, 255, 255), pts)
        stencil.blit(tex, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(stencil, (0, 0))
    cs = HG.corners(cx, cy, R)
    if len(kinds) == 2:
        a, b = cs[first], cs[(first + 3) % 6]
        pygame.draw.line(surf, (250, 246, 230), a, b, max(2, int(R * 0.07)))
        pygame.draw.line(surf, (40, 44, 40), a, b, max(1, int(R * 0.025)))
    if marked:
        mark_halves(surf, edges, kinds, cx, cy, R)
    inner = HG.corners(cx, cy, R - max(2, R * 0.05))
    pygame.draw.polygon(surf, (255, 255, 255, 70), inner, max(1, int(R * 0.05)))
    pygame.draw.polygon(surf, (26, 30, 28), cs, max(2, int(R * 0.04)))
    if show_symbols and wildlife:
        n = len(wildlife)
        if keystone:
            back = R * 0.47
            pygame.draw.circle(surf, (246, 240, 222), (cx, cy), back)
            pygame.draw.circle(surf, GOLD, (cx, cy), back, max(2, int(R * 0.08)))
            pygame.draw.circle(surf, (60, 50, 30), (cx, cy), back, max(1, int(R * 0.02)))
            leaf(surf, cx + back * 0.8, cy - back * 0.8, R * 0.17)
        for a, (x, y, rad) in zip(wildlife, symbol_spots(n)):
            pygame.draw.circle(surf, (40, 36, 30), (cx + x * R, cy + y * R), rad * R + max(1, R * 0.025))
            symbol(surf, a, cx + x * R, cy + y * R, rad * R)
    return fast(pygame.transform.smoothscale(surf, (W // k, H // k)))


def mark_halves(surf, edges, kinds, cx, cy, R):
    """Each habitat's mark in the middle of its part of the tile, clear of the wildlife."""
    for hab in kinds:
        if len(kinds) == 1:
            d = 3.5          # a keystone: between west and north-west, away from its leaf
        else:
            first = next(d for d in range(6) if edges[d] == hab and edges[d - 1] != hab)
            d = first + 1    # the middle edge of its three
        a = math.radians(60 * d)
        habitat_mark(surf, hab, cx + 0.66 * R * math.cos(a), cy + 0.66 * R * math.sin(a), R * 0.17)


def hex_overlay(r: int, fill, border=None, width: int = 2):
    """A translucent hex (highlights), fill and border as RGBA."""
    k = SS
    R = r * k
    w, h = HG.hex_size_px(R)
    pad = 2 * k
    W, H = w + 2 * pad, h + 2 * pad
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    pts = HG.corners(W / 2, H / 2, R - (width * k) / 2)
    if fill:
        pygame.draw.polygon(surf, fill, pts)
    if border:
        pygame.draw.polygon(surf, border, pts, width * k)
    return fast(pygame.transform.smoothscale(surf, (W // k, H // k)))


def empty_hex(r: int):
    """A dashed empty hex (a place where a tile may go)."""
    k = SS
    R = r * k
    w, h = HG.hex_size_px(R)
    pad = 2 * k
    W, H = w + 2 * pad, h + 2 * pad
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    pts = HG.corners(W / 2, H / 2, R - 2 * k)
    pygame.draw.polygon(surf, (255, 255, 255, 26), pts)
    for i in range(6):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % 6]
        for t0 in (0.08, 0.58):
            t1 = t0 + 0.34
            pygame.draw.line(surf, (220, 220, 200, 150), (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                             (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), 2 * k)
    return fast(pygame.transform.smoothscale(surf, (W // k, H // k)))


# ---- scoring cards -----------------------------------------------------------------------------------
B, E, S, H_, F = range(5)
EMPTY_CELL = -1
# a picture per rule: cells (q, r, animal or EMPTY_CELL) and sight lines between cells
PICTURES = {
    "bear_pairs": ([(0, 0, B), (1, 0, B), (0, -1, EMPTY_CELL), (1, -1, EMPTY_CELL), (-1, 1, EMPTY_CELL),
                    (0, 1, EMPTY_CELL)], []),
    "elk_lines": ([(0, 0, E), (1, 0, E), (2, 0, E)], []),
    "elk_shapes": ([(0, 0, E), (1, 0, E), (0, 1, E), (1, 1, E)], []),
    "elk_rings": ([(0, 0, EMPTY_CELL), (1, 0, E), (0, 1, E), (-1, 1, E), (-1, 0, E), (1, -1, E)], []),
    "salmon_runs": ([(-1, 1, S), (0, 0, S), (1, 0, S), (2, -1, S)], []),
    "salmon_neighbours": ([(0, 0, S), (1, 0, S), (2, 0, S), (0, -1, B), (2, 1, F), (1, 1, E)], []),
    "hawk_alone": ([(0, 0, H_), (2, -1, H_), (1, 1, H_)], []),
    "hawk_alone_sight": ([(0, 0, H_), (1, 0, EMPTY_CELL), (2, 0, H_), (1, 1, H_)], [((0, 0), (2, 0))]),
    "hawk_sight_pairs": ([(0, 0, H_), (1, 0, EMPTY_CELL), (2, 0, H_)], [((0, 0), (2, 0))]),
    "hawk_pairing": ([(0, 0, H_), (1, 0, B), (2, 0, E), (3, 0, H_)], [((0, 0), (3, 0))]),
    "fox_types": ([(0, 0, F), (1, 0, B), (0, 1, E), (-1, 1, S), (-1, 0, H_)], []),
    "fox_pairs": ([(0, 0, F), (1, 0, B), (0, 1, B), (-1, 1, E), (-1, 0, E)], []),
    "fox_most": ([(0, 0, F), (1, 0, E), (0, 1, E), (-1, 1, E), (0, -1, B)], []),
    "fox_duo": ([(0, 0, F), (1, 0, F), (0, -1, B), (1, -1, B), (0, 1, S), (-1, 1, S)], []),
}
GROUP_SHAPES = {1: [(0, 0)], 2: [(0, 0), (1, 0)], 3: [(0, 0), (1, 0), (0, 1)],
                4: [(0, 0), (1, 0), (0, 1), (1, 1)], 5: [(0, 0), (1, 0), (0, 1), (1, 1), (-1, 1)]}


def card_picture(card, animal: int):
    """Cells and sight lines that illustrate a scoring card (for `animal`: the Family and
    Intermediate cards score every animal alike)."""
    if card.rule == "groups_by_size":
        table = list(card.points)
        if card.params.get("set_bonus"):
            sizes = [k for k in range(1, len(table)) if table[k] > 0][:3]
            cells, x = [], 0
            for k in sizes:
                shape = GROUP_SHAPES[min(k, 5)]
                cells += [(q + x, r - (1 if k == 1 else 0), animal) for q, r in shape]
                x += max(q for q, _ in shape) + 2
            return cells, []
        best = max(range(1, len(table)), key=lambda k: (table[k], -k))
        return [(q, r, animal) for q, r in GROUP_SHAPES[min(best, 5)]], []
    return PICTURES.get(card.rule, ([(0, 0, animal)], []))


def picture_surface(card, animal: int, w: int, h: int):
    k = SS
    W, H = w * k, h * k
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    cells, lines = card_picture(card, animal)
    left, top, right, bottom = HG.bounds([(q, r) for q, r, _ in cells])
    size = min((W - 6 * k) / (right - left), (H - 6 * k) / (bottom - top))
    size = min(size, 17 * k)
    ox = W / 2 - (left + right) / 2 * size
    oy = H / 2 - (top + bottom) / 2 * size
    centre = {}
    for q, r, a in cells:
        x, y = HG.to_pixel(q, r, size)
        centre[(q, r)] = (ox + x, oy + y)
        pts = HG.corners(ox + x, oy + y, size - k)
        if a == EMPTY_CELL:
            pygame.draw.polygon(surf, (150, 140, 118), pts, max(1, k))
        else:
            pygame.draw.polygon(surf, (214, 202, 172), pts)
            pygame.draw.polygon(surf, (120, 110, 90), pts, max(1, k))
    for a_, b_ in lines:
        (x0, y0), (x1, y1) = centre[a_], centre[b_]
        n = 9
        for i in range(n):
            if i % 2 == 0:
                t0, t1 = i / n, (i + 1) / n
                pygame.draw.line(surf, INK, (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                                 (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), max(2, int(size * 0.12)))
    for q, r, a in cells:
        if a != EMPTY_CELL:
            x, y = centre[(q, r)]
            symbol(surf, a, x, y, size * 0.66)
    return pygame.transform.smoothscale(surf, (w, h))
