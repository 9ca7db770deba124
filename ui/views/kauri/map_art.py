"""The map's still art, composed on one opaque surface redrawn only when what it shows changes:
the sea, the regions (forest, bare, city), the lit targets, roads, floods, region names and each
region's pieces (a frame then costs one blit plus what follows the mouse)."""
from __future__ import annotations

import pygame

from engine.kauri import view_info as VI

from ... import theme
from ..kit import cardtable as CT
from ..kit import regionmap as RM
from . import art as ART
from .look import TARGET, short_name

FOREST = [(58, 116, 62), (70, 128, 66), (52, 104, 60), (80, 124, 70), (64, 110, 56), (74, 134, 74)]
BARE = [(160, 150, 100), (170, 160, 108), (150, 142, 96), (176, 164, 116), (156, 148, 92), (166, 156, 104)]


def board_key(obs, facts):
    """Everything the still map art shows (when it changes, the art is redrawn)."""
    return (tuple(obs.kauri), tuple(obs.kiwi), tuple(obs.possum), tuple(obs.whare), tuple(obs.reserve),
            tuple(obs.poison), obs.epidemic, obs.tapu, tuple(obs.settlers), obs.maori, obs.players,
            tuple(obs.roads), tuple(obs.floods), obs.period, obs.turn, obs.conscience,
            facts["railway"], facts["kauri_pool"])


