"""The AI thinks in a separate process so the window stays responsive.

The UI sends a save document (seed + options + actions) and the seat to play; the worker
rebuilds the match, asks the level's bot (which determinizes first) and sends back the
action. Requests carry an id so a stale answer (after undo or load) is ignored.
"""
from __future__ import annotations

import multiprocessing as mp
import queue
import random
import time
import traceback

from ..core import actions as codec


def _serve(requests, answers, entries):
    from ..core.saves import match_from_document
    from ..registry import GAMES
    from .levels import make_bot
    for name, target in entries.items():  # games registered at run time (tests) too
        if name not in GAMES:
            GAMES.register(name, target)
    while True:
        msg = requests.get()
        if msg is None:
            return
        rid, doc, player, level = msg
        if doc == "memory":  # the bench asks for this process's own peak memory
            answers.put((rid, None, peak_memory_mb()))
            continue
        try:
            match = match_from_document(doc, GAMES)
            game = match.game
            rng = random.Random(hash((doc["seed"], len(doc["actions"]), player)) & 0xFFFFFFFF)
            action = make_bot(game, level).choose(game, match.state, player, rng)
            answers.put((rid, codec.to_json(action), None))
        except Exception:  # the UI shows it instead of crashing
            answers.put((rid, None, traceback.format_exc(limit=5)))


def peak_memory_mb():
    """This process's peak resident memory since it started (Linux: VmHWM), or None."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


class AIWorker:
    def __init__(self):
        ctx = mp.get_context("spawn")
        self.requests, self.answers = ctx.Queue(), ctx.Queue()
        from ..registry import GAMES
        self.proc = ctx.Process(target=_serve, args=(self.requests, self.answers, GAMES.entries()),
                                daemon=True)
        self.proc.start()
        self.next_id = 0

    def ask(self, doc: dict, player: int, level: str) -> int:
        self.next_id += 1
        self.requests.put((self.next_id, doc, player, level))
        return self.next_id

    def poll(self):
        """(request id, action or None, error text or None), or None if nothing is ready."""
        try:
            rid, action, err = self.answers.get_nowait()
        except queue.Empty:
            return None
        return rid, (codec.from_json(action) if action is not None else None), err

    def memory_mb(self, timeout: float = 30):
        """Ask the AI process for its peak memory (blocks; for the bench only)."""
        rid = self.ask("memory", -1, "")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                got_id, _action, mb = self.answers.get(timeout=0.1)
            except queue.Empty:
                continue
            if got_id == rid:
                return mb
        return None

    def alive(self) -> bool:
        return self.proc.is_alive()

    def close(self):
        try:
            self.requests.put(None)
            self.proc.join(timeout=1)
        finally:
            if self.proc.is_alive():
                self.proc.terminate()
