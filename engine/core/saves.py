"""Versioned JSON saves: seed + options + seats + action log, written atomically.

Files live under platformdirs' user data dir, resolved at call time (tests point
XDG_DATA_HOME elsewhere). Nothing on disk can stop the app: only regular files are read,
with a size cap; every field is checked (types, sizes, nesting, names) before anything uses
it; a bad file raises SaveError with a reason a player can read and is never modified.

A save says what it holds: the number of actions and a checksum of (game, options, seed,
actions, summary). A log cut short or edited is reported as damaged, not loaded as a shorter
game. The summary (round, finished, the game's title) is what the Load screen and Continue
show: written from the match, covered by the checksum, so listing never replays a game
(engine/core/save_index.py keeps them). Loading replays every action through the checked path
against the game it is given: which game a name means is decided above core
(engine/saved_games.py), never here.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
import time
import re

import platformdirs

from ..version import APP_VERSION
from . import actions as action_codec
from .errors import IllegalAction, SaveError
from .match import Match, Seat

FORMAT = "terrarium-save"
VERSION = 3

MAX_BYTES = 4 * 1024 * 1024       # a long game is a few tens of kB
MAX_ACTIONS = 20_000
MAX_ACTION_DEPTH = 4              # an action is a list; nested lists go at most this deep
MAX_SEATS = 8
MAX_NAME = 60
MAX_TEXT = 200                    # any other string
MAX_INT = 2 ** 63
MAX_SEED = 2 ** 128
MAX_TITLE = 80                    # a game's title in the summary
AI_LEVELS = ("easy", "normal", "hard")   # engine.ai.levels.LEVELS (core does not import ai)
TEMP_PREFIX = ".tmp-"
TEMP_MAX_AGE = 60                 # seconds: older temp files are leftovers of a crash


# Why a save cannot be used: locale key (ui/locale, "save_" + key) -> English fallback.
MESSAGES = {
    "unreadable": "cannot be read ({detail})",
    "missing": "is a link to a file that is gone",
    "not_regular": "is not a regular file (a pipe, a device or a folder); it was skipped",
    "too_big": "is too big to be a save",
    "empty": "the file is empty",
    "not_json": "the file is damaged or cut short",
    "foreign": "this is not a Terrarium save",
    "newer": "this save comes from a newer Terrarium (format {detail}); update the app to open it",
    "no_version": "the save has no valid version number",
    "too_old": "format {detail} is too old to upgrade",
    "upgrade": "the save is damaged (it cannot be upgraded)",
    "game_name": "the save is damaged (the game's name)",
    "options": "the save is damaged (the game options)",
    "seed": "the save is damaged (the random seed)",
    "seats": "the save is damaged (the list of players)",
    "moves": "the save is damaged (the list of moves)",
    "count": "the save is damaged (the number of moves)",
    "name": "the save is damaged (a player's name holds characters that cannot be shown)",
    "name_long": "a player's name in this save is too long to show (more than {limit} characters)",
    "summary": "the save is damaged (its summary)",
    "level": "the save is damaged (an AI player has an unknown level)",
    "cut_short": "the save's list of moves was cut short ({n} of {total} moves left); the file was left as it is",
    "changed": "the save's list of moves was changed after it was written; the file was left as it is",
    "unknown_game": "this save is for a game this version does not have ({detail})",
    "setup": "the save's set-up is not valid ({detail})",
    "unavailable": "this game cannot be played now: its data is broken ({detail})",
    "move": "move {n} of the save does not replay ({detail}); the file was left as it is",
}


class SaveProblem(SaveError):
    """SaveError with a locale key and its arguments, so the UI can say it in any language."""

    def __init__(self, file: str, key: str, detail="", **more):
        self.file, self.key = file, key
        self.fields = {"detail": _clip(str(detail), 160), **more}
        if "detail_fr" in more:
            self.fields["detail_fr"] = _clip(str(more["detail_fr"]), 160)
        super().__init__(f"{file}: " + MESSAGES[key].format(**self.fields))


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def saves_dir() -> str:
    return os.path.join(platformdirs.user_data_dir("Terrarium", appauthor=False), "saves")


def new_save_path(game_name: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = os.path.join(saves_dir(), f"{game_name}-{stamp}")
    path, n = base + ".json", 1
    while os.path.lexists(path):
        n += 1
        path = f"{base}-{n}.json"
    return path


# ---- what a save holds ----------------------------------------------------------------
def checksum(doc: dict) -> str:
    """Fingerprint of what defines the game (game, options, seed and the action log) and of
    the summary, when the save has one (format 3 on)."""
    core = [doc["game"], doc["options"], doc["seed"], doc["actions"]]
    if "summary" in doc:
        core.append(doc["summary"])
    text = json.dumps(core, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def summary_of(match: Match) -> dict:
    """What the Load screen and Continue show of a match, without replaying it."""
    g = match.game
    title = {lang: str(g.title.get(lang) or g.name)[:MAX_TITLE] for lang in ("en", "fr")}
    return {"round": g.round_number(match.state), "finished": match.is_over(), "title": title}


def to_document(match: Match, created: str | None = None) -> dict:
    now = time.strftime("%Y-%m-%dT%H:%M:%S")
    g = match.game
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": g.name,
        "options": match.options,
        "seed": match.seed,
        "seats": [{"kind": s.kind, "level": s.level, "name": s.name} for s in match.seats],
        "actions": [action_codec.to_json(a) for a in match.actions],
        "created": created or now,
        "updated": now,
        "summary": summary_of(match),           # what the lists show; the replay is the truth
        "app_version": APP_VERSION,             # which Terrarium wrote it (informative)
    }
    doc["count"] = len(doc["actions"])
    doc["checksum"] = checksum(doc)
    return doc


# ---- writing ---------------------------------------------------------------------------
def _sync_folder(folder: str) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open a folder, and need not."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str, text: str) -> None:
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".json", dir=folder)
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
    _sync_folder(folder)


def save_match(match: Match, path: str, created: str | None = None) -> dict:
    doc = to_document(match, created)
    write_atomic(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    return doc


def clean_leftovers(folder: str | None = None, max_age: float = TEMP_MAX_AGE) -> int:
    """Remove temp files an interrupted autosave left behind (only ours, only old ones: a
    second copy of the app may be writing a fresh one). Returns how many were removed."""
    folder = folder or saves_dir()
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    removed, now = 0, time.time()
    for fn in names:
        if not (fn.startswith(TEMP_PREFIX) and fn.endswith(".json")):
            continue
        path = os.path.join(folder, fn)
        try:
            st = os.lstat(path)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > max_age:
                os.unlink(path)
                removed += 1
        except OSError:
            continue
    return removed


# ---- reading ---------------------------------------------------------------------------
def read_regular_file(path: str, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. A dangling link, a pipe, a
    device or a folder raises SaveProblem at once (never blocks, never reads forever)."""
    name = os.path.basename(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise SaveProblem(name, "missing") from None
    except (OSError, ValueError) as e:
        raise SaveProblem(name, "unreadable", getattr(e, "strerror", None) or e) from None
    if not stat.S_ISREG(st.st_mode):
        raise SaveProblem(name, "not_regular")
    if st.st_size > limit:
        raise SaveProblem(name, "too_big")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise SaveProblem(name, "unreadable", e.strerror or e) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):   # swapped since the stat above
            raise SaveProblem(name, "not_regular")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise SaveProblem(name, "unreadable", e.strerror or e) from None
    finally:
        os.close(fd)
    if size > limit:
        raise SaveProblem(name, "too_big")
    return b"".join(chunks)


