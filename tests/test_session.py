"""The play session without a window: snapshots, intents, hot seat, hints and AI seats; and
the play scene that draws it recomputes nothing on idle frames."""
from __future__ import annotations

import pygame

from engine.core.match import Match, Seat
from engine.registry import GAMES
from tests.uikit import click, frame
from ui.session import ADVICE, ERROR, PlaySession

G = GAMES["pebbles"]


def match(*seats, seed=3):
    return Match.new(G, {"players": len(seats), "length": "full"}, seed, list(seats))


ANN, BOB = Seat("human", name="Ann"), Seat("human", name="Bob")


class FakeWorker:
    """Answers every request with the first legal move, when told to."""

    def __init__(self):
        self.asked, self.ready = [], []

    def ask(self, req):
        self.asked.append((req, req["player"], req["level"]))
        return len(self.asked)

    def answer(self, action):
        self.ready.append((len(self.asked), action, None))

    def poll(self):
        return self.ready.pop(0) if self.ready else None


def test_one_snapshot_per_step_and_viewer():
    s = PlaySession(match(ANN, Seat("ai", "easy", "Bot")))
    first = s.snapshot()
    assert s.snapshot() is first, "nothing changed: the same snapshot"
    assert first.viewer == 0 and first.legal == G.legal_actions(s.match.state)
    assert first.names == ["Ann", "Bot"]
    assert s.play(first.legal[0])
    second = s.snapshot()
    assert second is not first and second.step == 1 and second.undoable == 1



def test_a_snapshot_names_seats_and_nobody_in_players_words():
    snap = PlaySession(match(ANN, BOB)).snapshot()
    assert [snap.name(0), snap.name(1)] == ["Ann", "Bob"]
    assert snap.name(None) == "?" and snap.name(2, "") == "" and snap.name("gaia", "Gaia") == "Gaia"


def test_a_refused_move_is_an_error_message_with_the_rule_and_nothing_changes():
    s = PlaySession(match(ANN, Seat("ai", "easy", "Bot")))
    assert not s.play(("lay", "garden"))
    assert [(m.kind, m.text) for m in s.take_messages()] == [(ERROR, "pick a card first")]
    assert s.match.steps == []


def test_undo_takes_back_the_viewers_step_and_its_log_row():
    s = PlaySession(match(ANN, Seat("ai", "easy", "Bot")))
    s.play(s.snapshot().legal[0])
    assert len(s.log_rows) == 1
    assert s.undo()
    assert s.match.steps == [] and s.log_rows == [] and s.snapshot().step == 0


def test_two_humans_with_hidden_hands_pass_the_screen_at_entry_and_between_turns():
    s = PlaySession(match(ANN, BOB))
    assert s.pass_to == 0 and s.snapshot().legal == [], "nothing playable behind the pass screen"
    s.passed()
    while s.match.to_move() == 0:
        s.play(s.snapshot().legal[0])
    assert s.pass_to == 1 and s.snapshot().legal == []
    s.passed()
    assert s.viewer == 1 and s.snapshot().legal


def test_an_ai_seat_is_asked_once_and_its_move_waits_for_the_delay():
    worker, now = FakeWorker(), [100.0]
    s = PlaySession(match(Seat("ai", "easy", "Bot"), ANN), worker=lambda: worker, clock=lambda: now[0],
                    ai_speed="normal")
    s.poll()
    s.poll()
    assert len(worker.asked) == 1 and worker.asked[0][1:] == (0, "easy")
    worker.answer(G.legal_actions(s.match.state)[0])
    s.poll()
    assert s.match.steps == [], "the move waits for the AI delay"
    now[0] += 0.6
    s.poll()
    assert len(s.match.steps) == 1
    assert s.take_flashes()[0][0].startswith("Bot: ")


