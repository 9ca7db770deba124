"""Headless UI tests: real pygame events driven through the scene stack."""
from __future__ import annotations

import json
import os
import random

import pygame
import pytest

from engine.core import saves
from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests import uikit
from ui.scenes.playchrome import FLASH_LINE, flash_box
from ui import theme


def click(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 1 / 60)


def key(app, k, mod=0):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")], 1 / 60)


def button(scene, label):
    for w in scene.widgets:
        if getattr(w, "label", None) == label:
            return w
    raise AssertionError(f"no button {label!r} in {type(scene).__name__}")


def test_scene_stack_push_pop_replace_and_modal_drawing(app):
    from ui.scenes.menu import MainMenu
    from ui.scenes.pause import PauseScene
    from ui.scenes.settings import SettingsScene
    menu = MainMenu(app)
    app.push(menu)
    assert app.top is menu
    s = SettingsScene(app)
    app.push(s)
    assert app.stack == [menu, s]
    app.pop()
    assert app.top is menu
    app.replace(SettingsScene(app))
    assert len(app.stack) == 1 and isinstance(app.top, SettingsScene)
    drawn = []
    m2 = MainMenu(app)
    m2.draw = lambda surf: drawn.append("menu")
    app.reset(m2)
    p = PauseScene(app, None)
    app.push(p)
    app.frame([], 0.016)
    assert drawn == ["menu"], "a modal scene draws over the scene below it"


def test_main_menu_buttons_open_their_scenes(app):
    from ui.scenes.menu import MainMenu
    from ui.scenes.newgame import NewGame
    from ui.scenes.rules import RulesScene
    app.push(MainMenu(app))
    app.frame([], 0.016)
    assert not button(app.top, "Continue").enabled, "nothing to continue on a fresh machine"
    click(app, button(app.top, "New game").rect.center)
    assert isinstance(app.top, NewGame)
    key(app, pygame.K_ESCAPE)
    click(app, button(app.top, "Rules").rect.center)
    assert isinstance(app.top, RulesScene)


def test_settings_are_saved_and_language_switches(app):
    from ui.scenes.settings import SettingsScene
    from ui.settings import load_settings, settings_path
    app.push(SettingsScene(app))
    lang_cycler = app.top.widgets[0]
    click(app, lang_cycler.right.center)
    assert button(app.top, "Enregistrer"), "the screen speaks French as soon as it is chosen"
    click(app, button(app.top, "Enregistrer").rect.center)
    assert app.settings.language == "fr"
    assert app.t("new_game") == "Nouvelle partie"
    assert load_settings().language == "fr"
    assert os.path.exists(settings_path())


def test_broken_settings_file_falls_back_to_defaults(tmp_home):
    from ui.settings import load_settings, settings_path
    os.makedirs(os.path.dirname(settings_path()), exist_ok=True)
    with open(settings_path(), "w") as f:
        f.write("{not json")
    s = load_settings()
    assert s.language in ("en", "fr") and s.ai_speed == "normal"


def test_system_locale_picks_the_default_language(monkeypatch):
    from ui.settings import Settings
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert Settings().language == "fr"
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")
    assert Settings().language == "en"


def start_match(app, seats, seed=3):
    from ui.scenes.play import PlayScene
    g = GAMES["pebbles"]
    m = Match.new(g, {"players": len(seats), "length": "full"}, seed, seats)
    path = saves.new_save_path("pebbles")
    scene = PlayScene(app, m, path, None)
    app.push(scene)
    app.frame([], 0.016)
    if app.top is not scene:   # two humans and hidden hands: the pass screen comes first
        key(app, pygame.K_RETURN)
    assert app.top is scene
    return scene, m, path


def test_new_game_screen_starts_a_match(app):
    from ui.scenes.newgame import NewGame
    from ui.scenes.play import PlayScene
    app.push(NewGame(app, "pebbles"))
    app.frame([], 0.016)
    click(app, button(app.top, "Start").rect.center)
    assert isinstance(app.top, PlayScene)
    assert app.top.match.game.name == "pebbles"
    assert [s.kind for s in app.top.match.seats] == ["human", "ai"]


def test_the_first_click_on_start_after_typing_a_name_starts_the_game(app):
    from ui.scenes.newgame import NewGame
    from ui.scenes.play import PlayScene
    from ui.widgets import TextInput
    app.push(NewGame(app, "pebbles"))
    app.frame([], 0.016)
    box = next(w for w in app.top.widgets if isinstance(w, TextInput) and w is not app.top.seed_input)
    click(app, box.rect.center)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text="Zoé")], 0.016)
    assert box.focus and box.text.endswith("Zoé")
    click(app, button(app.top, "Start").rect.center)
    assert isinstance(app.top, PlayScene), "one click on Start is enough"
    assert app.top.match.seats[0].name.endswith("Zoé")


