"""The Cascadia AI: legal, blind to hidden things, and aware of the cards' patterns."""
import random

import pytest

from engine.ai.levels import make_bot
from engine.cascadia.ai import CascadiaBot, Planner, Weights, evaluate
from engine.cascadia.hexgrid import cell
from engine.cascadia.state import TOKEN
from tests.cascadia.helpers import BEAR, GAME as G, HAWK, SALMON, keystone_of


def env_state(tiles, tokens=(), held=None, players=1):
    """A solo state whose environment is `tiles` [(q, r, tile index, rotation)], at the token
    step with `held` in hand (the last tile counts as the one just placed)."""
    s = G.setup(G.default_options(players), 1)
    p = s.current
    s.env[p] = {cell(q, r): t * 6 + rot for q, r, t, rot in tiles}
    s.wild[p] = {cell(q, r): a for q, r, a in tokens}
    s.frontier[p] = G._frontier_of(s.env[p])
    if held is not None:
        s.phase, s.held_token = TOKEN, held
        s.held_tile = -1
        s.placed = cell(*tiles[-1][:2])
    return s


BEAR_TILE = keystone_of("forest", "bear")
HAWK_TILE = keystone_of("mountain", "hawk")
SALMON_TILE = keystone_of("river", "salmon")


def test_bot_completes_a_bear_pair_rather_than_starting_a_lone_bear():
    tiles = [(0, 0, BEAR_TILE, 0), (1, 0, BEAR_TILE, 0), (5, 0, BEAR_TILE, 0)]
    s = env_state(tiles, [(0, 0, BEAR)], held=BEAR)
    a = CascadiaBot().choose(G, s, s.current, random.Random(1))
    assert a == ("token", 1, 0)


def test_bot_keeps_hawks_apart_for_hawk_a():
    tiles = [(0, 0, HAWK_TILE, 0), (1, 0, HAWK_TILE, 0), (4, 0, HAWK_TILE, 0)]
    s = env_state(tiles, [(0, 0, HAWK)], held=HAWK)
    assert CascadiaBot().choose(G, s, s.current, random.Random(1)) == ("token", 4, 0)


def test_bot_extends_a_salmon_run_at_its_end_not_its_side():
    run = [(0, 0), (1, 0), (2, 0)]
    tiles = [(q, r, SALMON_TILE, 0) for q, r in run] + [(1, 1, SALMON_TILE, 0), (3, 0, SALMON_TILE, 0)]
    s = env_state(tiles, [(q, r, SALMON) for q, r in run], held=SALMON)
    # (1, 1) touches two salmon of the run: still a run? (1,0) would touch 3 -> branch -> 0
    assert CascadiaBot().choose(G, s, s.current, random.Random(1)) == ("token", 3, 0)


def test_potential_sees_a_lone_bear_next_to_a_free_bear_slot():
    near = env_state([(0, 0, BEAR_TILE, 0), (1, 0, BEAR_TILE, 0)], [(0, 0, BEAR)])
    far = env_state([(0, 0, BEAR_TILE, 0), (3, 0, BEAR_TILE, 0), (1, 0, HAWK_TILE, 0), (2, 0, HAWK_TILE, 0)],
                    [(0, 0, BEAR)])
    # same immediate bear score (0), but only `near` can complete a pair with its open slot
    pn = Planner(G, near, near.current, Weights())
    pf = Planner(G, far, far.current, Weights())
    assert pn.base.scores[BEAR] == pf.base.scores[BEAR] == 0
    assert max(pn.base_gain[BEAR].values()) == 4 and max(pf.base_gain[BEAR].values()) == 0
    assert evaluate(G, near, near.current) > evaluate(G, near, near.current, Weights(slots=(0, 0, 0)))


