"""What the Cascadia board view may know of the game beyond engine.core: named facts and pure
functions of an observation (the view never imports another engine module).

Re-exported as they are: the turn phases, the empty marker, the animal and habitat orders, the
packed-cell helpers and the names of things as printed. Derived here: each player's points by
category, habitat corridors, the links between neighbouring animals a scoring card counts,
hawks' lines of sight, which neighbours a held tile would match; the turn counters come from
the rules object's own methods.
"""
from __future__ import annotations

from .data import ANIMALS, HABITATS
from .habitats import corridors
from .hexgrid import DIRS, STEP, cell, coords
from .scoring import breakdown, state_cards
from .state import EMPTY, OVER, PLACE, TAKE, TOKEN
from .text import animal_name, tile_label, tile_name
from .wildlife import groups, sight_pairs

__all__ = ["ANIMALS", "HABITATS", "EMPTY", "TAKE", "PLACE", "TOKEN", "OVER", "DIRS", "cell", "coords",
           "animal_name", "tile_label", "tile_name", "tile_animals", "score_rows", "corridor_cells",
           "animal_links", "hawk_sight", "matching_edges", "held_matches", "last_mover", "is_keystone",
           "SIGHT_RULES", "Facts", "facts"]

HAWK = ANIMALS.index("hawk")
# hawk cards whose scoring looks along lines of sight (the view draws those lines)
SIGHT_RULES = ("hawk_alone_sight", "hawk_sight_pairs", "hawk_pairing")


def tile_animals(data, t: int) -> list[int]:
    """The animals tile `t` may take, as animal indices."""
    return [ANIMALS.index(a) for a in data.tiles[t].wildlife]


def is_keystone(data, tile: int) -> bool:
    """A keystone tile: one habitat, any rotation looks the same, a token on it earns nature."""
    return tile != EMPTY and bool(data.keystone[tile * 6])


def score_rows(data, obs) -> list[dict]:
    """Per player: {"points": {category: points}, "habitat_bonus": {habitat: bonus}}."""
    return breakdown(data, state_cards(data, obs), obs.env, obs.wild, obs.nature)


def corridor_cells(data, env: dict) -> list[list[tuple]]:
    """Per habitat, the (q, r) hexes of its largest corridor in environment `env`."""
    out = []
    for cs in corridors(env, data.edges):
        best = max(cs, key=len) if cs else []
        out.append([coords(c) for c in best])
    return out


def animal_links(wild: dict, animal: int) -> tuple[list, list]:
    """The (q, r) hexes holding `animal`, and each pair of them that touch (as hex pairs)."""
    cells = [c for c, a in wild.items() if a == animal]
    links = []
    for g in groups(cells):
        gs = set(g)
        for c in g:
            for d in (0, 1, 2):
                if c + STEP[d] in gs:
                    links.append((coords(c), coords(c + STEP[d])))
    return [coords(c) for c in cells], links


def hawk_sight(data, obs, wild: dict) -> list:
    """Pairs of hawks that see each other, when the hawk card scores sight lines, else []."""
    if data.cards[obs.cards[HAWK]].rule not in SIGHT_RULES:
        return []
    cells = [c for c, a in wild.items() if a == HAWK]
    return [(coords(a), coords(b)) for a, b in sight_pairs(cells)]


def matching_edges(data, env: dict, q: int, r: int, code: int) -> list[int]:
    """Directions in which tile `code` placed at (q, r) shows the habitat its neighbour shows."""
    edges = data.edges
    mine = edges[code]
    out = []
    for d, (dq, dr) in enumerate(DIRS):
        n = env.get(cell(q + dq, r + dr))
        if n is not None and edges[n][(d + 3) % 6] == mine[d]:
            out.append(d)
    return out


def held_matches(data, obs) -> dict:
    """While a tile is held: for each hex next to the mover's environment and each rotation,
    the directions in which it would match its neighbour: {(q, r, code): [direction...]}."""
    if obs.phase != PLACE or obs.held_tile == EMPTY:
        return {}
    env, base = obs.env[obs.current], obs.held_tile * 6
    rotations = (0,) if is_keystone(data, obs.held_tile) else range(6)
    out = {}
    for c in obs.frontier[obs.current]:
        q, r = coords(c)
        for k in rotations:
            out[(q, r, base + k)] = matching_edges(data, env, q, r, base + k)
    return out


def last_mover(obs, last_action):
    """Who played `last_action` (the token step ends a turn, so it was the previous player)."""
    if not last_action:
        return None
    if last_action[0] in ("token", "discard_token") and obs.phase != OVER:
        return (obs.current - 1) % obs.players
    return obs.current


class Facts:
    """Everything the board draws that is derived from one observation, computed once."""

    def __init__(self, game, obs, last_action=None):
        data = game.data
        self.rows = score_rows(data, obs)
        self.totals = [sum(r["points"].values()) for r in self.rows]
        self.corridors = [corridor_cells(data, obs.env[p]) for p in range(obs.players)]
        self.links = [[animal_links(obs.wild[p], a) for a in range(5)] for p in range(obs.players)]
        self.sight = [hawk_sight(data, obs, obs.wild[p]) for p in range(obs.players)]
        self.three = game.three_alike(obs.tokens)
        self.round = game.round_number(obs)
        self.turns = game.turns
        self.left = [game.turns - game.turn_of(obs, p) for p in range(obs.players)]
        self.held_keystone = is_keystone(data, obs.held_tile)
        self.last_mover = last_mover(obs, last_action)
        self.matches = held_matches(data, obs)


def facts(game, obs, last_action=None) -> Facts:
    """The facts of `obs` for the rules object `game` (its turn counters and display checks)."""
    return Facts(game, obs, last_action)
