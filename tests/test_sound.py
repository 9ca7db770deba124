"""Sounds made in code (ui/sound.py) and the moments that ask for them (ui/cues.py, the play
session): short soft buffers, a mixer started only by the first cue played, silence when
muted, at volume 0 or without an audio device."""
from __future__ import annotations

import logging
import subprocess
import sys

import pygame
import pytest

from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.test_session import FakeWorker
from ui import cues, sound
from ui.session import PlaySession
from ui.settings import Settings

G = GAMES["pebbles"]
ANN, BOT = Seat("human", name="Ann"), Seat("ai", "easy", "Bot")


@pytest.fixture
def no_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("cue", cues.CUES)
def test_each_cue_is_a_short_soft_buffer_that_starts_and_ends_quietly(cue):
    samples = sound.buffer(cue)
    assert len(samples) > sound.RATE * 0.05, "long enough to hear"
    assert len(samples) < sound.RATE * 1.0, "short: under a second"
    peak = max(abs(v) for v in samples)
    assert 0.3 * 32767 < peak <= sound.PEAK * 32767 + 1, "soft, never at full scale"
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, "no click at either end"


def test_the_cues_sound_different():
    assert len({bytes(sound.buffer(c)) for c in cues.CUES}) == len(cues.CUES)


def test_importing_and_starting_the_app_start_no_mixer():
    code = ("import pygame, ui.sound, ui.scenes.play; from ui.app import App; "
            "from ui.settings import Settings; a = App(Settings(language='en')); "
            "print(pygame.mixer.get_init()); a.shutdown()")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         cwd=sound.__file__.rsplit("/ui/", 1)[0])
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "None"


def test_the_first_cue_starts_the_mixer(no_mixer):
    player = sound.Player()
    assert pygame.mixer.get_init() is None
    assert player.play(cues.TURN, Settings(volume=50))
    assert pygame.mixer.get_init() is not None
    assert player.sounds[cues.TURN].get_volume() == pytest.approx(0.5, abs=0.01)


@pytest.mark.parametrize("settings", [Settings(mute=True), Settings(volume=0)])
def test_muted_or_at_zero_nothing_plays_and_no_mixer_starts(no_mixer, settings):
    player = sound.Player()
    assert not player.play(cues.TURN, settings)
    assert pygame.mixer.get_init() is None and player.sounds == {}


def test_without_an_audio_device_the_app_is_silent_and_says_nothing_alarming(no_mixer, monkeypatch, caplog):
    calls = []

    def no_device(*args, **kw):
        calls.append(1)
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = sound.Player()
    with caplog.at_level(logging.DEBUG):
        assert not player.play(cues.TURN, Settings())
        assert not player.play(cues.END, Settings())
    assert calls == [1], "tried once, then silent"
    assert all(r.levelno < logging.WARNING for r in caplog.records)


def test_a_driver_that_will_not_start_leaves_the_terminal_quiet():
    import os
    code = ("from ui import sound; from ui.settings import Settings; "
            "print(sound.play('turn', Settings()), sound.PLAYER.failed)")
    env = dict(os.environ, SDL_AUDIODRIVER="no_such_driver")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         cwd=sound.__file__.rsplit("/ui/", 1)[0], env=env)
    assert out.returncode == 0 and out.stdout.strip().splitlines()[-1] == "False True"
    assert out.stderr == ""


def test_a_second_quick_cue_is_skipped_but_the_turn_is_always_heard(no_mixer):
    now = [10.0]
    player = sound.Player(clock=lambda: now[0])
    assert player.play(cues.TAKE, Settings())
    assert not player.play(cues.PLACE, Settings()), "AIs at instant speed: no rattle"
    assert player.play(cues.TURN, Settings())
    now[0] += 1
    assert player.play(cues.PLACE, Settings())


# ---- which moment gets which cue ----------------------------------------------------------
def test_step_cues_read_the_step_without_rules():
    humans = [0]
    assert cues.step_cue(("take", 1, 2), 1, 1, humans, False) == cues.TAKE
    assert cues.step_cue(("place", 0, 0, 3), 1, 1, humans, False) == cues.PLACE
    assert cues.step_cue(("end_turn",), 1, 1, humans, False) is None
    assert cues.step_cue(("place", 0, 0, 3), 1, 0, humans, False) == cues.TURN, "your turn comes round"
    assert cues.step_cue(("place", 0, 0, 3), 0, 0, humans, False, 3, 5) == cues.SCORE
    assert cues.step_cue(("place", 0, 0, 3), 0, 0, humans, False, 5, 5) == cues.PLACE
    assert cues.step_cue(("place", 0, 0, 3), 1, None, humans, True) == cues.END


def session(*seats, worker=None):
    m = Match.new(G, {"players": len(seats), "length": "full"}, 3, list(seats))
    return PlaySession(m, worker=worker and (lambda: worker))


def test_the_session_asks_for_take_score_and_refused():
    s = session(ANN, BOT)
    assert not s.play(("lay", "garden"))
    assert s.take_cues() == [cues.REFUSED]
    s.play(s.snapshot().legal[0])
    assert s.take_cues() == [cues.TAKE]
    s.play(("lay", "garden"))          # a card in the garden counts its value
    assert s.take_cues() == [cues.SCORE]
    assert s.take_cues() == [], "said once"


def test_the_turn_cue_when_the_ai_hands_the_turn_back():
    worker = FakeWorker()
    s = session(ANN, BOT, worker=worker)
    s.play(s.snapshot().legal[0])
    s.play(s.snapshot().legal[0])
    s.take_cues()
    heard = []
    while s.match.to_move() == 1:
        s.poll()
        worker.answer(G.legal_actions(s.match.state)[0])
        s.poll()
        s.poll()
        heard += s.take_cues()
    assert heard == [cues.TAKE, cues.TURN]


def test_the_game_end_has_its_cue():
    s = session(ANN)
    heard = []
    while s.match.to_move() is not None:
        s.play(s.snapshot().legal[-1])
        heard += s.take_cues()
    assert heard[-1] == cues.END and heard.count(cues.END) == 1


def test_a_game_on_screen_plays_its_cues(app, monkeypatch):
    from tests import uikit
    played = []
    monkeypatch.setattr(sound, "play", lambda cue, settings: played.append((cue, settings.volume)))
    scene, _match = uikit.board(app, "pebbles")
    scene.try_play(("lay", "garden"))
    uikit.frame(app)
    assert played == [(cues.REFUSED, 70)]
