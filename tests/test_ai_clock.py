"""Bots think by CPU time (engine/ai/clock.py): a busy machine makes the AI slower, never
weaker, and the bench, run beside other work, measures the AI the app plays."""
from __future__ import annotations

import os
import re
import time

from engine.ai.clock import thinking_clock

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WALL = re.compile(r"\b(perf_counter|monotonic)\(|\btime\.time\(")
# these measure or time out on purpose: benches, the AI process's watchdog, file ages
ALLOWED = ("bench", "engine/ai/worker.py", "engine/ai/seats.py", "engine/core/saves.py")


def test_waiting_does_not_spend_thinking_time_and_working_does():
    t0 = thinking_clock()
    time.sleep(0.3)
    assert thinking_clock() - t0 < 0.1
    t1 = thinking_clock()
    while thinking_clock() - t1 < 0.05:
        sum(range(1000))
    assert thinking_clock() - t1 >= 0.05


def test_no_bot_bounds_its_thinking_by_the_wall_clock():
    offenders = []
    for folder, _, files in os.walk(os.path.join(ROOT, "engine")):
        for name in files:
            rel = os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/")
            if not name.endswith(".py") or any(a in rel for a in ALLOWED):
                continue
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                offenders += [f"{rel}:{i}" for i, line in enumerate(f, 1) if WALL.search(line)]
    assert offenders == []
