"""The Habitats art, made by code: park tiles (landscape colour AND a pattern AND a letter, the
tile's name, an icon for its kind, its demand and printed points, its roads), the entrance, the
market figures with their facing. Surfaces are cached per thing shown and size."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...theme import draw_marker
from ..kit import cardtable as CT

LAND = {"grassland": (150, 192, 92), "forest": (52, 112, 62), "dryland": (206, 164, 96),
        "water": (72, 132, 198)}
PATTERN = {"grassland": (118, 160, 66), "forest": (36, 86, 46), "dryland": (178, 136, 74),
           "water": (104, 160, 220)}
LANDSCAPES = tuple(LAND)
TOWER = (150, 150, 146)
STONE = (112, 104, 96)
ROAD = (222, 208, 170)
INK = (24, 26, 22)
FACING = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
SIDE_DIR = FACING
NAMED_TILE = 100     # a tile at least this wide prints its name (readable there); smaller ones do not


def grey(colour, t=0.6):
    g = sum(colour[:3]) // 3
    return CT.mix(colour, (g, g, g), t)


# ---- backgrounds and patterns ---------------------------------------------------------------
def pattern(surf, land, s):
    """A pattern per landscape, so the colour is never the only sign."""
    col = PATTERN[land]
    step = max(6, s // 7)
    for y in range(step // 2, s, step):
        for x in range((y // step % 2) * step // 2, s, step):
            if land == "grassland":
                pygame.draw.line(surf, col, (x, y + 2), (x + 2, y - 2), 2)
            elif land == "forest":
                pygame.draw.polygon(surf, col, [(x, y - 3), (x + 3, y + 2), (x - 3, y + 2)])
            elif land == "dryland":
                pygame.draw.circle(surf, col, (x, y), 1)
            else:
                pygame.draw.arc(surf, col, (x - 4, y - 2, 8, 5), 0.3, 2.8, 1)


def background(info, s):
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    land = info["landscape"]
    if land is None:
        surf.fill(STONE if info["kind"] == "entrance" else TOWER)
    else:
        surf.fill(LAND[land])
        pattern(surf, land, s)
    return surf


def roads(surf, sides, s, entrance=False):
    """A road from the middle to each road side."""
    w = max(4, s // 6)
    c = s // 2
    for side in sides:
        dx, dy = SIDE_DIR[side]
        end = (c + dx * s, c + dy * s)
        pygame.draw.line(surf, (90, 80, 64), (c, c), end, w + 4)
        pygame.draw.line(surf, ROAD, (c, c), end, w)
    if sides:
        pygame.draw.circle(surf, ROAD, (c, c), w // 2 + 2)
    if entrance:
        return


# ---- icons -------------------------------------------------------------------------------------
def paw(surf, c, r, col):
    x, y = c
    pygame.draw.ellipse(surf, col, (x - r * 0.55, y - r * 0.05, r * 1.1, r * 0.85))
    for k, (dx, dy) in enumerate(((-0.7, -0.35), (-0.25, -0.75), (0.25, -0.75), (0.7, -0.35))):
        pygame.draw.circle(surf, col, (x + dx * r, y + dy * r), max(2, r * 0.24))


def bug(surf, c, r, col):
    x, y = c
    for dx in (-1, 1):
        pygame.draw.ellipse(surf, (240, 240, 236), (x + (dx - 1) * r * 0.45 + dx * r * 0.1, y - r * 0.7,
                                                    r * 0.9, r * 0.8))
        pygame.draw.ellipse(surf, col, (x + (dx - 1) * r * 0.45 + dx * r * 0.1, y - r * 0.7, r * 0.9, r * 0.8), 1)
    pygame.draw.ellipse(surf, col, (x - r * 0.22, y - r * 0.6, r * 0.44, r * 1.4))


def flower(surf, c, r, centre=(246, 206, 70)):
    x, y = c
    for k in range(5):
        a = k * 2 * math.pi / 5 - math.pi / 2
        pygame.draw.circle(surf, (248, 244, 240), (x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55),
                           max(2, r * 0.4))
    pygame.draw.circle(surf, centre, c, max(2, r * 0.35))


def tower(surf, c, r, view):
    """A watchtower and the lines it looks along (dashed)."""
    x, y = c
    dirs = {"straight": [(0, -1), (1, 0), (0, 1), (-1, 0)], "diagonal": [(1, 1), (1, -1), (-1, 1), (-1, -1)],
            "near": [(0, -1), (1, 0), (0, 1), (-1, 0)],
            "around": [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]}[view]
    far = 2.2 if view in ("straight", "diagonal") else 1.25
    for dx, dy in dirs:
        CT.dashed_line(surf, (40, 40, 40), (x, y), (x + dx * r * far, y + dy * r * far), 4, 2)
    pygame.draw.rect(surf, (92, 70, 50), (x - r * 0.25, y - r * 0.3, r * 0.5, r * 1.0))
    pygame.draw.polygon(surf, (150, 60, 50), [(x - r * 0.5, y - r * 0.3), (x + r * 0.5, y - r * 0.3), (x, y - r * 0.9)])


def camera(surf, c, r):
    x, y = c
    pygame.draw.rect(surf, INK, (x - r * 0.7, y - r * 0.4, r * 1.4, r * 0.9), border_radius=3)
    pygame.draw.rect(surf, INK, (x - r * 0.3, y - r * 0.6, r * 0.5, r * 0.3))
    pygame.draw.circle(surf, (220, 220, 220), (x, y + r * 0.05), r * 0.3)
    pygame.draw.circle(surf, INK, (x, y + r * 0.05), r * 0.15)


def icon(surf, info, c, r):
    kind = info["kind"]
    if kind == "animal":
        paw(surf, c, r, INK)
    elif kind == "insect":
        bug(surf, c, r, INK)
    elif kind == "flower":
        flower(surf, c, r)
    elif kind == "watchtower":
        tower(surf, c, r, info["view"] or "near")
    elif kind == "tourist":
        camera(surf, c, r)


# ---- a whole tile ------------------------------------------------------------------------------
def letter_badge(surf, fonts, letter, pos, s):
    size = max(11, s // 6)
    img = fonts.render(letter, size, (250, 250, 246), True, mark=True)    # the pattern's letter
    r = img.get_rect(center=pos).inflate(6, 2)
    pygame.draw.rect(surf, (20, 24, 20), r, border_radius=4)
    surf.blit(img, img.get_rect(center=r.center))


def demand_pips(surf, fonts, info, letters, s):
    """Bottom left: one small square per landscape tile demanded (colour + letter), or one small
    flower per flower an insect needs."""
    k = max(9, int(s * 0.155))
    x, y = max(2, s // 20), s - k - max(2, s // 20)
    if info["kind"] == "insect":
        for _ in range(info["flowers_needed"]):
            flower(surf, (x + k // 2, y + k // 2), k * 0.55)
            x += k + 1
        return
    for land in LANDSCAPES:
        for _ in range(info["demand"].get(land, 0)):
            r = pygame.Rect(x, y, k, k)
            pygame.draw.rect(surf, LAND[land], r)
            pygame.draw.rect(surf, INK, r, 1)
            img = fonts.render(letters[land], int(k * 1.3), (255, 255, 255), True, mark=True)
            surf.blit(img, img.get_rect(center=(r.centerx, r.centery + 1)))
            x += k + 1


def points_disc(surf, fonts, text, s):
    size = max(theme.READABLE, int(s * 0.2))
    rad = max(int(s * 0.13), theme.em(size) // 2 + 2)
    c = (s - rad - max(2, s // 20), s - rad - max(2, s // 20))
    pygame.draw.circle(surf, (250, 246, 232), c, rad)
    pygame.draw.circle(surf, INK, c, rad, 1)
    img = fonts.render(text, size, INK, True)
    surf.blit(img, img.get_rect(center=c))


def name_lines(fonts, name, s):
    """The name's size, lines and band height on a tile `s` wide: a long name shrinks a little,
    then takes two lines: never cut."""
    band = max(12, int(s * 0.22))
    size = max(theme.READABLE, int(band * 0.9))
    while size > theme.READABLE and fonts.font(size).size(name)[0] > s - 4:
        size -= 1
    lines = fonts.wrap(name, size, s - 4)
    return size, lines, max(band, len(lines) * fonts.font(size).get_height() + 2)


def draw_name(surf, fonts, name, s, top):
    """The name's lines, upright, centred in its band starting at `top`."""
    size, lines, band = name_lines(fonts, name, s)
    step = fonts.font(size).get_height()
    for k, line in enumerate(lines):
        img = fonts.render(line, size, (250, 250, 246))
        surf.blit(img, img.get_rect(midtop=(s // 2, top + (band - len(lines) * step) // 2 + k * step)))


def content(fonts, info, s, name, letters, lettered=True):
    """Everything printed on the tile but its landscape: name band, icon, demand, points (the
    part turned upside down while an animal's demand is not met; its name is then written
    upright in the band, so it stays readable)."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    named = s >= NAMED_TILE and name
    top = 0
    if named:       # a smaller tile shows what its rules read (icon, demand, points); its tip names it
        top = name_lines(fonts, name, s)[2]
        pygame.draw.rect(surf, (20, 24, 20, 170), (0, 0, s, top))
        if lettered:
            draw_name(surf, fonts, name, s, 0)
    icon(surf, info, (s // 2, top + (s - top) * 0.42), s * 0.2)
    demand_pips(surf, fonts, info, letters, s)
    if info["kind"] == "tourist":
        word = (info["tourist"] or "").upper()
        img = fonts.render(word, max(theme.READABLE, s // 6), INK, True)
        surf.blit(img, img.get_rect(midbottom=(s // 2, s - 2)))
    elif info["points_printed"]:
        points_disc(surf, fonts, str(info["points_printed"]), s)
    return surf


def tile_surface(fonts, info, s, name, letters, met=True):
    """A park tile `s` pixels wide; met=False: the printed part upside down and greyed."""
    surf = background(info, s)
    roads(surf, info["roads"], s)
    front = content(fonts, info, s, name, letters, lettered=met)
    if not met:
        front = pygame.transform.rotate(front, 180)
        shade = pygame.Surface((s, s), pygame.SRCALPHA)
        shade.fill((120, 120, 120, 120))
        surf.blit(shade, (0, 0))
    surf.blit(front, (0, 0))
    if not met:
        veil = pygame.Surface((s, s), pygame.SRCALPHA)
        veil.fill((90, 90, 90, 60))
        surf.blit(veil, (0, 0))
        if s >= NAMED_TILE and name:
            draw_name(surf, fonts, name, s, s - name_lines(fonts, name, s)[2])
    if info["landscape"] is not None and s >= 40:
        letter_badge(surf, fonts, letters[info["landscape"]], (max(9, s // 8), s // 2), s)
    pygame.draw.rect(surf, INK, surf.get_rect(), 1)
    return surf


def entrance_surface(fonts, s, player, palette):
    """The entrance: a gate in the player's colour and marker, its road leaving downwards."""
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    surf.fill(STONE)
    roads(surf, ["S"], s)
    col = palette.player(player)
    w = s * 0.5
    pygame.draw.rect(surf, col, (s / 2 - w / 2, s * 0.12, w, s * 0.34))
    pygame.draw.rect(surf, INK, (s / 2 - w / 2, s * 0.12, w, s * 0.34), 2)
    draw_marker(surf, player, (s / 2, s * 0.29), s * 0.11, palette)
    pygame.draw.rect(surf, INK, surf.get_rect(), 1)
    return surf


def figure(surf, player, facing, c, s, palette):
    """A market figure: the player's marker with an arrow the way it faces."""
    dx, dy = FACING[facing]
    x, y = c
    tip = (x + dx * s * 0.44, y + dy * s * 0.44)
    side = (-dy, dx)
    base = (x + dx * s * 0.18, y + dy * s * 0.18)
    pts = [tip, (base[0] + side[0] * s * 0.2, base[1] + side[1] * s * 0.2),
           (base[0] - side[0] * s * 0.2, base[1] - side[1] * s * 0.2)]
    pygame.draw.polygon(surf, palette.player(player), pts)
    pygame.draw.polygon(surf, INK, pts, 2)
    draw_marker(surf, player, (x - dx * s * 0.04, y - dy * s * 0.04), s * 0.2, palette)


class Images:
    """Cached tile surfaces; the key holds everything that changes the picture."""

    def __init__(self, fonts):
        self.fonts = fonts
        self.cache = CT.CardCache(limit=1200)

    def tile(self, info, s, lang, letters, met=True):
        name = info["label"][lang]
        key = ("tile", info["tile"], info["rotation"], s, name, met, tuple(letters.values()))
        return self.cache.get(key, lambda: tile_surface(self.fonts, info, s, name, letters, met))

    def ghost(self, info, s, lang, letters):
        def make():
            img = self.tile(info, s, lang, letters).copy()
            img.set_alpha(185)
            return img
        key = ("ghost", info["tile"], info["rotation"], s, info["name"][lang])
        return self.cache.get(key, make)

    def entrance(self, s, player, palette):
        key = ("entrance", s, player, palette.colorblind)
        return self.cache.get(key, lambda: entrance_surface(self.fonts, s, player, palette))


def turned(info, rot):
    """The tile facts as the tile shows after `rot` quarter turns clockwise."""
    if rot == info["rotation"]:
        return info
    sides = "NESW"
    shift = rot - info["rotation"]
    return dict(info, rotation=rot, roads=[sides[(sides.index(x) + shift) % 4] for x in info["roads"]])
