"""Learn to play: the game picker and the lesson overlay over an ordinary play screen.

The overlay is the play scene with a lesson session (ui/lesson.py) under it and a bubble on
top: the step's words, Next on a reading step, Leave at any time, "Step k of n". The bubble
stands beside what the step points at (the view's `rect_of`, or a hex of Cascadia's
environment), never over it, and a lit frame rings the target. Only the step's actions are
lit and playable; anything else clicked gets a kind word from the session."""
from __future__ import annotations

from dataclasses import replace

import pygame

from engine.core import tr
from engine.lessons import has_lesson
from engine.registry import GAMES

from .. import theme
from ..app import Scene, W
from ..lesson import LessonSession, lesson_match
from ..views import emblem
from ..widgets import Button, blit_text, draw_panel
from .play import PlayScene

BUBBLE_W, TEXT_SIZE, LINE_H, PAD, GAP = 360, 21, 25, 14, 18
DETAIL_STEP = 1500  # pixels of drawn detail that count as a difference between two places
PICTURE = 34        # each game's picture at the left of its button in the picker
PLACES = ("hex", "cell", "region", "border", "card", "slot", "mycard")   # places on a board


def detail(surf, rect) -> int:
    """How much is drawn in `rect` of `surf`: the pixels on an edge (cards, pieces, words),
    as opposed to a plain stretch of table."""
    sub = surf.subsurface(rect.clip(surf.get_rect()))
    edges = pygame.transform.laplacian(sub)
    return sub.get_width() * sub.get_height() - pygame.mask.from_threshold(edges, (0, 0, 0), (40, 40, 40, 255)).count()


def lesson_games() -> list[str]:
    return [name for name in GAMES if has_lesson(name)]


def start_lesson(app, name: str, replace: bool = False) -> bool:
    """Open `name`'s lesson (over the screen on top, or instead of it); a lesson that cannot
    start says why and nothing else changes."""
    try:
        match, runner = lesson_match(GAMES[name])
        name_seats(app, match, runner)
    except Exception as e:  # noqa: BLE001 - a broken lesson file: explained, the app goes on
        app.toast(app.t("lesson.cannot_start", reason=str(e)), 8)
        return False
    scene = LessonScene(app, match, runner)
    (app.replace if replace else app.push)(scene)
    return True


def name_seats(app, match, runner):
    """The learner by the name last typed at New game (else "Learner"), a lone easy AI as the
    lesson's teacher: names a player reads in the log and the hints, never "Player 1". With
    more rivals each keeps the name of its faction (Kauri's Possum, Settler, Māori)."""
    known = list(app.settings.last_names)
    learner = known[0] if known else app.t("lesson.learner")
    factions = [tr(n, app.settings.language) for n in match.game.player_names(match.state)]
    rival = (lambda i: app.t("lesson.teacher")) if len(match.seats) == 2 else factions.__getitem__
    match.seats = [replace(seat, name=learner if i == runner.lesson.learner else rival(i))
                   for i, seat in enumerate(match.seats)]


