"""The turn, step by step: set-up, overpopulation, nature tokens, placing, refills, the end."""
import random

import pytest

from engine.core import IllegalAction
from engine.cascadia.hexgrid import cell, coords
from engine.cascadia.state import EMPTY, OVER, TAKE, TOKEN
from tests.cascadia.helpers import DATA, GAME as G, BEAR, ELK, SALMON, HAWK, FOX, Scripted, keystone_of, tile


def new(players=1, seed=3, **opts):
    return G.setup({**G.default_options(players), **opts}, seed)


def refused(s, action, words):
    with pytest.raises(IllegalAction) as err:
        G.play(s, action)
    assert words in err.value.reason("en"), err.value.reason("en")
    assert err.value.reason("fr")
    return err.value


def at_token_step(s, slot=0):
    """Take pair `slot` and place its tile on the first free hex; returns the state."""
    G.play(s, ("take", slot, slot))
    G.play(s, G.legal_actions(s)[0])
    assert s.phase == TOKEN
    return s


# ---- set-up --------------------------------------------------------------------------------
@pytest.mark.parametrize("players,in_play", [(1, 43), (2, 43), (3, 63), (4, 83)])
def test_setup_keeps_the_right_number_of_tiles(players, in_play):
    s = new(players)
    assert s.stack + 4 == in_play
    assert len(s.unseen) == 85 - 4          # the set-aside tiles stay unseen with the stack
    assert all(t != EMPTY for t in s.tiles) and all(t != EMPTY for t in s.tokens)
    assert sum(s.bag) == 96
    assert s.nature == [0] * players
    starters = {frozenset(e.items()) for e in s.env}
    assert len(starters) == players and all(len(e) == 3 for e in s.env)
    assert s.epoch == 0 and s.turn == 0 and s.phase == TAKE


def test_card_choices():
    assert new(cards="a").cards == ("bear_a", "elk_a", "salmon_a", "hawk_a", "fox_a")
    assert new(cards="d").cards == ("bear_d", "elk_d", "salmon_d", "hawk_d", "fox_d")
    assert new(cards="family").cards == ("family",) * 5
    assert new(cards="intermediate").cards == ("intermediate",) * 5
    custom = new(cards="custom", bear="B", elk="C", salmon="D", hawk="A", fox="B").cards
    assert custom == ("bear_b", "elk_c", "salmon_d", "hawk_a", "fox_b")
    randoms = {new(seed=k, cards="random").cards for k in range(30)}
    assert len(randoms) > 5 and new(seed=4, cards="random").cards == new(seed=4, cards="random").cards


def test_default_options_are_the_first_game_cards():
    assert G.default_options(2)["cards"] == "a"
    with pytest.raises(IllegalAction):
        G.check_options({"players": 2, "cards": "e"})
    with pytest.raises(IllegalAction):
        G.check_options({"players": 5})


def test_first_player_is_random_and_play_goes_round():
    firsts = {new(4, seed=k).current for k in range(40)}
    assert firsts == {0, 1, 2, 3}
    s = new(3, seed=11)
    order = []
    rng = random.Random(1)
    while s.phase != OVER:
        if s.phase == TAKE and (not order or order[-1][1] != s.turn):
            order.append((s.current, s.turn))
        G.apply(s, rng.choice(G.legal_actions(s)))
    seats = [p for p, _ in order]
    assert seats[:4] == [(s.first + k) % 3 for k in range(4)]
    assert all(seats.count(p) == 20 for p in range(3))


# ---- overpopulation ---------------------------------------------------------------------------
def test_four_identical_tokens_are_wiped_at_the_start_of_a_turn():
    s = at_token_step(new(2))
    s.tokens = [EMPTY, BEAR, BEAR, BEAR]
    s.bag = [10, 10, 10, 10, 10]
    s.rng = Scripted(s, ["bear", "elk", "salmon", "hawk", "fox"])
    G.play(s, ("discard_token",))          # (returns its token first, whatever it was)
    assert s.tokens == [ELK, SALMON, HAWK, FOX]
    assert s.phase == TAKE


def test_four_identical_again_are_wiped_again():
    s = at_token_step(new(2))
    s.tokens = [EMPTY, HAWK, HAWK, HAWK]
    held = s.held_token
    s.bag = [5, 5, 5, 5, 5]
    s.rng = Scripted(s, ["hawk"] + ["elk"] * 4 + ["bear", "hawk", "hawk", "fox"])
    epoch = s.epoch
    G.play(s, ("discard_token",))
    assert s.tokens == [BEAR, HAWK, HAWK, FOX]
    bag = [5, 5, 5, 5, 5]
    bag[held] += 1
    bag[HAWK] += 3          # the three hawks that were in the display went back too
    for a in (BEAR, HAWK, HAWK, FOX):
        bag[a] -= 1
    assert s.bag == bag
    assert s.epoch > epoch


