"""The display: four pairs of a habitat tile and a wildlife token, numbered 1 to 4."""
from __future__ import annotations

import pygame

from engine.cascadia.view_info import EMPTY

from ... import theme
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART
from .images import blit_c, glow, hex_ring, tick

SLOT_W = 118
MARKET_R = 40           # hex size of the display's tiles
TOKEN_R = 19


class Market(Region):
    """The strip along the top of the board; slot rectangles come from layout() alone."""

    def slot_rect(self, i) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 8 + i * SLOT_W, r.y + 6, SLOT_W - 6, r.h - 12)

    def centres(self, i):
        """Centres of slot i's tile and token."""
        b = self.slot_rect(i)
        return (b.x + 44, b.centery + 4), (b.x + 92, b.centery + 14)

    def tile_rect(self, i) -> pygame.Rect:
        w, h = ART.tile_px(MARKET_R)
        r = pygame.Rect(0, 0, w, h)
        r.center = self.centres(i)[0]
        return r.inflate(-8, -8)

    def token_rect(self, i) -> pygame.Rect:
        n = ART.token_px(TOKEN_R)
        r = pygame.Rect(0, 0, n, n)
        r.center = self.centres(i)[1]
        return r.inflate(6, 6)

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        obs = snap.obs
        for i in range(4):
            if obs.tokens[i] != EMPTY and self.token_rect(i).collidepoint(pos):
                return ("token", i)
            if obs.tiles[i] != EMPTY and self.tile_rect(i).collidepoint(pos):
                return ("tile", i)
            if self.slot_rect(i).collidepoint(pos):
                return ("pair", i)
        return None

    def rect_of(self, kind, i, snap=None):
        makers = {"pair": self.slot_rect, "tile": self.tile_rect, "token": self.token_rect}
        return makers[kind](i) if kind in makers else None

    def tooltip(self, pos, snap):
        v = self.view
        got = self.hit(pos, snap)
        if got is None:
            return None
        kind, i = got
        obs = snap.obs
        if kind == "tile":
            return v.tx("slot_tile", i=i + 1, tile=v.tile_text(obs.tiles[i] * 6, snap.lang))
        if kind == "token":
            return v.tx("slot_token", i=i + 1, animal=v.animal(obs.tokens[i], snap.lang))
        return None if obs.tiles[i] != EMPTY else v.tx("empty_slot")

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        m = self.view.model
        pygame.draw.rect(surf, (34, 46, 40), self.rect)
        pygame.draw.line(surf, theme.LINE, (self.rect.x, self.rect.bottom - 1),
                         (self.rect.right, self.rect.bottom - 1))
        lit = (m.lit_pairs(), m.lit_tiles(), m.lit_tokens())
        for i in range(4):
            self.draw_slot(surf, snap, i, m.taking())
            self.draw_marks(surf, snap, i, lit)

    def draw_slot(self, surf, snap, i, taking):
        v, obs = self.view, snap.obs
        box = self.slot_rect(i)
        tc, kc = self.centres(i)
        hover = box.collidepoint(v.app.mouse) and taking
        pygame.draw.rect(surf, (44, 60, 52) if hover else (38, 52, 45), box, border_radius=9)
        pygame.draw.rect(surf, theme.LINE, box, 1, border_radius=9)
        blit_text(surf, v.fonts, str(i + 1), (box.x + 7, box.y + 4), 18, theme.MUTED)
        t, a = obs.tiles[i], obs.tokens[i]
        if ("slot_tile", i) in v.hidden:
            t = EMPTY
        blit_c(surf, v.images.tile(t * 6, MARKET_R) if t != EMPTY else v.images.icon("empty", MARKET_R), tc)
        if a != EMPTY and ("slot_token", i) not in v.hidden:
            blit_c(surf, v.images.token(a, TOKEN_R, snap.lang), kc)

    def draw_marks(self, surf, snap, i, lit):
        """Lit targets, the free-choice picks, the tokens chosen for a wipe, the hint."""
        m, obs = self.view.model, snap.obs
        tc, kc = self.centres(i)
        pairs, tiles, tokens = lit
        if i in tiles:
            hex_ring(surf, tc, MARKET_R, CT.TARGET, 3, lit=True)
        if i in tokens:
            pygame.draw.circle(surf, CT.TARGET, kc, TOKEN_R + 4, 3)
        if i in pairs:
            glow(surf, self.slot_rect(i), CT.TARGET, 9)
        if m.sel_tile == i:
            hex_ring(surf, tc, MARKET_R + 1, (255, 255, 255), 5)
            tick(surf, (tc[0] + 28, tc[1] - 32))
        if m.sel_token == i:
            pygame.draw.circle(surf, (255, 255, 255), kc, TOKEN_R + 5, 5)
            tick(surf, (kc[0] + 16, kc[1] - 20))
        if m.wipe_mode and obs.tokens[i] != EMPTY:
            self.draw_wipe_mark(surf, kc, m.wipe_mask >> i & 1)
        self.draw_hint(surf, snap.hint, i, tc, kc, obs.tokens[i] != EMPTY)

    @staticmethod
    def draw_wipe_mark(surf, kc, on):
        pygame.draw.circle(surf, theme.BAD if on else CT.TARGET, kc, TOKEN_R + 5, 4 if on else 2)
        if on:
            pygame.draw.line(surf, theme.BAD, (kc[0] - 12, kc[1] - 12), (kc[0] + 12, kc[1] + 12), 4)
            pygame.draw.line(surf, theme.BAD, (kc[0] - 12, kc[1] + 12), (kc[0] + 12, kc[1] - 12), 4)

    def draw_hint(self, surf, hint, i, tc, kc, has_token):
        if not hint:
            return
        if hint[0] == "take" and hint[1] == i:
            hex_ring(surf, tc, MARKET_R, CT.HINT, 4)
            self.view.hint_mark(surf, (tc[0] - 26, tc[1] - 30), 7)
        if (hint[0] == "take" and hint[2] == i) or (hint[0] == "nature_wipe" and hint[1] >> i & 1 and has_token):
            pygame.draw.circle(surf, CT.HINT, kc, TOKEN_R + 6, 3)
            self.view.hint_mark(surf, (kc[0] + 18, kc[1] - 20), 7)
