"""Settings: language, AI speed, animation speed, fullscreen, colour-blind-safe palette, motion,
volume and mute."""
from __future__ import annotations

import dataclasses

import pygame

from .. import theme
from ..app import W, Scene
from ..i18n import I18n
from ..settings import AI_SPEEDS, ANIM_SPEEDS, MOTIONS
from ..widgets import Button, Cycler, blit_text

TOP, STEP = 180, 58                      # eight rows between the title and the buttons
VOLUMES = tuple(range(0, 101, 10))       # the volume in steps of 10 %


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.draft = dataclasses.replace(app.settings)
        self.build()

    @property
    def t(self):
        """This screen speaks the language being chosen, before it is saved."""
        return I18n(self.draft.language)

    def build(self):
        t, s = self.t, self.draft
        self.rows = [
            ("language", ["English", "Français"], ["en", "fr"], "language"),
            ("ai_speed", [t("speed_" + v) for v in AI_SPEEDS], list(AI_SPEEDS), "ai_speed"),
            ("feel.announce", [t("anim_" + v) for v in ANIM_SPEEDS], list(ANIM_SPEEDS), "animation"),
            ("fullscreen", [t("off"), t("on")], [False, True], "fullscreen"),
            ("colorblind", [t("off"), t("on")], [False, True], "colorblind"),
            ("feel.motion", [t("feel.motion_" + v) for v in MOTIONS], list(MOTIONS), "motion"),
            ("feel.volume", [f"{v} %" for v in VOLUMES], list(VOLUMES), "volume"),
            ("feel.mute", [t("off"), t("on")], [False, True], "mute"),
        ]
        self.widgets = []
        for k, (label, shown, values, attr) in enumerate(self.rows):
            value = getattr(s, attr)
            idx = values.index(min(values, key=lambda v: abs(v - value)) if attr == "volume" else value)
            self.widgets.append(Cycler((W // 2 + 20, TOP + k * STEP, 340, 44), shown, idx,
                                       self._setter(attr, values)))
        self.widgets.append(Button((W // 2 - 350, 680, 320, 54), t("save"), self.on_save, size=28,
                                   key=pygame.K_RETURN))
        self.widgets.append(Button((W // 2 + 30, 680, 320, 54), t("back"), self.app.pop, size=28,
                                   key=pygame.K_ESCAPE))

    def _setter(self, attr, values):
        def set_value(i):
            setattr(self.draft, attr, values[i])
            if attr == "language":
                self.build()
        return set_value

    def on_save(self):
        self.app.apply_settings(dataclasses.replace(self.draft))
        self.app.pop()

    def draw(self, surf):
        surf.fill(theme.BG)
        blit_text(surf, self.app.fonts, self.t("settings"), (W // 2, 110), 60, theme.ACCENT, "center", True)
        for k, (label, *_rest) in enumerate(self.rows):
            blit_text(surf, self.app.fonts, self.t(label), (W // 2 - 20, TOP + 22 + k * STEP), 30,
                      theme.TEXT, "midright")
        super().draw(surf)
