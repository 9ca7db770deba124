"""The choices of the act panel that are not clicked on the map: the Conscience button, the
activism steps, the legacies to claim or curse, the draw pile's cards to swap."""
from __future__ import annotations

import math

import pygame

from engine.kauri import view_info as VI

from ... import theme
from ...widgets import blit_text
from ..kit import cardtable as CT
from .look import HINT, TARGET


class Choices:
    def __init__(self, act):
        self.look = act.look
        self.view = act.view

    def plan(self, snap, kind, area, spots):
        """[(rect, what, action)]: what is "button" (with its label) or "legacy"/"card" rows."""
        model, obs = self.view.model, snap.obs
        if kind == "conscience":
            sl = [s for s in obs.slots if s[VI.KIND] == "conscience"]
            n = sl[0][VI.AMOUNT] if sl else 1
            out = [(pygame.Rect(area.x, area.y, min(area.w, 200), 32), "conscience", ("conscience", n))]
        elif kind == "activism":
            sl = [s for s in obs.slots if s[VI.KIND] == "activism"]
            n = sl[0][VI.AMOUNT] if sl else 2
            vals = [k for k in range(-n, n + 1) if k]
            bw = min(62, (area.w - 6 * (len(vals) - 1)) // max(1, len(vals)))
            out = [(pygame.Rect(area.x + i * (bw + 6), area.y, bw, 32), "step", ("activism", k))
                   for i, k in enumerate(vals)]
        elif kind in ("claim", "curse"):
            me = model.me
            if kind == "claim":
                keys = [(me, k) for k in self.look.d.faction_legacies[me]]
            else:
                keys = [(f, k) for f in range(1, obs.players) for k in self.look.d.faction_legacies[f]]
            one_column = len(keys) <= 5           # then each row also says permanent/ephemeral
            cells = grid(area, len(keys), 1 if one_column else 2)
            out = [(r, ("legacy", f, one_column), (kind, k)) for (f, k), r in zip(keys, cells)]
        else:
            deck = sorted(set(c for c in obs.decks[model.me] if c != VI.HIDDEN))
            out = [(r, "card", ("swap", cid)) for cid, r in zip(deck, grid(area, len(deck), 2))]
        for r, _, action in out:
            spots.add(r, "btn", action)
        return out

    def draw(self, surf, snap, plan):
        look, legal, hint = self.look, self.view.model.L, snap.hint
        for r, what, a in plan:
            self.draw_choice(surf, snap, r, what, a, a in legal.get(a[0], []), hint == a)
            if hint == a:
                look.hint_mark(surf, (r.right - 6, r.y + 6), 6)

    def draw_choice(self, surf, snap, r, what, a, ok, hinted):
        look = self.look
        if what == "conscience":
            look.button(surf, r, f"{look.tx('conscience')} {a[1]:+d}", a, primary=ok, lit=ok or hinted)
        elif what == "step":
            look.button(surf, r, f"{a[1]:+d}", a, lit=ok or hinted)
        else:
            self.row(surf, r, ok, hinted)
            if what == "card":
                self.card_row(surf, r, a[1])
            else:
                self.legacy_row(surf, snap.obs, r, what[1], a[1], ok, what[2])

    def row(self, surf, r, ok, hinted):
        hover = r.collidepoint(self.view.app.mouse)
        pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=6)
        pygame.draw.rect(surf, TARGET if ok else theme.LINE, r, 2 if ok else 1, border_radius=6)
        if hinted:
            CT.outline(surf, r, HINT, 2, 6)

    def legacy_row(self, surf, obs, r, f, k, ok, one_column):
        look = self.look
        surf.blit(look.legacy_tile(k, VI.legacy_state(obs, f, k), f, 22, r.h - 6), (r.x + 4, r.y + 3))
        leg = look.d.legacies[k]
        typ = look.tx("l_perm" if leg.type == "permanent" else "l_eph") if one_column else ""
        timg = look.fonts.render(typ, theme.READABLE, theme.MUTED) if typ else None
        tw = timg.get_width() + 8 if timg else 0
        blit_text(surf, look.fonts, CT.fit_text(look.fonts, leg.name.get(look.lang), theme.READABLE, r.w - 36 - tw),
                  (r.x + 30, r.centery + 1), theme.READABLE, theme.TEXT if ok else theme.MUTED, "midleft")
        if timg:
            surf.blit(timg, timg.get_rect(midright=(r.right - 6, r.centery + 1)))

    def card_row(self, surf, r, cid):
        look = self.look
        card = look.d.cards[cid]
        blit_text(surf, look.fonts, str(card.initiative), (r.x + 12, r.centery + 1), 18, theme.ACCENT, "center", True)
        blit_text(surf, look.fonts, CT.fit_text(look.fonts, card.name.get(look.lang), theme.READABLE, r.w - 30),
                  (r.x + 24, r.centery + 1), 16, theme.TEXT, "midleft")


def grid(area, n, cols):
    """n rows of buttons in `cols` columns filling `area` top-down (column by column)."""
    rows = max(1, math.ceil(n / cols))
    rh = min(28, max(20, area.h // rows))
    cwid = (area.w - 6 * (cols - 1)) // cols
    out = []
    for i in range(n):
        c, rr = divmod(i, rows)
        out.append(pygame.Rect(area.x + c * (cwid + 6), area.y + rr * rh, cwid, rh - 3))
    return out
