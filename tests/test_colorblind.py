"""Colour-blind mode matters: every colour-coded thing on a board also carries a shape, a pattern
or a letter when Settings.colorblind is on (app.palette.colorblind).

Every game with a board view is drawn mid-game twice with the SAME player hues, once with the
colour-blind flag off and once on: the two frames must differ, so the mode adds marks beyond
swapping the player colours. Cascadia and Kauri are also checked mark by mark."""
from __future__ import annotations

import random

import pygame
import pytest

from engine.registry import GAMES
from tests import uikit
from ui import theme

TEST_ONLY = ("pebbles",)     # the framework's toy game (tests/toygame.py), never shipped
# Views that draw their marks in every mode, so the two frames are alike by design; their own
# tests check the marks: landscape letters and patterns (tests/test_view_habitats.py), card
# type letters and sprout/trunk shapes (tests/test_view_earth.py).
ALWAYS_MARKED = ("habitats", "earth")


def board_games() -> list:
    out = []
    for name in GAMES:
        if name in TEST_ONLY or name in ALWAYS_MARKED or GAMES.view_target(name) is None:
            continue     # no board view (words only), or marks in every mode
        out.append(name)
    return out


def same_hues(colorblind: bool) -> theme.Palette:
    """The colour-blind hues with the flag on or off: only the marks may tell the frames apart."""
    pal = theme.Palette(False)
    pal.players = theme.CB_COLOURS
    pal.colorblind = colorblind
    return pal


def mid_game_frame(app, game: str, colorblind: bool, steps: int = 24) -> bytes:
    app.palette = same_hues(colorblind)
    scene, m = uikit.board(app, game, players=2, seed=3)
    rng = random.Random(11)
    for _ in range(steps):
        if m.is_over():
            break
        m.play(rng.choice(GAMES[game].legal_actions(m.state)))
    scene.viewer = m.to_move() if m.to_move() is not None else 0
    scene.view.reset()
    scene.refresh(force=True)
    app.mouse = (1, 1)
    uikit.frame(app)
    assert app.top is scene
    got = pygame.image.tobytes(app.canvas, "RGB")
    app.pop()
    return got


@pytest.mark.parametrize("game", board_games())
def test_colour_blind_mode_adds_marks_beyond_the_player_colours(app, monkeypatch, game):
    from ui.views.kit import cardtable as CT
    monkeypatch.setattr(CT, "pulse", lambda speed=3.0: 0.5)    # a view that still pulses holds still
    plain = mid_game_frame(app, game, False)
    assert mid_game_frame(app, game, False) == plain        # the frame is the same when drawn again
    assert mid_game_frame(app, game, True) != plain


def test_players_have_distinct_shapes_as_well_as_colours(app):
    assert len(set(theme.SHAPES)) == len(theme.SHAPES) == len(theme.CB_COLOURS) == len(theme.PLAYER_COLOURS)
    surfs = []
    for i in range(len(theme.SHAPES)):
        s = pygame.Surface((30, 30))
        theme.draw_marker(s, i, (15, 15), 12, theme.Palette(True), outline=(20, 20, 20))
        # the shape alone: every coloured pixel made white
        mask = pygame.mask.from_threshold(s, (0, 0, 0), (40, 40, 40, 255))
        surfs.append(mask.count())
    assert len(set(surfs)) == len(surfs)


def cascadia_view(app, colorblind):
    app.palette = same_hues(colorblind)
    scene, _ = uikit.board(app, "cascadia", players=2, seed=5)
    return scene.view


