"""The AI process can die and the game goes on (issue 16, items 4 and 6)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from engine.ai.worker import AIProcess, AIWorker, MatchBots
from engine.core import saves
from engine.core.match import Match, Seat
from engine.registry import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kauri_match():
    g = GAMES["kauri"]
    return Match.new(g, g.default_options(2), 3, [Seat("human", name="Ann"), Seat("ai", "hard", "Bot")])


def wait_answer(worker, rid, seconds=60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        got = worker.poll()
        if got is not None and got[0] == rid:
            return got
        time.sleep(0.02)
    raise AssertionError("no answer")


def gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/status") as f:
            return any(line.startswith("State:") and "Z" in line.split()[1] for line in f)
    except FileNotFoundError:
        return True


@pytest.fixture
def worker():
    w = AIWorker()
    yield w
    w.close()


def test_killed_with_a_request_pending_the_answer_still_arrives(worker):
    m = kauri_match()
    first = worker.proc.pid
    rid = worker.ask(saves.to_document(m), m.to_move(), "hard")
    os.kill(first, signal.SIGKILL)         # mid-start or mid-search: either way pending
    rid, action, err = wait_answer(worker, rid)
    assert err is None and action in m.game.legal_actions(m.state)
    assert worker.proc.pid != first and worker.restarts >= 1
    assert worker.alive()
    # and the replacement keeps serving
    m.play(action)
    rid = worker.ask(saves.to_document(m), m.to_move(), "easy")
    assert wait_answer(worker, rid)[1] in m.game.legal_actions(m.state)


def test_a_process_dying_on_every_try_is_given_up_with_an_error():
    w = AIWorker(retries=1)
    try:
        m = kauri_match()
        rid = w.ask(saves.to_document(m), m.to_move(), "easy")
        for _ in range(2):                  # dies twice with the same request as its oldest
            os.kill(w.proc.pid, signal.SIGKILL)
            w.proc.join(5)
            w.alive()
        got = wait_answer(w, rid, 10)
        assert got[1] is None and "gave up" in got[2]
    finally:
        w.close()


def test_a_request_that_takes_far_too_long_is_abandoned_and_the_next_one_served():
    w = AIWorker(timeout=0.2)               # less than the process needs to start
    try:
        m = kauri_match()
        rid = w.ask(saves.to_document(m), m.to_move(), "hard")
        rid, action, err = wait_answer(w, rid, 20)
        assert action is None and "abandoned" in err
        w.timeout = 60
        rid = w.ask(saves.to_document(m), m.to_move(), "easy")
        assert wait_answer(w, rid)[1] in m.game.legal_actions(m.state)
    finally:
        w.close()


CHILD = """
import os, sys, time
sys.path.insert(0, {root!r})
from engine.ai.worker import AIWorker
if __name__ == "__main__":
    w = AIWorker()
    print(w.proc.pid, flush=True)
    time.sleep(60)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_the_ai_process_never_outlives_the_app(tmp_path, how):
    script = tmp_path / "app.py"
    script.write_text(CHILD.format(root=ROOT))
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(app.stdout.readline())
        assert not gone(pid)
        app.send_signal(how)               # no clean shutdown runs on SIGKILL
        app.wait(10)
        deadline = time.monotonic() + 10
        while not gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert gone(pid), "the AI process still runs after the app died"
    finally:
        app.kill()


# ---- one bot per seat for the whole match ---------------------------------------------------------
class Remembering:
    """A bot that records every position it is shown, decided or witnessed."""
    made = 0

    def __init__(self):
        Remembering.made += 1
        self.seen = []

    def witness(self, game, state, player):
        self.seen.append(("witness", game.turn_key(state)))

    def choose(self, game, state, player, rng):
        self.seen.append(("choose", game.turn_key(state)))
        return game.legal_actions(state)[0]


def test_bots_are_kept_for_the_match_and_rebuilt_from_the_history(monkeypatch):
    from engine.ai import levels
    monkeypatch.setattr(levels, "make_bot", lambda game, level: Remembering())
    Remembering.made = 0
    g = GAMES["pebbles"]
    m = Match.new(g, g.default_options(2), 5, [Seat("ai", "easy"), Seat("ai", "easy")])
    ai = AIProcess(GAMES)
    bots = {}
    for _ in range(6):
        p = m.to_move()
        _, action, err = ai.answer((1, saves.to_document(m), p, "easy"))
        assert err is None
        m.play(tuple(action))
        bots.setdefault(p, ai.matches[next(iter(ai.matches))].bots[(p, "easy")])
    assert Remembering.made == 2, "one bot per seat, not one per request"
    assert sum(len(b.seen) for b in bots.values()) == 6
    assert all({k for k, _ in b.seen} == {"choose"} for b in bots.values())
    # a new process (or a Load) rebuilds the match and shows the bot its seat's past positions
    fresh = AIProcess(GAMES)
    p = m.to_move()
    fresh.answer((2, saves.to_document(m), p, "easy"))
    bot = fresh.matches[next(iter(fresh.matches))].bots[(p, "easy")]
    past = sum(1 for st in m.steps if st.player == p)
    assert past and [k for k, _ in bot.seen] == ["witness"] * past + ["choose"]
    # an undo (a shorter log) rebuilds too; an unrelated match never shares the bots
    m.rewind(2)
    fresh.answer((3, saves.to_document(m), m.to_move(), "easy"))
    assert Remembering.made == 4


def test_follow_refuses_a_log_that_does_not_extend_it():
    g = GAMES["pebbles"]
    m = Match.new(g, g.default_options(2), 5, [Seat(), Seat()])
    first = g.legal_actions(m.state)
    assert len(first) > 1
    m.play(first[0])
    mb = MatchBots(GAMES, saves.to_document(m))
    shorter = saves.to_document(Match.new(g, m.options, 5, m.seats))
    assert not mb.follow(shorter)
    other = Match.new(g, m.options, 5, m.seats)
    other.play(first[-1])
    assert not mb.follow(saves.to_document(other))
    m.play(g.legal_actions(m.state)[0])
    assert mb.follow(saves.to_document(m)) and mb.match.state == m.state
