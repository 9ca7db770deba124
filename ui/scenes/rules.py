"""The rules of each registered game, from its gamedata rules.yaml, in the player's language."""
from __future__ import annotations

import pygame

from engine.core import tr
from engine.registry import GAMES

from .. import theme
from ..app import H, W, Scene
from ..widgets import Button, blit_text, draw_panel

PAGE = pygame.Rect(60, 130, W - 120, H - 220)


def render_page(fonts, sections, width) -> pygame.Surface:  # noqa: C901 - the rules page's Markdown subset, one branch per block kind
    """Lay the sections out once into a tall surface (headings, paragraphs, bullets, tables)."""
    items = []  # (kind, payload, height)
    for title, body in sections:
        items.append(("h1", title, 48))
        for block in body.strip().split("\n\n"):
            lines = block.split("\n")
            if all(line.strip().startswith("|") for line in lines):
                rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines
                        if not set(line.strip()) <= set("|-: ")]
                items.append(("table", rows, 30 * len(rows) + 12))
                continue
            for line in lines:
                if line.startswith("## "):
                    items.append(("h2", line[3:], 38))
                elif line.startswith("- "):
                    wrapped = fonts.wrap(line[2:], 24, width - 40)
                    items.append(("bullet", wrapped, 26 * len(wrapped) + 4))
                else:
                    wrapped = fonts.wrap(line, 24, width)
                    items.append(("p", wrapped, 26 * len(wrapped) + 4))
            items.append(("gap", None, 10))
    height = sum(h for *_x, h in items) + 40
    page = pygame.Surface((width, max(height, 10)), pygame.SRCALPHA)
    y = 0
    for kind, payload, h in items:
        if kind == "h1":
            blit_text(page, fonts, payload, (0, y + 10), 36, theme.ACCENT, bold=True)
        elif kind == "h2":
            blit_text(page, fonts, payload, (0, y + 8), 30, theme.HILITE)
        elif kind in ("p", "bullet"):
            x = 28 if kind == "bullet" else 0
            if kind == "bullet":
                pygame.draw.circle(page, theme.ACCENT, (12, y + 10), 4)
            for k, line in enumerate(payload):
                blit_text(page, fonts, line, (x, y + 26 * k), 24)
        elif kind == "table":
            cols = max(len(r) for r in payload)
            widths = [0] * cols
            for r in payload:
                for i, c in enumerate(r):
                    widths[i] = max(widths[i], fonts.font(22).size(c)[0] + 24)
            for k, r in enumerate(payload):
                x = 0
                bg = theme.PANEL_HI if k == 0 else (theme.PANEL if k % 2 else (40, 54, 47))
                pygame.draw.rect(page, bg, (0, y + 30 * k, sum(widths), 30))
                for i, c in enumerate(r):
                    blit_text(page, fonts, c, (x + 12, y + 30 * k + 15), 22,
                              theme.ACCENT if k == 0 else theme.TEXT, "midleft")
                    x += widths[i]
        y += h
    return page


class RulesScene(Scene):
    def __init__(self, app, game_name: str | None = None):
        super().__init__(app)
        self.names = list(GAMES)
        self.current = game_name if game_name in GAMES else (self.names[0] if self.names else None)
        self.offset = 0
        self.page = None
        self.error = ""
        self.build()

    def build(self):
        lang = self.app.settings.language
        self.widgets = []
        n = max(1, len(self.names))
        w = min(240, (W - 120 - 10 * (n - 1)) // n)
        for k, name in enumerate(self.names):
            b = Button((60 + k * (w + 10), 70, w, 46), tr(GAMES[name].title, lang), self._show(name), size=24)
            b.selected = name == self.current
            self.widgets.append(b)
        self.widgets.append(Button((W // 2 - 140, H - 72, 280, 50), self.t("back"), self.app.pop,
                                   size=26, key=pygame.K_ESCAPE))
        self.page, self.error = None, ""
        if self.current:
            try:
                sections = GAMES[self.current].rules(lang)
                self.page = render_page(self.app.fonts, sections, PAGE.w - 40)
            except Exception as e:  # a broken rules file: say so, keep the app running
                self.error = f"{type(e).__name__}: {e}"

    def _show(self, name):
        def go():
            self.current, self.offset = name, 0
            self.build()
        return go

    def on_resume(self):
        self.build()

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * 60)
            return
        scroll_keys = (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_PAGEUP)
        if event.type == pygame.KEYDOWN and event.key in scroll_keys:
            step = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400}[event.key]
            self.scroll(step)
            return
        super().handle(event)

    def scroll(self, d):
        if self.page is not None:
            self.offset = max(0, min(max(0, self.page.get_height() - PAGE.h + 20), self.offset + d))

    def draw(self, surf):
        surf.fill(theme.BG)
        blit_text(surf, self.app.fonts, self.t("rules"), (W // 2, 34), 44, theme.ACCENT, "center", True)
        draw_panel(surf, PAGE, (30, 42, 36))
        if self.page is not None:
            surf.blit(self.page, (PAGE.x + 20, PAGE.y + 10),
                      pygame.Rect(0, self.offset, PAGE.w - 40, PAGE.h - 20))
        elif self.error:
            for k, line in enumerate(self.app.fonts.wrap(self.error, 24, PAGE.w - 40)):
                blit_text(surf, self.app.fonts, line, (PAGE.x + 20, PAGE.y + 20 + 26 * k), 24, theme.BAD)
        super().draw(surf)