def test_a_hint_is_advice_and_goes_when_its_step_is_done():
    worker = FakeWorker()
    s = PlaySession(match(ANN, Seat("ai", "easy", "Bot")), worker=lambda: worker)
    assert s.ask_hint()
    assert worker.asked[0][2] == "hard", "the hint is the hard level's choice"
    hinted = G.legal_actions(s.match.state)[1]
    worker.answer(hinted)
    s.poll()
    assert s.hint == hinted and s.snapshot().hint == hinted
    assert [m.kind for m in s.take_messages()] == [ADVICE]
    s.play(hinted)
    assert s.hint is None and s.snapshot().hint is None


def test_a_hint_followed_leads_on_through_the_turn_and_stops_at_its_end():
    worker = FakeWorker()
    s = PlaySession(match(ANN), worker=lambda: worker)      # solo: every turn is Ann's
    assert s.ask_hint()
    pick = G.legal_actions(s.match.state)[0]
    worker.answer(pick)
    s.poll()
    assert s.play(pick)                 # the hint followed: the turn goes on (lay the card)
    assert len(worker.asked) == 2 and worker.asked[1][0]["step"] == 1 and worker.asked[1][2] == "hard"
    lay = G.legal_actions(s.match.state)[0]
    worker.answer(lay)
    s.poll()
    assert s.hint == lay
    assert s.play(lay)                  # it ends the turn (a card is drawn): no hint asked
    assert s.my_turn() and len(worker.asked) == 2 and s.hint_request is None


def test_a_step_other_than_the_hint_asks_no_hint():
    worker = FakeWorker()
    s = PlaySession(match(ANN), worker=lambda: worker)
    assert s.ask_hint()
    one, other = G.legal_actions(s.match.state)
    worker.answer(one)
    s.poll()
    assert s.play(other)                # mid-turn, but not what the hint said
    assert s.my_turn() and len(worker.asked) == 1 and s.hint is None


def test_the_ai_is_sent_only_what_its_seat_sees():
    worker = FakeWorker()
    s = PlaySession(match(Seat("ai", "easy", "Bot"), ANN), worker=lambda: worker)
    s.poll()
    req = worker.asked[0][0]
    assert set(req) == {"game", "player", "level", "step", "key", "obs", "seen"}
    assert req["obs"] == G.observe(s.match.state, 0)
    assert req["obs"].hands[1] == [0, 0], "Ann's hand stays face down"
    other = PlaySession(match(Seat("ai", "easy", "Bot"), ANN), worker=lambda: worker)
    assert other.ai_key != s.ai_key, "the key names the session, it is not made from the seed"


def test_a_bot_that_remembers_is_sent_its_seats_past_positions_after_load_and_undo(monkeypatch):
    from engine.ai import seats
    monkeypatch.setattr(seats, "remembers", lambda game, level: True)
    m = match(ANN, Seat("ai", "hard", "Bot"))
    rng = __import__("random").Random(1)
    while len(m.steps) < 7:               # a game loaded mid-way
        m.play(rng.choice(G.legal_actions(m.state)))
    worker, now = FakeWorker(), [0.0]
    s = PlaySession(m, worker=lambda: worker, clock=lambda: now[0])
    while m.to_move() != 1:
        s.play(G.legal_actions(m.state)[0])
    s.poll()
    req = worker.asked[-1][0]
    mine = [k for k, st in enumerate(m.steps) if st.player == 1]
    assert [k for k, _ in req["seen"]] == mine and mine, "rebuilt from the replay"
    assert all(o.hands[0] == [0] * len(o.hands[0]) for _, o in req["seen"])
    worker.answer(G.legal_actions(m.state)[0])
    s.poll()
    now[0] += 5
    s.poll()                               # the AI's move is played and remembered
    assert [k for k, _ in s.seen[1]] == mine + [len(m.steps) - 1]
    while m.to_move() == 1:                # the AI finishes its turn
        s.poll()
        worker.answer(G.legal_actions(m.state)[0])
        s.poll()
        now[0] += 5
        s.poll()
    assert s.my_turn()
    s.play(G.legal_actions(m.state)[0])
    s.seen[1].append((len(m.steps), None))  # as if a position after this one were known
    assert s.undo()
    assert s.seen[1] and all(k < len(m.steps) for k, _ in s.seen[1]), "undo forgets what it undid"


