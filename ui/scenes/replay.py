"""Step through a finished game move by move, with the board as it was."""
from __future__ import annotations

import pygame

from engine.core.text import colon

from .. import theme
from ..app import H, W, Scene
from ..views import make_view
from ..session import Snapshot, seat_names
from ..widgets import Button, blit_text


class ReplayScene(Scene):
    def __init__(self, app, match, viewer, read_only=False):
        super().__init__(app)
        self.match, self.game, self.viewer = match, match.game, viewer
        self.read_only = read_only      # a game being played in another window
        self.states = [s for _, s in match.replay_states()]
        self.index = len(self.states) - 1
        self.view = make_view(self.game, app)
        self.board = pygame.Rect(0, 60, W, H - 140)
        self.view.layout(self.board)
        self.playing, self.clock = False, 0.0
        self.build()

    def build(self):
        y = H - 70
        self.widgets = [
            Button((40, y, 90, 50), "|<", lambda: self.go(0), key=pygame.K_HOME),
            Button((140, y, 90, 50), "<", lambda: self.go(self.index - 1), key=pygame.K_LEFT),
            Button((240, y, 170, 50), self.t("play_pause"), self.toggle, key=pygame.K_SPACE),
            Button((420, y, 90, 50), ">", lambda: self.go(self.index + 1), key=pygame.K_RIGHT),
            Button((520, y, 90, 50), ">|", lambda: self.go(len(self.states) - 1), key=pygame.K_END),
            Button((W - 260, y, 220, 50), self.t("back"), self.app.pop, key=pygame.K_ESCAPE),
        ]

    def go(self, i):
        self.index = max(0, min(len(self.states) - 1, i))
        self.view.reset()

    def toggle(self):
        self.playing = not self.playing

    def update(self, dt):
        if self.playing and self.app.top is self:
            self.clock += dt
            if self.clock > 0.6:
                self.clock = 0
                if self.index + 1 >= len(self.states):
                    self.playing = False
                else:
                    self.go(self.index + 1)

    def animating(self):
        return self.playing and self.app.top is self

    def snapshot(self, lang, names, step):
        """The replayed position as the view's snapshot (built once per step shown)."""
        key = (self.index, lang)
        if getattr(self, "_snap_key", None) != key:
            state = self.states[self.index]
            to_move = self.game.to_move(state)
            self._snap = Snapshot(self.index, self.viewer, to_move, to_move is None,
                                  self.game.observe(state, self.viewer), [], self.game.scores(state),
                                  names, lang, None, step.action if step else None)
            self._snap_key = key
            self.view.on_snapshot(self._snap)
        return self._snap

    def title(self, lang, names, step) -> str:
        """'Move 12 of 84 · Bob: places…' (French puts a space before the colon)."""
        text = self.t("replay_step", n=self.index, total=len(self.states) - 1)
        if step:
            text += f"  ·  {names[step.player]}{colon(lang)}{step.text.get(lang, step.text['en'])}"
        return text

    def draw(self, surf):
        surf.fill(theme.BG)
        lang = self.app.settings.language
        names = seat_names(self.match, lang)
        step = self.match.steps[self.index - 1] if self.index > 0 else None
        snap = self.snapshot(lang, names, step)
        clip = surf.get_clip()
        surf.set_clip(self.board)
        self.view.draw(surf, snap)
        surf.set_clip(clip)
        pygame.draw.rect(surf, (30, 40, 35), (0, 0, W, 60))
        blit_text(surf, self.app.fonts, self.title(lang, names, step), (20, 30), 24, theme.TEXT, "midleft")
        if self.read_only:
            blit_text(surf, self.app.fonts, self.t("read_only_note"), (790, H - 45), 20, theme.MUTED, "center")
        super().draw(surf)
