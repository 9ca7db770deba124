"""End of the game: who won and why, category by category, and the score race round by round."""
from __future__ import annotations

import pygame

from engine.core import tr
from engine.record.feats import feats_of
from engine.record.tally import count_and_save

from .. import theme
from ..app import H, W, Scene
from ..session import is_made_name, seat_names
from ..widgets import Button, blit_text
from .review import ReviewScene, review_offer, review_tip
from .scoreboard import draw_score_chart, draw_score_table


class ResultsScene(Scene):
    def __init__(self, app, match, viewer: int, save_path: str | None = None):
        super().__init__(app)
        self.match, self.viewer, self.save_path = match, viewer, save_path
        g = match.game
        self.sheet = g.scores(match.state)
        self.winners = self.sheet.winners()
        self.history = match.score_history()
        # a game played here (it has its save) counts in the record once; a replay shown elsewhere does not
        self.new_feats = self.count(save_path) if save_path else {}
        self.build()

    def count(self, save_path: str) -> dict:
        """Count the game in the players' record; the feats it newly earned, by profile name."""
        humans = typed_names(self.match)
        if not humans:
            return {}
        try:
            new, problem = count_and_save(self.match, save_path, humans)
        except Exception as e:  # noqa: BLE001 - the record never costs the results screen
            self.app.toast(self.t("record.not_counted", error=f"{type(e).__name__}: {e}"), 8, scene=self)
            return {}
        if problem is not None:
            key = "record.set_aside" if problem[0] == "profiles_set_aside" else "record.unreadable"
            self.app.toast(self.t(key, file=problem[1]["file"]), 8, scene=self)
        return new or {}

    def feats_line(self) -> str:
        """'New feat for Ana: Lush' for each player who earned some, in the language on screen."""
        lang = self.app.settings.language
        words = {f.id: tr(f.name, lang) for f in feats_of(self.match.game)} if self.new_feats else {}
        return "  ·  ".join(self.t("record.new_feats", name=name, n=len(ids),
                                   feats=", ".join(words.get(i, i) for i in ids))
                            for name, ids in self.new_feats.items() if ids)

    def names(self):
        return seat_names(self.match, self.app.settings.language)

    def build(self):
        t = self.t
        y = H - 70
        who, why = review_offer(self.match, self.viewer)
        self.widgets = [
            Button((W // 2 - 490, y, 230, 52), t("replay"), self.on_replay, size=26),
            Button((W // 2 - 245, y, 230, 52), t("review.button"), self.on_review, size=26, enabled=why is None,
                   tooltip=review_tip(t, why)),
            Button((W // 2 + 15, y, 230, 52), t("new_game"), self.on_new, size=26),
            Button((W // 2 + 260, y, 230, 52), t("main_menu"), self.on_menu, size=26, key=pygame.K_ESCAPE),
        ]

    def on_resume(self):
        self.build()

    def headline(self) -> str:
        names = self.names()
        if len(self.match.seats) == 1 and self.sheet.rival is not None:
            mine, theirs = self.sheet.totals[0], self.sheet.rival_total
            rival = tr(self.sheet.rival_name, self.app.settings.language)
            key = "solo_beat" if mine > theirs else "solo_lost" if mine < theirs else "solo_tie"
            return self.t(key, rival=rival, score=mine, rival_score=theirs)
        if len(self.match.seats) == 1:
            return self.t("solo_score", score=self.sheet.totals[0])
        teams = getattr(self.sheet, "teams", None)
        if teams:                 # a team game: the team's points are its players' added
            won = [t for t in teams if set(t) <= set(self.winners)]
            team_names = [" & ".join(names[p] for p in t) for t in won]
            return self.t("team_win", names=team_names[0]) if len(won) == 1 else \
                self.t("shared_win", names=", ".join(team_names))
        if len(self.winners) == 1:
            return self.t("winner", name=names[self.winners[0]])
        return self.t("shared_win", names=", ".join(names[w] for w in self.winners))

    def reason(self) -> str:
        if self.sheet.rival is not None:      # the rival's points, category by category
            lang = self.app.settings.language
            parts = [f"{tr(self.sheet.rival_labels.get(k, {'en': k, 'fr': k}), lang)} {v}"
                     for k, v in self.sheet.rival.items()]
            return f"{tr(self.sheet.rival_name, lang)}: " + " · ".join(parts) + f" = {self.sheet.rival_total}"
        teams = getattr(self.sheet, "teams", None)
        if teams:
            names = self.names()
            scores = " · ".join(f"{' & '.join(names[p] for p in t)} {n}" for t, n in zip(teams, self.sheet.team_totals))
            tied = len(set(self.sheet.team_totals)) == 1 and len(self.winners) < len(self.match.seats)
            rule = self.t("won_on_tiebreak", rule=tr(self.sheet.tiebreak_label, self.app.settings.language))
            return self.t("team_scores", scores=scores) + (" " + rule if tied else "")
        totals = self.sheet.totals
        best = max(totals)
        tied = [p for p, tot in enumerate(totals) if tot == best]
        if len(tied) > 1 and len(self.winners) < len(tied):
            return self.t("won_on_tiebreak", rule=tr(self.sheet.tiebreak_label, self.app.settings.language))
        return ""

    def on_replay(self):
        from .replay import ReplayScene
        self.app.push(ReplayScene(self.app, self.match, self.viewer))

    def on_review(self):
        who, _ = review_offer(self.match, self.viewer)
        self.app.push(ReviewScene(self.app, self.match, who, self.save_path))

    def on_new(self):
        self.app.home().on_new(self.match.game.name)

    def on_menu(self):
        self.app.home()

    def draw(self, surf):
        surf.fill(theme.BG)
        f, lang = self.app.fonts, self.app.settings.language
        blit_text(surf, f, self.headline(), (W // 2, 44), 50, theme.ACCENT, "center", True)
        reason = self.reason()
        if reason:
            blit_text(surf, f, reason, (W // 2, 84), 24, theme.MUTED, "center")
        feats = self.feats_line()
        high = H - 200 - (56 if feats else 0)
        if feats:
            for k, line in enumerate(f.wrap(feats, 22, W - 60, most=2)):
                blit_text(surf, f, line, (W // 2, 110 + high + 16 + 24 * k), 22, theme.GOOD, "center", True)
        draw_score_table(surf, f, self.app.palette, pygame.Rect(30, 110, 640, high), self.sheet,
                         self.names(), lang, self.winners)
        draw_score_chart(surf, f, self.app.palette, pygame.Rect(690, 110, W - 720, high), self.history,
                         self.names(), lang, self.t("score_by_round"),
                         (self.t("axis_rounds"), self.t("axis_points")))
        super().draw(surf)


def typed_names(match) -> dict:
    """Seat -> name of every person at the screen who typed a name (a name the app made, such as
    'Hazel' for an AI or 'Alex' for a seat left unnamed, is nobody's record)."""
    n, g = len(match.seats), match.game
    return {i: s.name.strip() for i, s in enumerate(match.seats)
            if not s.is_ai and s.name.strip()
            and not is_made_name(g, n, i, s.kind, s.name)}