class Counter:
    def __init__(self, monkeypatch, game, names=("legal_actions", "observe", "scores")):
        self.calls = dict.fromkeys(names, 0)
        for name in names:
            original = getattr(game, name)

            def counted(*a, _name=name, _original=original, **k):
                self.calls[_name] += 1
                return _original(*a, **k)
            monkeypatch.setattr(game, name, counted)

    def take(self):
        out, self.calls = dict(self.calls), dict.fromkeys(self.calls, 0)
        return out


def test_idle_frames_recompute_nothing_and_a_click_recomputes_once(app, monkeypatch):
    from ui.scenes.play import PlayScene
    m = match(ANN, Seat("ai", "easy", "Bot"))
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    frame(app)
    counter = Counter(monkeypatch, G)
    for _ in range(100):
        app.frame([], 1 / 60)                 # drawn every time (force), still nothing recomputed
    assert counter.take() == {"legal_actions": 0, "observe": 0, "scores": 0}
    rect, action = scene.view.buttons[0]
    click(app, rect.center)
    assert m.actions == [action] and m.to_move() == 0, "a pick: Ann still lays the card"
    assert counter.take() == {"legal_actions": 1, "observe": 1, "scores": 1}


def test_the_loop_sleeps_when_nothing_changes(app):
    from ui.scenes.menu import MainMenu
    app.push(MainMenu(app))
    frame(app)
    assert not app.dirty and not app.animating()
    assert app.next_timeout_ms() > 0, "idle: the loop waits in the event queue"
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))],
              1 / 60, force=False)
    assert not app.dirty, "the motion was drawn, and then nothing is pending"


def test_no_pass_screen_where_nobody_holds_a_private_hand():
    g = GAMES["cascadia"]
    m = Match.new(g, g.default_options(2), 3, [ANN, BOB])
    s = PlaySession(m)
    assert s.pass_to is None and s.snapshot().legal, "Cascadia's hidden bag is nobody's hand"


def test_a_message_never_outlives_its_screen_and_each_kind_looks_different(app):
    from ui.messages import LOOKS
    from ui.scenes.play import PlayScene
    from ui.scenes.results import ResultsScene
    assert len({look for look in LOOKS.values()}) == 3, "error, advice and confirmation look apart"
    m = match(ANN, Seat("ai", "easy", "Bot"))
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    frame(app)
    app.toast("Hint: take the first card", 6, "advice")
    frame(app)
    assert app.message is not None
    app.push(ResultsScene(app, m, 0))
    frame(app)
    assert app.message is None, "the hint went with the play screen"


def test_a_long_prompt_wraps_inside_the_top_bar_and_long_names_fit(app):
    from ui.scenes.playchrome import draw_prompt
    surf = pygame.Surface((800, 56))
    surf.fill((0, 0, 0))
    rect = pygame.Rect(300, 0, 400, 56)
    draw_prompt(surf, app.fonts, "Place the tile on a lit hex, turned as shown, then put the token " * 2, rect)
    beyond = pygame.Surface.subsurface(surf, (700, 0, 100, 56))
    assert pygame.transform.average_color(beyond)[:3] == (0, 0, 0), "nothing drawn past the bar's room"
    inside = pygame.Surface.subsurface(surf, (300, 0, 400, 56))
    assert pygame.transform.average_color(inside)[:3] != (0, 0, 0)
    long = Seat("human", name="Maximilienne-Éléonore Dupont")
    m = match(long, Seat("ai", "easy", "Bot"))
    from ui.scenes.play import PlayScene
    scene = PlayScene(app, m, None, None)
    app.push(scene)
    frame(app)
    assert app.top is scene


