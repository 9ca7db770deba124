"""Read-only facts a board view shows for Earth: card faces and texts, legal spaces, the four
actions, the activation queue and the current question, the fauna board, ecosystems and Gaia.

Pure functions over a state or an observation (hidden cards are -1 and never looked up);
they decide nothing and change nothing.
"""
from __future__ import annotations

from . import effects as fx
from .abilities import COLOURS
from .cardtext import COLOUR_WORDS, ability_text, filter_text, objective_text, score_text
from .fauna import fauna_points
from .gaia import LOW_LEVELS
from .gaia import score as gaia_score
from .measures import climate_face, island_face
from .state import GAIA, HIDDEN, team_of, team_seats
from .team import fresh_cards
from .turn import seat_of

ACTION_FACTS = {
    "green": ({"en": "Planting", "fr": "Plantation"},
              {"en": "Plant up to 2 cards (paying soil), then draw 4 and keep 1",
               "fr": "Plantez jusqu'à 2 cartes (en payant le sol), puis piochez 4 cartes et gardez-en 1"},
              {"en": "Plant 1 card, then draw 1", "fr": "Plantez 1 carte, puis piochez 1 carte"}),
    "red": ({"en": "Composting", "fr": "Compostage"},
            {"en": "Gain 5 soil, then compost 2 cards from the deck",
             "fr": "Gagnez 5 sols, puis compostez 2 cartes du deck"},
            {"en": "Gain 2 soil or compost 2 cards from the deck",
             "fr": "Gagnez 2 sols ou compostez 2 cartes du deck"}),
    "blue": ({"en": "Watering", "fr": "Arrosage"},
             {"en": "Place up to 6 sprouts, then gain 2 soil", "fr": "Placez jusqu'à 6 germes, puis gagnez 2 sols"},
             {"en": "Place up to 2 sprouts or gain 2 soil", "fr": "Placez jusqu'à 2 germes ou gagnez 2 sols"}),
    "yellow": ({"en": "Growing", "fr": "Croissance"},
               {"en": "Draw 4 cards, then place up to 2 growth pieces",
                "fr": "Piochez 4 cartes, puis placez jusqu'à 2 pions Croissance"},
               {"en": "Draw 2 cards or place up to 2 growth pieces",
                "fr": "Piochez 2 cartes ou placez jusqu'à 2 pions Croissance"}),
}


def card_face(d, cid: int) -> dict | None:
    """Everything printed on an Earth card, with its texts generated from the data."""
    if cid == HIDDEN:
        return None
    c = d.cards[cid]
    abilities = d.abilities[cid]
    return {"name": {"en": c.name.en, "fr": c.name.fr}, "latin": c.latin, "kind": c.kind, "type": c.type,
            "wild": c.wild, "habitats": list(c.habitats), "cost": c.cost, "vp": c.vp, "sprout_spaces": c.sprouts,
            "growth_max": c.growth, "canopy_vp": c.canopy, "tags": list(c.tags),
            "colours": [a.colour for a in abilities],
            "texts": [{"en": ability_text(a, "en"), "fr": ability_text(a, "fr")} for a in abilities],
            "share": printed_share(d, cid)}


def printed_share(d, cid) -> dict | None:
    """The share printed on the card (rules digest 2.7): the percent of the Earth deck's cards
    that meet its objective, and what they are ("bushes"); None when the card prints none."""
    got = d.shares.get(cid)
    if got is None:
        return None
    percent, filt = got
    return {"percent": percent, "of": {lg: filter_text(filt, True, lg) for lg in ("en", "fr")}}


def tableau(d, s, p) -> list[dict]:
    """The seat's cards in reading order, with row/column from the top-left (1-based)."""
    g = s.grid[p]
    top = min((r for r, _ in g), default=0)
    left = min((c for _, c in g), default=0)
    return [{"card": g[rc], "row": rc[0] - top + 1, "column": rc[1] - left + 1, "cell": rc,
             "sprouts": s.sprouts.get(g[rc], 0), "growth": s.growth.get(g[rc], 0),
             "canopy": d.cards[g[rc]].growth > 0 and s.growth.get(g[rc], 0) >= d.cards[g[rc]].growth}
            for rc in sorted(g)]


def legal_spaces(d, s, p) -> list[tuple]:
    """Grid cells where seat p may plant now (adjacent, the tableau staying within 4 x 4)."""
    return fx.legal_cells(s, p) if len(s.grid[p]) < 16 else []


