"""Hard's evaluation fitted to its own games (issue 41's third item).

The evaluation (planner.py) values a board after a turn as its points now plus a potential:
each animal's best open-slot gains weighted by Weights.slots, and the ways out of the largest
corridors (up to Weights.open_cap per habitat) by Weights.opening, both times
min(1, turns left / Weights.horizon). Here the same features are read from recorded games
(the bench's --raw files keep each game's seed and actions) after each of a player's turns,
and what the player went on to score is regressed on them, turn by turn left:
  wildlife points still to come ~ a + b1 G1 + b2 G2 + b3 G3   (Gk: the animals' k-th best gains)
  largest corridors' growth still to come ~ c + o W            (W: the ways out, capped)
and then in the evaluation's own form, one weight per feature times min(1, left / horizon) with
an intercept per turn left, the horizon that fits best (the nature tokens held added: what a
held token brings beyond its point). How it was used: gamedata/cascadia/DESIGN.md.
  python -m engine.cascadia.fit RAW.json [RAW.json ...] [--cap 3]
"""
from __future__ import annotations

import argparse
import json

from .card_rules import DEPENDENT
from .game import CascadiaGame
from .habitats import board_corridors
from .planner import open_slots
from .scoring import wildlife_points
from .wild import Wild


def best_gains(game, s, p) -> list:
    """Per animal, its positive open-slot gains, best first (the planner's potential rows)."""
    d = game.data
    cards = [d.cards[c] for c in s.cards]
    base = Wild.of(cards, tuple(a for a in range(5) if cards[a].rule in DEPENDENT), s.wild[p])
    rows = []
    for a, cells in enumerate(open_slots(s.env[p], base.wild, d.wild_mask)):
        gains = base.gains(a, cells) if base.quick[a] else [base.gain(a, y) for y in cells]
        rows.append(sorted([g for g in gains if g > 0], reverse=True)[:3])
    return rows


def snapshot(game, s, p) -> dict:
    """A player's features and points after one of its turns."""
    cards = [game.data.cards[c] for c in s.cards]
    got = board_corridors(s.env[p], game.data.edges)
    return {"p": p, "left": game.turns - game.turn_of(s, p), "gains": best_gains(game, s, p),
            "ways": [len(got.largest_ways(h)) for h in range(5)], "wild": sum(wildlife_points(cards, s.wild[p])),
            "hab": sum(got.largest), "nature": s.nature[p]}


def replay(game, seed, actions, players=4) -> list:
    """The snapshots of one recorded game, each with the player's final points."""
    s = game.setup(game.default_options(players), seed)
    rows = []
    for act in actions:
        p, turn = s.current, s.turn
        game.apply(s, tuple(act))
        if s.turn != turn:
            rows.append(snapshot(game, s, p))
    final = [snapshot(game, s, p) for p in range(players)]
    for r in rows:
        r["final"] = final[r["p"]]
    return rows


def solve(xs, ys) -> list:
    """Least squares by the normal equations (a few columns; pure Python)."""
    n = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) for j in range(n)] + [sum(x[i] * y for x, y in zip(xs, ys))]
         for i in range(n)]
    for i in range(n):
        k = max(range(i, n), key=lambda r: abs(a[r][i]))
        a[i], a[k] = a[k], a[i]
        for r in range(n):
            if r != i and a[i][i]:
                f = a[r][i] / a[i][i]
                a[r] = [u - f * v for u, v in zip(a[r], a[i])]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def per_turn(rows, cap) -> dict:
    """left -> (wildlife slopes (a, b1, b2, b3), corridor slopes (c, o), positions)."""
    out = {}
    for left in sorted({r["left"] for r in rows if r["left"] > 0}):
        at = [r for r in rows if r["left"] == left]
        g = [[sum(row[k] for row in r["gains"] if len(row) > k) for k in range(3)] for r in at]
        wild = solve([[1.0] + x for x in g], [r["final"]["wild"] - r["wild"] for r in at])
        w = [float(sum(min(cap, n) for n in r["ways"])) for r in at]
        hab = solve([[1.0, x] for x in w], [r["final"]["hab"] - r["hab"] for r in at])
        out[left] = (wild, hab, len(at))
    return out


