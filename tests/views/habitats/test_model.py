"""The Habitats view's selection model without a window: observations and legal actions from
the engine, a sequence of intents, and what is lit and which action they make."""
from __future__ import annotations

import ast
import os

from engine.habitats.state import PLACE, TAKE
from engine.habitats.view_info import held_rotations, market_targets, placement_targets
from engine.registry import GAMES
from ui.views.habitats.model import Model

G = GAMES["habitats"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
ROAD3, ROAD2_STRAIGHT = 25, 24      # a 3-road tile (4 rotations) and a straight 2-road tile (2)


def start(players=2, seed=5):
    return G.setup(G.default_options(players), seed)


def fed(s, viewer=None, model=None):
    """A model fed the viewer's observation and (when the viewer is to move) the legal actions."""
    m = model or Model()
    viewer = s.current if viewer is None else viewer
    legal = G.legal_actions(s) if viewer == s.current else []
    obs = G.observe(s, viewer)
    m.update(obs, legal, viewer, held_rotations(G, obs))
    return m


def play(s, m, action):
    assert action in G.legal_actions(s), action
    G.apply(s, action)
    return fed(s, m.me, m)


def holding(s, tile):
    """The player to move takes a tile, which is then swapped for `tile` (tiles stay unique)."""
    G.apply(s, G.legal_actions(s)[0])
    old = s.held
    if tile in s.market:
        s.market[s.market.index(tile)] = old
    else:
        s.unseen.remove(tile)
        s.unseen.append(old)
        s.unseen.sort()
    s.held = tile
    G.check_invariants(s)
    return s


def test_the_model_imports_no_pygame():
    with open(os.path.join(ROOT, "ui", "views", "habitats", "model.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(n.split(".")[0] == "pygame" for n in names)
    assert not any(n.startswith("engine.") and n != "engine.habitats.view_info" for n in names)


def test_the_figures_choices_are_lit_and_a_click_takes_one():
    s = start()
    m = fed(s)
    takes = {(a[1], a[2]) for a in G.legal_actions(s)}
    assert takes and m.lit_spaces() == takes
    assert m.lit_spaces() == {(t["row"], t["col"]) for t in market_targets(G, G.observe(s, s.current))}
    assert m.lit_cells() == {}
    assert m.prompt(()) == ("p_take", {})
    rc = sorted(takes)[0]
    action = m.act(("space",) + rc)
    assert action == ("take",) + rc
    m = play(s, m, action)
    assert s.phase == PLACE
    assert m.lit_spaces() == set()
    lit = m.lit_cells()
    assert set(lit) == set(placement_targets(G, G.observe(s, s.current)))
    cell = sorted(lit)[0]
    action = m.act(("cell",) + cell)
    assert action == ("place", cell[0], cell[1], 0)
    me = s.current
    play(s, m, action)
    assert s.phase == TAKE and s.current != me
    assert m.lit_spaces() == set() and m.lit_cells() == {} and m.prompt(()) is None


def test_a_click_off_the_lit_targets_still_asks_the_engine():
    """Unlit spaces make the intended action, so the engine's reason reaches the player."""
    s = start()
    m = fed(s)
    unlit = next((r, c) for r in range(s.rows) for c in range(s.cols)
                 if (r, c) not in m.lit_spaces() and s.market[r * s.cols + c] >= 0)
    action = m.act(("space",) + unlit)
    assert action == ("take",) + unlit and action not in G.legal_actions(s)
    assert G.explain_illegal(s, action).reason("en")
    # a park space while taking: the engine says "take first"
    assert m.act(("cell", 0, 1)) == ("place", 0, 1, 0)


def test_road_tiles_turn_and_each_space_lights_the_turns_that_fit():
    s = holding(start(), ROAD3)
    m = fed(s)
    assert m.turns() and m.rots == [0, 1, 2, 3] and m.rot == 0
    lit = m.lit_cells()
    # beside the entrance only: the single open side must face the entrance
    assert lit == {(-1, 0): {0}, (0, 1): {1}, (0, -1): {3}}
    assert m.fits_now((-1, 0)) and not m.fits_now((0, 1))
    assert m.prompt(()) == ("p_place_turn", {"held": True})
    m.act(("rot", 1))
    assert m.rot == 1 and m.fits_now((0, 1))
    m.rotate(-1)
    m.rotate(-1)
    assert m.rot == 3
    action = m.act(("cell", 0, -1))
    assert action == ("place", 0, -1, 3)
    play(s, m, action)
    # the next player's tile comes upright
    assert m.rot == (m.rots[0] if m.rots else 0)


def test_a_straight_road_has_two_turns_and_other_tiles_none():
    s = holding(start(seed=6), ROAD2_STRAIGHT)
    m = fed(s)
    assert m.rots == [0, 1]
    m.rotate(1)
    m.rotate(1)
    assert m.rot == 0
    s = start(seed=6)
    G.apply(s, next(a for a in G.legal_actions(s) if G.data.rotations[s.market[a[1] * s.cols + a[2]]] == (0,)))
    m = fed(s)
    assert not m.turns()
    m.rotate(1)
    assert m.rot == 0 and m.prompt(()) == ("p_place", {"held": True})


def test_the_hinted_space_plays_the_hint_with_its_turn():
    s = holding(start(), ROAD3)
    m = fed(s)
    hint = ("place", 0, 1, 1)
    assert hint in G.legal_actions(s)
    assert m.rot == 0
    assert m.act(("cell", 0, 1), hint) == hint
    # elsewhere the model's own turn counts
    assert m.act(("cell", -1, 0), hint) == ("place", -1, 0, 0)


def test_another_park_is_one_click_away_and_view_only():
    s = start(players=3)
    m = fed(s)
    me = m.me
    other = (me + 1) % 3
    m.act(("tab", other))
    assert m.shown() == other
    assert m.prompt(()) == ("p_viewing", {"player": other})
    # the market still works and brings the player home
    rc = sorted(m.lit_spaces())[0]
    m = play(s, m, m.act(("space",) + rc))
    assert m.shown() == me
    m.act(("tab", other))
    assert m.lit_cells() == {}
    assert m.act(("cell", 0, 1)) is None and m.notice == ("not_yours", other)
    assert m.act(("btn", "back")) is None and m.shown() == me
    assert m.lit_cells()
    m.act(("tab", other))
    m.act(("tab", me))
    assert m.showing is None


def test_nothing_is_lit_or_played_for_a_watcher():
    s = start()
    watcher = (s.current + 1) % 2
    m = fed(s, viewer=watcher)
    assert not m.acting() and m.lit_spaces() == set() and m.prompt(()) is None
    assert m.act(("space", 0, 0)) is None and m.act(("cell", 0, 1)) is None


def test_take_prompts_follow_how_the_tiles_lie():
    m = fed(start())
    assert m.prompt({"ahead", "left"}) == ("p_take", {})
    assert m.prompt({"behind"}) == ("p_take_behind", {})
    assert m.prompt({"anywhere"}) == ("p_take_any", {})


def test_a_tile_that_fits_nowhere_is_set_aside_by_its_button():
    s = start()
    G.apply(s, G.legal_actions(s)[0])
    m = Model()
    obs = G.observe(s, s.current)
    m.update(obs, [("set_aside",)], s.current, held_rotations(G, obs))
    assert m.legal.set_aside and m.lit_cells() == {}
    assert m.prompt(()) == ("p_set_aside", {"held": True})
    assert m.act(("btn", "set_aside")) == ("set_aside",)