def actions(s) -> list[dict]:
    """The four actions: colour, name, what the active player gets, what the others get."""
    return [{"colour": col, "name": n, "active": major, "others": minor,
             "fires": {"en": "green abilities" if col == "green" else f"{col} and multicolour abilities",
                       "fr": "capacités vertes" if col == "green"
                       else f"capacités {COLOUR_WORDS[col][1]}s et multicolores"}}
            for col, (n, major, minor) in ACTION_FACTS.items()]


def board_faces(d, s, p) -> dict:
    """The seat's island, climate and personal ecosystem, with texts."""
    out = {}
    if s.island[p] is not None:
        face = island_face(d, *s.island[p])
        ab = d.island_ab[s.island[p]]
        out["island"] = {"name": {"en": face.name.en, "fr": face.name.fr}, "vp": face.vp,
                         "habitats": list(face.habitats), "draw": face.draw, "compost": face.compost,
                         "soil": face.soil, "text": {lg: ability_text(ab, lg) for lg in ("en", "fr")}}
    if s.climate[p] is not None:
        face = climate_face(d, *s.climate[p])
        ab = d.climate_ab[s.climate[p]]
        out["climate"] = {"name": {"en": face.name.en, "fr": face.name.fr}, "vp": face.vp,
                          "habitats": list(face.habitats), "text": {lg: ability_text(ab, lg) for lg in ("en", "fr")}}
    if s.eco[p] is not None:
        out["ecosystem"] = ecosystem(d, s.eco[p])
    return out


def ecosystem(d, key) -> dict:
    face = d.eco_by_id[key[0]].faces[key[1]]
    sc = d.eco_score[key]
    return {"name": {"en": face.name.en, "fr": face.name.fr},
            "text": {lg: score_text(sc, lg) for lg in ("en", "fr")}}


def shared_ecosystems(d, s) -> list[dict]:
    return [ecosystem(d, k) for k in s.shared_eco]


def fauna_board(d, s) -> list[dict]:
    """Each fauna slot: name, objective text, the ladder and who holds which rung."""
    out = []
    for slot, (fid, face) in enumerate(s.fauna):
        f = d.fauna_by_id[fid].faces[face]
        meas, n = d.fauna_goal[(fid, face)]
        out.append({"slot": slot, "name": {"en": f.name.en, "fr": f.name.fr},
                    "objective": {lg: objective_text(meas, n, lg) for lg in ("en", "fr")},
                    "ladder": [d.rules.beginner_fauna_vp] * 5 if s.mode == "beginner" else list(d.rules.fauna_ladder),
                    "leaves": [{"seat": q, "gaia": q == GAIA, "vp": fauna_points(d, s, slot, i)}
                               for i, q in enumerate(s.leaves[slot])]})
    return out


def activation_queue(d, s) -> dict | None:
    """The abilities still to fire for the deciding seat in this activation, in order."""
    queue = next((t for t in reversed(s.tasks) if t[0] == "queue"), None)
    if queue is None:
        return None
    _, p, colour, items = queue[:4]
    ask = s.tasks[-1] if s.tasks and s.tasks[-1][0] in ("ask", "short") else None
    rest = [{"source": src, "text": {lg: ability_text(fx.ability_of(d, s, p, src, i), lg) for lg in ("en", "fr")}}
            for src, i in items]
    return {"seat": p, "colour": colour, "asking": ask[3] if ask else None, "next": rest}


def current_question(d, s) -> dict | None:
    """Who decides now and what kind of choice it is (the step's kind and its details)."""
    if s.phase == "over" or not s.tasks:
        return None
    t = s.tasks[-1]
    info = {"seat": seat_of(s, t), "kind": t[0]}
    if t[0] in ("place", "remove"):
        info.update(piece=t[2], left=t[3])
    elif t[0] == "cell":
        info.update(card=t[2], spaces=legal_spaces(d, s, t[1]))
    elif t[0] in ("minor", "order", "copy"):
        info.update(colour=t[2])
    elif t[0] == "pickline":
        info.update(piece=t[2], axis=t[6], source=t[7])
    elif t[0] == "split":            # how much of a gain goes on the team board
        info.update(what=t[2], n=t[3], cards=fresh_cards(s, t) if t[2] == "cards" else [])
    elif t[0] in ("ask", "short"):       # short: its cost cannot be paid yet (convert, event or skip)
        info.update(source=t[3], text={lg: ability_text(fx.ability_of(d, s, t[1], t[3], t[4]), lg)
                                       for lg in ("en", "fr")})
    return info


