"""Nothing cut, nothing spilling, at the smallest window (1024x640, the 1280x800 canvas at 0.8):
every rules table sizes its columns from their content and wraps inside its cells; every button
label of every screen, in both languages, stays inside its button."""
from __future__ import annotations

import pytest

from engine.registry import GAMES
from tests import screens
from ui.scenes.rules import CELL_PAD, CELL_SIZE, PAGE, layout_items, table_overflows
from ui.widgets import LABEL_PAD, fit_label, label_fits


@pytest.fixture
def small_app(tmp_home):
    from ui.app import App
    from ui.settings import Settings
    a = App(Settings(language="en", ai_speed="instant"), size=(1024, 640))
    yield a
    a.shutdown()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", screens.GAME_NAMES)
def test_every_rules_table_fits_its_cells(app, name, lang):
    tables = [payload for kind, payload, _ in layout_items(app.fonts, GAMES[name].rules(lang), PAGE.w - 60)
              if kind == "table"]
    assert tables
    font = app.fonts.font(CELL_SIZE)
    for cells, widths, _ in tables:
        assert table_overflows(app.fonts, (cells, widths, None)) == []
        assert sum(widths) <= PAGE.w - 60
        for row in cells:
            for lines, w in zip(row, widths):
                # a column as wide as its longest word: no word is split to fit
                assert all(font.size(word)[0] <= w - 2 * CELL_PAD for line in lines for word in line.split())


def test_a_table_with_a_long_first_column_keeps_its_short_ones_whole(app):
    from ui.scenes.rules import table_widths
    rows = [["Initiative", "Actions", "A long explanation of what this card does " * 4]]
    widths = table_widths(app.fonts, rows, 700)
    font = app.fonts.font(CELL_SIZE)
    assert widths[0] >= font.size("Initiative")[0] + 2 * CELL_PAD
    assert widths[1] >= font.size("Actions")[0] + 2 * CELL_PAD
    assert sum(widths) <= 700


def test_every_button_label_of_every_screen_fits_in_both_languages(small_app):
    seen, spilling = 0, []
    for lang, where, b in screens.every_button(small_app):
        seen += 1
        if not label_fits(small_app.fonts, b.label, b.size, b.rect):
            spilling.append((lang, where, b.label))
    assert seen > 200
    assert spilling == []


def test_a_label_too_long_for_one_line_goes_on_two_at_a_readable_size(app):
    size, lines = fit_label(app.fonts, "Je suis Bartholomew : montrer mes cartes", 30, 200 - 2 * LABEL_PAD, 56)
    assert len(lines) == 2 and size >= 17
    assert all(app.fonts.font(size).size(line)[0] <= 200 - 2 * LABEL_PAD for line in lines)
    assert " ".join(lines) == "Je suis Bartholomew : montrer mes cartes"


def test_the_export_message_shows_the_whole_path(app):
    from ui.messages import ICON, PAD, SIZE, message_box
    path = "/home/someone/.local/share/Terrarium/exports/cascadia-2025-05-01-12-30-11-position.json"
    rect, lines = message_box(app.fonts, app.t("exported", path=path), 600)
    assert rect.w <= 600
    assert all(app.fonts.font(SIZE).size(line)[0] <= 600 - 3 * PAD - ICON for line in lines)
    assert path in "".join(lines), lines


def test_kauri_aid_tags_sit_under_their_cards_never_over_their_text(app):
    from tests import uikit
    from ui.views.kauri.overlays import TAG_H
    scene, _ = uikit.board(app, "kauri")
    over = scene.view.overlays
    cards = [rect for _, rect in over.aid_cards(0)]
    box = over.aid_rect()
    for a in cards:
        assert a.bottom + TAG_H <= box.bottom
        for b in cards:
            if b.y > a.y and b.x == a.x:
                assert b.y >= a.bottom + TAG_H     # the tag strip under `a` is clear of `b`


