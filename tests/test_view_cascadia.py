"""The Cascadia board view, driven headless through real events on the play scene."""
from __future__ import annotations

import random

import pygame
import pytest

from engine.cascadia.data import ANIMALS
from engine.cascadia.hexgrid import cell, coords
from engine.cascadia.state import EMPTY, OVER, PLACE, TAKE, TOKEN
from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests import uikit
from tests.uikit import NAMES, assert_drawn_still, click, frame, play_showing_every_board, spot

G = GAMES["cascadia"]


def board(app, players=2, seed=5, lang="en", setup=None, viewer=None):
    return uikit.board(app, "cascadia", players, seed, lang, setup=setup, viewer=viewer)


def snap(scene):
    return scene.snap


hit = spot


def hex_pos(scene, q, r, player=None):
    v = scene.view
    p = v.model.shown() if player is None else player
    x, y = v.env.camera(scene.obs, p).to_screen(q, r)
    return int(x), int(y)


def on_screen(scene, cells):
    env = scene.view.env.area
    return [c for c in cells if env.collidepoint(hex_pos(scene, *c)) and hex_pos(scene, *c)[1] > env.y + 40]


def dual_slot(m):
    """A display slot whose tile is a dual tile (it can be rotated)."""
    for i in range(4):
        t = m.state.tiles[i]
        if t != EMPTY and not G.data.keystone[t * 6]:
            return i
    raise AssertionError("no dual tile in the display")


def test_the_view_is_registered(app):
    from ui.views import make_view
    from ui.views.cascadia import CascadiaView
    view = make_view(G, app)
    assert isinstance(view, CascadiaView)
    assert not getattr(view, "legacy", False)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_draws_every_player_count_from_setup_to_the_end(app, players):
    scene, m = board(app, players=players, seed=players + 10)
    play_showing_every_board(app, scene, m, players, 7)
    assert scene.obs.phase == OVER
    assert scene.view.prompt(snap(scene)) == ""


def test_take_a_pair_rotate_place_and_put_the_token(app):
    scene, m = board(app, seed=5)
    me = m.to_move()
    i = dual_slot(m)
    tile = m.state.tiles[i]
    assert scene.view.prompt(snap(scene)) == "Pick a tile and token pair from the display"
    click(app, scene.view.market.slot_rect(i).center)
    assert m.actions == [("take", i, i)] and m.state.phase == PLACE
    # legal hexes come from the snapshot's legal actions; rotate with the wheel, R and the button
    places = sorted({(a[1], a[2]) for a in G.legal_actions(m.state)})
    target = on_screen(scene, places)[0]
    pos = hex_pos(scene, *target)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, pos=pos))
    assert scene.view.model.rot == 1
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")])
    assert scene.view.model.rot == 2
    click(app, hit(scene, "rot", -1))
    assert scene.view.model.rot == 1
    click(app, pos)
    assert m.actions[-1] == ("place", target[0], target[1], 1)
    assert m.state.env[me][cell(*target)] == tile * 6 + 1
    assert m.state.phase == TOKEN
    frame(app)
    spots = [(a[1], a[2]) for a in G.legal_actions(m.state) if a[0] == "token"]
    if spots:
        assert scene.view.prompt(snap(scene)).startswith("Put the ")
        click(app, hex_pos(scene, *spots[0]))
        assert m.actions[-1] == ("token",) + spots[0]
    else:
        click(app, hit(scene, "btn", "discard"))
        assert m.actions[-1] == ("discard_token",)
    assert m.state.phase == TAKE and m.state.current != me


def test_return_the_token_to_the_bag(app):
    scene, m = board(app, seed=8)
    click(app, scene.view.market.slot_rect(0).center)
    a = next(a for a in G.legal_actions(m.state) if a[0] == "place")
    m.play(a)
    scene.refresh()
    frame(app)
    name = G.data.components.wildlife[m.state.held_token].name.en
    assert scene.view.prompt(snap(scene)).startswith(f"Put the {name} on a lit tile") or \
        scene.view.prompt(snap(scene)).startswith(f"No tile can take the {name}")
    click(app, hit(scene, "btn", "discard"))
    assert m.actions[-1] == ("discard_token",)
    assert m.state.held_token == EMPTY and m.state.phase == TAKE
    assert m.steps[-1].text["en"] == f"returns the {name} to the bag"


