"""AI levels: easy / normal / hard, each a bot spec a game may tune in `ai_levels()`.

A spec is a dict: {"bot": "random" | "greedy" | "search" | <Bot class>, ...its parameters}.
"""
from __future__ import annotations

from .bots import Bot, GreedyBot, RandomBot, SearchBot

LEVELS = ("easy", "normal", "hard")

DEFAULTS = {
    "random": {"bot": "random"},
    "easy": {"bot": "greedy", "lookahead": 1, "noise": 0.35, "top": 3},
    "normal": {"bot": "greedy", "lookahead": "turn", "beam": 6},
    "hard": {"bot": "search", "seconds": 1.0, "candidates": 8, "horizon": 20},
}

KINDS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


def _spec(game, level: str) -> dict:
    spec = dict(DEFAULTS.get(level, {}))
    spec.update(game.ai_levels().get(level, {}))
    if not spec:
        raise ValueError(f"unknown AI level {level!r}")
    return spec


def bot_class(game, level: str) -> type:
    kind = _spec(game, level)["bot"]
    return KINDS[kind] if isinstance(kind, str) else kind


def make_bot(game, level: str) -> Bot:
    spec = _spec(game, level)
    spec.pop("bot")
    return bot_class(game, level)(**spec)
