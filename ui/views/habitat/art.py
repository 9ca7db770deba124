"""Habitat card art, drawn by code: faces, back, icons (environments, foods, scavengers,
events), fed/starving badges and rank pips. Original art; pygame primitives only.

A face shows: a title bar coloured by diet class with the class LETTER (R H C O V E), a big
rank number, the name, environment icons (land hill / water waves / wing), the scavenger
bone, a landscape of the card's environments and the food icons printed bottom left.
Faces are rendered once per (card type, size, language) by the view's CardCache.
"""
from __future__ import annotations

import math

import pygame

from engine.habitat import view_info as VI

from ... import theme
from .fitname import fit_lines, fits, line_step

CLASS_COLOUR = {
    VI.CLASS_RESOURCE: (122, 78, 166),
    VI.CLASS_HERBIVORE: (56, 132, 60),
    VI.CLASS_CARNIVORE: (182, 50, 42),
    VI.CLASS_OMNIVORE: (32, 32, 36),
    VI.CLASS_VULTURE: (104, 108, 122),
    VI.CLASS_EVENT: (138, 92, 44),
}
# colour-blind mode: hues told apart with the common colour-vision deficiencies (after
# Okabe-Ito, darkened under white names), and each class's title bar carries its own pattern
CB_CLASS_COLOUR = {
    VI.CLASS_RESOURCE: (118, 72, 150),
    VI.CLASS_HERBIVORE: (0, 118, 88),
    VI.CLASS_CARNIVORE: (184, 78, 0),
    VI.CLASS_OMNIVORE: (28, 28, 32),
    VI.CLASS_VULTURE: (96, 100, 112),
    VI.CLASS_EVENT: (0, 96, 156),
}
# resource dots, herbivore upright stripes, carnivore slanted stripes, omnivore cross-hatch,
# true scavenger level stripes, event checks
CLASS_PATTERN = {VI.CLASS_RESOURCE: "dots", VI.CLASS_HERBIVORE: "upright", VI.CLASS_CARNIVORE: "slant",
                 VI.CLASS_OMNIVORE: "cross", VI.CLASS_VULTURE: "level", VI.CLASS_EVENT: "checks"}
PATTERN_INK = (255, 255, 255, 46)
# the same letter in English and French
CLASS_LETTER = {VI.CLASS_RESOURCE: "R", VI.CLASS_HERBIVORE: "H", VI.CLASS_CARNIVORE: "C",
                VI.CLASS_OMNIVORE: "O", VI.CLASS_VULTURE: "V", VI.CLASS_EVENT: "E"}
BODY = (238, 230, 206)
EDGE = (40, 34, 28)
INK = (40, 36, 30)

ENV_COLOUR = {"terrestrial": (150, 104, 52), "aquatic": (40, 112, 196), "flying": (96, 96, 150)}
FOOD_COLOUR = {"eggs": (246, 240, 222), "invertebrates": (222, 124, 140), "insects": (70, 60, 50),
               "plants": (70, 150, 60), "aquatic_plants": (40, 140, 130),
               "seeds_nuts": (150, 100, 50), "fruit_berries": (170, 40, 90),
               "mushrooms": (200, 60, 50)}


# ---- icons ----------------------------------------------------------------------------------
def env_icon(surf, env: str, center, size: int):
    """Terrestrial = hill with a tree, aquatic = two waves, flying = a wing (shapes differ)."""
    cx, cy = center
    r = size / 2
    col = ENV_COLOUR[env]
    pygame.draw.circle(surf, (250, 246, 232), (cx, cy), r)
    pygame.draw.circle(surf, col, (cx, cy), r, 1)
    if env == "terrestrial":
        pygame.draw.polygon(surf, col, [(cx - r * 0.75, cy + r * 0.5), (cx - r * 0.1, cy - r * 0.55),
                                        (cx + r * 0.75, cy + r * 0.5)])
    elif env == "aquatic":
        for dy in (-0.25, 0.3):
            pts = [(cx - r * 0.7 + i * r * 0.14, cy + r * dy + math.sin(i * 0.9) * r * 0.16)
                   for i in range(11)]
            pygame.draw.lines(surf, col, False, pts, max(1, int(size / 9)))
    else:
        w = max(1, int(size / 8))
        pygame.draw.arc(surf, col, (cx - r * 0.75, cy - r * 0.35, r * 0.8, r * 0.8), 0.2, 3.0, w)
        pygame.draw.arc(surf, col, (cx - r * 0.05, cy - r * 0.35, r * 0.8, r * 0.8), 0.2, 3.0, w)


def bone(surf, center, size: int, colour=(245, 242, 230), edge=INK):
    cx, cy = center
    L, t = size * 0.36, max(2, size * 0.13)
    for sx in (-1, 1):
        for sy in (-1, 1):
            pygame.draw.circle(surf, edge, (cx + sx * L, cy + sy * t * 0.8), t * 0.95 + 1)
    pygame.draw.rect(surf, edge, (cx - L, cy - t / 2 - 1, 2 * L, t + 2))
    for sx in (-1, 1):
        for sy in (-1, 1):
            pygame.draw.circle(surf, colour, (cx + sx * L, cy + sy * t * 0.8), t * 0.95)
    pygame.draw.rect(surf, colour, (cx - L, cy - t / 2, 2 * L, t))


def scav_icon(surf, kind: int, center, size: int):
    """A bone; an aquatic scavenger's bone lies on a wave, a terrestrial one on a hill."""
    cx, cy = center
    r = size / 2
    pygame.draw.circle(surf, (250, 246, 232), (cx, cy), r)
    col = ENV_COLOUR["aquatic" if kind == VI.SCAV_AQUATIC else "terrestrial"]
    pygame.draw.circle(surf, col, (cx, cy), r, 1)
    bone(surf, (cx, cy - r * 0.15), int(size * 0.8))
    if kind == VI.SCAV_AQUATIC:
        pts = [(cx - r * 0.6 + i * r * 0.12, cy + r * 0.5 + math.sin(i * 1.1) * r * 0.1) for i in range(11)]
        pygame.draw.lines(surf, col, False, pts, max(1, int(size / 10)))
    else:
        pygame.draw.line(surf, col, (cx - r * 0.6, cy + r * 0.5), (cx + r * 0.6, cy + r * 0.5),
                         max(1, int(size / 10)))


def _eggs(surf, cx, cy, k, col, ring):
    for dx in (-0.3, 0.32):
        e = pygame.Rect(0, 0, k * 0.8, k * 1.15)
        e.center = (cx + dx * k * 1.3, cy + (0.1 if dx > 0 else -0.05) * k)
        pygame.draw.ellipse(surf, col, e)
        pygame.draw.ellipse(surf, INK, e, 1)