def test_refused_moves_show_the_engines_reason(app):
    scene, m = board(app, seed=5)
    me = m.to_move()
    # a hex with a tile on it, while placing
    click(app, scene.view.market.slot_rect(dual_slot(m)).center)
    occupied = coords(next(iter(m.state.env[me])))
    click(app, hex_pos(scene, *occupied))
    assert m.state.phase == PLACE
    want = G.explain_illegal(m.state, ("place", occupied[0], occupied[1], 0)).reason("en")
    assert app.toast_text == want == "that hex already has a tile"
    # an empty hex that does not touch the environment
    near = {coords(c) for c in m.state.env[me]} | {coords(c) for c in m.state.frontier[me]}
    far = on_screen(scene, [(q + 2 * dq, r + 2 * dr) for q, r in near for dq, dr in ((1, 0), (0, 1), (-1, 0))
                            if (q + 2 * dq, r + 2 * dr) not in near])
    click(app, hex_pos(scene, *far[0]))
    assert app.toast_text == "that hex is not next to your environment"
    # the display while placing: the engine says what comes first
    click(app, scene.view.market.slot_rect(0).center)
    assert app.toast_text == "place the tile you took first"
    # a tile that does not show the held animal
    m.play(next(a for a in G.legal_actions(m.state) if a[0] == "place"))
    scene.refresh()
    frame(app)
    bit = 1 << m.state.held_token
    wrong = [coords(c) for c, code in m.state.env[me].items() if not G.data.wild_mask[code] & bit]
    wrong = on_screen(scene, wrong)
    assert wrong
    click(app, hex_pos(scene, *wrong[0]))
    assert "does not show the" in app.toast_text
    assert m.state.phase == TOKEN


def test_nature_buttons_without_nature_tokens_are_explained(app):
    scene, m = board(app, seed=5)
    click(app, hit(scene, "btn", "free"))
    assert app.toast_text == "you have no nature token to spend"
    click(app, hit(scene, "btn", "wipe"))
    assert app.toast_text == "you have no nature token to spend"
    assert not scene.view.model.wipe_mode
    click(app, hit(scene, "btn", "wipe3"))
    assert "exactly three identical tokens" in app.toast_text
    assert m.actions == []


def test_nature_wipe_selects_tokens_then_confirms(app):
    scene, m = board(app, seed=5, setup=lambda s: s.nature.__setitem__(s.current, 2))
    me = m.to_move()
    click(app, hit(scene, "btn", "wipe"))
    assert scene.view.model.wipe_mode
    assert scene.view.prompt(snap(scene)) == "Click the tokens to replace, then press Replace"
    click(app, hit(scene, "token", 1))
    click(app, hit(scene, "token", 3))
    click(app, hit(scene, "token", 3))
    click(app, hit(scene, "token", 2))
    assert scene.view.model.wipe_mask == 0b0110
    click(app, hit(scene, "btn", "wipe_go"))
    assert m.actions == [("nature_wipe", 0b0110)]
    assert m.state.nature[me] == 1
    assert not scene.view.model.wipe_mode
    # cancel leaves everything as it was
    click(app, hit(scene, "btn", "wipe"))
    click(app, hit(scene, "token", 0))
    click(app, hit(scene, "btn", "wipe_cancel"))
    assert not scene.view.model.wipe_mode and len(m.actions) == 1


def test_free_choice_takes_any_tile_with_any_token(app):
    scene, m = board(app, seed=5, setup=lambda s: s.nature.__setitem__(s.current, 1))
    click(app, hit(scene, "btn", "free"))
    assert m.actions == [("nature_free",)] and m.state.free
    frame(app)
    assert scene.view.prompt(snap(scene)).startswith("Free choice")
    click(app, hit(scene, "tile", 0))
    assert scene.view.model.sel_tile == 0 and len(m.actions) == 1
    click(app, hit(scene, "token", 2))
    assert m.actions[-1] == ("take", 0, 2)
    assert m.state.phase == PLACE


def test_overpopulation_wipe_of_three_alike_is_a_button(app):
    def three(s):
        old = s.tokens[:3]
        for a in old:
            s.bag[a] += 1
        kind = next(a for a in range(5) if s.bag[a] >= 3 and a != s.tokens[3])
        s.tokens[:3] = [kind] * 3
        s.bag[kind] -= 3
    scene, m = board(app, seed=5, setup=three)
    assert G.three_alike(m.state.tokens) == 0b0111
    assert ("wipe3",) in G.legal_actions(m.state)
    click(app, hit(scene, "btn", "wipe3"))
    assert m.actions == [("wipe3",)]


