"""Long names stay readable and inside their box: every card face at every card size the view
uses, in both languages, and the board's own labels. A name is never drawn under the readable
size (11 px at the smallest window): an event's name is whole (two lines if need be), a
species' or Resource's name takes one line and is cut with "…" only when even that is too wide
(its tooltip names it whole)."""
from __future__ import annotations

import pygame
import pytest

from engine.habitat import view_info as VI
from tests import uikit
from tests.habitat.helpers import DECK, build
from ui.i18n import I18n
from ui.theme import Fonts
from ui.views.habitat import art as ART
from ui.views.habitat.fitname import SMALLEST, fit_label, fit_lines, fits

# every width a card face is drawn at: the table's and the opponents' chains (even widths from
# 96 down to 32), the common row and the hand (82), the Renewal tray (54)
WIDTHS = sorted(set(range(32, 97, 2)) | {54, 82})
TYPES = sorted({DECK.type_id[c]: c for c in range(DECK.n)}.values())


class Recorder(Fonts):
    """Fonts that remember every text rendered (the words actually drawn)."""

    def __init__(self):
        super().__init__()
        self.drawn: list[tuple[str, int]] = []

    def render(self, text, size=22, colour=(0, 0, 0), bold=False, mark=False):
        self.drawn.append((text, size))
        return super().render(text, size, colour, bold, mark)


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return Recorder()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_name_is_readable_whole_and_inside_its_card_at_every_size(fonts, lang):
    from ui import theme
    in_bar = in_body = 0
    for w in WIDTHS:
        h = int(round(w * 1.4))
        for c in TYPES:
            name = VI.card_name(DECK, c, lang)
            fonts.drawn = []
            ART.render_face(fonts, DECK, c, w, h, lang)
            assert not any("…" in t for t, _ in fonts.drawn), (w, name, fonts.drawn)
            assert all(s >= theme.READABLE for t, s in fonts.drawn if len(t) > 1), (w, name, fonts.drawn)
            fit = ART.name_fit(fonts, DECK, c, w, lang)
            caption = ART.caption_lines(fonts, DECK, c, w, lang)
            if w < ART.COMPACT:         # a compact card shows its rank and class letter only
                assert fit is None and not caption
                assert not any(name.startswith(t) for t, _ in fonts.drawn if len(t) > 2)
                continue
            assert (fit is None) != (not caption), (w, name)     # named once: bar or body
            lines, size = (fit[2], fit[1]) if fit else (caption, theme.READABLE)
            assert "".join(lines).replace("-", "").replace(" ", "") == name.replace("-", "").replace(" ", "")
            room = w - fit[0] - 3 if fit else w - 6
            height = ART.card_title(fonts, DECK, c, w, lang) - 1 if fit else h - 2 * ART.title_height(w)
            assert fits(fonts, size, lines, room, height), (w, name, size, lines)
            if fit and VI.card_class(DECK, c) != VI.CLASS_EVENT:
                assert lines == [name]
            drawn = [t for t, s in fonts.drawn if s == size and t in lines]
            assert drawn == lines, (w, name, fonts.drawn)
            in_bar += fit is not None
            in_body += bool(caption)
    assert in_bar and in_body, "short names sit in the bar, long ones in the body"


def test_a_name_that_fits_stays_on_one_line_at_its_full_size(fonts):
    deer = DECK.index["deer-1"]
    x, size, lines = ART.name_fit(fonts, DECK, deer, 84, "en")
    assert lines == ["Deer"] and size == SMALLEST
    pop = next(c for c in TYPES if DECK.type_id[c] == "population_boom")
    x, size, lines = ART.name_fit(fonts, DECK, pop, 82, "fr")
    assert lines[0] == "Explosion" and "".join(lines[1:]).replace("-", "") == "démographique"