def _no_constant(name):
    raise ValueError(f"{name} is not allowed")


def parse_json(raw: bytes, name: str):
    """JSON from bytes; anything unusual (bad UTF-8, NaN, a 5,000-digit number, nesting
    deeper than the parser can follow) is 'damaged', never an exception of another kind."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveProblem(name, "not_json") from None
    if not text.strip():
        raise SaveProblem(name, "empty")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError, MemoryError):
        raise SaveProblem(name, "not_json") from None


def read_document(path: str) -> dict:
    """Read a save and check every field; upgrade old versions in memory (never on disk)."""
    name = os.path.basename(path)
    return check_document(upgrade(parse_json(read_regular_file(path), name), name), name)


def upgrade(doc, name: str) -> dict:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveProblem(name, "foreign")
    version = doc.get("version")
    if type(version) is not int or version < 0:
        raise SaveProblem(name, "no_version")
    if version > VERSION:
        raise SaveProblem(name, "newer", _clip(str(version), 20))
    while version < VERSION:
        if version not in UPGRADERS:
            raise SaveProblem(name, "too_old", str(version))
        try:
            doc = UPGRADERS[version](doc)
        except (KeyError, TypeError, ValueError, AttributeError):
            raise SaveProblem(name, "upgrade") from None
        new = doc.get("version") if isinstance(doc, dict) else None
        if type(new) is not int or new <= version:
            raise SaveProblem(name, "upgrade")
        version = new
    return doc


def _upgrade_1(doc: dict) -> dict:
    """Format 1 had no count or checksum: record the log as it is found. A format-1 file
    cut at a move boundary cannot be told from a shorter game; it is upgraded as it reads."""
    doc = dict(doc)
    actions = doc.get("actions")
    if isinstance(actions, list):
        doc["count"] = len(actions)
        try:
            doc["checksum"] = checksum(doc)
        except (KeyError, TypeError, ValueError, RecursionError):
            doc["checksum"] = ""      # the field checks below say what is wrong
    doc["version"] = 2
    doc["legacy"] = 1
    return doc


def _upgrade_2(doc: dict) -> dict:
    """Format 2 had no summary (its round and finished were never trusted): drop them; the
    save is summarised once by a replay when it is listed."""
    doc = {k: v for k, v in doc.items() if k not in ("round", "finished")}
    doc["version"] = 3
    return doc


# Upgraders: UPGRADERS[v] turns a version-v document into version v+1.
UPGRADERS: dict = {1: _upgrade_1, 2: _upgrade_2}


# ---- checking every field ------------------------------------------------------------------
def _is_int(x, bound=MAX_INT) -> bool:
    return type(x) is int and -bound < x < bound


# Unicode's categories Cc (control characters: NUL, newlines...) and Cs (lone surrogates)
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _bad_text(s: str) -> bool:
    """Control characters and lone surrogates cannot be drawn or saved."""
    return _UNDRAWABLE.search(s) is not None


def _check_scalar(x, name: str, key: str) -> None:
    if x is None or type(x) is bool or _is_int(x):
        return
    if isinstance(x, str) and len(x) <= MAX_TEXT and not _bad_text(x):
        return
    raise SaveProblem(name, key)


def _check_action(a, name: str, depth: int = 1) -> None:
    if not isinstance(a, list) or depth > MAX_ACTION_DEPTH or len(a) > 64:
        raise SaveProblem(name, "moves")
    for x in a:
        if isinstance(x, list):
            _check_action(x, name, depth + 1)
        else:
            _check_scalar(x, name, "moves")


def _check_seats(seats, name: str) -> None:
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise SaveProblem(name, "seats")
    for s in seats:
        if not isinstance(s, dict) or s.get("kind") not in ("human", "ai"):
            raise SaveProblem(name, "seats")
        if s.get("level", "normal") not in AI_LEVELS:
            raise SaveProblem(name, "level")
        nm = s.get("name", "")
        if not isinstance(nm, str) or _bad_text(nm):
            raise SaveProblem(name, "name")
        if len(nm) > MAX_NAME:
            raise SaveProblem(name, "name_long", limit=MAX_NAME)


def _check_options(options, name: str) -> None:
    if not isinstance(options, dict) or len(options) > 32:
        raise SaveProblem(name, "options")
    for k, v in options.items():
        if len(k) > MAX_TEXT:
            raise SaveProblem(name, "options")
        _check_scalar(v, name, "options")


def _short_text(x, limit: int = MAX_TEXT) -> bool:
    return isinstance(x, str) and len(x) <= limit and not _bad_text(x)


def check_summary(summary, name: str) -> None:
    ok = (isinstance(summary, dict) and set(summary) == {"round", "finished", "title"}
          and _is_int(summary["round"]) and type(summary["finished"]) is bool
          and isinstance(summary["title"], dict) and set(summary["title"]) == {"en", "fr"}
          and all(_short_text(t, MAX_TITLE) for t in summary["title"].values()))
    if not ok:
        raise SaveProblem(name, "summary")


def check_document(doc: dict, name: str) -> dict:
    """Refuse any field a screen, the replay or the AI could trip on."""
    game = doc.get("game")
    if not isinstance(game, str) or not 0 < len(game) <= 40 or _bad_text(game):
        raise SaveProblem(name, "game_name")
    _check_options(doc.get("options"), name)
    if not _is_int(doc.get("seed"), MAX_SEED):
        raise SaveProblem(name, "seed")
    _check_seats(doc.get("seats"), name)
    actions = doc.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise SaveProblem(name, "moves")
    for a in actions:
        _check_action(a, name)
    count, digest = doc.get("count"), doc.get("checksum")
    if not _is_int(count) or not isinstance(digest, str):
        raise SaveProblem(name, "count")
    if len(actions) < count:
        raise SaveProblem(name, "cut_short", n=len(actions), total=count)
    if len(actions) > count:
        raise SaveProblem(name, "changed")
    if "summary" in doc:
        check_summary(doc["summary"], name)
    for key in ("created", "updated"):   # shown as dates: anything odd is dropped
        if not isinstance(doc.get(key), str) or len(doc[key]) > 40 or _bad_text(doc[key]):
            doc[key] = ""
    return doc


# ---- the header, and the replay --------------------------------------------------------------
def read_header(path: str) -> dict:
    """Read a save, check every field and its checksum, without replaying it: what the lists
    show comes from here (a save from before summaries has none: the caller replays it once)."""
    name = os.path.basename(path)
    doc = read_document(path)
    if doc["checksum"] != checksum(doc):
        raise SaveProblem(name, "changed")
    return doc


def replay(doc: dict, game, name: str = "save") -> Match:
    """Rebuild the match of `doc` on `game` (the Game its name stands for) by replaying every
    action through the checked path; the checksum is compared last so that a move that does not
    replay is named precisely."""
    try:
        seats = [Seat(kind=s["kind"], level=s.get("level", "normal"), name=s.get("name", ""))
                 for s in doc["seats"]]
        match = Match.new(game, doc["options"], doc["seed"], seats)
    except Exception as e:  # noqa: BLE001 - IllegalAction, or a game whose data fails to load
        raise SaveProblem(name, "setup", _reason(e), detail_fr=_reason(e, "fr")) from None
    for i, raw in enumerate(doc["actions"]):
        try:
            match.play(action_codec.from_json(raw))
        except Exception as e:  # noqa: BLE001 - a strange log never takes the app down
            raise SaveProblem(name, "move", _reason(e), n=i + 1, detail_fr=_reason(e, "fr")) from None
    # files always carry one (check_document); a document built in memory may not
    if "checksum" in doc and doc["checksum"] != checksum(doc):
        raise SaveProblem(name, "changed")
    return match


def _reason(e: Exception, lang: str = "en") -> str:
    return e.reason(lang) if isinstance(e, IllegalAction) else f"{type(e).__name__}: {e}"