def test_three_identical_may_be_wiped_once_per_turn():
    s = new(2)
    s.tokens = [ELK, ELK, SALMON, ELK]
    assert ("wipe3",) in G.legal_actions(s)
    s.rng = Scripted(s, ["fox", "elk", "elk"])
    G.play(s, ("wipe3",))
    assert s.tokens == [FOX, ELK, SALMON, ELK]
    s.tokens = [ELK, ELK, SALMON, ELK]
    assert ("wipe3",) not in G.legal_actions(s)
    refused(s, ("wipe3",), "once per turn")


def test_wipe3_needs_exactly_three_alike():
    s = new(2)
    s.tokens = [ELK, ELK, SALMON, SALMON]
    assert ("wipe3",) not in G.legal_actions(s)
    refused(s, ("wipe3",), "exactly three")


def test_wipe3_giving_four_alike_triggers_the_automatic_wipe():
    s = new(2)
    s.tokens = [ELK, ELK, ELK, BEAR]
    s.rng = Scripted(s, ["bear", "bear", "bear", "salmon", "hawk", "fox", "elk"])
    G.play(s, ("wipe3",))
    assert s.tokens == [SALMON, HAWK, FOX, ELK]


def test_wipe3_comes_before_spending_nature_tokens():
    s = new(2)
    s.nature[s.current] = 2
    s.tokens = [ELK, ELK, SALMON, ELK]
    s.rng = Scripted(s, ["bear"])
    G.play(s, ("nature_wipe", 0b0100))
    assert s.tokens == [ELK, ELK, BEAR, ELK]
    assert ("wipe3",) not in G.legal_actions(s)
    refused(s, ("wipe3",), "before spending")


# ---- nature tokens -------------------------------------------------------------------------------
def test_nature_free_choice_takes_any_tile_with_any_token():
    s = new(2)
    p = s.current
    refused(s, ("take", 0, 2), "paired")
    refused(s, ("nature_free",), "no nature token")
    s.nature[p] = 2
    G.play(s, ("nature_free",))
    assert s.nature[p] == 1
    assert ("nature_free",) not in G.legal_actions(s)
    refused(s, ("nature_free",), "already")
    t, a = s.tiles[0], s.tokens[2]
    assert len([x for x in G.legal_actions(s) if x[0] == "take"]) == 16
    G.play(s, ("take", 0, 2))
    assert (s.held_tile, s.held_token) == (t, a)
    assert s.tiles[0] == EMPTY and s.tokens[2] == EMPTY and s.tokens[0] != EMPTY


def test_nature_wipe_replaces_only_the_chosen_tokens_and_may_repeat():
    s = new(2)
    p = s.current
    s.nature[p] = 3
    s.tokens = [BEAR, ELK, SALMON, HAWK]
    wipes = [a for a in G.legal_actions(s) if a[0] == "nature_wipe"]
    assert len(wipes) == 15
    s.rng = Scripted(s, ["fox", "fox"])
    G.play(s, ("nature_wipe", 0b1001))
    assert s.tokens == [FOX, ELK, SALMON, FOX]
    s.rng = Scripted(s, ["bear"])
    G.play(s, ("nature_wipe", 0b0010))
    assert s.tokens == [FOX, BEAR, SALMON, FOX]
    assert s.nature[p] == 1
    refused(s, ("nature_wipe", 0), "1 to 4")
    refused(s, ("nature_wipe", 16), "1 to 4")


def test_wiped_tokens_go_back_after_the_redraw():
    s = new(2)
    s.nature[s.current] = 1
    s.tokens = [BEAR, ELK, SALMON, HAWK]
    s.bag = [0, 0, 0, 0, 3]               # only foxes can come out
    G.play(s, ("nature_wipe", 0b0011))
    assert s.tokens == [FOX, FOX, SALMON, HAWK]
    assert s.bag == [1, 1, 0, 0, 1]


