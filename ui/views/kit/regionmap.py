"""Region-map helpers for views of map games: polygons given in map units, fitted to a screen
rectangle by a camera (stepped zoom, pan), filled with colours and patterns, the borders two
regions share, and hit-testing of points in regions and near borders.

Nothing here knows a game. A map is a dict id -> outline (a list of (x, y) points in map
units); a border between two regions is the chain of outline edges they share (found by
`shared_border`), with a fallback to the segment between the two label points when the
outlines do not share exact vertices.

Rendering is meant to be cached by the caller: `render_regions` draws the static art of the
whole map at one scale on one surface (in "map-local" pixels, origin at the map's top-left
bound); the view blits it at `MapCamera.origin()` every frame and redraws it only when the
scale or what it shows changes.
"""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

# ---- plane geometry ----------------------------------------------------------------------------


def point_in_polygon(x: float, y: float, pts) -> bool:
    """Even-odd ray casting (points on an edge may fall either way)."""
    inside = False
    n = len(pts)
    j = n - 1
    for i in range(n):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y):
            xc = xi + (y - yi) * (xj - xi) / (yj - yi)
            if x < xc:
                inside = not inside
        j = i
    return inside


def bbox(pts) -> tuple[float, float, float, float]:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def area_centroid(pts) -> tuple[float, float]:
    """Centroid of a simple polygon (falls back to the vertex mean for degenerate ones)."""
    a = cx = cy = 0.0
    n = len(pts)
    for i in range(n):
        x0, y0 = pts[i]
        x1, y1 = pts[(i + 1) % n]
        c = x0 * y1 - x1 * y0
        a += c
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    if abs(a) < 1e-9:
        return sum(p[0] for p in pts) / n, sum(p[1] for p in pts) / n
    return cx / (3 * a), cy / (3 * a)


