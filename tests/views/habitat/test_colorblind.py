"""Colour-blind mode on the Habitat board: every colour-coded thing also carries a shape,
pattern or letter, and the mode changes the board beyond the players' colours."""
from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from engine.habitat import view_info as VI
from tests import uikit
from tests.habitat.helpers import DECK, build
from ui import theme
from ui.views.habitat import art as ART
from ui.views.habitat import sidepanel

CLASSES = (VI.CLASS_RESOURCE, VI.CLASS_HERBIVORE, VI.CLASS_CARNIVORE, VI.CLASS_OMNIVORE,
           VI.CLASS_VULTURE, VI.CLASS_EVENT)
ENVS = ("terrestrial", "aquatic", "flying")


def midgame():
    return build(tables=[[["plants", "mouse", "fruit_berries"], ["seeds_nuts", "red_squirrel", "lynx", "cougar"],
                          ["aquatic_plants", "beaver"]],
                         [["fruit_berries", "deer", "wolves"], ["insects", "frog", "mallard"]],
                         [["eggs", "great_horned_owl"]]],
                 hands=[["moose", "winter", "insects", "black_bear"], ["mouse"], ["deer"]],
                 dying=[["snowshoe_hare"], [], ["brook_trout", "mink"]], display=["vulture", "mushrooms", "spring"],
                 players=3)


def set_colorblind(app, on):
    app.apply_settings(dataclasses.replace(app.settings, colorblind=on))


def drawn_board(app, cb):
    set_colorblind(app, cb)
    scene, m = uikit.board(app, "habitat", state=midgame())
    app.mouse = (2, 2)
    app.draw()
    return scene, app.canvas.copy()


def differing(a, b, rect) -> int:
    """Pixels of rect (every other one) that differ between surfaces a and b."""
    pa, pb = a.subsurface(rect), b.subsurface(rect)
    return sum(1 for x in range(0, rect.w, 2) for y in range(0, rect.h, 2)
               if pa.get_at((x, y))[:3] != pb.get_at((x, y))[:3])


def covered(surf) -> pygame.mask.Mask:
    """The strokes of an icon: what is far from the white ground and its light disc."""
    m = pygame.mask.from_threshold(surf, (250, 246, 232), (40, 40, 40, 255))
    m.invert()
    return m


def apart(m1, m2) -> int:
    """Pixels covered by exactly one of two masks."""
    return m1.count() + m2.count() - 2 * m1.overlap_area(m2, (0, 0))


def test_the_colour_blind_board_differs_beyond_the_players_colours(app):
    scene, normal = drawn_board(app, False)
    app.pop()
    scene, cb = drawn_board(app, True)
    view = scene.view
    assert view.palette.colorblind
    # card faces hold no player colour: their title bars change (hues and patterns)
    for uid in ("moose-1", "winter-1", "insects-2", "black_bear-1"):
        rect = view.rect_of("hand", uid)
        bar = pygame.Rect(rect.x, rect.y, rect.w, ART.title_height(rect.w))
        assert differing(normal, cb, bar) > bar.w * bar.h // 40, uid
    for key in (("display", 0), ("dying", 2), ("mycard", 1, 3)):
        rect = view.rect_of(*key)
        bar = pygame.Rect(rect.x, rect.y, rect.w, ART.title_height(rect.w))
        assert differing(normal, cb, bar) > 0, key


def test_every_class_has_its_own_pattern_letter_and_hue_in_colour_blind_mode():
    pygame.font.init()
    patterns = {}
    for cls in CLASSES:
        surf = pygame.Surface((60, 20))
        surf.fill((255, 255, 255))
        pygame.draw.rect(surf, (0, 0, 0), surf.get_rect())     # the bar, then only the pattern shows
        ART.class_pattern(surf, cls, surf.get_rect())
        patterns[cls] = pygame.mask.from_threshold(surf, (0, 0, 0), (4, 4, 4, 255))
    for a, b in itertools.combinations(CLASSES, 2):
        assert apart(patterns[a], patterns[b]) > 60, (a, b)
    assert len(set(ART.CLASS_LETTER.values())) == len(CLASSES)
    assert len(set(ART.CB_CLASS_COLOUR.values())) == len(CLASSES)
    # the red/green pair of the normal look is gone: carnivore and herbivore differ in blue
    herb, carn = ART.CB_CLASS_COLOUR[VI.CLASS_HERBIVORE], ART.CB_CLASS_COLOUR[VI.CLASS_CARNIVORE]
    assert abs(herb[2] - carn[2]) > 60


@pytest.mark.parametrize("w", [44, 72, 82])
def test_every_card_face_shows_its_class_pattern_in_colour_blind_mode(w):
    from ui.theme import Fonts
    pygame.font.init()
    fonts = Fonts()
    seen = set()
    for c in range(DECK.n):
        cls = VI.card_class(DECK, c)
        if cls in seen:
            continue
        seen.add(cls)
        h = int(round(w * 1.4))
        normal = ART.render_face(fonts, DECK, c, w, h, "en")
        cb = ART.render_face(fonts, DECK, c, w, h, "en", cb=True)
        tb = ART.title_height(w)
        bar = pygame.Rect(0, 0, w, tb)
        assert differing(normal, cb, bar) > 5, cls
    assert seen == set(CLASSES)


def test_every_environment_and_feeding_state_has_its_own_shape():
    """Shapes alone (each drawn on white, colours ignored) tell them apart."""
    envs = {}
    for env in ENVS:
        surf = pygame.Surface((40, 40))
        surf.fill((255, 255, 255))
        ART.env_icon(surf, env, (20, 20), 36)
        envs[env] = covered(surf)
    for a, b in itertools.combinations(ENVS, 2):
        assert apart(envs[a], envs[b]) > 40, (a, b)
    badges = {}
    for how in (VI.FED_BY_CHAIN, VI.FED_BY_SCAVENGING, VI.STARVING):
        surf = pygame.Surface((40, 40))
        surf.fill((255, 255, 255))
        ART.status_badge(surf, how, (20, 20), 30)
        # the light marks inside a badge (tick, bone, "!") are part of its shape
        dark = pygame.mask.from_threshold(surf, (255, 255, 255), (40, 40, 40, 255))
        badges[how] = dark
    for a, b in itertools.combinations(badges, 2):
        assert apart(badges[a], badges[b]) > 40, (a, b)


def test_every_player_is_marked_by_a_shape_in_the_side_panel(app, monkeypatch):
    set_colorblind(app, True)
    scene, m = uikit.board(app, "habitat", state=midgame())
    calls = []
    monkeypatch.setattr(sidepanel, "draw_marker", lambda surf, q, *a, **k: calls.append(q))
    sidepanel.draw_side_panel(scene.view, app.canvas, pygame.Rect(960, 200, 300, 200), scene.snap)
    assert calls == [0, 1, 2]
    assert len({theme.SHAPES[q] for q in calls}) == 3
    assert app.palette.players == theme.CB_COLOURS
