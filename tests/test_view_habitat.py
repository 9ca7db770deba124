"""The Habitat board view, driven headless through real clicks on the play scene."""
from __future__ import annotations

import random

import pygame
import pytest

from engine.habitat import view_info as VI
from engine.habitat.state import DRAW, MAIN, SETUP, START
from engine.registry import GAMES
from tests import uikit
from tests.uikit import assert_drawn_still, click, frame, play_to_the_end, spot
from tests.habitat.helpers import DECK, GAME, build



def board(app, state=None, viewer=None, players=2, seed=5, lang="en"):
    return uikit.board(app, "habitat", players, seed, lang, state=state, viewer=viewer)


def mark(scene, *key):
    rect = scene.view.rect_of(*key)
    assert rect is not None, f"nothing laid out as {key}"
    return rect.center


def test_the_view_is_registered(app):
    from ui.views import make_view
    from ui.views.habitat import HabitatView
    assert isinstance(make_view(GAMES["habitat"], app), HabitatView)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_draws_every_player_count_from_setup_to_the_end(app, players):
    from ui.scenes.results import ResultsScene
    scene, m = board(app, players=players, seed=players)
    play_to_the_end(app, scene, m, random.Random(players), 9)
    assert isinstance(app.top, ResultsScene)
    app.pop()
    frame(app)
    assert "wins" in scene.view.banner_text(scene.snap)


def test_start_of_turn_draws_from_the_display_and_the_pile(app):
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["deer"], []], phase=START,
              display=["mouse", "lynx", "insects"])
    scene, m = board(app, s)
    assert scene.view.prompt(scene.snap).startswith("Draw 2 cards")
    click(app, spot(scene, "display", 1))
    assert m.actions == [("draw_display", 1)]
    assert m.state.phase == DRAW
    click(app, spot(scene, "drawpile"))
    assert m.actions[-1] == ("draw_pile",)
    assert m.state.phase == MAIN


def test_hand_card_to_a_lit_slot_and_to_a_new_chain(app):
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose", "insects"], []])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "moose-1"))
    assert scene.view.sel == ("hand", "moose-1")
    frame(app)
    # the legal place (on top of the Plants) is lit: its mark exists and is clicked
    click(app, mark(scene, "slot", 0, 1))
    assert m.actions == [("play", "moose-1", 0, 1)]
    click(app, spot(scene, "hand", "insects-1"))
    click(app, spot(scene, "newchain"))
    assert m.actions[-1] == ("new_chain", "insects-1")
    assert [[DECK.type_id[c] for c in ch] for ch in m.state.tables[0]] == [["plants", "moose"], ["insects"]]


