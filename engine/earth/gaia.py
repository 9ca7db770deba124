"""Gaia, the solo opponent: her minor benefits after your turns, her own turns, her score."""
from __future__ import annotations

from . import effects as fx
from .fauna import check_fauna, fauna_points
from .journal import note
from .state import GAIA, Gaia

LOW_LEVELS = ("easy", "medium")      # upper action slots; the others use the lower ones


def new_gaia(d, s) -> Gaia:
    g = Gaia()
    g.deck = sorted(x.id for x in d.gaia)
    s.rng.shuffle(g.deck)
    g.passes = 1
    g.boxes = [0] * len(d.rules.gaia_boxes)
    return g


def tier(d, s):
    return d.rules.gaia_tiers["upper" if s.gaia_level in LOW_LEVELS else "lower"]


def add_growth(d, s, n):
    """Stack pieces in the first box not yet capped; Hard and Expert start from the small box."""
    g = s.gaia
    order = list(range(len(g.boxes)))
    if s.gaia_level not in LOW_LEVELS:
        order.reverse()
    for _ in range(n):
        box = next((i for i in order if g.boxes[i] < d.rules.gaia_boxes[i][1]), None)
        if box is None:
            return
        g.boxes[box] += 1
        if g.boxes[box] == d.rules.gaia_boxes[box][1]:
            note(s, "gaia_canopy", d.rules.gaia_boxes[box][0])


def add_soil(d, s, n):
    g = s.gaia
    g.soil += n
    while g.soil >= d.rules.gaia_compost_at:
        g.soil -= d.rules.gaia_compost_at
        got = fx.take_from_deck(s, d.rules.gaia_compost_cards)
        g.compost.extend(got)
        note(s, "gaia_compost", d.rules.gaia_compost_at, len(got))


def minor(d, s, colour):
    t = tier(d, s)
    amount = {"blue": t.sprouts, "yellow": t.growth, "red": t.soil}.get(colour, 0)
    note(s, "gaia_minor", colour, amount)
    if colour == "blue":
        s.gaia.sprouts += t.sprouts
    elif colour == "yellow":
        add_growth(d, s, t.growth)
    elif colour == "red":
        add_soil(d, s, t.soil)
    # green: the three cards you did not keep already went to her score pile


def open_slots(d, s, slots) -> list:
    ladder = len(d.rules.fauna_ladder)
    return [x for x in slots if GAIA not in s.leaves[x] and len(s.leaves[x]) < ladder]


def claim(d, s, slot):
    s.leaves[slot].append(GAIA)


def start_turn(d, s):
    g = s.gaia
    if not g.deck:
        g.deck = sorted(g.used)
        g.used = []
        s.rng.shuffle(g.deck)
        g.passes += 1
        note(s, "gaia_shuffle")
    g.card = g.deck.pop()
    g.turns += 1
    s.epoch += 1
    s.turn += 1
    s.gained = [0, 0]
    card = d.gaia_by_id[g.card]
    note(s, "gaia_card", g.card)
    steps = []
    if card.colour == "brown":
        steps.append(("gaia_fauna", tuple(card.fauna)))
        if s.gaia_level == "easy" and d.gaia_easy.get(card.id) is not None:
            steps.append(("ability", 0, ("easy", card.id), 0, None, False))
        if s.gaia_level == "expert":
            steps.append(("gaia_soil", card.expert))
    else:
        s.action = card.colour
        if d.gaia_upper.get(card.id) is not None:
            steps.append(("ability", 0, ("gaia", card.id), 0, None, True))
        steps += [("activate", 0, card.colour), ("gaia_lower", card.colour)]
    steps.append(("gaia_end",))
    s.tasks.extend(reversed(steps))


def lower(d, s, colour):
    g = s.gaia
    card = d.gaia_by_id[g.card]
    if colour == "yellow":
        note(s, "gaia_lower", colour, s.gained[0])
        add_growth(d, s, s.gained[0])
    elif colour == "red":
        note(s, "gaia_lower", colour, s.gained[1])
        add_soil(d, s, s.gained[1])
    elif colour == "blue":
        note(s, "gaia_lower", colour, card.lower)
        g.sprouts += card.lower
    else:
        got = fx.take_from_deck(s, card.lower)
        note(s, "gaia_lower", colour, len(got))
        g.pile.extend(got)


def end_turn(d, s):
    g = s.gaia
    check_fauna(d, s, 0)
    g.used.append(g.card)
    g.card = 0
    s.round += 1
    if s.ending:
        s.phase = "over"
        note(s, "end", "bonus")
        return
    if g.turns >= d.rules.gaia_passes * len(d.gaia) or s.round > d.rules.max_rounds:
        if s.bonus is None:
            s.bonus = GAIA
        s.phase = "over"
        note(s, "end", "gaia")
        return
    s.tasks.append(("choose", 0))


def run_auto(d, s, t):
    k = t[0]
    if k == "gaia_minor":
        minor(d, s, t[1])
    elif k == "gaia_turn":
        start_turn(d, s)
    elif k == "gaia_lower":
        lower(d, s, t[1])
    elif k == "gaia_soil":
        note(s, "gaia_soil", t[1])
        add_soil(d, s, t[1])
    elif k == "gaia_end":
        end_turn(d, s)
    else:
        raise ValueError(f"unknown step {k!r}")


def score(d, s) -> dict:
    """Gaia's points: her score pile (negative values count as positive; terrain cards score
    nothing, as the seed says), sprouts, growth, compost, leaves and the bonus if she ended
    the game."""
    g = s.gaia
    growth = 0
    for n, (canopy, cap) in zip(g.boxes, d.rules.gaia_boxes):
        growth += canopy if n >= cap else n
    leaves = 0
    for slot in range(4):
        if GAIA in s.leaves[slot]:
            leaves += fauna_points(d, s, slot, s.leaves[slot].index(GAIA))
    pile = sum(abs(d.cards[c].vp) for c in g.pile if d.cards[c].kind != "terrain")
    return {"pile": pile, "sprouts": g.sprouts, "growth": growth,
            "compost": len(g.compost), "fauna": leaves,
            "bonus": d.rules.completion_bonus if s.bonus == GAIA else 0}
