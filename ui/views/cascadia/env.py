"""An environment: the shown player's hex board under a pan/zoom camera (ui/views/kit/hexgrid).

While placing, the empty hexes that take the held tile are lit and the tile is drawn where it
would go (at its rotation, green marks on the edges that match a neighbour); while placing the
token, the tiles that take it are lit and the others dimmed. Pointing at a scoring card or a line
of the side panel lights what it counts. A banner with a Back button shows over another player's
environment (view only)."""
from __future__ import annotations

import pygame

from engine.cascadia.view_info import EMPTY, PLACE, TOKEN, cell, coords

from ..base import Region
from ..kit import cardtable as CT
from ..kit import hexgrid as HG
from ..kit.viewonly import banner_hit, banner_rects, draw_banner
from . import art as ART
from .actions import draw_board_button
from .images import blit_c, hex_ring

TABS_H = 34
FIT_MAX = 10            # auto-fit never zooms past Camera.LEVELS[FIT_MAX]
FAR = 40                # beyond this a hex is off any board


class Environment(Region):
    def __init__(self, view):
        super().__init__(view)
        self.area = pygame.Rect(0, 0, 0, 0)     # the whole environment, tabs strip included
        self.cams: dict = {}                    # player -> Camera
        self.fitted: dict = {}                  # player -> what the camera was last fitted to

    def layout(self, rect):
        self.area = pygame.Rect(rect)
        super().layout((rect.x, rect.y + TABS_H + 1, rect.w, rect.h - TABS_H - 1))   # clicks: below the tabs
        for cam in self.cams.values():
            cam.rect = pygame.Rect(self.area)
        self.fitted.clear()         # cameras still following their environment fit the new area

    def fit_area(self) -> pygame.Rect:
        a = self.area
        return pygame.Rect(a.x, a.y + TABS_H, a.w, a.h - TABS_H)

    def camera(self, obs, p) -> HG.Camera:
        """Player p's camera, fitted to the environment until panned or zoomed by hand. As the
        environment grows the board stays still, and is fitted again only when a tile would
        lie (partly) off screen: a board that jumps after every placement loses the player."""
        cam = self.cams.get(p)
        if cam is None:
            cam = self.cams[p] = HG.Camera(self.area, level=FIT_MAX)
        key = (len(obs.env[p]), len(obs.frontier[p]))
        if cam.auto and self.fitted.get(p) != key:
            cells = [coords(c) for c in obs.env[p]]
            if p not in self.fitted or not self.shows_all(cam, cells):
                # the tiles and most of the ring of empty hexes around them
                cam.fit(cells, margin=10, max_level=FIT_MAX, area=self.fit_area(), pad=1.1)
            self.fitted[p] = key
        return cam

    def shows_all(self, cam, cells) -> bool:
        """Every hex of `cells` lies whole inside the part of the area the tabs leave."""
        box = self.fit_area()
        s = cam.size
        for q, r in cells:
            x, y = cam.to_screen(q, r)
            if not (box.left + s <= x <= box.right - s and box.top + s <= y <= box.bottom - s):
                return False
        return True

    def zoom(self, what, obs, p):
        cam = self.camera(obs, p)
        if what == "in":
            cam.zoom(1)
        elif what == "out":
            cam.zoom(-1)
        else:
            self.fitted.pop(p, None)
            cam.auto = True
            self.camera(obs, p)

    def hex_under(self, pos, snap):
        """(q, r) of the shown environment under `pos`."""
        return self.camera(snap.obs, self.view.model.shown()).hex_at(pos)

    # ---- the view-only banner ------------------------------------------------------------------
    def banner(self, snap):
        """(box, back button) over another player's environment, else None."""
        return banner_rects(self.view, self.area, 10)

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        got = banner_hit(self.banner(snap), pos)
        if got is not False:
            return got
        return ("hex",) + self.hex_under(pos, snap)

    def tooltip(self, pos, snap):
        v, obs = self.view, snap.obs
        got = self.banner(snap)
        if got is not None and got[1].collidepoint(pos):
            return None
        q, r = self.hex_under(pos, snap)
        if max(abs(q), abs(r), abs(q + r)) > FAR:
            return None
        p = v.model.shown()
        c = cell(q, r)
        code = obs.env[p].get(c)
        if code is None:
            return None
        text = v.tile_text(code, snap.lang, obs.wild[p].get(c))
        if (q, r) in v.model.token_targets():
            text = v.tx("token_here", animal=v.animal(obs.held_token, snap.lang)) + "\n" + text
        return text

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v, obs = self.view, snap.obs
        pygame.draw.rect(surf, (24, 34, 30), self.area)
        p = v.model.shown()
        cam = self.camera(obs, p)
        clip = surf.get_clip()
        surf.set_clip(self.area.clip(clip) if clip else self.area)
        mouse = v.app.mouse
        hover = cam.hex_at(mouse) if self.rect.collidepoint(mouse) else None
        self.draw_targets(surf, cam, v.model.place_targets())
        for c, code in obs.env[p].items():
            q, r = coords(c)
            if cam.visible(q, r) and ("env", p, c) not in v.hidden:
                blit_c(surf, v.images.tile(code, cam.size), cam.to_screen(q, r))
        focus = v.focus(mouse)
        lit = self.draw_focus(surf, snap, p, cam, focus) if focus is not None else None
        self.draw_tokens(surf, snap, p, cam, lit)
        self.draw_token_step(surf, snap, p, cam, hover)
        self.draw_marks(surf, snap, p, cam, hover)
        surf.set_clip(clip)

    def draw_targets(self, surf, cam, places):
        """The empty hexes that take the held tile."""
        if not places:
            return
        s = cam.size
        empty = self.view.images.icon("empty", s)
        fill = self.view.images.overlay(s, (255, 232, 120, 24), (255, 232, 120, 170), 2)
        for q, r in places:
            if cam.visible(q, r):
                c = cam.to_screen(q, r)
                blit_c(surf, empty, c)
                blit_c(surf, fill, c)

    def draw_tokens(self, surf, snap, p, cam, lit):
        """The wildlife tokens; with a focus, what it does not count is dimmed."""
        v, obs = self.view, snap.obs
        trad = max(6, int(cam.size * 0.5))
        for c, a in obs.wild[p].items():
            q, r = coords(c)
            if cam.visible(q, r) and ("wild", p, c) not in v.hidden:
                blit_c(surf, v.images.token(a, trad, snap.lang), cam.to_screen(q, r))
        if lit is None:
            return
        dim = v.images.overlay(cam.size, (10, 14, 12, 165))
        for c in obs.env[p]:
            q, r = coords(c)
            if (q, r) not in lit and cam.visible(q, r):
                blit_c(surf, dim, cam.to_screen(q, r))

    def draw_token_step(self, surf, snap, p, cam, hover):
        """The token step: dim what cannot take the token, light what can."""
        v, obs = self.view, snap.obs
        if not (v.model.acting() and v.model.shown() == v.model.me and obs.phase == TOKEN):
            return
        s = cam.size
        targets = v.model.legal.tokens
        env = obs.env[p]
        dim = v.images.overlay(s, (10, 14, 12, 120))
        ring = v.images.overlay(s, None, (255, 232, 120, 230), 3)
        for c in env:
            q, r = coords(c)
            if not cam.visible(q, r):
                continue
            if (q, r) in targets:
                blit_c(surf, ring, cam.to_screen(q, r))
                if v.data.keystone[env[c]]:
                    x, y = cam.to_screen(q, r)
                    blit_c(surf, v.images.icon("leaf", max(6, s // 5)), (x + s * 0.45, y - s * 0.55))
            elif c != obs.placed:
                blit_c(surf, dim, cam.to_screen(q, r))
        if hover in targets:
            trad = max(6, int(s * 0.5))
            blit_c(surf, v.images.faded_token(obs.held_token, trad, snap.lang), cam.to_screen(*hover))

    def draw_marks(self, surf, snap, p, cam, hover):
        """The tile placed this turn, the last move, the held tile where it would go, the hint."""
        v, obs, s = self.view, snap.obs, cam.size
        if obs.placed != EMPTY and p == obs.current:
            hex_ring(surf, cam.to_screen(*coords(obs.placed)), s - 2, (235, 235, 235), 2)
        last = snap.last_action
        if last and last[0] in ("place", "token") and v.facts.last_mover == p and \
                not (obs.placed != EMPTY and p == obs.current and cell(last[1], last[2]) == obs.placed):
            hex_ring(surf, cam.to_screen(last[1], last[2]), s - 2, CT.LAST, 2)
        hint = snap.hint if p == v.model.me else None
        if v.model.acting() and p == v.model.me and obs.phase == PLACE:
            self.draw_held(surf, snap, cam, hover, hint)
        if hint and hint[0] == "token":
            x, y = cam.to_screen(hint[1], hint[2])
            hex_ring(surf, (x, y), s - 1, CT.HINT, 4)
            v.hint_mark(surf, (x + s * 0.55, y - s * 0.6), max(6, s // 5))

    def draw_held(self, surf, snap, cam, hover, hint):
        """The hinted placement (its tile turned as hinted) and the held tile under the mouse."""
        v = self.view
        spot = (hint[1], hint[2]) if hint and hint[0] == "place" else None
        code = v.model.held_code(v.facts.held_keystone)
        hinted = snap.obs.held_tile * 6 + hint[3] if spot is not None else None
        if spot is not None:
            self.draw_ghost(surf, snap, cam, spot, hinted, CT.HINT)
            x, y = cam.to_screen(*spot)
            v.hint_mark(surf, (x + cam.size * 0.55, y - cam.size * 0.6), max(6, cam.size // 5))
        # under the mouse, the tile as a click there would place it (turned since the hint?)
        if hover in v.model.legal.places and (hover != spot or code != hinted):
            self.draw_ghost(surf, snap, cam, hover, code, CT.TARGET)

    def draw_ghost(self, surf, snap, cam, spot, code, colour):
        v, s = self.view, cam.size
        x, y = cam.to_screen(*spot)
        blit_c(surf, v.images.ghost(code, s), (x, y))
        hex_ring(surf, (x, y), s - 1, colour, 3, lit=True)
        rad = max(3, int(s * 0.13))
        for d in v.facts.matches.get((spot[0], spot[1], code), ()):
            mx, my = HG.edge_mid(x, y, s, d, 0.86)
            pygame.draw.circle(surf, (20, 24, 20), (mx, my), rad + 2)
            pygame.draw.circle(surf, (140, 230, 120), (mx, my), rad)
            pygame.draw.lines(surf, (20, 40, 20), False,
                              [(mx - rad * 0.5, my), (mx - rad * 0.1, my + rad * 0.45),
                               (mx + rad * 0.55, my - rad * 0.45)], max(1, rad // 3))

    def draw_focus(self, surf, snap, p, cam, focus):
        """A habitat's largest corridor, or an animal's groups (and hawks' sight lines); returns
        the (q, r) hexes lit."""
        v, (kind, what), s = self.view, focus, cam.size
        if kind == "habitat":
            best = v.facts.corridors[p][what]
            ring = v.images.overlay(s, None, (255, 255, 255, 230), 3)
            for q, r in best:
                blit_c(surf, ring, cam.to_screen(q, r))
            return set(best)
        cells, links = v.facts.links[p][what]
        col = ART.ANIMAL_COLOUR[what]
        w = max(3, int(s * 0.22))
        for a, b in links:
            a, b = cam.to_screen(*a), cam.to_screen(*b)
            pygame.draw.line(surf, (250, 250, 240), a, b, w + 4)
            pygame.draw.line(surf, col, a, b, w)
        if what == 3:
            for a, b in v.facts.sight[p]:
                CT.dashed_line(surf, (250, 250, 240), cam.to_screen(*a), cam.to_screen(*b), 8, max(2, s // 10))
        return set(cells)

    def draw_banner(self, surf, snap):
        """Over another player's environment: whose it is, and the way back."""
        v = self.view
        draw_banner(v, surf, self.banner(snap),
                    lambda rect, label: draw_board_button(v, surf, rect, label, primary=True, size=19))
