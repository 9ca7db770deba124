"""The review of one decision: the hard AI's move against the player's, by the estimated final score.

The AI process is sent what it is sent to play (engine/ai/seats.py): the player's observation at
that moment (and, for a bot that remembers, their earlier ones), never the true state. The hard
bot picks its move from it as it would in play. Both moves are then weighed the same way: each
estimate re-deals what the player could not see (`determinize`), plays the move and plays the
game out to its end with the game's own rollout policy, the two moves in the same re-dealt world
with the same draws after them (common random numbers: they are compared on the same luck).
A world's value is the player's final margin: their total minus the best other total (the
rival's in a solo game that has one, their total alone otherwise).
"""
from __future__ import annotations

import math
import random
import statistics

from ..ai.clock import thinking_clock
from ..ai.levels import make_bot
from ..core import actions as codec

LEAST_WORLDS = 4      # re-deals every decision gets, whatever the clock says
MOST_WORLDS = 200
MAX_ROLLOUT = 2000    # steps: a safety cap on a playout (no game comes near it)


def margin(game, state, player: int) -> float:
    sheet = game.scores(state)
    totals = sheet.totals
    others = [t for p, t in enumerate(totals) if p != player]
    if others:
        return totals[player] - max(others)
    if sheet.rival_total is not None:
        return totals[player] - sheet.rival_total
    return totals[player]


def playout(game, state, rng, bots=None) -> None:
    """Play `state` to its end: every seat by the game's rollout policy, or by `bots` (one per
    seat, deciding on the whole re-dealt world: it is already a guess at what is hidden)."""
    for _ in range(MAX_ROLLOUT):
        p = game.to_move(state)
        if p is None:
            return
        if bots is None:
            game.apply(state, game.rollout_action(state, rng))
            continue
        legal = game.legal_actions(state)
        game.apply(state, legal[0] if len(legal) == 1 else bots[p].decide(game, state, p, rng))


def estimate(game, obs, player: int, moves: list, seconds: float, seed: int, policy: str = "rollout"):
    """The final margin of each of `moves` from observation `obs`, in the same re-dealt worlds,
    played out by `policy` ("rollout": the game's rollout policy; a level name: that level's
    bots); spends at most `seconds` of this process's CPU (LEAST_WORLDS worlds in any case).
    Returns (the margins per move, one list per move, world by world)."""
    rng = random.Random(seed)
    bots = None if policy == "rollout" else [make_bot(game, policy) for _ in range(game.num_players(obs))]
    values = [[] for _ in moves]
    deadline = thinking_clock() + seconds
    worlds = 0
    while worlds < MOST_WORLDS and (worlds < LEAST_WORLDS or thinking_clock() < deadline):
        world = game.determinize(obs, player, random.Random(rng.getrandbits(64)))
        luck = rng.getrandbits(64)
        for i, a in enumerate(moves):
            s = game.clone(world)
            s.rng = random.Random(luck)           # the same draws after either move
            game.apply(s, a)
            playout(game, s, random.Random(luck ^ 0x5EED), bots)
            values[i].append(margin(game, s, player))
        worlds += 1
    return values


def review_decision(game, req: dict, ai_move) -> dict:
    """The answer to a review request (engine/review/game.py builds them): the AI's move and both
    estimates, as JSON-ready values. The AI's move equal to the player's costs nothing more."""
    played = req["played"]
    if ai_move == played:
        return {"step": req["step"], "ai": codec.to_json(ai_move), "played_est": None, "ai_est": None,
                "worlds": 0}
    mine, its = estimate(game, req["obs"], req["player"], [played, ai_move], req["seconds"], req["draws"],
                         req.get("playout", "rollout"))
    diffs = [b - a for a, b in zip(mine, its)]
    return {"step": req["step"], "ai": codec.to_json(ai_move), "played_est": round(statistics.mean(mine), 2),
            "ai_est": round(statistics.mean(its), 2), "worlds": len(diffs),
            "spread": round(statistics.stdev(diffs) / math.sqrt(len(diffs)), 2)}
