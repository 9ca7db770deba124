"""The clock a bot thinks by: this process's CPU time, not the wall clock.

A bot given `seconds` to think gets that much of a core, however busy the machine is, so the
bench (run beside other work, several games at once) measures the very AI the app plays, and
a loaded laptop makes the AI slower, never weaker.
"""
from __future__ import annotations

import time


def thinking_clock() -> float:
    """Seconds of CPU this process has used (a bot's deadline is measured on it)."""
    return time.process_time()
