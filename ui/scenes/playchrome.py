"""What the play screen draws around the board: the top bar (whose turn, what to do), the side
panel (seats, scores, the view's panel, the log), another player's move announced, the scores
overlay and tooltips. Pure drawing from the snapshot; no state of its own."""
from __future__ import annotations

import math
import time

import pygame

from engine.core import tr

from .. import theme
from ..theme import draw_marker
from ..views.kit.cardtable import blit_fit
from ..widgets import blit_text, draw_panel

BAR = (30, 40, 35)
FLASH_SIZE, FLASH_LINE = 22, 26     # an announcement's type size and line height
FLASH_LINES = 3                     # at most (the log keeps the whole move)
LOG_GUTTER = 16                     # the room left of a log entry for its player's marker


def flash_image(app, flash, span: float, width: int):
    """Another player's move announced for a moment, fading out: its box (at most `width`
    wide), or None once it is over. It goes in the side panel under the log, which makes room
    for it (PlayScene.draw): it covers nothing to read or click."""
    if flash is None:
        return None
    text, seat, t0 = flash
    age = time.monotonic() - t0
    if age >= span:
        app.dirty = True
        return None
    alpha = 255 if age < span * 0.6 else int(255 * (span - age) / (span * 0.4))
    box = flash_box(app, text, seat, width - 56, FLASH_LINES)
    box.set_alpha(alpha)
    return box