def dist_to_segment(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return math.hypot(px - ax, py - ay)
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / L2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def dist_to_polyline(p, pts) -> float:
    if len(pts) == 1:
        return math.hypot(p[0] - pts[0][0], p[1] - pts[0][1])
    return min(dist_to_segment(p, pts[i], pts[i + 1]) for i in range(len(pts) - 1))


def polyline_length(pts) -> float:
    return sum(math.hypot(pts[i + 1][0] - pts[i][0], pts[i + 1][1] - pts[i][1])
               for i in range(len(pts) - 1))


def point_along(pts, t: float = 0.5):
    """The point at fraction t of a polyline's length and the unit tangent there."""
    total = polyline_length(pts)
    if total == 0:
        return pts[0], (1.0, 0.0)
    goal = total * t
    run = 0.0
    for i in range(len(pts) - 1):
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        seg = math.hypot(x1 - x0, y1 - y0)
        if seg > 0 and run + seg >= goal:
            k = (goal - run) / seg
            return (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k), ((x1 - x0) / seg, (y1 - y0) / seg)
        run += seg
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    seg = math.hypot(x1 - x0, y1 - y0) or 1.0
    return pts[-1], ((x1 - x0) / seg, (y1 - y0) / seg)


def shared_border(a_pts, b_pts) -> list:
    """The outline edges two polygons share, chained into one polyline ([] if none).
    When they share several separate stretches, the longest chain is returned."""
    def edges(p):
        return {frozenset((tuple(p[i]), tuple(p[(i + 1) % len(p)]))) for i in range(len(p))}
    common = [tuple(e) for e in edges(a_pts) & edges(b_pts) if len(e) == 2]
    if not common:
        return []
    # chain the segments: walk from an end point (a point used by one segment only)
    links: dict = {}
    for p, q in common:
        links.setdefault(p, []).append(q)
        links.setdefault(q, []).append(p)
    chains, used = [], set()
    starts = [p for p, qs in links.items() if len(qs) == 1] or [common[0][0]]
    for start in starts + list(links):
        if all(frozenset((start, q)) in used for q in links[start]):
            continue
        chain, cur = [start], start
        while True:
            nxt = [q for q in links[cur] if frozenset((cur, q)) not in used]
            if not nxt:
                break
            used.add(frozenset((cur, nxt[0])))
            cur = nxt[0]
            chain.append(cur)
        chains.append(chain)
    return max(chains, key=polyline_length)


# ---- the map's geometry ------------------------------------------------------------------------
class MapGeometry:
    """Outlines, label points and borders of a region map, in map units."""

    def __init__(self, outlines: dict, pairs=(), labels: dict | None = None):
        self.outlines = {k: [tuple(map(float, p)) for p in v] for k, v in outlines.items()}
        self.boxes = {k: bbox(v) for k, v in self.outlines.items()}
        self.labels = {k: tuple(map(float, (labels or {}).get(k) or area_centroid(v)))
                       for k, v in self.outlines.items()}
        self.borders: dict = {}      # (a, b) with a < b -> polyline in map units
        for a, b in pairs:
            key = (min(a, b), max(a, b))
            line = shared_border(self.outlines[a], self.outlines[b]) if a in self.outlines and \
                b in self.outlines else []
            if not line:             # no shared vertices: a short bar between the two labels
                (x0, y0), (x1, y1) = self.labels[a], self.labels[b]
                mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                nx, ny = -(y1 - y0), x1 - x0
                n = math.hypot(nx, ny) or 1.0
                k = 12.0 / n
                line = [(mx - nx * k, my - ny * k), (mx + nx * k, my + ny * k)]
            self.borders[key] = line
        self.mids = {k: point_along(v, 0.5) for k, v in self.borders.items()}
        self.border_boxes = {k: bbox(v) for k, v in self.borders.items()}

    def bounds(self, ids=None) -> tuple[float, float, float, float]:
        boxes = [self.boxes[k] for k in (ids if ids is not None else self.boxes)]
        return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))

    def region_at(self, x: float, y: float, ids=None):
        """The region containing map point (x, y), or None."""
        for k in (ids if ids is not None else self.outlines):
            x0, y0, x1, y1 = self.boxes[k]
            if x0 <= x <= x1 and y0 <= y <= y1 and point_in_polygon(x, y, self.outlines[k]):
                return k
        return None

    def border_at(self, x: float, y: float, tol: float, keys=None):
        """The border nearest map point (x, y) within `tol` map units, or None."""
        best, best_d = None, tol
        for k in (keys if keys is not None else self.borders):
            line = self.borders.get(k)
            if not line:
                continue
            x0, y0, x1, y1 = self.border_boxes[k]
            if x < x0 - tol or x > x1 + tol or y < y0 - tol or y > y1 + tol:
                continue
            d = dist_to_polyline((x, y), line)
            if d <= best_d:
                best, best_d = k, d
        return best


