"""The review of a finished game: the hard AI goes over each decision of one player (in the AI
process, from that player's observations: engine/review/), then shows the 3-5 moments where the
player lost the most by its estimate of the final score, each opening the replay at that moment
with the AI's move drawn as a hint. A progress bar while it runs; Esc cancels and nothing is
written. The review is kept in the save (engine/review/store.py): a second look is instant."""
from __future__ import annotations

import dataclasses

import pygame

from engine.core import actions as codec
from engine.core.save_lock import SaveLocked, lock_save
from engine.review import store
from engine.review.reasons import reason
from engine.review.figures import why_not

from .. import theme
from ..app import H, W, Scene
from ..reasons import with_reason
from ..review_job import ReviewJob
from ..review_marks import lit_rects, shows_pinned
from ..views.kit.lastmark import outline_rect
from ..session import seat_names
from ..widgets import Button, blit_label, blit_text, draw_panel, draw_tooltip
from .replay import ReplayScene

ROW_H, TOP = 116, 150
NONE_RECT = pygame.Rect(140, 280, W - 280, 80)     # where a review with no moment says so


def review_offer(match, viewer: int) -> tuple:
    """(the seat a review goes over: the viewer if a person played it, else the first person;
    None when nobody did, and why the review is not offered, or None when it is)."""
    humans = [i for i, s in enumerate(match.seats) if not s.is_ai]
    who = viewer if viewer in humans else (humans[0] if humans else None)
    if who is None:
        return None, "no_human"
    if not match.is_over():
        return who, "not_finished"
    return who, why_not(match.game.name)



def review_seat(match) -> int:
    """The seat a review of a saved game goes over: the first person's (seat 0 if none)."""
    return next((i for i, s in enumerate(match.seats) if not s.is_ai), 0)


def review_tip(t, why) -> str:
    """Why the Review button cannot be used, in the player's words ('' when it can)."""
    if why is None:
        return ""
    if why in ("no_human", "not_finished"):
        return t("review." + why)
    key, values = why
    return t("review.not_offered", why=t("review.not_offered_" + key, **values))


