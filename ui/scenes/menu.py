"""Main menu: Continue, New game, Load, Record, Rules, Settings, Quit."""
from __future__ import annotations

import math
import os
import random

import pygame

from engine import saved_games
from engine.core import save_lock, saves, tr

from .. import theme
from ..app import H, Scene, W
from ..widgets import Button, blit_text
from .about import VersionCorner
from .opening import open_save


def make_background() -> pygame.Surface:
    """Original art made by code: a dusk sky over layered hills and a few pines."""
    bg = pygame.Surface((W, H))
    for y in range(H):
        k = y / H
        bg.fill((int(18 + 30 * k), int(30 + 40 * k), int(40 + 20 * k)), (0, y, W, 1))
    rng = random.Random(4)
    for layer, (colour, base) in enumerate([((38, 64, 52), 520), ((30, 52, 42), 600), ((22, 40, 32), 680)]):
        pts = [(0, H)]
        for x in range(0, W + 40, 40):
            pts.append((x, base + 40 * math.sin(x / (160 + 60 * layer) + layer) + rng.randint(-8, 8)))
        pts.append((W, H))
        pygame.draw.polygon(bg, colour, pts)
        for _ in range(14 + 6 * layer):
            x = rng.randint(0, W)
            y = base + 40 * math.sin(x / (160 + 60 * layer) + layer) + 6
            h = rng.randint(30, 60) + 20 * layer
            shade = tuple(max(0, c - 10) for c in colour)
            pygame.draw.polygon(bg, shade, [(x, y - h), (x - h // 4, y + 4), (x + h // 4, y + 4)])
    return bg


class MainMenu(Scene):
    home = True

    def __init__(self, app):
        super().__init__(app)
        self.bg = make_background()
        self.clean_leftovers()
        self.build()
        self.say_settings_problem()

    @staticmethod
    def clean_leftovers():
        """Temp files of an autosave or settings write that a crash interrupted."""
        from ..settings import settings_path
        saves.clean_leftovers()
        saves.clean_leftovers(os.path.dirname(settings_path()))
        save_lock.clear_stale(saves.saves_dir())

    def say_settings_problem(self):
        from ..settings import take_load_problem
        problem = take_load_problem()
        if problem is not None:
            key, fields = problem
            self.app.toast(self.t(key, **fields), 8, scene=self)

    def build(self):
        t = self.t
        self.latest = None
        try:
            self.latest = saved_games.latest_unfinished()
        except Exception:  # noqa: BLE001 - Continue is off rather than the app down
            self.latest = None
        x, w, h, gap = W // 2 - 160, 320, 50, 8
        y = 290
        entries = [
            ("continue", self.on_continue, self.latest is not None),
            ("new_game", self.on_new, True),
            ("lesson.menu", self.on_learn, True),
            ("load", self.on_load, True),
            ("record.menu", self.on_record, True),
            ("rules", self.on_rules, True),
            ("settings", self.on_settings, True),
            ("quit", self.app.quit, True),
        ]
        self.widgets = []
        for k, (key, fn, enabled) in enumerate(entries):
            self.widgets.append(Button((x, y + k * (h + gap), w, h), t(key), fn, enabled, size=30))
        self.widgets.append(VersionCorner(self.app))

    def on_resume(self):
        self.build()

    def draw(self, surf):
        surf.blit(self.bg, (0, 0))
        blit_text(surf, self.app.fonts, "Terrarium", (W // 2, 150), 110, theme.ACCENT, "center", True)
        blit_text(surf, self.app.fonts, self.t("tagline"), (W // 2, 225), 30, theme.MUTED, "center")
        super().draw(surf)
        if self.latest is not None:      # the save's own summary: no game is loaded to say it
            title = tr(self.latest.title or self.latest.game, self.app.settings.language)
            blit_text(surf, self.app.fonts, f"{title} · {self.t('round')} {self.latest.round}",
                      (W // 2 + 180, 315), 20, theme.MUTED, "midleft")

    # ---- actions -------------------------------------------------------------------
    def on_continue(self):
        if self.latest is not None:
            open_save(self.app, self.latest.path)

    def on_new(self, game: str | None = None):
        """New game, on `game` when named (the results' New game: the same game again)."""
        from .newgame import NewGame
        self.app.push(NewGame(self.app, game))

    def on_learn(self):
        from .lesson import LessonPicker
        self.app.push(LessonPicker(self.app))

    def on_load(self):
        from .load import LoadScene
        self.app.push(LoadScene(self.app))

    def on_record(self):
        from .record import RecordScene
        self.app.push(RecordScene(self.app))

    def on_rules(self):
        from .rules import RulesScene
        self.app.push(RulesScene(self.app))

    def on_settings(self):
        from .settings import SettingsScene
        self.app.push(SettingsScene(self.app))
