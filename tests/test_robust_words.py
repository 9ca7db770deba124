"""Words a player reads about saves (issue 36, item 6): a save from a newer Terrarium is not
called damaged, a name too long to show says so, and a failed autosave names the save, never
the temporary file it was writing. Both languages."""
from __future__ import annotations

import json
import os

import pytest

from engine import saved_games
from engine.core import saves
from engine.core.match import Match, Seat
from engine.registry import GAMES
from ui.i18n import I18n
from ui.session import ERROR, PlaySession


def pebbles_match(*names):
    g = GAMES["pebbles"]
    seats = [Seat("human", name=n) for n in names or ("Ann", "Bob")]
    return Match.new(g, g.default_options(len(seats)), 5, seats)


def write_doc(name: str, doc: dict) -> str:
    folder = saves.saves_dir()
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    return path


def load_rows(app, lang):
    from ui.scenes.load import LoadScene
    app.settings.language, app.t = lang, I18n(lang)
    return [text for text, _ in LoadScene(app).list.rows]


@pytest.mark.parametrize("lang, words, not_words", [
    ("en", "made by a newer version", "damaged"),
    ("fr", "faite par une version plus récente", "abîmée")])
def test_a_save_from_a_newer_terrarium_is_not_called_damaged(tmp_home, app, lang, words, not_words):
    doc = saves.to_document(pebbles_match())
    doc["version"] = saves.VERSION + 1
    write_doc("future.json", doc)
    (row,) = load_rows(app, lang)
    assert words in row and not_words not in row and "future.json" in row


@pytest.mark.parametrize("lang, words", [("en", "too long to show (more than 60 characters)"),
                                         ("fr", "trop long pour être affiché (plus de 60 caractères)")])
def test_a_name_too_long_to_show_says_so(tmp_home, app, lang, words):
    doc = saves.to_document(pebbles_match("Ann", "B" * 61))
    path = write_doc("long.json", doc)
    assert saved_games.inspect_save(path).problem.key == "name_long"
    (row,) = load_rows(app, lang)
    assert words in row and "long.json" in row
    assert "damaged" not in row and "abîmée" not in row and "cannot be shown" not in row
    doc = saves.to_document(pebbles_match("Ann", "B" * 60))
    assert not saved_games.inspect_save(write_doc("fits.json", doc)).error


@pytest.mark.parametrize("lang, words", [("en", "Autosave of {save} failed: Permission denied"),
                                         ("fr", "La sauvegarde automatique de {save} a échoué : Permission denied")])
def test_a_failed_autosave_names_the_save_not_a_temporary_file(tmp_home, monkeypatch, lang, words):
    path = saves.new_save_path("pebbles")
    s = PlaySession(pebbles_match(), path, t=I18n(lang), lang=lang)
    assert not os.path.isfile(path), "nothing is written before a move"

    def refused(src, dst):   # what os.replace says when the folder turned read-only
        raise PermissionError(13, "Permission denied", src, None, dst)
    monkeypatch.setattr(saves.os, "replace", refused)
    s.passed()     # two humans, hidden hands: the pass screen was confirmed
    assert s.play(s.snapshot().legal[0])
    (message,) = s.take_messages()
    assert message.kind == ERROR
    assert message.text == words.format(save=os.path.basename(path))
    assert ".tmp-" not in message.text
    assert not [n for n in os.listdir(os.path.dirname(path)) if n.startswith(saves.TEMP_PREFIX)], \
        "no temp file left"
    s.close()
