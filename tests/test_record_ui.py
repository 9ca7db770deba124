"""The record on screen: the results count a finished game once and name the feats it earned; the
Record page from the main menu; remembered names at New game."""
from __future__ import annotations

import os

from engine.core.match import Match, Seat
from engine.record import profiles as pr
from engine.registry import GAMES
from tests.playout import random_playout


def earth_game(seats, seed=2):
    g = GAMES["earth"]
    opts = g.default_options(len(seats))
    state, actions = random_playout(g, opts, seed)
    m = Match(g, opts, seed, seats, state=state)
    return m


def test_results_count_the_game_once_and_name_new_feats(app, tmp_home):
    from ui.scenes.results import ResultsScene
    m = earth_game([Seat("human", name="Ana"), Seat("human", name="Bo")])
    winner = ["Ana", "Bo"][m.game.scores(m.state).winners()[0]]
    res = ResultsScene(app, m, 0, str(tmp_home / "earth-1.json"))
    assert "first_game" in res.new_feats[winner]
    assert f"for {winner}: " in res.feats_line() and "Beginner's luck" in res.feats_line()
    app.push(res)
    app.frame([], 0.016)
    again = ResultsScene(app, m, 0, str(tmp_home / "earth-1.json"))     # the save loaded again
    assert again.new_feats == {} and again.feats_line() == ""
    doc, _ = pr.load_profiles()
    assert pr.games_played(doc["profiles"][winner], "earth") == 1
    assert set(doc["profiles"]) == {"Ana", "Bo"}


def test_made_names_and_ais_are_nobodys_record(app, tmp_home):
    from ui.scenes.results import ResultsScene
    m = earth_game([Seat("human", name="Player 1"), Seat("ai", name="AI 2")])
    assert ResultsScene(app, m, 0, str(tmp_home / "e.json")).new_feats == {}
    assert not os.path.exists(pr.profiles_path())
    m = earth_game([Seat("human", name="Joueur 1"), Seat("ai", name="Hazel")])     # an older save's word
    assert ResultsScene(app, m, 0, str(tmp_home / "e2.json")).new_feats == {}
    assert not os.path.exists(pr.profiles_path())


def test_a_damaged_record_is_said_and_the_results_still_show(app, tmp_home):
    from ui.scenes.results import ResultsScene
    os.makedirs(os.path.dirname(pr.profiles_path()), exist_ok=True)
    with open(pr.profiles_path(), "w") as f:
        f.write("{not json")
    m = earth_game([Seat("human", name="Ana"), Seat("ai")])
    res = ResultsScene(app, m, 0, str(tmp_home / "e.json"))
    app.push(res)
    assert "set aside as profiles-damaged-" in app.toast_text
    app.frame([], 0.016)
    assert pr.load_profiles()[1] is None


def test_names_typed_at_new_game_are_offered_next_time(app):
    from tests.uikit import click
    from ui.scenes.newgame import NewGame
    from ui.scenes.play import PlayScene
    ng = NewGame(app, "earth")
    app.push(ng)
    assert not [w for w in ng.widgets if getattr(w, "label", "") == "Known names"], "no list before any name"
    ng.name_inputs[0].text = "Ana"
    ng._set_kind(1)(0)                       # a second person at the screen
    ng.name_inputs[1].text = "Bo"
    ng.on_start()
    assert isinstance(app.top, PlayScene)
    assert pr.known_names(pr.load_profiles()[0]) in (["Ana", "Bo"], ["Bo", "Ana"])
    app.pop()
    ng = NewGame(app, "earth")
    app.push(ng)
    ng.name_inputs[0].text = ""
    pick = [w for w in ng.widgets if getattr(w, "label", "") == "Known names"]
    assert len(pick) == 1                    # the one person seat (seat 2 is an AI again)
    click(app, pick[0].rect.center)
    first = ng.name_inputs[0].text
    assert first in ("Ana", "Bo")
    click(app, pick[0].rect.center)
    assert ng.name_inputs[0].text == ({"Ana", "Bo"} - {first}).pop()


def test_the_record_page_from_the_main_menu(app, tmp_home):
    from tests.uikit import click
    from ui.scenes.menu import MainMenu
    from ui.scenes.record import RecordScene
    from ui.scenes.results import ResultsScene
    for seed in (2, 3):
        m = earth_game([Seat("human", name="Ana"), Seat("ai", "hard")], seed)
        ResultsScene(app, m, 0, str(tmp_home / f"e{seed}.json"))
    app.push(MainMenu(app))
    click(app, next(w for w in app.top.widgets if getattr(w, "label", "") == "Record").rect.center)
    page = app.top
    assert isinstance(page, RecordScene) and page.names == ["Ana"]
    page.game = page.games.index("earth")
    page.build()
    rows = page.stat_rows(page.doc["profiles"]["Ana"], "earth")
    assert rows[0][0] == "2 players" and rows[0][1]["played"] == 2 and rows[1][0].strip() == "vs hard AI"
    assert page.pages() == 3                         # 23 feats, 10 a page
    got = page.doc["profiles"]["Ana"]["feats"].get("earth", {})
    app.frame([], 0.016)
    assert len(got) == sum(1 for f in page.feats() if f.id in got)


def test_the_record_page_without_profiles_says_how_to_begin(app):
    from ui.scenes.record import RecordScene
    page = RecordScene(app)
    app.push(page)
    app.frame([], 0.016)
    assert page.names == [] and len(page.widgets) == 1      # only Back


def test_the_record_page_shows_a_dash_for_won_and_lost_of_solo_games_with_no_rival(app, tmp_home):
    from engine.record.tally import record_finished
    from ui.scenes.record import RecordScene
    g = GAMES["cascadia"]
    opts = g.default_options(1)
    state, _ = random_playout(g, opts, 4)
    doc = pr.empty()
    record_finished(doc, Match(g, opts, 4, [Seat("human", name="Ana")], state=state), None, {0: "Ana"})
    pr.save_profiles(doc)
    page = RecordScene(app)
    app.push(page)
    page.game = page.games.index("cascadia")
    page.build()
    total, solo = page.stat_rows(page.doc["profiles"]["Ana"], "cascadia")
    assert total[0] == "1 player" and solo[0].strip() == "Solo"
    for nums in (total[1], solo[1]):
        assert nums["played"] == 1 and nums["won"] == nums["lost"] == "—"
    assert total[1]["streak"] == "—" and total[1]["best"] == g.scores(state).totals[0]
    app.frame([], 0.016)
