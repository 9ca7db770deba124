"""The list of saves, read from each save's checked summary and kept in an index beside them.

Listing never replays a game: a save carries a summary (round, finished, title) under its
checksum, and the index file remembers, per save file and its state on disk (inode, size,
modification time), what its header said. Only a file the index does not know, or knows in
another state, is read again; a save from before summaries is summarised once by the caller's
`summarize(doc, name)` (a replay, done above core, which knows the games) and remembered.
The index is only a cache: damaged, foreign or written by another version of the app, it is
rebuilt from the files; it is never a save (its name does not end in .json).
"""
from __future__ import annotations

import json
import os
import stat
import time
from dataclasses import dataclass, field

from ..version import APP_VERSION
from . import saves
from .saves import SaveProblem

INDEX_NAME = "index.terrarium"
INDEX_FORMAT = "terrarium-save-index"
INDEX_MAX_BYTES = 64 * 1024 * 1024
# problems that depend on the games installed, not on the file: found again at each listing
NOT_REMEMBERED = ("unknown_game", "unavailable")


@dataclass
class SaveInfo:
    path: str
    game: str = ""
    seats: list | None = None
    round: int = 0
    updated: str = ""
    finished: bool = False
    title: dict | None = None   # the game's title {"en", "fr"} as the save's summary gives it
    error: str = ""   # set when the file cannot be used; it is listed, never touched
    problem: SaveProblem | None = field(default=None, repr=False)


def file_date(path: str) -> str:
    try:
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(os.lstat(path).st_mtime))
    except (OSError, ValueError, OverflowError):
        return ""


def candidates(folder: str) -> list[str]:
    """File names in `folder` that may be saves (temp files of a write are not)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [fn for fn in names if fn.endswith(".json") and not fn.startswith(saves.TEMP_PREFIX)]


# ---- one file ---------------------------------------------------------------------------------
def read_info(path: str, summarize) -> SaveInfo:
    """What the lists show of one save, from its header (or, for a save without a summary, from
    `summarize(doc, name)`); a file that cannot be used is described by its problem."""
    name = os.path.basename(path)
    try:
        doc = saves.read_header(path)
        summary = doc.get("summary") or summarize(doc, name)
        return SaveInfo(path, doc["game"], [dict(s) for s in doc["seats"]], summary["round"],
                        doc["updated"] or file_date(path), summary["finished"], dict(summary["title"]))
    except SaveProblem as e:
        return SaveInfo(path, error=str(e), updated=file_date(path), problem=e)


def _stamp(path: str) -> list | None:
    """A regular file's state on disk (a rewrite by os.replace is a new inode), else None."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return [st.st_ino, st.st_size, st.st_mtime_ns] if stat.S_ISREG(st.st_mode) else None


# ---- the index: what is remembered, and checked when read back ----------------------------------
def _to_entry(info: SaveInfo) -> dict | None:
    if info.problem is not None:
        p = info.problem
        if p.key in NOT_REMEMBERED:
            return None
        return {"problem": {"file": p.file, "key": p.key, "fields": p.fields}, "updated": info.updated}
    return {"game": info.game, "seats": info.seats, "round": info.round, "updated": info.updated,
            "finished": info.finished, "title": info.title}


def _problem_from(entry: dict) -> SaveProblem:
    p = entry["problem"]
    fields = p["fields"]
    if (p["key"] not in saves.MESSAGES or not saves._short_text(p["file"])
            or not all(type(v) in (str, int) for v in fields.values())):
        raise ValueError("not a problem this version describes")
    return SaveProblem(p["file"], p["key"], **fields)


def _from_entry(path: str, entry) -> SaveInfo | None:
    """The remembered info, or None if the entry is not what this version writes."""
    name = os.path.basename(path)
    try:
        if not saves._short_text(entry["updated"], 40):
            return None
        if "problem" in entry:
            problem = _problem_from(entry)
            return SaveInfo(path, error=str(problem), updated=entry["updated"], problem=problem)
        game, seats = entry["game"], entry["seats"]
        if not saves._short_text(game, 40):
            return None
        saves._check_seats(seats, name)
        saves.check_summary({k: entry[k] for k in ("round", "finished", "title")}, name)
        return SaveInfo(path, game, seats, entry["round"], entry["updated"], entry["finished"],
                        entry["title"])
    except (SaveProblem, KeyError, TypeError, ValueError, IndexError, AttributeError):
        return None


def index_path(folder: str) -> str:
    return os.path.join(folder, INDEX_NAME)


def read_index(folder: str) -> dict:
    """file name -> entry, as remembered; {} when there is no usable index."""
    try:
        doc = saves.parse_json(saves.read_regular_file(index_path(folder), INDEX_MAX_BYTES), INDEX_NAME)
    except SaveProblem:
        return {}
    ok = (isinstance(doc, dict) and doc.get("format") == INDEX_FORMAT
          and doc.get("app_version") == APP_VERSION and isinstance(doc.get("saves"), dict))
    return doc["saves"] if ok else {}


def write_index(folder: str, entries: dict) -> None:
    doc = {"format": INDEX_FORMAT, "app_version": APP_VERSION, "saves": entries}
    try:
        saves.write_atomic(index_path(folder), json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    except OSError:
        pass   # a read-only folder or a full disk: the next start reads the headers again


# ---- the list ---------------------------------------------------------------------------------
def list_folder(folder: str, summarize) -> list[SaveInfo]:
    """Every save in `folder` (unsorted): remembered ones from the index, the others read (and
    then remembered); the index is rewritten only when it no longer matches the files."""
    known = read_index(folder)
    entries, infos = {}, []
    for fn in candidates(folder):
        path = os.path.join(folder, fn)
        stamp = _stamp(path)
        old = known.get(fn)
        info = None
        if stamp is not None and isinstance(old, dict) and old.get("stamp") == stamp:
            info = _from_entry(path, old.get("info"))
        if info is None:
            info = read_info(path, summarize)
        entry = _to_entry(info) if stamp is not None else None
        if entry is not None:
            entries[fn] = {"stamp": stamp, "info": entry}
        infos.append(info)
    if entries != known:
        write_index(folder, entries)
    return infos