# ---- placing the tile -------------------------------------------------------------------------------
def test_tile_must_touch_the_environment_on_an_empty_hex():
    s = new(1)
    G.play(s, ("take", 0, 0))
    refused(s, ("place", 5, 5, 0), "not next to your environment")
    q, r = coords(next(iter(s.env[0])))
    refused(s, ("place", q, r, 0), "already has a tile")
    refused(s, ("place", 99, 0, 0), "not next to")
    refused(s, ("token", 0, 0), "place the tile")
    assert all(a[0] == "place" for a in G.legal_actions(s))
    cells = {cell(a[1], a[2]) for a in G.legal_actions(s)}
    assert cells == set(s.frontier[0])


def test_dual_tiles_turn_freely_and_keystones_need_one_rotation():
    s = new(1)
    s.tiles[0] = tile("D07")
    G.play(s, ("take", 0, 0))
    assert {a[3] for a in G.legal_actions(s)} == set(range(6))
    refused(s, ("place", 1, 0, 6), "rotation")
    s = new(1)
    s.tiles[0] = keystone_of("river")
    G.play(s, ("take", 0, 0))
    assert {a[3] for a in G.legal_actions(s)} == {0}
    refused(s, ("place", 1, 0, 2), "keystone")


def test_placed_tile_keeps_its_rotation():
    s = new(1)
    s.tiles[0] = tile("D07")
    G.play(s, ("take", 0, 0))
    G.play(s, ("place", 1, 0, 4))
    assert s.env[0][cell(1, 0)] == tile("D07") * 6 + 4
    assert cell(1, 0) not in s.frontier[0] and cell(2, 0) in s.frontier[0]


# ---- placing the token ---------------------------------------------------------------------------------
def test_token_only_on_an_empty_tile_showing_its_animal():
    s = new(1, seed=5)
    s.tiles[0], s.tokens[0] = tile("D01"), BEAR          # D01 shows bear and hawk
    G.play(s, ("take", 0, 0))
    G.play(s, ("place", 1, 0, 0))
    spots = {cell(a[1], a[2]) for a in G.legal_actions(s) if a[0] == "token"}
    allowed = {c for c, code in s.env[0].items() if DATA.wild_mask[code] & 1}
    assert spots == allowed and cell(1, 0) in spots
    assert ("discard_token",) in G.legal_actions(s)
    no_bear = [c for c in s.env[0] if not DATA.wild_mask[s.env[0][c]] & 1]
    if no_bear:
        q, r = coords(no_bear[0])
        refused(s, ("token", q, r), "does not show")
    refused(s, ("token", 7, 7), "no tile")
    G.play(s, ("token", 1, 0))
    assert s.wild[0] == {cell(1, 0): BEAR}
    # the next bear cannot go on the same tile
    s.tiles[0], s.tokens[0] = tile("D02"), BEAR
    G.play(s, ("take", 0, 0))
    G.play(s, ("place", 2, 0, 0))
    refused(s, ("token", 1, 0), "already has")


def test_keystone_token_earns_a_nature_token():
    s = new(1)
    s.tiles[0], s.tokens[0] = keystone_of("forest", "bear"), BEAR
    G.play(s, ("take", 0, 0))
    G.play(s, ("place", 1, 0, 0))
    G.play(s, ("token", 1, 0))
    assert s.nature == [1]


def test_starter_keystone_hex_earns_a_nature_token():
    s = new(1)
    k = next(c for c, code in s.env[0].items() if DATA.keystone[code])
    animal = DATA.wild_mask[s.env[0][k]].bit_length() - 1
    s.tokens[0] = animal
    G.play(s, ("take", 0, 0))
    G.play(s, G.legal_actions(s)[0])
    q, r = coords(k)
    G.play(s, ("token", q, r))
    assert s.nature == [1]


def test_dual_tile_token_earns_nothing():
    s = new(1)
    s.tiles[0], s.tokens[0] = tile("D01"), BEAR
    G.play(s, ("take", 0, 0))
    G.play(s, ("place", 1, 0, 0))
    G.play(s, ("token", 1, 0))
    assert s.nature == [0]


def test_unplaced_token_returns_to_the_bag_before_the_refill():
    s = new(2)
    s.tokens[0] = SALMON
    at_token_step(s)
    s.bag = [9, 9, 0, 9, 9]                 # every other salmon is out of the bag
    s.rng = Scripted(s, ["salmon"])         # the refill can draw it only if it went back first
    G.play(s, ("discard_token",))
    assert s.tokens[0] == SALMON and s.bag[SALMON] == 0


