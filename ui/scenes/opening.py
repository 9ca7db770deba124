"""Opening a saved game: to play it (locked for this window), or to watch it read-only when
another window plays it; a save that cannot be opened is explained and left untouched."""
from __future__ import annotations

import os

from engine import saved_games
from engine.core import SaveError, save_lock

from ..session import seat_names
from .dialog import MessageBox
from .newgame import NewGame
from .passdevice import PassScene
from .play import PlayScene
from .replay import ReplayScene


def problem_text(app, problem) -> str:
    """Why a save cannot be used, in the player's language (a SaveProblem carries a locale
    key and its fields; any other error is shown as it is)."""
    key = getattr(problem, "key", None)
    if key is None:
        return str(problem)
    fields = dict(problem.fields)
    if app.settings.language == "fr" and "detail_fr" in fields:
        fields["detail"] = fields["detail_fr"]
    return f"{problem.file}: {app.t('save_' + key, **fields)}"


def open_save(app, path: str) -> bool:
    """Load a save and start playing it; on any problem explain and keep the file untouched.
    A save played in another window is not opened twice: the player may watch it read-only."""
    try:
        lock = save_lock.lock_save(path)
    except save_lock.SaveLocked:
        offer_read_only(app, path)
        return False
    try:
        match, doc = saved_games.load_match(path)
    except Exception as e:  # noqa: BLE001 - a damaged save or a game's broken data: explain, never crash
        lock.release()
        app.push(MessageBox(app, app.t("cannot_load"), load_problem(app, e)))
        return False
    app.push(PlayScene(app, match, path, doc.get("created"), lock=lock))
    return True


def load_problem(app, e: Exception) -> str:
    if isinstance(e, SaveError):
        return problem_text(app, e)
    return f"{type(e).__name__}: {e}"


def offer_read_only(app, path: str) -> None:
    """The game is open in another window: watch it move by move, or start something else."""
    buttons = [(app.t("open_read_only"), lambda: open_read_only(app, path)),
               (app.t("new_game"), lambda: app.push(NewGame(app))), (app.t("back"), None)]
    app.push(MessageBox(app, app.t("save_in_use_title"),
                        app.t("save_in_use", file=os.path.basename(path)), buttons))


def open_read_only(app, path: str) -> bool:
    """The save replayed, never written: the other window keeps playing it."""
    try:
        match, _ = saved_games.load_match(path)
    except Exception as e:  # noqa: BLE001 - as open_save
        app.push(MessageBox(app, app.t("cannot_load"), load_problem(app, e)))
        return False
    humans = [i for i, s in enumerate(match.seats) if not s.is_ai] or [0]
    app.push(ReplayScene(app, match, humans[0], read_only=True))
    if len(humans) > 1 and match.game.has_private_hands:   # hot seat: the hand stays private
        app.push(PassScene(app, seat_names(match, app.settings.language)[humans[0]], humans[0]))
    return True