def test_every_button_a_board_view_draws_fits_its_label_in_both_languages(small_app, monkeypatch):
    """The buttons each game view draws itself (banners, action panels, Confirm...), on every
    game's first screen and a mid-game screen: each frame drawn is labelled through the one
    fitting helper, and every label stays inside its button."""
    import ui.widgets as W
    from ui.views.kit import cardtable as CT
    drawn = []
    real_frame, real_fit = CT.button_frame, W.fit_label
    monkeypatch.setattr(CT, "button_frame", lambda surf, rect, *a, **k: (drawn.append(("frame", rect)),
                                                                         real_frame(surf, rect, *a, **k)))

    def fit(fonts, text, size, width, height, bold=False):
        got = real_fit(fonts, text, size, width, height, bold)
        drawn.append(("label", text, width, height, bold, got))
        return got
    monkeypatch.setattr(W, "fit_label", fit)
    seen, bad = 0, []
    for lang in ("en", "fr"):
        small_app.settings.language = small_app.t.lang = lang
        for name in screens.GAME_NAMES:
            for scene in screens.positions(small_app, name, lang):
                scene.view.on_snapshot(scene.snap)      # a view keeping a drawn layer draws it anew
                drawn.clear()
                scene.view.draw(small_app.canvas, scene.snap)
                seen += check_buttons(small_app, drawn, (lang, name, len(scene.match.steps)), bad)
    assert bad == []
    assert seen > 500


def check_buttons(app, drawn, where, bad) -> int:
    """The buttons in `drawn` (frames, each followed by its fitted label): adds to `bad` those
    drawn without a fitted label or whose label spills; returns how many were seen."""
    import ui.widgets as W
    seen = 0
    for k, item in enumerate(drawn):
        if item[0] != "frame":
            continue
        label = next((d for d in drawn[k + 1:k + 3] if d[0] == "label"), None)
        if label is None:
            bad.append((where, "a button drawn without its label fitted", item[1]))
            continue
        seen += 1
        _, text, width, height, bold, (size, lines) = label
        font = app.fonts.font(size, bold)
        tall = len(lines) * W.line_step(app.fonts, size, bold) > height + 4
        if tall or any(font.size(ln)[0] > width for ln in lines):
            bad.append((where, text, size, lines))
    return seen


def test_a_long_message_is_drawn_whole_and_only_past_ten_lines_ends_after_a_whole_word(app):
    from ui.messages import ICON, MOST_LINES, PAD, message_box
    hint = ("takes the Forest/Prairie tile (Bear, Elk) and the Elk token, then places the Forest/Prairie "
            "tile (Bear, Elk), then puts the Elk token on the Forest/Prairie tile (Bear, Elk) — your "
            "largest Forest grows to 5; +4 now: Forest +1, Elk +3")
    _, lines = message_box(app.fonts, hint, 304)
    assert 6 < len(lines) <= MOST_LINES and " ".join(lines) == hint[0].upper() + hint[1:]
    words = " ".join(["woodland"] * 120)
    _, lines = message_box(app.fonts, words, 304)
    assert len(lines) == MOST_LINES and lines[-1].endswith("woodland…")
    assert all(app.fonts.font(22).size(line)[0] <= 304 - 3 * PAD - ICON for line in lines)


@pytest.mark.parametrize("name", screens.GAME_NAMES)
def test_no_word_on_a_board_is_cut_inside(app, monkeypatch, name):
    """A text too wide for its place ends after a whole word with "…" (its tooltip says it
    whole); only a first word too wide alone is cut inside. Kauri's kept-card chip drew
    "Revendiqu…" for "Revendiquer un Héritage"."""
    from ui.views.kit import cardtable as CT
    real, cut = CT.fit_text, []

    def fit_text(fonts, text, size, width, bold=False):
        out = real(fonts, text, size, width, bold)
        kept, words = out[:-1].rstrip(), text.split(" ")
        whole = any(" ".join(words[:k]).rstrip(" :,;(") == kept for k in range(1, len(words) + 1))
        if out != text and not bold and not whole:      # bold tries regular weight next
            cut.append((text, out))
        return out
    monkeypatch.setattr(CT, "fit_text", fit_text)
    for lang in ("en", "fr"):
        screens.walk(app, name, lang, steps=90)
    assert cut == []
