"""The Kauri view's selection model without a window: an observation and the legal actions from
the engine go in, what is lit and which action a sequence of intents makes come out."""
from __future__ import annotations

import ast
import os

from engine.kauri.data import KIWI, MAORI, SETTLER
from tests.kauri.helpers import (AUCKLAND, D, GAME, HAURAKI, HOKIANGA, KAIPARA, PEWHAIRANGI, TE_HIKU,
                                 WAIKATO, border, empty, play_card, started)
from ui.session import Snapshot
from ui.views.kauri.model import KauriModel

POS = (100, 100)     # where a map click landed (only the kiwi-or-possum question uses it)


def snap_of(s, viewer=None):
    to_move = GAME.to_move(s)
    viewer = to_move if viewer is None else viewer
    mine = viewer == to_move
    return Snapshot(step=0, viewer=viewer, to_move=to_move, over=to_move is None, obs=GAME.observe(s, viewer),
                    legal=GAME.legal_actions(s) if mine else [], scores=None, names=["A", "B", "C", "D"],
                    lang="en")


def model_of(s, viewer=None):
    m = KauriModel(D)
    m.update(snap_of(s, viewer))
    return m


def resolving(seat, card, players=4, prepare=None):
    s = empty(players) if prepare == "empty" else started(players, seed=2)
    for p in range(players):
        s.hands[p] = []
    play_card(s, seat, card)
    return s


def on_map(r, b=None):
    return ("map", r, b, POS)


def test_the_model_module_never_imports_pygame():
    path = os.path.join(os.path.dirname(__file__), "..", "..", "..", "ui", "views", "kauri", "model.py")
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(n.split(".")[0] == "pygame" for n in names)


def test_setup_lights_the_legal_regions_and_a_city_click_is_still_returned_for_the_reason():
    s = GAME.setup(GAME.default_options(4), 5)
    m = model_of(s)
    assert m.kind == "place_maori"
    regions, borders = m.lit
    assert regions == {a[1] for a in GAME.legal_actions(s)} and borders == set()
    assert AUCKLAND not in regions and TE_HIKU in regions
    assert m.prompt() == ("p_setup_maori", {})
    assert m.act(on_map(AUCKLAND)) == ("place_maori", AUCKLAND)     # the engine says why not
    assert m.act(on_map(TE_HIKU)) == ("place_maori", TE_HIKU)


def test_pick_the_action_then_the_initiative_card_then_confirm():
    s = started(4, seed=3)
    m = model_of(s)
    hand = list(s.hands[0])
    assert m.prompt() == ("p_pick_action", {})
    assert m.act(("hand", hand[2])) is None and m.pick == [hand[2], None]
    assert m.prompt() == ("p_pick_init", {})
    m.act(("hand", hand[0]))
    assert m.pick == [hand[2], hand[0]] and m.prompt() == ("p_pick_confirm", {})
    m.act(("hand", hand[2]))                                  # clicked again: put back
    assert m.pick == [None, hand[0]]
    m.act(("hand", hand[1]), button=3)                        # right click: the Initiative card
    assert m.pick == [None, hand[1]]
    m.act(("hand", hand[2]))
    action = m.act(("btn", ("pick", hand[2], hand[1])))
    assert action == ("pick", hand[2], hand[1]) and action in GAME.legal_actions(s)
    assert m.pick == [None, None]


def test_a_move_is_two_clicks_and_the_lit_regions_follow_the_selection():
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU], s.kiwi[KAIPARA] = 2, 1
    m = model_of(s)
    assert m.kind == "move" and m.lit[0] == {TE_HIKU, KAIPARA}
    assert m.instruction("move") == ["i_move"]
    assert m.act(on_map(TE_HIKU)) is None and m.sel_from == TE_HIKU
    legal_to = {a[2] for a in GAME.legal_actions(s) if a[0] == "move" and a[1] == TE_HIKU}
    assert m.lit[0] == legal_to and HOKIANGA in legal_to
    assert m.instruction("move") == ["i_move_to"]
    assert m.act(on_map(KAIPARA)) is None and m.sel_from == KAIPARA   # another of mine: reselect
    m.act(on_map(TE_HIKU))
    assert m.act(on_map(HOKIANGA)) == ("move", TE_HIKU, HOKIANGA)
    assert m.sel_from == TE_HIKU                        # until the engine's next snapshot
    assert m.act(on_map(TE_HIKU)) is None and m.sel_from is None       # clicked again: put down


def test_a_single_possible_mover_is_picked_up_already():
    s = resolving(SETTLER, "settler_march")
    m = model_of(s)
    assert m.sel_from == s.settlers[0]


