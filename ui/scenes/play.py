"""The in-game screen shared by all games: whose turn, the board view, scores, the log,
undo, hint, rules and menu. It draws the session's snapshot and forwards the player's intents;
the rules, the AI and saving live in the play session (ui/session.py)."""
from __future__ import annotations

import time
from functools import partial

import pygame

from .. import sound, theme
from ..app import H, Scene
from ..session import PlaySession
from ..views import make_view
from ..views.kit.motion import AI_PACE
from ..widgets import Button, ScrollList, draw_tooltip
from . import playchrome as chrome
from .playchrome import LOG_GUTTER, log_marker

TOP, SIDE, BOTTOM = 56, 320, 62
# how long another player's move stays announced over the board (the animation setting)
FLASH_SECONDS = {"off": 0.0, "fast": 1.0, "normal": 2.2, "slow": 4.0}
NOTICE_GAP = 8        # between the log, an announcement and a message at the side panel's foot
TOOLTIP_DELAY = 0.45   # a tooltip shows once the mouse rests, not right after a click


class PlayScene(Scene):
    wide = True   # the board and the side panel take the whole canvas, 16:10 to 16:9
    shows_levels = True   # the side panel names each AI seat's level

    def __init__(self, app, match, save_path: str | None, created: str | None, lock=None):
        super().__init__(app)
        self.session = PlaySession(match, save_path, created, t=app.t, lang=app.settings.language,
                                   worker=app.worker, ai_speed=app.settings.ai_speed, lock=lock)
        self.match, self.game = match, match.game
        self.view = make_view(self.game, app)
        self.session.looks_ahead = self.view.hint_looks_ahead
        self.session.busy = self.moving     # an AI's next step waits for the last to land
        self.results_shown = False
        self.flash = None           # (text, seat, time shown): another player's last move
        self.flash_rect = None      # where it was drawn in the last frame
        self.show_scores = False
        self.rest = (None, 0.0)     # (mouse position, since when it rests there)
        self.log = ScrollList((0, 0, 10, 10), [], row_h=22, size=18, gutter=LOG_GUTTER)
        self.lay_out()
        self._snap_seen = None
        self._log_key = None
        self.build()
        self.sync()      # the pass screen, if due, is pushed by the first update()

    # ---- what older callers and tests read --------------------------------------------------
    @property
    def viewer(self):
        return self.session.viewer

    @viewer.setter
    def viewer(self, seat):
        self.session.viewer = seat

    @property
    def obs(self):
        return self.snap.obs

    @property
    def sheet(self):
        return self.snap.scores

    @property
    def hint(self):
        return self.session.hint

    @hint.setter
    def hint(self, action):
        self.session.hint = action
        self.sync()

    @property
    def ai_failures(self):
        return self.session.ai_failures

    def context(self):
        return self.snap

    def refresh(self, force=False):
        self.sync()

    def try_play(self, action) -> bool:
        played = self.session.play(action)
        if played:      # a refusal or a hint still shown would speak of a step no longer asked
            self.app.drop_message("error")
            self.app.drop_message("advice")
        self.sync()
        return played

    def autosave(self):
        self.session.autosave()

    # ---- layout --------------------------------------------------------------------
    def lay_out(self):
        """The board takes what the side panel leaves: wider on a 16:9 window."""
        width = self.app.width
        self.board_rect = pygame.Rect(0, TOP, width - SIDE, H - TOP - BOTTOM)
        self.side_rect = pygame.Rect(width - SIDE, TOP, SIDE, H - TOP)
        self.view.layout(self.board_rect)
        self.log.rect = chrome.log_rect(self.side_rect, len(self.match.seats), self.view.side_panel_height)

    def on_resize(self):
        self.lay_out()
        self.build()
        self._log_key = None
        self.update_log()

    def build(self):
        t = self.t
        y = H - BOTTOM + 8
        self.undo_btn = Button((12, y, 130, 46), t("undo"), self.on_undo, tooltip=t("undo_tip"))
        self.hint_btn = Button((152, y, 130, 46), t("hint"), self.on_hint, tooltip=t("hint_tip"))
        self.scores_btn = Button((292, y, 130, 46), t("scores"), self.on_scores)
        self.rules_btn = Button((432, y, 130, 46), t("rules"), self.on_rules)
        self.menu_btn = Button((self.board_rect.right - 142, y, 130, 46), t("menu"), self.on_menu)
        self.widgets = [self.undo_btn, self.hint_btn, self.scores_btn, self.rules_btn, self.menu_btn]
        if self.game.exports_positions:
            self.widgets.append(Button((572, y, 130, 46), t("export"), self.on_export,
                                       tooltip=t("export_tip")))
        if self._snap_seen is not None:     # rebuilt (back from a menu, resized): as they were
            self.update_buttons()

    def on_close(self):
        self.session.close()      # the save's lock: another window may open it now

    def on_resume(self):
        self.session.t, self.session.lang = self.app.t, self.app.settings.language
        self.session.ai_speed = self.app.settings.ai_speed
        self.build()
        self.sync()

    def message_anchor(self):
        """Messages go at the side panel's foot, where the log makes room for them (its newest
        lines stay in view above): never over the board, the buttons or the log."""
        return (self.side_rect.centerx, H - 12, SIDE - 16)

    def message_height(self) -> int:
        """The room the app's message for this screen takes at the side panel's foot (with
        the gap above it), 0 without one."""
        msg = self.app.message
        if msg is None or msg[3] is not self or time.monotonic() >= msg[2]:
            return 0
        from ..messages import message_box
        return message_box(self.app.fonts, msg[1], SIDE - 16)[0].h + NOTICE_GAP

    # ---- the snapshot ----------------------------------------------------------------
    def sync(self):
        """Take the session's current snapshot; on a new one, let the view derive its facts."""
        self.snap = self.session.snapshot()
        if self.snap is not self._snap_seen:
            before = self._snap_seen
            if before is not None and self.snap.viewer != before.viewer:
                self.view.reset()
            self._snap_seen = self.snap
            self.view.on_snapshot(self.snap)
            self.start_motion(before, self.snap)
            self.update_log()
            self.update_buttons()
            self.app.dirty = True
        for m in self.session.take_messages():
            text = self.t("hint_says", text=m.text) if m.kind == "advice" else m.text
            self.app.toast(text, 6 if m.kind == "advice" else 4, m.kind)
        for text, seat in self.session.take_flashes():
            self.flash = (text, seat, time.monotonic())
        for cue in self.session.take_cues():
            sound.play(cue, self.app.settings)

    def start_motion(self, before, after):
        """One step just played travels on the board (the Motion setting); anything else (undo,
        another viewer, a new language) shows at once."""
        if before is not None and after.step == before.step and after.viewer == before.viewer:
            return          # the same position (a hint, a language): the move goes on
        self.view.timeline = None
        mode = getattr(self.app.settings, "motion", "full")
        if before is None or mode == "none" or after.step != before.step + 1 or after.viewer != before.viewer:
            return
        timeline = self.view.motion(before, after, mode)
        if timeline is not None and not timeline.done:
            by_ai = self.match.seats[self.match.steps[-1].player].is_ai
            pace = AI_PACE.get(self.app.settings.ai_speed, 1.0) if by_ai else 1.0
            self.view.timeline = timeline.paced(pace).start()

    def moving(self) -> bool:
        """A step still travels on the board."""
        timeline = self.view.timeline
        if timeline is not None and not timeline.running():
            self.view.timeline = timeline = None
            self.app.dirty = True       # the last frame shows every piece landed
        return timeline is not None

    def update_log(self):
        key = (len(self.session.log_rows), self.snap.lang)
        if key == self._log_key:
            return
        self._log_key = key
        # each entry opens with its player's marker (colour and shape) and reads in the text's
        # colour: a line in a player's red must not pass for an error. Long entries wrap,
        # continuation lines indented; every line leaves the indent's room (not under the bar)
        indent = self.app.fonts.font(self.log.size).size("   ")[0]
        rows, width = [], self.log.rect.w - 20 - indent - LOG_GUTTER
        for k, (seat, _) in enumerate(self.session.log_rows):
            marker = partial(log_marker, seat=seat, palette=self.app.palette)
            for i, line in enumerate(self.app.fonts.wrap(self.session.log_text(k), self.log.size, width)):
                rows.append(("   " + line, theme.TEXT, None) if i else (line, theme.TEXT, marker))
        self.log.set_rows(rows, follow=True)

    def update_buttons(self):
        mine = self.session.my_turn()
        self.undo_btn.enabled = mine and self.snap.undoable > 0
        self.hint_btn.enabled = mine and self.session.hint_request is None

    # ---- intents -----------------------------------------------------------------------
    def on_undo(self):
        if self.session.undo():
            self.app.drop_message("advice")
            self.view.reset()
            self.sync()

    def on_hint(self):
        if self.session.ask_hint():
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

        from engine.core import saves
        from engine.core.saves import write_atomic
        folder = os.path.join(os.path.dirname(saves.saves_dir()), "exports")
        path = os.path.join(folder, f"{self.game.name}-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            doc = self.game.export_position(self.match.state, self.viewer)
            write_atomic(path, json.dumps(doc, indent=1, ensure_ascii=False))
            self.app.toast(self.t("exported", path=path), 6, "confirm")
        except Exception as e:
            self.app.toast(f"{type(e).__name__}: {e}")

    # ---- hot seat ----------------------------------------------------------------------
    def show_pass_screen(self):
        p = self.session.pass_to
        if p is None or self.app.top is not self:
            return
        from .passdevice import PassScene
        self.app.push(PassScene(self.app, self.session.names()[p], p, on_ready=self.on_passed))

    def on_passed(self):
        self.session.passed()
        self.sync()

    # ---- events -----------------------------------------------------------------------
    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.moving():
            self.view.timeline.finish()     # input lands the move at once, then is handled
        if event.type == pygame.MOUSEMOTION:
            self.rest = (event.pos, time.monotonic())
            self.app.wake_at(time.monotonic() + TOOLTIP_DELAY)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.rest = (None, 0.0)          # no tooltip over what was just clicked
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return
        if self.show_scores and event.type == pygame.MOUSEBUTTONDOWN:
            self.show_scores = False
            return
        for w in self.widgets:
            if w.handle(event):
                return
        if self.log.handle(event):
            return
        self.handle_board(event)

    def handle_key(self, event) -> bool:
        k = event.key
        if k == pygame.K_ESCAPE:
            if self.show_scores:
                self.show_scores = False
            elif not self.view.close_popup():     # the topmost popup first, then the menu
                self.on_menu()
        elif k == pygame.K_z and event.mod & pygame.KMOD_CTRL or k == pygame.K_u:
            self.on_undo()
        elif k == pygame.K_h:
            self.on_hint()
        elif k == pygame.K_F1:
            self.on_rules()
        elif k == pygame.K_TAB:
            self.on_scores()
        else:
            return False
        return True

    def handle_board(self, event):
        snap, v = self.snap, self.view
        if event.type == pygame.MOUSEBUTTONDOWN and self.board_rect.collidepoint(event.pos):
            if event.button not in (4, 5):
                self.try_play(v.click(event.pos, event.button, snap))
        elif event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(event.pos):
            self.try_play(v.wheel(event.pos, event.y, snap))
        elif event.type == pygame.MOUSEMOTION and event.buttons and any(event.buttons):
            v.drag(event.pos, event.rel, event.buttons, snap)
        elif event.type == pygame.KEYDOWN:
            self.try_play(v.key(event, snap))

    # ---- the clock ----------------------------------------------------------------------
    def update(self, dt):
        if self.app.top is not self:
            return
        self.session.poll()
        self.sync()
        if self.snap.over:
            if not self.results_shown:
                self.results_shown = True
                from .results import ResultsScene
                self.app.push(ResultsScene(self.app, self.match, self.viewer, self.session.save_path))
            return
        self.show_pass_screen()

    def animating(self) -> bool:
        if self.app.top is not self:
            return False
        return self.session.waiting_for_ai or self.flash is not None or self.view.animating() \
            or self.moving()

    # ---- drawing ----------------------------------------------------------------------
    def status_words(self, snap):
        """The top bar's words for the seat to move, (who, what to do), or None for the usual
        ones (a lesson has its own)."""
        return None

    def draw(self, surf):
        snap = self.snap
        surf.fill(theme.BG)
        clip = surf.get_clip()
        surf.set_clip(self.board_rect)
        try:
            self.view.draw(surf, snap)
        finally:
            surf.set_clip(clip)
        chrome.draw_top(surf, self, snap, TOP)
        message_h = self.message_height()
        flash = chrome.flash_image(self.app, self.flash, FLASH_SECONDS.get(self.app.settings.animation, 2.2),
                                   self.side_rect.w - 16)
        if flash is None:
            self.flash = None
        foot = message_h + (flash.get_height() + NOTICE_GAP if flash is not None else 0)
        chrome.draw_side(surf, self, snap, self.side_rect, foot)
        self.flash_rect = None
        if flash is not None:     # under the log, above the message the app draws
            self.flash_rect = flash.get_rect(midbottom=(self.side_rect.centerx, H - 12 - message_h))
            surf.blit(flash, self.flash_rect)
        pygame.draw.rect(surf, (30, 40, 35), (0, H - BOTTOM, self.board_rect.w, BOTTOM))
        super().draw(surf)
        if self.session.hint_request is not None:     # the AI process is working on a hint
            chrome.draw_spinner(surf, (self.hint_btn.rect.right - 20, self.hint_btn.rect.centery))
        if self.show_scores and snap.scores is not None:
            chrome.draw_scores_overlay(surf, self, snap, pygame.Rect(120, 90, self.board_rect.w - 200, H - 200))
        self.draw_tooltip(surf, snap)

    def draw_tip(self, surf) -> None:
        """Nothing here: draw() shows the tooltips itself, once the pointer rests, board's too."""

    def draw_tooltip(self, surf, snap):
        pos, since = self.rest
        if pos is None or time.monotonic() - since < TOOLTIP_DELAY or pos != self.app.mouse:
            return
        text = next((w.tooltip for w in self.widgets if w.tooltip and w.rect.collidepoint(pos)), None)
        if text is None and self.board_rect.collidepoint(pos):
            text = self.view.tooltip(pos, snap)
        if text:
            draw_tooltip(surf, self.app.fonts, text, pos)
