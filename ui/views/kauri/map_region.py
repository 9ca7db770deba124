"""The North Island map: regions, borders, pieces (still art in map_art), and over it what
follows the mouse and the selection: the hovered target, the region picked up, the hint and
the last move. A click anywhere on the map is the intent ("map", region, border, pos)."""
from __future__ import annotations

import math

import pygame

from ..base import Region
from ..kit import cardtable as CT
from ..kit import regionmap as RM
from .look import HINT, LAST, SELECT
from .map_art import MapArt
from .model import BORDER_KINDS, FLOOD_KINDS, MOVE_KINDS, REGION_KINDS

MAP_W = 548


class MapRegion(Region):
    def __init__(self, view):
        super().__init__(view)
        self.look = view.look
        d = self.d = view.game.data
        outlines = {r.id: r.outline for r in d.map.regions}
        outlines[0] = d.map.volcano.outline
        labels = {r.id: r.label for r in d.map.regions}
        labels[0] = d.map.volcano.label
        self.geom = RM.MapGeometry(outlines, d.borders, labels)
        self.land = [r.id for r in d.map.regions]
        self.tones = self.map_colouring()
        self.cam = RM.MapCamera()
        self.art = MapArt(self)
        self._polys = (None, {})

    def map_colouring(self):
        """A colour index per region so that neighbours differ (greedy)."""
        out = {}
        for r in self.land:
            used = {out[n] for n in self.d.adj[r] if n in out}
            out[r] = next(k for k in range(6) if k not in used)
        return out

    def layout(self, rect):
        super().layout(rect)
        self.cam.fit(self.rect, self.geom.bounds(), 6)

    # ---- geometry -------------------------------------------------------------------------------
    def polys(self):
        if self._polys[0] != self.cam.version:
            self._polys = (self.cam.version, {k: self.cam.screen_points(v) for k, v in self.geom.outlines.items()})
        return self._polys[1]

    def label_pos(self, r):
        return self.cam.to_screen(*self.geom.labels[r])

    def region_center(self, r):
        """Screen point of region r where a click lands on it (for tests and arrows)."""
        x, y = self.label_pos(r)
        return int(x), int(y)

    def border_point(self, b):
        """Screen point in the middle of border b = (a, b)."""
        (mx, my), _ = self.geom.mids[(min(b), max(b))]
        x, y = self.cam.to_screen(mx, my)
        return int(x), int(y)

    def border_screen(self, b):
        return self.cam.screen_points(self.geom.borders[(min(b), max(b))])

    def region_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        return self.geom.region_at(*self.cam.to_map(pos))

    def border_at(self, pos, keys=None, tol_px=12):
        if not self.rect.collidepoint(pos):
            return None
        return self.geom.border_at(*self.cam.to_map(pos), tol_px / self.cam.scale, keys)

    # ---- camera -----------------------------------------------------------------------------------
    def zoom_cmd(self, what):
        if what == "in":
            self.cam.zoom(1, self.rect.center)
        elif what == "out":
            self.cam.zoom(-1, self.rect.center)
        else:
            self.cam.reset()

    # ---- clicks and tooltips ----------------------------------------------------------------------------
    def hit(self, pos, snap):
        if not self.rect.collidepoint(pos):
            return None
        return ("map", self.region_at(pos), self.border_at(pos, tol_px=14), pos)

    def tooltip(self, pos, snap):
        if not self.rect.collidepoint(pos):
            return None
        tips, obs = self.view.tips, snap.obs
        b = self.border_at(pos, tol_px=8)
        if b is not None:
            bid = self.d.border_id[b]
            if obs.roads[bid] or obs.floods[bid]:
                return tips.border_tip(b, obs)
        r = self.region_at(pos)
        if r is None:
            return None
        return tips.tx("volcano_tip") if r == 0 else tips.region_tip(r, obs)

    # ---- drawing -------------------------------------------------------------------------------------
    def draw(self, surf, snap):
        model = self.view.model
        regions, borders = model.lit
        surf.blit(self.art.composed(snap, regions, borders, self.view.insets), self.rect.topleft, self.rect)
        self.draw_selection(surf, model, regions, borders)
        if snap.last_action is not None and snap.obs.phase != "pick":
            self.mark_action(surf, snap.last_action, LAST, dashed=True)
        if snap.hint is not None:
            self.mark_action(surf, snap.hint, HINT)
            spot = self.hint_spot(snap.hint)
            if spot is not None:
                self.look.hint_mark(surf, (spot[0] + 20, spot[1] - 16), 8)

    def hint_spot(self, a):
        """Where the hint is clicked: its region, its border, its move's destination."""
        try:
            k = a[0]
            if k in MOVE_KINDS and len(a) == 3:
                return self.label_pos(a[2])
            if k == "push" and len(a) == 4:
                return self.label_pos(a[3])
            if k in BORDER_KINDS | FLOOD_KINDS and len(a) >= 2 and isinstance(a[1], tuple):
                return self.border_point(a[1])
            if len(a) >= 2 and type(a[1]) is int and 0 < a[1] <= 25 and (k in REGION_KINDS or k == "feast"):
                return self.label_pos(a[1])
        except (KeyError, IndexError, TypeError):
            pass
        return None

    def draw_selection(self, surf, model, regions, borders):
        """The hovered target, the flood or region picked up, the move's arrow under the mouse."""
        mouse, kind, polys = self.view.app.mouse, model.kind, self.polys()
        if borders:
            hov = self.border_at(mouse, borders)
            if hov is not None:
                pygame.draw.lines(surf, (255, 255, 255), False, self.border_screen(hov), 5)
        if model.flood_src is not None:
            pygame.draw.lines(surf, SELECT, False, self.border_screen(model.flood_src), 4)
        hov = self.region_at(mouse) if regions or model.sel_from is not None else None
        if model.sel_from is not None and kind in MOVE_KINDS:
            pts = polys[model.sel_from]       # picked up: thick orange, dashed white inside
            pygame.draw.lines(surf, SELECT, True, pts, 6)
            for i in range(len(pts)):
                CT.dashed_line(surf, (255, 255, 255), pts[i], pts[(i + 1) % len(pts)], 5, 2)
            if hov in regions and hov != model.sel_from:
                self.arrow(surf, self.label_pos(model.sel_from), self.label_pos(hov), SELECT, 4)
        if regions and kind in REGION_KINDS | MOVE_KINDS | {"feast", "push"} and hov in regions:
            pygame.draw.lines(surf, (255, 255, 255), True, polys[hov], 3)

    def arrow(self, surf, a, b, colour, width=3):
        (x0, y0), (x1, y1) = a, b
        d = math.hypot(x1 - x0, y1 - y0)
        if d < 4:
            return
        ux, uy = (x1 - x0) / d, (y1 - y0) / d
        sx, sy = x0 + ux * 10, y0 + uy * 10
        ex, ey = x1 - ux * 12, y1 - uy * 12
        pygame.draw.line(surf, (20, 20, 20), (sx, sy), (ex, ey), width + 3)
        pygame.draw.line(surf, colour, (sx, sy), (ex, ey), width)
        hx, hy = ex + ux * 8, ey + uy * 8
        pts = [(hx, hy), (ex - uy * 8, ey + ux * 8), (ex + uy * 8, ey - ux * 8)]
        pygame.draw.polygon(surf, (20, 20, 20), pts)
        pygame.draw.polygon(surf, colour, [(hx - ux * 2, hy - uy * 2), (ex - uy * 6, ey + ux * 6),
                                           (ex + uy * 6, ey - ux * 6)])

    def mark_action(self, surf, a, colour, dashed=False):
        """Outline what action `a` touches (regions, borders, a move's arrow)."""
        if not a or not isinstance(a, tuple):
            return
        k = a[0]
        try:
            if k in MOVE_KINDS and len(a) == 3:
                self.arrow(surf, self.label_pos(a[1]), self.label_pos(a[2]), colour, 3)
                if not dashed:      # the hint: the region to click is outlined too
                    self.outline_region(surf, a[2], colour, False)
            elif k == "push" and len(a) == 4:
                self.arrow(surf, self.label_pos(a[1]), self.label_pos(a[3]), colour, 3)
                if not dashed:
                    self.outline_region(surf, a[3], colour, False)
            elif k in BORDER_KINDS | FLOOD_KINDS and len(a) >= 2 and isinstance(a[1], tuple):
                pts = self.border_screen(a[1])
                pygame.draw.lines(surf, (20, 20, 20), False, pts, 9)
                pygame.draw.lines(surf, colour, False, pts, 5)
            elif len(a) >= 2 and type(a[1]) is int and 1 <= a[1] <= 25 and (k in REGION_KINDS or k == "feast"):
                self.outline_region(surf, a[1], colour, dashed)
        except (KeyError, IndexError, TypeError):
            pass

    def outline_region(self, surf, r, colour, dashed):
        pts = self.polys()[r]
        if dashed:
            for i in range(len(pts)):
                CT.dashed_line(surf, colour, pts[i], pts[(i + 1) % len(pts)], 6, 3)
        else:
            pygame.draw.lines(surf, colour, True, pts, 4)
