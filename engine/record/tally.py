"""Counting a finished game in the players' profiles: statistics, then the feats it newly earns."""
from __future__ import annotations

from .facts import facts_of
from .feats import earned, feats_of
from .profiles import (MAX_COUNTED, count_game, game_key, games_played, load_profiles, opponents, profile,
                       save_profiles, today)


def record_finished(doc: dict, match, save_path: str | None, humans: dict, when: str | None = None):
    """Count `match` (over) for the seats in `humans` (seat -> profile name) into `doc`. Returns
    {name: ids of the feats newly earned}, or None when this game was counted already."""
    key = game_key(match, save_path)
    if key in doc["counted"]:
        return None
    when = when or today()
    g, feats = match.game, feats_of(match.game)
    new, seen = {}, set()
    for seat, name in sorted(humans.items()):
        if name in seen:            # one name typed for two seats counts once
            continue
        seen.add(name)
        p = profile(doc, name, when)
        facts = facts_of(match, seat, games_played(p, g.name))
        won = bool(facts["won"]) if facts["contested"] else None
        count_game(p, g.name, len(match.seats), opponents(match, seat), won, facts["total"], when)
        have = p["feats"].setdefault(g.name, {})
        new[name] = [fid for fid in earned(feats, facts) if fid not in have]
        have.update((fid, when) for fid in new[name])
    doc["counted"].append(key)
    del doc["counted"][:-MAX_COUNTED]
    return new


def count_and_save(match, save_path: str | None, humans: dict):
    """Read the profiles, count the game, write them back. Returns (newly earned feats or None,
    a problem to tell the player or None). Raises OSError when the file cannot be written and
    DataError when the game's feats file is broken (the caller says so; nothing is lost)."""
    doc, problem = load_profiles()
    if problem is not None and problem[0] == "profiles_unreadable":
        return None, problem            # never write over a file that could be neither read nor moved
    new = record_finished(doc, match, save_path, humans)
    if new is not None:
        save_profiles(doc)
    return new, problem
