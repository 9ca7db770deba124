"""State changes shared by actions and events: drawing, the dying display, prompts, turns.

Prompts (state.pending) are small tuples; the first one decides who must act:
  ("place", p, cards)        p puts these cards (already off the table) on the dying display
  ("pollution", p)           p gives up a highest-ranked species
  ("winter", p)              p gives up a Resource
  ("winter_shuffle",)        automatic: the dying display goes into the draw pile
  ("wildfire", p, type, c)   p may move the chain now based on card c onto a free Resource
  ("spring_draw", p)         automatic: Spring draws its 4 cards
  ("spring", p)              p keeps one of the 4 Spring cards
  ("renewal", p, sp, res)    p takes a species / Resource from the dying display
  ("discard", p)             end of turn: p discards down to 3
  ("end", p)                 automatic: Habitat check, then the next turn
"""
from __future__ import annotations

from bisect import insort

from . import feeding as F
from .state import EMPTY, MAIN, OVER, PILES, START

HAND_LIMIT = 3
AUTO = ("winter_shuffle", "spring_draw", "end")


# ---- the dying display ------------------------------------------------------------------
def allowed_piles(s) -> list:
    """A card must fill an empty pile first (the lowest); otherwise any pile."""
    for i in range(PILES):
        if not s.dying[i]:
            return [i]
    return list(range(PILES))


def to_dying(deck, s, c: int, pile: int) -> None:
    dp = s.dying[pile]
    if c == s.abund_link:      # Abundance leaves with its Resource (it goes under it)
        remove_anywhere(deck, s, deck.abundance)
        dp.append(deck.abundance)
        s.abund_link = -1
        s.abund_type = -1
    if c == deck.abundance:
        s.abund_type = -1
    if c == s.boom:            # Population Boom follows its species (it goes under it)
        dp.append(deck.boom)
        s.boom = -1
    dp.append(c)
    s.dying_changed()


# ---- the table --------------------------------------------------------------------------
def remove_at(s, p: int, ci: int, pos: int) -> int:
    chains = s.table_to_change(p)
    chain = chains[ci]
    c = chain.pop(pos)
    if not chain:
        del chains[ci]
    return c


def find(s, p: int, c: int):
    for ci, chain in enumerate(s.tables[p]):
        if c in chain:
            return ci, chain.index(c)
    return None


def remove_anywhere(deck, s, c: int) -> None:
    for p in range(s.players):
        where = find(s, p, c)
        if where:
            remove_at(s, p, *where)
            return


def owner(s, c: int) -> int:
    for p in range(s.players):
        if find(s, p, c):
            return p
    return -1


# ---- drawing ------------------------------------------------------------------------------
def rebuild(s, deal: bool = True) -> None:
    """§4.1: the dying display and the display are shuffled into a new draw pile."""
    cards = [c for pile in s.dying for c in pile] + [c for c in s.display if c != EMPTY]
    cards.sort()
    s.own_rng().shuffle(cards)
    s.pile = cards + s.pile
    s.dying = [[] for _ in range(PILES)]
    s.dying_changed()
    s.display = [EMPTY] * 3
    s.rebuilds += 1
    if s.rebuilds >= 3:
        s.last_round = True   # §8.3: finish this round, then the cap decides
    s.epoch += 1
    if deal:
        for i in range(3):
            if s.pile:
                s.display[i] = s.pile.pop()


def draw_card(s, deal: bool = True) -> int:
    """The top card of the draw pile (rebuilt first if empty), or -1 if there is none."""
    if not s.pile:
        rebuild(s, deal)
    if not s.pile:
        return -1
    s.epoch += 1
    return s.pile.pop()


def take_display(s, slot: int) -> int:
    c = s.display[slot]
    s.display[slot] = EMPTY
    if s.pile:
        s.display[slot] = s.pile.pop()
    else:
        rebuild(s)
    s.epoch += 1
    return c


def give(s, p: int, c: int) -> None:
    if c >= 0:
        insort(s.hands[p], c)


# ---- turns ------------------------------------------------------------------------------------
def start_turn(s, p: int) -> None:
    s.current = p
    s.phase = START
    s.draws = 0
    s.moves = 0
    s.locked = False
    if s.spring_block == p:
        s.spring_block = -1


def after_draw(s) -> None:
    s.draws += 1
    s.phase = MAIN if s.draws >= 2 else "draw"


def end_turn(deck, s) -> None:
    """§5 step 3: starving species die, discard to 3, then the Habitat check."""
    p = s.current
    dead = F.starving(deck, s, p)
    for c in dead:
        remove_anywhere(deck, s, c)
    s.pending = [("place", p, tuple(dead)), ("discard", p), ("end", p)]


def finish_turn(deck, s, p: int) -> None:
    if F.has_habitat(deck, s, p):
        s.winners = (p,)
        s.end_reason = "habitat"
        s.phase = OVER
        s.pending = []
        return
    s.turn += 1
    nxt = (p + 1) % s.players
    if s.last_round and nxt == s.first:
        from .scoring import cap_winners
        s.winners = tuple(cap_winners(deck, s))
        s.end_reason = "cap"
        s.phase = OVER
        s.pending = []
        return
    start_turn(s, nxt)


def spring_draw(s) -> None:
    got = []
    for _ in range(4):
        c = draw_card(s, deal=False)
        if c < 0:
            break
        got.append(c)
    s.spring_cards = sorted(got)
    s.epoch += 1


def winter_shuffle(s) -> None:
    cards = [c for pile in s.dying for c in pile]
    s.dying = [[] for _ in range(PILES)]
    s.dying_changed()
    s.pile = sorted(s.pile + cards)
    s.own_rng().shuffle(s.pile)
    s.epoch += 1


def run_auto(deck, s, prompt) -> None:
    kind = prompt[0]
    s.pending.pop(0)
    if kind == "winter_shuffle":
        winter_shuffle(s)
    elif kind == "spring_draw":
        spring_draw(s)
    elif kind == "end":
        finish_turn(deck, s, prompt[1])
