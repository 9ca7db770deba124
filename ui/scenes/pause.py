"""In-game menu drawn over the board. The game is saved after every move, so leaving is safe."""
from __future__ import annotations

import pygame

from .. import theme
from ..app import H, W
from ..widgets import Button, blit_text, draw_panel
from .dialog import Modal


class PauseScene(Modal):
    """Escape is its Resume button's key."""

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.box = pygame.Rect(0, 0, 420, 440)
        self.box.center = (W // 2, H // 2)
        self.build()

    def build(self):
        t = self.t
        x, y = self.box.x + 50, self.box.y + 90
        entries = [("resume", self.app.pop, pygame.K_ESCAPE), ("rules", self.on_rules, None),
                   ("settings", self.on_settings, None), ("main_menu", self.on_menu, None),
                   ("quit", self.app.quit, None)]
        self.widgets = [Button((x, y + k * 64, 320, 52), t(key), fn, size=28, key=keycode)
                        for k, (key, fn, keycode) in enumerate(entries)]

    def on_resume(self):
        self.build()

    def draw_box(self, surf, box) -> None:
        """The dimming covers the whole canvas (a wide window's sides too), not only this
        scene's 1280 wide part of it."""
        whole = surf.get_abs_parent()
        shade = pygame.Surface(whole.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        whole.blit(shade, (0, 0))
        draw_panel(surf, box, theme.PANEL, theme.ACCENT, 12)

    def on_rules(self):
        from .rules import RulesScene
        game = getattr(self.play, "game", None)
        self.app.push(RulesScene(self.app, game.name if game is not None else None))

    def on_settings(self):
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def on_menu(self):
        self.app.home()

    def draw(self, surf):
        self.draw_box(surf, self.box)
        blit_text(surf, self.app.fonts, self.t("paused"), (self.box.centerx, self.box.y + 44), 40,
                  theme.ACCENT, "center", True)
        saved = "autosaved" if getattr(self.play, "keeps_save", True) else "lesson.not_saved"
        blit_text(surf, self.app.fonts, self.t(saved), (self.box.centerx, self.box.bottom - 28), 20,
                  theme.MUTED, "center")
        super().draw(surf)
