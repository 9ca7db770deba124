"""Terrarium: `python main.py` opens the app.

Subcommands:
  smoke                      headless check: load all data, draw every scene, play, save, load
  bench [--game G] [--quick] [--games N] [--json]   print performance and AI figures
  score GAME FILE.json       score a position file (per-category breakdown as JSON)
  SAVE.json                  open the app on that saved game
"""
from __future__ import annotations

import multiprocessing
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

START = time.perf_counter()


def main(argv: list[str]) -> int:
    if argv and argv[0] == "smoke":
        from ui.smoke import run_smoke
        return run_smoke(argv[1:])
    if argv and argv[0] == "bench":
        from engine.bench import main as bench_main
        from ui.framebench import ui_figures
        return bench_main(argv[1:], ui_figures)
    if argv and argv[0] == "probe":
        from ui.framebench import probe
        return probe(argv[1:])
    if argv and argv[0] == "score":
        from engine.scorecmd import main as score_main
        return score_main(argv[1:])
    if argv and argv[0] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    if len(argv) > 1 or argv and (argv[0].startswith("-") or not argv[0].endswith(".json")):
        print(f"main.py: unknown arguments: {' '.join(argv)}\n{__doc__}", file=sys.stderr)
        return 2
    from ui.app import main as app_main
    return app_main(argv[0] if argv else None)


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main(sys.argv[1:]))
