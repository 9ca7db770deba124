"""The Habitat view's selection model without a window: observation + legal actions in,
what is lit and which action a sequence of clicks (intents) makes out."""
from __future__ import annotations

import ast
import os
import random

import pytest

from engine.habitat.state import MAIN, SETUP, START
from tests.habitat.helpers import DECK, GAME, build
from ui.i18n import I18n
from ui.session import Snapshot
from ui.views.habitat.model import HabitatModel

MODEL_FILE = os.path.join(os.path.dirname(__file__), "..", "..", "..", "ui", "views", "habitat", "model.py")


def tx(key, **fmt):
    return I18n("en")(f"habitat.{key}", **fmt)


def snap_of(s, viewer=None, lang="en", hint=None):
    p = GAME.to_move(s)
    viewer = p if viewer is None else viewer
    legal = GAME.legal_actions(s) if p == viewer else []
    return Snapshot(step=0, viewer=viewer, to_move=p, over=p is None, obs=GAME.observe(s, viewer),
                    legal=legal, scores=None, names=["Ann", "Bob", "Cleo", "Dan"][:s.players], lang=lang,
                    hint=hint)


def model_of(s, **kw):
    m = HabitatModel(DECK)
    m.update(snap_of(s, **kw))
    return m


def hand(uid):
    return ("hand", uid, DECK.index[uid])


def test_the_model_needs_no_pygame():
    with open(MODEL_FILE, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    relative = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level]
    assert names == {"__future__", "collections", "engine.habitat"} and relative == []


def test_a_hand_card_lights_its_places_and_a_click_plays_it():
    m = model_of(build(tables=[[["plants"]], [["eggs"]]], hands=[["moose", "insects"], []]))
    assert ("hand", "moose-1") in m.pickable() and ("hand", "insects-1") in m.pickable()
    assert m.act(hand("moose-1")) is None and m.sel == ("hand", "moose-1")
    assert ("slot", 0, 1) in m.targets()
    assert ("newchain",) not in m.targets(), "a Moose cannot start a chain"
    assert m.banner(tx) == "Moose: click a lit place in your chains or New chain"
    assert m.act(("mycol", 0, 1)) == ("play", "moose-1", 0, 1)
    # another hand card replaces the pick; the same card again drops it
    m.act(hand("insects-1"))
    assert m.sel == ("hand", "insects-1") and ("newchain",) in m.targets()
    m.act(hand("insects-1"))
    assert m.sel is None
    m.act(hand("insects-1"))
    assert m.act(("newchain",)) == ("new_chain", "insects-1")


def test_a_click_on_nothing_or_a_right_click_drops_the_pick():
    m = model_of(build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []]))
    m.act(hand("moose-1"))
    assert m.act(("nothing",)) is None and m.sel is None
    m.act(hand("moose-1"))
    assert m.act(("mycol", 0, 1), button=3) is None and m.sel is None


def test_nothing_happens_when_it_is_not_the_viewers_turn():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []])
    m = model_of(s, viewer=1)
    assert not m.mine and m.legal == []
    assert m.act(("drawpile",)) is None and m.act(hand("moose-1")) is None
    assert m.banner(tx) == "Ann is playing" and m.prompt(tx) == ""


def test_a_segment_grows_shrinks_and_moves_under_another_card():
    s = build(tables=[[["invertebrates", "mouse", "black_bear"], ["plants"]], [["eggs"]]],
              hands=[[], []], dying=[["deer"], [], []])
    m = model_of(s)
    m.act(("mycard", 0, 0, 0))
    assert m.sel == ("seg", 0, 0, 1)
    m.act(("mycard", 0, 2, 2))
    assert m.sel == ("seg", 0, 0, 3)
    m.act(("mycard", 0, 1, 1))                        # a click inside shrinks the pick to there
    assert m.sel == ("seg", 0, 0, 2)
    assert m.banner(tx).startswith("2 card(s) picked up")
    assert ("newchain",) in m.targets()
    assert m.act(("newchain",)) == ("move", 0, 0, 2, 0, 2)


