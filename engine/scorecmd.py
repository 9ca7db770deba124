"""`python main.py score GAME FILE.json`: score a position file, per category, as JSON."""
from __future__ import annotations

import json
import sys

from .core import DataError
from .registry import GAMES


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: main.py score GAME FILE.json", file=sys.stderr)
        return 2
    name, path = argv
    if name not in GAMES:
        print(f"unknown game {name!r}; registered: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    game = GAMES[name]
    if not game.has_positions:
        print(f"{name} has no position files", file=sys.stderr)
        return 2
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except OSError as e:
        print(f"{path}: cannot be read ({e.strerror or e})", file=sys.stderr)
        return 1
    except (ValueError, UnicodeDecodeError) as e:
        print(f"{path}: not valid JSON ({e})", file=sys.stderr)
        return 1
    try:
        result = game.score_position(doc)
    except (DataError, ValueError) as e:
        print(f"{path}: {e}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return 0