def test_opponents_environment_is_one_click_away_and_view_only(app):
    scene, m = board(app, players=3, seed=4)
    me = m.to_move()
    other = (me + 1) % 3
    click(app, hit(scene, "tab", other))
    assert scene.view.model.showing == other
    frame(app)
    assert scene.view.model.shown() == other
    click(app, scene.view.market.slot_rect(0).center)     # taking is still possible
    assert m.actions == [("take", 0, 0)]
    assert scene.view.model.showing is None                 # and brings the player home
    click(app, hit(scene, "tab", other))
    frame(app)
    assert scene.view.prompt(snap(scene)) == f"Showing {NAMES[other]}'s environment: press Back to play"
    cells = on_screen(scene, [coords(c) for c in m.state.frontier[other]])
    click(app, hex_pos(scene, *cells[0]))
    assert len(m.actions) == 1 and "environment" in app.toast_text
    click(app, hit(scene, "btn", "back"))
    assert scene.view.model.showing is None
    tip = scene.view.tooltip(hit(scene, "tab", other), snap(scene))
    assert NAMES[other] in tip and "points" in tip


def test_pan_zoom_and_centre(app):
    scene, m = board(app, seed=5)
    v = scene.view
    me = m.to_move()
    cam = v.env.camera(scene.obs, me)
    level, cx = cam.level, cam.cx
    mid = v.env.area.center
    # right-button drag pans
    click(app, mid, button=3)
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(mid[0] + 50, mid[1]), rel=(50, 0), buttons=(0, 0, 1)))
    assert cam.cx < cx and not cam.auto
    # the wheel zooms while no tile is held; + and - too
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=mid))
    assert cam.level == level - 1
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=0, unicode="=")])
    assert cam.level == level
    click(app, hit(scene, "zoom", "out"))
    assert cam.level == level - 1
    click(app, hit(scene, "zoom", "centre"))
    assert cam.auto and cam.level == level
    # while a dual tile is held the wheel rotates, ctrl+wheel zooms
    click(app, v.market.slot_rect(dual_slot(m)).center)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, pos=mid))
    assert v.model.rot == 1 and cam.level == level
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    try:
        scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=mid))
    finally:
        pygame.key.set_mods(0)
    assert v.model.rot == 1 and cam.level == level - 1


def test_tooltips_tell_tiles_tokens_and_cards(app):
    scene, m = board(app, seed=5)
    v = scene.view
    tip = v.tooltip(hit(scene, "tile", 0), snap(scene))
    t = m.state.tiles[0]
    from engine.cascadia.text import tile_label
    assert tile_label(G.data, t, "en") in tip and "Takes:" in tip
    assert G.data.tiles[t].id not in tip, "players' words: no data id"
    tip = v.tooltip(hit(scene, "token", 0), snap(scene))
    assert ANIMALS[m.state.tokens[0]].capitalize() in tip
    card = G.data.cards[m.state.cards[0]]
    tip = v.tooltip(hit(scene, "card", 0), snap(scene))
    assert card.name.en in tip and card.text.en in tip and "Points:" in tip and "points now" in tip
    me = m.to_move()
    c = next(iter(m.state.env[me]))
    tip = v.tooltip(hex_pos(scene, *coords(c)), snap(scene))
    placed = m.state.env[me][c] // 6
    assert tile_label(G.data, placed, "en") in tip and G.data.tiles[placed].id not in tip
    tip = v.tooltip(hit(scene, "btn", "free"), snap(scene))
    assert "nature token" in tip


def test_french_words(app):
    scene, m = board(app, seed=5, lang="fr")
    assert scene.view.prompt(snap(scene)) == "Prenez une paire tuile et jeton dans la réserve"
    tip = scene.view.tooltip(hit(scene, "card", 0), snap(scene))
    assert G.data.cards[m.state.cards[0]].text.fr in tip
    click(app, hit(scene, "btn", "free"))
    assert app.toast_text == "vous n'avez pas de jeton Nature à dépenser"


