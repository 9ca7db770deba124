"""The game's flow: set-up placements, turns (draw, secret picks, reveal, resolution in
initiative order), the automated Settler of the 2-player game, and the end of each period."""
from __future__ import annotations

import random

from .board import LAND, has, is_ranger, kauri_pool, needs_met, possum_supply
from .data import KIWI, MAORI, POSSUM, SETTLER
from .state import KauriState
from .steps import GROUP, KIND, LOCK, REMAINING, SLOT_OF, STEPS, shape_ok

HAND = 3


def new_state(d, players: int, seed: int, mulligan: bool) -> KauriState:
    n = 26
    nb = len(d.borders)
    s = KauriState(players=players, kauri=[0] + [1] * 25, kiwi=[0] + [1] * 25, possum=[0] * n,
                   whare=[0] * n, reserve=[0] * n, poison=[0] * n, roads=[0] * nb,
                   floods=[0] * nb)
    s.conscience = d.game.conscience.start
    s.hands = [[] for _ in range(players)]
    s.decks = [sorted(d.faction_cards[p]) for p in range(players)]
    s.discards = [[] for _ in range(players)]
    s.picks = [None] * players
    s.mulligan = [not mulligan] * players       # True = no (more) mulligan
    s.todo = (["place_maori"] if players == 4 else []) + ["place_settler"] + ["place_possum"] * 3
    s.rng = random.Random(seed)
    _next_setup(d, s)
    return s


# ---- set-up --------------------------------------------------------------------------------
SETUP_SEAT = {"place_maori": MAORI, "place_possum": POSSUM}


def _next_setup(d, s):
    if not s.todo:
        start_turn(d, s)
        return
    step = s.todo[0]
    s.phase = "setup"
    if step == "place_settler":         # 2 players: the Possum chooses the Settler's city
        s.actor = SETTLER if s.players >= 3 else POSSUM
    else:
        s.actor = SETUP_SEAT[step]


def setup_reason(d, s, a):
    kind = s.todo[0]
    if a[0] != kind:
        return "setup_first"
    if len(a) != 2 or type(a[1]) is not int or not 1 <= a[1] <= 25:
        return "bad_shape"
    r = a[1]
    if kind == "place_maori":
        return "city" if d.names[r].city else None
    if kind == "place_settler":
        return None if d.names[r].city else "not_city"
    if r not in d.adj[s.settlers[0]]:
        return "possum_start"
    return "has_possum" if s.possum[r] else None


def setup_actions(d, s):
    kind = s.todo[0]
    if kind == "place_possum":
        cands = d.adj[s.settlers[0]]
    elif kind == "place_settler":
        cands = d.cities
    else:
        cands = LAND
    return [(kind, r) for r in cands if setup_reason(d, s, (kind, r)) is None]


def apply_setup(d, s, a):
    kind, r = a
    if kind == "place_maori":
        s.maori = r
    elif kind == "place_settler":
        s.settlers[0] = r
        s.possum[r] += 1            # the first possum lands with the Settler
    else:
        s.possum[r] += 1
    s.todo.pop(0)
    _next_setup(d, s)


# ---- turns ---------------------------------------------------------------------------------
def revive_cities(d, s):
    return [c for c in d.cities if not s.poison[c]]


def start_turn(d, s):
    """Possum extinction first (before the draw), then everyone draws to 3."""
    if not any(s.possum) and possum_supply(d, s) > 0 and revive_cities(d, s):
        s.phase, s.actor = "revive", POSSUM
        return
    draw(d, s)


def apply_revive(d, s, a):
    s.possum[a[1]] += 1
    draw(d, s)


def draw(d, s):
    rng = s.rng
    for p in range(s.players):
        hand, deck = s.hands[p], s.decks[p]
        while len(hand) < HAND and deck:
            hand.append(deck.pop(rng.randrange(len(deck))))
        hand.sort()
    s.epoch += 1
    s.phase, s.actor = "pick", -1
    s.picks = [None] * s.players


def picking_seat(s):
    for p, pick in enumerate(s.picks):
        if pick is None:
            return p
    return None


def mulligan_allowed(s, p):
    return not s.mulligan[p] and s.period == 1 and s.turn == 1


def apply_mulligan(d, s, p):
    """Advanced rule: shuffle the 3 cards back and draw 3 new ones (once per game)."""
    s.mulligan[p] = True
    s.decks[p] = sorted(s.decks[p] + s.hands[p])
    s.hands[p] = []
    deck, hand = s.decks[p], s.hands[p]
    while len(hand) < HAND and deck:
        hand.append(deck.pop(s.rng.randrange(len(deck))))
    hand.sort()
    s.epoch += 1


def apply_pick(d, s, p, a):
    _, act, ini = a
    s.hands[p].remove(act)
    s.hands[p].remove(ini)
    s.picks[p] = (act, ini)
    if picking_seat(s) is None:
        reveal(d, s)


def resolution_order(d, s):
    """Lowest initiative first; ties by the priority table (Maori, Possum, Settler, Kiwi)."""
    return tuple(sorted(range(s.players),
                        key=lambda p: (d.cards[s.picks[p][1]].initiative, d.priority_rank[p])))


def reveal(d, s):
    s.epoch += 1
    s.order = resolution_order(d, s)
    s.cursor = 0
    begin_card(d, s)


