"""The Habitats board view, driven headless through real events on the play scene."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from engine.habitats.park import ORIGIN, cell
from engine.habitats.state import OVER, PLACE, TAKE
from engine.registry import GAMES
from tests import uikit
from tests.uikit import NAMES, assert_drawn_still, click, frame, play_showing_every_board

G = GAMES["habitats"]
ROAD3 = (25, 51, 77, 103)       # the four 3-road tiles


def board(app, players=2, seed=5, lang="en", setup=None, viewer=None):
    return uikit.board(app, "habitats", players, seed, lang, setup=setup, viewer=viewer)


def at(scene, kind, *data):
    rect = scene.view.rect_of(kind, *data)
    assert rect is not None, (kind, data)
    return rect.center


def lit_space(m):
    a = G.legal_actions(m.state)[0]
    assert a[0] == "take"
    return a[1], a[2]


def swap_in(s, tile, where):
    """Take `tile` out of the stock or the market (a stock tile fills its market space)."""
    if tile in s.market:
        s.market[s.market.index(tile)] = s.unseen.pop(0)
    else:
        s.unseen.remove(tile)
    where(tile)


def boxed_in(s):
    """The player to move's entrance walled in by three 3-road tiles (roads towards every free
    space), the other player three tiles on, six turns played: the next tile fits nowhere."""
    me, other = s.current, (s.current + 1) % 2
    for (r, c, rot), t in zip(((0, 1, 1), (0, -1, 3), (-1, 0, 0)), ROAD3):
        swap_in(s, t, lambda t, r=r, c=c, rot=rot: s.parks[me].__setitem__(cell(r, c), t * 4 + rot))
    for k in range(3):
        t = next(x for x in s.unseen if G.data.rotations[x] == (0,))
        swap_in(s, t, lambda t, k=k: s.parks[other].__setitem__(cell(0, k + 1), t * 4))
    s.turn = 6
    G.check_invariants(s)


def all_text(scene):
    """Every tooltip over the board, and the prompt."""
    v, out = scene.view, [scene.view.prompt(scene.snap)]
    r = scene.board_rect
    for x in range(r.x + 5, r.right, 23):
        for y in range(r.y + 5, r.bottom, 23):
            out.append(v.tooltip((x, y), scene.snap) or "")
    return out


def test_the_view_is_registered(app):
    from ui.views import make_view
    from ui.views.habitats import HabitatsView
    view = make_view(G, app)
    assert isinstance(view, HabitatsView)


def test_a_full_turn_by_clicks(app):
    scene, m = board(app, seed=5)
    me = m.to_move()
    v = scene.view
    assert v.prompt(scene.snap) == "Take a lit tile: ahead of your figure, on its left or on its right"
    rc = lit_space(m)
    tile = m.state.market[rc[0] * m.state.cols + rc[1]]
    click(app, at(scene, "space", *rc))
    assert m.actions == [("take",) + rc] and m.state.phase == PLACE and m.state.held == tile
    name = G.data.kinds[G.data.tile_kind[tile]].name.en
    assert v.prompt(scene.snap).startswith(f"Add the {name}")
    target = sorted(v.model.lit_cells())[0]
    rot = min(v.model.lit_cells()[target])
    v.model.rot = rot
    click(app, at(scene, "cell", *target))
    assert m.actions[-1] == ("place", target[0], target[1], rot)
    assert m.state.parks[me][cell(*target)] == tile * 4 + rot
    assert m.state.phase == TAKE and m.state.current != me


def test_a_road_tile_turns_with_the_wheel_r_and_buttons_and_shows_where_it_goes(app):
    def give(s):
        G.apply(s, G.legal_actions(s)[0])
        old, s.held = s.held, ROAD3[0]
        swap_in(s, ROAD3[0], lambda t: None)
        s.unseen.append(old)
        s.unseen.sort()
    scene, m = board(app, seed=5, setup=give)
    v = scene.view
    assert v.model.lit_cells() == {(-1, 0): {0}, (0, 1): {1}, (0, -1): {3}}
    pos = at(scene, "cell", 0, 1)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, pos=pos))
    assert v.model.rot == 1
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    assert v.model.rot == 2
    click(app, at(scene, "rot", -1))
    assert v.model.rot == 1
    # the live preview: the tile at its turn under the mouse, a different picture per turn
    app.mouse = pos
    scene.draw(app.canvas)
    cell_rect = v.rect_of("cell", 0, 1)
    first = app.canvas.subsurface(cell_rect).copy()
    v.model.rot = 0
    scene.draw(app.canvas)
    assert pygame.image.tobytes(app.canvas.subsurface(cell_rect), "RGB") != pygame.image.tobytes(first, "RGB")
    v.model.rot = 1
    click(app, pos)
    assert m.actions[-1] == ("place", 0, 1, 1)


def test_refused_moves_show_the_engines_reason(app):
    scene, m = board(app, seed=5)
    click(app, at(scene, "cell", 0, 1))
    assert app.toast_text == "first take a tile from the market"
    unlit = next((r, c) for r in range(m.state.rows) for c in range(m.state.cols)
                 if (r, c) not in scene.view.model.lit_spaces() and m.state.market[r * m.state.cols + c] >= 0)
    click(app, at(scene, "space", *unlit))
    assert app.toast_text == G.explain_illegal(m.state, ("take",) + unlit).reason("en")
    assert m.actions == []
    click(app, at(scene, "space", *lit_space(m)))
    click(app, at(scene, "cell", 1, 0))         # below the entrance
    assert "below your entrance" in app.toast_text
    assert m.state.phase == PLACE


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_draws_every_phase_to_the_end(app, players):
    scene, m = board(app, players=players, seed=players + 10)
    play_showing_every_board(app, scene, m, players, 9)
    assert scene.obs.phase == OVER and scene.view.prompt(scene.snap) == ""
    assert all(g["scored"] for g in scene.view.facts.goals)


def test_another_park_is_one_click_away(app):
    scene, m = board(app, players=3, seed=4)
    me = m.to_move()
    other = (me + 1) % 3
    click(app, at(scene, "tab", other))
    assert scene.view.model.shown() == other
    assert scene.view.prompt(scene.snap) == f"Showing {NAMES[other]}'s park: press Back to play"
    click(app, at(scene, "cell", 0, 1))
    assert m.actions == [] and NAMES[other] in app.toast_text
    click(app, at(scene, "btn", "back"))
    assert scene.view.model.shown() == me
    tip = scene.view.tooltip(at(scene, "tab", other), scene.snap)
    assert NAMES[other] in tip and "points now" in tip


def test_a_tile_that_fits_nowhere_is_set_aside(app):
    scene, m = board(app, seed=5, setup=boxed_in)
    click(app, at(scene, "space", *lit_space(m)))
    assert G.legal_actions(m.state) == [("set_aside",)]
    assert "fits nowhere in your park: set it aside" in scene.view.prompt(scene.snap)
    click(app, at(scene, "btn", "set_aside"))
    assert m.actions[-1] == ("set_aside",) and m.state.set_aside


def test_unmet_animals_are_upside_down_and_grey(app):
    from ui.views.habitats import art
    scene, m = board(app, seed=5)
    zebra = next(t for t in range(112) if G.data.kinds[G.data.tile_kind[t]].id == "zebra")
    from engine.habitats.view_info import tile_facts
    info = tile_facts(G.data, zebra)
    letters = scene.view.letters()
    up = art.tile_surface(app.fonts, info, 80, "Zebra", letters, met=True)
    down = art.tile_surface(app.fonts, info, 80, "Zebra", letters, met=False)

    def colourfulness(img):
        px = [img.get_at((x, y)) for x in range(0, 80, 4) for y in range(0, 80, 4)]
        return sum(max(p[:3]) - min(p[:3]) for p in px) / len(px)
    assert colourfulness(down) < colourfulness(up) * 0.8
    # on a tile big enough to print its name, the name band is at the top when met, at the
    # bottom when not (the print is upside down)
    s = art.NAMED_TILE + 10
    up = art.tile_surface(app.fonts, info, s, "Zebra", letters, met=True)
    down = art.tile_surface(app.fonts, info, s, "Zebra", letters, met=False)
    assert sum(up.get_at((s // 2, 1))[:3]) < sum(up.get_at((s // 2, s - 2))[:3])
    assert sum(down.get_at((s // 2, s - 2))[:3]) < sum(down.get_at((s // 2, 1))[:3])
    # ...and its name is still written upright there: the same letters as in the top band
    band = art.name_lines(app.fonts, "Zebra", s)[2]

    def letters_at(img, top):
        return {(x, y) for x in range(s) for y in range(band) if sum(img.get_at((x, top + y))[:3]) > 600}
    a, b = letters_at(up, 0), letters_at(down, s - band)
    assert a and len(a & b) > 0.6 * len(a | b)     # (upside down, they share under a tenth)


def test_tooltips_tell_tiles_in_players_words(app):
    scene, m = board(app, seed=5)
    v = scene.view
    rc = lit_space(m)
    tile = m.state.market[rc[0] * m.state.cols + rc[1]]
    tip = v.tooltip(at(scene, "space", *rc), scene.snap)
    assert tip.startswith("You may take this tile") and G.data.kinds[G.data.tile_kind[tile]].name.en in tip
    tip = v.tooltip(at(scene, "cell", 0, 0), scene.snap)
    assert "Entrance" in tip
    tip = v.tooltip(v.goal.rect.center, scene.snap)
    assert scene.view.facts.goal["name"]["en"] in tip and "Points by rank" in tip
    # an animal whose demand is not met says what it lacks
    rng = random.Random(3)
    for _ in range(30):
        m.play(rng.choice(G.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    p = v.model.shown()
    unmet = [rc for rc, info in v.facts.parks[p].items() if info.get("met") is False]
    assert unmet
    tip = v.tooltip(at(scene, "cell", *unmet[0]), scene.snap)
    assert "Upside down: still needs" in tip and "Points now: 0" in tip


def test_no_internal_ids_or_coordinates_in_words(app):
    ids = {k.id for k in G.data.kinds if "_" in k.id} | set(G.data.goals)
    for lang in ("en", "fr"):
        scene, m = board(app, players=3, seed=8, lang=lang)
        rng = random.Random(1)
        for step in range(24):
            if step % 6 == 5:
                scene.refresh(force=True)
                frame(app)
                for text in all_text(scene):
                    assert not any(i in text for i in ids), text
                    assert not re.search(r"\(-?\d+, ?-?\d+\)|None|Player \d", text), text
            m.play(rng.choice(G.legal_actions(m.state)))
            scene.viewer = m.to_move()
        app.pop()


def test_french_words(app):
    scene, m = board(app, seed=5, lang="fr")
    v = scene.view
    assert v.prompt(scene.snap) == "Prenez une tuile éclairée : devant votre figurine, à sa gauche ou à sa droite"
    click(app, at(scene, "cell", 0, 1))
    assert app.toast_text == "prenez d'abord une tuile dans le marché"
    assert v.letters() == {"grassland": "P", "forest": "F", "dryland": "T", "water": "E"}
    click(app, at(scene, "space", *lit_space(m)))
    assert v.prompt(scene.snap).startswith("Ajoutez la tuile ")
    tip = v.tooltip(at(scene, "cell", 0, 0), scene.snap)
    assert "Entrée" in tip and "route part vers le bas" in tip


def test_the_hint_is_drawn_and_its_lit_space_plays_it(app):
    scene, m = board(app, seed=5)
    v = scene.view
    take = ("take",) + lit_space(m)
    scene.hint = take
    frame(app)
    hinted = v.rect_of("space", *take[1:])
    assert app.canvas.get_at((hinted.x - 2, hinted.centery))[:3] == (110, 220, 255)
    click(app, hinted.center)
    assert m.actions == [take]
    place = next(a for a in G.legal_actions(m.state) if a[0] == "place")
    scene.hint = place
    frame(app)
    r = v.rect_of("cell", place[1], place[2])
    assert app.canvas.get_at((r.x - 1, r.centery))[:3] == (110, 220, 255)
    v.model.rot = (place[3] + 1) % 4
    click(app, r.center)
    assert m.actions[-1] == place


def test_side_panel_shows_the_live_score_by_category(app):
    scene, m = board(app, seed=3)
    rng = random.Random(2)
    for _ in range(40):
        m.play(rng.choice(G.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    v = scene.view
    row = v.facts.score[scene.viewer]
    assert row["total"] == scene.sheet.totals[scene.viewer]
    assert [c for _, c in v.side.cells()] == list(scene.sheet.categories)
    shown = {}
    monkey = v.side.view.fonts.render

    def render(text, *a, **k):
        shown[text] = True
        return monkey(text, *a, **k)
    v.side.view.fonts.render = render
    try:
        v.side_panel(app.canvas, pygame.Rect(968, 200, 304, 132), scene.snap)
    finally:
        v.side.view.fonts.render = monkey
    for cat in scene.sheet.categories:
        assert str(row[cat]) in shown
    assert f"= {row['total']}" in shown


def test_the_entrance_stays_at_the_bottom_of_its_road(app):
    scene, m = board(app, seed=5)
    v = scene.view
    assert m.state.parks[m.to_move()][ORIGIN] >> 2 >= 112
    e, below = v.rect_of("cell", 0, 0), v.rect_of("cell", 1, 0)
    assert below.top == e.bottom
    assert v.tooltip(below.center, scene.snap).startswith("The entrance road")


def test_clicks_come_from_the_layout_before_any_frame_is_drawn(app):
    from ui.views import make_view
    scene, m = board(app, seed=5)
    v = make_view(G, app)
    v.layout(scene.board_rect)
    v.on_snapshot(scene.snap)
    rc = lit_space(m)
    assert v.click(v.rect_of("space", *rc).center, 1, scene.snap) == ("take",) + rc
    assert v.click(v.rect_of("tab", 1).center, 1, scene.snap) is None and v.model.shown() == 1


def test_the_idle_view_sleeps(app):
    scene, m = board(app, seed=5)
    click(app, at(scene, "space", *lit_space(m)))
    scene.view.timeline = None                   # the tile taken has landed (see test_motion)
    app.mouse = at(scene, "cell", *sorted(scene.view.model.lit_cells())[0])
    assert_drawn_still(app, scene)


def test_the_park_draws_unmet_animals_as_unmet_and_turn_first_spaces_say_so(app):
    scene, m = board(app, seed=5)
    rng = random.Random(3)
    for _ in range(30):
        m.play(rng.choice(G.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    v = scene.view
    calls = []
    real = v.images.tile

    def tile(info, s, lang, letters, met=True):
        calls.append((info["tile"], met))
        return real(info, s, lang, letters, met)
    v.images.tile = tile
    scene.draw(app.canvas)
    p = v.model.shown()
    unmet = {info["tile"] for info in v.facts.parks[p].values() if info.get("met") is False}
    assert unmet and {t for t, met in calls if met is False} == unmet


def test_a_space_that_needs_a_turn_says_so(app):
    def give(s):
        G.apply(s, G.legal_actions(s)[0])
        old, s.held = s.held, ROAD3[0]
        swap_in(s, ROAD3[0], lambda t: None)
        s.unseen.append(old)
        s.unseen.sort()
    scene, m = board(app, seed=5, setup=give)
    assert scene.view.tooltip(at(scene, "cell", 0, 1), scene.snap) == "The tile fits here once turned: wheel or R"
    click(app, at(scene, "cell", 0, 1))
    assert "turn the tile" in app.toast_text and m.state.phase == PLACE


def test_a_long_name_keeps_within_the_banner_the_score_title_and_the_waiting_line(app, monkeypatch):
    long = "Bartholomew-Maximilian the Third of Wessex and of the Seven Valleys"
    drawn = uikit.fitted_texts(monkeypatch)
    monkeypatch.setattr(uikit, "NAMES", [NAMES[0], long] + NAMES[2:])
    scene, m = board(app, players=2, seed=5, viewer=0)
    while m.to_move() != 1:
        m.play(G.legal_actions(m.state)[0])
    scene.viewer = 0                        # waiting: "<name> is playing" where the tile goes
    scene.view.reset()
    scene.refresh(force=True)
    scene.view.model.showing = 1
    frame(app)
    box, back = scene.view.park.banner()
    assert scene.view.park.rect.contains(box) and box.contains(back)
    for text in (scene.view.tx("view_only", name=long), scene.view.tx("panel_title", name=long),
                 scene.view.tx("playing", name=long)):
        assert [(w, room) for t, w, room in drawn if t == text], text      # drawn fitted to its box
    assert all(w <= room for _, w, room in drawn)
