"""The Kauri board view, driven headless through real clicks on the play scene."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER
from engine.registry import GAMES
from tests import uikit
from ui.views.kauri.pick_panel import RIBBON_RISE, help_bottom
from tests.uikit import click, frame, play_to_the_end, spot
from tests.kauri.helpers import (AUCKLAND, D, GAME, HAURAKI, HOKIANGA, KAIPARA, PEWHAIRANGI, TE_HIKU,
                                 WAIKATO, WHANGAREI, border, empty, play_card, started)



def board(app, state=None, players=4, seed=5, lang="en", viewer=None, ai=()):
    return uikit.board(app, "kauri", players, seed, lang, state=state, viewer=viewer, ai=ai)


def region(scene, r):
    return scene.view.region_center(r)


def reason(m, action, lang="en"):
    return GAME.explain_illegal(m.state, action).reason(lang)


def resolving(seat, card, players=4, prepare=None):
    """A started game where `seat` resolves `card` now (the others' picks come after)."""
    s = empty(players) if prepare == "empty" else started(players, seed=2)
    for p in range(players):
        s.hands[p] = []
    play_card(s, seat, card)
    return s


# ---- registration, every player count, the end --------------------------------------------------
def test_the_view_is_registered(app):
    from ui.views import make_view
    from ui.views.kauri import KauriView
    view = make_view(GAMES["kauri"], app)
    assert isinstance(view, KauriView) and not getattr(view, "legacy", False)


@pytest.mark.parametrize("players,lang", [(2, "en"), (3, "fr"), (4, "en")])
def test_draws_every_phase_for_every_player_count_to_the_end(app, players, lang):
    from ui.scenes.results import ResultsScene
    scene, m = board(app, players=players, seed=players, lang=lang)
    phases = set()

    def choose(legal, rng):     # mostly a move other than "done": turns run long
        nd = [a for a in legal if a[0] != "done"]
        return rng.choice(nd) if nd and rng.random() < 0.8 else rng.choice(legal)
    play_to_the_end(app, scene, m, random.Random(players), 7, lambda steps: phases.add(m.state.phase),
                    choose, lambda m: m.state.phase in ("auto", "tane", "revive"))
    assert {"pick", "act"} <= phases
    if players == 2:
        assert "auto" in phases
    assert isinstance(app.top, ResultsScene)
    app.pop()
    frame(app)                          # the finished board still draws (final scores panel)


# ---- set-up -----------------------------------------------------------------------------------------
def test_setup_click_places_the_maori_pawn_and_a_city_is_refused_with_the_engines_reason(app):
    scene, m = board(app, players=4)
    assert m.state.todo[0] == "place_maori"
    assert "Māori pawn" in scene.view.prompt(scene.snap)
    click(app, region(scene, AUCKLAND))
    assert m.actions == []
    assert app.toast_text == reason(m, ("place_maori", AUCKLAND))
    click(app, region(scene, TE_HIKU))
    assert m.actions == [("place_maori", TE_HIKU)]


# ---- picking the two cards ------------------------------------------------------------------------
def test_pick_the_action_then_the_initiative_card_and_confirm(app):
    s = started(4, seed=3)
    scene, m = board(app, s)
    hand = list(m.state.hands[0])
    assert scene.view.prompt(scene.snap) == "Choose your Action card"
    click(app, spot(scene, "hand", hand[2]))
    frame(app)
    assert scene.view.model.pick == [hand[2], None]
    assert scene.view.prompt(scene.snap) == "Now choose your Initiative card"
    click(app, spot(scene, "hand", hand[0]))
    frame(app)
    assert scene.view.prompt(scene.snap) == "Confirm your two cards"
    click(app, spot(scene, "btn", ("pick", hand[2], hand[0])))
    assert m.actions == [("pick", hand[2], hand[0])]
    assert m.state.picks[0] == (hand[2], hand[0])


def test_the_cards_ribbons_stand_below_the_help_line(app):
    s = started(4, seed=3)
    scene, m = board(app, s)
    hand = list(m.state.hands[0])
    for cid in (hand[2], hand[0]):
        click(app, spot(scene, "hand", cid))
        frame(app)
    foot = help_bottom(app.fonts, scene.view.panel.rect)
    assert len(hand) >= 3 and all(cid in scene.view.drawn for cid in hand)
    assert all(scene.view.drawn[cid].y - RIBBON_RISE >= foot for cid in hand)


def test_a_card_clicked_again_is_put_back_and_right_click_makes_the_initiative(app):
    s = started(4, seed=3)
    scene, m = board(app, s)
    hand = list(m.state.hands[0])
    click(app, spot(scene, "hand", hand[0]))
    frame(app)
    click(app, spot(scene, "hand", hand[0]))
    frame(app)
    assert scene.view.model.pick == [None, None]
    click(app, spot(scene, "hand", hand[1]), button=3)
    frame(app)
    assert scene.view.model.pick == [None, hand[1]]
    assert m.actions == []


def test_others_secret_picks_are_never_drawn_face_up(app):
    s = started(4, seed=3)
    secret = list(s.hands[0][:2])
    GAME.play(s, ("pick", secret[0], secret[1]))          # Ann picks; Bob looks next
    scene, m = board(app, s, viewer=1)
    assert scene.obs.picks[0] == ("?", "?")
    scene.view.draw(app.canvas, scene.snap)
    drawn = set(scene.view.drawn)
    assert not drawn & set(m.state.hands[0]), "Ann's kept card is hidden from Bob"
    assert not drawn & set(secret), "Ann's secret pick is hidden from Bob"
    assert set(m.state.hands[1]) <= drawn, "Bob sees his own hand"
    # the aid of Ann's faction shows her 9 cards as a reference, never which ones she chose
    scene.view.act(("btn", ("aid", KIWI)), 1, scene.snap)
    assert scene.view.model.aid == KIWI
    scene.view.draw(app.canvas, scene.snap)
    assert not set(scene.view.drawn) & set(secret)
    laid = [d for _, k, d in scene.view.overlays.spots.items if k == "card_tip"]
    assert len(laid) == 9
    # after the reveal everyone's pair is public and shown
    for p in (1, 2, 3):
        h = m.state.hands[p]
        m.play(("pick", h[0], h[1]))
    scene.viewer = m.to_move()          # (the hot-seat pass screen would cover a frame)
    scene.refresh(force=True)
    scene.view.act(None, 1, scene.snap)                 # any click closes the aid
    assert scene.view.model.aid is None
    scene.view.draw(app.canvas, scene.snap)
    assert m.state.phase == "act"
    for p in range(4):
        assert set(m.state.picks[p]) <= set(scene.view.drawn)


# ---- resolving a card: map steps ------------------------------------------------------------------
def test_move_is_two_clicks_and_an_illegal_destination_shows_the_reason(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 2
    s.kiwi[KAIPARA] = 1
    scene, m = board(app, s)
    assert "Exodus" in scene.view.prompt(scene.snap)
    click(app, region(scene, TE_HIKU))
    assert scene.view.model.sel_from == TE_HIKU and m.actions == []
    frame(app)
    click(app, region(scene, WHANGAREI))                     # not a neighbour of Te Hiku
    assert m.actions == []
    assert app.toast_text == reason(m, ("move", TE_HIKU, WHANGAREI))
    assert "do not share a border" in app.toast_text
    click(app, region(scene, HOKIANGA))
    assert m.actions == [("move", TE_HIKU, HOKIANGA)]
    frame(app)
    assert scene.view.model.sel_from is None
    # a region without a kiwi: the engine says why nothing can move from there
    click(app, region(scene, AUCKLAND))
    assert app.toast_text == reason(m, ("move", AUCKLAND, AUCKLAND))


def test_a_single_pawn_is_picked_up_already(app):
    s = resolving(SETTLER, "settler_march")
    scene, m = board(app, s)
    frm = m.state.settlers[0]
    assert scene.view.model.sel_from == frm
    to = m.game.legal_actions(m.state)[0][2]
    click(app, region(scene, to))
    assert m.actions == [("move", frm, to)]


def test_road_on_a_lit_border(app):
    s = resolving(SETTLER, "settler_road")
    scene, m = board(app, s)
    frm = m.state.settlers[0]
    b = border(frm, D.adj[frm][0])
    assert scene.view.model.kind == "road"
    click(app, scene.view.border_point(b))
    assert m.actions == [("road", b)]
    assert m.state.roads[D.border_id[b]] == 1
    frame(app)
    # hovering the road tells what it is
    tip = scene.view.tooltip(scene.view.border_point(b), scene.snap)
    assert "Road" in tip


def test_moving_a_placed_flood_picks_it_up_first(app):
    s = resolving(KIWI, "kiwi_flood", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    s.floods[D.border_id[border(WAIKATO, HAURAKI)]] = 1
    s.floods[D.border_id[border(AUCKLAND, KAIPARA)]] = 1
    scene, m = board(app, s)
    target = border(TE_HIKU, HOKIANGA)
    click(app, scene.view.border_point(target))               # both floods are out: say so
    assert app.toast_text == reason(m, ("flood", target, None))
    click(app, scene.view.border_point(border(WAIKATO, HAURAKI)))
    assert scene.view.model.flood_src == border(WAIKATO, HAURAKI)
    frame(app)
    click(app, scene.view.border_point(target))
    assert m.actions == [("flood", target, border(WAIKATO, HAURAKI))]


def test_an_and_card_switches_to_the_sub_action_the_click_fits(app):
    s = resolving(KIWI, "kiwi_flood", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    scene, m = board(app, s)
    assert scene.view.model.kind == "flood"
    click(app, region(scene, TE_HIKU))                       # a kiwi to move: the move row
    assert scene.view.model.sel_from == TE_HIKU
    click(app, region(scene, PEWHAIRANGI))
    assert m.actions == [("move", TE_HIKU, PEWHAIRANGI)]


def test_species_choice_pops_up_when_both_animals_can_be_taken(app):
    s = resolving(MAORI, "maori_feast")
    s.claimed[MAORI] = ("treaty",)
    r = m_region = s.maori
    s.kiwi[r], s.possum[r] = 1, 1
    scene, m = board(app, s)
    click(app, region(scene, m_region))
    frame(app)
    assert scene.view.model.popup is not None and m.actions == []
    rect = [it[0] for it in scene.view.overlays.popup_items() if it[1] == "possum"][0]
    click(app, rect.center)
    assert m.actions == [("feast", r, "possum")]


def test_rahui_then_push_each_animal_choosing_the_species(app):
    s = resolving(MAORI, "maori_rahui", prepare="empty")
    s.maori = TE_HIKU
    s.kiwi[HOKIANGA], s.possum[HOKIANGA] = 1, 1
    scene, m = board(app, s)
    assert scene.view.model.kind == "rahui"
    click(app, region(scene, HOKIANGA))
    assert m.actions == [("rahui", HOKIANGA)]
    frame(app)
    assert scene.view.model.kind == "push"     # the follow-up first
    click(app, region(scene, KAIPARA))
    frame(app)
    assert scene.view.model.popup is not None
    rect = [it[0] for it in scene.view.overlays.popup_items() if it[1] == "kiwi"][0]
    click(app, rect.center)
    assert m.actions[-1] == ("push", HOKIANGA, "kiwi", KAIPARA)
    frame(app)
    click(app, region(scene, KAIPARA))                # only the possum is left: no question
    assert m.actions[-1] == ("push", HOKIANGA, "possum", KAIPARA)


def test_claim_a_legacy_from_the_panel_and_a_claimed_one_is_refused(app):
    s = resolving(MAORI, "maori_legacy")
    s.claimed[MAORI] = ("mana",)
    s.tokens[MAORI] = 1
    scene, m = board(app, s)
    assert scene.view.model.kind == "claim"
    click(app, spot(scene, "btn", ("claim", "mana")))
    assert m.actions == [] and app.toast_text == reason(m, ("claim", "mana"))
    assert "already claimed" in app.toast_text
    click(app, spot(scene, "btn", ("claim", "treaty")))
    assert m.actions == [("claim", "treaty")]


def test_an_or_card_offers_the_map_and_the_button_and_ends_when_one_is_used(app):
    s = resolving(KIWI, "kiwi_magnetism", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    scene, m = board(app, s)
    assert scene.view.model.kind == "move"                        # the map first ...
    assert scene.view.model.bkind == "conscience"                 # ... and the button
    click(app, spot(scene, "btn", ("conscience", 1)))
    assert m.actions == [("conscience", 1)]
    assert m.state.conscience == 2 and m.state.actor != KIWI   # [or]: the move is gone, card over


def test_done_with_this_card(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    scene, m = board(app, s)
    click(app, spot(scene, "slot", "move"))
    click(app, spot(scene, "btn", ("done",)))
    # three moves are left: the panel asks first (tests/test_view_kauri: the question's own test)
    assert m.actions == [] and scene.view.model.ask_done == 3
    click(app, spot(scene, "btn", ("done_sure",)))
    assert m.actions == [("done",)] and m.state.actor != KIWI


def test_done_with_moves_left_says_what_is_left_and_asks_once(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    s.kiwi[KAIPARA] = 1
    scene, m = board(app, s)
    app.mouse = (2, 2)
    click(app, spot(scene, "btn", ("done",)))
    frame(app)
    assert m.actions == [] and scene.view.model.ask_done == 3
    assert scene.view.tx("done_ask", n=3) == "3 moves left: end the card anyway?"
    assert scene.view.rect_of("btn", ("done",)) is None          # the question stands where Done was
    # keep playing: the question goes, one move is made, and Done now ends the card at once
    click(app, spot(scene, "btn", ("done_keep",)))
    assert scene.view.model.ask_done is None and m.actions == []
    click(app, region(scene, TE_HIKU))
    click(app, region(scene, HOKIANGA))
    assert m.actions == [("move", TE_HIKU, HOKIANGA)]
    frame(app)
    click(app, spot(scene, "btn", ("done",)))
    assert m.actions[-1] == ("done",) and m.state.actor != KIWI


def test_done_with_nothing_left_to_do_asks_nothing(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")      # no kiwi on the map: nothing can move
    scene, m = board(app, s)
    assert scene.view.model.moves_left() == 0 and m.game.legal_actions(m.state) == [("done",)]
    click(app, spot(scene, "btn", ("done",)))
    assert m.actions[-1] == ("done",)


def test_two_players_the_automated_settler_is_steered_by_the_possum_while_lumberjack(app):
    s = started(2, seed=4, possums=(KAIPARA, WHANGAREI, HAURAKI))
    g = GAME
    for _ in range(2):                                      # both pick; both pass their card
        h = s.hands[g.to_move(s)]
        g.play(s, ("pick", h[0], h[1]))
    while s.phase == "act":
        g.play(s, ("done",))
    assert s.phase == "auto" and s.actor == POSSUM
    scene, m = board(app, s)
    assert scene.viewer == POSSUM
    assert scene.view.prompt(scene.snap).startswith("Automated Settler")
    spot(scene, "auto_row")
    click(app, region(scene, WAIKATO))
    assert m.actions == [("auto_move", AUCKLAND, WAIKATO)]
    frame(app)
    click(app, region(scene, WAIKATO))                       # his region: the felling row
    assert m.actions[-1] == ("auto_fell", WAIKATO)


# ---- looking around ----------------------------------------------------------------------------
def test_tooltips_for_regions_legacies_and_cards(app):
    s = started(4, seed=3)
    scene, m = board(app, s)
    tip = scene.view.tooltip(region(scene, AUCKLAND), scene.snap)
    assert tip.startswith("Auckland") and "City" in tip and "Settler pawn" in tip
    tip = scene.view.tooltip(spot(scene, "legacy", MAORI, "treaty"), scene.snap)
    assert "Treaty of Waitangi" in tip and "permanent" in tip
    cid = m.state.hands[0][0]
    tip = scene.view.tooltip(spot(scene, "hand", cid), scene.snap)
    assert D.cards[cid].name.en in tip
    tip = scene.view.tooltip(spot(scene, "cons", 1), scene.snap)
    assert "Lumberjack" in tip


def test_aid_overlay_opens_per_faction_and_closes(app):
    s = started(4, seed=3)
    scene, m = board(app, s)
    click(app, spot(scene, "btn", ("aid", SETTLER)))
    assert scene.view.model.aid == SETTLER
    frame(app)
    assert len([1 for _, k, _ in scene.view.overlays.spots.items if k == "card_tip"]) == 9
    assert scene.view.rect_of("card_tip") is not None
    click(app, (400, 400))
    assert scene.view.model.aid is None and m.actions == []


def test_zoom_keeps_clicks_on_the_right_region(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    scene, m = board(app, s)
    view = scene.view
    frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    app.mouse = region(scene, TE_HIKU)
    view.wheel(region(scene, TE_HIKU), 1, scene.snap)
    assert view.map.cam.level >= 1
    frame(app)
    click(app, region(scene, TE_HIKU))
    frame(app)
    click(app, region(scene, HOKIANGA))
    assert m.actions == [("move", TE_HIKU, HOKIANGA)]
    view.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0), scene.snap)
    assert view.map.cam.level == 0


def test_french_texts_and_macrons(app):
    s = started(4, seed=3)
    scene, m = board(app, s, lang="fr")
    assert scene.view.prompt(scene.snap) == "Choisissez votre carte Actions"
    tip = scene.view.tooltip(region(scene, TE_HIKU), scene.snap)
    assert "Voisines" in tip and "Pēwhairangi" in tip


def test_hint_and_last_move_are_drawn(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    scene, m = board(app, s)
    scene.hint = ("move", TE_HIKU, HOKIANGA)
    frame(app)
    click(app, region(scene, TE_HIKU))
    click(app, region(scene, PEWHAIRANGI))
    assert m.actions == [("move", TE_HIKU, PEWHAIRANGI)]
    frame(app)
    assert scene.context().last_action == ("move", TE_HIKU, PEWHAIRANGI)


def test_an_ai_opponent_plays_while_the_view_draws(app):
    scene, m = board(app, players=2, ai=(1,))
    deadline = time.monotonic() + 30
    while len(m.steps) < 4 and time.monotonic() < deadline:
        if m.to_move() == 0:
            m.play(m.game.legal_actions(m.state)[0])
            scene.refresh()
        frame(app)
        time.sleep(0.005)
    assert len(m.steps) >= 4 and scene.ai_failures == 0


# ---- the package shape: clicks from the layout, nothing derived while drawing ------------------------
def test_a_click_is_understood_from_the_layout_before_any_frame_is_drawn(app):
    s = started(4, seed=3)
    scene, m = board(app, s)
    view = scene.view
    view.on_snapshot(scene.snap)                    # as after a new step: no frame drawn since
    hand = list(m.state.hands[0])
    assert view.click(view.rect_of("hand", hand[1]).center, 1, scene.snap) is None
    assert view.model.pick == [hand[1], None]
    assert view.click(view.rect_of("hand", hand[0]).center, 1, scene.snap) is None
    action = view.click(view.rect_of("btn", ("pick", hand[1], hand[0])).center, 1, scene.snap)
    assert action == ("pick", hand[1], hand[0])
    assert view.click(view.rect_of("btn", ("aid", SETTLER)).center, 1, scene.snap) is None
    assert view.model.aid == SETTLER


def test_drawing_asks_the_engine_nothing_and_nothing_animates(app, monkeypatch):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    scene, m = board(app, s)

    def forbidden(*a, **k):
        raise AssertionError("the view asked the engine while drawing")
    for name in ("legal_actions", "observe", "scores"):
        monkeypatch.setattr(m.game, name, forbidden)
    for pos in ((5, 5), region(scene, TE_HIKU), region(scene, HOKIANGA)):
        app.mouse = pos
        scene.view.draw(app.canvas, scene.snap)
        scene.view.tooltip(pos, scene.snap)
        scene.view.prompt(scene.snap)
    assert scene.view.animating() is False


def test_the_automated_settlers_rows_are_named_in_players_words(app):
    s = started(2, seed=4, possums=(KAIPARA, WHANGAREI, HAURAKI))
    for _ in range(2):
        h = s.hands[GAME.to_move(s)]
        GAME.play(s, ("pick", h[0], h[1]))
    while s.phase == "act":
        GAME.play(s, ("done",))
    scene, m = board(app, s)
    tips = [scene.view.tooltip(spot(scene, "slot", k), scene.snap) for k in ("auto_move", "auto_take")]
    assert tips == ["Move the Settler", "Fell the kauri here"]


def test_a_click_on_the_hinted_destination_plays_the_hinted_move_and_the_hint_goes(app):
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    s.kiwi[KAIPARA] = 1
    scene, m = board(app, s)
    assert scene.view.model.sel_from is None          # two kiwis could move: none picked up
    app.mouse = (2, 2)
    frame(app)
    without = pygame.image.tobytes(app.canvas, "RGB")
    scene.hint = ("move", TE_HIKU, HOKIANGA)
    frame(app)
    assert pygame.image.tobytes(app.canvas, "RGB") != without     # the hinted move is drawn
    click(app, region(scene, HOKIANGA))
    assert m.actions == [("move", TE_HIKU, HOKIANGA)]
    assert scene.hint is None and scene.snap.hint is None and scene.view.model.hint is None


def test_a_click_on_the_hinted_border_plays_the_hint_a_hinted_card_is_only_marked(app):
    s = resolving(SETTLER, "settler_road")
    scene, m = board(app, s)
    frm = m.state.settlers[0]
    roads = [a for a in m.game.legal_actions(m.state) if a[0] == "road"]
    hint = roads[-1]
    scene.hint = hint
    frame(app)
    click(app, scene.view.border_point(hint[1]))
    assert m.actions == [hint] and frm in hint[1]
    # picking: a hint marks the cards and never commits nor changes what a click means
    s = started(4, seed=3)
    scene, m = board(app, s)
    hand = list(m.state.hands[0])
    scene.hint = ("pick", hand[2], hand[1])
    frame(app)
    click(app, spot(scene, "hand", hand[1]))     # the hinted Initiative card, clicked first
    assert m.actions == [] and scene.view.model.pick == [hand[1], None]
    click(app, spot(scene, "hand", hand[1]))     # put back
    click(app, spot(scene, "hand", hand[2]))
    assert m.actions == [] and scene.view.model.pick == [hand[2], None]
    click(app, spot(scene, "hand", hand[1]))
    assert m.actions == []
    click(app, spot(scene, "btn", ("pick", hand[2], hand[1])))
    assert m.actions == [("pick", hand[2], hand[1])]


def test_confirm_and_the_button_that_follows_it_are_never_in_one_place(app):
    """Confirm (the two cards) is followed by "Done with this card": a double click on Confirm
    must not end the card."""
    s = started(4, seed=3)
    scene, m = board(app, s)
    hand = list(m.state.hands[0])
    click(app, spot(scene, "hand", hand[0]))
    click(app, spot(scene, "hand", hand[1]))
    confirm = scene.view.rect_of("btn", ("pick", hand[0], hand[1]))
    app.pop()
    scene, m = board(app, resolving(KIWI, "kiwi_exodus", prepare="empty"), viewer=KIWI)
    done = scene.view.rect_of("btn", ("done",))
    assert confirm is not None and done is not None
    assert not confirm.colliderect(done)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_long_names_shrink_or_shorten_inside_their_boxes(app, monkeypatch, lang):
    drawn = uikit.fitted_texts(monkeypatch)
    long = ["Bartholomew-Maximilian the Third of Wessex", "Anastasia Konstantinopoulou-Papadopoulos"]
    monkeypatch.setattr(uikit, "NAMES", long + ["Cleo", "Dan"])
    s = started(4, seed=3)
    scene, m = board(app, s, lang=lang, viewer=1)      # Ann chooses first: Bob waits for her
    frame(app)
    scene.view.model.aid = 1                            # Bob's aid, his name under its title
    scene.view.model.version += 1
    frame(app)
    texts = {t for t, _, _ in drawn}
    assert scene.view.tx("you_after", name=long[0]) in texts and long[1] in texts
    assert all(w <= room for _, w, room in drawn), [d for d in drawn if d[1] > d[2]]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_kept_cards_chip_shows_every_word_of_its_name(app, lang):
    # "Revendiquer un Héritage" was drawn "Revendiqu…": a chip takes more lines, not a cut word
    from ui.theme import READABLE, Palette
    from ui.views.kauri.act_panel import CHIP_NAME_X, CHIP_PAD, CW
    font = app.fonts.font(READABLE)
    for colorblind in (False, True):
        app.palette = Palette(colorblind)
        scene, _ = board(app, started(4, seed=3), lang=lang)
        act = scene.view.panel.act
        assert {act.chip_strip(cid) for cid in D.cards} == {16 if colorblind else 6}
        several = 0
        for cid, card in D.cards.items():
            lines, strip = act.chip_lines(cid), act.chip_strip(cid)
            assert " ".join(line for line in lines if line) == card.name.get(lang)
            assert font.size(lines[0])[0] <= CW - strip - CHIP_NAME_X - CHIP_PAD, lines
            assert all(font.size(line)[0] <= CW - strip - 2 * CHIP_PAD for line in lines[1:]), lines
            several += len(lines) > 1
        assert several or (lang == "en" and not colorblind)
        app.reset(scene)


@pytest.mark.parametrize("lang, sep", [("en", ": "), ("fr", "\u00a0: ")])
def test_a_factions_score_tip_writes_each_colon_as_its_language_does(app, lang, sep):
    scene, m = board(app, started(4, seed=3), lang=lang)
    tip = scene.view.tips.score_tip(KIWI, scene.snap)     # its kiwis already score
    rows = [line for line in tip.splitlines() if line.startswith("  ")]
    assert rows and all(sep in line for line in rows), rows
    assert lang == "fr" or "\u00a0" not in tip
