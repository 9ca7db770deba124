"""The first window fits the screen it opens on and comes back as the player left it."""
from __future__ import annotations

from ui.window import MIN_H, MIN_W, fit, load_geometry, place, save_geometry


def test_the_window_fits_a_small_screen_keeping_its_shape():
    w, h = fit((1280, 800), (1366, 768))
    assert w <= 1366 * 0.94 and h <= 768 * 0.88
    assert abs(w / h - 1.6) < 0.01
    assert (w, h) >= (MIN_W, MIN_H)


def test_on_a_screen_barely_larger_than_the_smallest_window_the_window_is_the_smallest_laid_out():
    assert fit((1280, 800), (1280, 720)) == (MIN_W, MIN_H)
    assert fit((1280, 800), (1024, 600)) == (MIN_W, 600)      # a tiny screen: all of it
    assert fit((800, 500), (1920, 1080)) == (MIN_W, MIN_H)     # remembered too small


def test_a_size_remembered_on_a_bigger_screen_fits_this_one(tmp_home, monkeypatch):
    import pygame

    from ui.app import App
    save_geometry((2560, 1600), (2900, 100))      # left on a 4K screen, right of this one
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    w, h = App.first_size(None)
    assert MIN_W <= w <= 1366 * 0.94 and MIN_H <= h <= 768 * 0.88
    assert "SDL_VIDEO_WINDOW_POS" not in __import__("os").environ     # centred, not off-screen


def test_a_window_too_small_shows_a_notice_and_lays_nothing_out(tmp_home):
    import pygame

    from ui.app import App
    from ui.scenes.menu import MainMenu
    from ui.settings import Settings
    app = App(Settings(language="en"), size=(800, 500))
    try:
        assert app.too_small()
        drawn = []
        menu = MainMenu(app)
        menu.draw = lambda surf: drawn.append(surf)
        app.push(menu)
        app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 250), button=1)], 1 / 60)
        assert drawn == [] and app.top is menu
        from ui import theme
        assert tuple(app.window.get_at((0, 250)))[:3] == theme.LINE     # the notice's frame
        app.window = pygame.display.set_mode((MIN_W, MIN_H), pygame.RESIZABLE)
        app.fit_canvas()
        assert not app.too_small()
        app.frame([], 1 / 60)
        assert drawn, "laid out again once the window is large enough"
    finally:
        app.shutdown()


def test_the_esc_menu_dims_the_whole_wide_window(tmp_home):
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.app import App
    from ui.scenes.pause import PauseScene
    from ui.scenes.play import PlayScene
    from ui.settings import Settings
    app = App(Settings(language="en"), size=(1422, 800))
    try:
        g = GAMES["cascadia"]
        m = Match.new(g, g.default_options(1), 3, [Seat("human", name="Ann")])
        play = PlayScene(app, m, None, None)
        app.push(play)
        app.frame([], 1 / 60)
        before = [app.canvas.get_at((x, 400)) for x in (5, 1417)]
        app.push(PauseScene(app, play))
        app.frame([], 1 / 60)
        after = [app.canvas.get_at((x, 400)) for x in (5, 1417)]
        for b, a in zip(before, after):
            assert sum(a[:3]) < sum(b[:3]) * 0.6, "the window's edge is dimmed too"
    finally:
        app.shutdown()


def test_a_large_screen_keeps_the_size_asked():
    assert fit((1280, 800), (1920, 1080)) == (1280, 800)


def test_a_saved_position_off_this_screen_is_forgotten():
    assert place((100, 50), (1280, 800), (1920, 1080)) == (100, 50)
    assert place((1500, 50), (1280, 800), (1920, 1080)) is None
    assert place((-20, 50), (800, 500), (1920, 1080)) is None


def test_size_and_position_are_remembered_and_odd_files_ignored(tmp_home):
    save_geometry((1100, 700), (30, 40))
    assert load_geometry() == ((1100, 700), (30, 40))
    from ui.window import geometry_path
    for junk in ("[]", '{"size": "big"}', '{"size": [1e400, 2]}', "{not json"):
        with open(geometry_path(), "w") as f:
            f.write(junk)
        assert load_geometry() == (None, None)


def test_the_app_asks_for_a_window_within_the_screen(app):
    import pygame
    screen = pygame.display.get_desktop_sizes()[0]
    w, h = app.first_size()
    assert w <= screen[0] and h <= screen[1] and (w, h) != (0, 0)


def test_a_16_9_window_widens_the_play_screen_not_black_bars(tmp_home):
    """On a 16:9 window the canvas grows to 1422 wide: the board gets the extra width, and
    narrow screens (menus) are centred on the wider canvas with clicks still landing right."""
    import pygame
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.app import App
    from ui.scenes.menu import MainMenu
    from ui.scenes.play import PlayScene
    from ui.settings import Settings
    app = App(Settings(language="en"), size=(1422, 800))
    try:
        assert app.width == 1422 and app.canvas.get_width() == 1422
        app.push(MainMenu(app))
        app.frame([], 1 / 60)
        g = GAMES["cascadia"]
        m = Match.new(g, g.default_options(1), 3, [Seat("human", name="Ann")])
        scene = PlayScene(app, m, None, None)
        app.push(scene)
        app.frame([], 1 / 60)
        assert scene.board_rect.w == 1422 - 320 and scene.side_rect.right == 1422
        app.window = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        app.fit_canvas()
        assert app.width == 1280 and scene.board_rect.w == 1280 - 320, "laid out again when narrower"
    finally:
        app.shutdown()
