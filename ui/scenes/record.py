"""Your record: per profile and game, the statistics of every player count (played, won, lost
against each AI level and in hot seat, best and average score, streaks), a chart of the last scores,
and the game's feats sheet: earned feats dated, the others greyed with their condition."""
from __future__ import annotations

import pygame

from engine.core import tr
from engine.record import profiles
from engine.record.feats import feats_of
from engine.registry import GAMES

from .. import theme
from ..app import H, Scene, W
from ..widgets import Button, Cycler, blit_text, draw_panel
from .scoreboard import draw_score_chart

STATS = pygame.Rect(40, 140, 600, 280)
CHART = pygame.Rect(660, 140, 580, 280)
FEATS = pygame.Rect(40, 436, 1200, 300)
COLUMNS = (("played", 180), ("won", 250), ("lost", 318), ("best", 386), ("average", 456), ("streak", 548))
ROW = 46            # a feat: its name and date or condition on two lines
PER_COLUMN = 5


class RecordScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.doc, problem = profiles.load_profiles()
        if problem is not None:
            self.app.toast(self.t("record." + problem[0].removeprefix("profiles_"), **problem[1]), 8, scene=self)
        self.names = profiles.known_names(self.doc)
        self.games = [n for n in GAMES if not getattr(GAMES[n], "unavailable", None)]
        last = list(app.settings.last_names)[:1]          # the name typed last at New game first
        self.who = self.names.index(last[0]) if last and last[0] in self.names else 0
        self.game, self.page = 0, 0
        self.build()

    def lang(self) -> str:
        return self.app.settings.language

    def feats(self):
        try:
            return feats_of(GAMES[self.games[self.game]])
        except Exception:  # noqa: BLE001 - a broken feats file shows no sheet, never a crash
            return ()

    def pages(self) -> int:
        return max(1, -(-len(self.feats()) // (2 * PER_COLUMN)))

    def build(self):
        self.widgets = [Button((40, H - 56, 220, 46), self.t("back"), self.app.pop, size=24, key=pygame.K_ESCAPE)]
        if not self.names or not self.games:
            return
        self.widgets.append(Cycler((40, 78, 300, 44), self.names, self.who, self._set("who")))
        titles = [tr(GAMES[n].title, self.lang()) for n in self.games]
        self.widgets.append(Cycler((360, 78, 300, 44), titles, self.game, self._set("game")))
        if self.pages() > 1:
            labels = [f"{k + 1} / {self.pages()}" for k in range(self.pages())]
            self.widgets.append(Cycler((FEATS.right - 190, FEATS.y + 6, 180, 36), labels, self.page,
                                       self._set("page"), size=20))

    def _set(self, what):
        def go(k):
            setattr(self, what, k)
            if what == "game":
                self.page = 0
            self.build()
        return go

    def on_resume(self):
        self.build()

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surf):
        surf.fill(theme.BG)
        f = self.app.fonts
        blit_text(surf, f, self.t("record.title"), (W // 2, 36), 44, theme.ACCENT, "center", True)
        if not self.names or not self.games:
            for k, line in enumerate(f.wrap(self.t("record.no_profiles"), 24, W - 200)):
                blit_text(surf, f, line, (W // 2, 200 + 32 * k), 24, theme.TEXT, "center")
            super().draw(surf)
            return
        p = self.doc["profiles"][self.names[self.who]]
        name = self.games[self.game]
        self.draw_stats(surf, p, name)
        scores = [s for _, s, _ in p["recent"].get(name, [])]
        history = [(k + 1, [s]) for k, s in enumerate(scores)]
        draw_score_chart(surf, f, self.app.palette, CHART, history, [self.names[self.who]], self.lang(),
                         self.t("record.last_scores"), (self.t("record.axis_games"), self.t("axis_points")))
        self.draw_feats(surf, p.get("feats", {}).get(name, {}))
        super().draw(surf)

    def stat_rows(self, p, name) -> list[tuple[str, dict, bool]]:
        """(label, numbers, is a total) for each player count, then each opponent under it."""
        rows = []
        for count, b in sorted(p["games"].get(name, {}).items(), key=lambda kv: int(kv[0])):
            s = profiles.stats(b)
            s["streak"] = f"{s['streak']} ({s['best_streak']})"
            rows.append((self.t("record.players", n=int(count)), self.undecided(s), True))
            for opp in profiles.OPPONENTS:
                if opp in b["vs"]:
                    rows.append(("  " + self.t("record.vs_" + opp), self.undecided(dict(b["vs"][opp])), False))
        return rows

    def undecided(self, nums: dict) -> dict:
        """Games no one could win or lose (solo with no rival) show a dash for won, lost and
        streaks, never a row of losses."""
        if nums["played"] and not nums["won"] + nums["lost"]:
            for key in ("won", "lost", "streak"):
                if key in nums:
                    nums[key] = self.t("record.no_outcome")
        return nums

    def draw_stats(self, surf, p, name):
        f = self.app.fonts
        draw_panel(surf, STATS, (30, 42, 36))
        rows = self.stat_rows(p, name)
        if not rows:
            title = tr(GAMES[name].title, self.lang())
            for k, line in enumerate(f.wrap(self.t("record.no_games", game=title), 22, STATS.w - 30)):
                blit_text(surf, f, line, (STATS.x + 14, STATS.y + 14 + 28 * k), 22, theme.MUTED)
            return
        y = STATS.y + 12
        for key, x in COLUMNS:
            label = self.t("record.streak") + " (" + self.t("record.best").lower() + ")" if key == "streak" \
                else self.t("record." + key)
            blit_text(surf, f, label, (STATS.x + x, y), 16, theme.MUTED, "midtop")
        for label, nums, total in rows[: (STATS.h - 44) // 26]:
            y += 26
            colour = theme.TEXT if total else theme.MUTED
            blit_text(surf, f, label, (STATS.x + 12, y + 14), 18, colour, "topleft", total)
            for key, x in COLUMNS:
                value = nums.get(key)
                if value is not None:
                    blit_text(surf, f, str(value), (STATS.x + x, y + 14), 18, colour, "midtop")

    def draw_feats(self, surf, got: dict):
        f, lang = self.app.fonts, self.lang()
        draw_panel(surf, FEATS, (30, 42, 36))
        feats = self.feats()
        head = self.t("record.feats_count", n=sum(x.id in got for x in feats), total=len(feats)) if feats \
            else self.t("record.no_feats")
        blit_text(surf, f, f"{self.t('record.feats')} · {head}", (FEATS.x + 14, FEATS.y + 12), 22, theme.ACCENT)
        shown = feats[self.page * 2 * PER_COLUMN:(self.page + 1) * 2 * PER_COLUMN]
        width = FEATS.w // 2 - 30
        for k, feat in enumerate(shown):
            x = FEATS.x + 14 + (k // PER_COLUMN) * (FEATS.w // 2)
            y = FEATS.y + 50 + (k % PER_COLUMN) * ROW
            earned = feat.id in got
            name_colour, words_colour = (theme.GOOD, theme.TEXT) if earned else (theme.MUTED, theme.MUTED)
            # a filled disc for an earned feat, a ring for the others (not the colour alone)
            pygame.draw.circle(surf, name_colour, (x + 7, y + 11), 7, 0 if earned else 2)
            blit_text(surf, f, f.wrap(tr(feat.name, lang), 20, width, True, most=1)[0], (x + 22, y), 20,
                      name_colour, bold=True)
            words = tr(feat.how, lang) + (" · " + self.t("record.earned_on", date=got[feat.id]) if earned else "")
            blit_text(surf, f, f.wrap(words, 17, width, most=1)[0], (x + 22, y + 23), 17, words_colour)
