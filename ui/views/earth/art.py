"""Earth's art, all made by code: card faces (cached surfaces), habitat and type icons,
ability colour chips. Every colour carries a letter or a shape too (colour-blind players)."""
from __future__ import annotations

import math

import pygame

from ... import theme
from ..kit.cardtable import CardCache

ABILITY = {"green": (72, 160, 72), "red": (204, 72, 60), "blue": (62, 120, 214), "yellow": (226, 190, 52),
           "multi": (170, 110, 190), "black": (24, 24, 24), "event": (90, 150, 170), "brown": (140, 96, 56)}
KIND_BG = {"tree": (46, 78, 48), "herb": (64, 96, 52), "mushroom": (84, 62, 78), "bush": (70, 84, 40),
           "terrain": (86, 74, 58), "event": (52, 74, 92), "wild": (60, 90, 80)}
HABITAT = {"sunny": (238, 196, 70), "wet": (86, 160, 226), "rocky": (160, 150, 140), "cold": (200, 230, 245)}
SOIL = (122, 84, 52)
SPROUT = (120, 210, 90)
GROWTH = (150, 106, 60)
VP = (240, 220, 130)


def kind_of(face) -> str:
    if face["kind"] != "flora":
        return face["kind"]
    return "wild" if face["wild"] else face["type"]


# ---- small icons -----------------------------------------------------------------------------------


