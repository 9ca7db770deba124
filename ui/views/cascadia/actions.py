"""The action area beside the display. Its first line shows the viewer's nature tokens and the
turns left; below, what the turn allows: the nature-token and overpopulation buttons (with their
cost) while taking, the held tile and its rotate buttons while placing, the held token and the
"return it to the bag" button while placing the token. Buttons are computed from the layout and
the model (`buttons`), so drawing and clicking read the same rectangles."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.cascadia.view_info import EMPTY, OVER, PLACE, TAKE, TOKEN

from ... import theme
from ...theme import draw_marker
from ...widgets import blit_label, blit_text
from ..base import Region
from ..kit import cardtable as CT
from .images import blit_c

COST_H = 20      # a button's price row, under its label

HELD_R = 40
TIPS = {"free": "free_tip", "wipe": "wipe_tip", "wipe_go": "wipe_tip", "wipe3": "wipe3_tip",
        "discard": "discard_tip"}


@dataclass
class Button:
    rect: pygame.Rect
    key: str
    label: str = ""
    opts: dict = field(default_factory=dict)    # enabled, lit, hint, cost, primary, size


class Actions(Region):
    def body(self) -> pygame.Rect:
        a = self.rect
        return pygame.Rect(a.x + 8, a.y + 30, a.w - 16, a.h - 36)

    def buttons(self, snap) -> list[Button]:
        """The board buttons of this moment (none when it is not the viewer's move)."""
        m, obs = self.view.model, snap.obs
        if obs.phase == OVER or not m.acting():
            return []
        if obs.phase == TAKE:
            return self.wipe_buttons() if m.wipe_mode else self.take_buttons(snap)
        if obs.phase == TOKEN:
            return self.token_buttons(snap)
        return []

    def take_buttons(self, snap) -> list[Button]:
        v, L, body = self.view, self.view.model.legal, self.body()
        hint = snap.hint[0] if snap.hint else None
        w = (body.w - 12) // 3
        y = body.y + 4
        spec = (("free", "nature_free", L.free, False, 1), ("wipe", "nature_wipe", L.wipe, False, 1),
                ("wipe3", "wipe3", L.wipe3, L.wipe3 and bool(v.facts.three), 0))
        return [Button(pygame.Rect(body.x + k * (w + 6), y, w, 46), key, v.tx(key),
                       dict(enabled=on, lit=lit, hint=hint == action, cost=cost, size=18))
                for k, (key, action, on, lit, cost) in enumerate(spec)]

    def wipe_buttons(self) -> list[Button]:
        v, body = self.view, self.body()
        n = v.model.wipe_count()
        w = (body.w - 8) // 2
        return [Button(pygame.Rect(body.x, body.y + 4, w, 46), "wipe_go", v.tx("confirm", n=n),
                       dict(enabled=n > 0, primary=True, lit=n > 0, cost=1)),
                Button(pygame.Rect(body.x + w + 8, body.y + 4, w, 46), "wipe_cancel", v.tx("cancel"))]

    def token_buttons(self, snap) -> list[Button]:
        v, body = self.view, self.body()
        name = v.animal(snap.obs.held_token, snap.lang)
        hint = bool(snap.hint and snap.hint[0] == "discard_token")
        return [Button(pygame.Rect(body.right - 240, body.y + 4, 240, 46), "discard",
                       v.tx("discard", animal=name), dict(lit=not v.model.legal.tokens, hint=hint, size=18))]

    def rot_rects(self, snap) -> list:
        """(rect, step) of the two rotate buttons while a dual tile is held."""
        m = self.view.model
        if snap.obs.phase != PLACE or not m.acting() or self.view.facts.held_keystone:
            return []
        body = self.body()
        return [(pygame.Rect(body.x + 124 + k * 50, body.y + 6, 44, 44), d) for k, d in enumerate((-1, 1))]

    # ---- clicks and words --------------------------------------------------------------------
    def hit(self, pos, snap):
        for b in self.buttons(snap):
            if b.rect.collidepoint(pos):
                return ("btn", b.key)
        for r, d in self.rot_rects(snap):
            if r.collidepoint(pos):
                return ("rot", d)
        return None

    def rect_of(self, kind, what, snap):
        if kind == "btn":
            return next((b.rect for b in self.buttons(snap) if b.key == what), None)
        if kind == "rot":
            return next((r for r, d in self.rot_rects(snap) if d == what), None)
        return None

    def tooltip(self, pos, snap):
        got = self.hit(pos, snap)
        if got is None:
            return None
        if got[0] == "rot":
            return self.view.tx("rot_tip")
        return self.view.tx(TIPS[got[1]]) if got[1] in TIPS else None

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf, snap):
        v, a, obs = self.view, self.rect, snap.obs
        me = v.model.me
        pygame.draw.rect(surf, (30, 41, 36), a, border_radius=9)
        pygame.draw.rect(surf, theme.LINE, a, 1, border_radius=9)
        y0 = a.y + 16
        blit_c(surf, v.images.icon("leaf", 10), (a.x + 18, y0))
        left = blit_text(surf, v.fonts, v.tx("nature", n=obs.nature[me]), (a.x + 32, y0), 20, theme.TEXT, "midleft")
        if obs.phase == OVER:
            right = v.tx("over")
        else:
            right = v.tx("round", r=v.facts.round, n=v.facts.turns) + " · " + v.tx("left", k=v.facts.left[me])
        CT.blit_fit(surf, v.fonts, right, (a.right - 10, y0), 19, a.right - 22 - left.right, theme.MUTED, "midright")
        if obs.phase == OVER:
            return
        if not v.model.acting():
            self.draw_waiting(surf, snap)
        elif obs.phase == PLACE:
            self.draw_held(surf, snap)
        elif obs.phase == TOKEN:
            self.draw_token_step(surf, snap)
        for b in self.buttons(snap):
            self.draw_button(surf, b)

    def draw_waiting(self, surf, snap):
        v, body, obs = self.view, self.body(), snap.obs
        name = snap.name(obs.current)
        stack = blit_text(surf, v.fonts, v.tx("stack", n=obs.stack), (body.right - 4, body.centery), 18, theme.MUTED,
                          "midright")
        if obs.current == snap.viewer:     # nothing to play yet on one's own turn (a lesson's reading step)
            return
        draw_marker(surf, obs.current, (body.x + 12, body.centery), 9, v.palette)
        CT.blit_fit(surf, v.fonts, v.tx("playing", name=name), (body.x + 28, body.centery), 22,
                    stack.x - 12 - body.x - 28, theme.TEXT, "midleft")

    def draw_held(self, surf, snap):
        v, body, obs = self.view, self.body(), snap.obs
        if ("held_tile", obs.current) not in v.hidden:
            blit_c(surf, v.images.tile(v.model.held_code(v.facts.held_keystone), HELD_R - 6),
                   (body.x + 44, body.centery - 8))
        if obs.held_token != EMPTY and ("held_token", obs.current) not in v.hidden:
            blit_c(surf, v.images.token(obs.held_token, 16, snap.lang), (body.x + 96, body.centery + 4))
        x = body.x + 124
        mouse = v.app.mouse
        for r, d in self.rot_rects(snap):
            hover = r.collidepoint(mouse)
            pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=8)
            pygame.draw.rect(surf, theme.ACCENT if hover else theme.LINE, r, 2 if hover else 1, border_radius=8)
            blit_c(surf, v.images.icon("rot", 14, d > 0), r.center)
        if not v.facts.held_keystone:
            x += 108
        help_ = v.tx("keystone_help" if v.facts.held_keystone else "rotate_help")
        for k, line in enumerate(v.fonts.wrap(help_, 18, body.right - x - 4, most=3)):
            blit_text(surf, v.fonts, line, (x, body.y + 8 + k * 17), 18, theme.MUTED)

    def draw_token_step(self, surf, snap):
        v, body = self.view, self.body()
        blit_c(surf, v.images.token(snap.obs.held_token, 20, snap.lang), (body.x + 26, body.centery))
        none = not v.model.legal.tokens
        text = v.tx("token_none") if none else v.tx("token_help")
        for k, line in enumerate(v.fonts.wrap(text, 18, body.right - 240 - body.x - 64, most=3)):
            blit_text(surf, v.fonts, line, (body.x + 54, body.y + 10 + k * 17), 18,
                      theme.TEXT if none else theme.MUTED)

    # ---- one board button ----------------------------------------------------------------------
    def draw_button(self, surf, b: Button):
        draw_board_button(self.view, surf, b.rect, b.label, **b.opts)


