"""The panel of the moment, under the faction rows: the hand to choose the Action and Initiative
cards (pick_panel), the card being resolved with its sub-actions (act_panel), the set-up steps,
the Possum's extinction, and the final scores."""
from __future__ import annotations

from engine.kauri import view_info as VI

from ... import theme
from ...widgets import blit_text, draw_panel
from ..kit import cardtable as CT
from .act_panel import ActPanel
from .look import Planned, tick
from .pick_panel import PickPanel

SETUP_STEPS = ("place_maori", "place_settler", "place_possum")


class Panel(Planned):
    def __init__(self, view):
        super().__init__(view)
        self.pick = PickPanel(self)
        self.act = ActPanel(self)

    def part(self, obs):
        if obs.phase == "pick":
            return self.pick
        if obs.phase in ("act", "auto", "tane"):
            return self.act
        return None

    def make_plan(self, snap, spots):
        part = self.part(snap.obs)
        return part.plan(snap, self.rect, spots) if part is not None else None

    def draw(self, surf, snap):
        plan = self.planned(snap)
        P = self.rect
        draw_panel(surf, P, (32, 44, 38), theme.LINE, 8)
        obs = snap.obs
        part = self.part(obs)
        if part is not None:
            part.draw(surf, snap, plan)
        elif obs.phase == "setup":
            self.draw_setup(surf, obs, P)
        elif obs.phase == "revive":
            self.draw_text(surf, P, self.look.tx("revive_title"), self.look.tx("revive_text"))
        else:
            self.draw_over(surf, snap, P)

    def draw_setup(self, surf, obs, P):
        look = self.look
        x, y = P.x + 12, P.y + 10
        blit_text(surf, look.fonts, look.tx("setup_title"), (x, y), 21, theme.ACCENT, bold=True)
        y += 30
        now = obs.todo[0] if obs.todo else None
        for k in SETUP_STEPS[(0 if obs.players == 4 else 1):]:
            done = k not in obs.todo
            if k == "place_maori":
                surf.blit(look.pawn_icon(VI.MAORI, 24), (x, y))
            elif k == "place_settler":
                surf.blit(look.pawn_icon(VI.SETTLER if obs.players >= 3 else None, 24), (x, y))
            else:
                surf.blit(look.icon("possum", 24), (x, y))
            text = look.tx("setup_line_" + k.split("_")[1])
            if k == "place_possum" and obs.todo:
                text += f" ({obs.todo.count('place_possum')})"
            col = theme.HILITE if k == now else theme.MUTED if done else theme.TEXT
            if done:
                tick(surf, (P.right - 22, y + 12), 14, theme.GOOD)
            for j, line in enumerate(look.fonts.wrap(text, 17, P.w - 70)):
                blit_text(surf, look.fonts, line, (x + 32, y + 4 + j * 17), 17, col, bold=k == now)
            y += 44

    def draw_text(self, surf, P, title, text):
        x, y = P.x + 12, P.y + 10
        blit_text(surf, self.look.fonts, title, (x, y), 21, theme.ACCENT, bold=True)
        y += 30
        for line in self.look.fonts.wrap(text, 18, P.w - 24):
            blit_text(surf, self.look.fonts, line, (x, y), 18, theme.TEXT)
            y += 20

    def draw_over(self, surf, snap, P):
        look, sheet = self.look, snap.scores
        x, y = P.x + 12, P.y + 10
        blit_text(surf, look.fonts, look.tx("over_title"), (x, y), 22, theme.ACCENT, bold=True)
        y += 32
        if sheet is None:
            return
        win = sheet.winners()
        names = ", ".join(look.fname(f) for f in win)
        line = look.tx("over_win" if len(win) == 1 else "over_tie", names=names)
        CT.blit_fit(surf, look.fonts, line, (x, y), 20, P.w - 24, theme.TEXT, bold=True)
        y += 30
        for f in sorted(range(snap.obs.players), key=lambda f: sheet.rank_key(f), reverse=True):
            surf.blit(look.badge(f, 28), (x, y))
            CT.blit_fit(surf, look.fonts, look.fname(f), (x + 36, y + 14), 19, P.w - 150, theme.TEXT, "midleft")
            blit_text(surf, look.fonts, f"{sheet.totals[f]} {look.tx('vp')}", (P.right - 16, y + 14), 20,
                      theme.ACCENT, "midright", True)
            y += 34
