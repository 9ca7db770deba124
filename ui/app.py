"""The window, the scene stack and the main loop.

Scenes draw on a logical 1280x800 canvas; the canvas is scaled to the window (letterboxed),
so everything scales with the window and mouse positions are mapped back.

The loop sleeps in the event queue while nothing changes: a frame is drawn only after input,
a window event, or while a scene animates (`Scene.animating()`) or asked to be woken
(`App.wake_at`). Idle, the app costs next to nothing on a laptop.
"""
from __future__ import annotations

import os
import time
import traceback
import warnings

import pygame

from . import theme
from .i18n import I18n
from .settings import Settings, load_settings, save_settings
from .widgets import draw_tooltip

W, H = 1280, 800
WIDE = 1422   # the widest canvas (16:9): wide scenes (the play screen) use the extra width


class Scene:
    """A screen. `opaque` scenes hide what is below them; modal ones draw over it."""
    opaque = True
    wide = False   # True: draws on the whole canvas (app.width); else on a centred 1280x800 part
    home = False   # True: the main menu, that App.home() goes back to

    def __init__(self, app: "App"):
        self.app = app
        self.widgets: list = []
        self.clicked_at = None     # no tooltip over what was just clicked, until the pointer moves

    # what the stack calls
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicked_at = event.pos
        for w in self.widgets:
            if w.visible and w.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.refused(event.pos)

    def refused(self, pos) -> None:
        """A click on a greyed button says why it cannot be used (its tooltip), as advice."""
        off = next((w for w in self.widgets if w.visible and not getattr(w, "enabled", True)
                    and w.tooltip and w.rect.collidepoint(pos)), None)
        if off is not None:
            self.app.toast(off.tooltip, 6, "advice", self)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf) -> None:
        mouse = self.app.mouse
        for w in self.widgets:
            w.draw(surf, self.app.fonts, mouse)

    def draw_tip(self, surf) -> None:
        """The tooltip of the widget under the pointer, over everything (the app calls it on
        the top scene after drawing the stack; the play screen draws its own, after a rest)."""
        mouse = self.app.mouse
        if mouse == self.clicked_at:
            return
        tip = next((w.tooltip for w in self.widgets if w.visible and w.tooltip and w.rect.collidepoint(mouse)), "")
        if tip:
            draw_tooltip(surf, self.app.fonts, tip, mouse)

    def on_resume(self) -> None:
        """Back on top of the stack (language may have changed: rebuild labels)."""

    def on_close(self) -> None:
        pass

    def on_resize(self) -> None:
        """The canvas changed width (a wide scene lays itself out again)."""

    def animating(self) -> bool:
        """True while the scene needs frames without input (a spinner, a fade, the AI)."""
        return False

    def message_anchor(self):
        """Where messages show on this screen: (midbottom x, y) clear of what is clicked next."""
        return (W // 2, H - 70)

    @property
    def t(self):
        return self.app.t


class App:
    def __init__(self, settings: Settings | None = None, size=None):
        self.settings = settings or load_settings()
        self.t = I18n(self.settings.language)
        self.palette = theme.Palette(self.settings.colorblind)
        pygame.display.init()  # no sound: skipping the mixer keeps start-up fast and quiet
        pygame.font.init()
        pygame.display.set_caption("Terrarium")
        self.fonts = theme.Fonts()
        self.window = None
        self.set_mode(size)
        self.width = W
        self.canvas = pygame.Surface((W, H)).convert()
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.mouse = (0, 0)
        self.running = True
        self.message = None        # (kind, text, until, scene it belongs to)
        self.dirty = True          # something changed: draw the next frame
        self.wake = float("inf")   # monotonic time of the next frame wanted without input
        self._worker = None
        self.fit_canvas()

    # ---- window -----------------------------------------------------------------------
    def set_mode(self, size=None):
        if self.settings.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            if size is None and os.environ.get("SDL_VIDEODRIVER") != "dummy":
                size = self.first_size()     # a real screen: fit it (headless keeps 1280x800)
            self.window = pygame.display.set_mode(size or (W, H), pygame.RESIZABLE)
        self._set_icon()
        if hasattr(self, "canvas"):
            self.fit_canvas()

    def first_size(self, size=None):
        """The window fits the screen it opens on, where and as large as it was left."""
        from .window import fit, load_geometry, place
        saved, pos = load_geometry()
        screen = (pygame.display.get_desktop_sizes() or [(W, H)])[0]
        shape = (max(W, min(WIDE, round(H * screen[0] / max(1, screen[1])))), H)  # 16:10 or 16:9
        size = fit(size or saved or shape, screen)
        pos = place(pos, size, screen)
        if pos is not None:
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{pos[0]},{pos[1]}"
        return size

    def remember_window(self):
        if self.settings.fullscreen or self.window is None:
            return
        from .window import save_geometry
        try:
            win = pygame.Window.from_display_module()
            save_geometry(win.size, win.position)
        except (pygame.error, AttributeError):
            save_geometry(self.window.get_size(), None)

    def _set_icon(self):
        from .assets import sprite_path
        try:
            pygame.display.set_icon(pygame.image.load(sprite_path("icon.png")))
        except (pygame.error, FileNotFoundError):
            pass

    def fit_canvas(self):
        """A wider window gets a wider canvas (up to 16:9), not black bars."""
        ww, wh = self.window.get_size()
        width = max(W, min(WIDE, round(H * ww / max(1, wh))))
        changed = width != self.width
        self.width = width
        if (ww, wh) == (width, H):
            self.canvas = self.window          # no scaling: scenes draw on the window itself
        elif self.canvas is self.window or self.canvas.get_size() != (width, H):
            self.canvas = pygame.Surface((width, H)).convert()
        if changed:
            for s in self.stack:
                s.on_resize()
        self.dirty = True

    def offset(self, scene) -> int:
        """Where a scene's own x = 0 lies on the canvas (narrow scenes are centred)."""
        return 0 if scene is None or scene.wide else (self.width - W) // 2

    def view_transform(self):
        ww, wh = self.window.get_size()
        scale = min(ww / self.width, wh / H)
        ox, oy = (ww - self.width * scale) / 2, (wh - H * scale) / 2
        return scale, ox, oy

    def to_logical(self, pos):
        """Window pixels -> the top scene's own coordinates."""
        scale, ox, oy = self.view_transform()
        return (int((pos[0] - ox) / scale) - self.offset(self.top), int((pos[1] - oy) / scale))

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
        self.dirty = True

    def pop(self):
        if self.stack:
            self.stack.pop().on_close()
        if self.stack:
            self.stack[-1].on_resume()
        self.dirty = True

    def replace(self, scene: Scene):
        if self.stack:
            self.stack.pop().on_close()
        self.stack.append(scene)
        self.dirty = True

    def home(self) -> Scene | None:
        """Back to the main menu, the scene marked `home` (main() puts it at the bottom): every
        scene above it is closed and it is resumed, so it reads the saves anew. Returns it."""
        while len(self.stack) > 1 and not self.stack[-1].home:
            self.stack.pop().on_close()
        if self.stack:
            self.stack[-1].on_resume()
        self.dirty = True
        return self.top

    def reset(self, scene: Scene):
        while self.stack:
            self.stack.pop().on_close()
        self.stack.append(scene)
        self.dirty = True

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def toast(self, text: str, seconds: float = 4.0, kind: str = "error", scene=None):
        """A short message for `scene` (the screen on top unless named): "error" (a refused
        move, a failure), "advice" (a hint) or "confirm" (saved, exported). It goes when its
        screen goes."""
        until = time.monotonic() + seconds
        self.message = (kind, text, until, scene or self.top)
        self.wake_at(until)
        self.dirty = True

    def drop_message(self, kind: str) -> None:
        """Take down the message shown if it is of `kind` (a refusal, once a move was played)."""
        if self.message and self.message[0] == kind:
            self.message = None
            self.dirty = True

    @property
    def toast_text(self) -> str:
        """The text of the message shown now ("" if none)."""
        return self.message[1] if self.message else ""

    def wake_at(self, when: float) -> None:
        """Draw a frame at `when` (monotonic) even if no input comes."""
        self.wake = min(self.wake, when)

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

    def frame(self, events, dt: float, force: bool = True):
        """Handle `events`, update the scenes, and draw if anything may have changed
        (always when `force`: tests and benches call it to draw)."""
        self.mouse = self.to_logical(pygame.mouse.get_pos())
        for raw in events:
            self.dirty = True
            if raw.type == pygame.QUIT:
                self.quit()
                return
            if raw.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.fit_canvas()
                continue
            if self.too_small() and raw.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                continue      # nothing is laid out: a click or a key would act on what is not shown
            event = self.logical_event(raw)
            if event.type == pygame.MOUSEWHEEL:
                event = pygame.event.Event(pygame.MOUSEWHEEL, {**event.dict, "pos": self.mouse})
            if self.top:
                self.top.handle(event)
        for s in list(self.stack):
            s.update(dt)
        now = time.monotonic()
        if now >= self.wake:
            self.wake, self.dirty = float("inf"), True
        if force or self.dirty or self.animating():
            self.dirty = False
            self.draw()

    def animating(self) -> bool:
        return any(s.animating() for s in self.stack)

    def next_timeout_ms(self) -> int:
        """How long the loop may sleep waiting for input."""
        if self.dirty or self.animating():
            return 0
        return int(max(0.0, min(self.wake - time.monotonic(), 1.0)) * 1000)

    def too_small(self) -> bool:
        from .window import too_small
        return not self.settings.fullscreen and too_small(self.window.get_size())

    def draw(self):
        if self.too_small():
            from .window import MIN_H, MIN_W, draw_too_small
            draw_too_small(self.window, self.fonts, self.t("window_too_small", w=MIN_W, h=MIN_H))
            pygame.display.flip()
            return
        surf = self.canvas
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        if not self.stack:
            surf.fill(theme.BG)
        for s in self.stack[start:]:
            s.draw(surf if s.wide else surf.subsurface((self.offset(s), 0, W, H)))
        if self.top is not None:
            self.top.draw_tip(surf if self.top.wide else surf.subsurface((self.offset(self.top), 0, W, H)))
        if self.stack and not self.stack[start].wide and self.width > W:
            self.extend_edges(surf)
        self.draw_message(surf)
        self.present()

    def extend_edges(self, surf):
        """A narrow screen on a wide canvas: its edge columns stretch over the sides, so its
        own background (plain, gradient or dark) fills the window."""
        off = (self.width - W) // 2
        for x, at, w in ((off, 0, off), (off + W - 1, off + W, self.width - off - W)):
            column = surf.subsurface((x, 0, 1, H)).copy()
            surf.blit(pygame.transform.scale(column, (w, H)), (at, 0))

    def draw_message(self, surf):
        if self.message is None:
            return
        kind, text, until, scene = self.message
        if time.monotonic() >= until or scene is not self.top:
            self.message = None       # a message never outlives its screen
            return
        from .messages import draw_message
        x, y, *width = self.top.message_anchor()
        draw_message(surf, self.fonts, kind, text, (x + self.offset(self.top), y, *width))

    def present(self):
        ww, wh = self.window.get_size()
        if self.canvas is self.window:
            pass
        elif (ww, wh) == (self.width, H):
            self.window.blit(self.canvas, (0, 0))
        else:
            scale, ox, oy = self.view_transform()
            self.window.fill((0, 0, 0))
            size = (max(1, int(self.width * scale)), max(1, int(H * scale)))
            self.window.blit(pygame.transform.smoothscale(self.canvas, size), (int(ox), int(oy)))
        pygame.display.flip()

    def run(self):
        last = time.monotonic()
        while self.running and self.stack:
            events = self.wait_events()
            now = time.monotonic()
            dt, last = now - last, now
            try:
                self.frame(events, dt, force=False)
            except Exception:  # never crash to the desktop: explain and carry on
                traceback.print_exc()
                self.toast(self.t("internal_error", error=traceback.format_exc(limit=1).strip().splitlines()[-1]))
        self.shutdown()

    def wait_events(self) -> list:
        """Sleep in the event queue until input, a wake-up or the next animation frame."""
        timeout = self.next_timeout_ms()
        if timeout <= 0:
            self.clock.tick(60)     # animating: 60 frames a second, no more
            return pygame.event.get()
        first = pygame.event.wait(timeout)
        if first.type == pygame.NOEVENT:
            return []
        return [first] + pygame.event.get()

    def quit(self):
        self.running = False

    def shutdown(self):
        if self.window is None:
            return                        # already shut down
        with warnings.catch_warnings():   # the Window handle of the display module is deprecated
            warnings.simplefilter("ignore", DeprecationWarning)
            self.remember_window()
        for s in list(self.stack):
            s.on_close()
        if self._worker is not None:
            self._worker.close()
        self.window = None
        pygame.quit()


def main(save_path: str | None = None):
    """Open the app on the main menu, or on the saved game `save_path` (explained if it
    cannot be opened, over the menu)."""
    from .scenes.menu import MainMenu
    from .scenes.opening import open_save
    app = App()
    app.push(MainMenu(app))
    if save_path:
        open_save(app, save_path)
    app.run()
    return 0