def test_rescue_from_a_dying_pile():
    m = model_of(build(tables=[[["plants"]], [["eggs"]]], hands=[[], []], dying=[["moose"], [], []]))
    assert ("dying", 0) in m.pickable()
    m.act(("dying", 0))
    assert m.sel == ("dying", 0) and ("slot", 0, 1) in m.targets()
    assert m.banner(tx) == "Rescue Moose: click a lit place in your chains"
    assert m.act(("mycard", 0, 0, 1)) == ("rescue", 0, 0, 1)
    m.act(("dying", 1))
    assert m.sel is None, "an empty pile cannot be picked"


def test_events_on_cards_by_button_and_by_rank():
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]],
              hands=[["disease", "migration", "niche"], []], dying=[["eggs"], [], []])
    m = model_of(s)
    m.act(hand("disease-1"))
    assert ("card", 1, 0, 1) in m.targets() and m.button_specs(tx)[0][0] == "Cancel"
    assert m.act(("ocard", 1, 0, 1)) == ("event", "disease-1", 1, 0, 1)
    m.act(hand("niche-1"))
    ranks = [spec for spec in m.button_specs(tx) if spec[1][0] == "rank"]
    assert [spec[0] for spec in ranks] == [str(r) for r in range(1, 9)]
    assert ("rank", 5) in m.targets()
    assert m.act(("button", ("rank", 5))) == ("event", "niche-1", 5)
    m.act(hand("migration-1"))
    assert ("Play Migration", ("button", "event"), True) in m.button_specs(tx)
    assert m.banner(tx) == "Migration: press Play to use it"
    assert m.act(("button", ("button", "event"))) == ("event", "migration-1")


def test_territory_lights_the_rival_chain_at_turn_start():
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]], hands=[["cougar"], []],
              phase=START, dying=[["eggs"], [], []])
    m = model_of(s)
    assert m.prompt(tx).startswith("Draw 2 cards")
    assert ("drawpile",) in m.targets()
    m.act(hand("cougar-1"))
    assert ("oppchain", 1, 0) in m.targets()
    assert m.banner(tx).startswith("Cougar: Territory")
    assert m.act(("oppchain", 1, 0)) == ("territory", "cougar-1", 1, 0)
    assert m.act(("display", 2)) == ("draw_display", 2) and m.sel is None


def test_a_species_with_no_rival_to_attack_says_so():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["mouse"], []], phase=START)
    m = model_of(s)
    m.act(hand("mouse-1"))
    assert m.targets() == {("drawpile",)} | {("display", k) for k in range(3)
                                             if s.display[k] >= 0}
    assert m.banner(tx) == "Mouse can attack no rival chain now: draw 2 cards instead"


def test_cards_to_place_are_picked_already_then_go_on_a_pile():
    s = build(tables=[[["plants", "snowshoe_hare"], ["insects", "cougar"]], [["eggs"]]],
              hands=[["mink", "deer", "lynx", "frog", "spring"], []], dying=[["deer"], ["mouse"], ["eggs"]])
    GAME.play(s, ("end_turn",))
    m = model_of(s)
    assert m.prompt(tx) == "Put Cougar on a dying pile"
    assert m.sel == ("tray", "cougar-1")
    assert {("pile", 0), ("pile", 1), ("pile", 2)} <= m.targets()
    assert m.banner(tx) == "Cougar: click a lit dying pile"
    assert m.act(("dying", 1)) == ("place", "cougar-1", 1)


def test_discard_down_to_three_from_the_hand():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["mink", "deer", "lynx", "frog"], []],
              dying=[["deer"], ["mouse"], ["eggs"]])
    GAME.play(s, ("end_turn",))
    m = model_of(s)
    assert m.prompt(tx).startswith("Discard down to 3")
    m.act(hand("frog-1"))
    assert m.banner(tx) == "Frog: click a dying pile to discard it"
    assert m.act(("dying", 2)) == ("discard", "frog-1", 2)