def test_clicks_play_moves_refusals_show_a_reason_and_every_move_is_saved(app):
    scene, m, path = start_match(app, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    # an illegal intent (lay before picking): the engine's reason reaches the player
    scene.try_play(("lay", "garden"))
    assert app.toast_text == "pick a card first"
    rect, action = scene.view.buttons[0]
    click(app, rect.center)
    assert m.actions == [action]
    assert app.toast_text == "", "the refusal goes once a move is played"
    assert len(json.load(open(path))["actions"]) == 1, "autosave after every action"
    key(app, pygame.K_u)
    assert m.actions == [], "undo with U"
    assert len(json.load(open(path))["actions"]) == 0


def test_hot_seat_pass_screen_at_every_entry(app):
    """New game, Continue and Load with two humans and hidden hands: the pass screen first."""
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MainMenu
    from ui.scenes.passdevice import PassScene
    from ui.scenes.play import PlayScene
    g = GAMES["pebbles"]
    m = Match.new(g, {"players": 2, "length": "full"}, 3, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    app.push(PlayScene(app, m, saves.new_save_path("pebbles"), None))
    app.frame([], 0.016)
    assert isinstance(app.top, PassScene) and app.top.name == "Ann"
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene)
    app.top.try_play(m.game.legal_actions(m.state)[0])
    app.reset(MainMenu(app))
    app.frame([], 0.016)
    click(app, button(app.top, "Continue").rect.center)
    assert isinstance(app.top, PassScene) and app.top.name == "Ann", "Continue hides the hand too"
    app.reset(MainMenu(app))
    app.push(LoadScene(app))
    app.frame([], 0.016)
    app.top.on_pick(0)
    app.frame([], 0.016)
    assert isinstance(app.top, PassScene), "Load hides the hand too"


def test_hot_seat_hides_hands_between_humans(app):
    from ui.scenes.passdevice import PassScene
    scene, m, _ = start_match(app, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    assert scene.viewer == 0
    m_state_hand_of_bob = m.state.hands[1][:]
    assert scene.obs.hands[1] == [0] * len(m_state_hand_of_bob), "Ann cannot see Bob's hand"
    scene.try_play(m.game.legal_actions(m.state)[0])
    scene.try_play(("lay", "garden"))
    app.frame([], 0.016)
    assert isinstance(app.top, PassScene), "the pass screen hides the board before Bob looks"
    key(app, pygame.K_RETURN)
    assert app.top is scene and scene.viewer == 1
    assert scene.obs.hands[0] == [0] * len(m.state.hands[0])


def test_ai_seat_moves_through_the_worker_and_the_window_keeps_drawing(app):
    import time
    scene, m, _ = start_match(app, [Seat("ai", "easy", "Bot"), Seat("ai", "normal", "Bot2")])
    deadline = time.monotonic() + 30
    frames = 0
    while len(m.steps) < 4 and time.monotonic() < deadline:
        app.frame([], 0.016)
        frames += 1
        time.sleep(0.005)
    assert len(m.steps) >= 4
    assert scene.ai_failures == 0
    assert frames > 4, "frames were drawn while the AI process thought"


def test_hint_asks_the_ai(app):
    import time
    scene, m, _ = start_match(app, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    scene.on_hint()
    deadline = time.monotonic() + 30
    while scene.hint is None and time.monotonic() < deadline:
        app.frame([], 0.016)
        time.sleep(0.005)
    assert scene.hint in m.game.legal_actions(m.state)
    assert app.toast_text.startswith("Hint: ")
    scene.try_play(scene.hint)
    assert app.toast_text == "", "the hint goes once the step it advised is played"


def test_a_hint_being_worked_out_spins_on_the_hint_button(app):
    scene, m, _ = start_match(app, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    surf = pygame.Surface((1280, 800))
    spot = scene.hint_btn.rect.right - 20, scene.hint_btn.rect.centery

    def spinner_pixels():
        scene.draw(surf)
        box = pygame.Rect(0, 0, 28, 28)
        box.center = spot
        return {tuple(surf.get_at((x, y))) for x in range(box.left, box.right) for y in range(box.top, box.bottom)}
    idle = spinner_pixels()
    scene.session.hint_request = (99, len(m.steps))     # asked, not yet answered
    busy = spinner_pixels()
    assert busy - idle, "the spinner's dots appear on the Hint button"
    scene.session.hint_request = None
    assert spinner_pixels() == idle


def test_continue_and_load_reopen_the_game_where_it_was(app):
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MainMenu
    from ui.scenes.play import PlayScene
    scene, m, path = start_match(app, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    scene.try_play(m.game.legal_actions(m.state)[0])
    app.reset(MainMenu(app))
    app.frame([], 0.016)
    cont = button(app.top, "Continue")
    assert cont.enabled
    click(app, cont.rect.center)
    assert isinstance(app.top, PlayScene) and app.top.match.actions == m.actions
    app.reset(MainMenu(app))
    app.push(LoadScene(app))
    app.frame([], 0.016)
    assert len(app.top.infos) == 1
    app.top.on_pick(0)
    assert isinstance(app.top, PlayScene) and app.top.match.state == m.state


def test_corrupt_save_explains_and_the_app_keeps_running(app):
    from ui.scenes.dialog import MessageBox
    from ui.scenes.load import LoadScene
    folder = saves.saves_dir()
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "broken.json"), "w") as f:
        f.write('{"format": "terrarium-save", "vers')
    app.push(LoadScene(app))
    app.frame([], 0.016)
    app.top.on_pick(0)
    assert isinstance(app.top, MessageBox)
    assert "cut short" in app.top.text
    app.frame([], 0.016)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, LoadScene)


def test_results_and_replay_screens(app):
    import random
    from ui.scenes.replay import ReplayScene
    from ui.scenes.results import ResultsScene
    scene, m, _ = start_match(app, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    rng = random.Random(2)
    while not m.is_over():
        m.play(rng.choice(m.game.legal_actions(m.state)))
    app.frame([], 0.016)
    assert isinstance(app.top, ResultsScene)
    res = app.top
    assert res.sheet.totals == m.game.scores(m.state).totals
    assert res.history[-1][1] == res.sheet.totals
    click(app, button(res, "Replay").rect.center)
    assert isinstance(app.top, ReplayScene)
    rep = app.top
    key(app, pygame.K_HOME)
    assert rep.index == 0
    key(app, pygame.K_RIGHT)
    assert rep.index == 1


def test_window_scales_and_maps_clicks_back(app):
    app.window = pygame.display.set_mode((640, 400), pygame.RESIZABLE)
    assert app.to_logical((320, 200)) == (640, 400)
    app.frame([], 0.016)


def earth_log_scene(app, moves: int):
    """The play screen of a 3-player Earth game after `moves` random moves, its log laid out."""
    from ui.scenes.play import PlayScene
    g = GAMES["earth"]
    m = Match.new(g, g.default_options(3), 2, [Seat("human", name=n) for n in ("Ann", "Bob", "Cleo")])
    rng = random.Random(4)
    while len(m.actions) < moves:
        m.play(rng.choice(g.legal_actions(m.state)))
    scene = PlayScene(app, m, None, None)
    scene.update_log()
    return scene


def test_every_log_line_fits_left_of_the_scroll_bar_indented_or_not(app):
    scene = earth_log_scene(app, 60)
    log, font = scene.log, app.fonts.font(scene.log.size)
    assert any(text.startswith("   ") for text, *_ in log.rows), "some entry wraps"
    for text, *_ in log.rows:
        assert log.rect.x + 10 + log.gutter + font.size(text)[0] <= log.rect.right - 8, text


def test_log_entries_read_in_the_text_colour_and_open_with_their_players_marker(app):
    # a log line in the first player's red passed for an error: the marker tells the players
    scene = earth_log_scene(app, 30)
    rows = scene.log.rows
    assert {colour for _, colour, _ in rows} == {theme.TEXT}
    firsts = [icon for _, _, icon in rows if icon is not None]
    assert len(firsts) == len(scene.session.log_rows)
    for (seat, _), icon in zip(scene.session.log_rows, firsts):
        surf = pygame.Surface((20, 20))
        icon(surf, (10, 10))
        assert surf.get_at((10, 10))[:3] == app.palette.player(seat)


def test_log_shows_the_newest_moves_when_a_game_is_reopened(app):
    from ui.scenes.play import PlayScene
    import random
    g = GAMES["pebbles"]
    m = Match.new(g, {"players": 2, "length": "full"}, 4, [Seat("human", name="A"), Seat("human", name="B")])
    rng = random.Random(1)
    for _ in range(30):
        m.play(rng.choice(g.legal_actions(m.state)))
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    app.frame([], 0.016)
    key(app, pygame.K_RETURN)      # the pass screen comes first (two humans, hidden hands)
    assert app.top is scene
    visible = scene.log.rect.h // scene.log.row_h
    assert len(scene.log.rows) == 30
    assert scene.log.offset == 30 - visible > 0


def test_live_score_counts_only_what_the_viewer_sees(app):
    scene, m, _ = start_match(app, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    assert scene.sheet.totals == m.game.scores(m.game.observe(m.state, scene.viewer)).totals


def test_another_players_move_is_announced_unless_animations_are_off(app):
    import time
    scene, m, _ = start_match(app, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    while m.to_move() == 0:
        scene.try_play(m.game.legal_actions(m.state)[0])
        assert scene.flash is None, "your own moves are not announced"
    deadline = time.monotonic() + 30
    while scene.flash is None and time.monotonic() < deadline:
        app.frame([], 0.016)
        time.sleep(0.005)
    assert scene.flash and scene.flash[0].startswith("Bot: ")
    app.settings.animation = "off"
    app.frame([], 0.016)
    assert scene.flash is None


def test_a_long_move_is_announced_in_two_readable_lines_cut_with_an_ellipsis(app):
    """Earth's log line tells all that followed a move (a whole Gaia turn): the announcement
    keeps its type size and stops at two lines, never shrunk to fit."""
    words = "takes 3 soil, turns 10 soil into 5 compost cards, reveals Gaia's Rain, takes 8 sprouts. " * 4
    box = flash_box(app, "Bot A: " + words, 1, 500)
    assert box.get_width() <= 500 + 56 and box.get_height() <= 2 * FLASH_LINE + 14
    lines = app.fonts.wrap(words, 22, 500, most=2)
    assert len(lines) == 2 and lines[-1].endswith(" …")
    assert app.fonts.wrap("a short move", 22, 500, most=2) == ["a short move"]


@pytest.mark.parametrize("name", ["cascadia", "habitat", "kauri", "habitats", "earth"])
def test_announcements_and_messages_cover_neither_the_board_nor_the_newest_log_lines(app, name):
    """Issue 42: another player's move covered Habitat's instruction bar, Kauri's south end and
    the Habitats entrance road; the hint hid the newest log lines. Both go at the side panel's
    foot, the log making room above them."""
    import time
    from ui.messages import message_box
    scene, m = uikit.board(app, name, players=2, seed=3)
    rng = random.Random(3)
    while len(m.actions) < 40 and not m.is_over():
        m.play(rng.choice(m.game.legal_actions(m.state)))
    scene.session.log_rows = [(st.player, st.text) for st in m.steps]
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    uikit.frame(app)
    rows = len(scene.log.rows)
    assert rows * scene.log.row_h > scene.log.rect.h, "the log is full"
    scene.flash = ("Bob: takes a long turn that tells all it did, one thing after another, "
                   "as Earth's log lines do", 1, time.monotonic())
    app.toast("Hint: take the tile on the left and place it next to your Bear, facing the river",
              6, "advice")
    uikit.frame(app)
    flash = scene.flash_rect
    x, y, width = scene.message_anchor()
    message, _ = message_box(app.fonts, app.toast_text, width)
    message.midbottom = (x, y)
    log = scene.log.rect
    for r in (flash, message):
        assert scene.side_rect.contains(r) and not r.colliderect(scene.board_rect)
        assert r.top >= log.bottom, "under the log, never over it"
    assert not flash.colliderect(message)
    assert scene.log.offset + log.h // scene.log.row_h >= rows, "the newest line stays in view"


def test_the_play_screen_shows_no_tooltip_over_what_was_just_clicked(app):
    """A button's tooltip shows once the pointer rests on it, not after a click on it (the
    message or the screen the click opens says what happened), until the pointer moves again."""
    scene, _ = uikit.board(app, "kauri")
    pos = scene.undo_btn.rect.center
    app.mouse = pos

    def drawn():
        surf = pygame.Surface((app.width, 800))
        scene.draw_tooltip(surf, scene.snap)
        return pygame.image.tobytes(surf, "RGB")

    blank = pygame.image.tobytes(pygame.Surface((app.width, 800)), "RGB")
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.rest = (pos, scene.rest[1] - 1)            # rested there a second
    assert drawn() != blank, "resting on a button shows its tooltip"
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert drawn() == blank
