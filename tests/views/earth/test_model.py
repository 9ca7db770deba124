"""The Earth selection model without a window: what is lit at each step and which action a
sequence of clicks makes."""
from __future__ import annotations

import random
from types import SimpleNamespace


import pytest

from engine.registry import GAMES
from ui.views.earth.model import CANCEL, GAIA_TAB, EarthModel

GAME = GAMES["earth"]


def snap(s, viewer=None, hint=None, lang="en"):
    p = GAME.to_move(s) if viewer is None else viewer
    mine = p is not None and GAME.to_move(s) == p
    return SimpleNamespace(obs=GAME.observe(s, p), legal=GAME.legal_actions(s) if mine else [], viewer=p,
                           hint=hint, lang=lang, names=["Ann", "Bob", "Cleo", "Dan", "Eve"][:s.players],
                           to_move=GAME.to_move(s))


def model_of(s, **kw):
    m = EarthModel(GAME.data)
    m.update(snap(s, **kw))
    return m


def play_until(pred, players=2, seed=1, limit=4000, tries=20):
    """A seeded random game played until `pred(state)` holds at a decision (the next seeds
    are tried when one game never gets there, so a content change does not lose the position)."""
    for k in range(tries):
        s = GAME.setup(GAME.default_options(players), seed + k)
        rng = random.Random(seed + k)
        for _ in range(limit):
            if GAME.to_move(s) is None:
                break
            if pred(s):
                return s
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    raise AssertionError("no such position in these seeded games")


def top(s):
    return s.tasks[-1][0] if s.tasks else None


def test_set_up_lights_the_offered_faces_and_a_click_picks_one():
    s = GAME.setup(GAME.default_options(2), 3)
    m = model_of(s)
    assert top(s) == "pick"
    assert set(m.lit_offers.values()) == set(GAME.legal_actions(s))
    assert m.prompt()[0] == "p_pick_island"
    assert m.act(("offer", 0, 1)) == ("face", 0, 1)
    assert m.act(("cell", 0, 0)) is None          # nothing else is a move at set-up


def test_choosing_an_action_lights_the_four_and_only_them():
    s = play_until(lambda s: top(s) == "choose")
    m = model_of(s)
    assert sorted(m.lit_actions) == ["blue", "green", "red", "yellow"]
    assert not m.lit_cells and not m.lit_cards
    assert m.prompt()[0] == "p_choose"
    assert m.act(("action", "green")) == ("action", "green")


def test_planting_lights_the_affordable_cards_then_the_legal_spaces():
    s = play_until(lambda s: top(s) == "plant" and any(a[0] == "plant" and len(a) == 2 for a in GAME.legal_actions(s))
                   and all(len(a) == 2 for a in GAME.legal_actions(s) if a[0] == "plant"))
    m = model_of(s)
    plants = [a for a in GAME.legal_actions(s) if a[0] == "plant"]
    assert {a[1] for a in plants} == set(m.lit_hand)
    unplayable = [c for c in s.hands[m.me] if c not in m.lit_hand and c not in m.events]
    if unplayable:
        assert m.act(("hand", unplayable[0])) is None
    a = m.act(("hand", plants[0][1]))
    assert a == plants[0]
    assert ("stop",) in [b[2] for b in m.buttons()]
    GAME.apply(s, a)
    m = model_of(s)
    assert top(s) == "cell"
    legal = {(a[1], a[2]) for a in GAME.legal_actions(s)}
    assert set(m.lit_cells) == legal
    assert m.prompt() == ("p_cell", {"card": m.card_name(plants[0][1])})
    top_, left, rows, cols = m.window(m.me)
    assert rows >= 4 and cols >= 4
    assert all(top_ <= r < top_ + rows and left <= c < left + cols for r, c in legal | set(s.grid[m.me]))
    rc = sorted(legal)[0]
    assert m.act(("cell",) + rc) == ("cell",) + rc
    m.act(("tab", 1 - m.me))                       # another island is shown: its spaces are not yours
    assert m.act(("cell",) + rc) is None
    m.act(("tab", m.me))
    assert m.act(("cell",) + rc) == ("cell",) + rc


def test_a_card_payable_with_sprouts_asks_how_much_then_plays_the_chosen_payment():
    s = play_until(lambda s: top(s) == "plant" and any(len(a) == 3 for a in GAME.legal_actions(s) if a[0] == "plant"),
                   seed=1)
    m = model_of(s)
    cid = next(a[1] for a in GAME.legal_actions(s) if a[0] == "plant" and len(a) == 3)
    assert m.act(("hand", cid)) is None
    assert m.sel == ("plant", cid)
    assert m.prompt()[0] == "p_pay"
    specs = m.buttons()
    assert [b[0] for b in specs][-1] == "b_cancel"
    pays = [b[2] for b in specs if b[0] == "b_pay"]
    assert set(pays) == {a for a in GAME.legal_actions(s) if a[0] == "plant" and a[1] == cid}
    assert m.act(("button", CANCEL)) is None and m.sel is None
    m.act(("hand", cid))
    assert m.act(("button", pays[-1])) == pays[-1]