def test_pollution_asks_for_a_card_of_the_table_then_a_pile():
    s = build(tables=[[["plants"]], [["plants", "snowshoe_hare", "lynx"], ["fruit_berries", "deer", "cougar"]]],
              hands=[["pollution"], []], dying=[["deer"], ["mouse"], ["eggs"]])
    GAME.play(s, ("event", "pollution-1"))
    m = model_of(s, viewer=1)
    assert m.prompt(tx).startswith("Pollution")
    assert ("card", 1, 1, 2) in m.targets(), "the Cougar is lit"
    assert ("card", 1, 0, 2) not in m.targets(), "the Lynx is not the highest"
    assert m.act(("mycard", 0, 2, 2))[0] == "place", "the Lynx too is tried (the engine says why not)"
    m.act(("mycard", 1, 2, 2))
    assert m.sel == ("tcard", "cougar-1")
    assert m.act(("dying", 2)) == ("place", "cougar-1", 2)


def test_wildfire_saves_a_chain_or_lets_it_burn():
    s = build(tables=[[["plants"]], [["fruit_berries", "deer"], ["fruit_berries"], ["eggs"]]],
              hands=[["wildfire"], []], dying=DYING)
    GAME.play(s, ("event", "wildfire-1", 1, 0, 0))
    while s.pending[0][0] == "place":
        GAME.play(s, GAME.legal_actions(s)[0])
    m = model_of(s, viewer=1)
    assert [spec[0] for spec in m.button_specs(tx)] == ["Let it burn"]
    assert ("chain", 1) in m.targets()
    assert m.act(("mycard", 1, 0, 0)) == ("save", 1)
    assert m.act(("button", ("button", "decline"))) == ("decline",)


def test_setup_sets_cards_aside():
    event = next(DECK.uid[c] for c in range(DECK.n) if DECK.kind[c] == 2)
    s = build(hands=[[event, "plants", "deer", "mouse"], [], []], players=3, phase=SETUP)
    m = model_of(s)
    assert m.prompt(tx) == "Set-up: play cards or set them aside until 3 remain (1 to go)"
    m.act(hand(event))
    assert ("aside",) in m.targets()
    assert m.act(("aside",)) == ("setup_discard", event)


def test_a_new_snapshot_drops_the_pick_and_the_hint_is_marked():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []])
    m = model_of(s)
    m.act(hand("moose-1"))
    m.update(snap_of(s, hint=("play", "moose-1", 0, 1)))
    assert m.sel is None
    assert m.hint == (("hand", "moose-1"), ("slot", 0, 1))


def test_a_click_on_the_hints_marked_place_plays_the_hint():
    s = build(tables=[[["plants"], ["seeds_nuts"]], [["eggs"]]], hands=[["moose", "red_squirrel"], []])
    hint = ("play", "red_squirrel-1", 1, 1)
    m = model_of(s, hint=hint)
    assert m.banner(tx) == "Hint: Red Squirrel goes where the arrow points (the Hint tag): click there to do it"
    # nothing picked: the click on the marked place is the hinted move, card and all
    assert m.act(("mycol", 1, 1)) == hint and m.sel is None
    # the top card of that chain is part of the marked place too
    assert m.act(("mycard", 1, 0, 1)) == hint
    # another place is an ordinary click (it picks up that chain's card)
    assert m.act(("mycard", 0, 0, 0)) is None and m.sel == ("seg", 0, 0, 1)
    # with another card picked, the marked place means a move of that card, not the hint
    m.sel = None
    m.act(hand("moose-1"))
    assert m.act(("mycol", 1, 1)) == ("play", "moose-1", 1, 1)
    # the hinted card picked first: the same place plays it
    m.act(hand("red_squirrel-1"))
    assert m.act(("mycol", 1, 1)) == hint


def test_a_card_of_a_hinted_group_picks_up_the_whole_group():
    s = build(tables=[[["plants", "mouse", "lynx"], ["insects"]], [["eggs"]]], hands=[["moose"], []])
    m = model_of(s)
    move = next(a for a in m.legal if a[0] == "move" and a[5] == 2)
    m = model_of(s, hint=move)
    _, fc, fp, tc, tp, n = move
    assert m.act(("mycard", fc, fp + 1, 0)) is None and m.sel == ("seg", fc, fp, 2)
    assert m.act(("mycol", tc, tp)) == move