def test_a_refused_placement_shows_the_engines_reason(app):
    s = build(tables=[[["insects"]], [["eggs"]]], hands=[["beaver"], []])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "beaver-1"))
    click(app, mark(scene, "slot", 0, 1))
    assert m.actions == []
    want = GAME.explain_illegal(m.state, ("play", "beaver-1", 0, 1)).reason("en")
    assert app.toast_text == want and "does not eat Insects" in want
    # the pick stays after a refusal; a click low on the Resource means "under it"
    assert scene.view.sel == ("hand", "beaver-1")
    col, ys, x, w = scene.view.table.cols[0]
    click(app, (x + w // 2, ys[0] - 5))
    assert app.toast_text == GAME.explain_illegal(m.state, ("play", "beaver-1", 0, 0)).reason("en")


def test_move_part_of_a_chain_under_another_card(app):
    # the rules' transfer example: Mouse + Invertebrates go under a new Mink
    s = build(tables=[[["invertebrates", "mouse", "black_bear"], ["plants"]], [["eggs"]]],
              hands=[[], []], dying=[["deer"], [], []])
    scene, m = board(app, s)
    click(app, spot(scene, "mycard", 0, 0))
    assert scene.view.sel == ("seg", 0, 0, 1)
    click(app, spot(scene, "mycard", 0, 1))           # extend the pick to the Mouse
    assert scene.view.sel == ("seg", 0, 0, 2)
    click(app, spot(scene, "newchain"))
    assert m.actions == [("move", 0, 0, 2, 0, 2)]
    assert [[DECK.type_id[c] for c in ch] for ch in m.state.tables[0]] == \
        [["black_bear"], ["plants"], ["invertebrates", "mouse"]]


def test_rescue_a_dying_species_into_a_chain(app):
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[[], []], dying=[["moose"], [], []])
    scene, m = board(app, s)
    click(app, spot(scene, "dying", 0))
    assert scene.view.sel == ("dying", 0)
    frame(app)
    assert "Rescue Moose" in scene.view.banner_text(scene.snap)
    click(app, mark(scene, "slot", 0, 1))
    assert m.actions == [("rescue", 0, 0, 1)]


def test_events_with_card_targets_buttons_and_ranks(app):
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]],
              hands=[["disease", "migration", "niche"], []], dying=[["eggs"], [], []])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "disease-1"))
    frame(app)
    click(app, spot(scene, "ocard", 1, 0, 1))          # Bob's Deer
    assert m.actions == [("event", "disease-1", 1, 0, 1)]
    while m.state.pending:                              # put the cards on the dying piles
        frame(app)
        acts = m.game.legal_actions(m.state)
        click(app, spot(scene, "dying", acts[0][2]))
        if scene.view.sel is not None:
            click(app, spot(scene, "dying", acts[0][2]))
    assert m.state.pending == []
    click(app, spot(scene, "hand", "niche-1"))
    frame(app)
    five = [b for b in scene.view.buttons if b.label == "5"]
    click(app, five[0].rect.center)
    assert m.actions[-1] == ("event", "niche-1", 5)
    frame(app)
    assert scene.view.sel == ("tray", "niche-1"), "the used event waits for its pile"
    click(app, spot(scene, "dying", 2))
    assert m.actions[-1] == ("place", "niche-1", 2)
    frame(app)
    click(app, spot(scene, "hand", "migration-1"))
    frame(app)
    play = [b for b in scene.view.buttons if b.label == "Play Migration"]
    click(app, play[0].rect.center)
    assert m.actions[-1] == ("event", "migration-1")


def test_territory_is_chosen_at_turn_start_on_a_rival_chain(app):
    # the rules' worked example: the Cougar attacks Wolves on Deer on Fruit & berries
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]], hands=[["cougar"], []],
              phase=START, dying=[["eggs"], [], []])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "cougar-1"))
    frame(app)
    assert ("oppchain", 1, 0) in scene.view.model.targets(), "the rival chain is lit"
    click(app, spot(scene, "oppchain", 1, 0))
    assert m.actions == [("territory", "cougar-1", 1, 0)]
    assert [[DECK.type_id[c] for c in ch] for ch in m.state.tables[0]][-1] == ["fruit_berries", "deer", "cougar"]


def test_territory_lights_only_chains_with_a_species_the_aggressor_eats(app):
    # §6.4: a Black Bear eats Plants but not the flying Mallard above them, and a lone Resource
    # has no species: of the rival's three chains only the Deer's is lit
    s = build(tables=[[["plants"]], [["plants", "mallard"], ["eggs"], ["fruit_berries", "deer"]]],
              hands=[["black_bear"], []], phase=START, dying=[["eggs"], [], []])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "black_bear-1"))
    frame(app)
    lit = {t for t in scene.view.model.targets() if t[0] == "oppchain"}
    assert lit == {("oppchain", 1, 2)}
    click(app, spot(scene, "oppchain", 1, 0))        # the unlit chain: refused, the reason shown
    assert m.actions == []
    assert app.toast_text == ("Black Bear can eat no species of that chain "
                              "(the Resource at its base does not count)")
    click(app, spot(scene, "oppchain", 1, 2))
    assert m.actions == [("territory", "black_bear-1", 1, 2)]