# ---- refills ------------------------------------------------------------------------------------------
def test_multiplayer_refill_fills_the_same_slot():
    s = new(3)
    before_t = s.tiles[:]
    at_token_step(s, slot=2)
    G.play(s, ("discard_token",))
    assert [s.tiles[i] for i in (0, 1, 3)] == [before_t[i] for i in (0, 1, 3)]
    assert s.tiles[2] != EMPTY and s.tiles[2] not in before_t
    assert s.stack == 63 - 4 - 1


@pytest.mark.parametrize("taken,kept", [(0, (1, 2)), (1, (0, 2)), (2, (0, 1)), (3, (0, 1))])
def test_solo_discards_the_rightmost_pair_and_slides(taken, kept):
    s = new(1)
    tiles, tokens = s.tiles[:], s.tokens[:]
    s.bag = [20, 20, 20, 20, 20]
    s.bag = [x - tokens.count(a) for a, x in enumerate(s.bag)]
    G.play(s, ("take", taken, taken))
    G.play(s, G.legal_actions(s)[0])
    G.play(s, ("discard_token",))
    assert s.tiles[2:] == [tiles[k] for k in kept]
    assert s.tokens[2:] == [tokens[k] for k in kept]
    assert s.discarded == 1
    gone = [k for k in range(4) if k != taken and k not in kept][0]
    assert tiles[gone] not in s.unseen and tiles[gone] not in s.tiles
    assert s.stack == 43 - 4 - 2


def test_solo_slide_after_a_free_choice_keeps_tiles_and_tokens_in_order():
    s = new(1)
    s.nature[0] = 1
    tiles, tokens = s.tiles[:], s.tokens[:]
    G.play(s, ("nature_free",))
    G.play(s, ("take", 3, 0))
    G.play(s, G.legal_actions(s)[0])
    G.play(s, ("discard_token",))
    assert s.tiles[2:] == [tiles[0], tiles[1]]        # tile 2 left the game
    assert s.tokens[2:] == [tokens[1], tokens[2]]     # token 3 went back to the bag


# ---- the end ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_player_plays_twenty_turns_and_the_stack_runs_out(players):
    s = new(players, seed=21)
    rng = random.Random(5)
    turns = [0] * players
    while G.to_move(s) is not None:
        a = rng.choice(G.legal_actions(s))
        if a[0] in ("token", "discard_token"):
            turns[s.current] += 1
        G.apply(s, a)
        G.check_invariants(s)
    assert turns == [20] * players
    assert s.phase == OVER and G.legal_actions(s) == []
    placed = sum(len(e) - 3 for e in s.env)
    assert placed == 20 * players
    if players == 1:
        assert s.discarded == 20
        assert s.stack == 1 and sum(t != EMPTY for t in s.tiles) == 2
    else:
        assert s.stack == 0 and sum(t != EMPTY for t in s.tiles) == 3
    assert G.round_number(s) == 20
    refused(s, ("take", 0, 0), "over")


def test_nature_tokens_come_only_from_keystones():
    for seed in range(6):
        s = new(2, seed=seed)
        rng = random.Random(seed)
        while G.to_move(s) is not None:
            a = rng.choice(G.legal_actions(s))
            p = s.current
            before = s.nature[p]
            G.apply(s, a)
            if a[0] == "token":
                assert s.nature[p] - before == int(DATA.keystone[s.env[p][cell(a[1], a[2])]])
            elif a[0] in ("nature_wipe", "nature_free"):
                assert s.nature[p] == before - 1
            else:
                assert s.nature[p] == before


def test_tie_break_on_nature_tokens_then_shared():
    s = new(2)
    s.env = [dict(s.env[0]), dict(s.env[0])]
    s.wild = [{}, {}]
    s.nature = [1, 1]
    assert G.winners(s) == [0, 1]
    s.nature = [2, 1]
    sheet = G.scores(s)
    # one more nature token is also one more point; make totals equal with a bear pair... use tiebreak
    assert sheet.tiebreak == [(2,), (1,)]
    assert sheet.totals[0] == sheet.totals[1] + 1
    sheet.table[1]["bear"] += 1
    assert sheet.winners() == [0]


def test_scores_midgame_have_every_category():
    s = new(3)
    sheet = G.scores(s)
    assert sheet.categories == ["bear", "elk", "salmon", "hawk", "fox", "mountain", "forest",
                                "prairie", "wetland", "river", "bonus", "nature"]
    assert all(sheet.labels[c]["en"] and sheet.labels[c]["fr"] for c in sheet.categories)
    for row in sheet.table:
        assert sum(row[h] for h in ("mountain", "forest", "prairie", "wetland", "river")) >= 3