def test_habitats_end_turn_hint_names_the_cards_that_then_go():
    """Issue 42: the hint "ends the turn" meant "discard two cards" without saying which. It
    now asks on for the same turn's next choices and names them; the mark stays on End turn."""
    from engine.core import tr
    from engine.habitat.state import MAIN
    from ui.i18n import I18n
    from tests.habitat.helpers import DECK, build
    from ui.views.habitat.view import HabitatView
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["deer", "mouse", "lynx", "frog", "insects"], []],
              dying=[["fruit_berries"], ["mushrooms"], ["seeds_nuts"]], phase=MAIN)
    g = GAMES["habitat"]
    m = Match.new(g, g.default_options(2), 1, [ANN, Seat("ai", "easy", "Bot")])
    m.state = s
    worker = FakeWorker()
    session = PlaySession(m, worker=lambda: worker, t=I18n("en"))
    session.looks_ahead = HabitatView.hint_looks_ahead.__get__(object())
    assert session.ask_hint()
    worker.answer(("end_turn",))
    session.poll()
    state, told = g.clone(s), []
    g.apply(state, ("end_turn",))
    while g.to_move(state) == 0 and state.pending and state.pending[0][0] in ("place", "discard"):
        assert session.hint is None and session.hint_request is not None, "still asking on"
        req = worker.asked[-1][0]
        assert req["step"] == 0 + len(told) + 1 and req["player"] == 0
        action = g.legal_actions(state)[-1]
        card = tr(DECK.names[DECK.type_id[DECK.index[action[1]]]], "en")
        told.append(card if action[0] == "discard" else None)
        worker.answer(action)
        session.poll()
        g.apply(state, action)
    assert len([t for t in told if t]) == 2, "two cards are discarded down to three"
    assert session.hint == ("end_turn",) and session.hint_request is None
    text = [msg.text for msg in session.take_messages() if msg.kind == ADVICE][0]
    assert text.startswith("ends the turn, then discards ")
    assert all(name in text for name in told if name)
    assert s.hands[0] and len(s.hands[0]) == 5, "nothing was played by the hint"


def test_the_results_go_back_to_the_menu_or_to_a_new_game_of_the_same_game(app):
    from ui.scenes.menu import MainMenu
    from ui.scenes.newgame import NewGame
    from ui.scenes.play import PlayScene
    from ui.scenes.results import ResultsScene
    m = match(ANN, Seat("ai", "easy", "Bot"))
    for button, want in (("on_menu", MainMenu), ("on_new", NewGame)):
        app.reset(MainMenu(app))
        app.push(PlayScene(app, m, None, None))
        app.push(ResultsScene(app, m, 0))
        getattr(app.top, button)()
        frame(app)
        assert isinstance(app.top, want) and isinstance(app.stack[0], MainMenu)
        assert not any(isinstance(s, (PlayScene, ResultsScene)) for s in app.stack)
    assert app.top.game_name == m.game.name, "New game opens on the game just played"


def test_a_set_up_hint_names_the_card_it_plays_face_down():
    """The hint said "plays a card face down" (the log's words, which hide the card from the
    others) while its arrow pointed at Eggs: a hint is the viewer's own move, in their words."""
    from engine.core import tr
    from ui.i18n import I18n
    g = GAMES["habitat"]
    m = Match.new(g, g.default_options(2), 5, [ANN, Seat("ai", "easy", "Bot")])
    while m.to_move() != 0:
        m.play(g.legal_actions(m.state)[0])
    worker = FakeWorker()
    session = PlaySession(m, worker=lambda: worker, t=I18n("en"))
    assert session.ask_hint()
    play = next(a for a in g.legal_actions(m.state) if a[0] in ("play", "new_chain"))
    worker.answer(play)
    session.poll()
    card = tr(g.deck.names[g.deck.type_id[g.deck.index[play[1]]]], "en")
    advice = [msg.text for msg in session.take_messages() if msg.kind == ADVICE]
    assert len(advice) == 1 and f"plays {card} face down" in advice[0], advice
