"""The AI thinks in a separate process so the window stays responsive.

The UI sends a decision request built by `engine.ai.seats.request()`: the seat's observation,
the step, the level and a key naming the match (plus, for bots that remember, the seat's
observations at its past decisions). The process never receives the seed, the log or a
hidden card. It decides through `SeatBots` (one bot per seat for the match's length, as the
bench plays) and sends back the action. A review request (kind "review", built by
engine/review/game.py from the player's observations) gets a dict back instead: the hard bot's
move and the estimates of both moves (engine/review/search.py). Requests carry an id so a stale answer (after undo
or load) is ignored.

The process can die and the game goes on:
- AIWorker remembers every unanswered request. If the process dies, poll() / alive() / ask()
  start a new one and send those requests again; a request that the process died on
  `retries` + 1 times is answered with an error instead (the UI then plays its fallback).
- A request left unanswered for `timeout` seconds is abandoned: the process is replaced
  and the UI gets (id, None, message), so it plays its fallback move and goes on.
- The process never outlives the app: a thread waits on the parent's sentinel and ends the
  process as soon as the parent is gone, however it died.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import threading
import time
import traceback

from ..core import actions as codec
from ..review.game import answer_here
from .seats import SeatBots

DEFAULT_TIMEOUT = 60.0   # seconds: a hard decision takes about one
KEEP_MATCHES = 4


# ---- inside the AI process --------------------------------------------------------------------
class AIProcess:
    """What the process remembers between requests: the bots of a few matches."""

    def __init__(self, games):
        self.games = games
        self.matches: dict = {}

    def seats(self, req: dict) -> SeatBots:
        key = (req["game"], req["key"])
        sb = self.matches.pop(key, None) or SeatBots(self.games[req["game"]])
        self.matches[key] = sb             # most recent last
        while len(self.matches) > KEEP_MATCHES:
            self.matches.pop(next(iter(self.matches)))
        return sb

    def answer(self, msg):
        rid, req = msg
        if req == "memory":  # the bench asks for this process's own peak memory
            return rid, None, peak_memory_mb()
        try:
            if req.get("kind") == "review":    # one decision of a finished game reviewed: a dict
                return rid, answer_here(self.games[req["game"]], self.seats(req), req), None
            action = self.seats(req).decide(req)
            return rid, codec.to_json(action), None
        except Exception:  # noqa: BLE001 - the UI shows it and plays its fallback
            self.matches.pop((req.get("game"), req.get("key")), None)   # afresh next time
            return rid, None, traceback.format_exc(limit=5)[-2000:]


def _watch_parent():
    """End this process as soon as the app is gone (killed, crashed or closed)."""
    parent = mp.parent_process()
    if parent is None:
        return
    from multiprocessing.connection import wait
    wait([parent.sentinel])
    os._exit(0)


def _serve(requests, answers, entries):
    threading.Thread(target=_watch_parent, daemon=True).start()
    from ..registry import GAMES
    for name, target in entries.items():  # games registered at run time (tests) too
        if name not in GAMES:
            GAMES.register(name, target)
    ai = AIProcess(GAMES)
    while True:
        msg = requests.get()
        if msg is None:
            return
        answers.send(ai.answer(msg))


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


# ---- in the app ---------------------------------------------------------------------------------
class AIWorker:
    """The UI's handle on the AI process: ask / poll / alive / close (+ memory_mb for the bench)."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT, retries: int = 2):
        self.timeout, self.retries = timeout, retries
        self.next_id = 0
        self.pending: dict = {}    # request id -> [message, deaths while it was the oldest]
        self.ready: list = []      # answers made here (give-ups, time-outs) waiting for poll()
        self.restarts = 0
        self.closed = False
        self.proc = None
        self._start()

    def _start(self):
        ctx = mp.get_context("spawn")
        # requests: a queue (its feeder thread never blocks the UI on a long document);
        # answers: a pipe whose writing end only the process holds, so that a process dying
        # half-way through an answer reads as an end of file here, never as a wait forever
        self.requests = ctx.Queue()
        self.answers, writer = ctx.Pipe(duplex=False)
        from ..registry import GAMES
        self.proc = ctx.Process(target=_serve, args=(self.requests, writer, GAMES.entries()),
                                daemon=True)
        self.proc.start()
        writer.close()
        self.busy_since = time.monotonic()
        for rid in sorted(self.pending):
            self.requests.put(self.pending[rid][0])

    def _stop(self):
        """End the current process and drop its queues (nothing left in them matters)."""
        proc = self.proc
        if proc.is_alive():
            proc.terminate()
            proc.join(timeout=1)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=1)
        self.requests.cancel_join_thread()
        self.requests.close()
        self.answers.close()

    def _restart(self):
        """The process died: replace it and send again what it had not answered."""
        self._stop()
        self.restarts += 1
        if self.pending:
            oldest = min(self.pending)   # the process works in order: this one was running
            self.pending[oldest][1] += 1
            if self.pending[oldest][1] > self.retries:
                del self.pending[oldest]
                why = f"the AI process stopped on this request {self.retries + 1} times; gave up"
                self.ready.append((oldest, None, why))
        self._start()

    def _abandon_oldest(self):
        rid = min(self.pending)
        del self.pending[rid]
        self.ready.append((rid, None, f"the AI took more than {self.timeout:g} s; request abandoned"))
        self._stop()
        self.restarts += 1
        self._start()

    def _check_health(self):
        if self.closed:
            return
        if not self.proc.is_alive():
            self._restart()
        elif self.pending and time.monotonic() - self.busy_since > self.timeout:
            self._abandon_oldest()

    def ask(self, req: dict) -> int:
        """Send a decision request (engine.ai.seats.request()); returns its id."""
        self._check_health()
        self.next_id += 1
        msg = (self.next_id, req)
        if not self.pending:
            self.busy_since = time.monotonic()
        self.pending[self.next_id] = [msg, 0]
        self.requests.put(msg)
        return self.next_id

    def poll(self):
        """(request id, action or None, error text or None), or None if nothing is ready."""
        if self.ready:
            return self.ready.pop(0)
        try:
            if not self.answers.poll():
                self._check_health()
                return self.ready.pop(0) if self.ready else None
            rid, action, err = self.answers.recv()
        except (EOFError, OSError, ValueError, TypeError):   # the process died while answering
            self._restart()
            return self.ready.pop(0) if self.ready else None
        if self.pending.pop(rid, None) is not None:
            self.busy_since = time.monotonic()
        if isinstance(action, dict):          # a review's answer (engine/review/search.py)
            return rid, action, err
        return rid, (codec.from_json(action) if action is not None else None), err

    def memory_mb(self, timeout: float = 30):
        """Ask the AI process for its peak memory (blocks; for the bench only)."""
        self.next_id += 1
        rid = self.next_id
        self.requests.put((rid, "memory"))
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if not self.answers.poll(0.1):
                    continue
                got_id, _action, mb = self.answers.recv()
            except (EOFError, OSError):
                return None
            if got_id == rid:
                return mb
        return None

    def forget(self, rids) -> None:
        """Requests whose answers nobody wants any more (a cancelled review): not sent again
        after a restart; an answer already on its way is still read and ignored by its asker."""
        for rid in rids:
            self.pending.pop(rid, None)

    def alive(self) -> bool:
        """True while this worker can answer; a dead process is replaced here."""
        if self.closed:
            return False
        if not self.proc.is_alive():
            self._restart()
        return True

    def close(self):
        if self.closed:
            return
        self.closed = True
        try:
            self.requests.put(None)
            self.proc.join(timeout=1)
        finally:
            self._stop()
