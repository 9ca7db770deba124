"""The rules of each registered game, from its gamedata rules.yaml, in the player's language."""
from __future__ import annotations

import pygame

from engine.core import tr
from engine.registry import GAMES

from .. import theme
from ..app import H, W, Scene
from ..widgets import Button, blit_text, draw_panel

PAGE = pygame.Rect(60, 130, W - 120, H - 220)


def is_table_row(line: str) -> bool:
    return line.strip().startswith("|") and line.count("|") >= 2


def table_cells(lines) -> list[list[str]]:
    """Rows of cells; the |---| separator row is dropped."""
    return [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines
            if not set(line.strip()) <= set("|-: ")]


def blocks(body: str):
    """(kind, payload) for each block of a section's Markdown subset: a run of table rows is a
    table wherever it stands (with or without a blank line before it)."""
    lines, k = body.strip().split("\n"), 0
    while k < len(lines):
        line = lines[k]
        if is_table_row(line):
            run = k
            while k < len(lines) and is_table_row(lines[k]):
                k += 1
            yield "table", table_cells(lines[run:k])
            continue
        k += 1
        if not line.strip():
            yield "gap", None
        elif line.startswith("## "):
            yield "h2", line[3:]
        elif line.startswith("- "):
            yield "bullet", line[2:]
        else:
            yield "p", line


CELL_PAD = 12       # text starts this far into its cell and stops this far from its right edge
CELL_SIZE = 22


def table_widths(fonts, rows, width) -> list[int]:
    """Column widths sized from their content within `width`: every column at least as wide as
    its longest word, the room left shared in proportion to what each column's longest cell
    still lacks; only when the longest words alone overflow do columns shrink (and words split)."""
    font = fonts.font(CELL_SIZE)
    cols = max(len(r) for r in rows)
    least, most = [2 * CELL_PAD] * cols, [2 * CELL_PAD] * cols
    for r in rows:
        for i, c in enumerate(r):
            words = c.split() or [""]
            least[i] = max(least[i], max(font.size(w)[0] for w in words) + 2 * CELL_PAD)
            most[i] = max(most[i], font.size(c)[0] + 2 * CELL_PAD)
    if sum(most) <= width:
        return most
    if sum(least) >= width:
        return [max(2 * CELL_PAD + 20, w * width // sum(least)) for w in least]
    room, want = width - sum(least), sum(m - lo for m, lo in zip(most, least))
    return [lo + (m - lo) * room // want for m, lo in zip(most, least)]


def table_overflows(fonts, payload) -> list[str]:
    """The lines of a laid-out table that do not fit inside their cells (none, if laid out right)."""
    cells, widths, _ = payload
    font = fonts.font(CELL_SIZE)
    return [line for row in cells for lines, w in zip(row, widths) for line in lines
            if font.size(line)[0] > w - 2 * CELL_PAD]


def layout_items(fonts, sections, width) -> list[tuple]:
    """(kind, payload, height) for every item of the page, wrapped to `width`."""
    items = []
    for title, body in sections:
        items.append(("h1", title, 48))
        for kind, payload in blocks(body):
            if kind == "table":
                widths = table_widths(fonts, payload, width)
                cells = [[fonts.wrap(c, CELL_SIZE, w - 2 * CELL_PAD) or [""] for c, w in zip(r, widths)]
                         for r in payload]
                heights = [8 + 24 * max(len(c) for c in r) for r in cells]
                items.append(("table", (cells, widths, heights), sum(heights) + 12))
            elif kind == "h2":
                items.append(("h2", payload, 38))
            elif kind == "gap":
                items.append(("gap", None, 10))
            else:
                indent = 40 if kind == "bullet" else 0
                wrapped = fonts.wrap(payload, 24, width - indent)
                items.append((kind, wrapped, 26 * len(wrapped) + 4))
        items.append(("gap", None, 10))
    return items


def draw_table(page, fonts, payload, y):
    cells, widths, heights = payload
    for k, row in enumerate(cells):
        bg = theme.PANEL_HI if k == 0 else (theme.PANEL if k % 2 else (40, 54, 47))
        pygame.draw.rect(page, bg, (0, y, sum(widths), heights[k]))
        x = 0
        for lines, w in zip(row, widths):
            for i, line in enumerate(lines):
                blit_text(page, fonts, line, (x + CELL_PAD, y + 2 + 24 * i), CELL_SIZE,
                          theme.ACCENT if k == 0 else theme.TEXT)
            x += w
            pygame.draw.line(page, theme.LINE, (x - 1, y), (x - 1, y + heights[k] - 1))
        y += heights[k]


def render_page(fonts, sections, width) -> pygame.Surface:
    """Lay the sections out once into a tall surface (headings, paragraphs, bullets, tables)."""
    items = layout_items(fonts, sections, width)
    page = pygame.Surface((width, max(sum(h for *_x, h in items) + 40, 10)), pygame.SRCALPHA)
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
            draw_table(page, fonts, payload, y)
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
                self.page = render_page(self.app.fonts, sections, PAGE.w - 60)
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

    def draw_scroll_bar(self, surf):
        """Where the reader is in the page: a thumb on a track at the panel's right edge."""
        total, shown = self.page.get_height(), PAGE.h - 20
        if total <= shown:
            return
        track = pygame.Rect(PAGE.right - 14, PAGE.y + 10, 8, shown)
        pygame.draw.rect(surf, (22, 30, 26), track, border_radius=4)
        h = max(30, track.h * shown // total)
        y = track.y + (track.h - h) * self.offset // max(1, total - shown)
        pygame.draw.rect(surf, theme.MUTED, (track.x, y, track.w, h), border_radius=4)

    def scroll(self, d):
        if self.page is not None:
            self.offset = max(0, min(max(0, self.page.get_height() - PAGE.h + 20), self.offset + d))

    def draw(self, surf):
        surf.fill(theme.BG)
        blit_text(surf, self.app.fonts, self.t("rules"), (W // 2, 34), 44, theme.ACCENT, "center", True)
        draw_panel(surf, PAGE, (30, 42, 36))
        if self.page is not None:
            surf.blit(self.page, (PAGE.x + 20, PAGE.y + 10),
                      pygame.Rect(0, self.offset, PAGE.w - 60, PAGE.h - 20))
            self.draw_scroll_bar(surf)
        elif self.error:
            for k, line in enumerate(self.app.fonts.wrap(self.error, 24, PAGE.w - 40)):
                blit_text(surf, self.app.fonts, line, (PAGE.x + 20, PAGE.y + 20 + 26 * k), 24, theme.BAD)
        super().draw(surf)