def _worm(surf, cx, cy, k, col, ring):
    pts = [(cx - k + i * k / 5, cy + math.sin(i * 1.2) * k * 0.35) for i in range(11)]
    pygame.draw.lines(surf, col, False, pts, max(2, int(k / 3)))
    pygame.draw.circle(surf, INK, pts[-1], max(1, k / 7))


def _insect(surf, cx, cy, k, col, ring):
    body = pygame.Rect(0, 0, k * 0.8, k * 1.3)
    body.center = (cx, cy + k * 0.15)
    for dy in (-0.2, 0.15, 0.5):
        pygame.draw.line(surf, INK, (cx - k * 0.8, cy + dy * k), (cx + k * 0.8, cy + dy * k), 1)
    pygame.draw.ellipse(surf, col, body)
    pygame.draw.circle(surf, col, (cx, cy - k * 0.65), k * 0.3)
    pygame.draw.line(surf, (230, 220, 200), (cx, body.top + 2), (cx, body.bottom - 2), 1)


def _water_weed(surf, cx, cy, k, col, ring):
    for j in (-1, 0, 1):
        pygame.draw.line(surf, col, (cx + j * k * 0.45, cy + k * 0.6),
                         (cx + j * k * 0.3 + 0.2 * k, cy - k * 0.7), max(1, int(k / 4)))
    pts = [(cx - k + i * k / 5, cy + k * 0.65 + math.sin(i * 1.3) * k * 0.12) for i in range(11)]
    pygame.draw.lines(surf, ENV_COLOUR["aquatic"], False, pts, max(1, int(k / 5)))


def _leaf(surf, cx, cy, k, col, ring):
    leaf = [(cx - k * 0.8, cy + k * 0.7), (cx - k * 0.5, cy - k * 0.3), (cx + k * 0.3, cy - k * 0.85),
            (cx + k * 0.8, cy - k * 0.8), (cx + k * 0.55, cy - k * 0.1), (cx - k * 0.1, cy + k * 0.55)]
    pygame.draw.polygon(surf, col, leaf)
    pygame.draw.line(surf, (200, 230, 180), (cx - k * 0.8, cy + k * 0.7), (cx + k * 0.6, cy - k * 0.65), 1)


def _acorn(surf, cx, cy, k, col, ring):
    nut = pygame.Rect(0, 0, k * 1.1, k * 1.15)
    nut.center = (cx, cy + k * 0.25)
    pygame.draw.ellipse(surf, col, nut)
    cap = pygame.Rect(0, 0, k * 1.4, k * 0.8)
    cap.center = (cx, cy - k * 0.2)
    pygame.draw.ellipse(surf, (96, 64, 36), cap)
    pygame.draw.line(surf, (96, 64, 36), (cx, cap.top), (cx + k * 0.2, cap.top - k * 0.3), 2)


def _berries(surf, cx, cy, k, col, ring):
    for dx, dy in ((-0.4, 0.25), (0.4, 0.25), (0.0, -0.3)):
        pygame.draw.circle(surf, col, (cx + dx * k, cy + dy * k), k * 0.42)
        pygame.draw.circle(surf, (250, 200, 220), (cx + dx * k - k * 0.12, cy + dy * k - k * 0.12),
                           max(1, k * 0.1))
    pygame.draw.line(surf, (60, 130, 60), (cx, cy - k * 0.7), (cx + k * 0.3, cy - k), 2)


def _mushroom(surf, cx, cy, k, col, ring):
    pygame.draw.rect(surf, (236, 226, 200), (cx - k * 0.22, cy - k * 0.1, k * 0.44, k * 0.9))
    pygame.draw.rect(surf, INK, (cx - k * 0.22, cy - k * 0.1, k * 0.44, k * 0.9), 1)
    cap = pygame.Rect(cx - k * 0.85, cy - k * 0.85, k * 1.7, k * 1.4)
    pygame.draw.ellipse(surf, col, cap, 0)
    pygame.draw.rect(surf, (252, 248, 236) if ring else BODY,
                     (cap.x - 1, cy - k * 0.15, cap.w + 2, k * 0.7))
    pygame.draw.rect(surf, (236, 226, 200), (cx - k * 0.22, cy - k * 0.15, k * 0.44, k * 0.95))
    for dx, dy in ((-0.4, -0.35), (0.15, -0.6), (0.45, -0.3)):
        pygame.draw.circle(surf, (250, 240, 230), (cx + dx * k, cy + dy * k), max(1, k * 0.12))


FOOD_DRAW = {"eggs": _eggs, "invertebrates": _worm, "insects": _insect, "plants": _leaf,
             "aquatic_plants": _water_weed, "seeds_nuts": _acorn, "fruit_berries": _berries,
             "mushrooms": _mushroom}


def food_icon(surf, food: str, center, size: int, ring: bool = True):
    """One icon per resource type (distinct shapes, not only colours)."""
    cx, cy = center
    r = size / 2
    col = FOOD_COLOUR.get(food, INK)
    if ring:
        pygame.draw.circle(surf, (252, 248, 236), (cx, cy), r)
        pygame.draw.circle(surf, (120, 100, 80), (cx, cy), r, 1)
    draw = FOOD_DRAW.get(food)
    if draw is not None:
        draw(surf, cx, cy, r * 0.8, col, ring)


def tooth_icon(surf, center, size: int):
    """Carnivores: a fang (they eat lower-ranked species, no Resources)."""
    cx, cy = center
    r = size / 2
    pygame.draw.circle(surf, (252, 248, 236), (cx, cy), r)
    pygame.draw.circle(surf, CLASS_COLOUR[VI.CLASS_CARNIVORE], (cx, cy), r, 1)
    k = r * 0.75
    pts = [(cx - k * 0.7, cy - k * 0.6), (cx + k * 0.7, cy - k * 0.6), (cx + k * 0.15, cy + k * 0.9),
           (cx - k * 0.15, cy + k * 0.9)]
    pygame.draw.polygon(surf, (250, 250, 250), pts)
    pygame.draw.polygon(surf, INK, pts, 1)


def class_colour(cls: str, cb: bool = False):
    return (CB_CLASS_COLOUR if cb else CLASS_COLOUR)[cls]


