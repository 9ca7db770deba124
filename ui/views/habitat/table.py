"""Your table: chains stacked by rank (predator on top), feeding arrows, fed badges, the rank
pips of the header, a "New chain" slot (and "Set aside" during set-up)."""
from __future__ import annotations

import pygame

from engine.habitat import view_info as VI

from ... import theme
from ...theme import draw_marker
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART
from . import paint as P

SETUP = VI.PHASES[0]
GHOST = 22          # height of the "on top of this chain" drop slot
GAP = 14


class Column:
    """One of your chains as laid out: card rects (bottom first), the part of each card that
    shows, the column a click may land in, and the insertion boundaries by position."""

    def __init__(self, x, w, rects, col, ys):
        self.x, self.w, self.rects, self.col, self.ys = x, w, rects, col, ys
        self.vis = [CT.visible_part(rects, k) for k in range(len(rects))]

    def nearest_slot(self, y) -> int:
        """The insertion position a click at height y means: the lowest quarter of the bottom
        card means "under it", elsewhere the nearest boundary between cards."""
        ys = self.ys
        if len(ys) == 1:
            return 0
        h = ys[0] - ys[1]
        if y >= ys[0] - h // 4:
            return 0
        return min(range(1, len(ys)), key=lambda k: abs(ys[k] - y))


