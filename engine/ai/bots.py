"""Bots that use only the protocol.

Every bot decides from `game.determinize(state, me, rng)`, never from the state it is
handed: hidden cards, bag and deck orders and others' secret picks are re-dealt first,
so no bot can cheat, whatever the game.
"""
from __future__ import annotations

import math
import random

from .clock import thinking_clock


class Bot:
    def choose(self, game, state, player: int, rng: random.Random):
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        det = game.determinize(state, player, rng)
        return self.decide(game, det, player, rng)

    def decide(self, game, state, player, rng):
        raise NotImplementedError


class RandomBot(Bot):
    def decide(self, game, state, player, rng):
        return rng.choice(game.legal_actions(state))


def step_value(game, state, action, player) -> float:
    s = game.clone(state)
    game.apply(s, action)
    return game.evaluate(s, player)


class GreedyBot(Bot):
    """Best evaluation after my own steps.

    lookahead = 1: one step. lookahead = "turn": follow my own consecutive steps until the
    turn passes or chance strikes, keeping the `beam` best children at each inner level.
    noise: chance of picking uniformly among the best `top` first steps instead (easy play).
    """

    def __init__(self, lookahead=1, beam: int = 6, noise: float = 0.0, top: int = 3):
        self.lookahead, self.beam, self.noise, self.top = lookahead, beam, noise, top

    def ranked(self, game, state, player):
        legal = game.legal_actions(state)
        scored = []
        for a in legal:
            scored.append((self.value(game, state, a, player, 1), a))
        scored.sort(key=lambda x: x[0], reverse=True)
        return scored

    def decide(self, game, state, player, rng):
        scored = self.ranked(game, state, player)
        if self.noise and rng.random() < self.noise:
            return rng.choice(scored[: self.top])[1]
        best = scored[0][0]
        ties = [a for v, a in scored if v == best]
        return ties[0] if len(ties) == 1 else rng.choice(ties)

    def value(self, game, state, action, player, depth) -> float:
        s = game.clone(state)
        epoch = s.epoch
        game.apply(s, action)
        deeper = self.lookahead == "turn" or depth < self.lookahead
        if not deeper or game.to_move(s) != player or s.epoch != epoch:
            return game.evaluate(s, player)
        children = game.legal_actions(s)
        if len(children) > self.beam:
            children = sorted(children, key=lambda a: step_value(game, s, a, player),
                              reverse=True)[: self.beam]
        return max(self.value(game, s, a, player, depth + 1) for a in children)


def rollout_policy(game, state, rng):
    """The game's own rollout policy (uniform random unless the game says better)."""
    return game.rollout_action(state, rng)


class SearchBot(Bot):
    """Determinized Monte-Carlo search (flat ISMCTS) with heuristic rollouts.

    The root's candidate moves are pre-ranked by a greedy pass and cut to `candidates`.
    Each iteration re-determinizes the state from my point of view, plays a candidate
    chosen by UCB1, rolls out `horizon` steps with the rollout policy, and backs up the
    evaluation. Stops after `seconds` or `iterations`, whichever comes first.
    """

    def __init__(self, seconds: float = 1.0, iterations: int = 10**9, candidates: int = 8,
                 horizon: int = 20, exploration: float = 0.7, greedy: GreedyBot | None = None):
        self.seconds, self.iterations, self.candidates = seconds, iterations, candidates
        self.horizon, self.c = horizon, exploration
        self.greedy = greedy or GreedyBot(lookahead=1)

    def decide(self, game, state, player, rng):
        deadline = thinking_clock() + self.seconds
        ranked = self.greedy.ranked(game, state, player)
        cands = [a for _, a in ranked[: self.candidates]]
        if len(cands) == 1:
            return cands[0]
        n = [0] * len(cands)
        total = [0.0] * len(cands)
        lo, hi = math.inf, -math.inf
        it = 0
        while it < self.iterations and (it < len(cands) or thinking_clock() < deadline):
            if it < len(cands):
                i = it
            else:
                span = (hi - lo) or 1.0
                logn = math.log(it)
                i = max(range(len(cands)), key=lambda k: (total[k] / n[k] - lo) / span
                        + self.c * math.sqrt(logn / n[k]))
            v = self.simulate(game, state, cands[i], player, rng)
            n[i] += 1
            total[i] += v
            lo, hi = min(lo, v), max(hi, v)
            it += 1
        best = max(range(len(cands)), key=lambda k: (total[k] / n[k], -k))
        return cands[best]

    def simulate(self, game, state, action, player, rng) -> float:
        s = game.determinize(state, player, rng)
        game.apply(s, action)
        for _ in range(self.horizon):
            if game.to_move(s) is None:
                break
            game.apply(s, rollout_policy(game, s, rng))
        return game.evaluate(s, player)