def test_hints_without_a_card_and_stale_hints():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []], phase=START,
              display=["mouse", "lynx", "insects"])
    m = model_of(s, hint=("draw_display", 2))
    assert m.hint == (None, ("display", 2))
    assert m.banner(tx) == "Hint: click the place with the Hint tag to do it"
    assert m.act(("display", 2)) == ("draw_display", 2)
    # a hint that is no longer a legal move is not marked
    m = model_of(s, hint=("play", "moose-1", 0, 1))
    assert m.hint is None and m.hint_action is None
    assert m.banner(tx).startswith("Click the draw pile")      # as with no hint at all


DYING = [["deer"], ["mouse"], ["eggs"]]     # cards on every pile: a card to place has a choice


def test_board_prompts_say_how_to_answer_and_why():
    # Pollution: the banner says what to click; the top bar keeps the short prompt
    s = build(tables=[[["plants"]], [["plants", "snowshoe_hare", "lynx"]]], hands=[["pollution"], []],
              dying=DYING)
    GAME.play(s, ("event", "pollution-1"))
    m = model_of(s, viewer=1)
    assert m.prompt(tx) == "Pollution: give up your highest-ranked species"
    assert m.banner(tx) == ("Pollution: give up your highest-ranked species — click the lit card, "
                            "then a lit dying pile")
    # the card played is on its way to the dying piles: the tray says why
    m = model_of(s, viewer=0)
    assert m.place_reason() is None          # not a place prompt for the viewer yet
    assert m.banner(tx) == "Bob must give up their highest-ranked species (Pollution)"
    # Wildfire: the burnt chain is named, with the food it may move onto
    s = build(tables=[[["plants"]], [["fruit_berries", "deer"], ["fruit_berries"], ["eggs"]]],
              hands=[["wildfire"], []], dying=DYING)
    GAME.play(s, ("event", "wildfire-1", 1, 0, 0))
    m = model_of(s, viewer=0)
    assert m.prompt_of()[0] == "place" and m.place_reason() == "why_event"
    while s.pending[0][0] == "place":
        GAME.play(s, GAME.legal_actions(s)[0])
    m = model_of(s, viewer=1)
    assert m.banner(tx) == ("Wildfire burnt the Resource under Deer: move that chain onto a lit free "
                            "Fruit & berries card (click it), or Let it burn")
    assert m.burnt_chain() == m.find_on_table(1, DECK.index["deer-1"])
    assert model_of(s, viewer=0).burnt_chain() is None


def test_cards_to_place_at_the_end_of_a_turn_starved():
    s = build(tables=[[["plants", "snowshoe_hare"], ["insects", "cougar"]], [["eggs"]]], hands=[["mink"], []],
              dying=DYING)
    GAME.play(s, ("end_turn",))
    m = model_of(s)
    assert m.place_reason() == "why_starved"
    assert tx("why_starved") == "These species starved at the end of your turn"
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["spring"], []], display=["lynx", "frog", "insects"],
              dying=DYING)
    GAME.play(s, ("event", "spring-1"))
    assert model_of(s).place_reason() == "why_spring"


def test_words_follow_the_snapshots_language():
    m = model_of(build(tables=[[["plants"]], [["eggs"]]], hands=[["moose"], []]), lang="fr")
    fr = lambda key, **fmt: I18n("fr")(f"habitat.{key}", **fmt)  # noqa: E731
    m.act(hand("moose-1"))
    assert m.banner(fr) == "Élan : cliquez une place éclairée de vos chaînes ou Nouvelle chaîne"
    assert m.prompt(fr).startswith("Construisez vos chaînes")


