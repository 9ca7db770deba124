"""Record a lesson's opponents' moves into its file (`replies`), so that a later change to the
AI leaves the lesson as written. Run after writing or changing a lesson's steps:

    python -m engine.lessons.record cascadia [habitat ...]

The moves are the lesson's policy's (the easy AI with a fixed key) along the lesson's steps,
the learner's own included where a step plays them forward ("ten turns later");
the `replies:` block at the end of the file is replaced, the rest of the file kept as typed."""
from __future__ import annotations

import json
import sys

from engine.registry import GAMES

from .lesson import lesson_path, load_lesson, opponents_moves

MARK = "replies:"


def replies_block(moves: list) -> str:
    lines = [f"{MARK}   # the opponents' moves as recorded by engine/lessons/record.py"]
    lines += [f"  - {json.dumps(_lists(a), ensure_ascii=False)}" for a in moves]
    return "\n".join(lines) + "\n"


def _lists(action):
    return [_lists(x) if isinstance(x, tuple) else x for x in action]


def record(name: str) -> int:
    """Rewrite `name`'s lesson with its replies; returns how many were recorded."""
    game = GAMES[name]
    moves = opponents_moves(game, load_lesson(game))
    path = lesson_path(name)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    cut = text.find("\n" + MARK)
    kept = text if cut < 0 else text[:cut + 1]
    with open(path, "w", encoding="utf-8") as f:
        f.write(kept.rstrip("\n") + "\n" + replies_block(moves))
    load_lesson(game)            # the file as written still plays through
    return len(moves)


def main(argv: list[str]) -> int:
    for name in argv:
        print(f"{name}: {record(name)} replies recorded in {lesson_path(name)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
