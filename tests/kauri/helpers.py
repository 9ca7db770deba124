"""Small hand-built Kauri positions for the rules tests."""
from __future__ import annotations

from engine.kauri import KauriGame
from engine.kauri import flow

GAME = KauriGame()
D = GAME.data

# region ids (rules page §12.1)
TE_HIKU, HOKIANGA, PEWHAIRANGI, WHANGAREI, KAIPARA, AUCKLAND, COROMANDEL, HAURAKI = range(1, 9)
WAIKATO, KING_COUNTRY, TARANAKI, WHANGANUI, TAUPO, KAIMANAWA, RANGITIKEI = range(9, 16)
BAY_OF_PLENTY, ROTORUA, TE_UREWERA, EAST_CAPE, GISBORNE, HAWKES_BAY = range(16, 22)
MANAWATU, WAIRARAPA, KAPITI, WELLINGTON = range(22, 26)

RANGER = D.game.conscience.ranger_from          # first Ranger space (3-4 players)
RANGER_2P = D.game.two_players.ranger_from      # the automated Settler's


def started(players=4, seed=1, maori=TE_HIKU, city=AUCKLAND, possums=(KAIPARA, WHANGAREI, HAURAKI),
            mulligan=False):
    """A game just past its set-up placements (first pick phase)."""
    opts = GAME.default_options(players)
    if mulligan:
        opts["mulligan"] = "on"
    s = GAME.setup(opts, seed)
    if players == 4:
        GAME.play(s, ("place_maori", maori))
    GAME.play(s, ("place_settler", city))
    for r in possums:
        GAME.play(s, ("place_possum", r))
    return s


def empty(players=4, seed=1):
    """A started game with an empty board (no kauri, kiwi or possum; pawns off the map)."""
    s = started(players, seed)
    for name in ("kauri", "kiwi", "possum", "whare", "reserve", "poison"):
        setattr(s, name, [0] * 26)
    s.settlers = [0, 0]
    s.maori = 0
    return s


def play_card(s, seat, card, game=GAME):
    """Make `seat` resolve `card` now (the other seats follow with some card)."""
    d = game.data
    for p in range(s.players):
        own = [c for c in d.faction_cards[p] if c != card]
        s.picks[p] = (card, own[0]) if p == seat else (own[0], own[1])
    s.phase = "act"
    s.order = (seat,) + tuple(p for p in range(s.players) if p != seat)
    s.cursor = 0
    flow.begin_card(d, s)
    return s


def legal(s, kind=None):
    acts = GAME.legal_actions(s)
    return [a for a in acts if kind is None or a[0] == kind]


def border(a, b):
    return (min(a, b), max(a, b))