def test_pollution_prompt_asks_the_victim_on_the_board(app):
    s = build(tables=[[["plants"]], [["plants", "snowshoe_hare", "lynx"], ["fruit_berries", "deer", "cougar"]]],
              hands=[["pollution"], []], dying=[["deer"], ["mouse"], ["eggs"]])
    GAME.play(s, ("event", "pollution-1"))
    scene, m = board(app, s, viewer=1)
    assert scene.view.prompt(scene.snap).startswith("Pollution")
    # the Lynx is not the highest: the engine says so
    click(app, spot(scene, "mycard", 0, 2))
    assert "highest" in app.toast_text
    click(app, spot(scene, "mycard", 1, 2))           # the Cougar: then a pile
    assert scene.view.sel == ("tcard", "cougar-1")
    click(app, spot(scene, "dying", 2))
    assert m.actions == [("place", "cougar-1", 2)]


def test_end_of_turn_place_and_discard_prompts(app):
    s = build(tables=[[["plants", "snowshoe_hare"], ["insects", "cougar"]], [["eggs"]]],
              hands=[["mink", "deer", "lynx", "frog", "spring"], []], dying=[["deer"], ["mouse"], ["eggs"]])
    scene, m = board(app, s)
    end = [b for b in scene.view.buttons if b.label == "End turn"][0]
    click(app, end.rect.center)
    assert m.actions == [("end_turn",)]
    frame(app)
    assert scene.view.sel == ("tray", "cougar-1"), "the only card to place is picked already"
    scene.view.reset()
    assert scene.view.sel == ("tray", "cougar-1"), "and again after a reset (another viewer, undo)"
    click(app, spot(scene, "dying", 1))
    assert m.actions[-1] == ("place", "cougar-1", 1)
    frame(app)
    assert scene.view.prompt(scene.snap).startswith("Discard down to 3")
    click(app, spot(scene, "hand", "spring-1"))
    click(app, spot(scene, "dying", 0))
    assert m.actions[-1] == ("discard", "spring-1", 0)
    click(app, spot(scene, "hand", "frog-1"))
    click(app, spot(scene, "dying", 2))
    assert m.actions[-1] == ("discard", "frog-1", 2)
    assert m.to_move() == 1


def test_spring_renewal_and_wildfire_choices(app):
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["spring", "renewal"], []],
              dying=[["deer"], ["mouse"], ["eggs"]], display=["lynx", "frog", "insects"])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "spring-1"))
    frame(app)
    click(app, [b for b in scene.view.buttons if b.label == "Play Spring"][0].rect.center)
    while m.state.pending and m.state.pending[0][0] == "place":
        frame(app)
        click(app, spot(scene, "dying", 0))
    frame(app)
    kept = DECK.uid[m.state.spring_cards[2]]
    click(app, spot(scene, "tray", kept))
    assert m.actions[-1] == ("keep", kept)
    while m.state.pending:
        frame(app)
        click(app, spot(scene, "dying", 1))
    click(app, spot(scene, "hand", "renewal-1"))
    frame(app)
    click(app, [b for b in scene.view.buttons if b.label == "Play Renewal"][0].rect.center)
    while m.state.pending[0][0] == "place":
        frame(app)
        click(app, spot(scene, "dying", 1))
    frame(app)
    pi, i = next((p, k) for p, pile in enumerate(m.state.dying) for k, c in enumerate(pile)
                 if DECK.is_species[c])
    c = m.state.dying[pi][i]
    click(app, spot(scene, "renew", pi, i))
    assert m.actions[-1] == ("renew", pi, i) and c in m.state.hands[0]
    click(app, [b for b in scene.view.buttons if b.label == "Done"][0].rect.center)
    assert m.actions[-1] == ("renew_done",)
    # Wildfire: the victim saves the chain on a lit free Resource
    s = build(tables=[[["plants"]], [["fruit_berries", "deer"], ["fruit_berries"], ["eggs"]]],
              hands=[["wildfire"], []], dying=[["deer"], ["mouse"], ["eggs"]])
    GAME.play(s, ("event", "wildfire-1", 1, 0, 0))
    while s.pending[0][0] == "place":
        GAME.play(s, GAME.legal_actions(s)[0])
    app.pop()
    scene, m = board(app, s, viewer=1)
    assert [b.label for b in scene.view.buttons] == ["Let it burn"]
    click(app, spot(scene, "mycard", 1, 0))
    assert m.actions == [("save", 1)]


