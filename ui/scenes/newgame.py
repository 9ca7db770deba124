"""New game: the game, the number of players, each seat (human or AI and its level), the
variants and an optional seed."""
from __future__ import annotations

import random

import pygame

from engine.core import IllegalAction, saves, tr
from engine.core.match import Match, Seat
from engine.lessons import has_lesson
from engine.record import profiles
from engine.registry import GAMES

from .. import theme
from ..app import W, Scene
from ..session import made_name
from ..theme import draw_marker
from ..views import emblem
from ..widgets import Button, Cycler, TextInput, blit_text, draw_panel

LEVELS = ("easy", "normal", "hard")
PICTURE = 120           # the chosen game's picture, at the right of its description
BUTTON_PICTURE = 34     # each game's picture at the left of its button
SIDE_PICTURE = 72       # the picture when the description moves to the left column
ABOUT = pygame.Rect(410, 470, 810, 150)     # the chosen game's description


def picture_rect(about: pygame.Rect, size: int = PICTURE) -> pygame.Rect:
    """Where the game's picture goes: at the right of its description, a little low."""
    return pygame.Rect(0, 0, size, size).move(about.right - size, about.centery + 6 - size // 2)


class GameButton(Button):
    """A game in the list: its small picture at the left, its title centred in the rest."""

    def __init__(self, rect, label, on_click, picture, size=26):
        super().__init__(rect, label, on_click, size=size)
        self.picture = picture

    def draw(self, surf, fonts, mouse):
        if self.picture is None or not self.visible:
            super().draw(surf, fonts, mouse)
            return
        label, self.label = self.label, ""
        try:
            super().draw(surf, fonts, mouse)     # the button's look, without its words
        finally:
            self.label = label
        r = self.rect
        surf.blit(self.picture, self.picture.get_rect(midleft=(r.x + 10, r.centery)))
        room = pygame.Rect(r.x + 20 + self.picture.get_width(), r.y, r.w - 28 - self.picture.get_width(), r.h)
        blit_text(surf, fonts, label, room.center, self.size, theme.TEXT if self.enabled else (110, 120, 112),
                  "center")


class NewGame(Scene):
    def __init__(self, app, game_name: str | None = None):
        super().__init__(app)
        GAMES.problems()       # every game's data read once per start: a broken one is marked now
        self.names = list(GAMES)
        self.game_name = game_name if game_name in GAMES else (self.names[0] if self.names else None)
        self.players = None
        self.seats: list[dict] = []
        self.variant_values: dict = {}
        self.seed_input = TextInput((0, 0, 200, 40), "", self.t("seed_random"), 12, set("0123456789"))
        self.error = ""
        self.known = self.known_names()
        self.build()

    def known_names(self) -> list[str]:
        """The names typed in earlier games (the record's profiles), most recent first."""
        doc, problem = profiles.load_profiles()
        if problem is not None:
            self.app.toast(self.t("record." + problem[0].removeprefix("profiles_"), **problem[1]), 8, scene=self)
        return profiles.known_names(doc)

    @property
    def game(self):
        return GAMES[self.game_name] if self.game_name else None

    def lang(self):
        return self.app.settings.language

    def unavailable(self) -> bool:
        return bool(getattr(self.game, "unavailable", None))

    def build(self):
        t, g = self.t, self.game
        self.widgets = []
        for k, name in enumerate(self.names):
            b = GameButton((40, 150 + k * 64, 300, 54), tr(GAMES[name].title, self.lang()),
                           self._pick_game(name), emblem(name, self.app.fonts, BUTTON_PICTURE, self.lang()))
            b.selected = name == self.game_name
            self.widgets.append(b)
        self.widgets.append(Button((40, 700, 300, 54), t("back"), self.app.pop, size=26, key=pygame.K_ESCAPE))
        if g is None:
            return
        if self.unavailable():
            self.error = g.refusal().reason(self.lang())   # its file and key, and no Start
            return
        if self.players is None or not g.min_players <= self.players <= g.max_players:
            self.players = max(g.min_players, min(2, g.max_players))
        counts = list(range(g.min_players, g.max_players + 1))
        self.widgets.append(Cycler((560, 140, 200, 44), [str(n) for n in counts],
                                   counts.index(self.players), self._set_players))
        defaults = list(self.app.settings.last_names) or []
        while len(self.seats) < self.players:
            i = len(self.seats)
            name = defaults[i] if i < len(defaults) and i == 0 else ""
            self.seats.append({"kind": "human" if i == 0 else "ai", "level": "normal", "name": name})
        self.seats = self.seats[:self.players]
        self.name_inputs = []
        for i, seat in enumerate(self.seats):
            y = 210 + i * 54
            placeholder = made_name(g, self.players, i, seat["kind"], self.lang())   # the name it gets
            box = TextInput((420, y, 230, 42), seat["name"], placeholder, 18)
            self.name_inputs.append(box)
            self.widgets.append(box)
            self.widgets.append(Cycler((664, y, 190, 42), [t("human"), t("ai")],
                                       0 if seat["kind"] == "human" else 1, self._set_kind(i)))
            lv = Cycler((866, y, 200, 42), [t("level_" + lv) for lv in LEVELS],
                        LEVELS.index(seat["level"]), self._set_level(i))
            lv.enabled = seat["kind"] == "ai"
            self.widgets.append(lv)
            if seat["kind"] == "human" and self.known:
                self.widgets.append(Button((1078, y, 150, 42), t("record.known_names"), self._next_name(i), size=18))
        y = 230 + self.players * 54
        self.variant_rows = []
        for v in g.variants:
            if not self.variant_applies(v):
                continue
            values = [c[0] for c in v.choices]
            cur = self.variant_values.get(v.key, v.default)
            if cur not in values:
                cur = v.default
            self.variant_values[v.key] = cur
            self.variant_rows.append((tr(v.label, self.lang()), y))
            self.widgets.append(Cycler((664, y, 402, 40), [tr(c[1], self.lang()) for c in v.choices],
                                       values.index(cur), self._set_variant(v.key, values), size=20))
            y += 48
        self.seed_y = y + 6
        self.seed_input.rect = pygame.Rect(664, self.seed_y, 200, 40)
        self.widgets.append(self.seed_input)
        self.widgets += self.start_buttons()

    # ---- setters ---------------------------------------------------------------------
    def variant_applies(self, v) -> bool:
        if v.players and self.players not in v.players:
            return False
        if v.requires:
            key, value = v.requires
            other = next((o for o in self.game.variants if o.key == key), None)
            return self.variant_values.get(key, other.default if other else None) == value
        return True

    def _keep_names(self):
        for seat, box in zip(self.seats, getattr(self, "name_inputs", [])):
            seat["name"] = box.text

    def _pick_game(self, name):
        def go():
            self._keep_names()
            self.game_name = name
            self.variant_values = {}
            self.error = ""
            self.build()
        return go

    def _set_players(self, i):
        self._keep_names()
        self.players = self.game.min_players + i
        self.build()

    def _set_kind(self, i):
        def go(k):
            self._keep_names()
            self.seats[i]["kind"] = "human" if k == 0 else "ai"
            self.build()
        return go

    def _next_name(self, i):
        """The next remembered name that no other seat has, in the box of seat i."""
        def go():
            self._keep_names()
            taken = {s["name"].strip() for k, s in enumerate(self.seats) if k != i}
            free = [n for n in self.known if n not in taken]
            if free:
                now = self.seats[i]["name"].strip()
                self.seats[i]["name"] = free[(free.index(now) + 1) % len(free)] if now in free else free[0]
                self.build()
        return go

    def _set_level(self, i):
        def go(k):
            self.seats[i]["level"] = LEVELS[k]
        return go

    def _set_variant(self, key, values):
        def go(k):
            self._keep_names()
            self.variant_values[key] = values[k]
            self.build()
        return go

    def on_resume(self):
        self._keep_names()
        self.build()

    # ---- start -----------------------------------------------------------------------
    def options(self) -> dict:
        g = self.game
        opts = {"players": self.players}
        for v in g.variants:
            if not v.players or self.players in v.players:
                opts[v.key] = self.variant_values.get(v.key, v.default)
        return opts

    def on_start(self):
        from .play import PlayScene
        if self.unavailable():
            return
        self._keep_names()
        g = self.game
        seed = int(self.seed_input.text) if self.seed_input.text else random.randrange(1, 10**9)
        seats = []
        for i, s in enumerate(self.seats):
            name = s["name"].strip() or made_name(g, self.players, i, s["kind"], self.lang())
            seats.append(Seat(s["kind"], s["level"], name))
        try:
            match = Match.new(g, self.options(), seed, seats)
        except IllegalAction as e:
            self.error = e.reason(self.lang())
            return
        except Exception as e:  # a broken data file: explain, do not crash
            self.error = f"{type(e).__name__}: {e}"
            return
        self.remember([s.name for s, typed in zip(seats, self.seats) if typed["kind"] == "human"
                       and typed["name"].strip()])
        first = self.seats[0]["name"].strip()
        if first and self.seats[0]["kind"] == "human":
            import dataclasses
            self.app.settings = dataclasses.replace(self.app.settings, last_names=(first,))
            try:
                from ..settings import save_settings
                save_settings(self.app.settings)
            except OSError:
                pass
        self.app.replace(PlayScene(self.app, match, saves.new_save_path(g.name), None))

    def start_buttons(self) -> list:
        """Start, and Learn to play when the game has a lesson."""
        t = self.t
        out = [Button((880, 700, 360, 60), t("start"), self.on_start, size=32, key=pygame.K_RETURN)]
        if has_lesson(self.game.name):
            out.append(Button((420, 700, 300, 60), t("lesson.menu"), self.on_learn, size=26,
                              tooltip=t("lesson.menu_tip")))
        return out

    def on_learn(self):
        """Learn to play this game: its lesson instead of this screen."""
        from .lesson import start_lesson
        start_lesson(self.app, self.game.name, replace=True)

    @staticmethod
    def remember(names) -> None:
        """Profiles for the names typed (the list offered next time); a record that cannot be
        written costs the list, never the game."""
        if not names:
            return
        doc, problem = profiles.load_profiles()
        if problem is not None and problem[0] == "profiles_unreadable":
            return
        profiles.remember(doc, names)
        try:
            profiles.save_profiles(doc)
        except OSError:
            pass

    # ---- drawing ---------------------------------------------------------------------
    def about_rect(self) -> pygame.Rect | None:
        """Where the chosen game's description goes: under the form when there is room, else
        (many players, many options) in the left column under the list of games; None when
        neither has room."""
        if self.seed_y + 40 <= ABOUT.y - 8:
            return ABOUT
        top = 150 + len(self.names) * 64 + 6
        return pygame.Rect(40, top, 300, 690 - top) if 690 - top >= 110 else None

    def draw_about(self, surf, rect):
        """What the chosen game is: its pitch, its player count, how long it plays and its
        picture (the words keep clear of it). A narrow rect (the left column) takes a smaller
        picture at its top right, smaller words and the pitch under the picture."""
        from engine.core.rulesdoc import load_about
        g, f, lang = self.game, self.app.fonts, self.lang()
        try:
            about = load_about(g.name)
        except Exception:   # a broken about.yaml costs the pitch, never the screen
            about = None
        wide = rect.w >= 500
        pygame.draw.line(surf, theme.LINE, rect.topleft, rect.topright)
        picture = emblem(g.name, f, PICTURE if wide else SIDE_PICTURE, lang)
        head_w, spot = rect.w, None
        if picture is not None:
            size = picture.get_width()
            spot = picture_rect(rect, size) if wide else pygame.Rect(rect.right - size, rect.y + 8, size, size)
            surf.blit(picture, spot)
            head_w = spot.x - (24 if wide else 10) - rect.x
        facts = self.t("players_range", low=g.min_players, high=g.max_players)
        if about is not None:
            facts += "  ·  " + self.t("minutes", minutes=about.minutes)
        pitch_top = self._about_head(surf, rect, head_w, tr(g.title, lang), facts, wide)
        if spot is not None and not wide:
            pitch_top = max(pitch_top, spot.bottom + 6)
        if about is not None:
            size, step = (22, 26) if wide else (19, 21)
            lines = f.wrap(about.pitch.get(lang), size, head_w if wide else rect.w)
            room = 3 if wide else max(0, (rect.bottom - pitch_top) // step)
            for k, line in enumerate(lines[:room]):
                blit_text(surf, f, line, (rect.x, pitch_top + step * k), size, theme.TEXT)

    def _about_head(self, surf, rect, width, title, facts, wide):
        """The game's title (shrunk to fit) and its facts (wrapped) at the top of the about;
        returns where the pitch starts."""
        f = self.app.fonts
        size = 28 if wide else 24
        while size > 16 and f.font(size, True).size(title)[0] > width:
            size -= 1
        blit_text(surf, f, title, (rect.x, rect.y + 14), size, theme.ACCENT, bold=True)
        small, top = (22, 54) if wide else (18, 44)
        lines = f.wrap(facts, small, width, most=2)
        for k, line in enumerate(lines):
            blit_text(surf, f, line, (rect.x, rect.y + top + (small - 2) * k), small, theme.MUTED)
        return rect.y + (88 if wide else top + 18 * len(lines) + 10)

    def draw(self, surf):
        surf.fill(theme.BG)
        f = self.app.fonts
        blit_text(surf, f, self.t("new_game"), (W // 2, 60), 56, theme.ACCENT, "center", True)
        blit_text(surf, f, self.t("game"), (40, 112), 26, theme.MUTED)
        if self.game is None or self.unavailable():
            if self.game is None:
                blit_text(surf, f, self.t("no_games"), (420, 200), 28)
            for k, line in enumerate(f.wrap(self.error, 24, 820, most=10)):
                blit_text(surf, f, line, (420, 150 + 30 * k), 24, theme.BAD)
            super().draw(surf)
            return
        draw_panel(surf, pygame.Rect(390, 100, 850, 580), (30, 42, 36))
        blit_text(surf, f, self.t("players"), (420, 162), 26, theme.TEXT, "midleft")
        for i in range(self.players):
            draw_marker(surf, i, (404, 231 + i * 54), 9, self.app.palette)
        for label, y in getattr(self, "variant_rows", []):
            # long labels wrap onto two smaller lines rather than run under the choice box
            lines = f.wrap(label, 24, 236)
            size = 24 if len(lines) == 1 else 20
            lines = lines if size == 24 else f.wrap(label, 20, 236, most=2)
            for k, line in enumerate(lines):
                dy = (k - (len(lines) - 1) / 2) * 18
                blit_text(surf, f, line, (420, y + 20 + dy), size, theme.TEXT, "midleft")
        blit_text(surf, f, self.t("seed"), (420, self.seed_y + 20), 24, theme.TEXT, "midleft")
        blit_text(surf, f, self.t("seed_hint"), (880, self.seed_y + 20), 20, theme.MUTED, "midleft")
        about = self.about_rect()
        if about is not None:
            self.draw_about(surf, about)
        if self.error:
            for k, line in enumerate(f.wrap(self.error, 22, 820, most=2)):
                blit_text(surf, f, line, (420, 640 + 24 * k), 22, theme.BAD)
        super().draw(surf)
