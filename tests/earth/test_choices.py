"""Declining and taking in part: the minor benefit may be refused, "may" benefits are all or
nothing, an ability's soil / draw / compost gain may be cut short, and the seat is asked only
when that can matter (both piles about to run dry, or Gaia matching it in solo)."""
from __future__ import annotations

from engine.core import IllegalAction
from engine.earth.text import describe

from .helpers import D, GAME, cid, fresh, give, place, play, top


def gaia_card(colour):
    return next(g.id for g in D.gaia if g.colour == colour)


def test_a_minor_benefit_may_be_declined():
    s = fresh(2)
    play(s, ("action", "red"))
    assert top(s) == ("minor", 1, "red")
    assert GAME.legal_actions(s) == [("minor", "soil"), ("minor", "compost"), ("minor", "none")]
    play(s, ("minor", "none"))
    assert s.soil == [5, 0] and s.compost[1] == []
    assert describe(D, s, ("minor", "none")) == "takes no minor benefit"


def test_a_may_benefit_is_all_or_nothing_when_the_piles_run_dry():
    s = fresh(2)
    s.discard, s.deck = [], s.deck[:4]                # the major composts 2, leaving 2
    play(s, ("action", "red"))
    play(s, ("minor", "compost"))
    assert top(s)[:4] == ("upto", 1, "compost_deck", 2)
    assert GAME.legal_actions(s) == [("amount", 2), ("amount", 0)]
    play(s, ("amount", 0))
    assert s.compost[1] == [] and len(s.deck) == 2


def answer(s, stop_at=("upto", "choose"), prefer=("stop", "skip")):
    """Answer questions (preferring stop/skip, else the first option) until the top step is
    one of `stop_at` or the game is over."""
    for _ in range(200):
        if GAME.to_move(s) is None or top(s)[0] in stop_at:
            return
        legal = GAME.legal_actions(s)
        GAME.play(s, next((x for k in prefer for x in legal if x[0] == k), legal[0]))
    raise AssertionError("no end")


def test_the_minor_draw_is_taken_without_a_question_when_cards_are_plenty():
    s = fresh(2)
    play(s, ("action", "green"))
    answer(s, stop_at=("choose",))
    assert len(s.hands[1]) == 1                        # drawn at once, nothing asked


def yellow_turn_with_piles(deck, discard):
    """Seat 0 grows (draws 4); seat 1, with Pomegranate Tree (yellow: draw 2), takes growth."""
    s = fresh(2)
    place(s, 1, "Pomegranate Tree", 0, 0)
    s.deck, s.discard = s.deck[:deck], s.deck[deck:deck + discard]
    play(s, ("action", "yellow"))
    answer(s, stop_at=("minor",))
    play(s, ("minor", "growth"))
    answer(s)
    return s


def test_an_ability_draw_may_be_cut_when_it_would_empty_both_piles():
    s = yellow_turn_with_piles(4, 2)                   # 2 left after the major draw
    assert top(s)[:4] == ("upto", 1, "draw", 2)
    assert GAME.legal_actions(s) == [("amount", 2), ("amount", 1), ("amount", 0)]
    assert describe(D, s, ("amount", 1)) == "draws 1 card"
    assert describe(D, s, ("amount", 1), "fr") == "pioche 1 carte"
    play(s, ("amount", 1))
    assert len(s.hands[1]) == 1 and len(s.deck) + len(s.discard) == 1


def test_an_ability_draw_is_taken_in_full_when_cards_remain():
    s = yellow_turn_with_piles(6, 1)                   # 3 left for 2: no question
    assert top(s)[0] == "choose" and len(s.hands[1]) == 2
    s = yellow_turn_with_piles(4, 0)                   # nothing left: nothing to ask
    assert top(s)[0] == "choose" and s.hands[1] == []


def test_soil_from_an_ability_is_taken_in_full_without_a_question_in_a_multiplayer_game():
    s = fresh(2)
    place(s, 0, "Lobster Mushroom", 0, 0)              # red: soil 3
    play(s, ("action", "red"))
    assert s.soil[0] == 5 + 3
    assert top(s)[0] == "minor"


