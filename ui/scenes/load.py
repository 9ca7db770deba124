"""Load: every save with its game, seats, round and date; broken files say why."""
from __future__ import annotations

import pygame

from engine import saved_games
from engine.core import tr
from engine.core.save_lock import SaveLocked
from engine.registry import GAMES

from .. import theme
from ..app import Scene, W
from ..session import shown_name
from ..widgets import Button, ScrollList, blit_label, blit_text, draw_panel
from .opening import load_problem, open_save, problem_text
from .review import ReviewScene, review_offer, review_seat, review_tip


# how the Load list labels a save it cannot open: most are damaged, not all
LABELS = {"newer": "newer_save", "name_long": "unusable_save"}


DELETE_W = 120      # the Delete button at the end of each row


class SaveList(ScrollList):
    """The saves, one a row: a click on a row opens it, on its Delete button asks to delete it,
    on its Review button (finished games) reviews it."""

    def __init__(self, rect, rows, on_pick, on_delete, delete_label, on_review=None, review_label="",
                 reviewable=(), **kw):
        super().__init__(rect, rows, on_pick, **kw)
        self.on_delete, self.delete_label = on_delete, delete_label
        self.on_review, self.review_label, self.reviewable = on_review, review_label, set(reviewable)

    def review_rect(self, k: int) -> pygame.Rect:
        """The Review button of the k-th visible row (left of its Delete button)."""
        return self.delete_rect(k).move(-DELETE_W - 8, 0)

    def buttons(self, k: int) -> list:
        """(rect, label, action) of the k-th visible row's buttons."""
        out = [(self.delete_rect(k), self.delete_label, self.on_delete)]
        if self.on_review and self.offset + k in self.reviewable:
            out.append((self.review_rect(k), self.review_label, self.on_review))
        return out

    def delete_rect(self, k: int) -> pygame.Rect:
        """The Delete button of the k-th visible row."""
        return pygame.Rect(self.rect.right - DELETE_W - 14, self.rect.y + k * self.row_h + 3,
                           DELETE_W, self.row_h - 6)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            k = (event.pos[1] - self.rect.y) // self.row_h
            for rect, _, action in (self.buttons(k) if self.offset + k < len(self.rows) else []):
                if rect.collidepoint(event.pos):
                    action(self.offset + k)
                    return True
        return super().handle(event)

    def draw(self, surf, fonts, mouse):
        draw_panel(surf, self.rect, (30, 40, 35))
        clip = surf.get_clip()
        room = 2 * DELETE_W + 28 if self.reviewable else DELETE_W + 20
        surf.set_clip(pygame.Rect(self.rect.x, self.rect.y, self.rect.w - room, self.rect.h))
        super().draw(surf, fonts, mouse)    # a long row ends before its Delete button
        surf.set_clip(clip)
        for k in range(min(self.rect.h // self.row_h, len(self.rows) - self.offset)):
            for r, label, action in self.buttons(k):
                hover = r.collidepoint(mouse)
                edge = theme.BAD if action == self.on_delete else theme.ACCENT
                pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=6)
                pygame.draw.rect(surf, edge if hover else theme.LINE, r, 1, border_radius=6)
                blit_label(surf, fonts, label, r, 20, theme.TEXT)


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.build()

    def build(self):
        lang = self.app.settings.language
        try:
            self.infos = saved_games.list_saves()
        except Exception:  # noqa: BLE001 - the list is never worth a crash
            self.infos = []
        rows = []
        for info in self.infos:
            date = info.updated.replace("T", " ")[:16]
            if info.error:
                label = self.t(LABELS.get(getattr(info.problem, "key", None), "damaged"))
                rows.append((f"{date}   [!] {label}: {problem_text(self.app, info.problem or info.error)}",
                             theme.BAD))
                continue
            title = tr(info.title or info.game, lang)
            seats = ", ".join(self.seat_label(info, i, s) for i, s in enumerate(info.seats or []))
            state = self.t("finished") if info.finished else f"{self.t('round')} {info.round}"
            rows.append((f"{date}   {title}   {state}   {seats}", theme.TEXT))
        reviewable = [i for i, info in enumerate(self.infos) if not info.error and info.finished]
        self.list = SaveList((80, 140, W - 160, 468), rows, self.on_pick, self.on_delete, self.t("delete"),
                             self.on_review, self.t("review.button"), reviewable, row_h=36, size=22)
        self.widgets = [self.list,
                        Button((W // 2 - 160, 690, 320, 54), self.t("back"), self.app.pop, size=28,
                               key=pygame.K_ESCAPE)]

    def on_resume(self):
        self.build()

    def message_anchor(self):
        """Between the list and the Back button: over neither."""
        return (W // 2, 678)

    def on_pick(self, i):
        from .dialog import MessageBox
        info = self.infos[i]
        if info.error:
            text = problem_text(self.app, info.problem or info.error)
            self.app.push(MessageBox(self.app, self.t("cannot_load"), text + "\n" + info.path))
            return
        open_save(self.app, info.path)

    def on_review(self, i):
        """Review a finished game (kept in its save afterwards); why not, when it cannot be."""
        from .dialog import MessageBox
        info = self.infos[i]
        try:
            match, _ = saved_games.load_match(info.path)
        except Exception as e:  # noqa: BLE001 - a damaged save: explain, never crash
            self.app.push(MessageBox(self.app, self.t("cannot_load"), load_problem(self.app, e)))
            return
        who, why = review_offer(match, review_seat(match))
        if why is not None:
            self.app.toast(review_tip(self.t, why), 6, "advice", self)
            return
        self.app.push(ReviewScene(self.app, match, who, info.path, take_lock=True))

    def on_delete(self, i):
        """Ask first: a deleted save cannot be brought back."""
        from .dialog import MessageBox
        info = self.infos[i]
        what = self.list.rows[i][0]
        self.app.push(MessageBox(self.app, self.t("delete_save_title"), self.t("delete_save_text", save=what),
                                 [(self.t("cancel"), None), (self.t("delete"), lambda: self.delete(info))]))

    def delete(self, info):
        try:
            saved_games.delete_save(info.path)
        except SaveLocked:
            self.app.toast(self.t("delete_save_in_use"), 5, "error", self)
            return
        except OSError as e:
            self.app.toast(self.t("delete_save_failed", error=e.strerror or type(e).__name__), 5, "error", self)
            return
        self.build()
        self.app.toast(self.t("save_deleted"), 3, "confirm", self)

    def draw(self, surf):
        surf.fill(theme.BG)
        blit_text(surf, self.app.fonts, self.t("load"), (W // 2, 80), 56, theme.ACCENT, "center", True)
        if not self.infos:
            blit_text(surf, self.app.fonts, self.t("no_saves"), (W // 2, 300), 28, theme.MUTED, "center")
        super().draw(surf)

    def seat_label(self, info, i: int, seat: dict) -> str:
        """A seat's name (one the app made in the player's language) and an AI's level."""
        kind = seat.get("kind")
        level = f" ({self.t('level_' + seat.get('level', 'normal'))})" if kind == "ai" else ""
        game = GAMES[info.game] if info.game in GAMES else None
        name = shown_name(game, len(info.seats), i, kind, seat.get("name") or "", self.app.settings.language)
        return f"{name}{level}"
