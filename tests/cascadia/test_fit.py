"""The fit of hard's evaluation (engine/cascadia/fit.py): recorded games replay to the same
points, and the least squares find the weights planted in made-up positions."""
import random

from engine.ai.seats import play_out
from engine.cascadia import fit
from engine.cascadia.bench import timed
from engine.cascadia.game import CascadiaGame


def test_a_recorded_game_replays_to_its_points():
    game = CascadiaGame()
    s = game.setup(game.default_options(2), 31)
    actions = []
    play_out(game, s, ["normal", "normal"], "fit-31", timed([], [], actions))
    rows = fit.replay(game, 31, [list(a) for a in actions], players=2)
    table = game.scores(s).table
    assert len(rows) == 2 * game.turns
    for r in rows:
        final, points = r["final"], table[r["p"]]
        assert final["wild"] == sum(points[a] for a in ("bear", "elk", "salmon", "hawk", "fox"))
        assert final["hab"] == sum(points[h] for h in ("mountain", "forest", "prairie", "wetland", "river"))
        assert final["nature"] == points["nature"]
    assert [r["left"] for r in rows if r["p"] == 0] == list(range(game.turns - 1, -1, -1))


def test_least_squares_find_planted_weights():
    rng = random.Random(5)
    xs = [[1.0, rng.random(), rng.random()] for _ in range(50)]
    ys = [2 + 0.5 * x[1] - 3 * x[2] for x in xs]
    assert [round(b, 6) for b in fit.solve(xs, ys)] == [2, 0.5, -3]


def test_the_joint_fit_finds_a_planted_ramp():
    rng = random.Random(7)
    feats = []
    for _ in range(400):
        left, g = rng.randint(1, 19), [rng.randint(0, 6) for _ in range(3)]
        t = min(1.0, left / 4)
        wild = 3 * left + t * (0.6 * g[0] + 0.25 * g[1] + 0.1 * g[2]) + rng.gauss(0, 0.05)
        feats.append((left, g, 0.0, wild, 0.0))
    err, horizon, weights = fit.joint_fit(feats, lambda f: (f[1], f[3]))
    assert horizon == 4
    assert all(abs(w - want) < 0.02 for w, want in zip(weights, (0.6, 0.25, 0.1)))
