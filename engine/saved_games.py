"""Saves of the registered games: open one (replay it on the game its name stands for), list
them, and find the game Continue offers.

This sits above engine.core because it needs the list of games (engine.registry); the save
format, its checks and the index of saves are core's (engine/core/saves.py, save_index.py).
Listing never replays a save that has a summary; one from before summaries is replayed once
and remembered by the index.
"""
from __future__ import annotations

import os

from .core import saves
from .core.match import Match
from .core.save_index import SaveInfo, list_folder, read_info
from .core.save_lock import lock_save
from .core.saves import SaveProblem
from .registry import GAMES


def match_from_document(doc: dict, games=None, name: str = "save") -> Match:
    """The match of a checked save document, replayed on the game its name stands for."""
    games = GAMES if games is None else games
    if doc["game"] not in games:
        raise SaveProblem(name, "unknown_game", doc["game"])
    game = games[doc["game"]]
    if getattr(game, "unavailable", None):
        raise unavailable_problem(name, game)
    return saves.replay(doc, game, name)


def unavailable_problem(name: str, game) -> SaveProblem:
    """The save of a game whose data is broken: the file and key, in both languages."""
    where = getattr(game, "where", None)
    return SaveProblem(name, "unavailable", game.unavailable,
                       detail_fr=where("fr") if where else game.unavailable)


def load_match(path: str, games=None) -> tuple[Match, dict]:
    doc = saves.read_document(path)
    return match_from_document(doc, games, os.path.basename(path)), doc


def summary_by_replay(games):
    """The summary of a save written before summaries existed: replay it once."""
    def summarize(doc: dict, name: str) -> dict:
        return saves.summary_of(match_from_document(doc, games, name))
    return summarize


def _playable(info: SaveInfo, games) -> SaveInfo:
    """A listed save of a game this version does not have says so (found at each listing: it
    depends on the games installed, not on the file)."""
    if not info.error and info.game not in games:
        problem = SaveProblem(os.path.basename(info.path), "unknown_game", info.game)
        return SaveInfo(info.path, updated=info.updated, error=str(problem), problem=problem)
    return info


def inspect_save(path: str, games=None) -> SaveInfo:
    """What the lists show of one save, read now (no index)."""
    games = GAMES if games is None else games
    return _playable(read_info(path, summary_by_replay(games)), games)


def list_saves(games=None, check_games: bool = True) -> list[SaveInfo]:
    """Every save, newest first; a file that cannot be used is listed with the reason. With
    `check_games`, a save of a game whose data is broken says so (this reads every listed
    game's data: the Load screen does it, start-up does not)."""
    games = GAMES if games is None else games
    infos = [_playable(i, games) for i in list_folder(saves.saves_dir(), summary_by_replay(games))]
    if check_games:
        infos = [_unavailable(i, games) for i in infos]
    infos.sort(key=lambda s: s.updated, reverse=True)
    return infos


def _unavailable(info: SaveInfo, games) -> SaveInfo:
    if info.error or not _game_problem(games, info.game):
        return info
    p = unavailable_problem(os.path.basename(info.path), games[info.game])
    return SaveInfo(info.path, updated=info.updated, error=str(p), problem=p)


def _game_problem(games, name: str) -> str | None:
    check = getattr(games, "problem", None)   # the registry reads all the game's data
    return check(name) if check is not None else getattr(games[name], "unavailable", None)


def latest_unfinished(games=None) -> SaveInfo | None:
    """The newest save that can be listed and is not over (from the summaries: nothing is
    replayed, no game is loaded, so start-up does not grow with the number of saves)."""
    for info in list_saves(games, check_games=False):
        if not info.error and not info.finished:
            return info
    return None


def delete_save(path: str) -> None:
    """Remove the save the player chose to delete (and its lock file). Raises SaveLocked while
    a window plays it, here or elsewhere, and OSError when the file cannot be removed; a file
    already gone is no error. The index forgets it at the next listing."""
    lock = lock_save(path)          # nobody opens it while it goes
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    finally:
        lock.release()