def begin_card(d, s):
    p = s.order[s.cursor]
    card = d.cards[s.picks[p][0]]
    s.phase, s.actor, s.card = "act", p, card.id
    grp = 1 if card.join == "or" else 0
    s.slots = [_card_slot(d, s, p, x, grp) for x in card.actions]


def _card_slot(d, s, p, x, grp):
    steps = x.amount
    if x.kind in ("conscience", "litter", "poison"):   # one click does the whole action
        steps = 1
    elif x.kind == "breed" and has(s, POSSUM, "proliferation"):
        steps += d.legacies["proliferation"].amount
    return (x.kind, steps, 0, x.needs, grp, x.amount)


def end_card(d, s):
    s.slots = []
    s.card = ""
    s.cursor += 1
    if s.cursor < s.players:
        begin_card(d, s)
    else:
        end_turn(d, s)


def end_turn(d, s):
    for p in range(s.players):
        s.discards[p].extend(s.picks[p])
        s.discards[p].sort()
    s.picks = [None] * s.players
    s.order, s.cursor = (), 0
    if s.players == 2 and s.settlers[0]:
        # the automated Settler: the Possum steers the Lumberjack, the Kiwi the Ranger
        s.phase = "auto"
        s.actor = KIWI if is_ranger(d, s) else POSSUM
        takes = d.game.two_players.settler_takes
        s.slots = [("auto_move", 1, 0, "none", 0, 1), ("auto_take", takes, 0, "none", 0, takes)]
        return
    after_turn(d, s)


def after_turn(d, s):
    s.slots = []
    if s.turn >= d.game.turns_per_period:
        end_period(d, s)
    else:
        s.turn += 1
        start_turn(d, s)


# ---- end of period -------------------------------------------------------------------------
def end_period(d, s):
    if (has(s, KIWI, "tane_mahuta") and kauri_pool(d, s) > 0
            and any(s.kiwi[r] and not s.kauri[r] for r in LAND)):
        s.phase, s.actor = "tane", KIWI
        s.slots = [("tane", d.legacies["tane_mahuta"].amount, 0, "none", 0, 0)]
        return
    finish_period(d, s)


def finish_period(d, s):
    g = d.game
    s.slots = []
    c = s.conscience + g.conscience.per_period
    if c <= g.conscience.max:        # a push past the last space does nothing
        s.conscience = c
    for r in LAND:                   # kiwis leave regions without a kauri
        if not s.kauri[r]:
            s.kiwi[r] = 0
    for b, until in enumerate(s.floods):
        if until and until <= s.period:
            s.floods[b] = 0
    s.epidemic = 0
    s.tapu = 0
    for p in range(s.players):
        s.decks[p] = sorted(s.decks[p] + s.discards[p])
        s.discards[p] = []
    if s.period >= g.periods:
        s.phase, s.actor = "over", -1
        return
    s.period += 1
    s.turn = 1
    start_turn(d, s)


# ---- steps of a resolving card (and of the auto/tane phases) -------------------------------
def slot_index(s, kind):
    want = SLOT_OF.get(kind, kind)
    for i, sl in enumerate(s.slots):
        if sl[KIND] == want:
            return i
    return -1


def step_actions(d, s):
    p = s.actor
    out = []
    for sl in s.slots:
        if sl[REMAINING] <= 0 or not needs_met(d, s, sl[3]):
            continue
        kinds = (sl[KIND],) if sl[KIND] != "auto_take" else (
            ("auto_hunt",) if is_ranger(d, s) else ("auto_fell",))
        for kind in kinds:
            targets, reason, _ = STEPS[kind]
            out.extend(a for a in targets(d, s, p, sl) if reason(d, s, p, sl, a) is None)
    out.append(("done",))
    return out


def step_reason(d, s, a):
    kind = a[0]
    if kind == "done":
        return None if len(a) == 1 else "bad_shape"
    if kind not in STEPS:
        return "unknown"
    i = slot_index(s, kind)
    if i < 0:
        return "no_action"
    sl = s.slots[i]
    if sl[REMAINING] < 0:
        return "or_used"
    if sl[REMAINING] == 0:
        return "used_up"
    if not needs_met(d, s, sl[3]):      # the Settler's spaces differ with 2 players
        return "needs_" + sl[3] + ("_2p" if s.players == 2 and sl[3] != "treaty" else "")
    if not shape_ok(d, a):
        return "bad_shape"
    return STEPS[kind][1](d, s, s.actor, sl, a)


def apply_step(d, s, a):
    if a[0] == "done":
        finish_steps(d, s)
        return
    i = slot_index(s, a[0])
    sl = s.slots[i]
    lock = STEPS[a[0]][2](d, s, s.actor, sl, a)
    sl = s.slots[i]                  # the step may have updated its own slot
    s.slots[i] = (sl[0], sl[1] - 1, sl[LOCK] if lock is None else lock) + sl[3:]
    if sl[GROUP]:                    # an [or] card: the other action is gone
        s.slots = [x if j == i or not x[GROUP] else x[:1] + (-1,) + x[2:]
                   for j, x in enumerate(s.slots)]
    if all(x[REMAINING] <= 0 for x in s.slots):
        finish_steps(d, s)


def finish_steps(d, s):
    if s.phase == "act":
        end_card(d, s)
    elif s.phase == "auto":
        after_turn(d, s)
    elif s.phase == "tane":
        finish_period(d, s)
