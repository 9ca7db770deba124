"""Every game's picture on the new-game screen: each board view package draws one (its own art,
made by code), ui.views.emblem finds it or answers None, never raises, and the new-game screen
shows it for every game."""
from __future__ import annotations

import pygame
import pytest

from engine.registry import GAMES
from ui import views
from ui.theme import Fonts

WITH_VIEW = [name for name in GAMES if GAMES.view_target(name)]


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    return Fonts()


def colours(surf: pygame.Surface) -> set:
    """The distinct colours of the picture's opaque pixels."""
    w, h = surf.get_size()
    return {tuple(surf.get_at((x, y)))[:3] for x in range(0, w, 2) for y in range(0, h, 2)
            if surf.get_at((x, y)).a > 200}


def test_the_shipped_games_have_views():
    assert {"cascadia", "habitat", "habitats", "kauri", "earth"} <= set(WITH_VIEW)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [120, 34])
@pytest.mark.parametrize("name", WITH_VIEW)
def test_every_game_with_a_view_has_a_picture_of_the_asked_size(fonts, name, size, lang):
    pic = views.emblem(name, fonts, size, lang)
    assert isinstance(pic, pygame.Surface)
    assert pic.get_size() == (size, size)
    opaque = colours(pic)
    assert len(opaque) >= 6, f"{name}: a picture, not a blank or a flat shape"
    covered = sum(1 for x in range(size) for y in range(size) if pic.get_at((x, y)).a > 200)
    assert covered >= size * size * 0.3, f"{name}: the picture fills a good part of its square"


@pytest.mark.parametrize("size", [120, 34])
def test_the_games_pictures_differ(fonts, size):
    pics = {name: pygame.image.tobytes(views.emblem(name, fonts, size, "en"), "RGBA") for name in WITH_VIEW}
    assert len(set(pics.values())) == len(pics)


def test_a_picture_is_drawn_once_and_kept(fonts):
    for name in WITH_VIEW:
        assert views.emblem(name, fonts, 120, "en") is views.emblem(name, fonts, 120, "en")


def test_a_game_without_a_view_or_unknown_has_no_picture(fonts):
    assert GAMES.view_target("pebbles") is None
    assert views.emblem("pebbles", fonts, 120, "en") is None
    assert views.emblem("no such game", fonts, 120, "en") is None


def test_a_broken_picture_costs_the_picture_never_the_screen(fonts, monkeypatch, capsys):
    import ui.views.kauri as kauri_view

    def boom(fonts, size, lang):
        raise RuntimeError("paint spilled")
    monkeypatch.setattr(kauri_view, "emblem", boom)
    assert views.emblem("kauri", fonts, 120, "en") is None
    monkeypatch.setattr(kauri_view, "emblem", lambda fonts, size, lang: "not a picture")
    assert views.emblem("kauri", fonts, 120, "en") is None
    monkeypatch.delattr(kauri_view, "emblem")
    assert views.emblem("kauri", fonts, 120, "en") is None
    GAMES.register("ghostview", "tests.toygame:Pebbles", "ui.views.no_such_view:View")
    try:
        assert views.emblem("ghostview", fonts, 120, "en") is None
    finally:
        GAMES.unregister("ghostview")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_game_screen_shows_each_games_picture(app, lang):
    import dataclasses

    from ui.scenes.newgame import ABOUT, PICTURE, GameButton, NewGame, picture_rect
    app.settings = dataclasses.replace(app.settings, language=lang)
    for name in list(GAMES):
        scene = NewGame(app, name)
        app.push(scene)
        app.frame([], 0.016)
        pic = views.emblem(name, app.fonts, PICTURE, lang)
        spot = app.canvas.subsurface(picture_rect(ABOUT))
        grid = [(x, y) for x in range(0, PICTURE, 3) for y in range(0, PICTURE, 3)]
        if pic is None:     # nothing but the panel there
            assert len({tuple(spot.get_at(p)) for p in grid}) < 4
        else:               # the picture's opaque pixels show on the screen as drawn
            solid = [p for p in grid if pic.get_at(p).a >= 250]
            assert len(solid) > len(grid) // 3
            assert all(max(abs(a - b) for a, b in zip(spot.get_at(p)[:3], pic.get_at(p)[:3])) <= 3
                       for p in solid)
        buttons = [w for w in scene.widgets if isinstance(w, GameButton)]
        assert [b.picture is not None for b in buttons] == [bool(GAMES.view_target(n)) for n in scene.names]
        app.pop()


def test_with_many_players_the_description_moves_clear_of_the_form(app):
    from ui.scenes.newgame import ABOUT, SIDE_PICTURE, NewGame
    for name in [n for n in GAMES if GAMES.view_target(n)]:
        scene = NewGame(app, name)
        scene.players = GAMES[name].max_players
        scene.build()
        app.push(scene)
        app.frame([], 0.016)
        about = scene.about_rect()
        assert about is not None
        assert not any(about.colliderect(w.rect) for w in scene.widgets), name
        if about != ABOUT:      # the left column: the smaller picture at its top right
            pic = views.emblem(name, app.fonts, SIDE_PICTURE, "en")
            spot = pygame.Rect(about.right - SIDE_PICTURE, about.y + 8, SIDE_PICTURE, SIDE_PICTURE)
            solid = [(x, y) for x in range(0, SIDE_PICTURE, 2) for y in range(0, SIDE_PICTURE, 2)
                     if pic.get_at((x, y)).a >= 250]
            assert solid and all(
                max(abs(a - b) for a, b in zip(app.canvas.get_at(spot.move(x, y).topleft)[:3], pic.get_at((x, y))[:3]))
                <= 3 for x, y in solid), name
        app.pop()
    assert any(NewGame(app, n).about_rect() == ABOUT for n in GAMES), "two players keep the wide description"