def features(rows, cap) -> list:
    """Per position: (turns left, [G1, G2, G3], W, nature tokens held, and the wildlife points,
    largest corridors' growth and nature tokens still to come)."""
    return [(r["left"], [sum(row[k] for row in r["gains"] if len(row) > k) for k in range(3)],
             float(sum(min(cap, n) for n in r["ways"])), r["nature"], r["final"]["wild"] - r["wild"],
             r["final"]["hab"] - r["hab"], r["final"]["nature"] - r["nature"])
            for r in rows if r["left"] > 0]


def joint(feats, horizon, pick) -> tuple:
    """One weight per feature for all turns, times min(1, left / horizon), with an intercept
    per turn left: (weights, squared error). pick(f) -> (feature values, target)."""
    turns = sorted({f[0] for f in feats})
    xs, ys = [], []
    for f in feats:
        x, y = pick(f)
        t = min(1.0, f[0] / horizon)
        xs.append([1.0 if f[0] == k else 0.0 for k in turns] + [t * v for v in x])
        ys.append(y)
    beta = solve(xs, ys)
    err = sum((y - sum(b * v for b, v in zip(beta, x))) ** 2 for x, y in zip(xs, ys))
    return beta[len(turns):], err


def joint_fit(feats, pick) -> tuple:
    """(error, horizon, weights) of the best horizon 1-19."""
    fits = [(h, *joint(feats, h, pick)) for h in range(1, 20)]
    h, weights, err = min(fits, key=lambda f: f[2])
    return err, h, weights


def ramp(slopes: dict, horizon: int) -> float:
    """The weight w for which w * min(1, left / horizon) fits slopes {left: b} best."""
    t = {left: min(1.0, left / horizon) for left in slopes}
    den = sum(v * v for v in t.values())
    return sum(t[k] * b for k, b in slopes.items()) / den if den else 0.0


def ramp_fit(slopes: dict) -> tuple:
    """(horizon, weight, squared error) of the best ramp over horizons 1-19."""
    fits = []
    for h in range(1, 20):
        w = ramp(slopes, h)
        err = sum((b - w * min(1.0, k / h)) ** 2 for k, b in slopes.items())
        fits.append((err, h, w))
    err, h, w = min(fits)
    return h, w, err


def load(paths) -> list:
    games = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            games += json.load(f)["games"]
    return games


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("raw", nargs="+", help="the bench's --raw files (cascadia_4p)")
    ap.add_argument("--cap", type=int, default=3, help="ways out counted per habitat")
    a = ap.parse_args(argv)
    game = CascadiaGame()
    rows = [r for seed, actions in load(a.raw) for r in replay(game, seed, actions)]
    fits = per_turn(rows, a.cap)
    print("left positions  wildlife: a b1 b2 b3 | corridors: c o")
    for left, (wild, hab, n) in fits.items():
        print(f"{left:4} {n:9}  " + " ".join(f"{v:6.2f}" for v in wild) + " | "
              + " ".join(f"{v:6.2f}" for v in hab))
    for k, name in ((1, "b1"), (2, "b2"), (3, "b3")):
        print(name, "ramp (horizon, weight, error):", ramp_fit({t: f[0][k] for t, f in fits.items()}))
    print("o ramp (horizon, weight, error):", ramp_fit({t: f[1][1] for t, f in fits.items()}))
    feats = features(rows, a.cap)
    print("wildlife on the slots (error, horizon, w1 w2 w3):", joint_fit(feats, lambda f: (f[1], f[4])))
    print("corridors on the ways out (error, horizon, o):", joint_fit(feats, lambda f: ([f[2]], f[5])))
    print("wildlife and corridors on both (error, horizon, w1 w2 w3 o):",
          joint_fit(feats, lambda f: (f[1] + [f[2]], f[4] + f[5])))
    print("all points (nature tokens too) on both and the tokens held (error, horizon, w1 w2 w3 o n):",
          joint_fit(feats, lambda f: (f[1] + [f[2], f[3]], f[4] + f[5] + f[6])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
