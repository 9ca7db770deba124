"""The Cascadia view's selection model without a window: observations and legal actions from
the engine, a sequence of intents, and what is lit and which action they make."""
from __future__ import annotations

import ast
import os

from engine.cascadia.view_info import EMPTY, PLACE, TAKE, TOKEN, coords
from engine.registry import GAMES
from ui.views.cascadia.model import Model

G = GAMES["cascadia"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def start(players=2, seed=5, nature=0):
    s = G.setup(G.default_options(players), seed)
    s.nature[s.current] = nature
    return s


def fed(s, viewer=None, model=None):
    """A model fed the viewer's observation and (when the viewer is to move) the legal actions."""
    m = model or Model()
    viewer = s.current if viewer is None else viewer
    legal = G.legal_actions(s) if viewer == s.current else []
    m.update(G.observe(s, viewer), legal, viewer)
    return m


def play(s, m, action):
    """Play an action the model made and feed the same viewer the next observation."""
    assert action in G.legal_actions(s), action
    G.apply(s, action)
    return fed(s, m.me, m)


def keystone_state(seed=5):
    """A state where the player to move may take a keystone tile from the display."""
    for k in range(seed, seed + 40):
        s = start(seed=k)
        slot = next((i for i in range(4) if s.tiles[i] != EMPTY and G.data.keystone[s.tiles[i] * 6]), None)
        if slot is not None:
            return s, slot
    raise AssertionError("no keystone in forty displays")


def test_the_model_imports_no_pygame():
    with open(os.path.join(ROOT, "ui", "views", "cascadia", "model.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(n.split(".")[0] == "pygame" for n in names)
    assert not any(n.startswith("engine.") and n != "engine.cascadia.view_info" for n in names)


def test_pairs_are_lit_and_a_click_takes_one():
    s = start()
    m = fed(s)
    pairs = {a[1] for a in G.legal_actions(s) if a[0] == "take"}
    assert m.lit_pairs() == pairs and pairs
    assert m.lit_tiles() == m.lit_tokens() == set() and m.place_targets() == []
    assert m.prompt(False) == ("p_take", {})
    i = min(pairs)
    assert m.act(("tile", i)) == ("take", i, i) == m.act(("pair", i)) == m.act(("token", i))
    assert m.take_key(i) == ("take", i, i)


def test_rotate_then_place_the_tile_where_it_is_lit():
    s = start()
    m = fed(s)
    i = next(k for k in range(4) if not G.data.keystone[s.tiles[k] * 6])
    m = play(s, m, m.act(("pair", i)))
    assert s.phase == PLACE and m.lit_pairs() == set()
    assert m.place_targets() == list(dict.fromkeys((a[1], a[2]) for a in G.legal_actions(s) if a[0] == "place"))
    assert m.prompt(False) == ("p_place", {})
    assert m.act(("rot", 1)) is None and m.act(("rot", 1)) is None and m.act(("rot", -1)) is None
    assert m.rot == 1 and m.held_code(False) == s.held_tile * 6 + 1
    assert m.wheel_rotates(keystone=False) and not m.wheel_rotates(keystone=True)
    q, r = sorted(m.place_targets())[0]
    action = m.act(("hex", q, r))
    assert action == ("place", q, r, 1)
    m = play(s, m, action)
    assert s.phase == TOKEN and m.rot == 0        # the rotation went with the held tile
    assert m.place_targets() == []


def test_a_keystone_is_placed_without_rotation():
    s, slot = keystone_state()
    m = fed(s)
    m = play(s, m, m.act(("pair", slot)))
    m.rotate(2)
    assert m.prompt(True) == ("p_place_k", {})
    q, r = sorted(m.place_targets())[0]
    assert m.act(("hex", q, r), keystone=True) == ("place", q, r, 0)
    assert m.held_code(True) == s.held_tile * 6


def test_the_token_goes_on_a_lit_tile_or_back_to_the_bag():
    s = start()
    m = fed(s)
    m = play(s, m, m.act(("pair", 0)))
    m = play(s, m, next(a for a in G.legal_actions(s) if a[0] == "place"))
    targets = {(a[1], a[2]) for a in G.legal_actions(s) if a[0] == "token"}
    assert m.token_targets() == targets
    key, values = m.prompt(False)
    assert key == ("p_token" if targets else "p_token_none") and values == {"animal": s.held_token}
    assert m.act(("btn", "discard")) == ("discard_token",)
    if targets:
        q, r = sorted(targets)[0]
        assert m.act(("hex", q, r)) == ("token", q, r)
    me = s.current
    m = play(s, m, ("discard_token",))
    assert s.phase == TAKE and s.current != me and not m.acting() and m.token_targets() == set()


def test_free_choice_takes_the_tile_then_the_token_chosen():
    s = start(nature=1)
    m = fed(s)
    assert m.act(("btn", "free")) == ("nature_free",)
    m = play(s, m, ("nature_free",))
    assert m.lit_pairs() == set() and m.lit_tiles() == {0, 1, 2, 3} and m.lit_tokens() == {0, 1, 2, 3}
    assert m.prompt(False) == ("p_free", {})
    assert m.act(("tile", 1)) is None and m.sel_tile == 1
    assert m.prompt(False) == ("p_free_tile", {})
    assert m.act(("tile", 1)) is None and m.sel_tile is None      # a second click lets go
    assert m.act(("token", 3)) is None and m.prompt(False) == ("p_free_token", {})
    assert m.act(("tile", 0)) == ("take", 0, 3)
    assert m.sel_tile is None and m.sel_token is None
    assert m.take_key(0) is None          # keys take pairs only, not during a free choice


def test_a_nature_wipe_chooses_tokens_then_confirms_or_cancels():
    s = start(nature=2)
    m = fed(s)
    assert m.act(("btn", "wipe")) is None and m.wipe_mode
    assert m.lit_pairs() == set() and m.prompt(False) == ("p_wipe", {})
    for i in (1, 3, 3, 2):
        assert m.act(("token", i)) is None
    assert m.wipe_mask == 0b0110 and m.wipe_count() == 2
    assert m.enter_key() == ("nature_wipe", 0b0110) == m.act(("btn", "wipe_go"))
    assert m.act(("btn", "wipe_cancel")) is None and not m.wipe_mode and m.wipe_mask == 0
    assert m.enter_key() is None
    # a new observation forgets the half-made wipe
    m.act(("btn", "wipe"))
    m.act(("token", 0))
    G.apply(s, ("nature_wipe", 0b0001))
    fed(s, model=m)
    assert not m.wipe_mode and m.wipe_mask == 0


def test_without_nature_tokens_the_buttons_still_ask_the_engine():
    s = start(nature=0)
    m = fed(s)
    assert not m.legal.wipe and not m.legal.free
    assert m.act(("btn", "free")) == ("nature_free",)
    assert m.act(("btn", "wipe")) == ("nature_wipe", 0b1111) and not m.wipe_mode
    assert m.act(("btn", "wipe3")) == ("wipe3",)


def test_another_players_environment_is_view_only():
    s = start(players=3, seed=4)
    m = fed(s)
    me, other = s.current, (s.current + 1) % 3
    assert m.act(("tab", other)) is None and m.shown() == other
    assert m.act(("pair", 0)) == ("take", 0, 0) and m.showing is None     # taking brings me home
    m.act(("tab", other))
    m = play(s, m, ("take", 0, 0))
    assert m.shown() == other and m.place_targets() == []
    assert m.prompt(False) == ("p_viewing", {"player": other})
    q, r = coords(s.frontier[other][0])
    assert m.act(("hex", q, r)) is None and m.notice == ("not_yours", other)
    assert m.act(("btn", "back")) is None and m.shown() == me and m.notice is None
    assert m.place_targets()
    m.act(("tab", other))
    assert m.act(("tab", me)) is None and m.showing is None


def test_my_next_turn_starts_on_my_own_environment():
    s = start(players=2, seed=4)
    m = fed(s)
    me, other = s.current, 1 - s.current
    m.act(("tab", other))
    while s.current == me:          # my turn, then the other player's
        G.apply(s, G.legal_actions(s)[0])
    fed(s, me, m)
    assert m.showing == other       # still looking while the other plays
    while s.current != me:
        G.apply(s, G.legal_actions(s)[0])
    fed(s, me, m)
    assert s.phase == TAKE and m.showing is None    # my turn starts on my own environment


def test_a_watcher_sees_nothing_lit_but_a_click_still_says_its_move():
    s = start()
    watcher = 1 - s.current
    m = fed(s, watcher)
    assert not m.acting() and m.prompt(False) is None
    assert m.lit_pairs() == set() and m.place_targets() == []
    assert m.act(("pair", 0)) == ("take", 0, 0)      # the engine refuses it with its reason
    assert m.act(("hex", 0, 0)) is None


def test_a_new_held_tile_starts_unrotated():
    s = start()
    m = fed(s)
    m.rotate(3)
    m = play(s, m, m.act(("pair", 0)))
    assert m.rot == 0
    m.rotate(2)
    fed(s, model=m)                 # the same step seen again keeps the rotation
    assert m.rot == 2
    m.reset()
    assert m.rot == 0 and m.showing is None
