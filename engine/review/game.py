"""A whole game's review: the requests for each of a player's decisions (observations only), the
answers gathered into the stored review, and the moments where the player lost the most.

The requests are what the AI process is sent (engine/ai/worker.py answers them with
engine/review/search.py); `run_here` answers them in this process, as the bench and tests do.
"""
from __future__ import annotations

from ..ai.seats import SeatBots, remembers, request
from ..core import actions as codec
from ..core.saves import to_document
from .search import review_decision

LEVEL = "hard"
BUDGET = 30.0           # seconds of CPU the estimates of a whole game may take, all decisions together
MOST_PER_DECISION = 0.6
MOST_MOMENTS = 5
LEAST_LOSS = 1.0        # points of estimated final margin: smaller losses are no moment to show
# ... and so are losses within SURE standard errors of nothing: at 1, the moments shown were
# barely better than a coin (agreement 0.59 / 0.645 / 0.54 over 200 positions in Cascadia,
# Habitats, Kauri); the same moments kept at 3 standard errors agreed 0.64 / 0.72 / 0.80
# (engine/review/agreement/README.md). Fewer moments, each one the AI is sure of.
SURE = 3.0
# who plays the estimates' worlds out, per game: "rollout" (the game's rollout policy, cheap) or
# an AI level (its bots, slower: fewer worlds in the same time); chosen from the bench's figures
# (pilot of 2026-11-28, ~45 positions: bots' playouts agreed better with hard play in Cascadia and
# Habitats; Earth's bots take seconds a playout, too slow for a review within a minute)
PLAYOUT = {"cascadia": "normal", "habitats": "normal"}
FORMAT = 1


def match_key(match) -> str:
    """What the review was made of (the save's checksum of game, options, seed and moves)."""
    return to_document(match)["checksum"]


def requests(match, player: int, key: str, budget: float = BUDGET) -> list[dict]:
    """One request per decision of `player` that had a choice, in order of play; a request holds
    the player's observation then, the move they played and, for a bot that remembers, their
    observations at the forced steps since the last request."""
    g = match.game
    keeps = remembers(g, LEVEL)
    out, forced = [], []
    for i, state in match.replay_states():
        k = i + 1
        if k >= len(match.steps):
            break
        if match.steps[k].player != player:
            continue
        if len(g.legal_actions(state)) < 2:
            if keeps:
                forced.append((k, g.observe(state, player)))
            continue
        req = request(g, state, player, LEVEL, k, key, forced)
        req.update(kind="review", played=match.steps[k].action, draws=k, playout=PLAYOUT.get(g.name, "rollout"))
        out.append(req)
        forced = []
    share = min(MOST_PER_DECISION, budget / max(1, len(out)))
    for req in out:
        req["seconds"] = share
    return out


def answer_here(game, bots: SeatBots, req: dict) -> dict:
    """What the AI process answers to a review request."""
    return review_decision(game, req, bots.decide(req))


def run_here(match, player: int, key: str = "review", budget: float = BUDGET, reqs=None) -> dict:
    """The whole review computed in this process (the bench, tests)."""
    bots = SeatBots(match.game)
    reqs = requests(match, player, key, budget) if reqs is None else reqs
    return assemble(match, player, [answer_here(match.game, bots, r) for r in reqs])


def estimated_loss(answer: dict) -> float | None:
    """The points the player's move lost by the estimate, sure or not (None: the same move)."""
    if answer.get("played_est") is None:
        return None
    return round(answer["ai_est"] - answer["played_est"], 1)


def loss(answer: dict) -> float:
    """The points the player's move lost by the estimate; 0 when the estimate is not sure of it."""
    lost = estimated_loss(answer)
    return lost if lost is not None and lost > SURE * answer.get("spread", 0.0) else 0.0


def assemble(match, player: int, answers: list[dict]) -> dict:
    """The stored review: the 3-5 moments where `player` lost the most by the AI's estimate."""
    g = match.game
    ranked = sorted((a for a in answers if loss(a) >= LEAST_LOSS), key=lambda a: (-loss(a), a["step"]))
    rounds = {}
    wanted = {a["step"] for a in ranked[:MOST_MOMENTS]}
    for i, state in match.replay_states():
        if i + 1 in wanted:
            rounds[i + 1] = g.round_number(state)
    moments = [{"step": a["step"], "round": rounds.get(a["step"], 0),
                "played": codec.to_json(match.steps[a["step"]].action), "ai": a["ai"], "loss": loss(a)}
               for a in ranked[:MOST_MOMENTS]]
    return {"format": FORMAT, "key": match_key(match), "player": player, "level": LEVEL,
            "decisions": len(answers), "estimated": sum(1 for a in answers if a["worlds"]),
            "worlds": sum(a["worlds"] for a in answers),
            "moments": moments}
