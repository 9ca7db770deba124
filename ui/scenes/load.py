"""Load: every save with its game, seats, round and date; broken files say why."""
from __future__ import annotations

import pygame

from engine import saved_games
from engine.core import tr

from .. import theme
from ..app import Scene, W
from ..widgets import Button, ScrollList, blit_text


# how the Load list labels a save it cannot open: most are damaged, not all
LABELS = {"newer": "newer_save", "name_long": "unusable_save"}


def problem_text(app, problem) -> str:
    """Why a save cannot be used, in the player's language (a SaveProblem carries a locale
    key and its fields; any other error is shown as it is)."""
    key = getattr(problem, "key", None)
    if key is None:
        return str(problem)
    fields = dict(problem.fields)
    if app.settings.language == "fr" and "detail_fr" in fields:
        fields["detail"] = fields["detail_fr"]
    return f"{problem.file}: {app.t('save_' + key, **fields)}"


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
            seats = ", ".join(self.seat_label(s) for s in (info.seats or []))
            state = self.t("finished") if info.finished else f"{self.t('round')} {info.round}"
            rows.append((f"{date}   {title}   {state}   {seats}", theme.TEXT))
        self.list = ScrollList((80, 140, W - 160, 520), rows, self.on_pick, row_h=36, size=22)
        self.widgets = [self.list,
                        Button((W // 2 - 160, 690, 320, 54), self.t("back"), self.app.pop, size=28,
                               key=pygame.K_ESCAPE)]

    def on_resume(self):
        self.build()

    def on_pick(self, i):
        from .dialog import MessageBox
        from .menu import open_save
        info = self.infos[i]
        if info.error:
            text = problem_text(self.app, info.problem or info.error)
            self.app.push(MessageBox(self.app, self.t("cannot_load"), text + "\n" + info.path))
            return
        open_save(self.app, info.path)

    def draw(self, surf):
        surf.fill(theme.BG)
        blit_text(surf, self.app.fonts, self.t("load"), (W // 2, 80), 56, theme.ACCENT, "center", True)
        if not self.infos:
            blit_text(surf, self.app.fonts, self.t("no_saves"), (W // 2, 300), 28, theme.MUTED, "center")
        super().draw(surf)

    def seat_label(self, seat: dict) -> str:
        level = f" ({self.t('level_' + seat.get('level', 'normal'))})" if seat.get("kind") == "ai" else ""
        return f"{seat.get('name', '?')}{level}"
