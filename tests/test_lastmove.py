"""The last move stays marked (issue 37): each other player's last move, as the places it
changed, outlined until the viewer acts. The pygame-free part: the tracker
(ui/views/kit/lastmoves.py) and each game's `changed` (ui/views/<game>/lastmove.py), on real
moves of real games; then the five boards draw the marks."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine.registry import GAMES
from tests.playout import random_walk
from ui.views.cascadia import lastmove as cascadia
from ui.views.earth import lastmove as earth
from ui.views.habitat import lastmove as habitat
from ui.views.habitats import lastmove as habitats
from ui.views.kauri import lastmove as kauri
from ui.views.kit.lastmoves import LastMoves

FIVE = ("cascadia", "habitat", "habitats", "kauri", "earth")
CHANGED = {"cascadia": cascadia.changed, "habitat": habitat.changed, "habitats": habitats.changed,
           "kauri": kauri.changed, "earth": earth.changed}


# ---- the tracker ---------------------------------------------------------------------------
def snap(step, to_move, viewer=0, obs=None):
    return SimpleNamespace(step=step, to_move=to_move, viewer=viewer, obs=obs if obs is not None else step)


def steps(*seq):
    """Snapshots of a game whose observation is the step number, movers in `seq`."""
    return [snap(k, seq[k] if k < len(seq) else None) for k in range(len(seq) + 1)]


def span(before, after, seat):
    return {("step", k) for k in range(before + 1, after + 1)}


def test_a_run_of_steps_by_another_player_is_marked_whole():
    last = LastMoves(span)
    for s in steps(0, 1, 1, 1):
        last.see(s)
    assert last.shown(0) == {1: {("step", 2), ("step", 3), ("step", 4)}}
    assert 0 not in last.shown(0), "the viewer's own move is not shown to its maker"


def test_each_other_player_keeps_their_last_move_until_the_viewer_acts():
    last = LastMoves(span)
    seq = steps(0, 1, 1, 2, 0, 1)
    for s in seq[:5]:
        last.see(s)
    assert last.shown(0) == {1: {("step", 2), ("step", 3)}, 2: {("step", 4)}}
    last.see(seq[5])                      # the viewer acts
    assert last.shown(0) == {}
    last.see(seq[6])
    assert last.shown(0) == {1: {("step", 6)}}


def test_hot_seat_the_next_player_sees_the_move_just_made():
    last = LastMoves(span)
    for s in [snap(0, 0, 0), snap(1, 0, 0), snap(2, 1, 1)]:
        last.see(s)
    assert last.shown(1) == {0: {("step", 1), ("step", 2)}}
    assert last.shown(0) == {}


def test_undo_forgets_and_another_look_at_the_same_step_keeps():
    last = LastMoves(span)
    for s in steps(0, 1):
        last.see(s)
    last.see(snap(2, 0, 0, obs="same step, another language"))
    assert last.shown(0) == {1: {("step", 2)}}
    last.see(snap(1, 1))
    assert last.shown(0) == {}


# ---- each game's reading of a real move ---------------------------------------------------------
def play_until(name, want, seed=3, players=2, limit=2000, when=lambda st: True):
    """A seeded random game of `name` up to the first step of seat 1 where `want(action)` is
    legal (and `when(state)` holds); returns (game, state, those actions), or fails."""
    g = GAMES[name]
    st = g.setup(g.default_options(players), seed)
    for legal in random_walk(g, st, random.Random(seed), limit):
        if g.to_move(st) == 1 and when(st) and any(want(a) for a in legal):
            return g, st, [a for a in legal if want(a)]
    raise AssertionError(f"{name}: no such step in {limit}")


def apply(g, st, action):
    before = g.observe(st, 0)
    g.apply(st, action)
    return before, g.observe(st, 0)


def test_cascadia_marks_the_tile_and_token_put_down():
    from engine.cascadia.view_info import cell
    g, st, (place, *_rest) = play_until("cascadia", lambda a: a[0] == "place")
    start = g.observe(st, 0)
    g.apply(st, place)
    tokens = [a for a in g.legal_actions(st) if a[0] == "token"]
    if tokens:
        g.apply(st, tokens[0])
    got = cascadia.changed(start, g.observe(st, 0), 1)
    want = {("env", 1, cell(place[1], place[2]))}
    if tokens:
        want.add(("wild", 1, cell(tokens[0][1], tokens[0][2])))
    assert got == want


def test_habitats_marks_the_tile_placed_and_the_figures_new_space():
    g, st, (take, *_rest) = play_until("habitats", lambda a: a[0] == "take")
    start = g.observe(st, 0)
    g.apply(st, take)
    place = g.legal_actions(st)[0]
    g.apply(st, place)
    after = g.observe(st, 0)
    assert habitats.changed(start, after, 1) == {("cell", 1, place[1], place[2]), ("space", take[1], take[2])}
    assert after.fig_pos[1] == take[1] * after.cols + take[2]


def test_kauri_marks_both_regions_of_a_move():
    g, st, (move, *_rest) = play_until("kauri", lambda a: a[0] == "move")
    before, after = apply(g, st, move)
    assert kauri.changed(before, after, 1) == {("region", move[1]), ("region", move[2])}


def test_habitat_marks_the_card_played_into_a_chain_and_a_chain_begun():
    for kind in ("play", "new_chain"):
        g, st, (action, *_rest) = play_until("habitat", lambda a, kind=kind: a[0] == kind, seed=4,
                                             when=lambda st: st.phase != "setup")
        card = g.deck.index[action[1]]
        before, after = apply(g, st, action)
        ci, k = next((ci, ch.index(card)) for ci, ch in enumerate(after.tables[1]) if card in ch)
        want = ("chain", 1, ci) if kind == "new_chain" else ("card", 1, ci, k)
        assert habitat.changed(before, after, 1) == {want}


def test_earth_marks_the_card_planted():
    g, st, (plant, *_rest) = play_until("earth", lambda a: a[0] == "plant")
    start = g.observe(st, 0)
    g.apply(st, plant)
    while g.to_move(st) == 1 and not any(plant[1] in grid.values() for grid in st.grid):
        g.apply(st, g.legal_actions(st)[0])
    got = earth.changed(start, g.observe(st, 0), 1)
    assert ("card", 1, plant[1]) in got
    assert all(kind == "card" and card in st.grid[owner].values() for kind, owner, card in got)


@pytest.mark.parametrize("name", FIVE)
def test_nothing_changed_marks_nothing(name):
    g = GAMES[name]
    st = g.setup(g.default_options(2), 1)
    obs = g.observe(st, 0)
    assert CHANGED[name](obs, g.observe(st, 0), 0) == set()


@pytest.mark.parametrize("name", FIVE)
def test_in_a_real_game_the_others_moves_are_marked_until_the_viewer_acts(name):
    """Seat 0 watches seat 1 play at random: after each of seat 1's runs, its marks are what the
    run changed; the viewer's own steps are never shown to it, and clear seat 1's."""
    g = GAMES[name]
    st = g.setup(g.default_options(2), 7)
    rng = random.Random(7)
    last = LastMoves(CHANGED[name])
    k, shown_any = 0, False
    run_start = None
    last.see(snap(0, g.to_move(st), 0, g.observe(st, 0)))
    while g.to_move(st) is not None and k < 400:
        mover = g.to_move(st)
        if mover == 1 and run_start is None:
            run_start = g.observe(st, 0)
        g.apply(st, rng.choice(g.legal_actions(st)))
        k += 1
        last.see(snap(k, g.to_move(st), 0, g.observe(st, 0)))
        if mover == 0:
            run_start = None
            assert last.shown(0) == {}, "the viewer acted: the others' marks go"
        else:
            want = CHANGED[name](run_start, g.observe(st, 0), 1)
            assert last.shown(0).get(1, frozenset()) == want
            if g.to_move(st) != 1:
                run_start = None
            shown_any = shown_any or bool(want)
    assert shown_any, "some move of seat 1 changed the board"


# ---- the five boards draw them -------------------------------------------------------------
@pytest.mark.parametrize("name", FIVE)
def test_the_board_outlines_the_other_players_last_move(app, name):
    """Hot seat: seat 0 plays until seat 1 is to move; seat 1's board then shows seat 0's marks
    (the image differs from the same board with the marks forgotten)."""
    import pygame

    from tests import uikit
    scene, m = uikit.board(app, name, seed=4)
    g = m.game
    rng = random.Random(4)
    for _ in range(300):
        if g.to_move(m.state) != 0 and scene.view.last.shown(g.to_move(m.state)):
            break
        if g.to_move(m.state) is None:
            break
        scene.session.viewer = g.to_move(m.state)
        scene.session.pass_to = None
        scene.sync()
        scene.try_play(rng.choice(g.legal_actions(m.state)))
    viewer = g.to_move(m.state)
    scene.session.viewer, scene.session.pass_to = viewer, None
    scene.sync()
    view = scene.view
    shown = view.last.shown(viewer)
    assert shown, f"{name}: another seat's move is marked"
    surf = pygame.Surface(app.canvas.get_size())
    view.draw(surf, scene.snap)
    marked = pygame.image.tobytes(surf, "RGB")
    view.last.clear()
    view.draw(surf, scene.snap)
    assert pygame.image.tobytes(surf, "RGB") != marked, f"{name}: the marks are drawn"