class ReviewScene(Scene):
    def __init__(self, app, match, player: int, save_path: str | None = None, take_lock: bool = False,
                 job_factory=ReviewJob):
        super().__init__(app)
        self.cut_rows = []      # (row, its whole words) where a move's words did not fit
        self.match, self.player, self.save_path, self.take_lock = match, player, save_path, take_lock
        self.review = store.stored(save_path, player) if save_path else None
        self.job = None if self.review else job_factory(match, player, app.worker)
        self.states, self.texts = None, {}
        self.build()

    # ---- running -------------------------------------------------------------------------
    def update(self, dt):
        if self.job is None or self.app.top is not self:
            return
        self.job.poll()
        if self.job.error:
            self.app.toast(self.t("review.failed", error=self.job.error), 8, "error")
            self.job = None
            self.app.pop()
        elif self.job.review is not None:
            self.review, self.job = self.job.review, None
            self.keep()
            self.build()
            self.app.dirty = True

    def keep(self):
        """Into the save, when there is one (under its lock when the game is not ours now)."""
        if not self.save_path:
            return
        lock = None
        try:
            if self.take_lock:
                lock = lock_save(self.save_path)
            store.keep(self.save_path, self.review)
        except (SaveLocked, OSError):
            pass        # shown all the same; reviewed again next time
        finally:
            if lock is not None:
                lock.release()

    def cancel(self):
        if self.job is not None:
            self.job.cancel()
            self.job = None
            self.app.toast(self.t("review.cancelled"), 4, "confirm")
        self.app.pop()

    def animating(self):
        return self.job is not None and self.app.top is self

    # ---- what is shown -------------------------------------------------------------------
    def names(self):
        return seat_names(self.match, self.app.settings.language)

    def build(self):
        back = self.t("cancel") if self.job is not None else self.t("back")
        self.widgets = [Button((W // 2 - 150, H - 70, 300, 52), back, self.cancel, size=26, key=pygame.K_ESCAPE)]
        for i, m in enumerate(self.moments()):
            y = TOP + i * ROW_H
            self.widgets.append(Button((W - 330, y + 30, 230, 46), self.t("review.open_replay"),
                                       lambda m=m: self.open_replay(m), size=22))

    def on_resume(self):
        self.build()

    def moments(self) -> list:
        return self.review["moments"] if self.review else []

    def state_before(self, step: int):
        if self.states is None:
            self.states = [s for _, s in self.match.replay_states()]
        return self.states[step]

    def move_text(self, step: int, raw, why: bool = False) -> str:
        """A reviewed move in words; with `why`, what it gains now (engine/review/reasons.py, from
        the player's observation then), as a hint says it. Remembered: draw() asks every frame."""
        g, lang = self.match.game, self.app.settings.language
        key = (step, tuple(map(str, raw)), why, lang)
        if key not in self.texts:
            try:
                state, move = self.state_before(step), codec.from_json(raw)
                text = g.describe_own(state, move, lang, self.names())     # the reviewed seat's own words
                if why:
                    text = with_reason(text, reason(g, state, self.player, [move], step), lang)
            except Exception:  # noqa: BLE001 - an odd stored move: its words only are lost
                text = "?"
            self.texts[key] = text
        return self.texts[key]

    def open_replay(self, moment):
        self.app.push(ReviewReplay(self.app, self.match, self.player, moment["step"], codec.from_json(moment["ai"]),
                                   self.move_text(moment["step"], moment["ai"]),
                                   self.move_text(moment["step"], moment["played"])))

    def draw(self, surf):
        surf.fill(theme.BG)
        f = self.app.fonts
        name = self.names()[self.player]
        blit_text(surf, f, self.t("review.title", name=name), (W // 2, 50), 44, theme.ACCENT, "center", True)
        if self.job is not None:
            self.draw_progress(surf, name)
        else:
            self.draw_moments(surf, name)
        super().draw(surf)

    def draw_progress(self, surf, name):
        f, job = self.app.fonts, self.job
        bar = pygame.Rect(240, 360, W - 480, 34)
        blit_text(surf, f, self.t("review.working", name=name, done=job.done, total=job.total),
                  (W // 2, 320), 26, theme.TEXT, "center")
        draw_panel(surf, bar)
        if job.total:
            fill = bar.inflate(-6, -6)
            fill.w = int(fill.w * job.done / job.total)
            pygame.draw.rect(surf, theme.ACCENT, fill, border_radius=6)
        blit_text(surf, f, self.t("review.cancel_tip"), (W // 2, 420), 22, theme.MUTED, "center")

    def draw_moments(self, surf, name):
        f, r = self.app.fonts, self.review
        self.cut_rows = []
        note = self.t("review.decisions", n=r["decisions"], worlds=r["worlds"] // max(1, r["estimated"]))
        blit_text(surf, f, note, (W // 2, 100), 22, theme.MUTED, "center")
        if not r["moments"]:
            blit_label(surf, f, self.t("review.none", name=name), NONE_RECT, 26, theme.TEXT)
        for i, m in enumerate(r["moments"]):
            y = TOP + i * ROW_H
            draw_panel(surf, pygame.Rect(80, y, W - 160, ROW_H - 10))
            lost = round(m["loss"])
            head = f"{self.t('review.moment', n=m['step'] + 1, round=m['round'])}  ·  {self.t('review.lost', n=lost)}"
            blit_text(surf, f, head, (100, y + 10), 24, theme.BAD, bold=True)
            width = W - 460
            played = self.t("review.played", name=name, move=self.move_text(m["step"], m["played"], True))
            preferred = self.t("review.ai_move", move=self.move_text(m["step"], m["ai"], True))
            for k, line in enumerate((played, preferred)):
                text = f.wrap(line, 21, width, most=1)[0] if line else ""
                blit_text(surf, f, text, (100, y + 44 + 28 * k), 21, theme.TEXT if k == 0 else theme.GOOD)
                if text != line:
                    self.cut_rows.append((pygame.Rect(80, y, W - 160, ROW_H - 10), f"{played}\n{preferred}"))

    def draw_tip(self, surf):
        """A moment whose words were cut shows them whole under the pointer."""
        whole = next((text for row, text in self.cut_rows if row.collidepoint(self.app.mouse)), None)
        if whole is None or self.app.mouse == self.clicked_at:
            super().draw_tip(surf)
        else:
            draw_tooltip(surf, self.app.fonts, whole, self.app.mouse)


class ReviewReplay(ReplayScene):
    """The replay opened at a reviewed moment: the position before the player's move, with both
    moves drawn on the board at once: the AI's lit as a hint, the player's outlined with their
    marker as a last move is (the game's own lastmove.py says which places it changed); the bar
    says both in words. '>' then shows the move the player made."""

    def __init__(self, app, match, viewer, step: int, ai_move, ai_text: str, played_text: str = ""):
        super().__init__(app, match, viewer)
        self.moment, self.ai_move, self.ai_text, self.played_text = step, ai_move, ai_text, played_text
        self.played_rects = []      # where the player's move is lit, when no board place shows it
        self.go(step)

    def go(self, i):
        super().go(i)
        last = getattr(self.view, "last", None)
        if last is not None and self.index != self.moment:
            last.pin(self.viewer, ())
        self.played_rects = []

    def snapshot(self, lang, names, step):
        snap = super().snapshot(lang, names, step)
        if self.index == self.moment and snap.hint != self.ai_move:
            state = self.states[self.index]
            snap = dataclasses.replace(snap, hint=self.ai_move, legal=self.game.legal_actions(state))
            self._snap = snap
            self.view.on_snapshot(snap)
            self.pin_played()
        return snap

    def pin_played(self):
        """The player's move outlined on the board shown before it (beside the AI's hint)."""
        last = getattr(self.view, "last", None)
        if last is None or self.moment + 1 >= len(self.states):
            return
        before, after = (self.game.observe(self.states[i], self.viewer) for i in (self.moment, self.moment + 1))
        last.pin(self.viewer, last.changed(before, after, self.viewer))
        if not shows_pinned(self.view, self._snap, (W, H), self.board):
            last.pin(self.viewer, ())       # places of the board after the move: not on this one
            self.played_rects = lit_rects(self.view, self._snap, self.match.steps[self.moment].action,
                                          (W, H), self.board)

    def draw(self, surf):
        super().draw(surf)
        if self.index != self.moment:
            return
        clip = surf.get_clip()
        surf.set_clip(self.board)
        for r in self.played_rects:
            outline_rect(surf, r.inflate(-4, -4), self.viewer, self.app.palette)
        surf.set_clip(clip)
        f = self.app.fonts
        pygame.draw.rect(surf, (30, 40, 35), (0, H - 150, W, 70))
        name = seat_names(self.match, self.app.settings.language)[self.viewer]
        theme.draw_marker(surf, self.viewer, (28, H - 132), 8, self.app.palette)
        played = self.t("review.played", name=name, move=self.played_text) if self.played_text else ""
        for k, (line, colour) in enumerate(((played, theme.TEXT), (self.t("review.ai_move", move=self.ai_text),
                                                                     theme.GOOD))):
            blit_text(surf, f, f.wrap(line, 21, W - 540, most=1)[0] if line else "", (44, H - 132 + 30 * k), 21,
                      colour, "midleft")
        for k, key in enumerate(("review.both_drawn", "review.next_shows")):
            note = f.wrap(self.t(key, name=name), 17, 460, most=1)[0]
            blit_text(surf, f, note, (W - 20, H - 132 + 30 * k), 17, theme.MUTED, "midright")