def test_cascadia_marks_each_habitat_with_its_own_shape(app):
    from ui.views.cascadia import art as ART
    v = cascadia_view(app, False)
    assert [v.habitat_mark(h) for h in range(5)] == [None] * 5
    app.pop()
    v = cascadia_view(app, True)
    marks = [v.habitat_mark(h) for h in range(5)]
    assert None not in marks and len(set(marks)) == 5
    # each shape is drawn differently (ink on cream: the same two colours for all five)
    drawn = []
    for h in range(5):
        s = pygame.Surface((40, 40))
        ART.habitat_mark(s, h, 20, 20, 16)
        drawn.append(pygame.image.tobytes(s, "RGB"))
    assert len(set(drawn)) == 5
    # every half of every tile carries its mark: a dual tile and a keystone both change
    d = v.data
    dual = next(t for t in range(len(d.edges) // 6) if not d.keystone[t * 6])
    key = next(t for t in range(len(d.edges) // 6) if d.keystone[t * 6])
    for t in (dual, key):
        v.images.marked = False
        plain = pygame.image.tobytes(v.images.tile(t * 6, 40), "RGBA")
        v.images.marked = True
        assert pygame.image.tobytes(v.images.tile(t * 6, 40), "RGBA") != plain
    for h in range(5):
        assert pygame.image.tobytes(ART.habitat_swatch(h, 11, True), "RGBA") != \
            pygame.image.tobytes(ART.habitat_swatch(h, 11), "RGBA")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_kauri_marks_each_faction_with_its_initial(app, lang):
    from engine.kauri import view_info as VI
    app.palette = same_hues(False)
    scene, _ = uikit.board(app, "kauri", players=4, seed=5, lang=lang)
    look = scene.view.look
    assert [look.faction_letter(f) for f in range(4)] == [None] * 4
    plain = [pygame.image.tobytes(look.badge(f, 42), "RGBA") for f in range(4)]
    app.palette = same_hues(True)
    letters = [look.faction_letter(f) for f in range(4)]
    assert len(set(letters)) == 4 and all(len(x) == 1 and x.isalpha() for x in letters)
    # the initial of the faction's name as printed, in the game's language
    assert letters == [look.fname(f)[0].upper() for f in range(len(VI.FACTIONS))]
    assert all(pygame.image.tobytes(look.badge(f, 42), "RGBA") != plain[f] for f in range(4))


def hint_marks_drawn(app, monkeypatch, game, colorblind, setup_hint) -> list:
    """Where the hint's own shape (kit.cardtable.hint_mark) was drawn in a frame with a hint."""
    from ui.views.kit import cardtable as CT
    drawn = []
    real = CT.hint_mark
    monkeypatch.setattr(CT, "hint_mark", lambda surf, centre, r=8: drawn.append(centre) or real(surf, centre, r))
    app.palette = same_hues(colorblind)
    scene, m = uikit.board(app, game, players=2, seed=5)
    setup_hint(scene, m)
    uikit.frame(app)
    app.pop()
    return drawn


@pytest.mark.parametrize("game", ["cascadia", "kauri"])
def test_the_hint_carries_its_own_shape_in_colour_blind_mode(app, monkeypatch, game):
    def cascadia_hint(scene, m):
        uikit.click(app, scene.view.market.slot_rect(0).center)
        scene.hint = next(a for a in GAMES["cascadia"].legal_actions(m.state) if a[0] == "place")

    def kauri_hint(scene, m):
        scene.hint = GAMES["kauri"].legal_actions(m.state)[0]      # a region of the set-up (a city)
        assert m.state.phase == "setup" and isinstance(scene.hint[1], int)
    setup = cascadia_hint if game == "cascadia" else kauri_hint
    assert hint_marks_drawn(app, monkeypatch, game, False, setup) == []
    assert len(hint_marks_drawn(app, monkeypatch, game, True, setup)) >= 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_views_marked_in_every_mode_give_each_colour_its_own_letter(lang):
    """Earth's ability colours and Habitats' landscapes carry distinct letters in each language."""
    from ui import i18n
    table = i18n.strings(lang)
    for game in ALWAYS_MARKED:
        letters = {k: v for k, v in table.items() if k.startswith(f"{game}.letter_")}
        assert len(letters) >= 4, f"{game} names a letter per colour"
        assert len(set(letters.values())) == len(letters), f"{game}: two colours share a letter"
