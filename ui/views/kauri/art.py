"""Kauri art, drawn by code: piece icons, faction emblems, card faces and backs, legacy tiles.
Original art; pygame primitives only, super-sampled then smoothed, cached by the view.

Colour is never the only cue; every piece has its own silhouette:
  kauri       a tall straight trunk under a broad, clumped crown
  kiwi        a round bird in profile with a long thin beak
  possum      a round face with big round ears and big dark eyes
  temple      a whare front: a gabled roof whose barge boards cross above the ridge
  suburb      a flat house with square windows
  reserve     a shield with a fern leaf
  poison      a bottle with a cross
  epidemic    a spiky round germ
  tapu        a carved post (pou)
  flood       waves; road: a paved strip with a dashed centre line
Faction emblems: Kiwi = kiwi bird, Possum = possum face, Settler = felling axe, Māori = koru
(the unfolding fern frond). Pawns are meeples in the seat's colour wearing its marker shape.
"""
from __future__ import annotations

import math

import pygame

from ... import theme

SS = 3                       # super-sampling of icons

INK = (28, 26, 22)
CREAM = (244, 236, 214)
PARCH = (238, 229, 204)
PARCH_EDGE = (176, 160, 124)
FOREST = (46, 104, 52)
FOREST_DARK = (24, 62, 30)
TRUNK = (120, 82, 48)
KIWI_BROWN = (128, 92, 56)
KIWI_DARK = (70, 48, 28)
BEAK = (236, 222, 176)
POSSUM_GREY = (150, 146, 140)
POSSUM_DARK = (84, 80, 76)
PINK = (232, 150, 160)
WHARE_RED = (156, 54, 36)
SUBURB = (120, 136, 156)
RESERVE_GREEN = (70, 160, 84)
POISON_PURPLE = (126, 62, 150)
GERM_RED = (206, 60, 56)
WATER = (70, 150, 226)
WATER_LIGHT = (170, 214, 250)
ROAD = (198, 170, 118)
ROAD_EDGE = (84, 62, 36)
NEUTRAL = (176, 150, 110)    # the automated Settler (no seat)

# prerequisite banners: fill, ink
NEEDS_STYLE = {"lumberjack": ((150, 96, 52), (255, 244, 226)),
               "ranger": ((46, 118, 72), (236, 255, 236)),
               "treaty": ((52, 84, 150), (232, 240, 255))}


def fast(surface):
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


def _canvas(size: int):
    n = max(2, int(size)) * SS
    return pygame.Surface((n, n), pygame.SRCALPHA), n


def _finish(s, size: int):
    return fast(pygame.transform.smoothscale(s, (max(2, int(size)), max(2, int(size)))))


# ---- pieces ---------------------------------------------------------------------------------------
def draw_tree(s, cx, cy, r, crown=FOREST, dark=FOREST_DARK, trunk=TRUNK):
    """A kauri: straight trunk, broad clumped crown. r = half the height."""
    tw = max(2, r * 0.22)
    pygame.draw.rect(s, trunk, (cx - tw / 2, cy - r * 0.25, tw, r * 1.2))
    pygame.draw.line(s, trunk, (cx, cy - r * 0.1), (cx - r * 0.45, cy - r * 0.45), max(1, int(r * 0.1)))
    pygame.draw.line(s, trunk, (cx, cy - r * 0.15), (cx + r * 0.45, cy - r * 0.5), max(1, int(r * 0.1)))
    blobs = [(-0.52, -0.52, 0.34), (0.52, -0.56, 0.34), (-0.05, -0.72, 0.38), (0.0, -0.45, 0.3)]
    for bx, by, br in blobs:
        pygame.draw.circle(s, dark, (cx + bx * r, cy + by * r), br * r + max(1, r * 0.07))
    for bx, by, br in blobs:
        pygame.draw.circle(s, crown, (cx + bx * r, cy + by * r), br * r)
    pygame.draw.circle(s, (96, 156, 86), (cx - 0.12 * r, cy - 0.86 * r), 0.12 * r)


