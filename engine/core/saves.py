"""Versioned JSON saves: seed + options + seats + action log, written atomically.

Files live under platformdirs' user data dir, resolved at call time (tests point
XDG_DATA_HOME elsewhere). A corrupt, truncated, foreign or newer file raises SaveError with
a message a player can read and is never modified. Loading replays every action through
the checked path, so a tampered log cannot produce an impossible game.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass

import platformdirs

from . import actions as action_codec
from .errors import IllegalAction, SaveError
from .match import Match, Seat

FORMAT = "terrarium-save"
VERSION = 1

# Upgraders: UPGRADERS[v] turns a version-v document into version v+1.
UPGRADERS: dict = {}


def saves_dir() -> str:
    return os.path.join(platformdirs.user_data_dir("Terrarium", appauthor=False), "saves")


def new_save_path(game_name: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = os.path.join(saves_dir(), f"{game_name}-{stamp}")
    path, n = base + ".json", 1
    while os.path.exists(path):
        n += 1
        path = f"{base}-{n}.json"
    return path


def to_document(match: Match, created: str | None = None) -> dict:
    now = time.strftime("%Y-%m-%dT%H:%M:%S")
    g = match.game
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": g.name,
        "options": match.options,
        "seed": match.seed,
        "seats": [{"kind": s.kind, "level": s.level, "name": s.name} for s in match.seats],
        "actions": [action_codec.to_json(a) for a in match.actions],
        "created": created or now,
        "updated": now,
        "round": g.round_number(match.state),
        "finished": match.is_over(),
    }


def write_atomic(path: str, text: str) -> None:
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def save_match(match: Match, path: str, created: str | None = None) -> dict:
    doc = to_document(match, created)
    write_atomic(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    return doc


def read_document(path: str) -> dict:
    """Read and check a save's header; upgrade old versions in memory (never on disk)."""
    name = os.path.basename(path)
    try:
        with open(path, encoding="utf-8") as f:
            raw = f.read()
    except OSError as e:
        raise SaveError(f"{name}: cannot be read ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise SaveError(f"{name}: the file is damaged or cut short (not text)") from None
    try:
        doc = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        if not raw.strip():
            raise SaveError(f"{name}: the file is empty") from None
        raise SaveError(f"{name}: the file is damaged or cut short (not valid JSON)") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{name}: this is not a Terrarium save")
    version = doc.get("version")
    if not isinstance(version, int) or version < 0:
        raise SaveError(f"{name}: the save has no valid version number")
    if version > VERSION:
        raise SaveError(f"{name}: this save comes from a newer Terrarium (format {version}); "
                        f"update the app to open it")
    while version < VERSION:
        if version not in UPGRADERS:
            raise SaveError(f"{name}: format {version} is too old to upgrade")
        doc = UPGRADERS[version](doc)
        version = doc["version"]
    for key, kind in (("game", str), ("options", dict), ("seed", int), ("seats", list),
                      ("actions", list)):
        if not isinstance(doc.get(key), kind):
            raise SaveError(f"{name}: the save is damaged (field {key!r} missing or wrong)")
    return doc


def match_from_document(doc: dict, games: dict, name: str = "save") -> Match:
    game = games.get(doc["game"])
    if game is None:
        raise SaveError(f"{name}: this save is for a game this version does not have ({doc['game']!r})")
    try:
        seats = [Seat(kind=s["kind"], level=s.get("level", "normal"), name=s.get("name", ""))
                 for s in doc["seats"]]
        match = Match.new(game, doc["options"], doc["seed"], seats)
    except (KeyError, TypeError, IllegalAction) as e:
        raise SaveError(f"{name}: the save's set-up is not valid ({e})") from None
    for i, raw in enumerate(doc["actions"]):
        try:
            match.play(action_codec.from_json(raw))
        except (ValueError, IllegalAction) as e:
            raise SaveError(f"{name}: move {i + 1} of the save does not replay ({e}); "
                            f"the file was left as it is") from None
    return match


def load_match(path: str, games: dict) -> tuple[Match, dict]:
    doc = read_document(path)
    return match_from_document(doc, games, os.path.basename(path)), doc


@dataclass
class SaveInfo:
    path: str
    game: str = ""
    seats: list | None = None
    round: int = 0
    updated: str = ""
    finished: bool = False
    error: str = ""   # set when the file cannot be read; it is listed, never touched


def list_saves() -> list[SaveInfo]:
    """Every save, newest first; broken files are listed with their error."""
    folder = saves_dir()
    if not os.path.isdir(folder):
        return []
    out = []
    for fn in os.listdir(folder):
        if not fn.endswith(".json") or fn.startswith(".tmp-"):
            continue
        path = os.path.join(folder, fn)
        try:
            doc = read_document(path)
            out.append(SaveInfo(path, doc["game"], doc["seats"], int(doc.get("round", 0)),
                                str(doc.get("updated", "")), bool(doc.get("finished", False))))
        except SaveError as e:
            out.append(SaveInfo(path, error=str(e), updated=time.strftime(
                "%Y-%m-%dT%H:%M:%S", time.localtime(os.path.getmtime(path)))))
    out.sort(key=lambda s: s.updated, reverse=True)
    return out


def latest_unfinished() -> SaveInfo | None:
    for info in list_saves():
        if not info.error and not info.finished:
            return info
    return None