def test_an_activation_question_offers_activate_and_skip_in_players_words():
    s = play_until(lambda s: top(s) == "ask")
    m = model_of(s)
    specs = m.buttons()
    assert ("b_activate", {}, ("activate",), True) in specs
    assert ("b_skip", {}, ("skip",), False) in specs
    if ("activate_all",) in GAME.legal_actions(s):
        assert ("b_activate_all", {}, ("activate_all",), False) in specs, "activate all the obvious ones"
        assert m.act(("button", ("activate_all",))) == ("activate_all",)
    key, fmt = m.prompt()
    assert key == "p_ask"
    assert fmt["card"] and fmt["card"] != "?" and not fmt["card"].isdigit()
    assert m.act(("button", ("activate",))) == ("activate",)


def test_placing_pieces_lights_the_cards_that_take_one_and_done_stops():
    s = play_until(lambda s: top(s) == "place")
    m = model_of(s)
    puts = {a[1] for a in GAME.legal_actions(s) if a[0] == "put"}
    assert set(m.lit_cards) == puts
    cid = sorted(puts)[0]
    assert m.act(("card", cid)) == ("put", cid)
    assert m.act(("button", ("stop",))) == ("stop",)
    assert m.prompt()[0] in ("p_place_sprout", "p_place_growth")


def test_the_hinted_move_is_applied_when_its_lit_target_is_clicked():
    s = play_until(lambda s: top(s) == "cell" and len(GAME.legal_actions(s)) > 1)
    legal = GAME.legal_actions(s)
    hint = legal[-1]
    m = model_of(s, hint=hint)
    assert m.hint_target() == ("cell", hint[1], hint[2])
    assert m.act(("cell", hint[1], hint[2])) == hint
    m2 = model_of(s, hint=("action", "red"))          # a stale hint (not legal now) lights nothing
    assert m2.hint_target() is None


def test_waiting_for_another_seat_lights_nothing_and_names_them():
    s = play_until(lambda s: top(s) == "choose")
    other = 1 - GAME.to_move(s)
    m = model_of(s, viewer=other)
    assert not m.mine and not m.lit_actions and m.buttons() == []
    assert m.prompt() == ("p_wait", {"name": ["Ann", "Bob"][GAME.to_move(s)]})
    assert m.act(("action", "green")) is None


def test_solo_has_a_tab_for_gaias_board():
    s = GAME.setup(GAME.default_options(1), 4)
    m = model_of(s)
    assert m.tabs() == [0, GAIA_TAB]
    m.act(("tab", GAIA_TAB))
    assert m.shown == GAIA_TAB
    m.reset()
    assert m.shown == 0


def test_keeping_one_drawn_card_lights_the_drawn_cards():
    s = play_until(lambda s: top(s) == "keep")
    m = model_of(s)
    keeps = [a for a in GAME.legal_actions(s) if a[0] == "keep"]
    assert set(m.lit_look.values()) == set(keeps)
    assert m.prompt()[0] == "p_keep"
    assert m.act(("look", keeps[0][1])) == keeps[0]


@pytest.mark.parametrize("kind,label", [("minor", "b_minor_"), ("order", "b_order_")])
def test_benefit_and_order_choices_are_buttons_saying_what_they_do(kind, label):
    s = play_until(lambda s: top(s) == kind)
    m = model_of(s)
    own = [a for a in GAME.legal_actions(s) if a[0] == kind]
    specs = [b for b in m.buttons() if b[0].startswith(label)]
    assert [b[2] for b in specs] == own
    assert all(b[0] == label + a[1] for b, a in zip(specs, own))
    assert m.act(("button", own[-1])) == own[-1]
    key, fmt = m.prompt()
    assert key == f"p_{kind}" and fmt["colour"] in ("red", "blue", "yellow", "green")


def test_a_card_to_compost_or_discard_from_hand_is_a_click_on_it():
    s = play_until(lambda s: top(s) in ("hand", "setup_compost") and len(set(s.hands[GAME.to_move(s)])) > 1)
    m = model_of(s)
    gives = [a for a in GAME.legal_actions(s) if a[0] in ("give", "compost")]
    assert set(m.lit_hand) == {a[1] for a in gives}
    assert m.act(("hand", gives[0][1])) == gives[0]


def test_an_amount_question_is_a_row_of_buttons_with_all_first_and_none_last():
    import yaml
    s = play_until(lambda s: top(s) == "choose")
    seat = GAME.to_move(s)
    s.tasks.append(("upto", seat, "draw", 2, True, True))   # an ability's "draw 2"...
    s.discard, s.deck = [], s.deck[:2]                       # ...when these are the last two cards
    m = model_of(s)
    specs = m.buttons()
    assert [b[2] for b in specs] == [("amount", 2), ("amount", 1), ("amount", 0)]
    assert [b[0] for b in specs] == ["b_amount_draw", "b_amount_draw", "b_amount_zero"]
    assert specs[0][3] and not specs[2][3]                   # taking all is the primary button
    assert m.prompt() == ("p_upto_draw", {"n": 2})
    assert m.act(("button", ("amount", 1))) == ("amount", 1)
    for lang in ("en", "fr"):
        with open(f"ui/locale/{lang}/earth.yaml", encoding="utf-8") as f:
            words = yaml.safe_load(f)
        for key in ("b_amount_draw", "b_amount_soil", "b_amount_compost_deck", "b_amount_zero", "b_minor_none",
                    "p_upto_draw", "p_upto_soil", "p_upto_compost_deck"):
            assert "{n}" in words[key] or key in ("b_amount_zero", "b_minor_none"), (lang, key)