def draw_kiwi(s, cx, cy, r, body=KIWI_BROWN, dark=KIWI_DARK, beak=BEAK):
    """A kiwi in profile, facing right: round body, small head, long thin beak, two legs."""
    lw = max(1, int(r * 0.1))
    pygame.draw.line(s, dark, (cx - r * 0.15, cy + r * 0.35), (cx - r * 0.25, cy + r * 0.8), lw)
    pygame.draw.line(s, dark, (cx + r * 0.12, cy + r * 0.35), (cx + r * 0.16, cy + r * 0.8), lw)
    body_r = pygame.Rect(cx - r * 0.85, cy - r * 0.45, r * 1.35, r * 1.0)
    pygame.draw.ellipse(s, dark, body_r.inflate(r * 0.12, r * 0.12))
    pygame.draw.ellipse(s, body, body_r)
    pygame.draw.circle(s, dark, (cx + r * 0.42, cy - r * 0.2), r * 0.3)
    pygame.draw.circle(s, body, (cx + r * 0.42, cy - r * 0.2), r * 0.24)
    pygame.draw.line(s, beak, (cx + r * 0.6, cy - r * 0.12), (cx + r * 1.0, cy + r * 0.45), max(1, int(r * 0.12)))
    pygame.draw.circle(s, INK, (cx + r * 0.5, cy - r * 0.26), max(1, r * 0.06))


def draw_possum(s, cx, cy, r, fur=POSSUM_GREY, dark=POSSUM_DARK):
    """A possum face: round head, big round ears, big dark eyes, pink nose."""
    for m in (-1, 1):
        pygame.draw.circle(s, dark, (cx + m * r * 0.58, cy - r * 0.55), r * 0.36)
        pygame.draw.circle(s, PINK, (cx + m * r * 0.58, cy - r * 0.55), r * 0.2)
    pygame.draw.ellipse(s, dark, (cx - r * 0.82, cy - r * 0.62, r * 1.64, r * 1.5))
    pygame.draw.ellipse(s, fur, (cx - r * 0.72, cy - r * 0.52, r * 1.44, r * 1.3))
    pygame.draw.ellipse(s, (214, 210, 200), (cx - r * 0.36, cy + r * 0.05, r * 0.72, r * 0.62))
    for m in (-1, 1):
        pygame.draw.circle(s, INK, (cx + m * r * 0.3, cy - r * 0.08), r * 0.17)
        pygame.draw.circle(s, (240, 240, 240), (cx + m * r * 0.25, cy - r * 0.13), r * 0.05)
    pygame.draw.circle(s, PINK, (cx, cy + r * 0.3), r * 0.11)