def answer_each_upto(s, amount, record) -> list:
    """Answer every "how much" question of Gaia's turn with `amount`; record() before each."""
    out = []
    while top(s)[0] == "upto":
        assert s.gaia.card                            # only during her turn
        out.append(record())
        play(s, ("amount", amount))
        answer(s)
    return out


def gaias_turn(level, card, colour, action):
    """A solo game with `card` in the tableau, Gaia about to play her `colour` card, and my
    `action` chosen and answered up to the first question it asks."""
    s = fresh(1, gaia=level)
    place(s, 0, card, 0, 0)
    s.gaia.deck = [gaia_card(colour)]
    play(s, ("action", action))
    answer(s)
    return s


def test_solo_cards_drawn_on_gaias_yellow_turn_may_be_refused_so_she_gains_less():
    s = gaias_turn("expert", "Pomegranate Tree", "yellow", "red")     # Pomegranate: yellow: draw 2
    asked = answer_each_upto(s, 0, lambda: GAME.legal_actions(s))
    assert [("amount", 2), ("amount", 1), ("amount", 0)] in asked       # her upper card, Pomegranate
    assert len(asked) == 2
    assert sum(s.gaia.boxes) == 0 and s.hands[0] == []


def test_solo_soil_on_gaias_red_turn_may_be_taken_in_part():
    s = gaias_turn("medium", "Lobster Mushroom", "red", "blue")        # Lobster: red: soil 3
    seen = answer_each_upto(s, 1, lambda: top(s)[3])
    assert seen == [2, 3]                             # her upper card's 2 soil, then Lobster's 3
    assert s.gaia.soil == 2                           # she matches only the 1 + 1 you took
    assert s.soil[0] == 2 + 1 + 1                     # Watering's 2, then 1 and 1


def test_an_illegal_amount_is_refused_with_a_reason():
    s = fresh(2)
    play(s, ("action", "red"))
    try:
        GAME.play(s, ("amount", 2))
    except IllegalAction as e:
        assert "not the one asked" in str(e) or "not allowed" in str(e)
    else:
        raise AssertionError("accepted")


def test_an_ability_without_a_cost_is_not_asked_about_but_its_pieces_may_stop():
    s = fresh(2)
    place(s, 0, "Chicken of the Woods", 0, 0)         # blue: sprout 3 on any flora
    play(s, ("action", "blue"))
    assert top(s)[:4] == ("place", 0, "sprout", 6)    # Watering's 6 sprouts
    play(s, ("stop",))
    assert top(s)[:4] == ("place", 0, "sprout", 3)    # the ability: no Activate/Skip question first
    assert ("stop",) in GAME.legal_actions(s)
    play(s, ("put", top(s)[-1] or s.grid[0][(0, 0)]))
    play(s, ("stop",))                                # taken in part: 1 of 3
    assert s.sprouts[s.grid[0][(0, 0)]] == 1


def test_a_placement_is_told_by_the_card_it_touches_never_by_row_and_column():
    s = fresh(2)
    place(s, 0, "Delta", 0, 0)
    give(s, 0, "Oakmoss")
    s.soil[0] = 20
    play(s, ("action", "green"), ("plant", cid("Oakmoss")))
    said = {a[1:]: describe(D, s, a) for a in GAME.legal_actions(s)}
    assert said[(-1, 0)] == "puts Oakmoss above Delta"
    assert said[(0, 1)] == "puts Oakmoss to the right of Delta"
    assert said[(1, -1)] == "puts Oakmoss below and to the left of Delta"
    assert describe(D, s, ("cell", 0, -1), "fr") == "place Mousse de chêne à gauche de Delta"
    assert not any(ch.isdigit() for text in said.values() for ch in text)


def test_the_first_card_starts_the_tableau():
    s = fresh(2)
    give(s, 0, "Oakmoss")
    s.soil[0] = 20
    play(s, ("action", "green"), ("plant", cid("Oakmoss")))
    (a,) = GAME.legal_actions(s)
    assert describe(D, s, a) == "starts the tableau with Oakmoss"
