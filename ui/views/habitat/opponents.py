"""The opponents, one compact panel each on the right: hand size, rank pips 1-8, chains in
small; below them, when there is room, a key to the card symbols."""
from __future__ import annotations

import pygame

from engine.core import tr
from engine.habitat import view_info as VI

from ... import theme
from ...theme import draw_marker
from ...widgets import blit_text, draw_panel
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART
from . import paint as P
from .table import card_tip, pip_text

SETUP = VI.PHASES[0]
PIP = 15


class Panel:
    """One opponent's panel as laid out."""

    def __init__(self, q, rect):
        self.q, self.rect = q, rect
        self.hand = pygame.Rect(rect.right - 8 * PIP - 7 * 2 - 38, rect.y + 3, 14, 19)
        self.pips = pygame.Rect(rect.right - 8 * PIP - 7 * 2 - 6, rect.y + 4, 8 * PIP + 7 * 2, PIP)
        self.area = pygame.Rect(rect.x + 8, rect.y + 26, rect.w - 14, rect.h - 32)
        self.chains: list = []      # per chain: (column rect, card rects, visible parts)
        self.fit = (72, 101, 20, 20)


class Opponents(Region):
    def __init__(self, view):
        super().__init__(view)
        self.panels: list[Panel] = []
        self.legend = None

    def place(self, snap):
        obs, me = snap.obs, self.view.model.me
        n = obs.players
        others = [(me + k) % n for k in range(1, n)]
        R = self.rect
        self.panels, self.legend = [], None
        if not others:
            return
        ph = min(R.h // len(others), 340)
        free = R.h - ph * len(others)
        if free >= 240:
            self.legend = pygame.Rect(R.x, R.bottom - free + 2, R.w, free - 2)
        for i, q in enumerate(others):
            panel = Panel(q, pygame.Rect(R.x, R.y + i * ph, R.w, ph - 4))
            self.place_chains(panel, obs)
            self.panels.append(panel)

    def place_chains(self, panel, obs):
        chains = obs.tables[panel.q]
        if not chains or obs.phase == SETUP and obs.aside[panel.q]:
            return
        area = panel.area
        maxlen = max(len(ch) for ch in chains)
        w, h, step, tb = P.chain_fit(area, len(chains), maxlen, wmax=72, wmin=32, gap=6)
        panel.fit = (w, h, step, tb)
        pitch = min(w + 6, (area.w - w) // max(1, len(chains) - 1))
        for ci, ch in enumerate(chains):
            x = area.x + ci * pitch
            rects = CT.cascade_up(x, area.bottom, w, h, step, len(ch))
            col = pygame.Rect(x - 3, rects[-1].y, w + 6, area.bottom - rects[-1].y)
            panel.chains.append((col, rects, [CT.visible_part(rects, k) for k in range(len(ch))]))

    def marks(self) -> dict:
        out = {}
        for panel in self.panels:
            for ci, (col, rects, vis) in enumerate(panel.chains):
                out[("oppchain", panel.q, ci)] = col.inflate(-2, 0)
                for k, v in enumerate(vis):
                    out[("card", panel.q, ci, k)] = out[("ocard", panel.q, ci, k)] = v
        return out

    # ---- drawing ---------------------------------------------------------------------------
    def draw(self, surf, snap):
        view = self.view
        if self.legend is not None:
            box = self.legend
            surf.blit(view.cache.get(("legend", snap.lang, box.w, box.h, view.palette.colorblind),
                                     lambda: render_legend(view, snap.lang, box.w, box.h)), box.topleft)
        for panel in self.panels:
            self.draw_panel(surf, snap, panel)

    def draw_panel(self, surf, snap, panel):
        view, model, obs, q = self.view, self.view.model, snap.obs, panel.q
        active = snap.to_move == q
        draw_panel(surf, panel.rect, (34, 46, 40), theme.ACCENT if active else theme.LINE, 8)
        draw_marker(surf, q, (panel.rect.x + 12, panel.rect.y + 12), 7, view.palette)
        ART.pip_row(surf, view.fonts, model.progress[q], panel.pips.x, panel.pips.y, PIP, 2, view.cache)
        hb = panel.hand     # hand size as a small card back with a number
        surf.blit(P.card_surface(view, -1, hb.w, hb.h, snap.lang), hb.topleft)
        P.label(view, surf, str(len(obs.hands[q])), (hb.right + 3, hb.y + 1), 18, theme.TEXT, bold=True)
        name = snap.name(q)
        P.name_label(view, surf, name, (panel.rect.x + 24, panel.rect.y + 4), hb.x - panel.rect.x - 30, 19,
                     bold=active)
        area = panel.area
        if obs.phase == SETUP and obs.aside[q]:
            k = len(obs.aside[q])
            bw, bh = CT.card_size(30)
            for j in range(min(k, 6)):
                surf.blit(P.card_surface(view, -1, bw, bh, snap.lang), (area.x + j * 12, area.y + 4))
            P.label(view, surf, view.tx("face_down", n=k), (area.x + 6 * 12 + bw + 8, area.y + 12), theme.READABLE)
            return
        if not panel.chains:        # an empty panel would look broken
            P.boxed_text(view, surf, view.tx("no_chains"), area, 17, centre=True)
            return
        w, h, step, tb = panel.fit
        for ci, (col, rects, vis) in enumerate(panel.chains):
            ch = obs.tables[q][ci]
            for k in range(len(ch) - 1, -1, -1):
                c = ch[k]
                P.blit_card(view, surf, c, rects[k], snap.lang)
                how = model.status_of(q, ci, k)
                P.card_overlays(view, surf, c, rects[k], vis[k], how, tb, full=w >= 60)
                if c >= 0:
                    view.drawn[c] = vis[k]

    # ---- clicks and tips -------------------------------------------------------------------
    def hit(self, pos, snap):
        for panel in reversed(self.panels):
            for ci in range(len(panel.chains) - 1, -1, -1):
                col, rects, vis = panel.chains[ci]
                for k, v in enumerate(vis):
                    if v.collidepoint(pos):
                        return ("ocard", panel.q, ci, k)
                if col.collidepoint(pos):
                    return ("oppchain", panel.q, ci)
        return None

    def tooltip(self, pos, snap):
        what = self.hit(pos, snap)
        if what is not None:
            return card_tip(self.view, snap, *what[1:]) if what[0] == "ocard" else None
        for panel in self.panels:
            if panel.hand.inflate(20, 4).collidepoint(pos):
                q = panel.q
                return self.view.tx("hand_tip", name=self.view.model.seat_name(q), n=len(snap.obs.hands[q]))
            if panel.pips.collidepoint(pos):
                k = (pos[0] - panel.pips.x) // (PIP + 2)
                if k < 8 and pos[0] - panel.pips.x - k * (PIP + 2) < PIP:
                    return pip_text(self.view, q=panel.q, r=k + 1)
        return None


LEGEND_CLASSES = (VI.CLASS_RESOURCE, VI.CLASS_HERBIVORE, VI.CLASS_CARNIVORE, VI.CLASS_OMNIVORE,
                  VI.CLASS_VULTURE, VI.CLASS_EVENT)
LEGEND_ROWS = (("env", "terrestrial", "land"), ("env", "aquatic", "water"), ("env", "flying", "wing"),
               ("scav", VI.SCAV_TERRESTRIAL, "scav"), ("badge", VI.FED_BY_CHAIN, "fed"),
               ("badge", VI.FED_BY_SCAVENGING, "fed_scav"), ("badge", VI.STARVING, "starving"),
               ("arrow", True, "feeds"), ("arrow", False, "breaks"))


def render_legend(view, lang, w, h):
    """A key to the card symbols (drawn once per language and size)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(surf, surf.get_rect(), (30, 40, 35), theme.LINE, 8)
    f = view.fonts
    blit_text(surf, f, view.tx("legend_title"), (10, 6), 19, theme.MUTED, bold=True)
    y = 30
    col2 = w // 2 + 2
    cb = view.palette.colorblind
    for k, cls in enumerate(LEGEND_CLASSES):
        x, yy = (10 if k % 2 == 0 else col2), y + (k // 2) * 20
        if cb:      # the title bar's colour and pattern, then the letter
            swatch = pygame.Rect(x, yy, 16, 16)
            pygame.draw.rect(surf, ART.class_colour(cls, cb), swatch, border_radius=3)
            ART.class_pattern(surf, cls, swatch, 5)
            x += 19
        ART.letter_badge(surf, f, cls, (x + 8, yy + 8), 15, cb)
        right = col2 - 6 if k % 2 == 0 else w - 8
        P.boxed_text(view, surf, tr(VI.CLASS_NAME[cls], lang), (x + 20, yy - 1, right - x - 20, 18), 17, theme.TEXT)
    y += 66
    for kind, what, key in LEGEND_ROWS:
        if y + 18 > h - 4:
            break
        c = (18, y + 8)
        if kind == "env":
            ART.env_icon(surf, what, c, 15)
        elif kind == "scav":
            ART.scav_icon(surf, what, c, 15)
        elif kind == "badge":
            ART.status_badge(surf, what, c, 15)
        else:
            P.feed_link(surf, 18, pygame.Rect(0, y + 10, 10, 20), pygame.Rect(0, y - 2, 10, 20), 8, what)
        size, lines = P.boxed_text(view, surf, view.tx("legend_" + key), (34, y, w - 40, 18), 17, theme.TEXT)
        y += 20
    return surf
