"""The table's sounds, made here in code: each cue is a short sample buffer of soft tones built
with math and array (no recorded sound). The mixer starts when the first cue plays, never at
import or start-up; without an audio device the app stays silent (one quiet log line)."""
from __future__ import annotations

import array
import contextlib
import logging
import math
import os
import time

import pygame

from .cues import END, PLACE, REFUSED, SCORE, TAKE, TURN

RATE = 22050
PEAK = 0.45          # of full scale: cues stay soft under the player's volume
GAP = 0.06           # seconds: a cue asked sooner after the last one is skipped (AI at instant)
log = logging.getLogger(__name__)

# each cue: notes as (start s, frequency Hz, length s, loudness 0-1, decay per second)
NOTES = {
    TURN: [(0.0, 659.3, 0.30, 0.8, 9.0), (0.12, 880.0, 0.36, 0.9, 8.0)],
    TAKE: [(0.0, 784.0, 0.10, 0.7, 30.0)],
    PLACE: [(0.0, 220.0, 0.12, 1.0, 28.0), (0.0, 440.0, 0.05, 0.4, 60.0)],
    SCORE: [(0.0, 1046.5, 0.16, 0.6, 14.0), (0.07, 1318.5, 0.16, 0.6, 14.0),
            (0.14, 1568.0, 0.26, 0.7, 10.0)],
    REFUSED: [(0.0, 196.0, 0.11, 0.8, 12.0), (0.10, 155.6, 0.16, 0.8, 12.0)],
    END: [(0.0, 523.3, 0.30, 0.7, 5.0), (0.14, 659.3, 0.30, 0.7, 5.0),
          (0.28, 784.0, 0.30, 0.7, 5.0), (0.42, 1046.5, 0.40, 0.8, 4.0)],
}
_buffers: dict = {}


def synth(notes, rate: int = RATE) -> array.array:
    """Signed 16-bit mono samples of `notes`: sines with a soft octave, a 5 ms attack and an
    exponential decay that ends at zero (no click)."""
    length = max(start + dur for start, _f, dur, _a, _d in notes)
    mix = [0.0] * int(length * rate + 1)
    for start, freq, dur, loud, decay in notes:
        first, count = int(start * rate), int(dur * rate)
        for i in range(count):
            t = i / rate
            env = min(1.0, t / 0.005) * math.exp(-decay * t) * (1 - i / count)
            wave = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
            mix[first + i] += loud * env * wave
    top = max(1e-9, max(abs(v) for v in mix))      # the loudest note reaches PEAK at its loudness
    scale = PEAK * 32767 * max(n[3] for n in notes) / top
    return array.array("h", (int(v * scale) for v in mix))


def buffer(cue: str, rate: int = RATE) -> array.array:
    """A cue's samples, made once."""
    if (cue, rate) not in _buffers:
        _buffers[cue, rate] = synth(NOTES[cue], rate)
    return _buffers[cue, rate]


class Player:
    """Plays cues at the settings' volume; starts the mixer on the first one it plays."""

    def __init__(self, clock=time.monotonic):
        self.clock = clock
        self.failed = False           # the mixer would not start: silent from now on
        self.sounds: dict = {}        # cue -> pygame Sound, for the mixer now running
        self.mixer = None             # what pygame.mixer.get_init() said when they were made
        self.last = float("-inf")

    def play(self, cue: str, settings) -> bool:
        """Play `cue` (True when it was sent to the mixer); muted or at 0, nothing starts."""
        volume = getattr(settings, "volume", 0)
        if cue not in NOTES or getattr(settings, "mute", True) or volume <= 0:
            return False
        now = self.clock()
        if now - self.last < GAP and cue not in (TURN, END, REFUSED):
            return False
        try:
            sound = self.sound(cue)
            if sound is None:
                return False
            sound.set_volume(volume / 100)
            sound.play()
        except pygame.error as e:     # the device went away: silent, never a crash
            log.info("no sound: %s", e)
            return False
        self.last = now
        return True

    def sound(self, cue: str):
        if not self.start():
            return None
        if cue not in self.sounds:
            rate, _size, channels = self.mixer
            mono = buffer(cue, rate)
            if channels == 1:
                data = mono
            else:                     # the same sample on every channel
                data = array.array("h", (v for v in mono for _ in range(channels)))
            self.sounds[cue] = pygame.mixer.Sound(buffer=data.tobytes())
        return self.sounds[cue]

    def start(self) -> bool:
        """The mixer, started on first use (again after the app quit pygame); False without
        an audio device."""
        if self.failed:
            return False
        running = pygame.mixer.get_init()
        if running is not None:       # ours, or one started elsewhere: sounds in its format
            if running != self.mixer:
                self.mixer, self.sounds = running, {}
            return running[1] == -16
        try:
            with quiet_stderr():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512, allowedchanges=0)
        except (pygame.error, OSError) as e:
            log.info("no sound: %s", e)
            self.failed = True
            return False
        # a new mixer: sounds made for one the app quit before are gone
        self.mixer, self.sounds = pygame.mixer.get_init(), {}
        return self.mixer is not None


@contextlib.contextmanager
def quiet_stderr():
    """The sound library's own complaints (ALSA's "cannot find card" lines on a machine without
    sound) go nowhere while the mixer starts: a missing device is no news for a player."""
    try:
        saved, null = os.dup(2), os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


PLAYER = Player()


def play(cue: str | None, settings) -> bool:
    """Play a cue of the play screen with the app's one player (None: nothing)."""
    return cue is not None and PLAYER.play(cue, settings)