def test_setup_reduces_the_hand_to_three(app):
    scene, m = board(app, players=3, seed=11)
    p = m.to_move()
    scene.viewer = p
    scene.refresh(force=True)
    frame(app)
    assert m.state.phase == SETUP
    assert "Set-up" in scene.view.prompt(scene.snap)
    hand = [DECK.uid[c] for c in m.state.hands[p]]
    click(app, spot(scene, "hand", hand[0]))
    click(app, spot(scene, "aside"))
    assert m.actions == [("setup_discard", hand[0])]
    assert scene.view.sel is None, "a played move clears the pick"
    event = next(DECK.uid[c] for c in range(DECK.n) if DECK.kind[c] == 2)
    s = build(hands=[[event, "plants", "deer", "mouse"], [], []], players=3, phase=SETUP)
    app.pop()
    scene, m = board(app, s)
    click(app, spot(scene, "hand", event))
    click(app, spot(scene, "aside"))
    assert m.actions == [("setup_discard", event)], "events may be set aside at set-up"


def test_only_the_viewers_cards_are_drawn_face_up(app):
    """Hot seat: what the view draws face up is only what the viewer may see."""
    scene, m = board(app, players=3, seed=2)
    rng = random.Random(4)
    for step in range(160):
        if m.is_over():
            break
        p = m.to_move()
        scene.viewer = p
        scene.refresh(force=True)
        scene.view.draw(app.canvas, scene.snap)
        s = m.state
        hidden = set(s.pile)
        for q in range(s.players):
            if q != p:
                hidden |= set(s.hands[q])
                if s.phase == SETUP:
                    hidden |= set(s.aside[q]) | {c for ch in s.tables[q] for c in ch}
        if p != s.current:
            hidden |= set(s.spring_cards)
        shown = set(scene.view.drawn)
        assert not shown & hidden, f"step {step}: hidden cards drawn face up"
        assert set(s.hands[p]) <= shown, "the viewer's own hand is face up"
        m.play(rng.choice(m.game.legal_actions(s)))


def test_hot_seat_pass_screen_then_the_next_hand(app):
    from ui.scenes.passdevice import PassScene
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["deer"], ["mink", "lynx"]])
    scene, m = board(app, s)
    assert set(scene.view.drawn) >= set(s.hands[0])
    assert not set(scene.view.drawn) & set(s.hands[1])
    click(app, [b for b in scene.view.buttons if b.label == "End turn"][0].rect.center)
    frame(app)
    assert isinstance(app.top, PassScene)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
    frame(app)
    assert app.top is scene and scene.viewer == 1
    assert set(scene.view.drawn) >= set(m.state.hands[1])
    assert not set(scene.view.drawn) & set(m.state.hands[0])


def test_tooltips_tell_the_whole_card_and_its_state(app):
    s = build(tables=[[["insects", "deer"]], [["eggs"]]], hands=[["black_bear"], []], dying=[[], [], []])
    scene, m = board(app, s)
    tip = scene.view.tooltip(spot(scene, "hand", "black_bear-1"), scene.snap)
    assert "rank 8" in tip and "Omnivore" in tip and "Terrestrial" in tip and "scavenger" in tip
    assert "Plants" in tip and "Fruit & berries" in tip
    tip = scene.view.tooltip(spot(scene, "mycard", 0, 1), scene.snap)
    assert "Starving" in tip and "cannot eat Insects" in tip
    assert VI.table_status(DECK, scene.obs, 0)[0][1][0] == VI.STARVING
    app.pop()
    scene, m = board(app, build(tables=[[["plants"]], [["eggs"]]], hands=[["winter"], []]), lang="fr")
    tip = scene.view.tooltip(spot(scene, "hand", "winter-1"), scene.snap)
    assert tip.startswith("Hiver — Événement")
    assert scene.view.prompt(scene.snap).startswith("Construisez")


