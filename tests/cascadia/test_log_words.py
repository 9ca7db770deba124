"""Log lines in players' words (issue 14): over random games, no describe() text shows a
coordinate pair, a seat number ("Player 2"), an internal id or the raw action."""
from __future__ import annotations

import random
import re

import pytest

from tests.cascadia.helpers import GAME

COORD = re.compile(r"-?\d+\s*,\s*-?\d+")
SEAT = re.compile(r"\b(Player|Joueur|Seat|Place) ?\d")
PLACES = re.compile(r"\b(chain|chaîne|pile|pair|paire|slot|emplacement|tile|tuile|token|jeton) \d")
IDS = re.compile(r"\b[KDS]\d{1,3}\b")


def bad_words(game, s, a, lang):
    text = game.describe(s, a, lang)
    raw = " ".join(str(x) for x in a)
    found = [m.group() for rx in (COORD, SEAT, PLACES, IDS) for m in [rx.search(text)] if m]
    if "Player " in text or "Joueur " in text:
        found.append("Player/Joueur")
    if text.strip() == raw.strip():
        found.append("raw action")
    return found


@pytest.mark.parametrize("players,seed", [(1, 1), (2, 2), (4, 3)])
def test_no_log_line_leaks_coordinates_seats_or_ids(players, seed):
    game = GAME
    rng = random.Random(seed)
    s = game.setup(game.default_options(players), seed)
    seen = 0
    for _ in range(3000):
        if game.to_move(s) is None:
            break
        legal = game.legal_actions(s)
        a = rng.choice(legal)
        for b in {a, *rng.sample(legal, min(6, len(legal)))}:
            for lang in ("en", "fr"):
                assert not bad_words(game, s, b, lang), (b, lang, game.describe(s, b, lang))
                seen += 1
        game.apply(s, a)
    assert seen > 200
