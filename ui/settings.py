"""Player settings, saved as JSON under platformdirs' user config dir."""
from __future__ import annotations

import json
import locale
import os
from dataclasses import asdict, dataclass, fields

import platformdirs

from engine.core.saves import write_atomic

AI_SPEEDS = ("slow", "normal", "fast", "instant")
ANIM_SPEEDS = ("off", "fast", "normal", "slow")


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

    def __post_init__(self):
        if self.language not in ("en", "fr"):
            self.language = system_language()
        if self.ai_speed not in AI_SPEEDS:
            self.ai_speed = "normal"
        if self.animation not in ANIM_SPEEDS:
            self.animation = "normal"
        self.fullscreen, self.colorblind = bool(self.fullscreen), bool(self.colorblind)


def settings_path() -> str:
    return os.path.join(platformdirs.user_config_dir("Terrarium", appauthor=False), "settings.json")


def load_settings() -> Settings:
    """Defaults when the file is missing or unreadable (a broken file is left in place)."""
    try:
        with open(settings_path(), encoding="utf-8") as f:
            raw = json.load(f)
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in raw.items() if k in known})
    except (OSError, ValueError, TypeError):
        return Settings()


def save_settings(s: Settings) -> None:
    data = asdict(s)
    data["last_names"] = list(s.last_names)
    write_atomic(settings_path(), json.dumps(data, indent=1))