# ---- every legal action can be made by clicks -------------------------------------------------
def intent_of(m, mark):
    """The click that means `mark` (a source or a target of an action)."""
    kind = mark[0]
    if kind in ("hand", "tray"):
        return (kind, mark[1], DECK.index[mark[1]])
    if kind == "tcard":
        ci, k = m.find_on_table(m.me, DECK.index[mark[1]])
        return ("mycard", ci, k, 0)
    if kind == "slot":
        return ("mycol", mark[1], mark[2])
    if kind == "card":
        return ("mycard", mark[2], mark[3], 0) if mark[1] == m.me else ("ocard",) + mark[1:]
    if kind == "rank":
        return ("button", mark)
    if kind == "button":
        return ("button", mark)
    if kind == "pile":
        return ("dying", mark[1])
    if kind == "chain":
        return ("mycol", mark[1], 0)
    if kind == "renew":
        return ("renew", mark[1], mark[2], m.obs.dying[mark[1]][mark[2]])
    return mark


def clicks_for(m, action) -> list:
    src, tgt = m.action_marks(action)
    out = []
    if src is not None and src[0] == "seg":
        _, ci, lo, n = src
        out.append(("mycard", ci, lo, 0))
        if n > 1:
            out.append(("mycard", ci, lo + n - 1, 0))
    elif src is not None:
        out.append(intent_of(m, src))
    return out + [intent_of(m, tgt)]


def made_by_clicks(m, action) -> bool:
    m.sel = None
    m.settle()
    for intent in clicks_for(m, action):
        got = m.act(intent)
        if got is not None:
            return got == action
    return False


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_legal_action_is_made_by_its_clicks(players, seed):
    s = GAME.setup(GAME.default_options(players), seed)
    rng = random.Random(seed)
    kinds = set()
    for step in range(400):
        if GAME.to_move(s) is None:
            break
        legal = GAME.legal_actions(s)
        if step % 3 == 0:
            m = model_of(s)
            for a in legal:
                assert made_by_clicks(m, a), f"step {step}: {a} not made by {clicks_for(m, a)}"
                kinds.add(a[0])
        GAME.play(s, rng.choice(legal))
    assert {"play", "new_chain", "move", "end_turn", "draw_pile", "draw_display"} <= kinds


def test_spring_renewal_and_wildfire_answers_are_made_by_their_clicks():
    s = build(tables=[[["plants"]], [["eggs"]]], hands=[["spring", "renewal"], []],
              dying=[["deer", "lynx", "plants"], ["mouse"], ["eggs", "frog"]], display=["osprey", "frog", "insects"])
    seen = set()

    def check_all(state, viewer=None):
        m = model_of(state, viewer=viewer)
        for a in GAME.legal_actions(state):
            assert made_by_clicks(m, a), a
            seen.add(a[0])
    GAME.play(s, ("event", "spring-1"))
    while s.pending:
        check_all(s)
        GAME.play(s, GAME.legal_actions(s)[0])
    GAME.play(s, ("event", "renewal-1"))
    while s.pending:
        check_all(s)
        GAME.play(s, GAME.legal_actions(s)[-1])
    w = build(tables=[[["plants"]], [["fruit_berries", "deer"], ["fruit_berries"], ["eggs"]]],
              hands=[["wildfire"], []], dying=DYING)
    GAME.play(w, ("event", "wildfire-1", 1, 0, 0))
    while w.pending:
        check_all(w, viewer=GAME.to_move(w))
        GAME.play(w, GAME.legal_actions(w)[0])
    assert {"place", "keep", "renew", "renew_done", "save", "decline"} <= seen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_nothing_picked_the_banner_says_how_to_click_not_the_top_bar_again(lang):
    def say(key, **fmt):
        return I18n(lang)(f"habitat.{key}", **fmt)
    for phase, how in [(START, "how_start"), (MAIN, "how_main")]:
        s = build(tables=[[["plants"]], [["eggs"]]], hands=[["mouse"], []], phase=phase)
        m = model_of(s, lang=lang)
        top = m.prompt(say)
        assert top and m.banner(say) == say(how)
        assert say(how) != f"habitat.{how}" and say(how) not in top
