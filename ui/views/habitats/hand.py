"""The strip above the park: the year and turns left, and what the turn asks. While placing it
shows the tile in hand (turned as it will go), the turn buttons for a road tile, and the
"set aside" button when the tile fits nowhere; otherwise whose turn it is."""
from __future__ import annotations

import pygame

from engine.habitats.view_info import PLACE

from ... import theme
from ...theme import draw_marker
from ...widgets import blit_label, blit_text
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART
from .words import kind_line

HEIGHT = 96


def draw_button(v, surf, rect, label, lit=False, hint=False, primary=False, size=19):
    CT.button_frame(surf, rect, rect.collidepoint(v.app.mouse), primary, lit=lit, hint=hint)
    blit_label(surf, v.fonts, label, rect, size, theme.TEXT, primary, CT.BUTTON_PAD)


def turn_arrow(surf, c, step):
    """A quarter-turn arrow: clockwise for +1."""
    x, y = c
    rect = pygame.Rect(x - 10, y - 10, 20, 20)
    pygame.draw.arc(surf, theme.TEXT, rect, 0.4, 5.2, 3)
    tip = (x + 10, y - 2) if step > 0 else (x + 10, y + 2)
    wing = (-6, -7) if step > 0 else (-6, 7)
    pygame.draw.polygon(surf, theme.TEXT, [tip, (tip[0] + wing[0], tip[1]), (tip[0], tip[1] + wing[1])])
    if step < 0:
        pygame.draw.line(surf, theme.TEXT, (x - 3, y), (x + 3, y), 2)


class Hand(Region):
    def tile_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 10, self.rect.y + 8, self.rect.h - 16, self.rect.h - 16)

    def buttons(self, snap) -> list:
        """(rect, intent) of the buttons of this moment."""
        m = self.view.model
        if not m.acting() or snap.obs.phase != PLACE or self.view.facts.held is None:
            return []
        x = self.tile_rect().right + 12
        y = self.rect.y + self.rect.h - 38
        out = []
        if m.turns():
            out += [(pygame.Rect(x, y, 40, 32), ("rot", -1)), (pygame.Rect(x + 46, y, 40, 32), ("rot", 1))]
        if m.legal.set_aside:
            out.append((pygame.Rect(x, y, 220, 32), ("btn", "set_aside")))
        return out

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        return next((intent for r, intent in self.buttons(snap) if r.collidepoint(pos)), None)

    def rect_of(self, kind, what, snap):
        return next((r for r, intent in self.buttons(snap) if intent == (kind, what)), None)

    def tooltip(self, pos, snap):
        got = self.hit(pos, snap)
        if got is not None:
            return self.view.tx("rot_tip" if got[0] == "rot" else "set_aside_tip")
        if self.tile_rect().collidepoint(pos) and self.view.facts.held is not None:
            return self.view.tile_text(self.view.facts.held)
        tip = getattr(self, "help_tip", None)
        return tip[1] if tip and tip[0].collidepoint(pos) else None

    def corner_text(self, snap) -> str:
        """The year and the viewer's turns left (top right of the strip)."""
        v, turn = self.view, self.view.facts.turn
        if snap.over:
            return v.tx("over")
        return v.tx("year", y=turn["year"]) + " · " + v.tx("left", k=turn["turns_left"][v.model.me])

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v, a = self.view, self.rect
        pygame.draw.rect(surf, (30, 41, 36), a)
        pygame.draw.line(surf, theme.LINE, (a.x, a.bottom - 1), (a.right, a.bottom - 1))
        blit_text(surf, v.fonts, self.corner_text(snap), (a.right - 12, a.y + 16), 18, theme.MUTED, "midright")
        if snap.over:
            blit_text(surf, v.fonts, v.tx("over_help"), (a.x + 14, a.centery), 20, theme.TEXT, "midleft")
            return
        if not v.model.acting():
            self.draw_waiting(surf, snap)
        elif v.facts.held is not None:
            self.draw_held(surf, snap)
        else:
            blit_text(surf, v.fonts, v.tx("your_turn"), (a.x + 14, a.centery), 22, theme.TEXT, "midleft", True)

    def draw_waiting(self, surf, snap):
        v, a, p = self.view, self.rect, snap.obs.current
        if p == snap.viewer:     # nothing to play yet on one's own turn (a lesson's reading step)
            return
        draw_marker(surf, p, (a.x + 22, a.centery), 9, v.palette)
        CT.blit_fit(surf, v.fonts, v.tx("playing", name=v.name(p)), (a.x + 40, a.centery), 22,
                    a.right - 10 - a.x - 40, theme.TEXT, "midleft")

    def draw_held(self, surf, snap):
        v, m = self.view, self.view.model
        held = ART.turned(v.facts.held, m.rot)
        tr = self.tile_rect()
        if ("held", snap.obs.current) not in v.hidden:
            surf.blit(v.images.tile(held, tr.w, snap.lang, v.letters()), tr)
        x = tr.right + 12
        room = self.rect.right - x - 24 - v.fonts.font(18).size(self.corner_text(snap))[0]
        title = v.tx("in_hand", tile=held["name"][snap.lang])
        if v.fonts.font(20, True).size(title)[0] > room:      # the tile is shown: its name says enough
            title = CT.fit_text(v.fonts, held["name"][snap.lang], 20, room, True)
        blit_text(surf, v.fonts, title, (x, self.rect.y + 16), 20, theme.TEXT, "midleft", True)
        kinds = v.fonts.wrap(kind_line(v, held), 17, self.rect.right - x - 10, most=2)
        for k, line in enumerate(kinds):
            blit_text(surf, v.fonts, line, (x, self.rect.y + 33 + k * 15), 17, theme.TEXT, "midleft")
        hint = snap.hint
        for r, intent in self.buttons(snap):
            if intent[0] == "rot":
                draw_button(v, surf, r, "")
                turn_arrow(surf, r.center, intent[1])
            else:
                draw_button(v, surf, r, v.tx("set_aside"), lit=True, hint=bool(hint and hint[0] == "set_aside"))
        self.draw_help(surf, x, self.rect.y + 33 + len(kinds) * 15)

    def help_rect(self, x: int, top: int) -> pygame.Rect:
        """Where the advice under the tile's lines goes (right of the buttons)."""
        m = self.view.model
        hx = x + (100 if m.turns() else 0) if not m.legal.set_aside else x + 232
        return pygame.Rect(hx, top, self.rect.right - hx - 10, self.rect.bottom - 8 - top)

    def draw_help(self, surf, x, top):
        """What to do with the tile, in whole words on the lines the strip has left (bottom
        aligned); pointing at it says it whole if it had to end with "…"."""
        v, m = self.view, self.view.model
        key = "no_place" if m.legal.set_aside else "rotate_help" if m.turns() else "place_help"
        r = self.help_rect(x, top)
        lines = v.fonts.wrap(v.tx(key), 17, r.w, most=max(1, (r.h + 1) // 16))
        self.help_tip = (r, v.tx(key)) if lines[-1].endswith("…") else None
        for k, line in enumerate(lines):
            y = r.bottom - 8 - (len(lines) - 1 - k) * 16
            blit_text(surf, v.fonts, line, (r.x, y), 17, theme.MUTED, "midleft")