def unaided(scene):
    """The scene with no AI process: a built position has no history to replay for the bot
    that a followed hint asks for the rest of the turn."""
    scene.session.worker_factory = None


def test_hint_and_last_move_are_drawn(app):
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []])
    scene, m = board(app, s)
    unaided(scene)
    scene.hint = ("play", "moose-1", 0, 1)
    frame(app)
    scene.try_play(("play", "moose-1", 0, 1))
    frame(app)
    assert DECK.index["moose-1"] in scene.view.drawn


def hint_pixels(app, rect=None) -> int:
    from ui.views.kit.cardtable import HINT
    surf = app.canvas if rect is None else app.canvas.subsurface(rect.clip(app.canvas.get_rect()))
    return pygame.mask.from_threshold(surf, HINT, (2, 2, 2, 255)).count()


def test_the_hint_shows_its_card_and_place_and_a_click_there_plays_it(app):
    s = build(tables=[[["plants"], ["seeds_nuts"]], [["eggs"]]], hands=[["moose", "red_squirrel"], []])
    scene, m = board(app, s)
    unaided(scene)
    app.mouse = (5, 5)
    app.draw()
    assert hint_pixels(app) == 0
    scene.hint = ("play", "red_squirrel-1", 1, 1)
    frame(app)
    app.draw()
    view = scene.view
    card, place = view.rect_of("hand", "red_squirrel-1"), view.rect_of("slot", 1, 1)
    assert hint_pixels(app, card.inflate(12, 12)) > 100, "the hinted card is outlined"
    assert hint_pixels(app, place.inflate(12, 40)) > 100, "its place is lit and tagged"
    assert hint_pixels(app, view.rect_of("hand", "moose-1")) == 0
    assert "Red Squirrel goes where the arrow points" in view.banner_text(scene.snap)
    # nothing picked: one click on the marked place plays the hinted move
    click(app, place.center)
    assert m.actions[-1] == ("play", "red_squirrel-1", 1, 1)
    # its step is done: the mark goes
    assert scene.snap.hint is None and view.model.hint is None
    app.draw()
    assert hint_pixels(app) == 0


def drawn_words(app, scene) -> list[str]:
    """Every text the next frame renders (card faces and the key drawn again)."""
    from tests.views.habitat.test_fit import Recorder
    rec = Recorder()
    app.fonts = rec
    scene.view.cache.clear()
    app.draw()
    return [t for t, _ in rec.drawn]


def test_many_small_rival_chains_stay_stacked_without_gaps(app):
    tables = [[["plants"]], [["plants", "deer", "wolves"], ["eggs"], ["insects"], ["mushrooms"], ["seeds_nuts"],
                             ["fruit_berries"], ["aquatic_plants"], ["invertebrates"]], [], []]
    scene, m = board(app, build(tables=tables, hands=[["moose"], [], [], []], players=4))
    panel = next(p for p in scene.view.opponents.panels if p.q == 1)
    assert len(panel.chains) == 8
    col, rects, vis = panel.chains[0]
    assert len(rects) == 3
    for k in range(1, 3):     # each card overlaps the one under it: no gap in the chain
        assert rects[k].bottom > rects[k - 1].y and rects[k].y < rects[k - 1].y
    # the rivals with no chain yet say so instead of an empty panel
    words = drawn_words(app, scene)
    assert words.count("No chains yet") == 2


def test_wildfire_marks_the_burnt_chain_and_names_it(app):
    s = build(tables=[[["plants"]], [["fruit_berries", "deer"], ["fruit_berries"], ["eggs"]]],
              hands=[["wildfire"], []], dying=[["deer"], ["mouse"], ["eggs"]])
    GAME.play(s, ("event", "wildfire-1", 1, 0, 0))
    while s.pending[0][0] == "place":
        GAME.play(s, GAME.legal_actions(s)[0])
    scene, m = board(app, s, viewer=1)
    words = drawn_words(app, scene)
    assert "Burnt" in words
    assert scene.view.banner_text(scene.snap).startswith("Wildfire burnt the Resource under Deer")


