"""A park: the shown player's square grid, fitted to its area. The entrance sits at the bottom
with its road leaving downwards (that column stays hatched: no tile goes there). While placing,
the spaces that take the held tile are lit (solid: it fits as turned now; dashed: turn it
first), and the tile is drawn where it would go under the mouse; the hint shows with its
rotation. Animals and insects whose demand is not met are upside down and grey."""
from __future__ import annotations

import pygame

from engine.habitats import view_info as VI

from ... import theme
from ..base import Region
from ..kit import cardtable as CT
from ..kit.viewonly import banner_hit, banner_rects, draw_banner
from . import art as ART
from .hand import draw_button

MAX_CELL = 104


class Park(Region):
    def geometry(self, p):
        """(cell size, x of column cmin, y of row rmin, rmin, cmin) for player p's park."""
        rmin, rmax, cmin, cmax = self.view.facts.bounds[p]
        r = self.rect
        rows, cols = rmax - rmin + 1, cmax - cmin + 1
        s = max(20, min((r.w - 16) // cols, (r.h - 16) // rows, MAX_CELL))
        x = r.x + (r.w - s * cols) // 2
        y = r.y + (r.h - s * rows) // 2
        return s, x, y, rmin, cmin

    def cell_rect(self, row, col, p=None) -> pygame.Rect:
        p = self.view.model.shown() if p is None else p
        s, x, y, rmin, cmin = self.geometry(p)
        return pygame.Rect(x + (col - cmin) * s, y + (row - rmin) * s, s, s)

    def cell_at(self, pos):
        s, x, y, rmin, cmin = self.geometry(self.view.model.shown())
        return (pos[1] - y) // s + rmin, (pos[0] - x) // s + cmin

    # ---- the view-only banner over another player's park ---------------------------------------
    def banner(self):
        """(box, Back button) over another player's park, else None."""
        return banner_rects(self.view, self.rect, 8)

    def banner_hit(self, pos):
        """("btn", "back") on the Back button, None elsewhere on the banner, False off it."""
        return banner_hit(self.banner(), pos)

    def draw_banner(self, surf):
        v = self.view
        draw_banner(v, surf, self.banner(), lambda rect, label: draw_button(v, surf, rect, label, primary=True))

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        got = self.banner_hit(pos)
        if got is not False:
            return got
        return ("cell",) + self.cell_at(pos)

    def rect_of(self, kind, what, snap):
        if kind == "btn" and what == "back":
            got = self.banner()
            return got[1] if got else None
        return self.cell_rect(*what) if kind == "cell" else None

    def tooltip(self, pos, snap):
        v = self.view
        if self.banner_hit(pos) is not False:
            return None
        rc = self.cell_at(pos)
        info = v.facts.parks[v.model.shown()].get(rc)
        if info is None:
            if rc in v.model.lit_cells() and not v.model.fits_now(rc):
                return v.tx("turn_first")
            return v.tx("entrance_road") if rc[1] == 0 and rc[0] > 0 else None
        return v.tile_text(info, cell=True)

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v = self.view
        p = v.model.shown()
        pygame.draw.rect(surf, (26, 36, 31), self.rect)
        s = self.geometry(p)[0]
        self.draw_entrance_road(surf, p, s)
        self.draw_targets(surf, s)
        for rc, info in v.facts.parks[p].items():
            r = self.cell_rect(*rc, p)
            if ("park", p, VI.cell_of(*rc)) in v.hidden:
                continue
            if info["kind"] == "entrance":
                surf.blit(v.images.entrance(s, p, v.palette), r)
            else:
                surf.blit(v.images.tile(info, s, snap.lang, v.letters(), info.get("met", True)), r)
        self.draw_last(surf, snap, p)
        if p == v.model.me and v.model.lit_cells():
            self.draw_held(surf, snap, s)
        self.draw_banner(surf)

    def draw_entrance_road(self, surf, p, s):
        """The column below the entrance: the entrance road, where no tile may go."""
        rmax = self.view.facts.bounds[p][1]
        top = self.cell_rect(1, 0, p)
        col = pygame.Rect(top.x + s // 3, top.y, s - 2 * (s // 3), (rmax) * s)
        col = col.clip(self.rect)
        pygame.draw.rect(surf, ART.ROAD, col)
        pygame.draw.rect(surf, (90, 80, 64), col, 2)

    def draw_targets(self, surf, s):
        m = self.view.model
        for rc in m.lit_cells():
            r = self.cell_rect(*rc).inflate(-4, -4)
            if m.fits_now(rc):
                pygame.draw.rect(surf, (70, 76, 52), r, border_radius=4)
                pygame.draw.rect(surf, CT.TARGET, r, 3, border_radius=4)
            else:
                CT.dashed_rect(surf, CT.TARGET, r, 6, 2)

    def draw_last(self, surf, snap, p):
        last = snap.last_action
        v = self.view
        if last and last[0] == "place" and v.facts.last_mover == p:
            pygame.draw.rect(surf, CT.LAST, self.cell_rect(last[1], last[2], p).inflate(-2, -2), 2)

    def draw_held(self, surf, snap, s):
        """The held tile where it would go (under the mouse on a lit space), and the hint."""
        v, m = self.view, self.view.model
        held = v.facts.held
        if held is None:
            return
        hint = snap.hint if snap.hint and snap.hint[0] == "place" else None
        mouse = v.app.mouse
        over = self.cell_at(mouse) if self.rect.collidepoint(mouse) and self.banner_hit(mouse) is False else None
        if hint is not None:
            r = self.cell_rect(hint[1], hint[2])
            if over != (hint[1], hint[2]):
                surf.blit(v.images.ghost(ART.turned(held, hint[3]), s, snap.lang, v.letters()), r)
            pygame.draw.rect(surf, CT.HINT, r.inflate(2, 2), 4, border_radius=4)
        if over in m.lit_cells():
            rot = hint[3] if hint is not None and over == (hint[1], hint[2]) else m.rot
            r = self.cell_rect(*over)
            surf.blit(v.images.ghost(ART.turned(held, rot), s, snap.lang, v.letters()), r)
            ok = rot in m.lit_cells()[over]
            pygame.draw.rect(surf, CT.TARGET if ok else theme.BAD, r.inflate(2, 2), 4, border_radius=4)
