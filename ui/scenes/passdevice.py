"""Hot seat: hides the board until the next human confirms they have the screen."""
from __future__ import annotations

import pygame

from .. import theme
from ..app import H, W, Scene
from ..theme import draw_marker
from ..widgets import Button, blit_text


class PassScene(Scene):
    opaque = True

    def __init__(self, app, name: str, seat: int, on_ready=None):
        super().__init__(app)
        self.name, self.seat, self.on_ready = name, seat, on_ready
        self.widgets = [Button((W // 2 - 200, H // 2 + 60, 400, 60), app.t("i_am", name=name),
                               self.ready, size=30, key=pygame.K_RETURN)]

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return
        super().handle(event)

    def open_menu(self):
        """The Esc menu of the game below, opened over this page: the page stays under the menu,
        so no hand shows."""
        below = self.app.stack[-2] if len(self.app.stack) > 1 and self.app.top is self else None
        on_menu = getattr(below, "on_menu", None)
        if on_menu is not None:
            on_menu()

    def ready(self):
        self.app.pop()
        if self.on_ready is not None:
            self.on_ready()

    def draw(self, surf):
        surf.fill((16, 22, 19))
        draw_marker(surf, self.seat, (W // 2, H // 2 - 120), 30, self.app.palette)
        blit_text(surf, self.app.fonts, self.t("pass_to", name=self.name), (W // 2, H // 2 - 40), 52,
                  theme.ACCENT, "center", True)
        blit_text(surf, self.app.fonts, self.t("pass_hint"), (W // 2, H // 2 + 10), 26, theme.MUTED, "center")
        super().draw(surf)