def flash_box(app, text: str, seat: int, width: int, most: int = 2) -> pygame.Surface:
    """The announcement: the seat's marker and the move in `most` lines at most (a long move,
    as Earth's with all that followed it, is cut there: the log keeps it whole)."""
    fonts = app.fonts
    imgs = [fonts.render(line, FLASH_SIZE) for line in fonts.wrap(text, FLASH_SIZE, max(120, width), most=most)]
    w = max(img.get_width() for img in imgs)
    box = pygame.Surface((w + 56, FLASH_LINE * len(imgs) + 14), pygame.SRCALPHA)
    pygame.draw.rect(box, (20, 26, 23, 225), box.get_rect(), border_radius=10)
    pygame.draw.rect(box, (*app.palette.player(seat), 255), box.get_rect(), 2, border_radius=10)
    draw_marker(box, seat, (20, box.get_height() // 2), 8, app.palette)
    for k, img in enumerate(imgs):
        box.blit(img, (40, 7 + FLASH_LINE * k))
    return box


def log_marker(surf, centre, seat: int, palette):
    """A log entry's mark: its player's marker, small, in the gutter of its first line."""
    draw_marker(surf, seat, centre, 6, palette, outline=(12, 16, 14))


def draw_top(surf, scene, snap, top: int):
    app, f = scene.app, scene.app.fonts
    width = surf.get_width()
    pygame.draw.rect(surf, BAR, (0, 0, width, top))
    pygame.draw.line(surf, theme.LINE, (0, top - 1), (width, top - 1))
    title = blit_text(surf, f, tr(scene.game.title, snap.lang), (14, top // 2), 28, theme.ACCENT,
                      "midleft", True)
    p = snap.to_move
    if p is None:
        return
    x = title.right + 30
    draw_marker(surf, p, (x, top // 2), 11, app.palette)
    name = snap.names[p]
    own = scene.status_words(snap)          # (a lesson says what it wants in its own words)
    if own is not None:
        r = blit_fit(surf, f, own[0], (x + 20, top // 2), 26, width // 3, theme.TEXT, "midleft", True)
        if own[1]:
            draw_prompt(surf, f, own[1], pygame.Rect(r.right + 18, 0, width - r.right - 30, top))
        return
    if scene.match.seats[p].is_ai:
        dots = "." * (1 + int(time.monotonic() * 3) % 3)
        r = blit_text(surf, f, scene.t("thinking", name=name) + dots, (x + 20, top // 2), 26,
                      theme.TEXT, "midleft")
        draw_spinner(surf, (r.right + 22, top // 2))
        return
    mine = p == snap.viewer
    label = scene.t("your_turn", name=name) if mine else scene.t("turn_of", name=name)
    r = blit_fit(surf, f, label, (x + 20, top // 2), 26, width // 3, theme.TEXT, "midleft", True)
    prompt = scene.view.prompt(snap) if mine else ""
    if prompt:
        draw_prompt(surf, f, prompt, pygame.Rect(r.right + 18, 0, width - r.right - 30, top))


def draw_prompt(surf, fonts, text: str, rect: pygame.Rect):
    """What to do next, on one line if it fits, else on two smaller lines, never cut short
    unless even that overflows."""
    if fonts.font(24).size(text)[0] <= rect.w:
        blit_text(surf, fonts, text, (rect.x, rect.centery), 24, theme.HILITE, "midleft")
        return
    lines = fonts.wrap(text, 20, rect.w)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    for k, line in enumerate(lines):
        blit_fit(surf, fonts, line, (rect.x, rect.centery + (k - 0.5) * 22), 20, rect.w, theme.HILITE, "midleft")


def draw_spinner(surf, center):
    a = time.monotonic() * 6
    for k in range(8):
        ang = a + k * math.pi / 4
        c = 90 + 20 * k
        pygame.draw.circle(surf, (c, c, c * 0.9),
                           (center[0] + 10 * math.cos(ang), center[1] + 10 * math.sin(ang)), 3)


def draw_side(surf, scene, snap, side: pygame.Rect, foot: int = 0):
    """The seats, the view's panel and the log, whose foot leaves `foot` pixels for the
    messages and announcements shown under it."""
    app, f = scene.app, scene.app.fonts
    pygame.draw.rect(surf, (28, 38, 33), side)
    pygame.draw.line(surf, theme.LINE, side.topleft, side.bottomleft)
    y = side.y + 10
    totals = snap.scores.totals if snap.scores else [0] * len(snap.names)
    for i, name in enumerate(snap.names):
        row = pygame.Rect(side.x + 8, y, side.w - 16, 34)
        if i == snap.to_move:
            pygame.draw.rect(surf, theme.PANEL_HI, row, border_radius=6)
        draw_marker(surf, i, (row.x + 16, row.centery), 9, app.palette)
        blit_fit(surf, f, seat_line(scene, i, name), (row.x + 34, row.centery), 22, row.w - 34 - 56,
                 theme.TEXT, "midleft")
        blit_text(surf, f, str(totals[i]), (row.right - 10, row.centery), 26, theme.ACCENT,
                  "midright", True)
        y += 38
    y += 6
    panel_h = scene.view.side_panel_height
    if panel_h:
        scene.view.side_panel(surf, pygame.Rect(side.x + 8, y, side.w - 16, panel_h), snap)
    scene.log.rect = log_rect(side, len(snap.names), panel_h, foot)
    blit_text(surf, f, scene.t("log"), (side.x + 12, scene.log.rect.y - 24), 22, theme.MUTED)
    scene.log.draw(surf, f, app.mouse)


def seat_line(scene, i: int, name: str) -> str:
    """A seat's name in the side panel, with its AI's level where a level plays it (in a lesson
    the rivals play the lesson's moves, so no level is named)."""
    seat = scene.match.seats[i]
    return f"{name} ({scene.t('level_' + seat.level)})" if seat.is_ai and scene.shows_levels else name


def log_rect(side: pygame.Rect, seats: int, panel_h: int, foot: int = 0) -> pygame.Rect:
    """Where the log goes in the side panel: below the seats and the view's own panel, above
    the `foot` pixels the messages take (its newest lines stay in view above them)."""
    y = side.y + 10 + 38 * seats + 6
    if panel_h:
        y += panel_h + 8
    y += 24
    return pygame.Rect(side.x + 8, y, side.w - 16, max(0, side.bottom - y - 8 - foot))


def draw_scores_overlay(surf, scene, snap, rect: pygame.Rect):
    """The live scores, titled, with a close mark (a click anywhere or Esc closes it)."""
    from .scoreboard import draw_score_table
    app = scene.app
    head = pygame.Rect(rect.x, rect.y - 44, rect.w, 44)
    draw_panel(surf, head, (24, 34, 29))
    blit_text(surf, app.fonts, scene.t("scores"), (head.x + 16, head.centery), 28, theme.ACCENT,
              "midleft", True)
    blit_text(surf, app.fonts, scene.t("close_hint"), (head.right - 16, head.centery), 20,
              theme.MUTED, "midright")
    draw_score_table(surf, app.fonts, app.palette, rect, snap.scores, snap.names, snap.lang)