def habitat_icon(surf, habitat, center, r):
    """Sunny: a sun with rays; wet: a drop; rocky: a stone triangle; cold: a snowflake."""
    cx, cy = center
    col = HABITAT.get(habitat, theme.MUTED)
    if habitat == "sunny":
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surf, col, (cx, cy), (cx + math.cos(a) * r, cy + math.sin(a) * r), 1)
        pygame.draw.circle(surf, col, center, max(2, r * 6 // 10))
    elif habitat == "wet":
        pygame.draw.circle(surf, col, (cx, cy + r // 3), max(2, r * 2 // 3))
        pygame.draw.polygon(surf, col, [(cx, cy - r), (cx - r * 2 // 3, cy + r // 4), (cx + r * 2 // 3, cy + r // 4)])
    elif habitat == "rocky":
        pygame.draw.polygon(surf, col, [(cx - r, cy + r * 2 // 3), (cx - r // 3, cy - r), (cx + r, cy + r * 2 // 3)])
        pygame.draw.polygon(surf, (60, 56, 50), [(cx - r, cy + r * 2 // 3), (cx - r // 3, cy - r),
                                                 (cx + r, cy + r * 2 // 3)], 1)
    else:
        for k in range(3):
            a = k * math.pi / 3
            dx, dy = math.cos(a) * r, math.sin(a) * r
            pygame.draw.line(surf, col, (cx - dx, cy - dy), (cx + dx, cy + dy), 2)


def type_icon(surf, kind, center, r, colour=(235, 235, 220)):
    """Tree: a crown on a trunk; herb: three blades; mushroom: a cap; bush: three balls;
    terrain: a mountain; event: a star; wild: a sprout."""
    cx, cy = center
    if kind == "tree":
        pygame.draw.rect(surf, colour, (cx - r // 6, cy, max(2, r // 3), r))
        crown = [(cx, cy - r), (cx - r * 3 // 4, cy + r // 3), (cx + r * 3 // 4, cy + r // 3)]
        pygame.draw.polygon(surf, colour, crown)
    elif kind == "herb":
        for dx in (-r // 2, 0, r // 2):
            pygame.draw.line(surf, colour, (cx, cy + r), (cx + dx, cy - r + abs(dx)), 2)
    elif kind == "mushroom":
        pygame.draw.rect(surf, colour, (cx - r // 5, cy, max(2, r * 2 // 5), r))
        pygame.draw.ellipse(surf, colour, (cx - r, cy - r * 2 // 3, 2 * r, r))
    elif kind == "bush":
        for dx, dy in ((-r // 2, r // 4), (r // 2, r // 4), (0, -r // 3)):
            pygame.draw.circle(surf, colour, (cx + dx, cy + dy), max(2, r // 2))
    elif kind == "terrain":
        pygame.draw.polygon(surf, colour, [(cx - r, cy + r * 2 // 3), (cx - r // 4, cy - r), (cx + r // 3, cy),
                                           (cx + r // 2, cy - r // 2), (cx + r, cy + r * 2 // 3)])
    elif kind == "event":
        pts = [(cx + math.cos(k * math.pi / 5 - math.pi / 2) * (r if k % 2 == 0 else r / 2.4),
                cy + math.sin(k * math.pi / 5 - math.pi / 2) * (r if k % 2 == 0 else r / 2.4)) for k in range(10)]
        pygame.draw.polygon(surf, colour, pts)
    else:
        pygame.draw.line(surf, colour, (cx, cy + r), (cx, cy - r // 3), 2)
        pygame.draw.ellipse(surf, colour, (cx - r, cy - r, r, r // 2 + 2))
        pygame.draw.ellipse(surf, colour, (cx, cy - r * 2 // 3, r, r // 2 + 2))


def colour_chip(surf, fonts, colour, letter, rect):
    """An ability colour with its letter, a mark for colour-blind eyes (multicolour is drawn in
    stripes)."""
    r = pygame.Rect(rect)
    if colour == "multi":
        third = max(1, r.w // 3)
        for k, c in enumerate(("red", "blue", "yellow")):
            pygame.draw.rect(surf, ABILITY[c], (r.x + k * third, r.y, third if k < 2 else r.w - 2 * third, r.h))
    else:
        pygame.draw.rect(surf, ABILITY.get(colour, theme.MUTED), r)
    pygame.draw.rect(surf, (15, 15, 15), r, 1)
    light = colour in ("yellow",)
    img = fonts.render(letter, max(11, r.h - 2), (20, 20, 20) if light else (250, 250, 250), True, mark=True)
    surf.blit(img, img.get_rect(center=r.center))


def token(surf, fonts, center, r, fill, text, dark=False, mark=False):
    """A disc with a number (readable) or, `mark`, a letter standing for what it is."""
    pygame.draw.circle(surf, fill, center, r)
    pygame.draw.circle(surf, (20, 20, 20), center, r, 1)
    size = max(11 if mark else theme.READABLE, int(r * 1.4))
    img = fonts.render(text, size, (20, 20, 20) if dark else (250, 250, 250), True, mark=mark)
    surf.blit(img, img.get_rect(center=center))


def pieces_row(surf, x, y, n, room, colour, size=6):
    """`n` pieces drawn in `room` spaces (empty spaces as outlines); returns the width used."""
    for k in range(room):
        r = pygame.Rect(x + k * (size + 2), y, size, size)
        if k < n:
            pygame.draw.rect(surf, colour, r)
        # an empty space is outlined in its piece's colour, so sprouts and growth read apart
        pygame.draw.rect(surf, (20, 20, 20) if k < n else colour, r, 1)
    return room * (size + 2)


def magnifier(surf, center, r, colour=(235, 235, 220)):
    """A lens and its handle: more of this card is shown by pointing at it."""
    cx, cy = center
    pygame.draw.circle(surf, colour, (cx, cy), r, 2)
    pygame.draw.line(surf, colour, (cx + r * 0.7, cy + r * 0.7), (cx + r * 1.8, cy + r * 1.8), 3)


# ---- a card face --------------------------------------------------------------------------------------
# every word on a face is drawn at the readable size (11 px at the smallest window)
TOKEN_R = 10            # the cost and VP discs
NAME_SIZE = 17
STATS_H = 17
LINE = 16               # between two lines of an ability's text
CHIP, TEXT_X = 14, 21   # an ability's colour chip, and where its text starts
MORE_H = CHIP + 4       # the row of the abilities not written out
ZOOM_W = 230            # the card shown whole where the player points


class CardArt:
    """Renders card faces on demand and keeps them (a face depends on the card, size and language)."""

    def __init__(self, view):
        self.view = view
        self.cache: dict = {}
        self.cache_ct = CardCache()     # shades and hatches of the kit

    def face(self, cid, face, w, h, lang, full=True):
        key = (cid, w, h, lang, full)
        got = self.cache.get(key)
        if got is None:
            if len(self.cache) > 600:
                self.cache.clear()
            got = self.cache[key] = self._render(face, w, h, lang, full)
        return got

    def back(self, w, h):
        key = ("back", w, h)
        got = self.cache.get(key)
        if got is None:
            got = self.cache[key] = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(got, (44, 70, 56), (0, 0, w, h), border_radius=7)
            pygame.draw.rect(got, (120, 150, 110), (0, 0, w, h), 2, border_radius=7)
            pygame.draw.circle(got, (70, 110, 80), (w // 2, h // 2), min(w, h) // 3, 3)
            type_icon(got, "wild", (w // 2, h // 2), min(w, h) // 5, (120, 170, 120))
        return got

    def zoom(self, cid, face, lang) -> pygame.Surface:
        """The card at ZOOM_W with every ability's text whole (what pointing at a card shows)."""
        key = ("zoom", cid, lang)
        got = self.cache.get(key)
        if got is None:
            h = self._full_height(face, ZOOM_W, lang)
            got = self.cache[key] = self._render(face, ZOOM_W, h, lang, True)
        return got

    def _full_height(self, face, w, lang) -> int:
        """The height a face `w` wide needs to show all its abilities."""
        fonts = self.view.fonts
        y = 2 * TOKEN_R + 5 + len(self._name_lines(face, w, lang)) * fonts.font(NAME_SIZE, True).get_height()
        y += STATS_H
        for colour, text in zip(face["colours"], face["texts"]):
            y += len(fonts.wrap(self._body(colour, text, lang), theme.READABLE, w - TEXT_X - 4)) * LINE + 3
        return y + 8 + (LINE if face["kind"] == "event" else 0)

    def _render(self, face, w, h, lang, full):
        fonts, tx = self.view.fonts, self.view.tx
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        kind = kind_of(face)
        pygame.draw.rect(surf, KIND_BG[kind], (0, 0, w, h), border_radius=7)
        pygame.draw.rect(surf, (200, 200, 180), (0, 0, w, h), 1, border_radius=7)
        y = self._head(surf, face, w, kind, lang)
        if full == "placed" and y + STATS_H > h - 20 - MORE_H:
            # a two-line name on a tableau card: the strip under it shows the sprout and growth
            # spaces, so only the habitats and canopy points are kept, at the foot's right
            self._foot_stats(surf, face, w, h - 20 - MORE_H + 1)
            y = h           # no ability written out: all go as chips in the foot's row
        else:
            y = self._stats(surf, face, w, y, share=full is True)
        if full:
            self._abilities(surf, face, w, h, y, lang, strip=full == "placed")
        else:
            self._chips(surf, face, w, h)
        if face["kind"] == "event":
            img = fonts.render(tx("event_tag"), theme.READABLE, (220, 230, 240), True)
            surf.blit(img, img.get_rect(bottomright=(w - 4, h - 2)))
        return surf

    def _head(self, surf, face, w, kind, lang):
        """Cost (soil token) left, VP right, the type icon and letter, the name whole under them
        (on two lines when the card is narrow); the head's height."""
        fonts, tx = self.view.fonts, self.view.tx
        r = TOKEN_R
        if face["kind"] != "event":
            token(surf, fonts, (r + 3, r + 3), r, SOIL, str(face["cost"]))
        token(surf, fonts, (w - r - 3, r + 3), r, VP, str(face["vp"]), dark=True)
        type_icon(surf, kind, (w // 2 - 8, r + 3), r - 2)
        img = fonts.render(tx(f"kind_{kind}")[:1], 14, (240, 240, 220), True, mark=True)
        surf.blit(img, (w // 2 + 2, 2))
        lines = self._name_lines(face, w, lang)
        step = fonts.font(NAME_SIZE, True).get_height()
        for k, line in enumerate(lines):
            img = fonts.render(line, NAME_SIZE, theme.TEXT, True)
            surf.blit(img, img.get_rect(midtop=(w // 2, 2 * r + 5 + k * step)))
        return 2 * r + 5 + len(lines) * step

    def _name_lines(self, face, w, lang) -> list[str]:
        """The card's name whole, on as many lines as its width needs (usually one)."""
        return self.view.fonts.wrap(face["name"].get(lang, face["name"]["en"]), NAME_SIZE, w - 8, True)

    def _stats(self, surf, face, w, y, share=False):
        """Habitat icons, then the sprout spaces and growth maximum as small pieces; the share of
        the deck meeting the card's objective at the right (digest 2.7)."""
        if share and face.get("share"):
            img = self.view.fonts.render(self.view.tx("share_mark", percent=face["share"]["percent"]),
                                         theme.READABLE, theme.TEXT, True)
            surf.blit(img, img.get_rect(topright=(w - 5, y - 2)))
        x = 5
        for hab in face["habitats"]:
            habitat_icon(surf, hab, (x + 6, y + 7), 6)
            x += 15
        if face["sprout_spaces"]:
            pygame.draw.polygon(surf, SPROUT, [(x + 4, y + 1), (x, y + 9), (x + 8, y + 9)])
            x += 10
            x += pieces_row(surf, x, y + 4, 0, min(face["sprout_spaces"], 5), SPROUT) + 3
        if face["growth_max"]:
            pygame.draw.rect(surf, GROWTH, (x, y + 1, 4, 12))
            img = self.view.fonts.render(f"{face['growth_max']}", theme.READABLE, theme.TEXT, True)
            surf.blit(img, (x + 6, y - 2))
            x += 8 + img.get_width()
            if face["canopy_vp"]:
                img = self.view.fonts.render(f"+{face['canopy_vp']}", theme.READABLE, VP, True)
                surf.blit(img, (x + 2, y - 2))
        return y + STATS_H

    def _foot_stats(self, surf, face, w, y):
        """The habitat icons and canopy points, right-aligned on the row of the ability chips."""
        x = w - 5
        if face["canopy_vp"]:
            img = self.view.fonts.render(f"+{face['canopy_vp']}", theme.READABLE, VP, True)
            x -= img.get_width()
            surf.blit(img, (x, y - 2))
            x -= 3
        for hab in reversed(face["habitats"]):
            habitat_icon(surf, hab, (x - 6, y + 7), 6)
            x -= 15

    def _body(self, colour, text, lang) -> str:
        """An ability's text on a face: its chip says its colour, so "Yellow: " goes (a moment,
        "When planted: ...", stays)."""
        text = text.get(lang, text["en"])
        word = self.view.say(self.view.facts["colours"][colour]) if colour in self.view.facts.get("colours", {}) \
            else ""
        head, sep, rest = text.partition(":")
        if word and sep and head.strip().lower() == word.lower():
            return rest.strip()
        return text

    def _abilities(self, surf, face, w, h, y, lang, strip=False):
        """Each ability with its chip and its whole text, in order, while they fit; those that do
        not are shown as chips in a row at the foot, with a magnifier: pointing at the card
        shows it whole (never a sentence cut)."""
        fonts = self.view.fonts
        pieces = strip and (face["sprout_spaces"] or face["growth_max"])
        bottom = h - (20 if pieces else 2) - (LINE if face["kind"] == "event" else 0)
        abilities = [(colour, fonts.wrap(self._body(colour, text, lang), theme.READABLE, w - TEXT_X - 4))
                     for colour, text in zip(face["colours"], face["texts"])]
        ends = [y]
        for _, lines in abilities:
            ends.append(ends[-1] + len(lines) * LINE + 3)
        n = len(abilities)      # as many whole abilities as fit, room kept for the row of the others
        while n and ends[n] - 3 > bottom - (MORE_H if n < len(abilities) else 0):
            n -= 1
        for colour, lines in abilities[:n]:
            colour_chip(surf, fonts, colour, self.view.tx(f"letter_{colour}"), (4, y + 1, CHIP, CHIP))
            for line in lines:
                surf.blit(fonts.render(line, theme.READABLE, theme.TEXT), (TEXT_X, y))
                y += LINE
            y += 3
        if n < len(abilities):
            self._more(surf, [colour for colour, _ in abilities[n:]], w, bottom)

    def _more(self, surf, colours, w, bottom):
        """The abilities not written out: their chips and a magnifier (point at the card)."""
        x, y = 4, bottom - MORE_H + 1
        for colour in colours:
            colour_chip(surf, self.view.fonts, colour, self.view.tx(f"letter_{colour}"), (x, y, CHIP, CHIP))
            x += CHIP + 3
        magnifier(surf, (x + 8, y + CHIP // 2 - 1), 5)

    def _chips(self, surf, face, w, h):
        x = 4
        for colour in face["colours"]:
            colour_chip(surf, self.view.fonts, colour, self.view.tx(f"letter_{colour}"), (x, h - CHIP - 3, CHIP, CHIP))
            x += CHIP + 2
