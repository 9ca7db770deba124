"""The window, the scene stack and the main loop.

Scenes draw on a logical 1280x800 canvas; the canvas is scaled to the window (letterboxed),
so everything scales with the window and mouse positions are mapped back.
"""
from __future__ import annotations

import time
import traceback

import pygame

from . import theme
from .i18n import I18n
from .settings import Settings, load_settings, save_settings

W, H = 1280, 800


class Scene:
    """A screen. `opaque` scenes hide what is below them; modal ones draw over it."""
    opaque = True

    def __init__(self, app: "App"):
        self.app = app
        self.widgets: list = []

    # what the stack calls
    def handle(self, event) -> None:
        for w in self.widgets:
            if w.visible and w.handle(event):
                return

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf) -> None:
        mouse = self.app.mouse
        for w in self.widgets:
            w.draw(surf, self.app.fonts, mouse)

    def on_resume(self) -> None:
        """Back on top of the stack (language may have changed: rebuild labels)."""

    def on_close(self) -> None:
        pass

    @property
    def t(self):
        return self.app.t


class App:
    def __init__(self, settings: Settings | None = None, size=(W, H)):
        self.settings = settings or load_settings()
        self.t = I18n(self.settings.language)
        self.palette = theme.Palette(self.settings.colorblind)
        pygame.display.init()  # no sound: skipping the mixer keeps start-up fast and quiet
        pygame.font.init()
        pygame.display.set_caption("Terrarium")
        self.fonts = theme.Fonts()
        self.window = None
        self.set_mode(size)
        self.canvas = pygame.Surface((W, H)).convert()
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.mouse = (0, 0)
        self.running = True
        self.toast_text, self.toast_until = "", 0.0
        self._worker = None

    # ---- window -----------------------------------------------------------------------
    def set_mode(self, size=None):
        if self.settings.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(size or (W, H), pygame.RESIZABLE)
        self._set_icon()

    def _set_icon(self):
        from .assets import sprite_path
        try:
            pygame.display.set_icon(pygame.image.load(sprite_path("icon.png")))
        except (pygame.error, FileNotFoundError):
            pass

    def view_transform(self):
        ww, wh = self.window.get_size()
        scale = min(ww / W, wh / H)
        ox, oy = (ww - W * scale) / 2, (wh - H * scale) / 2
        return scale, ox, oy

    def to_logical(self, pos):
        scale, ox, oy = self.view_transform()
        return (int((pos[0] - ox) / scale), int((pos[1] - oy) / scale))

    # ---- settings ---------------------------------------------------------------------
    def apply_settings(self, settings: Settings):
        fullscreen_changed = settings.fullscreen != self.settings.fullscreen
        self.settings = settings
        self.t = I18n(settings.language)
        self.palette = theme.Palette(settings.colorblind)
        if fullscreen_changed:
            self.set_mode()
        try:
            save_settings(settings)
        except OSError as e:
            self.toast(self.t("settings_not_saved", error=str(e)))
        for s in self.stack:
            s.on_resume()

    # ---- scene stack ------------------------------------------------------------------
    def push(self, scene: Scene):
        self.stack.append(scene)

    def pop(self):
        if self.stack:
            self.stack.pop().on_close()
        if self.stack:
            self.stack[-1].on_resume()

    def replace(self, scene: Scene):
        if self.stack:
            self.stack.pop().on_close()
        self.stack.append(scene)

    def reset(self, scene: Scene):
        while self.stack:
            self.stack.pop().on_close()
        self.stack.append(scene)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def toast(self, text: str, seconds: float = 4.0):
        """A short message at the bottom of the screen (refused moves, errors)."""
        self.toast_text, self.toast_until = text, time.monotonic() + seconds

    # ---- the AI process -----------------------------------------------------------------
    def worker(self):
        from engine.ai.worker import AIWorker
        if self._worker is None or not self._worker.alive():
            self._worker = AIWorker()
        return self._worker

    # ---- loop -------------------------------------------------------------------------
    def logical_event(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            d = dict(event.dict)
            d["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, d)
        return event

    def frame(self, events, dt: float):
        self.mouse = self.to_logical(pygame.mouse.get_pos())
        for raw in events:
            if raw.type == pygame.QUIT:
                self.quit()
                return
            if raw.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                continue
            event = self.logical_event(raw)
            if event.type == pygame.MOUSEWHEEL:
                event = pygame.event.Event(pygame.MOUSEWHEEL, {**event.dict, "pos": self.mouse})
            if self.top:
                self.top.handle(event)
        for s in list(self.stack):
            s.update(dt)
        self.draw()

    def draw(self):
        surf = self.canvas
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        if not self.stack:
            surf.fill(theme.BG)
        for s in self.stack[start:]:
            s.draw(surf)
        if self.toast_text and time.monotonic() < self.toast_until:
            self.draw_toast(surf)
        self.present()

    def draw_toast(self, surf):
        lines = self.fonts.wrap(self.toast_text, 24, 900)
        h = 16 + 26 * len(lines)
        r = pygame.Rect(0, 0, 940, h)
        r.midbottom = (W // 2, H - 70)
        pygame.draw.rect(surf, (70, 34, 30), r, border_radius=10)
        pygame.draw.rect(surf, theme.BAD, r, 2, border_radius=10)
        for k, line in enumerate(lines):
            img = self.fonts.render(line, 24)
            surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 8 + 26 * k)))

    def present(self):
        ww, wh = self.window.get_size()
        if (ww, wh) == (W, H):
            self.window.blit(self.canvas, (0, 0))
        else:
            scale, ox, oy = self.view_transform()
            self.window.fill((0, 0, 0))
            size = (max(1, int(W * scale)), max(1, int(H * scale)))
            self.window.blit(pygame.transform.smoothscale(self.canvas, size), (int(ox), int(oy)))
        pygame.display.flip()

    def run(self):
        while self.running and self.stack:
            dt = self.clock.tick(60) / 1000.0
            try:
                self.frame(pygame.event.get(), dt)
            except Exception:  # never crash to the desktop: explain and carry on
                traceback.print_exc()
                self.toast(self.t("internal_error", error=traceback.format_exc(limit=1).strip().splitlines()[-1]))
        self.shutdown()

    def quit(self):
        self.running = False

    def shutdown(self):
        for s in list(self.stack):
            s.on_close()
        if self._worker is not None:
            self._worker.close()
        pygame.quit()


def main():
    from .scenes.menu import MainMenu
    app = App()
    app.push(MainMenu(app))
    app.run()
    return 0
