"""Player settings, saved as JSON under platformdirs' user config dir.

No settings file can stop the app: only a small regular file is read, every value is
checked, and anything wrong falls back to its default. Why is kept for the menu to say
once (take_load_problem); the broken file is left in place until settings are saved.
"""
from __future__ import annotations

import json
import locale
import os
from dataclasses import asdict, dataclass, fields

import platformdirs

from engine.core.errors import SaveError
from engine.core.saves import parse_json, read_regular_file, write_atomic

MAX_BYTES = 64 * 1024
MAX_NAMES, MAX_NAME = 8, 60
AI_SPEEDS = ("slow", "normal", "fast", "instant")
ANIM_SPEEDS = ("off", "fast", "normal", "slow")
MOTIONS = ("full", "reduced", "none")   # how moves travel on the board (issue 37)
VOLUME_DEFAULT = 70


def good_volume(v) -> bool:
    """A whole percentage (a bool is not a number here)."""
    return type(v) is int and 0 <= v <= 100


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        val = os.environ.get(var, "")
        if val:
            return "fr" if val.lower().startswith("fr") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "fr" if loc.lower().startswith("fr") else "en"


@dataclass
class Settings:
    language: str = ""
    ai_speed: str = "normal"
    animation: str = "normal"
    fullscreen: bool = False
    colorblind: bool = False
    last_names: tuple = ()
    motion: str = "full"
    volume: int = VOLUME_DEFAULT
    mute: bool = False

    def __post_init__(self):
        if self.language not in ("en", "fr"):
            self.language = system_language()
        if self.ai_speed not in AI_SPEEDS:
            self.ai_speed = "normal"
        if self.animation not in ANIM_SPEEDS:
            self.animation = "normal"
        self.fullscreen, self.colorblind = self.fullscreen is True, self.colorblind is True
        if self.motion not in MOTIONS:
            self.motion = "full"
        if not good_volume(self.volume):
            self.volume = VOLUME_DEFAULT
        self.mute = self.mute is True
        if not good_names(self.last_names):
            self.last_names = ()
        self.last_names = tuple(self.last_names)


def good_names(names) -> bool:
    """A short list of short names that can be drawn (no control characters, no lone
    surrogates from a hand-edited file)."""
    if not isinstance(names, (list, tuple)) or len(names) > MAX_NAMES:
        return False
    for n in names:
        if not isinstance(n, str) or len(n) > MAX_NAME:
            return False
        try:
            n.encode("utf-8")
        except UnicodeEncodeError:
            return False
        if any(ord(c) < 32 or ord(c) == 127 for c in n):
            return False
    return True


def settings_path() -> str:
    return os.path.join(platformdirs.user_config_dir("Terrarium", appauthor=False), "settings.json")


VALID = {
    "language": lambda v: v in ("", "en", "fr"),
    "ai_speed": lambda v: v in AI_SPEEDS,
    "animation": lambda v: v in ANIM_SPEEDS,
    "fullscreen": lambda v: type(v) is bool,
    "colorblind": lambda v: type(v) is bool,
    "last_names": good_names,
    "motion": lambda v: v in MOTIONS,
    "volume": good_volume,
    "mute": lambda v: type(v) is bool,
}
_problem: tuple | None = None   # (locale key, format fields) of the last load, said once


def take_load_problem() -> tuple | None:
    """Why the last load_settings() used defaults, as (locale key, fields); then forgotten."""
    global _problem
    problem, _problem = _problem, None
    return problem


def read_settings_file(path: str) -> tuple[dict, tuple | None]:
    """The stored values (a dict) and the problem met, if any."""
    if not os.path.lexists(path):
        return {}, None
    try:
        raw = parse_json(read_regular_file(path, MAX_BYTES), os.path.basename(path))
    except SaveError as e:
        key = getattr(e, "key", "")
        if key in ("not_json", "empty"):
            return {}, ("settings_damaged", {})
        return {}, ("settings_unreadable", {"detail": getattr(e, "fields", {}).get("detail", "") or key})
    if not isinstance(raw, dict):
        return {}, ("settings_damaged", {})
    return raw, None


def load_settings() -> Settings:
    """Defaults for whatever is missing or wrong (a broken file is left in place)."""
    global _problem
    raw, _problem = read_settings_file(settings_path())
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in raw.items() if k in known}
    if _problem is None and not all(VALID[k](v) for k, v in values.items()):
        _problem = ("settings_invalid", {})
    return Settings(**values)


def save_settings(s: Settings) -> None:
    data = asdict(s)
    data["last_names"] = list(s.last_names)
    write_atomic(settings_path(), json.dumps(data, indent=1))