class OwnTable(Region):
    def __init__(self, view):
        super().__init__(view)
        self.columns: list[Column] = []
        self.ghosts: dict = {}
        self.newchain = self.aside = None
        self.pips = pygame.Rect(0, 0, 0, 0)
        self.fit = (88, 123, 20, 20)

    def place(self, snap):
        """The geometry of this snapshot's table."""
        view, obs, me = self.view, snap.obs, self.view.model.me
        r = self.rect
        t = P.label_rect(view, view.tx("table"), (r.x + 30, r.y + 5), 20, bold=True)
        self.pips = pygame.Rect(t.right + 14, r.y + 3, 8 * 22 + 7 * 3, 22)
        chains = obs.tables[me]
        setup = obs.phase == SETUP
        ncols = len(chains) + 1 + (1 if setup else 0)
        area = pygame.Rect(r.x + 14, r.y + 34, r.w - 22, r.h - 44)
        maxlen = max([len(ch) for ch in chains] + [1])
        # room above the tallest chain for the "on top" drop slot
        w, h, step, tb = P.chain_fit(area.inflate(0, -GHOST * 2).move(0, GHOST), ncols, maxlen, wmax=96)
        self.fit = (w, h, step, tb)
        pitch = min(w + GAP, (area.w - w) // max(1, ncols - 1))
        total = (ncols - 1) * pitch + w
        x0 = area.x + max(0, (area.w - total) // 2) if ncols <= 3 else area.x
        base = area.bottom
        self.columns, self.ghosts = [], {}
        for ci, ch in enumerate(chains):
            x = x0 + ci * pitch
            rects = CT.cascade_up(x, base, w, h, step, len(ch))
            top_y = rects[-1].y
            col = pygame.Rect(x - GAP // 2, top_y - GHOST - 4, w + GAP, base - top_y + GHOST + 10)
            ys = [rects[0].bottom] + [rects[k - 1].y for k in range(1, len(ch) + 1)]
            self.columns.append(Column(x, w, rects, col, ys))
            self.ghosts[ci] = pygame.Rect(x, top_y - GHOST - 2, w, GHOST)
        x = x0 + len(chains) * pitch
        nh = min(h, max(60, area.h // 2))
        self.newchain = pygame.Rect(x, base - nh, w, nh)
        self.aside = pygame.Rect(x + pitch, base - nh, w, nh) if setup else None

    @property
    def cols(self) -> dict:
        """Chain -> (column rect, boundary ys by position, x, width)."""
        return {ci: (c.col, c.ys, c.x, c.w) for ci, c in enumerate(self.columns)}

    def marks(self) -> dict:
        me = self.view.model.me
        out = {("newchain",): self.newchain}
        if self.aside is not None:
            out[("aside",)] = self.aside
        for ci, c in enumerate(self.columns):
            n = len(c.rects)
            out[("chain", ci)] = pygame.Rect(c.x, c.rects[-1].y, c.w, c.rects[0].bottom - c.rects[-1].y)
            out[("mycol", ci)] = c.col
            for k in range(n):
                out[("card", me, ci, k)] = out[("mycard", ci, k)] = c.vis[k]
                out[("slot", ci, k)] = pygame.Rect(c.x - 4, c.ys[k] - 4, c.w + 8, 8)
            out[("slot", ci, n)] = self.ghosts[ci]
        return out

    # ---- drawing ---------------------------------------------------------------------------
    def draw(self, surf, snap):
        view, model = self.view, self.view.model
        me = model.me
        r = self.rect
        pygame.draw.rect(surf, (30, 44, 36), r, border_radius=8)
        # header: whose table, and the 8 rank pips (the win condition)
        draw_marker(surf, me, (r.x + 16, r.y + 14), 8, view.palette)
        P.label(view, surf, view.tx("table"), (r.x + 30, r.y + 5), 20, theme.TEXT, bold=True)
        progress = model.progress[me]
        ART.pip_row(surf, view.fonts, progress, self.pips.x, self.pips.y, 22, 3, view.cache)
        fed = sum(1 for p in progress if p == 2)
        P.label(view, surf, f"{fed}/8", (self.pips.right + 8, r.y + 5), 20, theme.ACCENT, bold=True)
        w, h, step, tb = self.fit
        for ci, ch in enumerate(snap.obs.tables[me]):
            self.draw_chain(surf, snap, ci, ch, self.columns[ci])
        P.slot(view, surf, self.newchain, view.tx("new_chain"), 16 if w < 70 else 18)
        if self.aside is not None:
            n = len(snap.obs.aside[me])
            P.slot(view, surf, self.aside, f"{view.tx('aside')} ({n})", 16 if w < 70 else 18)

    def draw_chain(self, surf, snap, ci, ch, column):
        view, model = self.view, self.view.model
        w, h, step, tb = self.fit
        for k in range(len(ch) - 1, -1, -1):
            c = ch[k]
            P.blit_card(view, surf, c, column.rects[k], snap.lang)
            how = model.status_of(model.me, ci, k)
            P.card_overlays(view, surf, c, column.rects[k], column.vis[k], how, tb, full=w >= 60)
            if c >= 0:
                view.drawn[c] = column.vis[k]
        # what feeds what: arrows in the left gutter, from each card to the one above it
        for k in range(1, len(ch)):
            P.feed_link(surf, column.x - GAP // 2 - 1, column.rects[k - 1], column.rects[k], step,
                        model.feeds(model.me, ci, k))

    def slot_bar(self, surf, ci, pos, colour):
        """A lit insertion place: a bar between two cards, or a ghost card edge on top."""
        if ci >= len(self.columns):
            return
        column = self.columns[ci]
        ys, x, w = column.ys, column.x, column.w
        if pos >= len(ys):
            return
        c = CT.mix(colour, (255, 255, 255), 0.18)
        if pos == len(ys) - 1:      # on top of the chain: a ghost card edge with a plus
            g = self.ghosts[ci]
            surf.blit(CT.shade(self.view.cache, g.w, g.h, c + (60,), 6), g.topleft)
            CT.dashed_rect(surf, c, g, 5, 2)
            pygame.draw.circle(surf, c, g.center, 8)
            pygame.draw.line(surf, (30, 30, 20), (g.centerx - 4, g.centery), (g.centerx + 4, g.centery), 2)
            pygame.draw.line(surf, (30, 30, 20), (g.centerx, g.centery - 4), (g.centerx, g.centery + 4), 2)
            return
        y = ys[pos]
        pygame.draw.rect(surf, (20, 20, 10), (x - 6, y - 4, w + 12, 8), border_radius=4)
        pygame.draw.rect(surf, c, (x - 5, y - 3, w + 10, 6), border_radius=3)
        pygame.draw.circle(surf, (20, 20, 10), (x - 6, y), 9)
        pygame.draw.circle(surf, c, (x - 6, y), 8)
        pygame.draw.line(surf, (30, 30, 20), (x - 10, y), (x - 2, y), 2)
        pygame.draw.line(surf, (30, 30, 20), (x - 6, y - 4), (x - 6, y + 4), 2)

    # ---- clicks and tips -------------------------------------------------------------------
    def hit(self, pos, snap):
        if self.aside is not None and self.aside.collidepoint(pos):
            return ("aside",)
        if self.newchain is not None and self.newchain.collidepoint(pos):
            return ("newchain",)
        for ci in range(len(self.columns) - 1, -1, -1):
            column = self.columns[ci]
            for k, vis in enumerate(column.vis):
                if vis.collidepoint(pos):
                    return ("mycard", ci, k, column.nearest_slot(pos[1]))
            if column.col.collidepoint(pos):
                return ("mycol", ci, column.nearest_slot(pos[1]))
        return None

    def tooltip(self, pos, snap):
        view, model, obs = self.view, self.view.model, snap.obs
        what = self.hit(pos, snap)
        if what is None:
            return self.pip_tip(pos, snap)
        if what[0] == "mycard":
            return card_tip(view, snap, model.me, what[1], what[2])
        if what[0] == "newchain":
            return view.tx("new_tip")
        if what[0] == "aside":
            return view.tx("aside_tip", n=len(obs.aside[model.me]))
        return None

    def pip_tip(self, pos, snap):
        if not self.pips.collidepoint(pos):
            return None
        k = (pos[0] - self.pips.x) // 25
        if k >= 8 or pos[0] - self.pips.x - k * 25 >= 22:
            return None
        return pip_text(self.view, self.view.model.me, k + 1)


def card_tip(view, snap, q, ci, k):
    """A table card's text and why it is fed or starving."""
    ch = snap.obs.tables[q][ci]
    c = ch[k]
    if c < 0:
        return view.tx("hidden")
    how = view.model.status_of(q, ci, k)
    text = VI.card_text(view.deck, c, snap.lang, snap.obs)
    line = VI.status_text(view.deck, snap.obs, ch, k, how, snap.lang)
    return text + ("\n" + line if line else "")


def pip_text(view, q, r):
    st = view.model.progress[q][r - 1]
    key = ("rank_missing", "rank_starving", "rank_fed")[st]
    return f"{view.model.seat_name(q)}: " + view.tx(key, r=r)
