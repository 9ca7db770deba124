"""Modal boxes drawn over the scene below: the Modal scene they share and the message box."""
from __future__ import annotations

import pygame

from .. import theme
from ..app import H, W, Scene
from ..widgets import Button, blit_text, draw_panel


class Modal(Scene):
    """A box over the dimmed scene below; Escape closes it."""
    opaque = False

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        super().handle(event)

    def draw_box(self, surf, box) -> None:
        shade = pygame.Surface((W, H), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surf.blit(shade, (0, 0))
        draw_panel(surf, box, theme.PANEL, theme.ACCENT, 12)


class MessageBox(Modal):

    def __init__(self, app, title: str, text: str, buttons=None):
        super().__init__(app)
        self.title, self.text = title, text
        self.lines = app.fonts.wrap(text, 24, 680, most=14)
        h = 150 + 28 * len(self.lines)
        self.box = pygame.Rect(0, 0, 760, h)
        self.box.center = (W // 2, H // 2)
        buttons = buttons or [(app.t("ok"), None)]
        bw = 180
        x0 = self.box.centerx - (len(buttons) * (bw + 16) - 16) // 2
        for k, (label, fn) in enumerate(buttons):
            self.widgets.append(Button((x0 + k * (bw + 16), self.box.bottom - 64, bw, 46), label,
                                       self._closer(fn), key=pygame.K_RETURN if k == 0 else None))

    def _closer(self, fn):
        def go():
            self.app.pop()
            if fn:
                fn()
        return go

    def draw(self, surf):
        self.draw_box(surf, self.box)
        blit_text(surf, self.app.fonts, self.title, (self.box.centerx, self.box.y + 36), 34,
                  theme.ACCENT, "center", True)
        for k, line in enumerate(self.lines):
            blit_text(surf, self.app.fonts, line, (self.box.x + 40, self.box.y + 72 + 28 * k), 24)
        super().draw(surf)
