"""The facts the Cascadia view draws, from engine/cascadia/view_info.py, checked against the
engine's own scoring and a few hand-made boards."""
from __future__ import annotations

import random

from engine.cascadia import view_info as VI
from engine.cascadia.habitats import largest
from engine.cascadia.hexgrid import cell
from engine.registry import GAMES

G = GAMES["cascadia"]
DATA = G.data


def mid_game(seed=3, steps=40, players=2):
    s = G.setup(G.default_options(players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        G.apply(s, rng.choice(G.legal_actions(s)))
    return s


def test_points_corridors_and_turns_agree_with_the_engine():
    s = mid_game()
    obs = G.observe(s, 0)
    f = VI.facts(G, obs)
    assert f.totals == G.scores(obs).totals
    for p in range(s.players):
        assert [len(c) for c in f.corridors[p]] == largest(s.env[p], DATA.edges)
        assert f.left[p] == G.turns - G.turn_of(s, p)
    assert f.round == G.round_number(s) and f.turns == G.turns


def test_animal_links_join_touching_animals_only():
    s = mid_game(seed=7, steps=90)
    for p in range(s.players):
        for a in range(5):
            cells, links = VI.animal_links(s.wild[p], a)
            assert sorted(cells) == sorted(VI.coords(c) for c, x in s.wild[p].items() if x == a)
            pairs = {frozenset((x, y)) for x in cells for y in cells
                     if (y[0] - x[0], y[1] - x[1]) in VI.DIRS}
            assert {frozenset(link) for link in links} == pairs and len(links) == len(pairs)


def test_matching_edges_of_a_tile_beside_one_other():
    old = next(code for code in range(0, 85 * 6, 6) if not DATA.keystone[code])
    env = {cell(0, 0): old}
    for rot in range(6):
        new = old + rot          # the same dual tile at every rotation, east of the first one
        want = [3] if DATA.edges[new][3] == DATA.edges[old][0] else []
        assert VI.matching_edges(DATA, env, 1, 0, new) == want
    assert VI.matching_edges(DATA, env, 5, 5, old) == []


def test_held_matches_cover_every_spot_and_rotation_while_placing():
    s = G.setup(G.default_options(2), 5)
    slot = next(i for i in range(4) if not DATA.keystone[s.tiles[i] * 6])
    G.apply(s, ("take", slot, slot))
    obs = G.observe(s, s.current)
    m = VI.held_matches(DATA, obs)
    assert len(m) == 6 * len(obs.frontier[s.current])
    for (q, r, code), dirs in m.items():
        assert dirs == VI.matching_edges(DATA, obs.env[s.current], q, r, code)
    G.apply(s, next(a for a in G.legal_actions(s) if a[0] == "place"))
    assert VI.held_matches(DATA, G.observe(s, 0)) == {}


def test_the_last_mover_of_a_token_step_is_the_previous_player():
    s = G.setup(G.default_options(3), 4)
    me = s.current
    G.apply(s, ("take", 0, 0))
    assert VI.last_mover(s, ("take", 0, 0)) == me
    G.apply(s, next(a for a in G.legal_actions(s) if a[0] == "place"))
    G.apply(s, ("discard_token",))
    assert s.current != me and VI.last_mover(s, ("discard_token",)) == me
    assert VI.last_mover(s, None) is None


def test_hawk_sight_lines_only_for_cards_that_look_along_lines():
    from types import SimpleNamespace
    wild = {cell(0, 0): 3, cell(2, 0): 3, cell(5, -2): 3, cell(6, -2): 3}   # two in sight, two touching
    by_rule = {c.rule: cid for cid, c in DATA.cards.items()}
    cards = list(G.setup(G.default_options(2), 1).cards)
    cards[3] = by_rule["hawk_sight_pairs"]
    assert VI.hawk_sight(DATA, SimpleNamespace(cards=cards), wild) == [((0, 0), (2, 0))]
    cards[3] = by_rule["hawk_alone"]
    assert VI.hawk_sight(DATA, SimpleNamespace(cards=cards), wild) == []
