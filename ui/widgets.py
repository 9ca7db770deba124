"""Small widgets shared by every scene. Coordinates are logical (1280x800 canvas)."""
from __future__ import annotations

import pygame

from . import theme


def blit_text(surf, fonts, text, pos, size=22, colour=theme.TEXT, anchor="topleft", bold=False):
    img = fonts.render(text, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surf.blit(img, r)
    return r


def draw_panel(surf, rect, colour=theme.PANEL, border=theme.LINE, radius=8):
    pygame.draw.rect(surf, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surf, border, rect, 1, border_radius=radius)


LABEL_PAD = 10      # a label keeps this far from its button's left and right edges


def fit_label(fonts, text: str, size: int, width: int, height: int, bold: bool = False) -> tuple[int, list[str]]:
    """(size, lines) for a button's label: at `size` on one line if it fits, else smaller (not
    under theme.READABLE), else on two lines; what still does not fit is the smallest try (a
    test finds it: tests/test_text_fits.py)."""
    least = min(size, theme.READABLE)
    for s in range(size, least - 1, -1):
        if fonts.font(s, bold).size(text)[0] <= width:
            return s, [text]
    for s in range(size, least - 1, -1):
        lines = fonts.wrap(text, s, width, bold)
        if len(lines) <= 2 and len(lines) * line_step(fonts, s, bold) <= height:
            return s, lines
    return least, [text]


def line_step(fonts, size: int, bold: bool = False) -> int:
    """The distance between two lines of a label (the typeface's ink, without its leading)."""
    return round(theme.em(size) * 1.05) + 1


def label_fits(fonts, text: str, size: int, rect, bold: bool = False, pad: int = LABEL_PAD) -> bool:
    size, lines = fit_label(fonts, text, size, rect.w - 2 * pad, rect.h - 4, bold)
    return all(fonts.font(size, bold).size(ln)[0] <= rect.w - 2 * pad for ln in lines) and \
        len(lines) * line_step(fonts, size, bold) <= rect.h


def blit_label(surf, fonts, text, rect, size, colour, bold=False, pad: int = LABEL_PAD) -> None:
    """`text` centred in `rect`, fitted (smaller, or on two lines) so it stays inside, `pad`
    pixels clear of its left and right edges."""
    size, lines = fit_label(fonts, text, size, rect.w - 2 * pad, rect.h - 4, bold)
    step = line_step(fonts, size, bold)
    top = rect.centery - step * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        blit_text(surf, fonts, line, (rect.centerx, round(top + k * step)), size, colour, "center", bold)


class Widget:
    rect: pygame.Rect
    tooltip: str = ""
    visible = True

    def handle(self, event) -> bool:
        return False

    def draw(self, surf, fonts, mouse) -> None:
        pass


class Button(Widget):
    def __init__(self, rect, label, on_click, enabled=True, size=24, tooltip="", key=None):
        self.rect = pygame.Rect(rect)
        self.label, self.on_click, self.enabled = label, on_click, enabled
        self.size, self.tooltip, self.key = size, tooltip, key
        self.selected = False

    def handle(self, event):
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        if self.key is not None and event.type == pygame.KEYDOWN and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, surf, fonts, mouse):
        if not self.visible:
            return
        hover = self.enabled and self.rect.collidepoint(mouse)
        bg = theme.PANEL_HI if hover else theme.PANEL
        if self.selected:
            bg = (70, 96, 80)
        border = theme.ACCENT if (hover or self.selected) else theme.LINE
        pygame.draw.rect(surf, bg, self.rect, border_radius=8)
        pygame.draw.rect(surf, border, self.rect, 2 if hover or self.selected else 1, border_radius=8)
        colour = theme.TEXT if self.enabled else (110, 120, 112)
        blit_label(surf, fonts, self.label, self.rect, self.size, colour)


class Cycler(Widget):
    """A value chosen among `choices` with < and > arrows (or a click on the value)."""

    def __init__(self, rect, choices, index, on_change, size=22):
        self.rect = pygame.Rect(rect)
        self.choices, self.index, self.on_change, self.size = list(choices), index, on_change, size
        self.enabled = True

    @property
    def left(self):
        return pygame.Rect(self.rect.x, self.rect.y, 32, self.rect.h)

    @property
    def right(self):
        return pygame.Rect(self.rect.right - 32, self.rect.y, 32, self.rect.h)

    def handle(self, event):
        if not self.visible or not self.enabled or len(self.choices) < 2:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            step = -1 if (self.left.collidepoint(event.pos) or event.button == 3) else 1
            self.index = (self.index + step) % len(self.choices)
            self.on_change(self.index)
            return True
        return False

    def draw(self, surf, fonts, mouse):
        if not self.visible:
            return
        hover = self.enabled and self.rect.collidepoint(mouse)
        draw_panel(surf, self.rect, theme.PANEL_HI if hover else theme.PANEL,
                   theme.ACCENT if hover else theme.LINE)
        colour = theme.TEXT if self.enabled else theme.MUTED
        if len(self.choices) > 1 and self.enabled:
            blit_text(surf, fonts, "<", self.left.center, self.size + 4, theme.ACCENT, "center", True)
            blit_text(surf, fonts, ">", self.right.center, self.size + 4, theme.ACCENT, "center", True)
        label = str(self.choices[self.index]) if self.choices else ""
        blit_text(surf, fonts, label, self.rect.center, self.size, colour, "center")