def draw_board_button(v, surf, rect, label, enabled=True, lit=False, hint=False, cost=None, primary=False,
                      size=19):
    """A board button; `cost` (nature tokens, 0 = free) is shown under its label."""
    CT.button_frame(surf, rect, rect.collidepoint(v.app.mouse), primary, enabled, lit, hint)
    if hint:
        v.hint_mark(surf, (rect.right - 9, rect.y + 9), 7)
    colour = theme.TEXT if enabled else (128, 136, 128)
    room = rect if cost is None else pygame.Rect(rect.x, rect.y, rect.w, rect.h - COST_H)
    blit_label(surf, v.fonts, label, room, size, colour, primary, CT.BUTTON_PAD)
    if cost is None:
        return
    y = room.bottom + COST_H // 2 - 3      # the price, under the label: a leaf and -1, or "free"
    if cost == 0:
        blit_text(surf, v.fonts, v.tx("free_cost"), (rect.centerx, int(y)), theme.READABLE,
                  theme.GOOD if enabled else (120, 130, 120), "center", True)
    else:
        blit_c(surf, v.images.icon("leaf", 7), (rect.centerx - 9, y))
        blit_text(surf, v.fonts, f"-{cost}", (rect.centerx + 1, int(y)), theme.READABLE, colour, "midleft", True)