# ---- hidden information and undo ----------------------------------------------------------------------
def test_observe_drops_only_the_rng_and_determinize_redeals_the_future():
    s = new(2)
    o = G.observe(s, 0)
    assert o == s and o.rng is None
    a = G.determinize(s, 0, random.Random(1))
    b = G.determinize(s, 0, random.Random(2))
    assert a == b == s
    futures = set()
    for d in (a, b, G.determinize(s, 0, random.Random(3))):
        at_token_step(d)
        G.apply(d, ("discard_token",))
        futures.add((tuple(d.tiles), tuple(d.tokens)))
    assert len(futures) > 1


def test_epoch_changes_exactly_at_draws():
    s = new(2)
    e = s.epoch
    G.play(s, ("take", 0, 0))
    G.play(s, G.legal_actions(s)[0])
    assert s.epoch == e
    G.play(s, ("discard_token",))
    assert s.epoch > e
    e = s.epoch
    s.nature[s.current] = 2
    G.play(s, ("nature_free",))
    assert s.epoch == e
    G.play(s, ("nature_wipe", 1))
    assert s.epoch > e


def test_clone_is_independent():
    s = new(2)
    c = s.clone()
    at_token_step(c)
    assert c != s and s.phase == TAKE and len(s.env[s.current]) == 3


# ---- texts ----------------------------------------------------------------------------------------------
def test_describe_every_kind_in_both_languages():
    s = new(1)
    s.nature[0] = 2
    s.tokens = [BEAR, BEAR, BEAR, ELK]
    texts = []
    for a in [("wipe3",), ("nature_wipe", 5), ("nature_free",), ("take", 0, 0), ("take", 1, 2)]:
        texts.append((G.describe(s, a, "en"), G.describe(s, a, "fr")))
    G.play(s, ("take", 0, 0))
    texts.append((G.describe(s, ("place", 1, 0, 2), "en"), G.describe(s, ("place", 1, 0, 2), "fr")))
    G.play(s, ("place", 1, 0, 2) if ("place", 1, 0, 2) in G.legal_actions(s) else ("place", 1, 0, 0))
    texts.append((G.describe(s, ("token", 1, 0), "en"), G.describe(s, ("token", 1, 0), "fr")))
    texts.append((G.describe(s, ("discard_token",), "en"), G.describe(s, ("discard_token",), "fr")))
    for en, fr in texts:
        assert en and fr and en != fr
    assert "Bear" in texts[-1][0] and "Ours" in texts[-1][1]
    # a placement's words fit the log and a hint to the player alike
    assert texts[5][0].startswith("places the ") and texts[5][1].startswith("pose la tuile ")
    assert "their" not in texts[5][0] and "son" not in texts[5][1]
    assert "slot" not in texts[1][0] and "Bear and Bear" in texts[1][0]


def test_a_match_refuses_bogus_moves_with_a_reason_not_a_crash():
    from engine.core.match import Match, Seat
    m = Match.new(G, G.default_options(2), 5, [Seat(), Seat("ai")])
    for bogus in [("take", 0, 9), ("take", -1, 0), ("place", 0, 0), ("token", "a", 1), ("take",),
                  ("nature_wipe", 3), ("place", 1, 0, 0)]:
        with pytest.raises(IllegalAction):
            m.play(bogus)
    assert m.steps == []


def test_score_sheet_adds_majority_bonuses_between_players():
    s = new(3)
    m = keystone_of("mountain")
    # player 0: a mountain corridor of 4, player 1: 2, player 2: none beyond its starter
    s.env[0] = {cell(q, 5): m * 6 for q in range(4)} | s.env[0]
    s.env[1] = {cell(q, 5): m * 6 for q in range(2)} | s.env[1]
    sheet = G.scores(s)
    sizes = [row["mountain"] for row in sheet.table]
    assert sizes[0] > sizes[1] > 0
    from engine.cascadia.habitats import largest, majority
    expected = [0, 0, 0]
    for h in range(5):
        per = [largest(s.env[p], DATA.edges)[h] for p in range(3)]
        for p, v in enumerate(majority(per, DATA.components.majority)):
            expected[p] += v
    assert [row["bonus"] for row in sheet.table] == expected
    assert expected[0] >= 3


def test_solo_sheet_adds_the_corridor_bonus():
    s = new(1)
    m = keystone_of("mountain")
    s.env[0] = {cell(q, 5): m * 6 for q in range(7)} | s.env[0]
    row = G.scores(s).table[0]
    assert row["mountain"] == 7 and row["bonus"] == 2