def line_cards(s, p, axis, k) -> list:
    """Seat p's cards in row (axis "row") or column k, in reading order: what a row or column
    choice ("row", k) / ("column", k) lights."""
    return fx.line_cards(s, p, axis, k)


def obvious_actions(d, s) -> list:
    """The "activate all" answer at an activation question (this ability and every later one
    whose cost can be paid fire without further questions)."""
    t = s.tasks[-1] if s.tasks else None
    return [("activate_all",)] if t and t[0] == "ask" else []


def gaia_board(d, s) -> dict | None:
    """Gaia's sprouts, soil, growth boxes, score pile, compost count and current card."""
    g = s.gaia
    if g is None:
        return None
    card = d.gaia_by_id.get(g.card)
    return {"level": s.gaia_level, "slots": "upper" if s.gaia_level in LOW_LEVELS else "lower",
            "sprouts": g.sprouts, "soil": g.soil, "compost": len(g.compost), "pile": list(g.pile),
            "boxes": [{"canopy_vp": cv, "max": cap, "pieces": n}
                      for n, (cv, cap) in zip(g.boxes, d.rules.gaia_boxes)],
            "deck_left": len(g.deck), "turns": g.turns,
            "score": gaia_score(d, s), "total": sum(gaia_score(d, s).values()),
            "card": {"name": {"en": card.name.en, "fr": card.name.fr}, "colour": card.colour} if card else None}


def colour_names() -> dict:
    return {c: {"en": COLOUR_WORDS[c][0], "fr": COLOUR_WORDS[c][1]} for c in COLOURS}


# ---- added for the board view (ui/views/earth) -------------------------------------------------


def offer_faces(d, s, p, what) -> list[dict]:
    """The faces seat p may choose from at set-up ("island", "climate" or "eco"): one entry per
    (offered card, face), with the name and texts as printed; `index`/`face` make the action."""
    out = []
    for i, key in enumerate(s.offers[p].get(what, [])):
        for f in (0, 1):
            if what == "eco":
                info = ecosystem(d, (key, f))
                out.append({"index": i, "face": f, "name": info["name"], "text": info["text"],
                            "vp": 0, "habitats": []})
                continue
            face = island_face(d, key, f) if what == "island" else climate_face(d, key, f)
            ab = d.island_ab[(key, f)] if what == "island" else d.climate_ab[(key, f)]
            entry = {"index": i, "face": f, "name": {"en": face.name.en, "fr": face.name.fr}, "vp": face.vp,
                     "habitats": list(face.habitats), "text": {lg: ability_text(ab, lg) for lg in ("en", "fr")}}
            if what == "island":
                entry.update(draw=face.draw, compost=face.compost, soil=face.soil)
            out.append(entry)
    return out


def seat_summary(d, s, p) -> dict:
    """What sits beside seat p's tableau: soil, sprouts and growth pieces on it, hand, compost, events."""
    cards = list(s.grid[p].values())
    return {"soil": s.soil[p], "sprouts": sum(s.sprouts.get(c, 0) for c in cards),
            "growth": sum(s.growth.get(c, 0) for c in cards), "hand": len(s.hands[p]),
            "compost": len(s.compost[p]), "events": [c for c in s.events[p] if c != HIDDEN],
            "planted": len(cards), "active": s.active == p and s.phase == "play", "first": s.first == p}


def piece_question(s) -> dict | None:
    """At a place/remove step: the piece kind, how many are left to place and the card it is for."""
    t = s.tasks[-1] if s.tasks else None
    if not t or t[0] not in ("place", "remove"):
        return None
    return {"kind": t[0], "piece": t[2], "left": t[3]}


# ---- the team game ---------------------------------------------------------------------------------


def team_board(s, viewer) -> dict | None:
    """The team board of the team game, as `viewer` sees it (None outside the team game): each
    team's seats and side (cards, hidden ones as -1; compost count; soil, sprouts, growth), the
    viewer's team, whose turn's end discards the leftovers, and each seat's "ask where my
    gains go" switch."""
    if not s.teams:
        return None
    sides = [{"team": t, "seats": team_seats(t), "cards": list(b.cards), "compost": len(b.compost),
              "soil": b.soil, "sprout": b.sprout, "growth": b.growth, "empty": b.empty()}
             for t, b in enumerate(s.board)]
    return {"sides": sides, "mine": team_of(viewer) if viewer is not None else None,
            "until": s.active, "share": list(s.share), "open_hands": s.open_hands}


def team_mate(p) -> int:
    """Seat p's teammate in the team game."""
    return team_seats(team_of(p))[1 - p % 2]