def test_fitting_gives_the_whole_text_back(fonts):
    size, lines = fit_lines(fonts, "Wildfire: save the burnt chain on a lit free Resource", 240, 40, 20)
    assert " ".join(lines) == "Wildfire: save the burnt chain on a lit free Resource" and len(lines) == 2
    assert fits(fonts, size, lines, 240, 40) and size >= SMALLEST
    # a box too small for the words: still every word, the smallest size, one per line
    size, lines = fit_lines(fonts, "Explosion démographique", 10, 10, 15)
    assert lines == ["Explosion", "démographique"] and size == SMALLEST
    # a player's name shrinks first; only a name too long at the smallest size is cut
    size, shown = fit_label(fonts, "Bartholomew", 83, 19)
    assert shown == "Bartholomew" and SMALLEST <= size < 19
    size, shown = fit_label(fonts, "W" * 24, 60, 19)
    assert shown.endswith("…") and fonts.font(size).size(shown)[0] <= 60


def view_texts(lang) -> list[str]:
    t = I18n(lang)
    keys = ["legend_" + k for k in ("land", "water", "wing", "scav", "fed", "fed_scav", "starving",
                                    "feeds", "breaks")]
    return [t(f"habitat.{k}") for k in keys] + [t("habitat.new_chain")] + \
        [VI.CLASS_NAME[c][lang] for c in VI.CLASS_NAME]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_boards_labels_are_drawn_whole(app, lang):
    """Set-up (the key to the symbols shows, Set aside too) with many chains: every label of
    the key, the class names and New chain are drawn whole (on one or more lines)."""
    rec = Recorder()
    app.fonts = rec
    s = build(tables=[[["plants"], ["eggs"], ["insects"], ["mushrooms"], ["seeds_nuts"]], []],
              hands=[["deer", "moose", "lynx", "mouse"], ["frog"]], phase=VI.PHASES[0])
    scene, m = uikit.board(app, "habitat", lang=lang, state=s)
    scene.view.cache.clear()        # faces and the key are drawn again, words recorded
    rec.drawn = []
    app.draw()
    drawn = [t for t, _ in rec.drawn]
    joined = " ".join(drawn)
    for text in view_texts(lang):
        assert text in drawn or text in joined, text
    names = {VI.card_name(DECK, c, lang) for c in TYPES}
    assert not any(t.endswith("…") for t in drawn if not any(n.startswith(t[:-1]) for n in names))
    # the banner's prompt and the new-chain slot fit their boxes
    view = scene.view
    prompt = view.banner_text(scene.snap)
    assert prompt in drawn or prompt in joined


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_banner_fits_beside_the_niches_many_buttons(app, monkeypatch, lang):
    """The Niche picked (eight rank buttons, Cancel, End turn) with a hint on it: the longest
    banner line there is, in the narrowest banner, stays inside its box at a readable size
    (ending with "…" where it must: the hint's message says it whole)."""
    from ui.views.habitat import paint as P
    s = build(tables=[[["plants"]], [["plants", "deer"]]], hands=[["niche", "moose"], []])
    scene, m = uikit.board(app, "habitat", lang=lang, state=s)
    scene.hint = next(a for a in m.game.legal_actions(m.state) if a[0] == "event")
    uikit.frame(app)
    uikit.click(app, uikit.spot(scene, "hand", "niche-1"))
    assert scene.view.sel == ("hand", "niche-1") and len(scene.view.buttons) == 10
    seen = []

    def spy(view, surf, text, rect, *a, **k):
        got = boxed(view, surf, text, rect, *a, **k)
        seen.append((text, pygame.Rect(rect), got))
        return got
    boxed = P.boxed_text
    monkeypatch.setattr(P, "boxed_text", spy)
    app.draw()
    text = scene.view.banner_text(scene.snap)
    assert text.startswith("Hint" if lang == "en" else "Conseil")
    (_, rect, (size, lines)), = [x for x in seen if x[0] == text]
    assert fits(app.fonts, size, lines, rect.w, rect.h + 2) and size >= SMALLEST
    assert " ".join(lines) == text or lines[-1].endswith("…") and text.startswith(" ".join(lines)[:-1].rstrip())
    assert rect.w < 240