# ---- the camera ------------------------------------------------------------------------------------
class MapCamera:
    """Which part of the map a screen rectangle shows: the map is fitted to the rect at zoom
    level 0 (`base` pixels per map unit) and each level multiplies that by ZOOMS[level]; the
    pan (ox, oy) is the screen offset of map point (0, 0)."""

    ZOOMS = (1.0, 1.25, 1.5, 1.8, 2.2, 2.7)

    def __init__(self, rect=(0, 0, 0, 0), zooms=None):
        self.rect = pygame.Rect(rect)
        self.zooms = tuple(zooms or self.ZOOMS)
        self.level = 0
        self.base = 1.0
        self.ox = self.oy = 0.0
        self.bounds = (0.0, 0.0, 1.0, 1.0)
        self.version = 0         # bumped at every change (for caches keyed on the transform)

    @property
    def scale(self) -> float:
        return self.base * self.zooms[self.level]

    def fit(self, rect, bounds, margin: int = 6) -> None:
        """Show all of `bounds` (map units) centred in `rect`, at zoom level 0."""
        self.rect = pygame.Rect(rect)
        self.bounds = bounds
        x0, y0, x1, y1 = bounds
        w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
        self.base = min((self.rect.w - 2 * margin) / w, (self.rect.h - 2 * margin) / h)
        self.level = 0
        self._centre((x0 + x1) / 2, (y0 + y1) / 2)

    def _centre(self, mx: float, my: float) -> None:
        s = self.scale
        self.ox = self.rect.centerx - mx * s
        self.oy = self.rect.centery - my * s
        self.version += 1

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        s = self.scale
        return self.ox + x * s, self.oy + y * s

    def to_map(self, pos) -> tuple[float, float]:
        s = self.scale
        return (pos[0] - self.ox) / s, (pos[1] - self.oy) / s

    def origin(self) -> tuple[int, int]:
        """Screen position of the top-left map bound (where `render_regions` art goes)."""
        x, y = self.to_screen(self.bounds[0], self.bounds[1])
        return int(round(x)), int(round(y))

    def zoom(self, steps: int, pos=None) -> bool:
        new = max(0, min(len(self.zooms) - 1, self.level + steps))
        if new == self.level:
            return False
        pos = pos if pos is not None and self.rect.collidepoint(pos) else self.rect.center
        mx, my = self.to_map(pos)
        self.level = new
        s = self.scale
        self.ox = pos[0] - mx * s
        self.oy = pos[1] - my * s
        self.clamp()
        self.version += 1
        return True

    def pan(self, dx: float, dy: float) -> None:
        if self.level == 0:
            return                  # the whole map is already in view
        self.ox += dx
        self.oy += dy
        self.clamp()
        self.version += 1

    def reset(self) -> None:
        x0, y0, x1, y1 = self.bounds
        self.level = 0
        self._centre((x0 + x1) / 2, (y0 + y1) / 2)

    def clamp(self) -> None:
        """Keep the map covering the middle of the rect (no panning it out of sight)."""
        x0, y0, x1, y1 = self.bounds
        s = self.scale
        left, top = self.ox + x0 * s, self.oy + y0 * s
        right, bottom = self.ox + x1 * s, self.oy + y1 * s
        r = self.rect
        if right - left <= r.w:
            self.ox += r.centerx - (left + right) / 2
        else:
            self.ox += max(0.0, r.right - right) - max(0.0, left - r.left)
        if bottom - top <= r.h:
            self.oy += r.centery - (top + bottom) / 2
        else:
            self.oy += max(0.0, r.bottom - bottom) - max(0.0, top - r.top)

    def screen_points(self, pts) -> list:
        s, ox, oy = self.scale, self.ox, self.oy
        return [(ox + x * s, oy + y * s) for x, y in pts]


# ---- a small cache for map-sized surfaces ----------------------------------------------------------
class SurfaceLRU:
    """Keeps the `size` most recently used surfaces (map-sized layers are megabytes each at a
    high zoom; a game makes many different ones, so an unbounded cache would grow without end)."""

    def __init__(self, size: int = 8):
        self.size = size
        self._items: OrderedDict = OrderedDict()

    def get(self, key, factory):
        s = self._items.get(key)
        if s is None:
            s = factory()
            self._items[key] = s
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return s

    def clear(self):
        self._items.clear()


