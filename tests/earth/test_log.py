"""The log tells what the game did by itself after a move (journal.py, logtext.py): a gain taken
without a question, a step with nothing to do, an ability fired at once, Gaia's turn, the end."""
from __future__ import annotations

import random

from engine.core.match import Match, Seat
from engine.earth.logtext import Names, notes_after, said
from tests.earth.helpers import GAME, D, cid, fresh, give, place, play, top
from tests.test_players_words import COORD, SEAT, SNAKE_ID

NAMES = ["Ann", "Bob", "Cy"]


def line(s, a, lang="en"):
    return GAME.describe_with_names(s, a, lang, NAMES)


def test_a_seat_that_cannot_plant_is_told_why_its_hand_grew():
    """Said without telling that Bob's hidden hand holds nothing he can pay for."""
    s = fresh(2)
    give(s, 1, "Panther Cap")                    # costs 8 soil, Bob has none
    assert line(s, ("action", "green")) == \
        "chooses Planting (green), then plants no card"
    play(s, ("action", "green"))
    assert top(s)[0] == "keep"
    keep = ("keep", s.looking[0])
    said_en, said_fr = line(s, keep), line(s, keep, "fr")
    play(s, keep)
    assert len(s.hands[1]) == 2                  # what the line tells did happen
    assert said_en == "keeps one of the drawn cards. Bob plants no card, draws 1 card (minor benefit of Planting)"
    assert said_fr == ("garde une des cartes piochées. Bob ne plante aucune carte, "
                       "pioche 1 carte (avantage mineur de Plantation)")


def test_the_line_is_written_on_a_copy():
    s = fresh(2)
    before, rng = s.clone(), s.rng.getstate()
    line(s, ("action", "yellow"))
    assert s == before and s.rng.getstate() == rng and s.notes is None


def test_abilities_fired_at_once_and_costs_not_met_are_told():
    s = fresh(2)
    place(s, 1, "Fjord", 0, 0)
    place(s, 1, "Chinese Quince", 0, 1)          # yellow: pay 1 soil, Bob has none
    play(s, ("action", "yellow"))
    assert top(s) == ("minor", 1, "yellow")
    hand = len(s.hands[1])
    text = line(s, ("minor", "none"))
    play(s, ("minor", "none"))
    assert text.startswith("takes no minor benefit, then activates Fjord (Yellow: draw 1 card), "
                           "cannot pay the cost of Chinese Quince (Yellow: pay 1 soil")
    assert len(s.hands[1]) == hand + 1


def test_a_minor_benefit_chosen_is_not_said_twice():
    s = fresh(2)
    play(s, ("action", "yellow"))
    assert line(s, ("minor", "draw")) == "draws 2 cards"


def test_composting_major_tells_both_gains_and_gaia_answers_in_solo():
    s = fresh(1, gaia="medium")
    text = line(s, ("action", "red"))
    play(s, ("action", "red"))
    assert text.startswith("chooses Composting (red), then takes 5 soil (major benefit of Composting), "
                           "composts 2 cards from the deck (major benefit of Composting). Gaia takes 3 soil, reveals ")
    shown = D.gaia_by_id[s.gaia.card or s.gaia.used[-1]].name.en
    assert f"reveals {shown}" in text


def _kinds_seen(players, seed, steps=4000) -> set:
    """Play a random game through a Match; every note of every step must have words in both
    languages (the log line itself would hide a failure behind the move's own words)."""
    opts = GAME.default_options(players)
    m = Match.new(GAME, opts, seed, [Seat("ai", "easy", n) for n in NAMES[:players]])
    rng, kinds = random.Random(seed), set()
    while not m.is_over() and len(m.steps) < steps:
        a = rng.choice(GAME.legal_actions(m.state))
        for n in notes_after(D, m.state, a):
            kinds.add(n[0])
            for lang in ("en", "fr"):
                who, what = said(D, m.state, n, lang, Names(NAMES, players))
                assert what or n[0] in ("gaia_minor", "gaia_lower"), n
                assert "(" not in what[:1] and "None" not in what, what
        m.play(a)
        for text in m.steps[-1].text.values():      # players' words only (issue 14's checks)
            assert not any(rx.search(text) for rx in (COORD, SEAT, SNAKE_ID)), text
    assert m.is_over()
    last = m.steps[-1].text
    assert "The game is over" in last["en"] and "La partie est finie" in last["fr"]
    return kinds


def test_every_note_has_words_in_both_languages():
    kinds = _kinds_seen(2, 11) | _kinds_seen(3, 12) | _kinds_seen(1, 13)
    assert {"first", "island", "fires", "gain", "no_plant", "leaf", "end", "gaia_card", "gaia_minor",
            "gaia_gives"} <= kinds, kinds


def test_sixteenth_card_is_told():
    s = fresh(2)
    names = ["Oakmoss", "Sunflower", "Lavender", "Heather"]
    k = 0
    for r in range(4):
        for c in range(4):
            if (r, c) != (3, 3):
                place(s, 0, _any_flora(k), r, c)
                k += 1
    give(s, 0, names[0])
    s.soil[0] = 20
    play(s, ("action", "green"), ("plant", cid(names[0])))
    assert "fills the 16th space of the tableau: 7 VP" in line(s, ("cell", 3, 3))


def _any_flora(k):
    pool = sorted(c.name.en for i, c in D.cards.items() if i < 1000 and c.kind == "flora"
                  and c.name.en not in ("Oakmoss",))
    return pool[k]


def test_a_when_planted_ability_and_a_new_draw_pile_are_told():
    s = fresh(2)
    give(s, 0, "Sugar Maple")
    s.soil[0] = 3
    play(s, ("action", "green"), ("plant", cid("Sugar Maple")))
    s.discard, s.deck = s.deck, []          # the draw pile runs out when the 4 cards are drawn
    text = line(s, ("cell", 0, 0))
    play(s, ("cell", 0, 0))
    assert s.soil[0] == 4
    assert text.startswith("starts the tableau with Sugar Maple, then activates Sugar Maple "
                           "(When planted: gain 4 soil)")
    assert "The discard pile is shuffled into a new draw pile" in text


def test_in_solo_the_cards_not_kept_go_to_gaia_and_the_log_says_so():
    s = fresh(1, gaia="medium")
    play(s, ("action", "green"))
    assert top(s)[0] == "keep"
    text = line(s, ("keep", s.looking[0]))
    assert text.startswith("keeps one of the drawn cards. Gaia puts the other 3 cards on her score pile")


def test_unnamed_seats_are_named_by_where_they_sit_never_by_number():
    s = fresh(3)
    give(s, 1, "Panther Cap")
    play(s, ("action", "green"))
    keep = ("keep", s.looking[0])
    assert GAME.describe_with_names(s, keep, "en", []).startswith(
        "keeps one of the drawn cards. The player on their left plants no card, draws 1 card")
    assert GAME.describe_with_names(s, keep, "fr", ["", "", ""]).startswith(
        "garde une des cartes piochées. Le joueur à sa gauche ne plante aucune carte, pioche 1 carte")
