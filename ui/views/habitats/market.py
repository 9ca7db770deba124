"""The market: the grid of face-up tiles and the figures on the empty spaces, each with the way
it faces. While the player to move takes, the tiles their figure may take are lit (a dashed
line shows the way from the figure); the hint has its own colour."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART

TITLE_H = 30


class Market(Region):
    def geometry(self, snap):
        """(cell size, x, y) of the grid laid out in the region's rectangle."""
        obs, r = snap.obs, self.rect
        s = max(24, min((r.w - 16) // obs.cols, (r.h - TITLE_H - 8) // obs.rows, 96))
        x = r.x + (r.w - s * obs.cols) // 2
        return s, x, r.y + TITLE_H

    def space_rect(self, row, col, snap) -> pygame.Rect:
        s, x, y = self.geometry(snap)
        return pygame.Rect(x + col * s, y + row * s, s, s)

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        s, x, y = self.geometry(snap)
        col, row = (pos[0] - x) // s, (pos[1] - y) // s
        if 0 <= row < snap.obs.rows and 0 <= col < snap.obs.cols:
            return ("space", row, col)
        return None

    def rect_of(self, kind, what, snap):
        return self.space_rect(*what, snap) if kind == "space" else None

    def tooltip(self, pos, snap):
        got = self.hit(pos, snap)
        if got is None:
            return None
        v = self.view
        space = v.facts.grid[got[1]][got[2]]
        if space["tile"] is None:
            p = space["figure"]
            return v.tx("figure_tip", name=v.name(p), facing=v.tx("facing_" + space["facing"])) \
                if p is not None else None
        text = v.tile_text(space["tile"])
        how = v.facts.targets.get((got[1], got[2]))
        if how is not None:
            text = v.tx("take_" + how) + "\n" + text
        return text

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v, obs = self.view, snap.obs
        pygame.draw.rect(surf, (30, 41, 36), self.rect)
        blit_text(surf, v.fonts, v.tx("market"), (self.rect.x + 10, self.rect.y + TITLE_H // 2), 20,
                  theme.TEXT, "midleft", True)
        blit_text(surf, v.fonts, v.tx("stock", n=v.facts.turn["stock"]),
                  (self.rect.right - 10, self.rect.y + TITLE_H // 2), 17, theme.MUTED, "midright")
        s = self.geometry(snap)[0]
        for row in range(obs.rows):
            for col in range(obs.cols):
                self.draw_space(surf, snap, row, col, s)
        self.draw_marks(surf, snap, s)

    def draw_space(self, surf, snap, row, col, s):
        v = self.view
        r = self.space_rect(row, col, snap)
        space = v.facts.grid[row][col]
        i = row * snap.obs.cols + col
        if space["tile"] is not None and ("space", i) not in v.hidden:
            surf.blit(v.images.tile(space["tile"], s - 4, snap.lang, v.letters()), (r.x + 2, r.y + 2))
            return
        pygame.draw.rect(surf, (22, 30, 26), r.inflate(-4, -4), border_radius=4)
        if space["figure"] is not None and ("figure_at", i) not in v.hidden:
            ART.figure(surf, space["figure"], space["facing"], r.center, s, v.palette)
            if space["figure"] == snap.obs.current and not snap.over:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(-4, -4), 2, border_radius=4)

    def draw_marks(self, surf, snap, s):
        """Lit tiles (with the way from the figure), the hint, the hovered target."""
        v, obs = self.view, snap.obs
        lit = v.model.lit_spaces()
        if lit:
            fig = divmod(obs.fig_pos[obs.current], obs.cols)
            start = self.space_rect(*fig, snap).center
            for rc in sorted(lit):
                CT.dashed_line(surf, CT.TARGET, start, self.space_rect(*rc, snap).center, 6, 2)
            for rc in sorted(lit):
                r = self.space_rect(*rc, snap)
                hover = r.collidepoint(v.app.mouse)
                pygame.draw.rect(surf, CT.TARGET, r.inflate(2, 2), 5 if hover else 3, border_radius=4)
        hint = snap.hint
        if hint and hint[0] == "take":
            pygame.draw.rect(surf, CT.HINT, self.space_rect(hint[1], hint[2], snap).inflate(6, 6), 4,
                             border_radius=6)
