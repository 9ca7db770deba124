"""The AI process can die and the game goes on (issue 16, items 4 and 6)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from engine.ai import seats
from engine.ai.worker import AIProcess, AIWorker
from engine.core.match import Match, Seat
from engine.registry import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kauri_match():
    g = GAMES["kauri"]
    return Match.new(g, g.default_options(2), 3, [Seat("human", name="Ann"), Seat("ai", "hard", "Bot")])


def req(m, level, key="k"):
    """The request the app sends for the seat to move."""
    return seats.request(m.game, m.state, m.to_move(), level, len(m.steps), key)


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
    rid = worker.ask(req(m, "hard"))
    os.kill(first, signal.SIGKILL)         # mid-start or mid-search: either way pending
    rid, action, err = wait_answer(worker, rid)
    assert err is None and action in m.game.legal_actions(m.state)
    assert worker.proc.pid != first and worker.restarts >= 1
    assert worker.alive()
    # and the replacement keeps serving
    m.play(action)
    rid = worker.ask(req(m, "easy"))
    assert wait_answer(worker, rid)[1] in m.game.legal_actions(m.state)


def test_a_process_dying_on_every_try_is_given_up_with_an_error():
    w = AIWorker(retries=1)
    try:
        m = kauri_match()
        rid = w.ask(req(m, "easy"))
        for _ in range(2):                  # dies twice with the same request as its oldest
            os.kill(w.proc.pid, signal.SIGKILL)
            w.proc.join(5)
            w.alive()
        got = wait_answer(w, rid, 10)
        assert got[1] is None and "gave up" in got[2]
    finally:
        w.close()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="stops the process with SIGSTOP")
def test_a_request_that_takes_far_too_long_is_abandoned_and_the_next_one_served():
    w = AIWorker(timeout=0.5)
    try:
        m = kauri_match()
        # a process that hangs: no answer comes, however fast the machine (a short timeout
        # alone was beaten by a fast one)
        os.kill(w.proc.pid, signal.SIGSTOP)
        rid = w.ask(req(m, "hard"))
        rid, action, err = wait_answer(w, rid, 20)
        assert action is None and "abandoned" in err
        w.timeout = 60
        rid = w.ask(req(m, "easy"))
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


def test_bots_are_kept_for_the_match_and_rebuilt_from_the_seats_history(monkeypatch):
    monkeypatch.setattr(seats, "make_bot", lambda game, level: Remembering())
    monkeypatch.setattr(seats, "remembers", lambda game, level: True)
    Remembering.made = 0
    g = GAMES["pebbles"]
    m = Match.new(g, g.default_options(2), 5, [Seat("ai", "easy"), Seat("ai", "easy")])
    ai = AIProcess(GAMES)
    history = {0: [], 1: []}
    bots = {}
    for _ in range(6):
        p = m.to_move()
        r = seats.request(g, m.state, p, "easy", len(m.steps), "match-1", history[p])
        _, action, err = ai.answer((1, r))
        assert err is None
        history[p].append((len(m.steps), r["obs"]))
        m.play(tuple(action))
        bots.setdefault(p, ai.matches[("pebbles", "match-1")].bots[(p, "easy")][0])
    assert Remembering.made == 2, "one bot per seat, not one per request"
    assert all({k for k, _ in b.seen} == {"choose"} for b in bots.values()), "nothing shown twice"
    # a new process (or a Load) gives the seat a new bot, shown its seat's past positions
    fresh = AIProcess(GAMES)
    p = m.to_move()
    fresh.answer((2, seats.request(g, m.state, p, "easy", len(m.steps), "match-1", history[p])))
    bot = fresh.matches[("pebbles", "match-1")].bots[(p, "easy")][0]
    assert history[p] and [k for k, _ in bot.seen] == ["witness"] * len(history[p]) + ["choose"]
    # an undo (a step already decided) rebuilds too
    m.rewind(2)
    p = m.to_move()
    kept = [(k, o) for k, o in history[p] if k < 2]
    fresh.answer((3, seats.request(g, m.state, p, "easy", 2, "match-1", kept)))
    assert Remembering.made == 4
    # another match never shares the bots
    fresh.answer((4, seats.request(g, m.state, p, "easy", 2, "match-2", kept)))
    assert Remembering.made == 5


def test_habitats_hard_bot_remembers_through_the_apps_path():
    """Issue 16 item 6: the hard Habitat bot's memory (cards seen going into the opponent's
    hand) is used when it plays through the request path, as in the app and the bench."""
    from engine.ai.levels import make_bot
    from engine.ai.seats import play_out
    g = GAMES["habitat"]
    s = g.setup(g.default_options(2), 11)
    known = []

    def cheap_hard(game, level):
        bot = make_bot(game, level)
        if level == "hard":
            bot.seconds, bot.replies = 0.01, 1
            bot.search.worlds, bot.search.samples = 1, 1
            update = bot.memory.update

            def spy(deck, o, me):
                update(deck, o, me)
                known.append(len(bot.memory.known))
            bot.memory.update = spy
        return bot

    play_out(g, s, ["hard", "easy"], "memory", make=cheap_hard, max_steps=120)
    assert known and max(known) > 0, "the hard bot never knew a card in the other hand"
