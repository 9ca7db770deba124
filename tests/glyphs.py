"""Every text the app can draw, gathered for the glyph check (tests/test_glyphs.py): each string of
the locale files, each rules page, each string of the game data, each card text the games
generate, the log lines of a played game of each, and the strings written in the UI's code."""
from __future__ import annotations

import ast
import glob
import os
import random
import unicodedata

import pygame.freetype

from conftest import ROOT
from engine.registry import GAMES

GAME_NAMES = ("cascadia", "habitat", "kauri", "habitats", "earth")
LANGS = ("en", "fr")


def locale_strings():
    from ui.i18n import strings
    for lang in LANGS:
        for key, text in strings(lang).items():
            if isinstance(text, str):
                yield f"locale {lang}:{key}", text


def rules_strings():
    for name in GAME_NAMES:
        for lang in LANGS:
            for title, body in GAMES[name].rules(lang):
                yield f"rules {name} {lang}: {title}", f"{title}\n{body}"


def _leaves(doc, where):
    if isinstance(doc, str):
        yield where, doc
    elif isinstance(doc, dict):
        for k, v in doc.items():
            yield from _leaves(v, f"{where}.{k}")
    elif isinstance(doc, list):
        for k, v in enumerate(doc):
            yield from _leaves(v, f"{where}[{k}]")


def data_strings():
    import yaml
    for path in sorted(glob.glob(os.path.join(ROOT, "gamedata", "**", "*.yaml"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            yield from _leaves(yaml.safe_load(f), os.path.relpath(path, ROOT))


def card_strings():
    """The card texts the games write from their data (Earth's abilities, Habitat's card text)."""
    from engine.earth import view_info as EV
    from engine.habitat import view_info as HV
    d = GAMES["earth"].data
    for cid in sorted(d.cards):
        face = EV.card_face(d, cid)
        for lang in LANGS:
            for text in face["texts"]:
                yield f"earth card {cid} {lang}", text[lang]
    deck = GAMES["habitat"].deck
    for c in range(deck.n):
        for lang in LANGS:
            yield f"habitat card {c} {lang}", HV.card_text(deck, c, lang)


def log_strings(steps: int = 250):
    """Each game's log lines over the first `steps` moves of a seeded random game."""
    for name in GAME_NAMES:
        game = GAMES[name]
        rng = random.Random(3)
        s = game.setup(game.default_options(game.min_players), 3)
        for _ in range(steps):
            if game.to_move(s) is None:
                break
            a = rng.choice(game.legal_actions(s))
            for lang in LANGS:
                yield f"log {name} {lang}", game.describe(s, a, lang)
            game.apply(s, a)


def code_strings():
    """String constants in the UI's and the engine's code (docstrings left out)."""
    for path in sorted(glob.glob(os.path.join(ROOT, "ui", "**", "*.py"), recursive=True)
                       + glob.glob(os.path.join(ROOT, "engine", "**", "*.py"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        for n in ast.walk(tree):
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs:
                yield f"{os.path.relpath(path, ROOT)}:{n.lineno}", n.value


def every_text():
    for source in (locale_strings, rules_strings, data_strings, card_strings, log_strings, code_strings):
        yield from source()


def missing_glyphs(font_file: str | None, texts) -> dict[str, str]:
    """{where: the characters of its text that `font_file` has no glyph for} (None: pygame's
    built-in font). Control characters (line breaks, tabs) are layout, and lone surrogates (in
    the saves' sanitising pattern) are never drawn: neither needs a glyph."""
    pygame.freetype.init()
    if font_file is None:
        font_file = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
    font = pygame.freetype.Font(font_file, 16)
    known: dict[str, bool] = {}
    out = {}
    for where, text in texts:
        chars = {ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs")}
        for ch in chars - known.keys():
            known[ch] = font.get_metrics(ch)[0] is not None
        lacking = "".join(sorted(ch for ch in chars if not known[ch]))
        if lacking:
            out[where] = lacking
    return out