class LessonPicker(Scene):
    """The main menu's Learn to play: one button per game that has a lesson."""

    def __init__(self, app):
        super().__init__(app)
        self.build()

    def build(self):
        lang = self.app.settings.language
        names = lesson_games()
        x, w, h, gap, y = W // 2 - 200, 400, 56, 14, 250
        self.widgets = [Button((x, y + k * (h + gap), w, h), tr(GAMES[n].title, lang),
                               (lambda n=n: start_lesson(self.app, n, replace=True)), size=28)
                        for k, n in enumerate(names)]
        self.pictures = [emblem(n, self.app.fonts, PICTURE, lang) for n in names]
        self.widgets.append(Button((x, y + len(names) * (h + gap) + 20, w, h), self.t("lesson.back"),
                                   self.app.pop, size=26, key=pygame.K_ESCAPE))

    def on_resume(self):
        self.build()

    def draw(self, surf):
        surf.fill(theme.BG)
        blit_text(surf, self.app.fonts, self.t("lesson.pick_title"), (W // 2, 130), 56, theme.ACCENT,
                  "center", True)
        blit_text(surf, self.app.fonts, self.t("lesson.pick_intro"), (W // 2, 190), 24, theme.MUTED, "center")
        super().draw(surf)
        for button, picture in zip(self.widgets, self.pictures):
            if picture is not None:
                surf.blit(picture, picture.get_rect(midleft=(button.rect.x + 10, button.rect.centery)))


class LessonScene(PlayScene):
    keeps_save = False      # the pause menu says a lesson is not saved

    @property
    def shows_levels(self) -> bool:
        """While the lesson runs its rivals play its moves, whatever seat the learner left."""
        return self.runner.done
    def __init__(self, app, match, runner):
        self.runner = runner
        self.bubble = None          # (rect, target rect or None) as last laid out
        self.bubble_btns: list = []
        self.clicked = (None, 0)    # (step, how many of its targets were clicked so far)
        self.target_kind = None     # the kind of thing pointed at now ("hex", "hand"...)
        self._laid = None           # (what the place depends on, the bubble's rect) last chosen
        super().__init__(app, match, None, None)
        # the same play screen, with the lesson's session under it (no save: a lesson is not kept)
        self.session = LessonSession(match, runner, t=app.t, lang=app.settings.language,
                                     worker=app.worker, ai_speed=app.settings.ai_speed)
        self.session.looks_ahead = self.view.hint_looks_ahead
        self._snap_seen = None
        self.sync()

    # ---- the lesson's own buttons --------------------------------------------------------------
    def update_buttons(self):
        super().update_buttons()
        if not self.runner.done:
            self.undo_btn.enabled = self.hint_btn.enabled = False

    def on_next(self):
        if self.session.next():
            self.sync()
            self.update_buttons()
            self.app.dirty = True

    def on_leave(self):
        self.app.home()

    # ---- where the bubble goes --------------------------------------------------------------------
    def target_rect(self):
        """Where the step's target is drawn now, or None (no target, or not on screen): its
        `then` once its `point` was clicked (an action of two clicks)."""
        point = self.current_point()
        self.target_kind = point[0] if point is not None else None
        return self.point_rect(point)

    def current_point(self):
        step = self.runner.step
        if step is None or step.point is None:
            return None
        return step.targets[min(self.clicks_done(), len(step.targets) - 1)]

    def clicks_done(self) -> int:
        index, done = self.clicked
        return done if index == self.runner.index else 0

    def point_rect(self, point):
        """Where a lesson's target (a step's `point`) is drawn now, or None."""
        if point is None:
            return None
        try:
            if point[0] == "hex" and hasattr(self.view, "env"):
                return self.hex_rect(point[1], point[2])
            if point[0] in ("region", "border") and hasattr(self.view, "region_center"):
                return self.map_rect(point)
            rect = self.view.rect_of(*point)
        except Exception:  # noqa: BLE001 - a target the view cannot find: the bubble still speaks
            return None
        return pygame.Rect(rect) if rect else None

    def clicked_next(self) -> list:
        """What must be clicked after the current target, where it is on screen now: the step's
        later targets, and on a reading step the targets of the next step that acts."""
        step, steps = self.runner.step, self.runner.lesson.steps
        if step.reading:
            later = next((s.targets for s in steps[self.runner.index + 1:] if not s.reading), ())
        else:
            later = step.targets[self.clicks_done() + 1:]
        return [r for r in (self.point_rect(p) for p in later) if r is not None]

    def hex_rect(self, q, r):
        """A hex of the learner's environment on screen (Cascadia)."""
        cam = self.view.env.camera(self.snap.obs, self.snap.viewer or 0)
        x, y = cam.to_screen(q, r)
        rect = pygame.Rect(0, 0, 2 * cam.size, 2 * cam.size)
        rect.center = (round(x), round(y))
        return rect

    def map_rect(self, point):
        """A region of a map (its label, where a click lands), or a border's middle (Kauri)."""
        if point[0] == "region":
            x, y = self.view.region_center(point[1])
        else:
            x, y = self.view.border_point(point[1:3])
        rect = pygame.Rect(0, 0, 44, 44)
        rect.center = (x, y)
        return rect

    def keep_clear(self, target):
        """What the bubble should not cover: the target, and around a place on the learner's
        board what touches it (with a hex, the whole environment: the sides that match, the
        animals beside it; elsewhere one place's width all round)."""
        if target is None or self.target_kind not in PLACES:
            return target
        if self.target_kind != "hex":
            return target.inflate(2 * target.w, 2 * target.h)
        from ..views.cascadia.env import coords     # the environment's packed hexes
        clear = pygame.Rect(target)
        for c in self.snap.obs.env[self.snap.viewer or 0]:
            clear.union_ip(self.hex_rect(*coords(c)))
        return clear

    def bubble_lines(self) -> list[str]:
        text = self.t(f"lesson.{self.runner.step.say}")
        return self.app.fonts.wrap(text, TEXT_SIZE, BUBBLE_W - 2 * PAD)

    def lay_out_bubble(self, surf=None):
        """The bubble's rectangle beside the target (right, left, below, above), else in a
        quiet part of the board, never over the target nor over what is clicked next; among
        the places that leave those clear, the one over the least drawn detail of `surf` (the
        frame under it: an empty stretch of table rather than the hand). The place chosen
        stays while the step, its clicks and its target are the same and it still leaves
        them clear (no jumping on hover, nor at a rival's move)."""
        lines = self.bubble_lines()
        step = self.runner.step
        h = PAD + 22 + len(lines) * LINE_H + 10 + 44 + PAD
        size = (BUBBLE_W, h)
        target = self.target_rect()
        key = (self.runner.index, self.clicks_done(), tuple(target or ()), size)
        if self._laid is not None and self._laid[0] == key and self._still_clear(self._laid[1], target):
            rect = self._laid[1]       # a rival's move does not move the bubble being read
        else:
            rect = self._place(size, target, surf)
            if surf is not None:
                self._laid = (key, rect)
        self.bubble = (rect, target)
        self._make_buttons(rect, 2 if step.reading else 1, step)

    def _still_clear(self, rect, target) -> bool:
        keep = [r for r in [target] + self.clicked_next() if r is not None]
        return self.board_rect.contains(rect) and not any(rect.colliderect(r) for r in keep)

    def _place(self, size, target, surf):
        area = self.board_rect.inflate(-12, -12)
        keep = [r for r in [target] + self.clicked_next() if r is not None]
        grid = self._quiet_spots(size, area)
        if target is not None:       # beside all round a place, else beside it; or a quiet spot
            clear = self.keep_clear(target)
            tries = [(self._spots(clear, size, area), keep + [clear]), (self._spots(target, size, area), keep)]
        else:
            tries = []
        for spots, keeping in tries + [([], keep)]:
            rects = [pygame.Rect(spot, size).clamp(area) for spot in spots + grid]
            free = [(k >= len(spots), k, r) for k, r in enumerate(rects)
                    if not any(r.colliderect(x) for x in keeping)]
            if free:     # beside the target unless a quiet spot covers much less
                return min(free, key=lambda f: (detail(surf, f[2]) // DETAIL_STEP + f[0], f[1]))[2] if surf \
                    else free[0][2]
        rect = pygame.Rect(0, 0, *size)
        rect.midbottom = (self.board_rect.centerx, self.board_rect.bottom - 12)
        if target is not None and rect.colliderect(target):
            rect.midtop = (self.board_rect.centerx, self.board_rect.top + 12)
        return rect

    @staticmethod
    def _spots(target, size, area):
        """Where the bubble may go, best first: towards the middle of the board from a target
        near its top or bottom edge (a strip of cards or tiles stays readable), else beside it."""
        w, h = size
        cy, cx = target.centery - h // 2, target.centerx - w // 2
        sides = [(target.right + GAP, cy), (target.left - GAP - w, cy)]
        below, above = (cx, target.bottom + GAP), (cx, target.top - GAP - h)
        if target.bottom < area.top + area.h // 4:
            return [below] + sides + [above]
        if target.top > area.bottom - area.h // 4:
            return [above] + sides + [below]
        return sides + [below, above]

    @staticmethod
    def _quiet_spots(size, area):
        """Where a bubble without a target may stand: the board's bottom middle first (where
        it always stood), then its other edges, corners and middle."""
        w, h = size
        xs = [area.centerx - w // 2] + [area.left + k * (area.w - w) // 4 for k in (0, 1, 3, 4)]
        ys = [area.bottom - h] + [area.top + k * (area.h - h) // 3 for k in (0, 1, 2)]
        return [(x, y) for y in ys for x in xs]

    def _make_buttons(self, rect, count, step):
        t, y = self.t, rect.bottom - PAD - 44
        last = self.runner.index == self.runner.total - 1
        leave = Button((rect.x + PAD, y, 150 if count == 2 else rect.w - 2 * PAD, 44), t("lesson.leave"),
                       self.on_leave, size=19)
        self.bubble_btns = [leave]
        if count == 2:
            label = t("lesson.play_on") if last else t("lesson.next")
            self.bubble_btns.append(Button((rect.right - PAD - 170, y, 170, 44), label, self.on_next,
                                           size=21, key=pygame.K_SPACE))

    # ---- events -------------------------------------------------------------------------------
    def handle(self, event):
        if not self.runner.done and self.app.top is self:
            if self.bubble is None:
                self.lay_out_bubble()
            for b in self.bubble_btns:
                if b.handle(event):
                    return
            if event.type == pygame.MOUSEBUTTONDOWN and self.bubble[0].collidepoint(event.pos):
                return          # a click on the bubble's words plays nothing
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.note_click(event.pos)
        super().handle(event)

    def note_click(self, pos):
        """A click on the step's target moves the bubble to its next one (`then`); a click
        elsewhere on the board (another card picked, a choice dropped) moves it back."""
        target = self.bubble[1]
        if target is None or not self.board_rect.collidepoint(pos):
            return
        index, done = self.clicked
        done = done if index == self.runner.index else 0
        self.clicked = (self.runner.index, done + 1 if target.collidepoint(pos) else 0)
        self.bubble = None

    def sync(self):
        take = getattr(self.session, "take_kind_words", None)     # (a plain session while built)
        for m in take() if take is not None else ():
            self.app.toast(m.text, 6, m.kind)      # the lesson's words, not a hint's
        super().sync()
        self.bubble = None      # laid out again for this step and snapshot

    # ---- drawing ------------------------------------------------------------------------------
    def status_words(self, snap):
        """The top bar during the lesson says what the lesson wants: watch a rival's move, read
        the bubble, or click what is lit; never "is thinking" or "is deciding"."""
        r, p = self.runner, snap.to_move
        if r.done or p is None:
            return None
        name = snap.names[p]
        if p != self.session.viewer or self.match.seats[p].is_ai:
            return self.t("lesson.watch", name=name), ""
        what = "lesson.prompt_read" if r.reading() else "lesson.prompt_do"
        return self.t("your_turn", name=name), self.t(what)

    def draw(self, surf):
        super().draw(surf)
        if self.runner.done:
            return
        self.lay_out_bubble(surf)
        rect, target = self.bubble
        if target is not None:
            self.draw_ring(surf, target)
            self.draw_tail(surf, rect, target)
        draw_panel(surf, rect, (44, 58, 50), theme.ACCENT, 12)
        f = self.app.fonts
        blit_text(surf, f, self.t("lesson.step_of", k=self.runner.number, n=self.runner.total),
                  (rect.x + PAD, rect.y + PAD - 2), 17, theme.MUTED)
        y = rect.y + PAD + 22
        for line in self.bubble_lines():
            blit_text(surf, f, line, (rect.x + PAD, y), TEXT_SIZE, theme.TEXT)
            y += LINE_H
        for b in self.bubble_btns:
            b.draw(surf, f, self.app.mouse)

    @staticmethod
    def draw_ring(surf, target):
        """A still frame around the target (still: the app sleeps while nothing changes)."""
        pygame.draw.rect(surf, theme.HILITE, target.inflate(10, 10), 3, border_radius=10)

    @staticmethod
    def draw_tail(surf, rect, target):
        x = min(max(target.centerx, rect.left), rect.right)
        y = min(max(target.centery, rect.top), rect.bottom)
        tx = min(max(x, target.left - 6), target.right + 6)
        ty = min(max(y, target.top - 6), target.bottom + 6)
        pygame.draw.line(surf, theme.ACCENT, (x, y), (tx, ty), 3)
