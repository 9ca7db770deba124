"""The Earth board view, driven headless through real clicks on the play scene."""
from __future__ import annotations

import random
import re

import pytest

from engine.registry import GAMES
from tests import uikit
from tests.uikit import click, frame, play_to_the_end

GAME = GAMES["earth"]


def board(app, players=2, seed=5, lang="en", **kw):
    return uikit.board(app, "earth", players=players, seed=seed, lang=lang, **kw)


def target(action) -> tuple:
    """The thing a player clicks for `action` (a hand card with several payments, or a card
    with several abilities to copy, then takes a second click on a button)."""
    k = action[0]
    if k in ("face", "cell"):
        return ("offer" if k == "face" else "cell", *action[1:3])
    kinds = {"put": "card", "take": "card", "copy": "card", "plant": "hand", "compost": "hand", "give": "hand",
             "event": "hand", "keep": "look", "action": "action", "fauna": "fauna"}
    return (kinds[k], action[1]) if k in kinds else ("button", action)


def click_action(app, scene, m, action):
    """Play `action` by clicking what a player sees; returns the clicks made."""
    view = scene.view
    n = len(m.actions)
    what = target(action)
    rect = view.rect_of(*what)
    assert rect is not None, f"nothing laid out for {action}"
    click(app, rect.center)
    clicks = 1
    if len(m.actions) == n:          # a choice of payment or ability: the button comes next
        rect = view.rect_of("button", action)
        assert rect is not None, f"no button for {action}"
        click(app, rect.center)
        clicks += 1
    assert m.actions[n:] == [action], (action, m.actions[n:])
    return clicks


def settle(app, scene):
    """Hot seat: confirm the pass screen when the next human takes the seat."""
    frame(app)
    if app.top is not scene:
        app.top.ready()
        frame(app)
    assert app.top is scene


def test_the_view_is_registered(app):
    from ui.views import make_view
    from ui.views.earth import EarthView
    assert isinstance(make_view(GAME, app), EarthView)


def test_set_up_and_full_turns_are_played_by_clicks_including_an_activation(app):
    scene, m = board(app, players=2, seed=1)
    rng = random.Random(1)
    asked = turns = 0
    while turns < 4 or not asked:
        assert len(m.actions) < 400, "no activation question came up"
        legal = GAME.legal_actions(m.state)
        plain = [a for a in legal if a[0] not in ("event", "convert")]
        action = rng.choice(plain)
        if m.state.tasks[-1][0] == "ask":
            asked += 1
            assert scene.view.rect_of("button", ("activate",)) is not None
            assert "?" in scene.view.prompt(scene.snap)
        turns += action[0] == "action"
        click_action(app, scene, m, action)
        settle(app, scene)
    assert m.state.phase == "play" and len(m.state.grid[0]) + len(m.state.grid[1]) > 0


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_draws_every_phase_to_the_end(app, players):
    from ui.scenes.results import ResultsScene
    scene, m = board(app, players=players, seed=players)

    def look(steps):        # every tab can be shown
        for tab in scene.view.model.tabs():
            scene.view.act(("tab", tab), 1, scene.snap)
            scene.view.draw(app.canvas, scene.snap)
        scene.view.reset()
    play_to_the_end(app, scene, m, random.Random(players), 11, look)
    assert isinstance(app.top, ResultsScene)


def test_solo_shows_gaias_board_one_click_away(app):
    scene, m = board(app, players=1, seed=3)
    click(app, scene.view.rect_of("tab", "gaia").center)
    assert scene.view.model.shown == "gaia"
    frame(app)
    click(app, scene.view.rect_of("tab", 0).center)
    assert scene.view.model.shown == 0


@pytest.mark.parametrize("lang,word", [("en", "Gaia"), ("fr", "Gaïa")])
def test_gaia_is_named_in_the_players_language(app, lang, word):
    scene, _ = uikit.board(app, "earth", players=1, lang=lang)
    assert scene.view.name("gaia") == word and scene.view.name(0) == uikit.NAMES[0]