def test_a_placed_flood_is_picked_up_then_moved():
    s = resolving(KIWI, "kiwi_flood", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    placed = border(WAIKATO, HAURAKI)
    s.floods[D.border_id[placed]] = 1
    s.floods[D.border_id[border(AUCKLAND, KAIPARA)]] = 1
    m = model_of(s)
    target = border(TE_HIKU, HOKIANGA)
    assert m.kind == "flood" and target in m.lit[1]
    assert m.act(on_map(None, target)) == ("flood", target, None)      # both out: the engine says so
    assert m.act(on_map(None, placed)) is None and m.flood_src == placed
    assert m.instruction("flood") == ["i_flood_move"]
    assert m.lit[1] == {a[1] for a in GAME.legal_actions(s) if a[0] == "flood" and a[2] == placed}
    assert m.act(on_map(None, target)) == ("flood", target, placed)


def test_an_and_card_switches_to_the_sub_action_the_click_fits():
    s = resolving(KIWI, "kiwi_flood", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    m = model_of(s)
    assert m.kind == "flood"
    assert m.act(on_map(TE_HIKU)) is None
    assert m.kind == "move" and m.sel_from == TE_HIKU
    assert m.act(on_map(PEWHAIRANGI)) == ("move", TE_HIKU, PEWHAIRANGI)


def test_both_species_ask_the_question_and_its_answer_is_the_action():
    s = resolving(MAORI, "maori_feast")
    s.claimed[MAORI] = ("treaty",)
    r = s.maori
    s.kiwi[r], s.possum[r] = 1, 1
    m = model_of(s)
    assert m.act(on_map(r)) is None
    pos, options = m.popup
    assert pos == POS and [sp for sp, _ in options] == ["kiwi", "possum"]
    assert m.overlay
    assert m.act(("popup", ("feast", r, "possum"))) == ("feast", r, "possum")
    assert m.popup is None


def test_a_click_beside_the_question_closes_it_without_an_action():
    s = resolving(MAORI, "maori_feast")
    s.claimed[MAORI] = ("treaty",)
    r = s.maori
    s.kiwi[r], s.possum[r] = 1, 1
    m = model_of(s)
    m.act(on_map(r))
    assert m.act(on_map(TE_HIKU)) is None and m.popup is None


def test_an_or_card_offers_the_map_and_the_conscience_button():
    s = resolving(KIWI, "kiwi_magnetism", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    m = model_of(s)
    assert m.kind == "move" and m.bkind == "conscience"
    assert m.act(("btn", ("conscience", 1))) == ("conscience", 1)
    assert m.act(("cons", 7)) is None                 # the track is no button while moving


def test_legacies_are_claimed_from_the_row_and_others_open_the_aid():
    s = resolving(MAORI, "maori_legacy")
    s.claimed[MAORI] = ("mana",)
    s.tokens[MAORI] = 1
    m = model_of(s)
    assert m.kind == "claim" and "treaty" in m.claimable() and "mana" not in m.claimable()
    assert m.act(("legacy", MAORI, "treaty")) == ("claim", "treaty")
    assert m.act(("legacy", MAORI, "mana")) == ("claim", "mana")       # refused by the engine, with why
    assert m.act(("legacy", KIWI, "huia")) is None and m.aid == KIWI
    assert m.act(on_map(TE_HIKU)) is None and m.aid is None            # any click closes the aid


def test_done_by_enter_only_when_nothing_else_is_left():
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    m = model_of(s)
    assert m.key_action() is None
    s2 = resolving(KIWI, "kiwi_exodus", prepare="empty")     # no kiwi at all: only Done is left
    m2 = model_of(s2)
    assert GAME.legal_actions(s2) == [("done",)]
    assert m2.instruction(m2.kind) == ["i_nothing", "i_all_done"]
    assert m2.key_action() == ("done",)


def test_another_seat_sees_nothing_lit_and_no_prompt():
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    m = model_of(s, viewer=1)
    assert not m.mine and m.kind is None and m.lit == (set(), set()) and m.prompt() is None
    assert m.act(on_map(TE_HIKU)) is None


def test_a_new_step_forgets_the_half_made_move_and_bumps_the_version():
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU], s.kiwi[KAIPARA] = 2, 1
    m = model_of(s)
    m.act(on_map(TE_HIKU))
    v = m.version
    GAME.play(s, ("move", TE_HIKU, HOKIANGA))
    m.update(snap_of(s))
    assert m.version > v and m.sel_from is None


def test_done_with_moves_left_asks_once_per_card_and_a_hint_is_played_on_its_target():
    s = resolving(KIWI, "kiwi_exodus", prepare="empty")
    s.kiwi[TE_HIKU] = 1
    s.kiwi[KAIPARA] = 1
    m = model_of(s)
    assert m.moves_left() == 3
    assert m.act(("btn", ("done",))) is None and m.ask_done == 3
    assert m.act(("btn", ("done_keep",))) is None and m.ask_done is None
    assert m.act(("btn", ("done",))) == ("done",)           # asked once for this card
    m = model_of(s)
    m.act(("btn", ("done",)))
    assert m.act(("btn", ("done_sure",))) == ("done",) and m.ask_done is None
    # a hinted move: a click on its destination plays it, a click elsewhere does not
    sn = snap_of(s)
    sn.hint = ("move", KAIPARA, HOKIANGA)
    m = KauriModel(D)
    m.update(sn)
    assert m.act(on_map(WAIKATO)) != sn.hint
    assert m.act(on_map(HOKIANGA)) == ("move", KAIPARA, HOKIANGA)
