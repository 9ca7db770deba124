"""One bot per seat for a match's length, deciding from what that seat can see, and nothing else.

A decision request (`request()`) holds the seat's observation, the step number, the level and
a key naming the match; for a bot that remembers (it has a `witness(game, state, player)`
hook) also the seat's observations at its past decisions. Never the seed, the log or a hidden
card: a bot cannot cheat even by mistake. The app's AI process and the bench both decide
through `SeatBots`, so the AI the bench measures is the AI the app plays.

A seat keeps its bot (and what it remembers) while the requests move forward; a request
for a step at or before the bot's last decision (undo, Load, a restarted process) gets a
new bot, shown every past position of the request's history.
"""
from __future__ import annotations

import random
import time

from .levels import bot_class, make_bot


def remembers(game, level: str) -> bool:
    """True if the level's bot keeps memory across decisions (then requests carry history)."""
    return hasattr(bot_class(game, level), "witness")


def request(game, state, player: int, level: str, step: int, key: str, seen=()) -> dict:
    """What the AI is sent to decide for `player`: `seen` is a list of (step, observation)
    of the seat's earlier decisions (only used by bots that remember)."""
    return {"game": game.name, "player": player, "level": level, "step": step, "key": str(key),
            "obs": game.observe(state, player),
            "seen": list(seen) if remembers(game, level) else []}


def seen_positions(game, states, player: int, upto: int) -> list:
    """(step, observation) for every position before step `upto` where `player` was to move;
    `states` yields (index, state) as Match.replay_states() does (index k-1 = after k steps)."""
    out = []
    for i, s in states:
        k = i + 1
        if k >= upto:
            break
        if game.to_move(s) == player:
            out.append((k, game.observe(s, player)))
    return out


class SeatBots:
    """The bots of one match, one per (seat, level), each fed only its seat's requests."""

    def __init__(self, game, make=None):
        self.game, self.make = game, make   # make(game, level): the bench may set a budget
        self.bots: dict = {}       # (player, level) -> [bot, last step decided, steps witnessed]

    def decide(self, req: dict):
        game, p, level, step = self.game, req["player"], req["level"], req["step"]
        entry = self.bots.get((p, level))
        if entry is None or step <= entry[1]:
            entry = self.bots[(p, level)] = [(self.make or make_bot)(game, level), -1, set()]
        bot, _, witnessed = entry
        hook = getattr(bot, "witness", None)
        if hook is not None:
            for k, obs in req["seen"]:
                if k < step and k not in witnessed:
                    hook(game, obs, p)
                    witnessed.add(k)
        rng = random.Random(f"{req['key']}:{step}:{p}")
        action = bot.choose(game, req["obs"], p, rng)
        entry[1] = step
        witnessed.add(step)
        return action


def play_out(game, state, levels, key: str, watch=None, make=None, max_steps=None):
    """Play `state` on to the end as the app does: each seat asks its bot through a request
    holding only its own observation. watch(state, player, action, seconds, forced, cpu) is
    called before each action is applied (seconds: wall-clock time of the request and the
    decision; cpu: this process's CPU time for them). Returns the steps played; stops early
    after max_steps."""
    bots = SeatBots(game, make)
    seen: list[list] = [[] for _ in levels]
    step = 0
    while (p := game.to_move(state)) is not None and (max_steps is None or step < max_steps):
        forced = len(game.legal_actions(state)) == 1
        t0, c0 = time.perf_counter(), time.process_time()
        req = request(game, state, p, levels[p], step, key, seen[p])
        action = bots.decide(req)
        if watch is not None:
            watch(state, p, action, time.perf_counter() - t0, forced, time.process_time() - c0)
        seen[p].append((step, req["obs"]))
        game.apply(state, action)
        step += 1
    return step