class MapArt:
    def __init__(self, region):
        self.region = region            # the map region: geometry, camera, rectangles
        self.look = region.look
        self.d = region.look.d
        self._room: dict = {}
        self._composed = (None, None)
        self._board = (None, None)         # (snapshot, what its still art shows)

    @property
    def cam(self):
        return self.region.cam

    @property
    def geom(self):
        return self.region.geom

    @property
    def zf(self):
        return self.cam.zooms[self.cam.level]

    # ---- the composed surface -----------------------------------------------------------------
    def composed(self, snap, regions, borders, insets):
        """The still art for this snapshot, camera, language and lit targets (rebuilt on change)."""
        obs, facts = snap.obs, snap.facts
        if self._board[0] is not snap:
            self._board = (snap, board_key(obs, facts))
        key = (self.cam.version, tuple(self.region.rect), self.look.lang, self._board[1],
               tuple(sorted(regions)), tuple(sorted(borders)), tuple(self.look.colour(f) for f in range(4)))
        if self._composed[0] == key:
            return self._composed[1]
        m = self.region.rect
        s = pygame.Surface((m.right, m.bottom))
        try:
            s = s.convert()
        except pygame.error:
            pass
        s.blit(self.sea_surface(), m.topleft)
        s.set_clip(m)
        self.blit_layer(s, self.base_surface(obs))
        if obs.epidemic:
            self.blit_layer(s, self.look.big.get(("epi", self.cam.level, obs.epidemic),
                                                 lambda: self.epi_layer(obs.epidemic)))
        self.lit_layers(s, regions, borders)
        self.draw_roads_floods(s, obs, facts["railway"])
        if borders:
            self.draw_target_borders(s, obs, borders, facts["railway"])
        self.draw_pieces(s, obs)
        insets.draw_still(s, obs, facts)
        s.set_clip(None)
        self._composed = (key, s)
        return s

    def lit_layers(self, s, regions, borders):
        """Lit regions bright with a thick outline, the others dimmed (borders: all dimmed)."""
        land = self.region.land
        if regions:
            self.blit_layer(s, self.layer([r for r in land if r not in regions], (8, 14, 10, 90)))
            self.blit_layer(s, self.layer(regions, (255, 236, 140, 46)))
            polys = self.region.polys()
            for r in regions:
                pygame.draw.lines(s, TARGET, True, polys[r], 3)
        elif borders:
            self.blit_layer(s, self.layer(land, (8, 14, 10, 60)))

    def base_surface(self, obs):
        kauri = tuple(obs.kauri)
        return self.look.big.get(("base", self.cam.level, kauri, self.region.rect.size),
                                 lambda: self.make_base(kauri))

    def make_base(self, kauri):
        fills, patterns = {}, {}
        for r in self.region.land:
            tone = self.region.tones[r]
            if self.d.names[r].city:
                fills[r] = (132, 136, 124) if kauri[r] else (156, 152, 136)
                patterns[r] = ("blocks", (90, 94, 86, 150), max(6, int(9 * self.zf)))
            else:
                fills[r] = FOREST[tone] if kauri[r] else BARE[tone]
                if not kauri[r]:
                    patterns[r] = ("hatch", (120, 104, 70, 70), max(6, int(10 * self.zf)))
        fills[0] = (86, 70, 62)
        patterns[0] = ("dots", (130, 110, 96, 200), max(5, int(7 * self.zf)))
        scale = self.cam.scale
        s = RM.render_regions(self.geom, scale, fills, patterns, border=(26, 40, 28), border_width=2,
                              coast=(224, 212, 160), coast_width=3)
        x0, y0 = self.geom.bounds()[:2]              # the volcano
        vx, vy = self.geom.labels[0]
        vi = ART.icon("volcano", int(30 * self.zf ** 0.7))
        s.blit(vi, vi.get_rect(center=((vx - x0) * scale + 4, (vy - y0) * scale + 4)))
        return ART.fast(s)

    def sea_surface(self):
        m = self.region.rect

        def make():
            s = pygame.Surface(m.size)
            s.fill((30, 66, 92))
            s.blit(RM.pattern_surface(m.w, m.h, "waves", (44, 86, 114), 22, 1), (0, 0))
            return s.convert() if pygame.display.get_surface() else s
        return self.look.cache.get(("sea", m.size), make)

    def layer(self, ids, colour, outline=None):
        ids = tuple(sorted(ids))
        key = ("layer", self.cam.level, ids, colour, outline)
        return self.look.big.get(key, lambda: ART.fast(RM.polygon_layer(self.geom, self.cam.scale, ids, colour,
                                                                        outline=outline)))

    def blit_layer(self, surf, layer):
        ox, oy = self.cam.origin()
        surf.blit(layer, (ox - 4, oy - 4))

    def epi_layer(self, r):
        g, scale = self.geom, self.cam.scale
        bx, by = g.bounds()[:2]
        layer = RM.polygon_layer(g, scale, [r], (200, 40, 40, 40), outline=(210, 60, 60, 200), width=3)
        x0, y0, x1, y1 = RM.bbox([((x - bx) * scale + 4, (y - by) * scale + 4) for x, y in g.outlines[r]])
        w, h = int(x1 - x0) + 2, int(y1 - y0) + 2
        pat = RM.pattern_surface(w, h, "hatch", (210, 50, 50, 120), 9, 2)
        pts = [((x - bx) * scale + 4 - int(x0), (y - by) * scale + 4 - int(y0)) for x, y in g.outlines[r]]
        layer.blit(RM.clip_to_polygon(pat, pts), (int(x0), int(y0)))
        return ART.fast(layer)

    # ---- roads and floods ------------------------------------------------------------------------
    def draw_road(self, surf, bid, flooded, railway):
        a, b = self.d.borders[bid]
        zf = self.zf
        (mx, my), tan = self.geom.mids[(a, b)]
        mid = self.cam.to_screen(mx, my)
        p0, p1 = RM.cross_bar(mid, tan, 15 * zf ** 0.7)
        pygame.draw.line(surf, ART.ROAD_EDGE, p0, p1, int(9 * zf ** 0.5) + 2)
        pygame.draw.line(surf, ART.ROAD, p0, p1, int(9 * zf ** 0.5) - 1)
        CT.dashed_line(surf, ART.CREAM, p0, p1, 3, 1)
        if flooded and not railway:         # the road is cut: a red bar across it
            q0, q1 = RM.cross_bar(mid, tan, 9 * zf ** 0.5)
            pygame.draw.line(surf, theme.BAD, (q0[0] + tan[0] * 6, q0[1] + tan[1] * 6),
                             (q1[0] - tan[0] * 6, q1[1] - tan[1] * 6), 3)

    def draw_roads_floods(self, surf, obs, railway):
        """Roads across their borders, floods (waves) along theirs."""
        for bid, (a, b) in enumerate(self.d.borders):
            road, flood = obs.roads[bid], obs.floods[bid]
            if flood:
                self.draw_waves(surf, (a, b))
            if road:
                self.draw_road(surf, bid, flood, railway)
            if flood:
                self.flood_badge(surf, (a, b), road, flood > obs.period)

    def draw_waves(self, surf, b):
        zf = self.zf
        wav = RM.wavy_polyline(self.region.border_screen(b), 3 * zf ** 0.5, 14 * zf ** 0.5)
        pygame.draw.lines(surf, (14, 40, 80), False, wav, 7)
        pygame.draw.lines(surf, ART.WATER, False, wav, 4)
        pygame.draw.lines(surf, ART.WATER_LIGHT, False, wav, 1)

    def flood_badge(self, surf, b, road, storm):
        (mx, my), _ = self.geom.mids[b]
        ic = self.look.icon("flood", 18 * self.zf ** 0.5)
        r = ic.get_rect(center=self.cam.to_screen(mx, my))
        if road:                        # the waves' badge beside the road, not on it
            r.move_ip(0, -r.h // 2 - 6)
        pygame.draw.circle(surf, (14, 40, 80), r.center, r.w // 2 + 3)
        pygame.draw.circle(surf, ART.WATER_LIGHT, r.center, r.w // 2 + 3, 1)
        surf.blit(ic, r)
        if storm:                       # a storm's flood stays one more period
            img = self.look.fonts.render("+1", theme.READABLE, ART.WATER_LIGHT, True)
            surf.blit(img, img.get_rect(midleft=(r.right + 3, r.centery)))

    def draw_target_borders(self, surf, obs, targets, railway):
        """Legal borders: a thick light line along the border (roads drawn again on top)."""
        for b in targets:
            pts = self.region.border_screen(b)
            pygame.draw.lines(surf, (20, 20, 20), False, pts, 8)
            pygame.draw.lines(surf, TARGET, False, pts, 4)
            bid = self.d.border_id[b]
            if obs.roads[bid]:
                self.draw_road(surf, bid, obs.floods[bid], railway)

    # ---- names and pieces ---------------------------------------------------------------------------
    def region_content(self, obs, r):
        whare = ("suburb" if self.d.names[r].city else "temple") if obs.whare[r] else ""
        return (obs.kauri[r], whare, obs.reserve[r], obs.poison[r], obs.epidemic == r, obs.tapu == r,
                obs.maori == r and obs.players >= 4, VI.settlers_in(obs, r), obs.kiwi[r], obs.possum[r])

    def name_surface(self, r, size):
        """A region's name with a dark halo (cities in bold after their towers)."""
        lang, fonts = self.look.lang, self.look.fonts

        def make():
            city = self.d.names[r].city
            name = short_name(self.d.names[r].name.get(lang))
            img = fonts.render(name, size + (1 if city else 0), (250, 246, 228), city)
            sh = fonts.render(name, size + (1 if city else 0), (16, 24, 16), city)
            tw = (size + 2) if city else 0
            out = pygame.Surface((img.get_width() + tw + 3, img.get_height() + 2), pygame.SRCALPHA)
            if city:
                out.blit(ART.icon("city", size + 1), (0, 0))
            for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (2, 2)):
                out.blit(sh, (tw + dx, dy))
            out.blit(img, (tw + 1, 1))
            return ART.fast(out)
        return self.look.cache.get(("name", r, lang, size), make)

    def room(self, r):
        """The region's widest stretch (map units) across the band where its pieces sit (a
        little above to well below its label point), around the label's x."""
        got = self._room.get(r)
        if got is None:
            lx, ly = self.geom.labels[r]
            pts = self.geom.outlines[r]
            got = 60.0
            for dy in (-10, 0, 10, 20, 30):
                xs = sorted(crossings(pts, ly + dy, 1))
                for a, b in zip(xs[::2], xs[1::2]):
                    if a - 30 <= lx <= b + 30:
                        got = max(got, (b - a) if dy else (b - a) * 1.05)
            self._room[r] = got
        return got

    def vroom(self, r):
        """The region's extent (map units) along the vertical line through its label point."""
        key = ("v", r)
        got = self._room.get(key)
        if got is None:
            lx, ly = self.geom.labels[r]
            ys = sorted(crossings(self.geom.outlines[r], lx, 0))
            got = (ly - 40.0, ly + 40.0)
            for a, b in zip(ys[::2], ys[1::2]):
                if a <= ly <= b:
                    got = (a, b)
            self._room[key] = got
        return got

    def draw_pieces(self, surf, obs):
        """Each region's name and pieces, as one block centred on its label point."""
        size = max(16, int(20 * self.zf ** 0.6))
        nsize = max(theme.READABLE, int(14 * self.zf ** 0.55))   # names readable at the smallest window
        for r in self.region.land:
            name = self.name_surface(r, nsize)
            t, b = self.vroom(r)
            ty, by = self.cam.to_screen(0, t)[1] + 5, self.cam.to_screen(0, b)[1] - 3
            img = self.cluster_for(obs, r, size, by - ty - name.get_height())
            x, y = self.region.label_pos(r)
            h = name.get_height() + (img.get_height() + 1 if img is not None else 0)
            top = int(y - h / 2) + 2
            # keep the block inside the region when it fits (small regions crowd each other)
            top = int(max(ty, min(top, by - h))) if h <= by - ty else int((ty + by - h) / 2)
            surf.blit(name, name.get_rect(midtop=(x, top)))
            if img is not None:
                surf.blit(img, img.get_rect(midtop=(x, top + name.get_height() + 1)))

    def cluster_for(self, obs, r, size, height):
        """The region's pieces, a little smaller when the region is short."""
        content = self.region_content(obs, r)
        if not any(content):
            return None
        auto = obs.players < 3
        room = max(size * 3, int(self.room(r) * self.cam.scale) - 6)
        for sz in (size, size - 3, size - 5):
            key = ("cluster", content, sz, auto, room, self.look.colour(VI.SETTLER), self.look.colour(VI.MAORI))
            img = self.look.cache.get(key, lambda: self.build_cluster(content, sz, auto, room))
            if img.get_height() + 1 <= height:
                break
        return img

    def cluster_icons(self, content, size, auto):
        kauri, whare, reserve, poison, epidemic, tapu, maori, settlers, kiwi, possum = content
        look = self.look
        out = [look.icon("kauri", size + 4)] if kauri else []
        font_size = max(theme.READABLE, int(size * 1.0))
        for kind, n in (("kiwi", kiwi), ("possum", possum)):
            if n:
                out.append(look.cache.get(("pill", kind, n, size), lambda: self.pill(kind, n, size, font_size)))
        if whare:
            out.append(look.icon(whare, size + 2))
        for flag, kind in ((reserve, "reserve"), (poison, "poison"), (epidemic, "epidemic"), (tapu, "tapu")):
            if flag:
                out.append(look.icon(kind, size))
        if maori:
            out.append(look.pawn_icon(VI.MAORI, size + 5))
        out += [look.pawn_icon(None if auto else VI.SETTLER, size + 5)] * settlers
        return out

    def build_cluster(self, content, size, auto, room=999):
        """The pieces of one region: the kauri and the animal counts first, then the whare,
        the markers and the pawns; laid in rows no wider than `room` pixels."""
        rows, row, w = [], [], 0
        for i in self.cluster_icons(content, size, auto):
            iw = i.get_width() + (2 if row else 0)
            if row and w + iw > room:
                rows.append(row)
                row, w = [], 0
                iw = i.get_width()
            row.append(i)
            w += iw
        if row:
            rows.append(row)
        widths = [sum(i.get_width() for i in r) + 2 * (len(r) - 1) for r in rows]
        heights = [max(i.get_height() for i in r) for r in rows]
        W = max(widths + [1]) + 2
        out = pygame.Surface((W, sum(heights) + 2 * max(0, len(rows) - 1) + 1), pygame.SRCALPHA)
        y = 0
        for r, w, h in zip(rows, widths, heights):
            x = (W - w) // 2
            for i in r:
                out.blit(i, (x, y + (h - i.get_height()) // 2))
                x += i.get_width() + 2
            y += h + 2
        return ART.fast(out)

    def pill(self, kind, n, size, font_size):
        """An animal icon and its count on a dark rounded pill (readable on any ground)."""
        ic = self.look.icon(kind, size)
        num = self.look.fonts.render(str(n), font_size, (255, 255, 255), True)
        w = ic.get_width() + num.get_width() + 9
        h = max(ic.get_height(), num.get_height()) + 2
        p = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(p, (16, 22, 18, 205), p.get_rect(), border_radius=h // 2)
        pygame.draw.rect(p, (230, 230, 210, 150), p.get_rect(), 1, border_radius=h // 2)
        p.blit(ic, (3, (h - ic.get_height()) // 2))
        p.blit(num, (ic.get_width() + 4, (h - num.get_height()) // 2 + 1))
        return ART.fast(p)


def crossings(pts, v, axis):
    """Where the closed outline `pts` crosses the line coordinate[axis] == v (the other
    coordinate of each crossing)."""
    out = []
    o = 1 - axis
    for i in range(len(pts)):
        p, q = pts[i], pts[(i + 1) % len(pts)]
        if (p[axis] > v) != (q[axis] > v):
            out.append(p[o] + (v - p[axis]) * (q[o] - p[o]) / (q[axis] - p[axis]))
    return out