def test_no_potential_on_the_last_turn():
    s = env_state([(0, 0, BEAR_TILE, 0), (1, 0, BEAR_TILE, 0)], [(0, 0, BEAR)])
    s.turn = 19
    assert Planner(G, s, 0, Weights()).time == 0


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_play_legal_moves_to_the_end(level):
    for players in (1, 2):
        s = G.setup(G.default_options(players), 40 + players)
        bots = [make_bot(G, level) for _ in range(players)]
        rng = random.Random(3)
        steps = 0
        while G.to_move(s) is not None:
            p = G.to_move(s)
            a = bots[p].choose(G, s, p, rng)
            G.play(s, a)            # checked: raises if the bot chose an illegal move
            steps += 1
        assert steps >= 60 * players


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_levels_do_not_see_hidden_things(level):
    s = G.setup({**G.default_options(2), "cards": "d"}, 8)
    rng = random.Random(4)
    checked = 0
    while G.to_move(s) is not None and checked < 8:
        p = G.to_move(s)
        if rng.random() < 0.3:
            redealt = G.determinize(s, p, random.Random(77))
            bot = make_bot(G, level)
            assert bot.choose(G, s, p, random.Random(5)) == bot.choose(G, redealt, p, random.Random(5))
            checked += 1
        G.apply(s, rng.choice(G.legal_actions(s)))


def test_normal_buys_a_free_choice_when_it_pays():
    # a bear pair, a lone bear, and no free bear slot: the bear tile and the bear token sit in
    # different pairs of the display, so only a free choice makes the second pair (+7)
    hawk_tiles = [(q, -1, HAWK_TILE, 0) for q in range(5)]
    tiles = [(0, 0, BEAR_TILE, 0), (3, 0, BEAR_TILE, 0), (4, 0, BEAR_TILE, 0)] + hawk_tiles
    s = env_state(tiles, [(0, 0, BEAR), (3, 0, BEAR), (4, 0, BEAR)] + [(q, r, HAWK) for q, r, _, _ in hawk_tiles])
    s.phase = 0
    s.nature[0] = 1
    s.tiles = [BEAR_TILE, keystone_of("river", "hawk"), SALMON_TILE, SALMON_TILE]
    s.tokens = [SALMON, BEAR, HAWK, HAWK]
    bot = make_bot(G, "normal")
    assert bot.choose(G, s, 0, random.Random(2)) == ("nature_free",)
    G.play(s, ("nature_free",))
    assert bot.choose(G, s, 0, random.Random(2)) == ("take", 0, 1)
    G.play(s, ("take", 0, 1))
    place = bot.choose(G, s, 0, random.Random(2))
    G.play(s, place)
    assert bot.choose(G, s, 0, random.Random(2)) == ("token", place[1], place[2])
    assert abs(place[1] - 0) + abs(place[2] - 0) <= 2   # next to the lone bear at (0, 0)


def test_bench_extra_reports_solo_figures():
    from engine.cascadia.bench import extra
    out = extra(1, True, 1, levels=("easy",), random_games=3, only=("cascadia_solo",))
    assert set(out) == {"cascadia_solo", "cascadia_random_games_per_s"}
    solo = out["cascadia_solo"]["easy"]
    assert solo["games"] == 1 and solo["decisions"] >= 60 and 40 < solo["mean_score"] < 150
    assert set(solo["categories"]) >= {"bear", "river", "bonus", "nature"}
    assert out["cascadia_random_games_per_s"] > 0


def test_bench_four_player_figure_counts_the_majority_bonuses_apart():
    from engine.cascadia.bench import ai_multi
    fig = ai_multi(G, "easy", games=1, players=4, seed=5)
    assert fig["games"] == 1 and fig["players"] == 4
    assert fig["decisions"] >= 4 * 20 * 3          # take, place, token: 20 turns each
    bonus = fig["categories"]["bonus"]
    assert bonus > 0          # some habitat has a largest corridor: someone gets its majority
    assert abs(fig["mean_with_bonus"] - fig["mean_without_bonus"] - bonus) < 0.06   # rounded figures
    assert fig["ms_median"] <= fig["ms_p90"] <= fig["ms_max"]
