"""Hard's evaluation pieces: the ways out of the largest corridors, and how much hard weighs
its rivals with 2 or with 3-4 players, and what a new token re-scores."""
from engine.ai.levels import make_bot
from engine.cascadia.ai import CascadiaBot, Planner, Weights
from engine.cascadia.hexgrid import STEP, cell
from engine.cascadia.habitats import faces
from tests.cascadia.helpers import GAME as G, habitat, keystone_of

FOREST = habitat("forest")
MOUNTAIN = habitat("mountain")
FOREST_TILE = keystone_of("forest")
MOUNTAIN_TILE = keystone_of("mountain")
# the neighbours of (0, 0) but (1, 0): a wall of mountains around a lone forest tile
WALL = [(0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]


def walled(opening=1.0, cap=2):
    """A solo state early in the game: a forest keystone at (0, 0) with mountain keystones on
    five of its sides, so the forest corridor can only grow through (1, 0)."""
    s = G.setup(G.default_options(1), 1)
    p = s.current
    s.env[p] = {cell(0, 0): FOREST_TILE * 6}
    s.env[p].update({cell(q, r): MOUNTAIN_TILE * 6 for q, r in WALL})
    s.wild[p] = {}
    s.frontier[p] = G._frontier_of(s.env[p])
    s.turn = 2
    return s, Planner(G, s, p, Weights(opening=opening, open_cap=cap))


def value_at(pl, tile, q, r):
    return max(v for v, c, rot in pl.placements(tile) if c == cell(q, r))


def test_the_largest_corridor_s_ways_out_are_the_empty_hexes_its_edges_face():
    s, pl = walled()
    assert pl.time == 1.0
    assert pl.open_now[FOREST] == {cell(1, 0)}
    # the mountain ring shows mountain on every side: each empty hex next to it is a way out
    ring = {cell(q, r) for q, r in WALL}
    assert pl.open_now[MOUNTAIN] == {c for c in s.frontier[s.current] if any(c + d in ring for d in STEP)}
    assert cell(1, 0) in pl.open_now[MOUNTAIN] and cell(3, 0) not in pl.open_now[MOUNTAIN]


def test_closing_the_only_way_out_costs_the_opening_weight():
    s, pl = walled(opening=1.5)
    mountain_edges = G.data.edges[MOUNTAIN_TILE * 6]
    # a mountain tile on (1, 0) shuts the lone forest in: one way out lost
    assert pl.opening_gain(FOREST, cell(1, 0), faces(mountain_edges, FOREST), (), 0) == -1.5
    # elsewhere it shuts nothing of the forest's
    assert pl.opening_gain(FOREST, cell(3, 0), faces(mountain_edges, FOREST), (), 0) == 0.0
    # a forest tile there grows the corridor and opens new ways (capped at 2 here: +1)
    forest_edges = G.data.edges[FOREST_TILE * 6]
    merged = {pl.comp_of[FOREST][cell(0, 0)]}
    assert pl.opening_gain(FOREST, cell(1, 0), faces(forest_edges, FOREST), merged, 2) == 1.5


def test_placements_count_the_ways_out_only_when_weighted():
    s, on = walled(opening=1.0)
    off = Planner(G, s, s.current, Weights())
    # the same forest tile on (1, 0): the corridor grows either way; with openings valued
    # the growth that keeps the corridor open is worth more
    assert value_at(on, FOREST_TILE, 1, 0) > value_at(off, FOREST_TILE, 1, 0)
    # a wetland tile on (1, 0) blocks the forest: worse than the same tile far from it
    wet = keystone_of("wetland")
    far = (2, -2)
    assert cell(*far) in s.frontier[s.current]
    assert value_at(off, wet, 1, 0) == value_at(off, wet, *far)
    assert value_at(on, wet, 1, 0) < value_at(on, wet, *far)


def test_no_opening_value_on_the_last_turn():
    s, _ = walled()
    s.turn = 19
    pl = Planner(G, s, s.current, Weights(opening=1.0))
    assert pl.time == 0
    assert value_at(pl, keystone_of("wetland"), 1, 0) == value_at(pl, keystone_of("wetland"), 2, -2)


def test_hard_weighs_and_denies_its_rival_with_2_players_only():
    # with 3-4 players denying one opponent costs my points and helps the others
    bot = make_bot(G, "hard")
    rival2, deny2 = bot.rivalry(2)
    assert rival2 > 0 and deny2 > 0
    assert bot.rivalry(3) == bot.rivalry(4) == (0.0, 0.0)
    plain = CascadiaBot(rival=0.7, deny_span=5.0)
    assert plain.rivalry(2) == plain.rivalry(3) == (0.7, 5.0)


def test_plan_values_count_the_ways_out_the_board_already_has():
    # the look-ahead compares plan values of different boards: the openings a board has
    # count in its value, not only the ones a placement adds or closes
    s, on = walled(opening=1.0, cap=3)
    off = Planner(G, s, s.current, Weights())
    ways = sum(min(3, len(o)) for o in on.open_now)
    assert ways == 1 + 3            # the forest's one way out, the mountains' many (capped)
    assert on.value_now() - off.value_now() == ways
    # walling the forest in for good: one way out fewer, one point less
    s2, _ = walled()
    s2.env[s2.current][cell(1, 0)] = MOUNTAIN_TILE * 6
    s2.frontier[s2.current] = G._frontier_of(s2.env[s2.current])
    shut = Planner(G, s2, s2.current, Weights(opening=1.0, open_cap=3))
    assert shut.open_now[FOREST] == set()
    off2 = Planner(G, s2, s2.current, Weights())
    assert shut.value_now() - off2.value_now() == ways - 1


def test_a_new_token_re_scores_exactly_what_a_full_count_gives_on_every_card():
    """Wild.with_token skips the cards that only see their own tokens' neighbours when the new
    token lands away from them: its scores must still equal a count from scratch."""
    import random

    from engine.cascadia.data import ANIMALS
    from engine.cascadia.card_rules import DEPENDENT
    from engine.cascadia.wild import Wild
    from tests.cascadia.helpers import DATA

    rng = random.Random(5)
    hexes = [cell(q, r) for q in range(-3, 4) for r in range(-3, 4) if abs(q + r) <= 3]
    for trial in range(600):
        letters = [rng.choice("abcd") for _ in ANIMALS]
        cards = [DATA.cards[f"{animal}_{x}"] for animal, x in zip(ANIMALS, letters)]
        dep = tuple(a for a in range(5) if cards[a].rule in DEPENDENT)
        spots = rng.sample(hexes, rng.randrange(4, 20))
        # half the layouts: two hawks in sight of each other across the new token's hex
        layout = {c: rng.randrange(5) for c in spots[1:]}
        if trial % 2:
            d = STEP[rng.randrange(6)]
            layout.update({spots[0] - 2 * d: 3, spots[0] + 2 * d: 3})
            for c in (spots[0] - d, spots[0] + d):
                layout.pop(c, None)
        y, a = spots[0], rng.randrange(5)
        grown = Wild.of(cards, dep, layout).with_token(a, y)
        assert grown.scores == Wild.of(cards, dep, {**layout, y: a}).scores, (trial, letters)


def test_remembered_scores_belong_to_their_card_not_to_its_name():
    """own_score remembers a card's points per set of cells: a card of the same name with
    another point table (a variant's, a test's) still scores by its own table."""
    import dataclasses

    from engine.cascadia.card_rules import DEPENDENT
    from engine.cascadia.wild import Wild
    from tests.cascadia.helpers import DATA

    bear = DATA.cards["bear_a"]
    double = dataclasses.replace(bear, points=tuple(2 * p for p in bear.points))
    others = [DATA.cards[k] for k in ("elk_a", "salmon_a", "hawk_a", "fox_a")]
    layout = {cell(0, 0): 0}
    for card in (bear, double, bear):
        cards = [card] + others
        dep = tuple(a for a in range(5) if cards[a].rule in DEPENDENT)
        grown = Wild.of(cards, dep, layout).with_token(0, cell(1, 0))   # a bear pair
        assert grown.scores[0] == card.points[1]
