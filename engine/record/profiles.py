"""Profiles: the names players typed at New game, and per profile, per game and per player count
the games played, won and lost against each AI level and in hot seat, the best and average score,
the current and best winning streak; the feats earned with their date; the last scores per game.

One JSON file in the app's data folder (platformdirs, resolved at call time), written atomically.
A damaged file is renamed aside (never deleted) and a new record started; the caller says so.
A finished game is counted once: its key is the save's path and seed, so loading an already
counted save does not count it again."""
from __future__ import annotations

import hashlib
import json
import os
import time

import platformdirs

from engine.core import saves

FORMAT = 1
OPPONENTS = ("easy", "normal", "hard", "hot_seat", "solo")
LEVEL_ORDER = ("easy", "normal", "hard")
MAX_NAME = 40
MAX_RECENT = 30          # scores kept per profile and game, for the chart
MAX_COUNTED = 5000       # game keys kept (the oldest forgotten first)
MAX_BYTES = 8 * 1024 * 1024


class Damaged(ValueError):
    """The profiles file does not hold what this module writes."""


def profiles_path() -> str:
    return os.path.join(platformdirs.user_data_dir("Terrarium", appauthor=False), "profiles.json")


def empty() -> dict:
    return {"format": FORMAT, "profiles": {}, "counted": []}


# ---- reading, strictly -----------------------------------------------------------------------
def _need(ok: bool, what: str) -> None:
    if not ok:
        raise Damaged(what)


def _count(x) -> bool:
    return type(x) is int and 0 <= x < 2 ** 53


def _score(x) -> bool:
    return type(x) is int and -2 ** 53 < x < 2 ** 53


def _keys(d, keys: set, what: str) -> None:
    _need(isinstance(d, dict) and set(d) == keys, what)


def _word(x, limit: int = 60) -> bool:
    return isinstance(x, str) and 0 < len(x) <= limit and x.isprintable()


def check_bucket(b) -> None:
    _keys(b, {"vs", "best", "sum", "streak", "best_streak"}, "a statistics entry")
    _need(isinstance(b["vs"], dict) and set(b["vs"]) <= set(OPPONENTS), "the opponents")
    for row in b["vs"].values():
        _keys(row, {"played", "won", "lost"}, "games played")
        # a solo game with no rival is played, neither won nor lost
        _need(all(_count(v) for v in row.values()) and row["won"] + row["lost"] <= row["played"], "games played")
    _need(b["best"] is None or _score(b["best"]), "the best score")
    _need(_score(b["sum"]) and _count(b["streak"]) and _count(b["best_streak"]), "the scores and streaks")
    _need(b["streak"] <= b["best_streak"], "the streaks")


def check_profile(p) -> None:
    _keys(p, {"created", "last", "games", "feats", "recent"}, "a profile")
    _need(_word(p["created"]) and _word(p["last"]), "a profile's dates")
    for part in ("games", "feats", "recent"):
        _need(isinstance(p[part], dict) and all(_word(g) for g in p[part]), f"a profile's {part}")
    for counts in p["games"].values():
        _need(isinstance(counts, dict) and all(_word(c, 2) and c.isdigit() for c in counts), "a player count")
        for b in counts.values():
            check_bucket(b)
    for feats in p["feats"].values():
        _need(isinstance(feats, dict) and all(_word(k) and _word(v) for k, v in feats.items()), "the feats")
    for rows in p["recent"].values():
        _need(isinstance(rows, list) and len(rows) <= MAX_RECENT, "the last scores")
        for r in rows:
            _need(isinstance(r, list) and len(r) == 3 and _word(r[0]) and _score(r[1]) and _count(r[2]),
                  "a last score")


def check(doc) -> dict:
    """`doc` as read, or Damaged naming what is wrong."""
    _keys(doc, {"format", "profiles", "counted"}, "the file's sections")
    _need(doc["format"] == FORMAT and type(doc["format"]) is int, "the format")
    _need(isinstance(doc["counted"], list) and len(doc["counted"]) <= MAX_COUNTED
          and all(_word(k, 80) for k in doc["counted"]), "the games counted")
    _need(isinstance(doc["profiles"], dict), "the profiles")
    for name, p in doc["profiles"].items():
        _need(_word(name, MAX_NAME) and name == name.strip(), "a profile's name")
        check_profile(p)
    return doc


def set_aside(path: str) -> str:
    """Rename a damaged file beside itself (profiles-damaged-<time>.json); its new name."""
    base = os.path.join(os.path.dirname(path), "profiles-damaged-" + time.strftime("%Y%m%d-%H%M%S"))
    target, n = base + ".json", 1
    while os.path.lexists(target):
        n += 1
        target = f"{base}-{n}.json"
    os.replace(path, target)
    return target