def class_pattern(surf, cls: str, rect, step: int = 6):
    """The class's own texture over `rect` (colour-blind mode): light lines or dots."""
    r = pygame.Rect(rect)
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    kind, w, h = CLASS_PATTERN[cls], r.w, r.h
    if kind == "dots":
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
                pygame.draw.circle(layer, PATTERN_INK, (x, y), 1.3)
    elif kind == "upright":
        for x in range(2, w, step):
            pygame.draw.line(layer, PATTERN_INK, (x, 0), (x, h), 2)
    elif kind == "level":
        for y in range(2, h, max(3, step // 2)):
            pygame.draw.line(layer, PATTERN_INK, (0, y), (w, y), 1)
    elif kind == "checks":
        for y in range(0, h, 4):
            for x in range((y // 4 % 2) * 4, w, 8):
                layer.fill(PATTERN_INK, (x, y, 4, 4))
    else:
        for k in range(-h, w, step):
            pygame.draw.line(layer, PATTERN_INK, (k, h), (k + h, 0), 2)
            if kind == "cross":
                pygame.draw.line(layer, PATTERN_INK, (k, 0), (k + h, h), 2)
    surf.blit(layer, r.topleft)


def letter_badge(surf, fonts, cls: str, center, size: int, cb: bool = False):
    cx, cy = center
    pygame.draw.circle(surf, class_colour(cls, cb), (cx, cy), size / 2)
    pygame.draw.circle(surf, (250, 246, 232), (cx, cy), size / 2, 1)
    img = fonts.render(CLASS_LETTER[cls], max(10, int(size * 0.95)), (255, 255, 255), True, mark=True)
    surf.blit(img, img.get_rect(center=(cx, cy + 1)))


def _disease(surf, cx, cy, k):
    col = (110, 150, 70)
    for i in range(8):
        a = i * math.pi / 4
        pygame.draw.line(surf, col, (cx, cy), (cx + math.cos(a) * k * 1.2, cy + math.sin(a) * k * 1.2), 3)
        pygame.draw.circle(surf, col, (cx + math.cos(a) * k * 1.2, cy + math.sin(a) * k * 1.2), k * 0.14)
    pygame.draw.circle(surf, col, (cx, cy), k * 0.75)
    pygame.draw.circle(surf, (70, 100, 40), (cx, cy), k * 0.75, 2)


def _wildfire(surf, cx, cy, k):
    outer = [(cx, cy - k * 1.2), (cx + k * 0.8, cy + k * 0.1), (cx + k * 0.55, cy + k * 0.9),
             (cx - k * 0.55, cy + k * 0.9), (cx - k * 0.8, cy + k * 0.1), (cx - k * 0.3, cy - k * 0.2)]
    pygame.draw.polygon(surf, (220, 80, 30), outer)
    inner = [(cx, cy - k * 0.4), (cx + k * 0.4, cy + k * 0.4), (cx + k * 0.25, cy + k * 0.85),
             (cx - k * 0.25, cy + k * 0.85), (cx - k * 0.4, cy + k * 0.4)]
    pygame.draw.polygon(surf, (250, 200, 60), inner)


def _spring(surf, cx, cy, k):
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        pygame.draw.circle(surf, (236, 130, 170), (cx + math.cos(a) * k * 0.6, cy + math.sin(a) * k * 0.6),
                           k * 0.45)
    pygame.draw.circle(surf, (250, 210, 60), (cx, cy), k * 0.35)


def _pollution(surf, cx, cy, k):
    for dx, dy, rr in ((-0.5, 0.1, 0.5), (0.1, -0.25, 0.6), (0.6, 0.15, 0.45), (0, 0.35, 0.5)):
        pygame.draw.circle(surf, (110, 110, 110), (cx + dx * k, cy + dy * k), rr * k)
    pygame.draw.polygon(surf, (30, 30, 30), [(cx, cy + k * 0.5), (cx + k * 0.3, cy + k * 1.0),
                                             (cx, cy + k * 1.15), (cx - k * 0.3, cy + k * 1.0)])


def _winter(surf, cx, cy, k):
    col = (80, 150, 210)
    for i in range(3):
        a = i * math.pi / 3
        dx, dy = math.cos(a) * k * 1.1, math.sin(a) * k * 1.1
        pygame.draw.line(surf, col, (cx - dx, cy - dy), (cx + dx, cy + dy), 3)
        for s in (-1, 1):
            px, py = cx + s * dx * 0.6, cy + s * dy * 0.6
            for b in (-0.6, 0.6):
                aa = a + b + (0 if s > 0 else math.pi)
                pygame.draw.line(surf, col, (px, py),
                                 (px + math.cos(aa) * k * 0.35, py + math.sin(aa) * k * 0.35), 2)


def _abundance(surf, cx, cy, k):
    col = (200, 150, 40)
    pygame.draw.line(surf, col, (cx, cy + k), (cx, cy), 5)
    pygame.draw.line(surf, col, (cx, cy), (cx - k * 0.8, cy - k * 0.8), 5)
    pygame.draw.line(surf, col, (cx, cy), (cx + k * 0.8, cy - k * 0.8), 5)
    for p in ((cx - k * 0.8, cy - k * 0.8), (cx + k * 0.8, cy - k * 0.8)):
        pygame.draw.circle(surf, (90, 160, 70), p, k * 0.3)
    pygame.draw.circle(surf, (150, 100, 50), (cx, cy + k), k * 0.3)


def _migration(surf, cx, cy, k):
    col = (60, 60, 90)
    for dx, dy in ((-0.6, -0.4), (0.1, -0.7), (0.3, 0.1)):
        x, y = cx + dx * k, cy + dy * k
        pygame.draw.arc(surf, col, (x - k * 0.35, y, k * 0.35, k * 0.3), 0.3, 2.9, 2)
        pygame.draw.arc(surf, col, (x, y, k * 0.35, k * 0.3), 0.3, 2.9, 2)
    pygame.draw.line(surf, (150, 90, 40), (cx - k, cy + k * 0.7), (cx + k, cy + k * 0.7), 4)
    pygame.draw.polygon(surf, (150, 90, 40), [(cx + k * 1.2, cy + k * 0.7), (cx + k * 0.7, cy + k * 0.4),
                                              (cx + k * 0.7, cy + k)])


def _renewal(surf, cx, cy, k):
    col = (60, 140, 80)
    box = pygame.Rect(0, 0, k * 2, k * 2)
    box.center = (cx, cy)
    pygame.draw.arc(surf, col, box, 0.4, 2.9, 5)
    pygame.draw.arc(surf, col, box, 3.5, 6.0, 5)
    for a, d in ((0.4, 1), (3.5, 1)):
        px, py = cx + math.cos(a) * k, cy - math.sin(a) * k
        pygame.draw.polygon(surf, col, [(px - k * 0.3, py - k * 0.05), (px + k * 0.3, py - k * 0.05),
                                        (px, py + d * k * 0.35)])


def _niche(surf, cx, cy, k):
    col = (70, 70, 80)
    pygame.draw.circle(surf, (210, 230, 240), (cx - k * 0.2, cy - k * 0.2), k * 0.7)
    pygame.draw.circle(surf, col, (cx - k * 0.2, cy - k * 0.2), k * 0.7, 4)
    pygame.draw.line(surf, col, (cx + k * 0.3, cy + k * 0.3), (cx + k, cy + k), 7)


def _population_boom(surf, cx, cy, k):
    col = (120, 80, 60)
    for i in range(9):
        a = i * 2.4
        d = k * (0.25 + 0.09 * i)
        pygame.draw.circle(surf, col, (cx + math.cos(a) * d, cy + math.sin(a) * d), k * 0.18)


EVENT_DRAW = {"disease": _disease, "wildfire": _wildfire, "spring": _spring, "pollution": _pollution,
              "winter": _winter, "abundance": _abundance, "migration": _migration, "renewal": _renewal,
              "niche": _niche, "population_boom": _population_boom}


def event_glyph(surf, event: str, rect):
    r = pygame.Rect(rect)
    draw = EVENT_DRAW.get(event)
    if draw is not None:
        draw(surf, r.centerx, r.centery, min(r.w, r.h) * 0.38)


# ---- faces ------------------------------------------------------------------------------------
def _landscape(surf, rect, envs):
    """Bands for the card's environments: sky (with a bird), land (hills, a fir), water."""
    r = pygame.Rect(rect)
    bands = [e for e in ("flying", "terrestrial", "aquatic") if e in envs] or ["terrestrial"]
    bh = r.h / len(bands)
    for i, e in enumerate(bands):
        b = pygame.Rect(r.x, int(r.y + i * bh), r.w, int(math.ceil(bh)))
        if e == "flying":
            pygame.draw.rect(surf, (196, 220, 236), b)
            x, y = b.centerx, b.centery
            s = min(b.h * 0.35, 10)
            pygame.draw.arc(surf, (60, 60, 90), (x - s * 2, y - s / 2, s * 2, s * 1.4), 0.3, 2.8, 2)
            pygame.draw.arc(surf, (60, 60, 90), (x, y - s / 2, s * 2, s * 1.4), 0.3, 2.8, 2)
        elif e == "terrestrial":
            pygame.draw.rect(surf, (200, 214, 160), b)
            pygame.draw.ellipse(surf, (130, 168, 96), (b.x - b.w * 0.2, b.y + b.h * 0.45, b.w * 0.9, b.h))
            pygame.draw.ellipse(surf, (112, 150, 82), (b.x + b.w * 0.35, b.y + b.h * 0.55, b.w * 0.9, b.h))
            tx, ty = b.x + b.w * 0.88, b.y + b.h * 0.3
            t = min(b.h * 0.55, b.w * 0.18)
            pygame.draw.polygon(surf, (46, 92, 56), [(tx, ty), (tx + t * 0.45, ty + t), (tx - t * 0.45, ty + t)])
        else:
            pygame.draw.rect(surf, (120, 170, 214), b)
            for j in range(2):
                y = b.y + b.h * (0.35 + 0.35 * j)
                pts = [(b.x + i * b.w / 12, y + math.sin(i * 1.1 + j) * 2) for i in range(13)]
                pygame.draw.lines(surf, (230, 240, 250), False, pts, 1)


# a card narrower than this shows its rank and class letter (its name is in its tooltip)
COMPACT = 76


TITLE_MIN = 19       # a title bar holds one line of readable type (theme.READABLE)


def title_height(w: int) -> int:
    return max(TITLE_MIN, round(20 * w / 84))


def name_fit(fonts, deck, c: int, w: int, lang: str):
    """How card c's name sits in its title bar at width w: (x, size, lines) at a readable
    size. An event's name is whole, on two lines if need be (its bar grows: card_title); a
    species' or Resource's takes one line when it fits whole, else None: the name is then
    written whole in the card's body (caption_lines), never cut. None on a compact card too
    (rank and class letter only; the tooltip names it)."""
    if w < COMPACT:
        return None
    event = VI.card_class(deck, c) == VI.CLASS_EVENT
    tb = title_height(w)
    x = 3 if event else tb + 2
    room, name = w - x - 3, VI.card_name(deck, c, lang)
    big = max(theme.READABLE, round(15 * w / 84))
    size, lines = fit_lines(fonts, name, room, 2 * line_step(fonts, big) if event else tb - 1, big,
                            most_lines=2 if event else 1)
    if event and (len(lines) > 2 or not fits(fonts, size, lines, room, 999)):
        size, lines = theme.READABLE, fonts.wrap(name, theme.READABLE, room)   # a long word hyphenated
    if not event and (len(lines) > 1 or not fits(fonts, size, lines, room, 999)):
        return None
    return x, size, lines


def caption_lines(fonts, deck, c: int, w: int, lang: str) -> list[str]:
    """The lines of card c's name written in its body, when its title bar cannot hold it
    whole (a long word hyphenated); [] when the bar names it or the card is compact."""
    if w < COMPACT or name_fit(fonts, deck, c, w, lang) is not None:
        return []
    return fonts.wrap(VI.card_name(deck, c, lang), theme.READABLE, w - 6)


def card_title(fonts, deck, c: int, w: int, lang: str) -> int:
    """The height of card c's title bar at width w (an event's two-line name makes it taller)."""
    fit = name_fit(fonts, deck, c, w, lang)
    return max(title_height(w), len(fit[2]) * line_step(fonts, fit[1]) + 2 if fit else 0)


def _title_bar(surf, fonts, deck, c, cls, tb, rad, lang, cb=False):
    """The class-coloured bar (with its class's pattern in colour-blind mode): rank box and the
    name (or the class letter when compact)."""
    w = surf.get_width()
    compact = w < COMPACT
    title = pygame.Rect(0, 0, w, tb)
    pygame.draw.rect(surf, class_colour(cls, cb), title, border_top_left_radius=rad, border_top_right_radius=rad)
    if cb:
        class_pattern(surf, cls, title.inflate(-2, -2))
    if cls != VI.CLASS_EVENT:
        rank = str(deck.rank[c])
        box = pygame.Rect(2, 2, tb - 3, tb - 4) if not compact else pygame.Rect(2, 1, tb - 2, tb - 2)
        pygame.draw.rect(surf, (252, 248, 236), box, border_radius=3)
        img = fonts.render(rank, max(theme.READABLE, int(tb * 1.05)), (20, 20, 20), True)
        surf.blit(img, img.get_rect(center=(box.centerx, box.centery + 1)))
    fit = name_fit(fonts, deck, c, w, lang)
    if fit is None:
        if compact:
            letter_badge(surf, fonts, cls, (w - tb / 2 - 1, tb / 2), tb - 3, cb)
        return
    x, size, lines = fit
    step = line_step(fonts, size)
    top = (tb - step * len(lines)) // 2 + 1
    for i, line in enumerate(lines):
        img = fonts.render(line, size, (255, 255, 255))
        surf.blit(img, (x, top + i * step))


def _icon_row(surf, fonts, deck, c, cls, tb, cb=False) -> int:
    """Class letter, environments, scavenger bone (right end kept for status); the body's top."""
    ir = max(11, round(15 * surf.get_width() / 84))
    isz = ir - 2
    cxy = tb + ir // 2 + 1
    letter_badge(surf, fonts, cls, (3 + isz / 2, cxy), isz, cb)
    ix = 3 + isz + 3
    if VI.is_species(deck, c):
        for env in VI.environments(deck, c):
            env_icon(surf, env, (ix + isz / 2, cxy), isz)
            ix += isz + 2
        if deck.scav[c]:
            scav_icon(surf, deck.scav[c], (ix + isz / 2 + 2, cxy), isz)
    elif cls == VI.CLASS_RESOURCE:
        food_icon(surf, VI.resource_id(deck, deck.res_type[c]), (ix + isz / 2, cxy), isz)
    return tb + ir + 2


def _species_body(surf, deck, c, cls, body, compact):
    """Landscape and animal; the foods bottom left (or the environments when compact)."""
    k = surf.get_width() / 84
    envs = VI.environments(deck, c)
    art = pygame.Rect(body.x, body.y, body.w, body.h)
    fsz = max(10, round(17 * k))
    if not compact:
        art.h = max(4, body.h - fsz - 4)
    _landscape(surf, art, envs)
    if art.h >= 14:
        animal(surf, deck.type_id[c], art.inflate(-4, -4))
    pygame.draw.rect(surf, (120, 100, 80), art, 1)
    if compact:
        isz = max(9, int(surf.get_width() * 0.3))
        cy = body.y + isz // 2 + 2
        xx = body.x + 2
        for env in envs:
            env_icon(surf, env, (xx + isz / 2, cy), isz)
            xx += isz + 1
        return
    # foods, bottom left (fangs for carnivores, a bone for the vulture)
    fy = body.bottom - fsz // 2 - 1
    fx = body.x + fsz // 2 + 1
    if cls == VI.CLASS_CARNIVORE or cls == VI.CLASS_OMNIVORE:
        tooth_icon(surf, (body.right - fsz // 2 - 1, fy), fsz)
    if cls == VI.CLASS_VULTURE:
        scav_icon(surf, deck.scav[c], (fx, fy), fsz)
    for t in VI.food_types(deck, c):
        food_icon(surf, VI.resource_id(deck, t), (fx, fy), fsz)
        fx += fsz + 2


def _caption(surf, fonts, lines: list[str], body: pygame.Rect) -> pygame.Rect:
    """The name written whole on a band at the top of the body; the body left below it."""
    if not lines:
        return body
    step = line_step(fonts, theme.READABLE)
    band = pygame.Rect(body.x, body.y, body.w, len(lines) * step + 2)
    pygame.draw.rect(surf, (250, 244, 228), band, border_radius=3)
    for i, line in enumerate(lines):
        img = fonts.render(line, theme.READABLE, (30, 28, 24))
        surf.blit(img, img.get_rect(midtop=(band.centerx, band.y + 1 + i * step)))
    return pygame.Rect(body.x, band.bottom + 1, body.w, body.bottom - band.bottom - 1)


def render_face(fonts, deck, c: int, w: int, h: int, lang: str, cb: bool = False) -> pygame.Surface:
    """The face of card c at w x h (cb: the colour-blind look)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cls = VI.card_class(deck, c)
    rad = max(4, w // 12)
    full = surf.get_rect()
    pygame.draw.rect(surf, BODY, full, border_radius=rad)
    compact = w < COMPACT
    tb = card_title(fonts, deck, c, w, lang)
    _title_bar(surf, fonts, deck, c, cls, tb, rad, lang, cb)
    body_top = tb if compact else _icon_row(surf, fonts, deck, c, cls, tb, cb)
    body = pygame.Rect(3, body_top, w - 6, h - body_top - 3)
    body = _caption(surf, fonts, caption_lines(fonts, deck, c, w, lang), body)
    if body.h > 6:
        if cls == VI.CLASS_RESOURCE:
            pygame.draw.rect(surf, (226, 214, 236), body, border_radius=4)
            food = VI.resource_id(deck, deck.res_type[c])
            food_icon(surf, food, body.center, int(min(body.w, body.h) * 0.8), ring=False)
        elif cls == VI.CLASS_EVENT:
            pygame.draw.rect(surf, (236, 220, 196), body, border_radius=4)
            if compact:
                letter_badge(surf, fonts, cls, (body.centerx, body.y + 9), 14, cb)
            event_glyph(surf, deck.type_id[c], body.inflate(-6, -6) if not compact else body.move(0, 6))
        else:
            _species_body(surf, deck, c, cls, body, compact)
    pygame.draw.rect(surf, EDGE, full, 1, border_radius=rad)
    return surf


def render_back(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(4, w // 12)
    full = surf.get_rect()
    pygame.draw.rect(surf, (34, 74, 52), full, border_radius=rad)
    inner = full.inflate(-6, -6)
    pygame.draw.rect(surf, (48, 96, 66), inner, border_radius=max(2, rad - 2))
    step = max(6, w // 8)
    for k in range(-h, w + h, step):
        pygame.draw.line(surf, (58, 110, 76), (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 1)
        pygame.draw.line(surf, (58, 110, 76), (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y), 1)
    cx, cy = full.center
    t = min(w, h) * 0.3
    for i in range(3):
        y = cy - t + i * t * 0.45
        pygame.draw.polygon(surf, (210, 196, 140), [(cx, y), (cx + t * (0.35 + 0.12 * i), y + t * 0.7),
                                                    (cx - t * (0.35 + 0.12 * i), y + t * 0.7)])
    pygame.draw.rect(surf, (120, 90, 50), (cx - t * 0.08, cy + t * 0.55, t * 0.16, t * 0.35))
    pygame.draw.rect(surf, (210, 196, 140), inner, 1, border_radius=max(2, rad - 2))
    pygame.draw.rect(surf, EDGE, full, 1, border_radius=rad)
    return surf


# ---- status -----------------------------------------------------------------------------------
FED = (76, 176, 84)
STARVING = (226, 96, 60)


def status_badge(surf, how: str, center, size: int):
    """Fed by its chain: green disc with a tick; fed by scavenging: green disc with a bone;
    starving: orange triangle with '!' (a different shape, not only a different colour)."""
    cx, cy = center
    r = size / 2
    if how == VI.FED_BY_CHAIN:
        pygame.draw.circle(surf, FED, (cx, cy), r)
        pygame.draw.circle(surf, (20, 40, 20), (cx, cy), r, 1)
        w = max(2, int(size / 6))
        pygame.draw.lines(surf, (255, 255, 255), False,
                          [(cx - r * 0.5, cy), (cx - r * 0.1, cy + r * 0.45), (cx + r * 0.55, cy - r * 0.45)], w)
    elif how == VI.FED_BY_SCAVENGING:
        pygame.draw.circle(surf, FED, (cx, cy), r)
        pygame.draw.circle(surf, (20, 40, 20), (cx, cy), r, 1)
        bone(surf, (cx, cy), int(size * 0.85))
    elif how == VI.STARVING:
        pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.85), (cx - r * 1.05, cy + r * 0.85)]
        pygame.draw.polygon(surf, STARVING, pts)
        pygame.draw.polygon(surf, (60, 20, 10), pts, 1)
        w = max(2, int(size / 7))
        pygame.draw.line(surf, (255, 255, 255), (cx, cy - r * 0.45), (cx, cy + r * 0.25), w)
        pygame.draw.circle(surf, (255, 255, 255), (cx, cy + r * 0.55), max(1, w * 0.6))


def rank_pip(surf, fonts, rank: int, state: int, rect, size: int):
    """One rank of the 1-8 goal: fed = filled with a tick, held but starving = hatched with
    '!', missing = an empty dotted box."""
    r = pygame.Rect(rect)
    if state == 2:
        pygame.draw.rect(surf, FED, r, border_radius=4)
        img = fonts.render(str(rank), size, (10, 30, 10), True)
        surf.blit(img, img.get_rect(center=r.center))
    elif state == 1:
        pygame.draw.rect(surf, (70, 40, 30), r, border_radius=4)
        for k in range(-r.h, r.w, 5):
            a = (r.x + max(0, k), r.bottom - max(0, -k))
            b = (r.x + min(r.w, k + r.h), r.y + max(0, k + r.h - r.w))
            pygame.draw.line(surf, (140, 70, 50), a, b, 1)
        pygame.draw.rect(surf, STARVING, r, 2, border_radius=4)
        img = fonts.render(str(rank), size, (255, 230, 210), True)
        surf.blit(img, img.get_rect(center=r.center))
    else:
        pygame.draw.rect(surf, (30, 38, 34), r, border_radius=4)
        pygame.draw.rect(surf, (80, 92, 86), r, 1, border_radius=4)
        img = fonts.render(str(rank), size, (110, 120, 114))
        surf.blit(img, img.get_rect(center=r.center))
    if state == 2 and r.w >= 16:
        tx, ty = r.right - 4, r.y + 4
        pygame.draw.circle(surf, (240, 255, 240), (tx, ty), 3)
    return r


def pip_row(surf, fonts, progress, x: int, y: int, size: int, gap: int = 3, cache=None):
    """The 8 rank pips in a row; returns the rect they cover. With a CardCache the row is
    drawn once per (progress, size) and blitted after that."""
    rect = pygame.Rect(x, y, 8 * size + 7 * gap, size)
    if cache is not None:
        def make():
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            pip_row(s, fonts, progress, 0, 0, size, gap)
            return s
        surf.blit(cache.get(("pips", tuple(progress), size, gap), make), rect.topleft)
        return rect
    for k, st in enumerate(progress):
        rank_pip(surf, fonts, k + 1, st, (x + k * (size + gap), y, size, size), max(theme.READABLE, int(size * 0.8)))
    return rect



# ---- animal silhouettes ---------------------------------------------------------------------------
# Shapes in a unit box (x right, y down), scaled to the card's picture. Primitives:
# ("e", cx, cy, w, h) ellipse, ("c", cx, cy, r) circle (r in box width units),
# ("p", [(x, y)...]) polygon, ("l", x0, y0, x1, y1, width) line; a trailing "light" entry
# draws in the light detail colour instead of the silhouette colour.
_LEGS4 = [("l", 0.32, 0.6, 0.3, 0.92, 3), ("l", 0.4, 0.62, 0.41, 0.92, 3),
          ("l", 0.62, 0.62, 0.6, 0.92, 3), ("l", 0.7, 0.6, 0.72, 0.92, 3)]
SHAPES = {
    "deer": [("e", 0.5, 0.5, 0.5, 0.24), ("p", [(0.66, 0.45), (0.74, 0.22), (0.82, 0.24), (0.76, 0.5)]),
             ("e", 0.83, 0.25, 0.17, 0.1), ("p", [(0.76, 0.2), (0.73, 0.12), (0.79, 0.18)]),
             ("l", 0.8, 0.19, 0.76, 0.04, 2), ("l", 0.78, 0.11, 0.71, 0.08, 2),
             ("l", 0.84, 0.19, 0.9, 0.05, 2), ("l", 0.87, 0.12, 0.94, 0.1, 2),
             ("e", 0.26, 0.44, 0.06, 0.06, "light")] + _LEGS4,
    "moose": [("e", 0.48, 0.5, 0.56, 0.28), ("p", [(0.3, 0.42), (0.45, 0.3), (0.6, 0.36)]),
              ("p", [(0.66, 0.42), (0.74, 0.3), (0.8, 0.32), (0.74, 0.52)]),
              ("p", [(0.74, 0.28), (0.95, 0.36), (0.93, 0.44), (0.8, 0.42)]),
              ("e", 0.64, 0.16, 0.16, 0.09), ("e", 0.88, 0.16, 0.16, 0.09),
              ("l", 0.82, 0.42, 0.82, 0.52, 3)] + _LEGS4,
    "canid": [("e", 0.47, 0.52, 0.48, 0.2), ("p", [(0.66, 0.44), (0.74, 0.36), (0.94, 0.44), (0.76, 0.52)]),
              ("p", [(0.72, 0.38), (0.74, 0.26), (0.79, 0.37)]),
              ("p", [(0.25, 0.47), (0.08, 0.66), (0.15, 0.7), (0.29, 0.55)])] + _LEGS4,
    "feline": [("e", 0.5, 0.56, 0.5, 0.18), ("c", 0.8, 0.46, 0.085),
               ("p", [(0.74, 0.42), (0.75, 0.33), (0.8, 0.4)]), ("p", [(0.82, 0.4), (0.86, 0.32), (0.88, 0.42)]),
               ("l", 0.26, 0.54, 0.12, 0.5, 3), ("l", 0.12, 0.5, 0.08, 0.36, 3),
               ("l", 0.33, 0.6, 0.32, 0.9, 4), ("l", 0.42, 0.6, 0.43, 0.9, 4),
               ("l", 0.62, 0.6, 0.61, 0.9, 4), ("l", 0.7, 0.6, 0.72, 0.9, 4)],
    "lynx": [("e", 0.5, 0.56, 0.46, 0.2), ("c", 0.78, 0.46, 0.09),
             ("p", [(0.72, 0.42), (0.72, 0.26), (0.78, 0.38)]), ("p", [(0.8, 0.38), (0.85, 0.26), (0.86, 0.42)]),
             ("p", [(0.74, 0.5), (0.7, 0.6), (0.78, 0.56)]), ("e", 0.27, 0.5, 0.08, 0.07),
             ("l", 0.34, 0.6, 0.33, 0.9, 5), ("l", 0.43, 0.6, 0.44, 0.9, 5),
             ("l", 0.6, 0.6, 0.59, 0.9, 5), ("l", 0.68, 0.6, 0.7, 0.9, 5)],
    "bear": [("e", 0.46, 0.52, 0.62, 0.36), ("e", 0.4, 0.4, 0.36, 0.2), ("c", 0.8, 0.5, 0.1),
             ("e", 0.9, 0.54, 0.1, 0.07), ("c", 0.76, 0.4, 0.035), ("c", 0.84, 0.4, 0.035),
             ("p", [(0.24, 0.6), (0.3, 0.6), (0.3, 0.9), (0.22, 0.9)]),
             ("p", [(0.36, 0.62), (0.43, 0.62), (0.44, 0.9), (0.36, 0.9)]),
             ("p", [(0.56, 0.62), (0.64, 0.62), (0.63, 0.9), (0.55, 0.9)]),
             ("p", [(0.66, 0.6), (0.73, 0.58), (0.74, 0.9), (0.66, 0.9)])],
    "mouse": [("e", 0.5, 0.62, 0.4, 0.26), ("c", 0.72, 0.56, 0.1), ("c", 0.68, 0.42, 0.065),
              ("e", 0.84, 0.6, 0.08, 0.06), ("l", 0.3, 0.66, 0.18, 0.56, 2), ("l", 0.18, 0.56, 0.08, 0.66, 2),
              ("c", 0.75, 0.53, 0.018, "light")],
    "chipmunk": [("e", 0.5, 0.6, 0.42, 0.28), ("c", 0.73, 0.52, 0.1), ("c", 0.7, 0.4, 0.05),
                 ("p", [(0.3, 0.6), (0.18, 0.3), (0.26, 0.26), (0.36, 0.54)]),
                 ("l", 0.38, 0.52, 0.62, 0.52, 2, "light"), ("l", 0.38, 0.6, 0.62, 0.6, 2, "light")],
    "squirrel": [("e", 0.28, 0.42, 0.26, 0.56), ("e", 0.52, 0.6, 0.3, 0.36), ("c", 0.62, 0.36, 0.1),
                 ("p", [(0.58, 0.3), (0.58, 0.16), (0.64, 0.28)]), ("e", 0.66, 0.6, 0.1, 0.08),
                 ("c", 0.65, 0.34, 0.018, "light")],
    "hare": [("e", 0.45, 0.64, 0.46, 0.3), ("e", 0.32, 0.74, 0.22, 0.14), ("c", 0.68, 0.48, 0.1),
             ("p", [(0.64, 0.42), (0.58, 0.08), (0.64, 0.08), (0.68, 0.4)]),
             ("p", [(0.69, 0.4), (0.72, 0.06), (0.77, 0.08), (0.72, 0.42)]),
             ("c", 0.22, 0.58, 0.05, "light")],
    "frog": [("e", 0.5, 0.6, 0.5, 0.28), ("c", 0.38, 0.42, 0.07), ("c", 0.62, 0.42, 0.07),
             ("p", [(0.28, 0.66), (0.12, 0.72), (0.2, 0.86), (0.34, 0.74)]),
             ("p", [(0.72, 0.66), (0.88, 0.72), (0.8, 0.86), (0.66, 0.74)]),
             ("c", 0.38, 0.41, 0.03, "light"), ("c", 0.62, 0.41, 0.03, "light")],
    "songbird": [("l", 0.1, 0.84, 0.9, 0.8, 3), ("e", 0.5, 0.55, 0.36, 0.26), ("c", 0.68, 0.42, 0.1),
                 ("p", [(0.76, 0.4), (0.88, 0.43), (0.76, 0.46)]),
                 ("p", [(0.34, 0.58), (0.1, 0.68), (0.14, 0.76), (0.38, 0.66)]),
                 ("l", 0.48, 0.66, 0.46, 0.82, 2), ("l", 0.55, 0.66, 0.56, 0.82, 2)],
    "grouse": [("e", 0.5, 0.6, 0.46, 0.3), ("c", 0.72, 0.38, 0.08),
               ("p", [(0.3, 0.56), (0.08, 0.3), (0.14, 0.24), (0.24, 0.22), (0.36, 0.5)]),
               ("p", [(0.78, 0.36), (0.88, 0.4), (0.78, 0.42)]), ("l", 0.7, 0.44, 0.64, 0.52, 4)],
    "duck": [("l", 0.05, 0.8, 0.95, 0.8, 2, "light"), ("e", 0.48, 0.62, 0.52, 0.24), ("c", 0.74, 0.38, 0.09),
             ("l", 0.68, 0.44, 0.66, 0.58, 6), ("e", 0.85, 0.41, 0.12, 0.05),
             ("p", [(0.24, 0.6), (0.1, 0.52), (0.22, 0.68)])],
    "raptor": [("p", [(0.5, 0.4), (0.05, 0.3), (0.1, 0.4), (0.02, 0.45), (0.14, 0.5), (0.06, 0.56), (0.5, 0.56)]),
               ("p", [(0.5, 0.4), (0.95, 0.3), (0.9, 0.4), (0.98, 0.45), (0.86, 0.5), (0.94, 0.56), (0.5, 0.56)]),
               ("e", 0.5, 0.5, 0.14, 0.36), ("c", 0.5, 0.26, 0.07),
               ("p", [(0.44, 0.66), (0.56, 0.66), (0.6, 0.8), (0.4, 0.8)])],
    "eagle": [("p", [(0.5, 0.4), (0.05, 0.3), (0.1, 0.4), (0.02, 0.45), (0.14, 0.5), (0.06, 0.56), (0.5, 0.56)]),
              ("p", [(0.5, 0.4), (0.95, 0.3), (0.9, 0.4), (0.98, 0.45), (0.86, 0.5), (0.94, 0.56), (0.5, 0.56)]),
              ("e", 0.5, 0.5, 0.14, 0.36), ("c", 0.5, 0.26, 0.075, "light"),
              ("p", [(0.47, 0.28), (0.53, 0.28), (0.5, 0.36)]),
              ("p", [(0.44, 0.66), (0.56, 0.66), (0.6, 0.8), (0.4, 0.8)], "light")],
    "vulture": [("p", [(0.5, 0.42), (0.04, 0.36), (0.12, 0.44), (0.03, 0.5), (0.16, 0.54), (0.5, 0.58)]),
                ("p", [(0.5, 0.42), (0.96, 0.36), (0.88, 0.44), (0.97, 0.5), (0.84, 0.54), (0.5, 0.58)]),
                ("e", 0.5, 0.54, 0.16, 0.34), ("l", 0.5, 0.4, 0.5, 0.24, 3),
                ("c", 0.5, 0.22, 0.05, "light"), ("p", [(0.5, 0.2), (0.56, 0.26), (0.5, 0.27)])],
    "owl": [("e", 0.5, 0.6, 0.38, 0.5), ("c", 0.5, 0.3, 0.15),
            ("p", [(0.38, 0.2), (0.36, 0.06), (0.45, 0.17)]), ("p", [(0.62, 0.2), (0.64, 0.06), (0.55, 0.17)]),
            ("c", 0.44, 0.3, 0.05, "light"), ("c", 0.56, 0.3, 0.05, "light"),
            ("c", 0.44, 0.3, 0.02), ("c", 0.56, 0.3, 0.02), ("l", 0.3, 0.86, 0.7, 0.86, 3)],
    "fish": [("e", 0.46, 0.55, 0.64, 0.24), ("p", [(0.16, 0.55), (0.02, 0.4), (0.02, 0.7)]),
             ("p", [(0.4, 0.44), (0.5, 0.32), (0.58, 0.45)]), ("c", 0.7, 0.5, 0.025, "light"),
             ("c", 0.4, 0.52, 0.018, "light"), ("c", 0.5, 0.58, 0.018, "light"), ("c", 0.3, 0.56, 0.018, "light")],
    "mink": [("e", 0.46, 0.6, 0.6, 0.16), ("e", 0.8, 0.54, 0.16, 0.12), ("c", 0.76, 0.47, 0.03),
             ("l", 0.18, 0.6, 0.04, 0.5, 4), ("l", 0.3, 0.64, 0.29, 0.78, 3), ("l", 0.62, 0.64, 0.63, 0.78, 3)],
    "wolverine": [("e", 0.48, 0.56, 0.6, 0.26), ("e", 0.8, 0.56, 0.16, 0.14), ("c", 0.76, 0.47, 0.03),
                  ("p", [(0.2, 0.52), (0.06, 0.6), (0.1, 0.66), (0.22, 0.6)]),
                  ("l", 0.38, 0.56, 0.62, 0.56, 3, "light"),
                  ("l", 0.3, 0.64, 0.3, 0.84, 5), ("l", 0.64, 0.64, 0.65, 0.84, 5)],
    "raccoon": [("e", 0.48, 0.56, 0.5, 0.28), ("c", 0.78, 0.5, 0.1), ("p", [(0.84, 0.48), (0.96, 0.54), (0.84, 0.58)]),
                ("p", [(0.72, 0.42), (0.74, 0.32), (0.79, 0.41)]), ("l", 0.72, 0.48, 0.86, 0.48, 3, "light"),
                ("e", 0.18, 0.6, 0.22, 0.12), ("l", 0.14, 0.54, 0.14, 0.66, 3, "light"),
                ("l", 0.22, 0.54, 0.22, 0.66, 3, "light"),
                ("l", 0.36, 0.66, 0.35, 0.86, 4), ("l", 0.62, 0.66, 0.63, 0.86, 4)],
    "beaver": [("e", 0.45, 0.58, 0.5, 0.32), ("c", 0.72, 0.5, 0.1), ("e", 0.16, 0.76, 0.26, 0.1),
               ("l", 0.12, 0.76, 0.22, 0.76, 1, "light"), ("p", [(0.78, 0.56), (0.81, 0.56), (0.8, 0.62)], "light")],
    "muskrat": [("e", 0.48, 0.58, 0.44, 0.3), ("c", 0.72, 0.52, 0.09),
                ("l", 0.26, 0.62, 0.1, 0.74, 2), ("l", 0.1, 0.74, 0.04, 0.72, 2)],
}
FAMILY = {"mouse": "mouse", "chipmunk": "chipmunk", "red_squirrel": "squirrel", "snowshoe_hare": "hare",
          "frog": "frog", "songbird": "songbird", "ruffed_grouse": "grouse", "mallard": "duck",
          "brook_trout": "fish", "mink": "mink", "wolverine": "wolverine", "raccoon": "raccoon",
          "beaver": "beaver", "muskrat": "muskrat", "deer": "deer", "moose": "moose",
          "coyote": "canid", "wolves": "canid", "lynx": "lynx", "cougar": "feline",
          "black_bear": "bear", "grizzly": "bear", "great_horned_owl": "owl", "osprey": "raptor",
          "bald_eagle": "eagle", "vulture": "vulture"}
SILHOUETTE = (50, 42, 34)
DETAIL = (236, 228, 210)
TINT = {"grizzly": (92, 66, 42), "coyote": (112, 92, 66), "red_squirrel": (142, 66, 36),
        "deer": (120, 84, 50), "wolves": (70, 70, 74), "cougar": (140, 104, 62),
        "mink": (70, 46, 30), "brook_trout": (70, 96, 80), "mallard": (60, 90, 60)}


def animal(surf, species: str, rect):
    """The species' silhouette (nothing for an unknown species: the landscape stays)."""
    shapes = SHAPES.get(FAMILY.get(species, ""))
    if not shapes:
        return
    r = pygame.Rect(rect)
    side = min(r.w, r.h * 1.35)
    box = pygame.Rect(0, 0, side, side / 1.35)
    box.center = r.center
    body = TINT.get(species, SILHOUETTE)
    sx, sy = box.w, box.h
    ox, oy = box.x, box.y
    for sh in shapes:
        light = sh[-1] == "light"
        col = DETAIL if light else body
        kind = sh[0]
        if kind == "e":
            e = pygame.Rect(0, 0, sh[3] * sx, sh[4] * sy)
            e.center = (ox + sh[1] * sx, oy + sh[2] * sy)
            pygame.draw.ellipse(surf, col, e)
        elif kind == "c":
            pygame.draw.circle(surf, col, (ox + sh[1] * sx, oy + sh[2] * sy), max(1, sh[3] * sx))
        elif kind == "p":
            pygame.draw.polygon(surf, col, [(ox + x * sx, oy + y * sy) for x, y in sh[1]])
        elif kind == "l":
            wdt = max(1, round(sh[5] * sx / 70))
            pygame.draw.line(surf, col, (ox + sh[1] * sx, oy + sh[2] * sy), (ox + sh[3] * sx, oy + sh[4] * sy), wdt)
