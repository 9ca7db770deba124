"""The team game's board (2 against 2, the seed's "Mode Équipes"): what a player gains may go
on their team's side instead of their hand, reserve or tableau; either teammate takes from it
until the end of the active player's turn; then the leftovers are discarded.

Putting: a seat whose "ask where my gains go" switch is on (state.share) is asked after each
soil, card or compost gain how much goes to the team board (a "split" step); a sprout or growth
piece it places may go on the team board like on a flora (at any "place" step). Taking: at a
calm moment of the seat, and at the end of the turn in a "teamtake" step for each seat in turn
order (only when there is something it can take), before the leftovers are discarded.
"""
from __future__ import annotations

from . import effects as fx
from .journal import note
from .state import order_from, team_of, team_seats

PIECES = ("sprout", "growth")


def side(s, p):
    """Seat p's side of the team board."""
    return s.board[team_of(p)]


def asks(s, p) -> bool:
    """Whether seat p is asked where its gains go (the team game, its switch on, in play)."""
    return s.teams and s.phase == "play" and s.share[p]


def may_place_on_board(s) -> bool:
    return s.teams and s.phase == "play"


# ---- putting ------------------------------------------------------------------------------------


def after_gain(s, p, kind, got):
    """Seat p just gained `got` soil, cards (kind "draw") or compost cards: ask how much goes on
    the team board, when its switch is on."""
    if got > 0 and asks(s, p):
        what = {"soil": "soil", "draw": "cards", "compost_deck": "compost"}[kind]
        s.tasks.append(("split", p, what, got))


def fresh_cards(s, t) -> list:
    """At a "split" step of cards: the cards just gained (the last ones of the hand)."""
    _, p, _, n = t
    return s.hands[p][len(s.hands[p]) - n:] if n else []


def split_choices(s, t) -> list:
    """Keeping comes first (a bot that finds two answers equal keeps its gain)."""
    if t[2] == "cards":
        return [("stop",)] + [("send_card", cid) for cid in sorted(set(fresh_cards(s, t)))]
    return [("send", k) for k in range(t[3] + 1)]


def apply_split(s, t, p, a):
    """Send part of a gain to the team board (soil, compost: an amount; cards: one at a time)."""
    b = side(s, p)
    if a[0] == "send_card":
        s.hands[p].remove(a[1])
        b.cards.append(a[1])
        if t[3] > 1:
            s.tasks.append(t[:3] + (t[3] - 1,))
    elif a[0] == "send" and a[1] > 0 and t[2] == "soil":
        s.soil[p] -= a[1]
        b.soil += a[1]
    elif a[0] == "send" and a[1] > 0:
        pile = s.compost[p]
        b.compost.extend(pile[len(pile) - a[1]:])
        del pile[len(pile) - a[1]:]


def send_piece(s, p, kind):
    """A sprout or growth piece placed on the team board instead of a flora."""
    if kind == "sprout":
        side(s, p).sprout += 1
    else:
        side(s, p).growth += 1


# ---- taking -------------------------------------------------------------------------------------


def takes(d, s, p) -> list:
    """Every ("board", kind, x) seat p may take from its team's side now: an amount of soil or
    compost, a card, or a piece onto one of its flora with room."""
    if not s.teams or s.phase != "play":
        return []
    b = side(s, p)
    out = [("board", "soil", k) for k in range(1, b.soil + 1)]
    out += [("board", "compost", k) for k in range(1, len(b.compost) + 1)]
    out += [("board", "card", cid) for cid in sorted(set(b.cards))]
    for kind in PIECES:
        if getattr(b, kind):
            out += [("board", kind, cid) for cid in fx.targets(d, s, p, kind, ("flora",), "tableau", None)]
    return out


def take(s, p, a):
    _, kind, x = a
    b = side(s, p)
    if kind == "soil":
        b.soil -= x
        s.soil[p] += x
    elif kind == "compost":
        s.compost[p].extend(b.compost[len(b.compost) - x:])
        del b.compost[len(b.compost) - x:]
    elif kind == "card":
        b.cards.remove(x)
        s.hands[p].append(x)
    else:
        setattr(b, kind, getattr(b, kind) - 1)
        fx.add_piece(s, x, kind)


def take_all(d, s, p):
    """Seat p takes everything it can (pieces on its flora in reading order): what the AI
    prices the board at for that seat."""
    for _ in range(200):
        options = takes(d, s, p)
        if not options:
            return
        best = max(options, key=lambda a: a[2] if a[1] in ("soil", "compost") else 0)
        take(s, p, best)


def could_pay_with_board(d, s, p, ab) -> bool:
    """Whether seat p, who cannot pay this cost now, could pay it with what its team's side
    holds (taken in full), then converting or an event if need be: it is then asked (take
    from the team board / skip) rather than passed over, like a conversion between abilities."""
    if not s.teams or s.phase != "play" or side(s, p).empty():
        return False
    c = s.clone()
    take_all(d, c, p)
    return fx.can_pay(d, c, p, ab) or fx.could_pay_after(d, c, p, ab)


# ---- the end of the turn -------------------------------------------------------------------------


def end_steps(s) -> list:
    """The steps closing a turn of the team game: each seat in turn order may take from its
    team's side, then the leftovers are discarded."""
    if not s.teams:
        return []
    return [("teamtake", q) for q in order_from(s, s.active)] + [("clearboard",)]


def clear(s):
    """The active player's turn ends: what is left on the team board is discarded (cards to
    the discard pile, soil and pieces back to the supply)."""
    for team, b in enumerate(s.board):
        if b.empty():
            continue
        note(s, "team_discard", team_seats(team)[0], len(b.cards) + len(b.compost), b.soil, b.sprout, b.growth)
        s.discard.extend(b.cards + b.compost)
        b.cards, b.compost = [], []
        b.soil = b.sprout = b.growth = 0