def test_another_island_is_one_click_away_and_not_clickable(app):
    scene, m = board(app, players=3, seed=2)
    me = scene.view.model.me
    other = (me + 1) % 3
    click(app, scene.view.rect_of("tab", other).center)
    frame(app)
    assert scene.view.model.shown == other
    assert scene.view.island.seat() == other


def test_french_board_and_prompts(app):
    scene, m = board(app, players=2, seed=1, lang="fr")
    frame(app)
    assert "Mise en place" in scene.view.prompt(scene.snap)
    rng = random.Random(4)
    for _ in range(60):
        m.play(rng.choice(GAME.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    assert scene.view.tx("actions_title") == "Les quatre actions"
    scene.view.draw(app.canvas, scene.snap)


def test_the_hint_is_drawn_and_applied_when_its_lit_target_is_clicked(app):
    scene, m = board(app, players=2, seed=1)
    rng = random.Random(2)
    while m.state.tasks[-1][0] != "cell" or len(GAME.legal_actions(m.state)) < 2:
        m.play(rng.choice(GAME.legal_actions(m.state)))
    scene.viewer = m.to_move()
    hint = GAME.legal_actions(m.state)[-1]
    scene.session.hint = hint
    scene.refresh(force=True)
    frame(app)
    assert scene.view.model.hint_target() == ("cell", hint[1], hint[2])
    n = len(m.actions)
    click(app, scene.view.rect_of("cell", hint[1], hint[2]).center)
    assert m.actions[n:] == [hint]


def test_a_hint_at_a_card_on_another_page_of_the_hand_turns_to_that_page(app):
    """Issue 42: the hint lit a card the hand did not show (another page), so nothing seemed lit."""
    scene, m = board(app, players=2, seed=1)
    rng = random.Random(1)
    for _ in range(6):
        m.play(rng.choice(GAME.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    hand = scene.view.hand
    cards = hand.cards()
    assert hand.pages() > 1 and hand.page == 0
    last = cards[-1]
    hint = next(a for a in GAME.legal_actions(m.state) if a[0] in ("plant", "compost", "give") and a[1] == last)
    scene.session.hint = hint
    frame(app)
    assert scene.view.model.hint_target() == ("hand", last)
    assert last in [c for c, _ in hand.placed()], "the hinted card is shown"
    click(app, hand.arrows[-1].center)           # the player may still page away
    assert hand.page == hand.pages() - 2
    frame(app)
    assert last not in [c for c, _ in hand.placed()]


def test_tooltips_read_cards_actions_and_fauna(app):
    scene, m = board(app, players=2, seed=1)
    rng = random.Random(3)
    while m.state.tasks[-1][0] != "choose":
        m.play(rng.choice(GAME.legal_actions(m.state)))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    view = scene.view
    cid = m.state.hands[view.model.me][0]
    tip = view.tooltip(view.rect_of("hand", cid).center, scene.snap)
    assert GAME.data.cards[cid].name.en in tip.text and "VP" in tip.text     # shown whole, as a picture
    assert tip.get_width() >= 200
    tip = view.tooltip(view.rect_of("action", "blue").center, scene.snap)
    assert "Watering" in tip and "Every other player" in tip
    tip = view.tooltip(view.rect_of("fauna", 0).center, scene.snap)
    assert "Objective" in tip
    tip = view.tooltip(view.rect_of("tab", 1 - view.model.me).center, scene.snap)
    assert "soil" in tip


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_tooltip_shows_no_raw_colour_tag(app, lang):
    """Issue 42: "[yellow] Yellow: pay 1 soil" in a tooltip; each ability opens with its word."""
    from engine.earth import view_info as VI
    from ui.views.earth.texts import card_text
    scene, m = board(app, players=2, seed=1, lang=lang)
    tips = [card_text(scene.view, VI.card_face(GAME.data, cid)) for cid in GAME.data.cards]
    assert len(tips) > 100
    assert not [t for t in tips if re.search(r"\[[^\]]*\]", t)]
    assert any(("Jaune\u00a0: " if lang == "fr" else "Yellow: ") in t for t in tips)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_face_writes_each_ability_whole_or_not_at_all(app, monkeypatch, lang):
    """Issue 42: abilities were cut mid-sentence on the faces ("Red: pay 1 soil »"). In the hand
    and on the tableau, an ability is written whole at a readable size, or shown by its chip
    alone (pointing at the card shows it whole); most hand cards write all of theirs."""
    from engine.earth import view_info as VI
    from ui import theme
    from ui.views.earth.hand import CARD_W
    scene, m = board(app, players=2, seed=1, lang=lang)
    view = scene.view
    drawn = []
    real = type(app.fonts).render

    def render(self, text, size=22, colour=theme.TEXT, bold=False, mark=False):
        if not mark:            # a letter marking a chip may be smaller (theme.READABLE)
            drawn.append((text, size))
        return real(self, text, size, colour, bold, mark)
    monkeypatch.setattr(type(app.fonts), "render", render)
    whole = flora = 0
    for cid in GAME.data.cards:
        face = VI.card_face(GAME.data, cid)
        if face is None or face["kind"] != "flora":
            continue
        for w, h, full in ((CARD_W, view.hand.card_h, True), (104, 106, "placed")):
            drawn.clear()
            view.art._render(face, w, h, lang, full)
            each = [app.fonts.wrap(view.art._body(colour, text, lang), theme.READABLE, w - 25)
                    for colour, text in zip(face["colours"], face["texts"])]
            words = {ln for lines in each for ln in lines}
            shown = [t for t, size in drawn if size == theme.READABLE and t in words]
            # the lines written are those of the first few abilities, each whole, in order
            written = next((n for n in range(len(each) + 1) if shown == sum(each[:n], [])), None)
            assert written is not None, (face["name"]["en"], each, shown)
            # the name is whole (on two lines when the face is narrow); nothing on a face is cut
            from ui.views.earth.art import NAME_SIZE
            name = face["name"][lang]
            lines = app.fonts.wrap(name, NAME_SIZE, w - 8, True)
            assert "".join(lines).replace("-", "").replace(" ", "") == name.replace("-", "").replace(" ", "")
            assert all(ln in [t for t, _ in drawn] for ln in lines), (name, drawn)
            assert not any("…" in t for t, _ in drawn), drawn
            assert all(size >= theme.READABLE for t, size in drawn), drawn
            if full is True:
                flora += 1
                whole += written == len(face["texts"])
    assert whole > flora // 2, (whole, flora)
    tip = view.art.zoom(next(iter(GAME.data.cards)), VI.card_face(GAME.data, next(iter(GAME.data.cards))), lang)
    assert tip.get_width() >= 200


def test_prompts_and_log_lines_never_show_internal_ids_or_coordinates(app):
    scene, m = board(app, players=3, seed=6)
    rng = random.Random(6)
    ids = {str(c) for c in range(len(GAME.data.cards)) if c >= 100}
    for k in range(500):
        if m.is_over():
            break
        m.play(rng.choice(GAME.legal_actions(m.state)))
        if k % 5:
            continue
        scene.viewer = m.to_move()
        scene.refresh(force=True)
        text = scene.view.prompt(scene.snap) + " " + scene.view.status(scene.snap)
        assert not re.search(r"\(-?\d+, -?\d+\)", text), text
        assert not ({w.strip(".,:?()") for w in text.split()} & ids), text
        assert "{" not in text and "None" not in text, text


def test_the_solo_results_say_whether_gaia_was_beaten_and_show_her_points(app):
    from engine.core.match import Match, Seat
    from tests.playout import random_playout
    from ui.scenes.results import ResultsScene
    g = GAMES["earth"]
    options = g.default_options(1)
    s, actions = random_playout(g, options, 5)
    m = Match.new(g, options, 5, [Seat("human", name="Ann")])
    m.state = s
    scene = ResultsScene(app, m, 0)
    app.push(scene)
    app.frame([], 1 / 60)
    sheet = g.scores(s)
    mine, gaia = sheet.totals[0], sheet.rival_total
    assert gaia is not None and gaia == sum(sheet.gaia.values())
    head = scene.headline()
    assert str(mine) in head and str(gaia) in head and "Gaia" in head
    assert scene.reason().startswith("Gaia:") and scene.reason().endswith(f"= {gaia}")



@pytest.mark.parametrize("lang,words", [("en", "Printed share: bushes are {}% of the deck's cards"),
                                        ("fr", "Part imprimée : buissons, {} % des cartes du paquet")])
def test_a_card_tooltip_shows_the_share_printed_on_it(app, lang, words):
    d = GAME.data
    scrub = next(k for k in d.base_ids if d.cards[k].name.en == "Scrubland")

    def give(s):
        for zone in [s.deck, s.discard] + s.hands + s.compost:
            if scrub in zone:
                zone.remove(scrub)
        s.hands[s.tasks[-1][1]].append(scrub)

    scene, m = board(app, players=2, seed=1, lang=lang)
    rng = random.Random(3)
    while m.state.tasks[-1][0] != "choose":
        m.play(rng.choice(GAME.legal_actions(m.state)))
    give(m.state)
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    view = scene.view
    tip = view.tooltip(view.rect_of("hand", scrub).center, scene.snap)
    assert words.format(d.shares[scrub][0]) in tip.text


@pytest.mark.parametrize("lang,prompt,button", [
    ("en", "Lightning Strike: choose a row of your tableau", "Row 2 from the top"),
    ("fr", "Coup de foudre : choisissez une rangée de votre tableau", "Rangée 2 depuis le haut")])
def test_a_row_of_your_choice_is_asked_with_words_lit_cards_and_buttons(app, lang, prompt, button):
    d = GAME.data

    def by_name(name):
        return next(k for k in d.base_ids if d.cards[k].name.en == name)

    def setup(s):
        while s.phase == "setup":
            GAME.apply(s, GAME.legal_actions(s)[0])
        p = s.tasks[-1][1]
        wanted = ["Lion's Mane", "Slime Mold", "Chicken of the Woods", "Grey Reindeer Lichen", "Lightning Strike"]
        for k in map(by_name, wanted):
            for zone in [s.deck, s.discard] + s.hands + s.compost:
                if k in zone:
                    zone.remove(k)
        s.grid[p] = {(0, 0): by_name("Lion's Mane"), (0, 1): by_name("Slime Mold"),
                     (1, 0): by_name("Chicken of the Woods"), (1, 1): by_name("Grey Reindeer Lichen")}
        s.sprouts = {}
        s.hands[p].append(by_name("Lightning Strike"))

    scene, m = board(app, players=2, seed=1, lang=lang, setup=setup)
    view = scene.view
    click(app, view.rect_of("hand", by_name("Lightning Strike")).center)
    frame(app)
    assert m.state.tasks[-1][0] == "pickline"
    assert view.prompt(scene.snap).startswith(prompt)
    labels = [view.tx(k, **fmt) for k, fmt, _a, _p in view.model.buttons()]
    assert button in labels
    n = len(m.actions)
    click(app, view.rect_of("card", by_name("Grey Reindeer Lichen")).center)
    assert m.actions[n:] == [("row", 1)]
    assert m.state.sprouts.get(by_name("Lion's Mane"), 0) == 0 and m.state.sprouts[by_name("Chicken of the Woods")] > 0


@pytest.mark.parametrize("lang,prompt,convert,skip", [
    ("en", "Morel: Yellow: pay 1 soil → plant 1 card. You cannot pay its cost yet: convert 3 sprouts into 2 soil, "
           "or skip it.", "3 sprouts to 2 soil", "Skip"),
    ("fr", "Morille : Jaune\u00a0: payez 1 sol → plantez 1 carte. Vous ne pouvez pas encore payer son coût : "
           "convertissez 3 germes en 2 sols, ou passez-la.", "3 germes en 2 sols", "Passer")])
def test_a_cost_not_yet_payable_asks_convert_or_skip_in_clear_words(app, lang, prompt, convert, skip):
    d = GAME.data

    def by_name(name):
        return next(k for k in d.base_ids if d.cards[k].name.en == name)

    def setup(s):
        while s.phase == "setup":
            GAME.apply(s, GAME.legal_actions(s)[0])
        p = s.tasks[-1][1]
        for k in map(by_name, ["Morel", "Lion's Mane", "Chicken of the Woods"]):
            for zone in [s.deck, s.discard] + s.hands + s.compost:
                if k in zone:
                    zone.remove(k)
        s.grid[p] = {(0, 0): by_name("Morel"), (0, 1): by_name("Lion's Mane"),
                     (0, 2): by_name("Chicken of the Woods")}
        s.sprouts = {by_name("Lion's Mane"): 2, by_name("Chicken of the Woods"): 1}
        s.growth = {}
        s.hands[p] = [k for k in s.hands[p] if d.cards[k].kind != "event"]
        s.deck.sort(key=lambda k: d.cards[k].kind != "event")
        s.soil[p] = 0
        s.island[p] = s.climate[p] = None

    scene, m = board(app, players=2, seed=1, lang=lang, setup=setup)
    m.play(("action", "yellow"))
    while m.state.tasks[-1][0] != "short":
        m.play(next(a for a in GAME.legal_actions(m.state) if a[0] in ("amount", "stop", "minor", "skip")))
    scene.viewer = m.to_move()
    scene.refresh(force=True)
    frame(app)
    view = scene.view
    assert view.prompt(scene.snap) == prompt
    labels = [view.tx(k, **fmt) for k, fmt, _a, _p in view.model.buttons()]
    assert convert in labels and skip in labels
    n = len(m.actions)
    click(app, view.rect_of("button", ("convert",)).center)
    assert m.actions[n:] == [("convert",)]


# ---- the team game (2 against 2) -------------------------------------------------------------------


def team_board(app, seed=3, hands="private", lang="en", state=None):
    """A play scene on a team game of 4 humans (Ann and Bob against Cleo and Dan); `state`
    replaces the match's state."""
    from engine.core.match import Match, Seat
    from ui.scenes.play import PlayScene
    app.settings.language = lang
    options = {"players": 4, "teams": "on", "team_hands": hands}
    m = Match.new(GAME, options, seed, [Seat("human", name=n) for n in uikit.NAMES[:4]])
    if state is not None:
        m.state = state
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    settle(app, scene)
    return scene, m


def click_at(app, scene, m, *what):
    """Click what the view drew as `what`; returns the moves it made."""
    n = len(m.actions)
    rect = scene.view.rect_of(*what)
    assert rect is not None, f"nothing laid out for {what}"
    click(app, rect.center)
    settle(app, scene)
    return m.actions[n:]


def test_gains_are_sent_to_the_team_board_by_clicks(app):
    from tests.earth.helpers import fresh, place
    s = fresh(4, seed=3, teams="on")
    place(s, 0, "Oakmoss", 0, 0)
    scene, m = team_board(app, state=s)
    assert click_at(app, scene, m, "team", "share") == [("share", 1)]
    assert "ON" in scene.view.tx("team_share_on")
    assert click_at(app, scene, m, "action", "red") == [("action", "red")]
    assert "how much goes on the team board" in scene.view.prompt(scene.snap)
    assert click_at(app, scene, m, "button", ("send", 3)) == [("send", 3)]
    assert click_at(app, scene, m, "button", ("send", 1)) == [("send", 1)]
    assert s.board[0].soil == 3 and len(s.board[0].compost) == 1
    # the teammate takes: an amount of soil (a button), the only compost card (one click)
    assert scene.snap.viewer == 1
    assert click_at(app, scene, m, "team", "soil") == []
    assert "How much soil" in scene.view.prompt(scene.snap)
    assert click_at(app, scene, m, "button", ("board", "soil", 2)) == [("board", "soil", 2)]
    assert click_at(app, scene, m, "team", "compost") == [("board", "compost", 1)]
    assert s.soil[1] == 2 and s.board[0].soil == 1


def test_team_cards_and_pieces_are_sent_and_taken_by_clicks(app):
    from tests.earth.helpers import fresh, place
    s = fresh(4, seed=4, teams="on")
    place(s, 0, "Oakmoss", 0, 0)
    paper = place(s, 1, "Paper Birch", 0, 0)
    s.share[0] = True
    scene, m = team_board(app, state=s)
    click_at(app, scene, m, "action", "yellow")
    drawn = sorted(set(s.hands[0]))
    assert scene.view.model.question["kind"] == "split"
    assert click_at(app, scene, m, "hand", drawn[0]) == [("send_card", drawn[0])]
    assert click_at(app, scene, m, "button", ("stop",)) == [("stop",)]
    assert click_at(app, scene, m, "button", ("send_piece",)) == [("send_piece",)]
    assert click_at(app, scene, m, "button", ("stop",)) == [("stop",)]
    while m.state.tasks[-1][:2] != ("minor", 1):      # seat 0's abilities, if it is asked
        click_at(app, scene, m, "button", next(a for a in GAME.legal_actions(m.state) if a[0] in ("skip", "stop")))
    assert click_at(app, scene, m, "team", "card", drawn[0]) == [("board", "card", drawn[0])]
    assert drawn[0] in s.hands[1]
    # the growth piece: its token lights the flora that can take it (one here: taken at once)
    assert click_at(app, scene, m, "team", "growth") == [("board", "growth", paper)]
    assert s.growth[paper] == 1 and s.board[0].empty()


def test_the_end_of_the_turn_asks_the_team_to_take_then_done(app):
    from tests.earth.helpers import fresh
    s = fresh(4, seed=5, teams="on")
    s.share[0] = True
    scene, m = team_board(app, state=s)
    click_at(app, scene, m, "action", "red")
    click_at(app, scene, m, "button", ("send", 5))
    click_at(app, scene, m, "button", ("send", 0))
    while m.state.tasks[-1][0] != "teamtake":
        legal = [a for a in GAME.legal_actions(m.state) if a[0] not in ("board", "share", "event", "convert")]
        click_at(app, scene, m, "button", next(a for a in legal if a[0] == "minor"))
    assert m.state.tasks[-1] == ("teamtake", 0)
    assert "End of Ann's turn" in scene.view.prompt(scene.snap)
    assert click_at(app, scene, m, "button", ("stop",)) == [("stop",)]
    assert m.state.tasks[-1] == ("teamtake", 1)
    assert click_at(app, scene, m, "button", ("stop",)) == [("stop",)]
    assert s.board[0].empty() and m.state.tasks[-1] == ("choose", 1)


def test_a_cost_only_the_team_board_can_pay_asks_take_or_skip_in_clear_words(app):
    from tests.earth.helpers import fresh, place
    s = fresh(4, seed=5, teams="on")
    s.deck.sort(key=lambda k: GAME.data.cards[k].kind != "event")
    place(s, 0, "Chinese Quince", 0, 0)          # yellow: pay 1 soil -> draw 3
    s.board[0].soil = 1
    scene, m = team_board(app, state=s)
    click_at(app, scene, m, "action", "yellow")
    while m.state.tasks[-1][0] != "short":
        legal = [a for a in GAME.legal_actions(m.state) if a[0] not in ("board", "share", "send_piece")]
        click_at(app, scene, m, "button", next(a for a in legal if a[0] in ("skip", "stop")))
    assert scene.view.prompt(scene.snap).endswith(
        "You cannot pay its cost yet: take what it needs from the team board (bottom), or skip it.")
    assert click_at(app, scene, m, "team", "soil") == [("board", "soil", 1)]
    assert m.state.tasks[-1][0] == "ask" and s.soil[0] == 1


def test_the_team_board_shows_who_may_take_and_hides_the_other_teams_cards(app):
    from tests.earth.helpers import fresh
    s = fresh(4, seed=5, teams="on")
    s.board[0].cards = [s.deck.pop()]
    s.board[1].cards = [s.deck.pop(), s.deck.pop()]
    s.board[1].soil = 2
    s.tasks.append(("teamtake", 0))       # the end of a turn: seat 0 may take from the board
    scene, m = team_board(app, state=s)
    assert scene.snap.viewer == 0
    facts = scene.view.facts
    assert s.board[0].cards[0] in facts["faces"]
    assert not set(s.board[1].cards) & set(facts["faces"])          # never looked up, never drawn
    assert scene.view.rect_of("team", "card", s.board[0].cards[0]) is not None
    assert scene.view.rect_of("team", "card", s.board[1].cards[0]) is None
    tip = scene.view.teamboard.tooltip(scene.view.rect_of("team", "share").center, scene.snap)
    assert "team board" in tip
    words = scene.view.tx("team_until", names="Ann and Bob", active=m.seats[s.active].name)
    assert "Ann and Bob may take" in words


@pytest.mark.parametrize("hands,shown", [("private", False), ("open", True)])
def test_hot_seat_keeps_hands_private_within_a_team_unless_open(app, hands, shown):
    s = GAME.setup({"players": 4, "teams": "on", "team_hands": hands}, 6)
    while s.phase == "setup":
        GAME.play(s, GAME.legal_actions(s)[0])
    scene, m = team_board(app, hands=hands, state=s)
    assert app.top is scene and scene.session.pass_to is None
    me = scene.snap.viewer
    mate = me ^ 1
    assert scene.snap.obs.hands[me] and VI_HIDDEN not in scene.snap.obs.hands[me]
    assert (VI_HIDDEN not in scene.snap.obs.hands[mate]) is shown
    assert all(VI_HIDDEN in scene.snap.obs.hands[q] for q in (0, 1, 2, 3) if q // 2 != me // 2)
    click(app, scene.view.rect_of("tab", mate).center)
    hand = scene.view.hand
    assert (hand.mate_shown() == mate) is shown
    if shown:
        assert sorted(hand.cards()) == sorted(m.state.hands[mate])


@pytest.mark.parametrize("lang,words", [("en", "Team {} wins!"), ("fr", "L'équipe {} gagne !")])
def test_the_team_results_name_the_winning_team_and_both_teams_points(app, lang, words):
    from engine.core.match import Match, Seat
    from tests.playout import random_playout
    from ui.i18n import I18n
    from ui.scenes.results import ResultsScene
    app.settings.language = lang
    app.t = I18n(lang)
    options = {"players": 4, "teams": "on"}
    for seed in range(8, 40):            # a game the teams did not tie (a tie has its own words)
        s, _ = random_playout(GAME, options, seed)
        sheet = GAME.scores(s)
        if sheet.team_totals[0] != sheet.team_totals[1]:
            break
    m = Match.new(GAME, options, seed, [Seat("human", name=n) for n in uikit.NAMES[:4]])
    m.state = s
    scene = ResultsScene(app, m, 0)
    app.push(scene)
    frame(app)
    best = max(range(2), key=lambda t: sheet.team_totals[t])
    pair = " & ".join(uikit.NAMES[2 * best: 2 * best + 2])
    assert sheet.team_totals[0] != sheet.team_totals[1]
    assert scene.headline() == words.format(pair)
    for t in range(2):
        assert f"{' & '.join(uikit.NAMES[2 * t: 2 * t + 2])} {sheet.team_totals[t]}" in scene.reason()


def test_new_game_offers_teams_for_four_players_and_open_hands_only_with_teams(app):
    from ui.scenes.newgame import NewGame
    from ui.scenes.play import PlayScene
    from ui.widgets import Button, Cycler
    app.push(NewGame(app, "earth"))
    frame(app)
    scene = app.top

    def rows():
        return [label for label, _ in scene.variant_rows]

    assert "Teams (2 against 2)" not in rows()           # 2 players
    counts = next(w for w in scene.widgets if isinstance(w, Cycler) and "4" in w.choices)
    click(app, counts.right.center)
    click(app, next(w for w in scene.widgets if isinstance(w, Cycler) and "4" in w.choices).right.center)
    assert scene.players == 4 and "Teams (2 against 2)" in rows() and "Hands within a team" not in rows()
    teams = next(w for w in scene.widgets if isinstance(w, Cycler) and "Players 1 and 2 against 3 and 4" in w.choices)
    click(app, teams.right.center)
    assert "Hands within a team" in rows()
    start = next(w for w in scene.widgets if isinstance(w, Button) and w.label == "Start")
    click(app, start.rect.center)
    assert isinstance(app.top, PlayScene)
    assert app.top.match.options["teams"] == "on" and app.top.match.state.teams


VI_HIDDEN = -1


class _InstantWorker:
    """An AI worker that answers at once with a random legal move of the match."""

    def __init__(self, match, rng):
        self.match, self.rng, self.ready, self.n = match, rng, [], 0

    def ask(self, req):
        self.n += 1
        legal = [a for a in GAME.legal_actions(self.match.state) if a[0] not in ("event", "convert", "share")]
        self.ready.append((self.n, self.rng.choice(legal), None))
        return self.n

    def poll(self):
        return self.ready.pop(0) if self.ready else None


@pytest.mark.parametrize("hands", ["private", "open"])
@pytest.mark.parametrize("humans", [(0, 1), (0, 1, 2, 3)])
def test_hot_seat_passes_the_screen_between_teammates_only_when_their_hands_are_private(hands, humans):
    """The screen goes behind a pass screen whenever the next person may not see what the last
    one saw: always to an opponent, to a teammate unless hands are open within the team; the
    board never shows a hand the option keeps from its viewer."""
    from engine.core.match import Match, Seat
    from ui.session import PlaySession
    rng = random.Random(7)
    seats = [Seat("human", name=n) if q in humans else Seat("ai", "easy", n) for q, n in enumerate(uikit.NAMES[:4])]
    m = Match.new(GAME, {"players": 4, "teams": "on", "team_hands": hands}, 3, seats)
    now = [0.0]
    s = PlaySession(m, worker=lambda: worker, clock=lambda: now[0])
    worker = _InstantWorker(m, rng)
    assert s.pass_to is not None, "every entry is behind a pass screen"
    s.passed()
    last, handovers = s.viewer, {"mate": 0, "other": 0}
    for _ in range(400):
        p = m.to_move()
        if p is None:
            break
        if m.seats[p].is_ai:
            now[0] += 10.0
            s.poll()
            s.poll()
            continue
        if p != last:
            mate = p // 2 == last // 2
            handovers["mate" if mate else "other"] += 1
            assert (s.pass_to == p) is (not mate or hands == "private"), (last, p)
            assert s.snapshot().legal == [] or s.pass_to is None
            s.passed()
        snap = s.snapshot()
        assert snap.viewer == p
        for q in range(4):
            allowed = q == p or (hands == "open" and q // 2 == p // 2)
            assert (VI_HIDDEN not in snap.obs.hands[q]) is (allowed or not m.state.hands[q]), (p, q)
        last = p
        s.play(rng.choice([a for a in snap.legal if a[0] not in ("event", "convert", "share")]))
    assert handovers["mate"] >= 3 and (len(humans) == 2 or handovers["other"] >= 3), handovers


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_copy_button_shows_whole_words_and_its_tip_the_whole_ability(app, lang, monkeypatch):
    from engine.earth import view_info as VI
    scene, m = board(app, players=2, seed=1, lang=lang)
    view = scene.view
    texts = [(len(t[lang]), cid, k) for cid in GAME.data.base_ids
             for k, t in enumerate(VI.card_face(GAME.data, cid)["texts"])]
    _n, cid, k = max(texts)
    whole = VI.card_face(GAME.data, cid)["texts"][k][lang]
    copy = ("copy", cid, k)
    monkeypatch.setattr(view.model, "sel", ("copy", cid))
    monkeypatch.setattr(view.model, "legal", [copy, ("stop",)])
    button = next(b for b in view.banner.buttons() if b.action == copy)
    shown = button.label.split(": ", 1)[1] if lang == "en" else button.label.split(" : ", 1)[1]
    assert shown.endswith("…") and whole.startswith(shown[:-1])
    assert whole[len(shown) - 1] in " ,;:("                 # cut between two words, never inside one
    assert view.banner.tooltip(button.rect.center, scene.snap).endswith(whole)


@pytest.mark.parametrize("lang, sep", [("en", ": "), ("fr", "\u00a0: ")])
def test_an_island_offers_tooltip_writes_the_colon_as_its_language_does(app, lang, sep):
    # "Île: Bornéo" was the English colon in French
    scene, m = board(app, lang=lang)
    island = scene.view.island
    assert island.showing_offers()
    _, rect = island.offer_rects()[0]
    tip = island.tooltip(rect.center, scene.snap)
    first = tip.splitlines()[0]
    assert sep in first and (lang == "fr" or "\u00a0" not in first), first