class TextInput(Widget):
    def __init__(self, rect, text="", placeholder="", max_len=24, allowed=None, size=22):
        self.rect = pygame.Rect(rect)
        self.text, self.placeholder, self.max_len, self.allowed = text, placeholder, max_len, allowed
        self.focus, self.size = False, size

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # a click elsewhere ends the typing and still reaches what it was aimed at
            self.focus = self.rect.collidepoint(event.pos)
            return self.focus
        if self.focus and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focus = False
            return True
        if self.focus and event.type == pygame.TEXTINPUT:
            for ch in event.text:
                if len(self.text) < self.max_len and (self.allowed is None or ch in self.allowed):
                    self.text += ch
            return True
        return False

    def draw(self, surf, fonts, mouse):
        draw_panel(surf, self.rect, (28, 38, 33), theme.ACCENT if self.focus else theme.LINE, 6)
        shown = self.text + ("|" if self.focus else "")
        colour = theme.TEXT
        if not self.text and not self.focus:
            shown, colour = self.placeholder, theme.MUTED
        blit_text(surf, fonts, shown, (self.rect.x + 8, self.rect.centery), self.size, colour, "midleft")


class ScrollList(Widget):
    """Rows of text, scrolled with the wheel; click selects a row. A row is a text, or
    (text, colour), or (text, colour, icon): `icon(surf, centre)` draws a mark in the row's
    gutter (`gutter` pixels left of every row's text), as the game log's seat markers."""

    def __init__(self, rect, rows, on_pick=None, row_h=30, size=20, gutter=0):
        self.rect = pygame.Rect(rect)
        self.rows, self.on_pick, self.row_h, self.size = rows, on_pick, row_h, size
        self.gutter = gutter
        self.offset = 0
        self.selected = -1
        self.follow = False  # keep the last row in view (game log)

    def set_rows(self, rows, follow=False):
        """follow=True keeps the newest row in view (until the player scrolls up)."""
        self.rows = rows
        self.follow = follow

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos() if not hasattr(event, "pos") else event.pos):
                self.scroll(-event.y * 2)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            i = self.offset + (event.pos[1] - self.rect.y) // self.row_h
            if 0 <= i < len(self.rows) and self.on_pick:
                self.selected = i
                self.on_pick(i)
            return True
        return False

    def scroll(self, d):
        visible = self.rect.h // self.row_h
        bottom = max(0, len(self.rows) - visible)
        self.offset = max(0, min(bottom, self.offset + d))
        self.follow = self.offset == bottom

    def draw(self, surf, fonts, mouse):
        draw_panel(surf, self.rect, (30, 40, 35))
        visible = self.rect.h // self.row_h
        if self.follow:
            self.offset = max(0, len(self.rows) - visible)
        clip = surf.get_clip()
        surf.set_clip(self.rect)
        for k, row in enumerate(self.rows[self.offset:self.offset + visible]):
            i = self.offset + k
            r = pygame.Rect(self.rect.x + 2, self.rect.y + k * self.row_h, self.rect.w - 4, self.row_h)
            if i == self.selected or (self.on_pick and r.collidepoint(mouse)):
                pygame.draw.rect(surf, theme.PANEL_HI, r, border_radius=4)
            text, colour, icon = (row + (None,) * (3 - len(row)) if isinstance(row, tuple)
                                  else (row, theme.TEXT, None))
            if icon is not None:
                icon(surf, (r.x + 8 + self.gutter // 2, r.centery))
            blit_text(surf, fonts, text, (r.x + 8 + self.gutter, r.centery), self.size, colour, "midleft")
        surf.set_clip(clip)
        if len(self.rows) > visible:
            h = max(20, self.rect.h * visible // len(self.rows))
            y = self.rect.y + (self.rect.h - h) * self.offset // max(1, len(self.rows) - visible)
            pygame.draw.rect(surf, theme.LINE, (self.rect.right - 6, y, 4, h), border_radius=2)


def draw_tooltip(surf, fonts, text, mouse):
    """A tooltip at the pointer: lines of text, or a picture a view made (a card shown whole)."""
    if isinstance(text, pygame.Surface):
        draw_tooltip_image(surf, text, mouse)
        return
    lines = []
    for part in text.split("\n"):
        lines += fonts.wrap(part, 20, 380)
    w = max(fonts.font(20).size(line)[0] for line in lines) + 20
    h = 22 * len(lines) + 12
    x = min(mouse[0] + 16, surf.get_width() - w - 4)
    y = min(mouse[1] + 18, surf.get_height() - h - 4)
    if y < mouse[1] and mouse[1] + 18 + h > surf.get_height():
        y = mouse[1] - h - 8
    draw_panel(surf, pygame.Rect(x, y, w, h), (20, 26, 23), theme.ACCENT, 6)
    for k, line in enumerate(lines):
        blit_text(surf, fonts, line, (x + 10, y + 6 + 22 * k), 20)


def draw_tooltip_image(surf, img, mouse):
    """A picture above the pointer (clear of the thing pointed at), else beside it; kept on
    the canvas."""
    w, h = img.get_size()
    if mouse[1] - 30 - h >= 4:
        x, y = mouse[0] - w // 2, mouse[1] - 30 - h
    else:
        x = mouse[0] + 30 if mouse[0] + 30 + w <= surf.get_width() - 4 else mouse[0] - 30 - w
        y = min(mouse[1] - h // 2, surf.get_height() - h - 4)
    surf.blit(img, (max(4, min(x, surf.get_width() - w - 4)), max(4, y)))
