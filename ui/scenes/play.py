"""The in-game screen shared by all games: whose turn, the board view, scores, the log,
undo, hint, rules and menu. AI seats think in the worker process; the screen keeps drawing."""
from __future__ import annotations

import math
import time

import pygame

from engine.core import IllegalAction, saves, tr

from .. import theme
from ..app import H, W, Scene
from ..theme import draw_marker
from ..views import make_view
from ..views.base import ViewContext
from ..widgets import Button, ScrollList, blit_text, draw_panel

TOP, SIDE, BOTTOM = 56, 320, 62
AI_DELAY = {"slow": 1.2, "normal": 0.5, "fast": 0.15, "instant": 0.0}
# how long another player's move stays announced over the board (the animation setting)
FLASH_SECONDS = {"off": 0.0, "fast": 1.0, "normal": 2.2, "slow": 4.0}


class PlayScene(Scene):
    def __init__(self, app, match, save_path: str | None, created: str | None):
        super().__init__(app)
        self.match, self.game = match, match.game
        self.save_path, self.created = save_path, created
        self.view = make_view(self.game, app)
        self.board_rect = pygame.Rect(0, TOP, W - SIDE, H - TOP - BOTTOM)
        self.view.layout(self.board_rect)
        self.humans = [i for i, s in enumerate(match.seats) if not s.is_ai]
        self.viewer = self.humans[0] if self.humans else 0
        to_move = match.to_move()
        if to_move in self.humans:
            self.viewer = to_move
        self.ai_request = None      # (request id, number of steps when asked)
        self.ai_answer = None       # (action, time it may be played)
        self.ai_started = 0.0
        self.hint_request = None
        self.hint = None
        self.results_shown = False
        self.flash = None           # (text, seat, time shown): another player's last move
        self.ai_failures = 0
        self.show_scores = False
        self._cache_key = None
        self.obs = self.sheet = None
        self.log = ScrollList((W - SIDE + 8, 0, SIDE - 16, 10), [], row_h=22, size=18)
        self.build()
        self.refresh(force=True)
        if not match.steps:
            self.autosave()
        if self.needs_pass_screen(to_move) and match.steps:
            self.push_pass(to_move)

    # ---- layout --------------------------------------------------------------------
    def build(self):
        t = self.t
        y = H - BOTTOM + 8
        self.undo_btn = Button((12, y, 130, 46), t("undo"), self.on_undo, tooltip=t("undo_tip"))
        self.hint_btn = Button((152, y, 130, 46), t("hint"), self.on_hint, tooltip=t("hint_tip"))
        self.scores_btn = Button((292, y, 130, 46), t("scores"), self.on_scores)
        self.rules_btn = Button((432, y, 130, 46), t("rules"), self.on_rules)
        self.menu_btn = Button((W - SIDE - 142, y, 130, 46), t("menu"), self.on_menu)
        self.widgets = [self.undo_btn, self.hint_btn, self.scores_btn, self.rules_btn, self.menu_btn]
        if hasattr(self.game, "export_position"):
            self.widgets.append(Button((572, y, 130, 46), t("export"), self.on_export,
                                       tooltip=t("export_tip")))
        self.update_buttons()

    def on_resume(self):
        self.build()
        self._cache_key = None
        self.refresh()

    def on_close(self):
        pass

    # ---- derived views ---------------------------------------------------------------
    def refresh(self, force=False):
        key = (len(self.match.steps), self.viewer, self.app.settings.language)
        if not force and key == self._cache_key:
            return
        self._cache_key = key
        g, s = self.game, self.match.state
        self.obs = g.observe(s, self.viewer)
        try:  # the live score counts only what this seat can see (no face-down cards)
            self.sheet = g.scores(self.obs)
        except Exception:
            self.sheet = None
        lang = self.app.settings.language
        names = self.names()
        rows = []
        width = self.log.rect.w - 20          # long entries wrap, continuation lines indented
        for st in self.match.steps:
            text = f"{names[st.player]}: {st.text.get(lang, st.text['en'])}"
            colour = self.app.palette.player(st.player)
            for k, line in enumerate(self.app.fonts.wrap(text, self.log.size, width)):
                rows.append(("   " + line if k else line, colour))
        self.log.set_rows(rows, follow=True)
        self.update_buttons()

    def names(self):
        return [s.name or f"{self.t('player')} {i + 1}" for i, s in enumerate(self.match.seats)]

    def my_turn(self) -> bool:
        p = self.match.to_move()
        return p is not None and p == self.viewer and not self.match.seats[p].is_ai

    def context(self) -> ViewContext:
        legal = self.game.legal_actions(self.match.state) if self.my_turn() else []
        last = self.match.steps[-1].action if self.match.steps else None
        return ViewContext(self.viewer, self.match.to_move(), legal, self.app.settings.language,
                           self.names(), self.hint, last, self.sheet)

    def update_buttons(self):
        if not hasattr(self, "undo_btn"):
            return
        self.undo_btn.enabled = self.my_turn() and self.match.undoable_steps(self.viewer) > 0
        self.hint_btn.enabled = self.my_turn() and self.hint_request is None

    # ---- saving ----------------------------------------------------------------------
    def autosave(self):
        if not self.save_path:
            return
        try:
            doc = saves.save_match(self.match, self.save_path, self.created)
            self.created = doc["created"]
        except OSError as e:
            self.app.toast(self.t("autosave_failed", error=str(e)))

    # ---- playing ---------------------------------------------------------------------
    def try_play(self, action) -> bool:
        if action is None or not self.my_turn():
            return False
        try:
            self.match.play(action)
        except IllegalAction as e:
            self.app.toast(e.reason(self.app.settings.language))
            return False
        self.after_action()
        return True

    def after_action(self):
        step = self.match.steps[-1]
        if step.player != self.viewer or self.match.seats[step.player].is_ai:
            text = f"{self.names()[step.player]}: {step.text.get(self.app.settings.language, step.text['en'])}"
            self.flash = (text, step.player, time.monotonic())
        self.hint = None
        self.hint_request = None
        self.autosave()
        self.refresh()

    def on_undo(self):
        if self.match.undo(self.viewer):
            self.view.reset()
            self.hint = None
            self.autosave()
            self.refresh(force=True)

    def on_hint(self):
        if not self.my_turn():
            return
        doc = saves.to_document(self.match)
        self.hint_request = (self.app.worker().ask(doc, self.viewer, "normal"), len(self.match.steps))
        self.update_buttons()

    def on_scores(self):
        self.show_scores = not self.show_scores

    def on_rules(self):
        from .rules import RulesScene
        self.app.push(RulesScene(self.app, self.game.name))

    def on_menu(self):
        from .pause import PauseScene
        self.app.push(PauseScene(self.app, self))

    def on_export(self):
        import json
        import os
        from engine.core.saves import write_atomic
        folder = os.path.join(os.path.dirname(saves.saves_dir()), "exports")
        path = os.path.join(folder, f"{self.game.name}-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            doc = self.game.export_position(self.match.state, self.viewer)
            write_atomic(path, json.dumps(doc, indent=1, ensure_ascii=False))
            self.app.toast(self.t("exported", path=path), 6)
        except Exception as e:
            self.app.toast(f"{type(e).__name__}: {e}")

    # ---- hot seat ----------------------------------------------------------------------
    def needs_pass_screen(self, p) -> bool:
        return (p is not None and p in self.humans and p != self.viewer
                and self.game.hidden_information and len(self.humans) > 1)

    def push_pass(self, p):
        from .passdevice import PassScene
        self.viewer = p
        self.view.reset()
        self.refresh()
        self.app.push(PassScene(self.app, self.names()[p], p))

    # ---- events -----------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.show_scores:
                    self.show_scores = False
                else:
                    self.on_menu()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL or event.key == pygame.K_u:
                self.on_undo()
                return
            if event.key == pygame.K_h:
                self.on_hint()
                return
            if event.key == pygame.K_F1:
                self.on_rules()
                return
            if event.key == pygame.K_TAB:
                self.on_scores()
                return
        if self.show_scores and event.type == pygame.MOUSEBUTTONDOWN:
            self.show_scores = False
            return
        for w in self.widgets:
            if w.handle(event):
                return
        if self.log.handle(event):
            return
        ctx = self.context()
        if event.type == pygame.MOUSEBUTTONDOWN and self.board_rect.collidepoint(event.pos):
            if event.button in (4, 5):
                return
            self.try_play(self.view.click(event.pos, event.button, self.obs, ctx))
        elif event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(event.pos):
            self.try_play(self.view.wheel(event.pos, event.y, self.obs, ctx))
        elif event.type == pygame.MOUSEMOTION and event.buttons and any(event.buttons):
            self.view.drag(event.pos, event.rel, event.buttons, self.obs, ctx)
        elif event.type == pygame.KEYDOWN:
            self.try_play(self.view.key(event, self.obs, ctx))

    # ---- the clock ----------------------------------------------------------------------
    def update(self, dt):
        if self.app.top is not self:
            return
        m = self.match
        self.poll_worker()
        if m.is_over():
            if not self.results_shown:
                self.results_shown = True
                from .results import ResultsScene
                self.app.push(ResultsScene(self.app, m, self.viewer))
            return
        p = m.to_move()
        seat = m.seats[p]
        if seat.is_ai:
            if self.ai_request is None or self.ai_request[1] != len(m.steps):
                self.ai_answer = None
                self.ai_started = time.monotonic()
                doc = saves.to_document(m)
                self.ai_request = (self.app.worker().ask(doc, p, seat.level), len(m.steps))
            elif self.ai_answer is not None and time.monotonic() >= self.ai_answer[1]:
                action, _ = self.ai_answer
                self.ai_answer = None
                try:
                    m.play(action)
                except IllegalAction as e:
                    self.app.toast(f"AI: {e.reason(self.app.settings.language)}")
                    m.play(self.game.legal_actions(m.state)[0])
                self.after_action()
        elif p != self.viewer:
            if self.needs_pass_screen(p):
                self.push_pass(p)
            else:
                self.viewer = p
                self.view.reset()
                self.refresh()
        self.update_buttons()

    def poll_worker(self):
        if self.app._worker is None:
            return
        while True:
            got = self.app._worker.poll()
            if got is None:
                return
            rid, action, err = got
            if err:
                print(err)
            if self.ai_request and rid == self.ai_request[0] and self.ai_request[1] == len(self.match.steps):
                if action is None:
                    self.ai_failures += 1
                    self.app.toast(self.t("ai_failed"))
                    action = self.game.legal_actions(self.match.state)[0]
                delay = AI_DELAY.get(self.app.settings.ai_speed, 0.5)
                self.ai_answer = (action, self.ai_started + delay)
            elif self.hint_request and rid == self.hint_request[0]:
                if self.hint_request[1] == len(self.match.steps) and action is not None:
                    self.hint = action
                    text = self.game.describe(self.match.state, action, self.app.settings.language)
                    self.app.toast(f"{self.t('hint')}: {text}", 6)
                self.hint_request = None

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surf):
        self.refresh()
        surf.fill(theme.BG)
        ctx = self.context()
        clip = surf.get_clip()
        surf.set_clip(self.board_rect)
        try:
            self.view.draw(surf, self.obs, ctx)
        finally:
            surf.set_clip(clip)
        self.draw_flash(surf)
        self.draw_top(surf, ctx)
        self.draw_side(surf, ctx)
        pygame.draw.rect(surf, (30, 40, 35), (0, H - BOTTOM, W - SIDE, BOTTOM))
        super().draw(surf)
        if self.show_scores and self.sheet is not None:
            from .scoreboard import draw_score_table
            rect = pygame.Rect(120, 90, W - SIDE - 200, H - 200)
            draw_score_table(surf, self.app.fonts, self.app.palette, rect, self.sheet, self.names(),
                             self.app.settings.language)
        self.draw_tooltip(surf, ctx)

    def draw_flash(self, surf):
        """Announce another player's move over the board for a moment, fading out."""
        if self.flash is None:
            return
        text, seat, t0 = self.flash
        span = FLASH_SECONDS.get(self.app.settings.animation, 2.2)
        age = time.monotonic() - t0
        if age >= span:
            self.flash = None
            return
        alpha = 255 if age < span * 0.6 else int(255 * (span - age) / (span * 0.4))
        img = self.app.fonts.render(text, 24)
        box = pygame.Surface((img.get_width() + 56, img.get_height() + 16), pygame.SRCALPHA)
        pygame.draw.rect(box, (20, 26, 23, 225), box.get_rect(), border_radius=10)
        pygame.draw.rect(box, (*self.app.palette.player(seat), 255), box.get_rect(), 2, border_radius=10)
        draw_marker(box, seat, (20, box.get_height() // 2), 8, self.app.palette)
        box.blit(img, (40, 8))
        box.set_alpha(alpha)
        surf.blit(box, box.get_rect(midbottom=(self.board_rect.centerx, self.board_rect.bottom - 8)))

    def draw_top(self, surf, ctx):
        f = self.app.fonts
        pygame.draw.rect(surf, (30, 40, 35), (0, 0, W, TOP))
        pygame.draw.line(surf, theme.LINE, (0, TOP - 1), (W, TOP - 1))
        lang = self.app.settings.language
        title = blit_text(surf, f, tr(self.game.title, lang), (14, TOP // 2), 28, theme.ACCENT, "midleft", True)
        p = self.match.to_move()
        x = title.right + 30
        if p is not None:
            draw_marker(surf, p, (x, TOP // 2), 11, self.app.palette)
            name = self.names()[p]
            if self.match.seats[p].is_ai:
                dots = "." * (1 + int(time.monotonic() * 3) % 3)
                text = self.t("thinking", name=name) + dots
                r = blit_text(surf, f, text, (x + 20, TOP // 2), 26, theme.TEXT, "midleft")
                self.draw_spinner(surf, (r.right + 22, TOP // 2))
            else:
                prompt = self.view.prompt(self.obs, ctx) if p == self.viewer else ""
                label = self.t("your_turn", name=name) if p == self.viewer else self.t("turn_of", name=name)
                r = blit_text(surf, f, label, (x + 20, TOP // 2), 26, theme.TEXT, "midleft", True)
                if prompt:
                    blit_text(surf, f, prompt, (r.right + 18, TOP // 2), 24, theme.HILITE, "midleft")

    def draw_spinner(self, surf, center):
        a = time.monotonic() * 6
        for k in range(8):
            ang = a + k * math.pi / 4
            c = 90 + 20 * k
            pygame.draw.circle(surf, (c, c, c * 0.9), (center[0] + 10 * math.cos(ang), center[1] + 10 * math.sin(ang)), 3)

    def draw_side(self, surf, ctx):
        f = self.app.fonts
        side = pygame.Rect(W - SIDE, TOP, SIDE, H - TOP)
        pygame.draw.rect(surf, (28, 38, 33), side)
        pygame.draw.line(surf, theme.LINE, side.topleft, side.bottomleft)
        y = side.y + 10
        names = self.names()
        totals = self.sheet.totals if self.sheet else [0] * len(names)
        to_move = self.match.to_move()
        for i, name in enumerate(names):
            row = pygame.Rect(side.x + 8, y, SIDE - 16, 34)
            if i == to_move:
                pygame.draw.rect(surf, theme.PANEL_HI, row, border_radius=6)
            draw_marker(surf, i, (row.x + 16, row.centery), 9, self.app.palette)
            seat = self.match.seats[i]
            tag = f" ({self.t('level_' + seat.level)})" if seat.is_ai else ""
            blit_text(surf, f, name + tag, (row.x + 34, row.centery), 22, theme.TEXT, "midleft")
            blit_text(surf, f, str(totals[i]), (row.right - 10, row.centery), 26, theme.ACCENT, "midright", True)
            y += 38
        y += 6
        extra = pygame.Rect(side.x + 8, y, SIDE - 16, 0)
        panel_h = getattr(self.view, "side_panel_height", 0)
        if panel_h:
            extra.h = panel_h
            self.view.side_panel(surf, extra, self.obs, ctx)
            y += panel_h + 8
        blit_text(surf, f, self.t("log"), (side.x + 12, y), 22, theme.MUTED)
        y += 24
        self.log.rect = pygame.Rect(side.x + 8, y, SIDE - 16, side.bottom - y - 8)
        self.log.draw(surf, f, self.app.mouse)

    def draw_tooltip(self, surf, ctx):
        mouse = self.app.mouse
        text = None
        for w in self.widgets:
            if w.tooltip and w.rect.collidepoint(mouse):
                text = w.tooltip
        if text is None and self.board_rect.collidepoint(mouse):
            text = self.view.tooltip(mouse, self.obs, ctx)
        if not text:
            return
        lines = []
        for part in text.split("\n"):
            lines += self.app.fonts.wrap(part, 20, 380)
        w = max(self.app.fonts.font(20).size(l)[0] for l in lines) + 20
        h = 22 * len(lines) + 12
        x = min(mouse[0] + 16, W - w - 4)
        y = min(mouse[1] + 18, H - h - 4)
        if y < mouse[1] and mouse[1] + 18 + h > H:
            y = mouse[1] - h - 8
        draw_panel(surf, pygame.Rect(x, y, w, h), (20, 26, 23), theme.ACCENT, 6)
        for k, line in enumerate(lines):
            blit_text(surf, self.app.fonts, line, (x + 10, y + 6 + 22 * k), 20)