def load_profiles(path: str | None = None) -> tuple[dict, tuple | None]:
    """(the record, a problem to tell the player or None). Never raises: a damaged file is set
    aside and an empty record begins; one that cannot even be moved is left and ignored."""
    path = path or profiles_path()
    if not os.path.lexists(path):
        return empty(), None
    try:
        raw = saves.read_regular_file(path, MAX_BYTES)
        return check(saves.parse_json(raw, os.path.basename(path))), None
    except (saves.SaveError, Damaged, RecursionError) as e:
        reason = str(e)
    try:
        aside = set_aside(path)
    except OSError:
        return empty(), ("profiles_unreadable", {"file": os.path.basename(path)})
    return empty(), ("profiles_set_aside", {"file": os.path.basename(aside), "detail": reason[:120]})


def save_profiles(doc: dict, path: str | None = None) -> None:
    saves.write_atomic(path or profiles_path(), json.dumps(check(doc), ensure_ascii=False, indent=1))


# ---- writing what happened -------------------------------------------------------------------
def today() -> str:
    return time.strftime("%Y-%m-%d")


def profile(doc: dict, name: str, when: str | None = None) -> dict:
    """The profile of `name` (made on first use)."""
    name = name.strip()[:MAX_NAME]
    when = when or today()
    p = doc["profiles"].setdefault(name, {"created": when, "last": when, "games": {}, "feats": {}, "recent": {}})
    p["last"] = when
    return p


def remember(doc: dict, names) -> None:
    """Profiles for the names typed at New game (before any game is counted)."""
    for n in names:
        if n.strip():
            profile(doc, n)


def known_names(doc: dict) -> list[str]:
    """Profile names, the most recently used first."""
    return sorted(doc["profiles"], key=lambda n: (doc["profiles"][n]["last"], n.lower()), reverse=True)


def opponents(match, player: int) -> str:
    """Against whom `player` played: the strongest AI level among the others, hot seat when
    every other seat is a person, solo alone."""
    others = [s for i, s in enumerate(match.seats) if i != player]
    if not others:
        return "solo"
    levels = [s.level for s in others if s.is_ai]
    if not levels:
        return "hot_seat"
    return max(levels, key=lambda lv: LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else -1) \
        if all(lv in LEVEL_ORDER for lv in levels) else "normal"


def game_key(match, save_path: str | None) -> str:
    """What makes a finished game itself: its save and seed (a Load of it is the same game);
    without a save, the game, seed and moves."""
    if save_path:
        text = f"{os.path.abspath(save_path)}|{match.seed}"
    else:
        text = json.dumps([match.game.name, match.seed, [list(map(str, a)) for a in match.actions]])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


def bucket(p: dict, game: str, players: int) -> dict:
    return p["games"].setdefault(game, {}).setdefault(
        str(players), {"vs": {}, "best": None, "sum": 0, "streak": 0, "best_streak": 0})


def count_game(p: dict, game: str, players: int, against: str, won: bool | None, score: int, when: str) -> None:
    """Count one game; `won` None for a game no one could win or lose (solo with no rival): played,
    with its score, but not won, lost nor in the streaks."""
    b = bucket(p, game, players)
    row = b["vs"].setdefault(against, {"played": 0, "won": 0, "lost": 0})
    row["played"] += 1
    b["best"] = score if b["best"] is None else max(b["best"], score)
    b["sum"] += score
    if won is not None:
        row["won" if won else "lost"] += 1
        b["streak"] = b["streak"] + 1 if won else 0
        b["best_streak"] = max(b["best_streak"], b["streak"])
    recent = p["recent"].setdefault(game, [])
    recent.append([when, score, players])
    del recent[:-MAX_RECENT]


def games_played(p: dict, game: str) -> int:
    return sum(row["played"] for b in p["games"].get(game, {}).values() for row in b["vs"].values())


def stats(b: dict) -> dict:
    """A statistics entry in numbers to show: played, won, lost, best, average (None when no game).
    Won and lost need not add up to played: a solo game with no rival is neither."""
    played = sum(r["played"] for r in b["vs"].values())
    return {"played": played, "won": sum(r["won"] for r in b["vs"].values()),
            "lost": sum(r["lost"] for r in b["vs"].values()), "best": b["best"],
            "average": round(b["sum"] / played) if played else None,
            "streak": b["streak"], "best_streak": b["best_streak"]}