def test_side_panel_shows_the_shown_players_categories(app):
    from engine.cascadia.scoring import breakdown, state_cards
    scene, m = board(app, players=2, seed=3)
    rng = random.Random(2)
    for _ in range(40):
        m.play(rng.choice(G.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    rows = breakdown(G.data, state_cards(G.data, m.state), m.state.env, m.state.wild, m.state.nature)
    info = scene.view.facts.rows
    assert scene.snap.facts["cascadia"] is scene.view.facts
    assert [r["points"] for r in info] == [r["points"] for r in rows]
    assert sum(info[scene.viewer]["points"].values()) == scene.sheet.totals[scene.viewer]
    # pointing at an animal or a habitat of the side panel, or at a card, lights the board up
    cells = scene.view.side.cells()
    assert [f for _, f in cells] == [("animal", a) for a in range(5)] + [("habitat", h) for h in range(5)]
    for rect, focus in cells:
        app.mouse = rect.center
        assert scene.view.focus(app.mouse) == focus
        scene.draw(app.canvas)
    app.mouse = scene.view.cards.card_rect(3).center
    assert scene.view.focus(app.mouse) == ("animal", 3)
    scene.draw(app.canvas)


def test_hint_and_last_move_are_drawn(app):
    scene, m = board(app, seed=5)
    scene.hint = ("take", 2, 2)
    frame(app)
    click(app, scene.view.market.slot_rect(dual_slot(m)).center)
    place = next(a for a in G.legal_actions(m.state) if a[0] == "place")
    scene.hint = place
    frame(app)
    m.play(place)
    scene.refresh()
    scene.hint = ("discard_token",)
    frame(app)
    scene.try_play(("discard_token",))
    frame(app)
    assert scene.context().last_action == ("discard_token",)


def test_hidden_parts_of_the_state_are_never_read(app):
    """The tile stack and the bag's order are hidden: the view draws without touching them."""
    class Trap(list):
        def _no(self, *a, **k):
            raise AssertionError("the view read the hidden tile stack")
        __iter__ = __getitem__ = __len__ = __contains__ = _no

    scene, m = board(app, players=3, seed=6)
    obs = scene.obs
    obs.unseen = Trap()
    assert obs.rng is None
    c = snap(scene)
    scene.view.on_snapshot(c)
    board_rect = scene.board_rect
    for p in range(3):
        scene.view.model.showing = p
        scene.view.draw(app.canvas, c)
        scene.view.side_panel(app.canvas, pygame.Rect(968, 200, 304, 116), c)
        for x in range(board_rect.x, board_rect.right, 24):
            for y in range(board_rect.y, board_rect.bottom, 24):
                scene.view.tooltip((x, y), c)
    scene.view.prompt(c)


def test_ai_turns_are_watched_without_input(app):
    from ui.scenes.play import PlayScene
    m = Match.new(G, G.default_options(2), 1, [Seat("human", name="Ann"), Seat("ai", name="Bot 1", level="easy")])
    assert m.to_move() == 1
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    scene.draw(app.canvas)
    c = snap(scene)
    assert c.legal == [] and scene.view.prompt(c) == ""
    assert scene.view.click(scene.view.market.slot_rect(0).center, 1, c) == ("take", 0, 0)
    assert not scene.try_play(("take", 0, 0))
    assert m.actions == []


def test_hexgrid_helpers_round_trip_and_camera():
    from ui.views.kit import hexgrid as HG
    for q in range(-4, 5):
        for r in range(-4, 5):
            x, y = HG.to_pixel(q, r, 30)
            assert HG.hex_at(x, y, 30) == (q, r)
            # a point just inside a corner still belongs to the hex
            cx, cy = HG.corners(x, y, 30)[2]
            assert HG.hex_at(x + (cx - x) * 0.9, y + (cy - y) * 0.9, 30) == (q, r)
            assert HG.inside(x + 5, y - 5, x, y, 30) and not HG.inside(x + 27, y, x, y, 30)
    # neighbours in direction d sit across edge d
    for d, (dq, dr) in enumerate(HG.DIRS):
        nx, ny = HG.to_pixel(dq, dr, 1)
        mx, my = HG.edge_mid(0, 0, 1, d)
        assert abs(nx / 2 - mx) < 1e-9 and abs(ny / 2 - my) < 1e-9
    cam = HG.Camera(pygame.Rect(0, 0, 400, 300))
    cam.fit([(0, 0), (3, 0), (0, 2)])
    for c in [(0, 0), (3, 0), (0, 2)]:
        assert cam.rect.collidepoint(cam.to_screen(*c))
    pos = (300, 100)
    before = cam.to_world(pos)
    assert cam.zoom(1, pos)
    after = cam.to_world(pos)
    assert abs(before[0] - after[0]) < 1e-9 and abs(before[1] - after[1]) < 1e-9 and not cam.auto
    q, r = cam.hex_at(cam.to_screen(2, 1))
    assert (q, r) == (2, 1)


def test_clicks_come_from_the_layout_before_any_frame_is_drawn(app):
    """A fresh view, laid out and given a snapshot but never drawn, understands clicks."""
    from ui.views import make_view
    from ui.views.cascadia import art
    scene, m = board(app, seed=5, setup=lambda s: s.nature.__setitem__(s.current, 1))
    v = make_view(G, app)
    v.layout(scene.board_rect)
    v.on_snapshot(scene.snap)
    assert v.click(v.rect_of("tile", 2).center, 1, scene.snap) == ("take", 2, 2)
    assert v.click(v.rect_of("btn", "free").center, 1, scene.snap) == ("nature_free",)
    assert v.click(v.rect_of("zoom", "in").center, 1, scene.snap) is None
    assert v.click(v.rect_of("card", 0).center, 1, scene.snap) is None
    # the tile and token hit boxes are the size of what is drawn there
    assert art.tile_px(40) == v.images.tile(m.state.tiles[0] * 6, 40).get_size()
    assert (art.token_px(19),) * 2 == v.images.token(0, 19, "en").get_size()


def test_lit_targets_are_drawn_still_and_the_idle_view_sleeps(app):
    scene, m = board(app, seed=5)
    click(app, scene.view.market.slot_rect(dual_slot(m)).center)
    scene.view.timeline = None                   # the pair taken has landed (see test_motion)
    target = on_screen(scene, sorted({(a[1], a[2]) for a in G.legal_actions(m.state)}))[0]
    app.mouse = hex_pos(scene, *target)          # the held tile drawn where it would go
    assert_drawn_still(app, scene)


def test_the_hinted_placement_is_drawn_turned_and_a_click_on_its_hex_places_it_so(app):
    scene, m = board(app, seed=5)
    me = m.to_move()
    click(app, scene.view.market.slot_rect(dual_slot(m)).center)
    visible = on_screen(scene, sorted({(a[1], a[2]) for a in G.legal_actions(m.state) if a[0] == "place"}))
    hint = next(a for a in G.legal_actions(m.state) if a[0] == "place" and a[3] == 4 and (a[1], a[2]) in visible)
    app.mouse = (2, 2)
    frame(app)
    without = pygame.image.tobytes(app.canvas, "RGB")
    scene.hint = hint
    frame(app)
    # the held tile is turned as hinted, and the hinted hex shows it so
    assert scene.view.model.rot == 4
    assert scene.view.model.held_code(False) == m.state.held_tile * 6 + 4
    assert pygame.image.tobytes(app.canvas, "RGB") != without
    click(app, hex_pos(scene, hint[1], hint[2]))
    assert m.actions[-1] == hint
    assert m.state.env[me][cell(hint[1], hint[2])] % 6 == 4
    # the hint went with its step
    assert scene.hint is None and scene.snap.hint is None and scene.view.model.hint is None


def test_a_hinted_tile_turned_again_by_the_player_is_placed_as_turned(app):
    scene, m = board(app, seed=5)
    click(app, scene.view.market.slot_rect(dual_slot(m)).center)
    visible = on_screen(scene, sorted({(a[1], a[2]) for a in G.legal_actions(m.state) if a[0] == "place"}))
    hint = next(a for a in G.legal_actions(m.state) if a[0] == "place" and a[3] == 2 and (a[1], a[2]) in visible)
    scene.hint = hint
    frame(app)
    click(app, hit(scene, "rot", 1))
    click(app, hex_pos(scene, hint[1], hint[2]))
    assert m.actions[-1] == ("place", hint[1], hint[2], 3)


def test_the_board_stays_still_after_a_placement_unless_the_new_tile_is_off_screen(app):
    scene, m = board(app, seed=5)
    me = m.to_move()
    env = scene.view.env

    def cam_state():
        cam = env.camera(scene.obs, me)
        return cam.cx, cam.cy, cam.level

    def tiles_whole_on_screen():
        return env.shows_all(env.camera(scene.obs, me), [coords(c) for c in m.state.env[me]])

    assert tiles_whole_on_screen()
    jumps = stills = 0
    for _ in range(12):     # my turns: always the easternmost hex, so the board must grow off screen
        while m.to_move() != me:
            m.play(next(a for a in G.legal_actions(m.state) if a[0] in ("take", "place", "discard_token")))
        m.play(("take", 0, 0))
        scene.refresh()
        frame(app)
        before = cam_state()
        place = max((a for a in G.legal_actions(m.state) if a[0] == "place"), key=lambda a: (a[1], -a[2]))
        off = not env.shows_all(env.camera(scene.obs, me), [(place[1], place[2])])
        m.play(place)
        scene.refresh()
        frame(app)
        if off:
            jumps += 1
            assert cam_state() != before
        else:
            stills += 1
            assert cam_state() == before
        assert tiles_whole_on_screen()
        m.play(("discard_token",))
        scene.refresh()
    assert jumps and stills


LONG = ["Bartholomew-Maximilian the Third of Wessex", "Anastasia Konstantinopoulou-Papadopoulos"]


def test_fit_size_shrinks_first_then_shortens(app):
    from ui.views.kit import cardtable as CT
    fonts = app.fonts
    text = "Environnement de Anastasia"
    w = fonts.font(20).size(text)[0]
    assert CT.fit_size(fonts, text, 20, w + 1) == (text, 20)
    got, size = CT.fit_size(fonts, text, 20, w - 8)
    assert got == text and 17 <= size < 20 and fonts.font(size).size(got)[0] <= w - 8
    got, size = CT.fit_size(fonts, text, 20, w // 2)     # never under the readable size: shortened
    assert size == 17 and got.endswith("…") and fonts.font(17).size(got)[0] <= w // 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_long_names_shrink_or_shorten_inside_their_boxes(app, monkeypatch, lang):
    drawn = uikit.fitted_texts(monkeypatch)
    monkeypatch.setattr(uikit, "NAMES", LONG + NAMES[2:])
    scene, m = board(app, seed=5, lang=lang)
    me = m.to_move()
    scene.viewer = 1 - me                      # waiting: "<name> is playing" beside the stack
    scene.view.reset()
    scene.refresh(force=True)
    scene.view.model.showing = me              # another's environment: the view-only banner
    frame(app)
    box, back = scene.view.env.banner(scene.snap)
    assert scene.view.env.area.contains(box) and box.contains(back)
    assert {t for t, _, _ in drawn} >= {scene.view.tx("view_only", name=LONG[me]),
                                        scene.view.tx("playing", name=LONG[me]),
                                        scene.view.tx("panel_title", name=LONG[me])}
    assert all(w <= room for _, w, room in drawn), [d for d in drawn if d[1] > d[2]]


def test_a_hinted_nature_wipe_opens_with_its_tokens_chosen(app):
    scene, m = board(app, seed=5, setup=lambda s: s.nature.__setitem__(s.current, 2))
    scene.hint = ("nature_wipe", 0b1001)
    frame(app)
    click(app, hit(scene, "btn", "wipe"))
    assert scene.view.model.wipe_mode and scene.view.model.wipe_mask == 0b1001
    click(app, hit(scene, "btn", "wipe_go"))
    assert m.actions == [("nature_wipe", 0b1001)]


def test_a_shortened_text_keeps_whole_words(app):
    """A text too wide for its place ends after its last whole word that fits, then "…" (its
    tooltip says it whole); only a single word too wide alone (a long name) is cut inside."""
    from ui.views.kit import cardtable as CT
    fonts = app.fonts
    text = "Les autres : Gagnez 2 sols ou compostez 2 cartes du deck"
    w = fonts.font(17).size("Les autres : Gagnez 2 sols ou compost")[0]
    got = CT.fit_text(fonts, text, 17, w)
    assert got == "Les autres : Gagnez 2 sols ou…" and fonts.font(17).size(got)[0] <= w
    assert CT.fit_text(fonts, "Ann (you)", 17, fonts.font(17).size("Ann (y…")[0]) == "Ann…"
    long = CT.fit_text(fonts, LONG[1], 17, 90)
    assert long.startswith("Anastasia") and long.endswith("…") and " " not in long
    one = CT.fit_text(fonts, "Konstantinopoulou", 17, 60)
    assert one.endswith("…") and fonts.font(17).size(one)[0] <= 60 and len(one) > 2
