"""Readings a player could not see before (issue 14): each is stated on the rules page in both
languages, and these tests check that the engine does exactly what the page says."""
from __future__ import annotations

from engine.cascadia import CascadiaGame
from engine.cascadia.state import EMPTY
from tests.cascadia.helpers import BEAR, ELK, FOX, GAME as G, HAWK, SALMON, Scripted
from tests.cascadia.test_turn import new, refused


def page(lang):
    return "\n".join(body for _, body in G.rules(lang))


def take_place_discard(s, tile_slot, token_slot):
    G.play(s, ("take", tile_slot, token_slot))
    G.play(s, G.legal_actions(s)[0])
    G.play(s, ("discard_token",))


# ---- a nature-token wipe that leaves four identical tokens ---------------------------------------------
def test_the_page_says_four_identical_left_by_a_nature_wipe_stay_until_the_next_turn():
    assert "If a nature-token wipe leaves four identical tokens, they stay until the next turn" in page("en")
    assert "the three-token wipe is closed" in page("en")
    assert "Si un remplacement payé par un jeton Nature laisse quatre jetons identiques, ils restent " \
           "jusqu'au tour suivant" in page("fr")
    assert "le remplacement de trois jetons est fermé" in page("fr")


def test_four_identical_left_by_a_nature_wipe_stay_this_turn_and_close_the_three_wipe():
    s = new(2)
    p = s.current
    s.nature[p] = 2
    s.tokens = [BEAR, BEAR, BEAR, ELK]
    assert ("wipe3",) in G.legal_actions(s)
    s.rng = Scripted(s, ["bear"])
    G.play(s, ("nature_wipe", 0b1000))
    assert s.tokens == [BEAR] * 4                      # not wiped now
    assert ("wipe3",) not in G.legal_actions(s)
    refused(s, ("wipe3",), "before spending nature tokens")
    assert ("nature_wipe", 0b1111) in G.legal_actions(s)   # another nature token may still replace them
    assert ("take", 2, 2) in G.legal_actions(s)
    # the next turn starts with four identical tokens again: they are wiped then
    s.rng = Scripted(s, ["bear", "elk", "salmon", "hawk", "fox"])
    take_place_discard(s, 0, 0)
    assert s.current != p
    assert s.tokens == [ELK, SALMON, HAWK, FOX]
    G.check_invariants(s)


def test_a_different_refill_leaves_three_identical_for_the_next_player_to_wipe():
    s = new(2)
    s.nature[s.current] = 1
    s.tokens = [BEAR, BEAR, BEAR, ELK]
    s.rng = Scripted(s, ["bear"])
    G.play(s, ("nature_wipe", 0b1000))
    s.rng = Scripted(s, ["fox"])
    take_place_discard(s, 0, 0)
    assert s.tokens == [FOX, BEAR, BEAR, BEAR]
    assert ("wipe3",) in G.legal_actions(s)


# ---- solo: the slide after a free choice ---------------------------------------------------------------
def test_the_page_says_tiles_and_tokens_slide_separately_after_a_free_choice():
    assert "the tiles and the tokens then slide separately" in page("en")
    assert "les tuiles et les jetons glissent alors séparément" in page("fr")


def test_solo_slide_after_a_free_choice_moves_each_row_on_its_own():
    s = new(1)
    s.nature[0] = 1
    tiles, tokens = s.tiles[:], s.tokens[:]
    bag_before = s.bag[:]
    G.play(s, ("nature_free",))
    s.rng = Scripted(s, [tokens[2], tokens[2]])      # the two refills draw the token that went back
    take_place_discard(s, 0, 3)                       # tile 1 with token 4
    assert s.tiles[2:] == [tiles[1], tiles[2]]        # the rightmost remaining tile (4) left the game
    assert tiles[3] not in s.unseen and tiles[3] not in s.tiles and s.discarded == 1
    assert s.tokens[2:] == [tokens[0], tokens[1]]     # the rightmost remaining token (3) went to the bag
    assert s.tokens[:2] == [tokens[2], tokens[2]]
    assert EMPTY not in s.tiles
    # token 3 went back, token 4 was discarded after use, two were drawn for the refill
    expected = bag_before[:]
    expected[tokens[3]] += 1
    assert sum(s.bag) == sum(expected) + 1 - 2
    G.check_invariants(s)


# ---- set-up: four identical tokens ---------------------------------------------------------------------
class Recording(CascadiaGame):
    """Records the set-up's token draws (the rules do not change)."""

    def _draw_token(self, s):
        a = super()._draw_token(s)
        self.draws.append(a)
        return a


def test_four_identical_tokens_at_set_up_are_wiped_before_the_first_turn():
    g = Recording()
    found = 0
    for seed in range(3000):
        g.draws = []
        s = g.setup(g.default_options(2), seed)
        first = g.draws[:4]
        if len(set(first)) != 1:
            continue
        found += 1
        assert len(g.draws) >= 8                         # four replacements were drawn
        assert len(set(s.tokens)) > 1                    # the first turn never sees four alike
        assert sum(s.bag) + 4 == 100                     # the four set aside went back to the bag
        assert s.tokens == G.setup(G.default_options(2), seed).tokens   # the same as the real game
        if found == 3:
            break
    assert found, "no seed in range deals four identical tokens at set-up"