# ---- patterns and rendering ------------------------------------------------------------------------
def pattern_surface(w: int, h: int, kind: str, colour, spacing: int = 8, width: int = 1):
    """A transparent w x h surface covered with a pattern: 'hatch' (diagonal lines),
    'cross' (both diagonals), 'dots', 'blocks' (small squares), 'waves'."""
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    sp = max(3, spacing)
    if kind in ("hatch", "cross"):
        for k in range(-h, w, sp):
            pygame.draw.line(s, colour, (k, h), (k + h, 0), width)
        if kind == "cross":
            for k in range(0, w + h, sp):
                pygame.draw.line(s, colour, (k - h, 0), (k, h), width)
    elif kind == "dots":
        r = max(1, width)
        for y in range(sp // 2, h, sp):
            off = (sp // 2) if (y // sp) % 2 else 0
            for x in range(off, w, sp):
                pygame.draw.circle(s, colour, (x, y), r)
    elif kind == "blocks":
        b = max(2, sp // 2)
        for y in range(2, h, sp):
            off = (sp // 2) if (y // sp) % 2 else 0
            for x in range(off + 2, w, sp):
                pygame.draw.rect(s, colour, (x, y, b, b))
    elif kind == "waves":
        amp = max(1.5, sp / 5)
        for y in range(sp // 2, h + sp, sp):
            pts = [(x, y + amp * math.sin(x / (sp * 0.5))) for x in range(0, w + 4, 4)]
            if len(pts) > 1:
                pygame.draw.lines(s, colour, False, pts, width)
    return s


def clip_to_polygon(pattern: pygame.Surface, pts) -> pygame.Surface:
    """The pattern kept only inside the polygon `pts` (coordinates in the pattern's pixels)."""
    mask = pygame.Surface(pattern.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    out = pattern.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def render_regions(geom: MapGeometry, scale: float, fills: dict, patterns: dict | None = None,
                   border=(30, 44, 30), border_width: int = 2, coast=None, coast_width: int = 3,
                   ids=None, pad: int = 4) -> pygame.Surface:
    """The map's static art at `scale` px per map unit on a transparent surface whose (pad, pad)
    pixel is the top-left map bound: each region filled with fills[id], overlaid with
    patterns[id] = (kind, rgba, spacing) if given, inner borders, and an outer coast line."""
    ids = list(ids if ids is not None else geom.outlines)
    x0, y0, x1, y1 = geom.bounds()
    W = int(math.ceil((x1 - x0) * scale)) + 2 * pad
    H = int(math.ceil((y1 - y0) * scale)) + 2 * pad
    surf = pygame.Surface((W, H), pygame.SRCALPHA)

    def local(pts):
        return [((x - x0) * scale + pad, (y - y0) * scale + pad) for x, y in pts]

    polys = {k: local(geom.outlines[k]) for k in ids}
    if coast is not None:
        for k in ids:
            pygame.draw.polygon(surf, coast, polys[k], 0)
            pygame.draw.lines(surf, coast, True, polys[k], coast_width * 2)
    for k in ids:
        pygame.draw.polygon(surf, fills.get(k, (120, 120, 120)), polys[k])
        pat = (patterns or {}).get(k)
        if pat:
            kind, colour, spacing = pat
            bx0, by0, bx1, by1 = bbox(polys[k])
            bx0, by0 = int(bx0), int(by0)
            w, h = int(math.ceil(bx1)) - bx0 + 1, int(math.ceil(by1)) - by0 + 1
            p = pattern_surface(w, h, kind, colour, spacing)
            p = clip_to_polygon(p, [(x - bx0, y - by0) for x, y in polys[k]])
            surf.blit(p, (bx0, by0))
    for k in ids:
        pygame.draw.lines(surf, border, True, polys[k], border_width)
    return surf


def polygon_layer(geom: MapGeometry, scale: float, ids, colour, pad: int = 4,
                  outline=None, width: int = 2) -> pygame.Surface:
    """A transparent surface the size of `render_regions`' with the regions `ids` filled in
    `colour` (rgba), e.g. to light legal targets or dim the others."""
    x0, y0, x1, y1 = geom.bounds()
    W = int(math.ceil((x1 - x0) * scale)) + 2 * pad
    H = int(math.ceil((y1 - y0) * scale)) + 2 * pad
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    for k in ids:
        pts = [((x - x0) * scale + pad, (y - y0) * scale + pad) for x, y in geom.outlines[k]]
        pygame.draw.polygon(surf, colour, pts)
        if outline is not None:
            pygame.draw.lines(surf, outline, True, pts, width)
    return surf


def wavy_polyline(pts, amplitude: float, wavelength: float):
    """Points of a wave that follows the polyline `pts` (for floods, rivers)."""
    out = []
    total = polyline_length(pts)
    if total == 0:
        return list(pts)
    n = max(6, int(total / 2))
    for i in range(n + 1):
        t = i / n
        (x, y), (tx, ty) = point_along(pts, t)
        off = amplitude * math.sin(2 * math.pi * t * total / max(1.0, wavelength))
        out.append((x - ty * off, y + tx * off))
    return out


def cross_bar(mid, tangent, half: float):
    """The two ends of a short bar across a border at `mid` (perpendicular to `tangent`):
    where a road that straddles the border is drawn."""
    (mx, my), (tx, ty) = mid, tangent
    nx, ny = -ty, tx
    return (mx - nx * half, my - ny * half), (mx + nx * half, my + ny * half)
