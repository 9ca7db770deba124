"""Bench figures of the review (`python main.py bench --only review_seconds,review_agreement`).

review_seconds    CPU seconds to review every decision of one seat in a whole 2-player game
                  (a normal AI standing in for the player), on one core; goal <= 60.
review_agreement  over positions sampled from 2-player normal-AI games (the normal AI standing in
                  for a player): where the review prefers another move than the one played, both
                  moves are played out to the end by hard AIs from the same position (same seeds),
                  and the figure is how often the review's move ends with the better final margin
                  for that player (a tie counts half); goal >= 0.65. `positions` says how many
                  positions counted (those where the review preferred another move).
                  `--out FILE` appends one JSON line per sampled decision and goes on from what
                  FILE holds, so 200 positions can be played in pieces; the records kept are in
                  engine/review/agreement/ (gzipped: gunzip one to continue it) and
                  `python -m engine.review.bench FILE...` sums them up per game.
"""
from __future__ import annotations

import gzip
import json
import random
import time

from ..core import actions as codec
from ..ai.seats import SeatBots, play_out, request
from ..core.match import Match, Seat
from .game import LEAST_LOSS, LEVEL, SURE, answer_here, estimated_loss, loss, requests, run_here
from .search import margin

SEED0 = 70_000
# review_agreement's games are seeded from SEED0 + 20001 on (the review as it is, SURE 3); the
# figures of the review at SURE 1 came from the games SEED0 + 1001 on (a pilot) and SEED0 + 5001
# on (engine/review/agreement/sure1/): no game is shared.


def played_match(game, seed: int, levels=("normal", "normal")) -> Match:
    """A whole seeded game played by AIs through the checked path (so it has a log to review)."""
    options = game.default_options(len(levels))
    m = Match.new(game, options, seed, [Seat("ai", lv) for lv in levels])
    bots = SeatBots(game)
    while (p := m.to_move()) is not None:
        m.play(bots.decide(request(game, m.state, p, levels[p], len(m.steps), f"played-{seed}")))
    return m


def review_seconds(game, games: int = 1) -> dict:
    times = []
    for k in range(games):
        m = played_match(game, SEED0 + k)
        c0 = time.process_time()
        review = run_here(m, 0, f"bench-{k}")
        times.append(time.process_time() - c0)
    return {"seconds": round(max(times), 1), "mean": round(sum(times) / len(times), 1), "games": games,
            "decisions": review["decisions"], "players": 2}


def finish(game, state, key: str) -> float:
    """Play `state` out by hard AIs at every seat; the final margin of each seat."""
    play_out(game, state, [LEVEL] * game.num_players(state), key)
    return [margin(game, state, p) for p in range(game.num_players(state))]


def seed_positions(game, seed: int, per_game: int = 8, skip=frozenset()):
    """The records of one sampled game (seed): for each of up to `per_game` decisions of one seat,
    the review's answer and, where it would show a moment, both moves played out by hard AIs.
    `skip` holds the steps already recorded (a resumed run). Yields one JSON-able dict each."""
    m = played_match(game, seed)
    reqs = requests(m, seed % 2, f"agree-{seed}")
    rng = random.Random(seed)
    bots = SeatBots(game)
    for req in sorted(rng.sample(reqs, min(per_game, len(reqs))), key=lambda r: r["step"]):
        k, p = req["step"], req["player"]
        if k in skip:
            continue
        answer = answer_here(game, bots, req)
        row = {"game": game.name, "seed": seed, "step": k, "sure": SURE}
        if (lost := estimated_loss(answer)) is not None:    # kept for any later look at the threshold
            row.update(estimate=lost, spread=answer["spread"])
        if loss(answer) < LEAST_LOSS:
            yield {**row, "shown": False}     # no moment the review would show: nothing to check
            continue
        start = next(s for i, s in m.replay_states() if i + 1 == k)
        results = []
        for move in (req["played"], codec.from_json(answer["ai"])):
            s = game.clone(start)
            game.apply(s, move)
            results.append(finish(game, s, f"agree-{seed}-{k}")[p])
        yield {**row, "shown": True, "played": results[0], "review": results[1]}
    yield {"game": game.name, "seed": seed, "done": True}


def read_records(paths) -> list[dict]:
    """The records written by `--out` into `paths` (plain or gzipped JSON lines; a line cut short
    by a stopped run is left out)."""
    rows = []
    for path in paths:
        opener = gzip.open if str(path).endswith(".gz") else open
        try:
            with opener(path, "rt", encoding="utf-8") as f:
                for line in f:
                    try:
                        rows.append(json.loads(line))
                    except json.JSONDecodeError:
                        continue
        except FileNotFoundError:
            continue
    return rows


def summarize(rows: list[dict], game: str) -> dict:
    """review_agreement of `game` over the records `rows` (the same figure as a run's)."""
    shown = {(r["seed"], r["step"]): r for r in rows if r.get("game") == game and r.get("shown")}
    tried = {(r["seed"], r["step"]) for r in rows if r.get("game") == game and "step" in r}
    better = sum(r["review"] > r["played"] for r in shown.values())
    ties = sum(r["review"] == r["played"] for r in shown.values())
    n = len(shown)
    return {"rate": round((better + ties / 2) / n, 3) if n else None, "positions": n, "better": better,
            "ties": ties, "worse": n - better - ties, "decisions_sampled": len(tried),
            "games": len({s for s, _ in tried})}


def review_agreement(game, positions: int, per_game: int = 8, log=None, max_seconds: float | None = None,
                     out: str | None = None, seed0: int = SEED0 + 20000) -> dict:
    """See the module's docstring; stops when `positions` positions are counted (or when
    `max_seconds` of wall-clock time have gone: `positions` in the answer says how many).
    With `out`, every record is appended to that file as it is made, and a run goes on from what
    the file holds (its games already done are skipped): a long run can be made in pieces."""
    rows = [r for r in read_records([out] if out else []) if r.get("game") == game.name]
    done = {r["seed"] for r in rows if r.get("done")}
    stepped: dict = {}
    for r in rows:
        if "step" in r:
            stepped.setdefault(r["seed"], set()).add(r["step"])
    sink = open(out, "a", encoding="utf-8") if out else None
    t0 = time.perf_counter()
    seed = seed0
    try:
        while summarize(rows, game.name)["positions"] < positions:
            if max_seconds is not None and time.perf_counter() - t0 > max_seconds:
                break
            seed += 1
            if seed in done:
                continue
            for row in seed_positions(game, seed, per_game, stepped.get(seed, frozenset())):
                rows.append(row)
                if sink is not None:
                    sink.write(json.dumps(row) + "\n")
                    sink.flush()
                if log and row.get("shown"):
                    fig = summarize(rows, game.name)
                    log(f"{game.name} seed {seed} step {row['step']}: review {row['review']:+.0f} vs played "
                        f"{row['played']:+.0f} (estimate {row['estimate']:+.1f}); {fig['better']}/{fig['ties']}/"
                        f"{fig['worse']} after {time.perf_counter() - t0:.0f} s")
                if row.get("done"):
                    continue
                if summarize(rows, game.name)["positions"] >= positions or (
                        max_seconds is not None and time.perf_counter() - t0 > max_seconds):
                    break               # the game's other positions wait for the next piece
    finally:
        if sink is not None:
            sink.close()
    return summarize(rows, game.name)


def main(argv: list[str]) -> int:
    """`python -m engine.review.bench FILE...`: review_agreement per game over those records."""
    rows = read_records(argv)
    for name in sorted({r["game"] for r in rows if "game" in r}):
        print(json.dumps({"game": name, "review_agreement": summarize(rows, name)}))
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