def draw_temple(s, cx, cy, r, wall=WHARE_RED):
    """A whare front: gable roof, barge boards (maihi) crossing above the ridge, doorway."""
    lw = max(2, int(r * 0.16))
    top = (cx, cy - r * 0.7)
    pygame.draw.polygon(s, wall, [(cx - r * 0.7, cy + r * 0.8), (cx - r * 0.7, cy - r * 0.05), top,
                                  (cx + r * 0.7, cy - r * 0.05), (cx + r * 0.7, cy + r * 0.8)])
    pygame.draw.line(s, INK, (cx - r * 0.95, cy + r * 0.15), (cx + r * 0.2, cy - r * 0.95), lw)
    pygame.draw.line(s, INK, (cx + r * 0.95, cy + r * 0.15), (cx - r * 0.2, cy - r * 0.95), lw)
    pygame.draw.circle(s, INK, (cx, cy - r * 0.86), max(1, r * 0.13))
    pygame.draw.rect(s, INK, (cx - r * 0.17, cy + r * 0.25, r * 0.34, r * 0.55))
    pygame.draw.line(s, (236, 220, 180), (cx - r * 0.7, cy + r * 0.8), (cx + r * 0.7, cy + r * 0.8), max(1, lw // 2))


def draw_suburb(s, cx, cy, r, wall=SUBURB):
    """A suburb house: low roof, square windows."""
    pygame.draw.polygon(s, INK, [(cx - r * 0.95, cy - r * 0.1), (cx, cy - r * 0.75), (cx + r * 0.95, cy - r * 0.1)])
    pygame.draw.rect(s, wall, (cx - r * 0.75, cy - r * 0.15, r * 1.5, r * 0.95))
    pygame.draw.rect(s, INK, (cx - r * 0.75, cy - r * 0.15, r * 1.5, r * 0.95), max(1, int(r * 0.08)))
    for m in (-1, 1):
        pygame.draw.rect(s, (250, 236, 160), (cx + m * r * 0.42 - r * 0.15, cy + r * 0.05, r * 0.3, r * 0.3))
    pygame.draw.rect(s, INK, (cx - r * 0.12, cy + r * 0.35, r * 0.24, r * 0.45))


def draw_shield(s, cx, cy, r, fill=RESERVE_GREEN):
    pts = [(cx - r * 0.75, cy - r * 0.8), (cx + r * 0.75, cy - r * 0.8), (cx + r * 0.72, cy + r * 0.05),
           (cx, cy + r * 0.9), (cx - r * 0.72, cy + r * 0.05)]
    pygame.draw.polygon(s, fill, pts)
    pygame.draw.polygon(s, INK, pts, max(1, int(r * 0.1)))
    # a fern leaf: a stem and short fronds
    pygame.draw.line(s, CREAM, (cx, cy + r * 0.55), (cx, cy - r * 0.55), max(1, int(r * 0.1)))
    for k in range(4):
        y = cy - r * 0.4 + k * r * 0.25
        w = r * (0.45 - k * 0.07)
        pygame.draw.line(s, CREAM, (cx, y + r * 0.1), (cx - w, y), max(1, int(r * 0.08)))
        pygame.draw.line(s, CREAM, (cx, y + r * 0.1), (cx + w, y), max(1, int(r * 0.08)))


def draw_poison(s, cx, cy, r):
    body = pygame.Rect(cx - r * 0.55, cy - r * 0.35, r * 1.1, r * 1.2)
    pygame.draw.rect(s, INK, (cx - r * 0.2, cy - r * 0.85, r * 0.4, r * 0.55))
    pygame.draw.rect(s, POISON_PURPLE, body, border_radius=int(r * 0.25))
    pygame.draw.rect(s, INK, body, max(1, int(r * 0.1)), border_radius=int(r * 0.25))
    lw = max(2, int(r * 0.16))
    pygame.draw.line(s, CREAM, (cx - r * 0.28, cy - r * 0.05), (cx + r * 0.28, cy + r * 0.55), lw)
    pygame.draw.line(s, CREAM, (cx + r * 0.28, cy - r * 0.05), (cx - r * 0.28, cy + r * 0.55), lw)


def draw_germ(s, cx, cy, r):
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(s, INK, (cx, cy), (cx + math.cos(a) * r * 0.95, cy + math.sin(a) * r * 0.95),
                         max(2, int(r * 0.16)))
        pygame.draw.circle(s, GERM_RED, (cx + math.cos(a) * r * 0.88, cy + math.sin(a) * r * 0.88), r * 0.14)
    pygame.draw.circle(s, INK, (cx, cy), r * 0.62)
    pygame.draw.circle(s, GERM_RED, (cx, cy), r * 0.54)
    for dx, dy in ((-0.2, -0.15), (0.18, -0.05), (-0.02, 0.22)):
        pygame.draw.circle(s, (250, 200, 190), (cx + dx * r, cy + dy * r), r * 0.1)


def draw_pou(s, cx, cy, r):
    """A carved post (pou) for Tapu."""
    body = pygame.Rect(cx - r * 0.3, cy - r * 0.55, r * 0.6, r * 1.45)
    pygame.draw.rect(s, (150, 70, 40), body, border_radius=int(r * 0.15))
    pygame.draw.rect(s, INK, body, max(1, int(r * 0.08)), border_radius=int(r * 0.15))
    pygame.draw.circle(s, (150, 70, 40), (cx, cy - r * 0.6), r * 0.32)
    pygame.draw.circle(s, INK, (cx, cy - r * 0.6), r * 0.32, max(1, int(r * 0.08)))
    for m in (-1, 1):
        pygame.draw.circle(s, CREAM, (cx + m * r * 0.13, cy - r * 0.64), r * 0.08)
    for k in range(3):
        y = cy - r * 0.15 + k * r * 0.32
        pygame.draw.line(s, INK, (cx - r * 0.3, y), (cx + r * 0.3, y + r * 0.12), max(1, int(r * 0.08)))


def draw_waves(s, cx, cy, r, colour=WATER):
    lw = max(2, int(r * 0.18))
    for k in (-1, 0, 1):
        y = cy + k * r * 0.5
        pts = [(cx - r * 0.9 + i * r * 0.15, y + math.sin(i * 0.9) * r * 0.16) for i in range(13)]
        pygame.draw.lines(s, colour, False, pts, lw)


def draw_axe(s, cx, cy, r, handle=(150, 110, 70), blade=(200, 204, 210)):
    lw = max(2, int(r * 0.18))
    pygame.draw.line(s, handle, (cx - r * 0.65, cy + r * 0.8), (cx + r * 0.35, cy - r * 0.7), lw)
    pts = [(cx + r * 0.05, cy - r * 0.55), (cx + r * 0.55, cy - r * 0.95), (cx + r * 0.95, cy - r * 0.3),
           (cx + r * 0.4, cy - r * 0.15)]
    pygame.draw.polygon(s, blade, pts)
    pygame.draw.polygon(s, INK, pts, max(1, int(r * 0.08)))


def draw_star_badge(s, cx, cy, r, fill=(230, 200, 90)):
    """The Ranger's badge: a star in a ring."""
    pygame.draw.circle(s, INK, (cx, cy), r * 0.95)
    pygame.draw.circle(s, (46, 118, 72), (cx, cy), r * 0.82)
    pts = []
    for k in range(10):
        rr = r * (0.7 if k % 2 == 0 else 0.3)
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(s, fill, pts)


def draw_scroll(s, cx, cy, r):
    """The Treaty: a rolled paper with writing lines."""
    body = pygame.Rect(cx - r * 0.6, cy - r * 0.7, r * 1.2, r * 1.4)
    pygame.draw.rect(s, (244, 232, 200), body)
    pygame.draw.rect(s, INK, body, max(1, int(r * 0.08)))
    for m in (-1, 1):
        pygame.draw.ellipse(s, (214, 196, 150), (cx - r * 0.75, cy + m * r * 0.7 - r * 0.15, r * 1.5, r * 0.3))
        pygame.draw.ellipse(s, INK, (cx - r * 0.75, cy + m * r * 0.7 - r * 0.15, r * 1.5, r * 0.3),
                            max(1, int(r * 0.06)))
    for k in range(3):
        y = cy - r * 0.3 + k * r * 0.28
        pygame.draw.line(s, (90, 80, 70), (cx - r * 0.38, y), (cx + r * 0.38, y), max(1, int(r * 0.07)))


def draw_koru(s, cx, cy, r, colour):
    """The koru: a fern frond unfolding into a spiral."""
    pts = []
    turns = 1.6
    for i in range(60):
        t = i / 59
        a = -math.pi / 2 + t * turns * 2 * math.pi
        rad = r * (0.78 - 0.6 * t)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    stem = [(cx + r * 0.15, cy + r * 0.95), (cx + r * 0.05, cy + r * 0.5), pts[0]]
    lw = max(2, int(r * 0.2))
    pygame.draw.lines(s, colour, False, stem, lw)
    pygame.draw.lines(s, colour, False, pts, lw)
    pygame.draw.circle(s, colour, pts[-1], lw * 0.9)


def draw_feather(s, cx, cy, r):
    """A huia feather: long, black, with a white tip (the Huia curse)."""
    a = math.radians(-35)
    ca, sa = math.cos(a), math.sin(a)

    def P(x, y):
        return cx + x * ca - y * sa, cy + x * sa + y * ca
    outline = [P(-0.95 * r, 0), P(-0.4 * r, -0.28 * r), P(0.5 * r, -0.26 * r), P(0.95 * r, 0),
               P(0.5 * r, 0.26 * r), P(-0.4 * r, 0.28 * r)]
    pygame.draw.polygon(s, (26, 26, 30), outline)
    tip = [P(0.45 * r, -0.27 * r), P(0.95 * r, 0), P(0.45 * r, 0.27 * r)]
    pygame.draw.polygon(s, (246, 246, 240), tip)
    pygame.draw.line(s, (120, 120, 120), P(-1.0 * r, 0), P(0.9 * r, 0), max(1, int(r * 0.06)))


def draw_volcano(s, cx, cy, r):
    pts = [(cx - r, cy + r * 0.7), (cx - r * 0.25, cy - r * 0.45), (cx + r * 0.25, cy - r * 0.45),
           (cx + r, cy + r * 0.7)]
    pygame.draw.polygon(s, (96, 74, 62), pts)
    pygame.draw.polygon(s, INK, pts, max(1, int(r * 0.08)))
    pygame.draw.polygon(s, (230, 96, 40), [(cx - r * 0.25, cy - r * 0.45), (cx + r * 0.25, cy - r * 0.45),
                                           (cx + r * 0.1, cy - r * 0.15), (cx - r * 0.05, cy - r * 0.05)])
    for k in range(3):
        pygame.draw.circle(s, (190, 186, 180), (cx + (k - 1) * r * 0.22, cy - r * (0.7 + 0.12 * k)),
                           r * (0.16 + 0.04 * k))


def draw_city(s, cx, cy, r):
    """A city: three towers."""
    for dx, h, w in ((-0.5, 0.9, 0.36), (0.0, 1.4, 0.4), (0.5, 1.1, 0.36)):
        rect = pygame.Rect(cx + dx * r - w * r / 2, cy + r * 0.7 - h * r, w * r, h * r)
        pygame.draw.rect(s, (222, 222, 214), rect)
        pygame.draw.rect(s, INK, rect, max(1, int(r * 0.08)))


def draw_meeple(s, cx, cy, r, fill, mark_shape=None, mark_colour=CREAM):
    """A pawn: head and body in `fill` (the seat colour), its marker shape on the chest."""
    body = [(cx - r * 0.85, cy + r * 0.95), (cx - r * 0.78, cy + r * 0.2), (cx - r * 0.95, cy - r * 0.05),
            (cx - r * 0.35, cy - r * 0.3), (cx + r * 0.35, cy - r * 0.3), (cx + r * 0.95, cy - r * 0.05),
            (cx + r * 0.78, cy + r * 0.2), (cx + r * 0.85, cy + r * 0.95), (cx, cy + r * 0.55)]
    pygame.draw.polygon(s, fill, body)
    pygame.draw.polygon(s, INK, body, max(1, int(r * 0.1)))
    pygame.draw.circle(s, fill, (cx, cy - r * 0.6), r * 0.36)
    pygame.draw.circle(s, INK, (cx, cy - r * 0.6), r * 0.36, max(1, int(r * 0.1)))
    if mark_shape is not None:
        pts = theme.polygon_points(mark_shape, cx, cy + r * 0.22, r * 0.3)
        if pts is None:
            pygame.draw.circle(s, mark_colour, (cx, cy + r * 0.22), r * 0.28)
            pygame.draw.circle(s, INK, (cx, cy + r * 0.22), r * 0.28, max(1, int(r * 0.06)))
        else:
            pygame.draw.polygon(s, mark_colour, pts)
            pygame.draw.polygon(s, INK, pts, max(1, int(r * 0.06)))


ICONS = {
    "kauri": draw_tree, "kiwi": draw_kiwi, "possum": draw_possum, "temple": draw_temple,
    "suburb": draw_suburb, "reserve": draw_shield, "poison": draw_poison, "epidemic": draw_germ,
    "tapu": draw_pou, "flood": draw_waves, "axe": draw_axe, "ranger": draw_star_badge,
    "treaty": draw_scroll, "feather": draw_feather, "volcano": draw_volcano, "city": draw_city,
}


def icon(kind: str, size: int) -> pygame.Surface:
    """A piece or symbol icon, `size` pixels square."""
    s, n = _canvas(size)
    c = n / 2
    r = n * 0.46
    if kind == "road":
        pygame.draw.line(s, ROAD_EDGE, (n * 0.1, n * 0.5), (n * 0.9, n * 0.5), int(n * 0.36))
        pygame.draw.line(s, ROAD, (n * 0.12, n * 0.5), (n * 0.88, n * 0.5), int(n * 0.26))
        for k in range(3):
            x = n * (0.2 + k * 0.24)
            pygame.draw.line(s, CREAM, (x, n * 0.5), (x + n * 0.12, n * 0.5), max(1, int(n * 0.05)))
    elif kind == "whare":
        draw_temple(s, c, c, r)
    else:
        ICONS[kind](s, c, c, r)
    return _finish(s, size)


def emblem(faction: int, size: int, colour=CREAM) -> pygame.Surface:
    """The faction's emblem in one colour (kiwi, possum face, axe, koru)."""
    s, n = _canvas(size)
    c, r = n / 2, n * 0.44
    if faction == 0:
        draw_kiwi(s, c - r * 0.12, c, r * 0.95, colour, colour, colour)
        pygame.draw.circle(s, (0, 0, 0, 0), (c + r * 0.38, c - r * 0.24), max(1, r * 0.07))
    elif faction == 1:
        draw_possum(s, c, c + r * 0.1, r * 0.95, colour, colour)
    elif faction == 2:
        draw_axe(s, c, c, r, colour, colour)
    else:
        draw_koru(s, c, c, r, colour)
    return _finish(s, size)


def pawn(fill, shape, size: int) -> pygame.Surface:
    s, n = _canvas(size)
    draw_meeple(s, n / 2, n / 2 + n * 0.03, n * 0.45, fill, shape)
    return _finish(s, size)


def faction_badge(faction: int, colour, shape, size: int, letter: str | None = None) -> pygame.Surface:
    """A rounded tile in the seat's colour with the faction emblem on a dark disc and the
    seat's marker shape in the corner (colour + emblem + shape); `letter` (colour-blind mode),
    the faction's initial in the other corner."""
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(s, colour, (0, 0, n, n), border_radius=n // 5)
    pygame.draw.rect(s, INK, (0, 0, n, n), max(2, SS * 2), border_radius=n // 5)
    pygame.draw.circle(s, (30, 32, 28), (n * 0.5, n * 0.5), n * 0.36)
    em = emblem(faction, int(n * 0.58))
    s.blit(em, em.get_rect(center=(n * 0.5, n * 0.5)))
    if shape is not None:
        pts = theme.polygon_points(shape, n * 0.84, n * 0.84, n * 0.12)
        if pts is None:
            pygame.draw.circle(s, CREAM, (n * 0.84, n * 0.84), n * 0.11)
            pygame.draw.circle(s, INK, (n * 0.84, n * 0.84), n * 0.11, SS)
        else:
            pygame.draw.polygon(s, CREAM, pts)
            pygame.draw.polygon(s, INK, pts, SS)
    if letter:
        initial(s, letter, n * 0.2, n * 0.2, n * 0.19)
    return _finish(s, size)


def initial(s, letter: str, cx: float, cy: float, rad: float) -> None:
    """A letter in ink on a cream disc (a faction's initial in colour-blind mode)."""
    pygame.draw.circle(s, CREAM, (cx, cy), rad)
    pygame.draw.circle(s, INK, (cx, cy), rad, max(1, int(rad * 0.12)))
    img = theme.load_font(max(6, int(rad * 2.1)), True).render(letter, True, INK)
    s.blit(img, img.get_rect(center=(cx, cy + rad * 0.08)))


# ---- cards ---------------------------------------------------------------------------------------
def _wrap(fonts, text, size, width, bold=False):
    return fonts.wrap(text, size, width, bold)


def _ink_on(colour):
    r, g, b = colour[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else CREAM


def needs_banner(surf, fonts, rect, needs: str, label: str, size: int):
    fill, ink = NEEDS_STYLE[needs]
    pygame.draw.rect(surf, fill, rect, border_radius=4)
    ic = icon({"lumberjack": "axe", "ranger": "ranger", "treaty": "treaty"}[needs], rect.h - 2)
    surf.blit(ic, (rect.x + 3, rect.y + 1))
    img = fonts.render(label, size, ink, True)
    surf.blit(img, img.get_rect(midleft=(rect.x + rect.h + 5, rect.centery)))


def card_band(s, fonts, card, shape, colour, w, k, rad):
    """The card's colour band: the faction emblem, the seat's shape, the initiative box."""
    band_h = max(22, int(30 * k))
    pygame.draw.rect(s, colour, (0, 0, w, band_h), border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.line(s, INK, (0, band_h), (w, band_h), 2)
    er = band_h // 2 - 2
    pygame.draw.circle(s, (30, 32, 28), (er + 5, band_h // 2), er)
    em = emblem(["kiwi", "possum", "settler", "maori"].index(card.faction), int(er * 1.7))
    s.blit(em, em.get_rect(center=(er + 5, band_h // 2)))
    if shape is not None:
        sx = er * 2 + 14
        pts = theme.polygon_points(shape, sx, band_h // 2, max(4, band_h * 0.2))
        if pts is None:
            pygame.draw.circle(s, CREAM, (sx, band_h // 2), max(4, band_h * 0.19))
            pygame.draw.circle(s, INK, (sx, band_h // 2), max(4, band_h * 0.19), 1)
        else:
            pygame.draw.polygon(s, CREAM, pts)
            pygame.draw.polygon(s, INK, pts, 1)
    # initiative: a white box with the number, inside the band
    fw = int(band_h * 1.05)
    fr = pygame.Rect(w - fw - 4, 3, fw, band_h - 6)
    pygame.draw.rect(s, CREAM, fr, border_radius=max(4, int(5 * k)))
    pygame.draw.rect(s, INK, fr, 2, border_radius=max(4, int(5 * k)))
    num = fonts.render(str(card.initiative), max(18, int(band_h * 0.95)), INK, True)
    s.blit(num, num.get_rect(center=(fr.centerx, fr.centery + 1)))
    return band_h


def card_layout(fonts, texts, w, k, top, nsize, tsize):
    """Draw commands [(kind, args)] of a card's text and the height used, at these sizes."""
    ops, y = [], top + 4
    for line in _wrap(fonts, texts["name"], nsize, w - 10, True)[:3]:
        ops.append(("name", line, y, nsize))
        y += nsize - 3
    y += 3
    ops.append(("rule", y))
    y += 4
    bh = max(18, int(19 * k))
    for i, (needs, text) in enumerate(texts["actions"]):
        if i > 0:
            ph = max(18, int(19 * k))
            ops.append(("join", y, ph))
            y += ph + 2
        if needs != "none":
            ops.append(("needs", needs, y, bh))
            y += bh + 2
        for line in _wrap(fonts, text, tsize, w - 12):
            ops.append(("text", line, y, tsize))
            y += tsize - 4
        y += 3
    return ops, y


def draw_card_ops(s, fonts, ops, texts, w, h, k):
    shown = [op for op in ops if op[0] != "text" or op[2] + op[3] - 4 <= h - 3]
    if len(shown) < len(ops):       # too short for its text: the last line says more is in its tip
        last = max(i for i, op in enumerate(shown) if op[0] in ("text", "name"))
        op = shown[last]
        line = op[1].rstrip(" .,;:")
        while line and fonts.font(op[3], op[0] == "name").size(line + " …")[0] > w - 12:
            line = line[:-1]
        shown[last] = (op[0], line + " …") + tuple(op[2:])
        ops = [op for op in shown if op[0] != "join" or op[1] < shown[last][2]]
    for op in ops:
        if op[0] == "name":
            img = fonts.render(op[1], op[3], INK, True)
            s.blit(img, img.get_rect(midtop=(w // 2, op[2])))
        elif op[0] == "rule":
            pygame.draw.line(s, PARCH_EDGE, (8, op[1]), (w - 8, op[1]), 1)
        elif op[0] == "join":
            word_w = fonts.font(theme.READABLE, True).size(texts["join_word"])[0]
            pill = pygame.Rect(0, 0, max(int(46 * k), word_w + 12), op[2])
            pill.midtop = (w // 2, op[1])
            is_or = texts["join"] == "or"
            pygame.draw.rect(s, (120, 48, 40) if is_or else (54, 82, 56), pill, border_radius=pill.h // 2)
            img = fonts.render(texts["join_word"], theme.READABLE, CREAM, True)
            s.blit(img, img.get_rect(center=pill.center))
        elif op[0] == "needs":
            needs_banner(s, fonts, pygame.Rect(5, op[2], w - 10, op[3]), op[1], texts["needs"][op[1]],
                         theme.READABLE)
        elif op[0] == "text" and op[2] + op[3] - 4 <= h - 3:
            s.blit(fonts.render(op[1], op[3], (40, 36, 30)), (6, op[2]))


def text_sizes(k: float, tsize: int) -> int:
    """The name's type size for a card text drawn at `tsize` on a card of scale `k`."""
    return max(theme.READABLE, min(int(20 * k), tsize + 4))


def card_need(fonts, texts: dict, w: int) -> int:
    """The height a card `w` wide needs for all its text at the readable size."""
    k = w / 126.0
    band_h = max(22, int(30 * k))
    return card_layout(fonts, texts, w, k, band_h, text_sizes(k, theme.READABLE), theme.READABLE)[1] + 4


def render_card(fonts, card, colour, shape, w: int, h: int, texts: dict, lang: str) -> pygame.Surface:
    """A card face: the seat's colour band with the faction emblem (and the seat's shape) and
    the initiative in a white box, the name, then each action's text (its prerequisite banner
    above it) joined by an [and] / [or] pill. `texts`: name, actions [(needs, text)], join,
    join_word, needs labels. The text size shrinks until everything fits."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    k = w / 126.0
    rad = max(6, int(9 * k))
    pygame.draw.rect(s, PARCH, (0, 0, w, h), border_radius=rad)
    band_h = card_band(s, fonts, card, shape, colour, w, k, rad)
    for tsize in range(max(theme.READABLE, int(17 * k)), theme.READABLE - 1, -1):
        nsize = text_sizes(k, tsize)
        ops, used = card_layout(fonts, texts, w, k, band_h, nsize, tsize)
        if used <= h - 4:
            break
    draw_card_ops(s, fonts, ops, texts, w, h, k)
    pygame.draw.rect(s, INK, (0, 0, w, h), 2, border_radius=rad)
    return fast(s)


def render_back(colour, w: int, h: int) -> pygame.Surface:
    """A card back: dark green with a kauri silhouette and a border in the seat's colour."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, int(w * 0.08))
    pygame.draw.rect(s, (34, 58, 40), (0, 0, w, h), border_radius=rad)
    if colour is not None:
        pygame.draw.rect(s, colour, (0, 0, w, h), max(2, w // 18), border_radius=rad)
    pygame.draw.rect(s, INK, (0, 0, w, h), 1, border_radius=rad)
    t = icon("kauri", int(min(w, h) * 0.7))
    t.set_alpha(120)
    s.blit(t, t.get_rect(center=(w // 2, h // 2)))
    return fast(s)


def legacy_tile(fonts, w: int, h: int, state: str, colour, letters: str, permanent: bool) -> pygame.Surface:
    """A legacy slot: 'claimed' (filled, with letters and a ring for permanent or a spark for
    ephemeral), 'cursed' (a huia feather on hatching), 'free' (dashed outline)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    if state == "claimed":
        pygame.draw.rect(s, colour, r, border_radius=4)
        pygame.draw.rect(s, INK, r, 1, border_radius=4)
        ink = _ink_on(colour)
        img = fonts.render(letters, max(12, h - 6), ink, True, mark=True)   # the legacy's name is its tip
        s.blit(img, img.get_rect(center=(w // 2 - 3, h // 2 + 1)))
        cx, cy = w - 5, 5
        if permanent:
            pygame.draw.circle(s, ink, (cx, cy), 3, 1)
        else:
            pygame.draw.polygon(s, ink, [(cx, cy - 4), (cx + 1, cy - 1), (cx + 4, cy), (cx + 1, cy + 1),
                                         (cx, cy + 4), (cx - 1, cy + 1), (cx - 4, cy), (cx - 1, cy - 1)])
    elif state == "cursed":
        pygame.draw.rect(s, (70, 50, 80), r, border_radius=4)
        for k in range(-h, w, 5):
            pygame.draw.line(s, (110, 86, 120), (k, h), (k + h, 0), 1)
        f = icon("feather", h - 2)
        s.blit(f, f.get_rect(center=r.center))
        pygame.draw.rect(s, (200, 170, 220), r, 1, border_radius=4)
    else:
        pygame.draw.rect(s, (32, 42, 36), r, border_radius=4)
        for x in range(2, w - 2, 5):
            pygame.draw.line(s, theme.LINE, (x, 0), (min(w - 2, x + 2), 0))
            pygame.draw.line(s, theme.LINE, (x, h - 1), (min(w - 2, x + 2), h - 1))
        for y in range(2, h - 2, 5):
            pygame.draw.line(s, theme.LINE, (0, y), (0, min(h - 2, y + 2)))
            pygame.draw.line(s, theme.LINE, (w - 1, y), (w - 1, min(h - 2, y + 2)))
    return fast(s)
