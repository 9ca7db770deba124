"""The AI thinks in a separate process so the window stays responsive.

The UI sends a save document (seed + options + actions) and the seat to play; the process
follows the match and asks the seat's bot (which determinizes first), then sends back the
action. Requests carry an id so a stale answer (after undo or load) is ignored.

The process can die and the game goes on:
- AIWorker remembers every unanswered request. If the process dies, poll() / alive() / ask()
  start a new one and send those requests again; a request that the process died on
  `retries` + 1 times is answered with an error instead (the UI then plays its fallback).
- A request left unanswered for `timeout` seconds is abandoned: the process is replaced
  and the UI gets (id, None, message), so it plays its fallback move and goes on.
- The process never outlives the app: a thread waits on the parent's sentinel and ends the
  process as soon as the parent is gone, however it died.

One bot per seat for the whole match (as the bench plays): the process keeps a MatchBots
per match identity (the request's match_id, or game + options + seed + seats). A request
whose actions extend the ones already followed is applied step by step and the seats keep
their bots (and what they remember); anything else (undo, Load, a restarted process)
rebuilds the match from the history, and a bot with a `witness(game, state, player)` hook is
shown every past position where its seat was to move, so it remembers what it saw.
"""
from __future__ import annotations

import json
import multiprocessing as mp
import os
import random
import threading
import time
import traceback

from ..core import actions as codec

DEFAULT_TIMEOUT = 60.0   # seconds: a hard decision takes about one
KEEP_MATCHES = 4


# ---- inside the AI process --------------------------------------------------------------------
def match_key(doc: dict, match_id=None):
    if match_id is not None:
        return ("id", str(match_id))
    return (doc["game"], json.dumps(doc["options"], sort_keys=True), doc["seed"],
            json.dumps(doc["seats"], sort_keys=True))


class MatchBots:
    """The match as the AI process follows it, and one bot per (seat, level) for its length."""

    def __init__(self, games, doc: dict):
        from ..core.saves import match_from_document
        self.match = match_from_document(doc, games, "AI request")
        self.raw = list(doc["actions"])
        self.bots: dict = {}

    def follow(self, doc: dict) -> bool:
        """Catch up with `doc` if it extends the moves already followed; False if it does not."""
        actions, have = doc["actions"], len(self.raw)
        if len(actions) < have or actions[:have] != self.raw:
            return False
        for raw in actions[have:]:
            self.match.play(codec.from_json(raw))
            self.raw.append(raw)
        return True

    def bot(self, player: int, level: str):
        from .levels import make_bot
        key = (player, level)
        if key not in self.bots:
            bot = make_bot(self.match.game, level)
            self.witness_history(bot, player)
            self.bots[key] = bot
        return self.bots[key]

    def witness_history(self, bot, player: int) -> None:
        """Show a new bot the positions its seat already decided in (memory after Load)."""
        hook = getattr(bot, "witness", None)
        if hook is None or not self.match.steps:
            return
        game = self.match.game
        for i, state in self.match.replay_states():
            if i < len(self.match.steps) - 1 and game.to_move(state) == player:
                hook(game, state, player)

    def choose(self, player: int, level: str):
        m = self.match
        rng = random.Random(hash((m.seed, len(m.steps), player)) & 0xFFFFFFFF)
        return self.bot(player, level).choose(m.game, m.state, player, rng)


class AIProcess:
    """What the process remembers between requests: a few matches and their bots."""

    def __init__(self, games):
        self.games = games
        self.matches: dict = {}

    def follower(self, doc: dict, match_id=None) -> MatchBots:
        key = match_key(doc, match_id)
        mb = self.matches.pop(key, None)
        if mb is None or not mb.follow(doc):
            mb = MatchBots(self.games, doc)
        self.matches[key] = mb             # most recent last
        while len(self.matches) > KEEP_MATCHES:
            self.matches.pop(next(iter(self.matches)))
        return mb

    def answer(self, msg):
        rid, doc, player, level = msg[:4]
        match_id = msg[4] if len(msg) > 4 else None
        if doc == "memory":  # the bench asks for this process's own peak memory
            return rid, None, peak_memory_mb()
        key = None
        try:
            key = match_key(doc, match_id)
            action = self.follower(doc, match_id).choose(player, level)
            return rid, codec.to_json(action), None
        except Exception:  # noqa: BLE001 - the UI shows it and plays its fallback
            self.matches.pop(key, None)   # start that match afresh next time
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

    def ask(self, doc: dict, player: int, level: str, match_id=None) -> int:
        """Send a request; match_id (optional) names the match so its bots are kept."""
        self._check_health()
        self.next_id += 1
        msg = (self.next_id, doc, player, level, match_id)
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
        return rid, (codec.from_json(action) if action is not None else None), err

    def memory_mb(self, timeout: float = 30):
        """Ask the AI process for its peak memory (blocks; for the bench only)."""
        self.next_id += 1
        rid = self.next_id
        self.requests.put((rid, "memory", -1, "", None))
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
