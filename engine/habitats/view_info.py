"""Named facts a board view shows, as pure functions over an observation (nothing changes).

Cells are given as (row, col) with the entrance at (0, 0) and rows growing downwards; market
spaces as (row, col) from the top-left. Names come in both languages ({"en", "fr"}).
"""
from __future__ import annotations

from .data import ANIMAL, ENTRANCE, INSECT, KINDS, LANDSCAPES, SIDES
from .goals import measure, rank_values, ranks
from .market import player_choices
from .park import cell, coords, linked_flowers, placements
from .scoring import PARK_CATEGORIES, ParkFacts, cell_points, sheet
from .state import EMPTY, PLACE, TAKE
from .text import face_label, tile_name


def names(data, tile: int) -> dict:
    return {"en": tile_name(data, tile, "en"), "fr": tile_name(data, tile, "fr")}


def tile_facts(data, tile: int, rotation: int = 0) -> dict:
    """What a tile shows, wherever it lies."""
    kind = "entrance" if data.cat[tile] == ENTRANCE else KINDS[data.cat[tile]]
    dem = data.demand[tile]
    return {
        "tile": tile,
        "kind_id": "entrance" if kind == "entrance" else data.kinds[data.tile_kind[tile]].id,
        "kind": kind,
        "name": names(data, tile),
        "label": {"en": face_label(data, tile, "en"), "fr": face_label(data, tile, "fr")},
        "landscape": LANDSCAPES[data.land[tile]] if data.land[tile] >= 0 else None,
        "points_printed": data.points[tile],
        "demand": {LANDSCAPES[i]: n for i, n in enumerate(dem) if n} if dem else {},
        "flowers_needed": data.need[tile],
        "tourist": data.tourist[tile],
        "view": data.view[tile],
        "rotation": rotation,
        "roads": [SIDES[d] for d in range(4) if data.roads[tile * 4 + rotation] >> d & 1],
    }


def missing(facts: ParkFacts, c: int) -> dict:
    """What an animal still lacks: {landscape: tiles} or {"flowers": n} for an insect."""
    d = facts.data
    tile = facts.park[c] >> 2
    if d.cat[tile] == INSECT:
        short = d.need[tile] - linked_flowers(d, facts.park, c)
        return {"flowers": short} if short > 0 else {}
    have = facts.habitat_counts(c)
    return {LANDSCAPES[i]: n - h for i, (n, h) in enumerate(zip(d.demand[tile], have)) if n > h}


def park_cells(game, obs, player: int) -> dict:
    """{(row, col): facts} for every tile of the park, with its points now and, for animals
    and insects, whether the demand is met and what is missing."""
    d = game.data
    park = obs.parks[player]
    facts = ParkFacts(d, park)
    pts = cell_points(d, park, facts)
    out = {}
    for c, code in park.items():
        info = tile_facts(d, code >> 2, code & 3)
        info["points"] = pts.get(c, 0)
        if d.cat[code >> 2] in (ANIMAL, INSECT):
            info["met"] = c in facts.met
            info["missing"] = missing(facts, c)
        out[coords(c)] = info
    return out


def cell_info(game, obs, player: int, row: int, col: int) -> dict | None:
    """What the park cell holds, or None when it is empty."""
    return park_cells(game, obs, player).get((row, col))


def unmet_animals(game, obs, player: int) -> list[dict]:
    """The animals and insects shown upside down: demand not met yet, with what they lack."""
    return [dict(info, row=rc[0], col=rc[1]) for rc, info in sorted(park_cells(game, obs, player).items())
            if info.get("met") is False]


def market_grid(game, obs) -> list[list[dict]]:
    """Rows of spaces: the tile (facts) or None, and the figure standing there with its facing."""
    d = game.data
    who = {pos: p for p, pos in enumerate(obs.fig_pos)}
    rows = []
    for r in range(obs.rows):
        row = []
        for c in range(obs.cols):
            i = r * obs.cols + c
            t = obs.market[i]
            p = who.get(i)
            row.append({"tile": tile_facts(d, t) if t != EMPTY else None, "figure": p,
                        "facing": SIDES[obs.fig_dir[p]] if p is not None else None})
        rows.append(row)
    return rows


def market_targets(game, obs) -> list[dict]:
    """The market tiles the player to move may take now, with the way the figure would go
    (ahead, left, right, behind or anywhere) and the facing it would end with."""
    if obs.phase != TAKE:
        return []
    return [{"row": i // obs.cols, "col": i % obs.cols, "how": how, "facing": SIDES[d]}
            for i, d, how in player_choices(obs, obs.current)]


def placement_targets(game, obs) -> dict:
    """{(row, col): [rotations]} where the tile in hand may go ({} outside that step)."""
    if obs.phase != PLACE:
        return {}
    out: dict = {}
    for c, r in placements(game.data, obs.parks[obs.current], obs.held):
        out.setdefault(coords(c), []).append(r)
    return out


def held_tile(game, obs) -> dict | None:
    return tile_facts(game.data, obs.held) if obs.held != EMPTY else None


def goal_standing(game, obs) -> dict:
    """The year being played, its goal, and every player's measure, rank and the points they
    would get if the year ended now."""
    d = game.data
    y = game.year_of(obs)
    goal = d.goals[obs.goals[y]]
    measured = [measure(goal.id, d, park) for park in obs.parks]
    keys = [k for k, _ in measured]
    points = rank_values(keys, d.years[obs.players].goal_values[y])
    return {"year": y + 1, "goal": goal.id,
            "name": {"en": goal.name.en, "fr": goal.name.fr},
            "text": {"en": goal.text.en, "fr": goal.text.fr},
            "lower_is_better": goal.better == "lower",
            "values": list(d.years[obs.players].goal_values[y]),
            "players": [{"value": v, "rank": r, "points": pt}
                        for (_, v), r, pt in zip(measured, ranks(keys), points)]}


def goals_of_the_game(game, obs) -> list[dict]:
    """The three goal tiles, one per year, face up from the start."""
    d = game.data
    return [{"year": y + 1, "goal": g, "name": {"en": d.goals[g].name.en, "fr": d.goals[g].name.fr},
             "scored": obs.turn >= game.year_ends(obs.players)[y]} for y, g in enumerate(obs.goals)]


def live_score(game, obs) -> list[dict]:
    """Per player: points per category now (goals scored so far + the park as it stands),
    the park score and the total."""
    sh = sheet(game.data, obs)
    out = []
    for row in sh.table:
        r = dict(row)
        r["park"] = sum(row[k] for k in PARK_CATEGORIES)
        r["total"] = sum(row.values())
        out.append(r)
    return out


def turn_info(game, obs) -> dict:
    """Year (1-3), the step (take / place / over) and every player's turns left."""
    step = "take" if obs.phase == TAKE else "place" if obs.phase == PLACE else "over"
    return {"year": game.year_of(obs) + 1, "step": step, "current": obs.current,
            "turns_left": [game.turns_left(obs, p) for p in range(obs.players)],
            "stock": len(obs.unseen)}


def cell_of(row: int, col: int) -> int:
    """The engine's cell number for (row, col) (what a view passes back in actions)."""
    return cell(row, col)


def held_rotations(game, obs) -> list[int]:
    """The quarter turns the held tile may show ([0] for a tile without roads; [] when no tile
    is held): a board turns it through these with the wheel or R."""
    return list(game.data.rotations[obs.held]) if obs.held != EMPTY else []
