"""A fixed set of 200 planner positions and the planner's choices on them: the yardstick of the
planner's speed (bench `planner_ms`) and of its moves (tests/cascadia/test_planner_cases.py).

The positions come from eight seeded games (hard and normal bots, 1-4 players, all-A and random
cards), kept as their seeds and actions in tests/cascadia/planner_cases.json: a position is
the state after some of those actions, the player to move, and the weights it is judged with.
At a take, every display pair is planned, as a bot ranks them; at a token step, the token of
the tile just placed. The file also holds the choices the planner made when it was recorded
(`python -m engine.cascadia.planner_cases --record`), so a faster planner can be checked to
choose the same.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import time

from .ai import HARD_WEIGHTS
from .planner import Planner, Weights, forget
from .state import EMPTY, TAKE, TOKEN

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES_FILE = os.path.join(ROOT, "tests", "cascadia", "planner_cases.json")

# (seed, players, cards, level) of the games the positions come from
GAMES = ((7101, 1, "a", "hard"), (7102, 1, "random", "normal"), (7103, 2, "a", "hard"),
         (7104, 2, "random", "normal"), (7105, 3, "a", "normal"), (7106, 4, "a", "hard"),
         (7107, 4, "a", "normal"), (7108, 4, "random", "normal"))
PER_GAME = 25
# weights name -> (Weights, potential); "pairs" also values slots that pay with a second token
WEIGHTS = {"hard": (HARD_WEIGHTS, True), "normal": (Weights(), True), "easy": (Weights(), False),
           "pairs": (Weights(pairs=True, opening=0.6, open_cap=3), True)}


def options(game, players, cards) -> dict:
    opts = game.default_options(players)
    opts["cards"] = cards
    return opts


def play_games(game) -> list:
    """The GAMES played out, as {seed, players, cards, level, actions}."""
    from engine.ai.seats import play_out
    out = []
    for seed, players, cards, level in GAMES:
        s = game.setup(options(game, players, cards), seed)
        actions = []
        play_out(game, s, [level] * players, f"cases-{seed}",
                 lambda st, p, a, *_: actions.append(list(a)))
        out.append({"seed": seed, "players": players, "cards": cards, "level": level,
                    "actions": actions})
    return out


def weights_name(level, k) -> str:
    """The weights the k-th position of a game is judged with: mostly its own level's."""
    if k % 8 == 7:
        return "easy"
    if k % 8 == 3:
        return "pairs"
    if level == "hard":
        return "normal" if k % 3 == 2 else "hard"
    return "hard" if k % 2 else "normal"


def positions(game, games) -> list:
    """[(state, player, weights name)]: PER_GAME positions of each game, spread evenly over its
    takes and token steps."""
    out = []
    for g in games:
        s = game.setup(options(game, g["players"], g["cards"]), g["seed"])
        states = []
        for a in g["actions"]:
            if s.phase in (TAKE, TOKEN):
                states.append(s.clone())
            game.apply(s, tuple(a))
        step = len(states) / PER_GAME
        for k in range(PER_GAME):
            st = states[int(k * step)]
            out.append((st, st.current, weights_name(g["level"], k)))
    return out


def pairs(s, p) -> list:
    """[(tile, token, placed)] the planner is asked about in position s."""
    if s.phase == TOKEN:
        return [(s.env[p][s.placed] // 6, s.held_token, True)]
    return [(s.tiles[i], s.tokens[i], False) for i in range(4)
            if s.tiles[i] != EMPTY and s.tokens[i] != EMPTY]


def planner(game, s, p, name) -> Planner:
    w, potential = WEIGHTS[name]
    return Planner(game, s, p, w, potential)


def choices(game, case, top=3) -> list:
    """Per pair of the position: [its plan_pair(), its top_plans(top) (none at a token step)]."""
    s, p, name = case
    pl = planner(game, s, p, name)
    out = []
    for t, a, placed in pairs(s, p):
        best = pl.plan_pair(t, a, placed=placed)
        out.append([list(best), [] if placed else [list(x) for x in pl.top_plans(t, a, top)]])
    return out


def cpu_per_call(game, case) -> float:
    """CPU seconds of a fresh planner of the position and its plan_pair() calls, per call."""
    s, p, name = case
    asked = pairs(s, p)
    start = time.process_time()
    pl = planner(game, s, p, name)
    for t, a, placed in asked:
        pl.plan_pair(t, a, placed=placed)
    return (time.process_time() - start) / len(asked)


def planner_ms(game, cases, passes: int = 5) -> float:
    """Median over the positions of the CPU per plan_pair() call (fresh planner included).
    Each pass starts with the planner's memos empty and takes the positions in order, so a
    position finds what the ones before it left (as a decision finds what the game's earlier
    ones left), never what it left itself; each position's fastest pass counts, as other work
    on the machine only slows it."""
    best = [float("inf")] * len(cases)
    for _ in range(passes):
        forget()
        for k, case in enumerate(cases):
            best[k] = min(best[k], cpu_per_call(game, case))
    return round(1000 * statistics.median(best), 3)


def load(path: str = CASES_FILE) -> dict:
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def record(game, path: str = CASES_FILE) -> None:
    """Play the games, pick the positions and write them with the planner's choices."""
    games = play_games(game)
    cases = positions(game, games)
    doc = {"games": games, "choices": [choices(game, c) for c in cases]}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, separators=(",", ":"))
        f.write("\n")


def main(argv=None) -> int:
    from .game import CascadiaGame
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--record", action="store_true", help="play the games and record the choices")
    a = ap.parse_args(argv)
    game = CascadiaGame()
    if a.record:
        record(game)
    cases = positions(game, load()["games"])
    print(json.dumps({"positions": len(cases), "planner_ms": planner_ms(game, cases)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