def test_draw_reads_the_snapshot_only(app, monkeypatch):
    """Drawing, tips and prompts never ask the rules again: the snapshot has it all."""
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []], dying=[["deer"], [], []])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "moose-1"))

    def asked(*args, **kw):
        raise AssertionError("the view asked the rules while drawing")
    for name in ("legal_actions", "observe", "scores"):
        monkeypatch.setattr(scene.game, name, asked)
    scene.view.draw(app.canvas, scene.snap)
    assert scene.view.prompt(scene.snap) and scene.view.tooltip(spot(scene, "dying", 0), scene.snap)
    assert scene.view.click(spot(scene, "slot", 0, 1), 1, scene.snap) == ("play", "moose-1", 0, 1)


def test_a_click_is_understood_from_the_layout_before_any_frame(app):
    from ui.views import make_view
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []])
    scene, m = board(app, s)
    view = make_view(GAMES["habitat"], app)
    view.layout(scene.board_rect)
    view.on_snapshot(scene.snap)           # never drawn
    assert view.click(view.rect_of("hand", "moose-1").center, 1, scene.snap) is None
    assert view.sel == ("hand", "moose-1")
    assert view.click(view.rect_of("slot", 0, 1).center, 1, scene.snap) == ("play", "moose-1", 0, 1)


def test_lit_targets_are_drawn_still(app):
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]], hands=[["cougar"], []],
              phase=START, display=["mouse", "lynx", "insects"])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "cougar-1"))
    assert {("drawpile",), ("display", 0), ("oppchain", 1, 0)} <= scene.view.model.targets()
    app.mouse = (5, 5)
    assert_drawn_still(app, scene)



def test_no_end_turn_button_appears_under_the_button_just_clicked(app):
    """Issue 42: after Renewal's Done, End turn came where Done was, so a double click ended the
    turn. End turn keeps its own place; Done, Decline or Play sit left of it."""
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["renewal", "deer"], []],
              dying=[["deer"], ["mouse"], ["eggs"]], display=["lynx", "frog", "insects"])
    scene, m = board(app, s)
    click(app, spot(scene, "hand", "renewal-1"))
    frame(app)
    play = [b for b in scene.view.buttons if b.label == "Play Renewal"][0].rect
    click(app, play.center)
    frame(app)
    assert m.state.pending, "Renewal asks for cards to place or take"
    assert m.state.pending[0][0] == "renewal"
    done = [b for b in scene.view.buttons if b.label == "Done"][0].rect
    click(app, done.center)
    assert m.actions[-1] == ("renew_done",)
    while m.state.pending:       # Renewal itself goes to a dying pile
        frame(app)
        click(app, spot(scene, "dying", 1))
    frame(app)
    ends = [b.rect for b in scene.view.buttons if b.action == ("button", "end_turn")]
    assert ends, "End turn is offered once Renewal is done"
    assert not ends[0].collidepoint(done.center) and not ends[0].collidepoint(play.center)
    before = len(m.actions)
    click(app, done.center)      # a click where Done was ends nothing
    assert len(m.actions) == before and m.state.current == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_hand_card_covers_the_hands_label_even_lifted(app, lang):
    # six set-up cards started under "Your hand (6)" and covered its end
    from ui.views.habitat import paint as P
    from ui.views.habitat.hand import LIFT_PICKED
    for n in range(1, 10):
        def deal(s, n=n):
            s.hands[0] = list(range(n))
        scene, m = uikit.board(app, "habitat", 2, 5, lang, setup=deal, viewer=0)
        hand = scene.view.hand
        label = P.label_rect(scene.view, f"{scene.view.tx('hand')} ({n})", (hand.rect.x + 10, hand.rect.y + 2))
        assert len(hand.cards) == n
        assert not any(rect.move(0, -LIFT_PICKED).colliderect(label) for _, _, rect, _ in hand.cards), n
        assert all(hand.rect.contains(rect) for _, _, rect, _ in hand.cards)
        app.reset(scene)
