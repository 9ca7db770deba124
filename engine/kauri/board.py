"""Questions about the board that several rules ask: supplies, presence, roads, protections."""
from __future__ import annotations

from .data import KIWI, MAORI, POSSUM, SETTLER

LAND = range(1, 26)


def has(s, faction: int, legacy: str) -> bool:
    return legacy in s.claimed[faction]


def is_ranger(d, s) -> bool:
    g = d.game
    return s.conscience >= (g.conscience.ranger_from if s.players > 2 else g.two_players.ranger_from)


def needs_met(d, s, needs: str) -> bool:
    if needs == "none":
        return True
    if needs == "lumberjack":
        return not is_ranger(d, s)
    if needs == "ranger":
        return is_ranger(d, s)
    return has(s, MAORI, "treaty")


# ---- supplies (what is not on the map nor on a board) ------------------------------------
def kiwi_supply(d, s) -> int:
    return d.game.components.kiwi - sum(s.kiwi) - s.maori_kiwi


def possum_supply(d, s) -> int:
    return d.game.components.possum - sum(s.possum) - s.settler_possum - s.maori_possum


def kauri_pool(d, s) -> int:
    """Kauris waiting on the South Island (they may be replanted)."""
    return d.game.components.kauri - sum(s.kauri) - s.settler_kauri


def flood_supply(d, s) -> int:
    return d.game.components.flood - sum(1 for f in s.floods if f)


def road_supply(d, s) -> int:
    return d.game.components.road - sum(s.roads)


def whare_supply(d, s) -> int:
    return d.game.components.whare - sum(s.whare)


# ---- presence --------------------------------------------------------------------------
def regions_of(s, faction: int) -> list:
    """The faction's regions: those holding one of its pawns."""
    if faction == KIWI:
        k = s.kiwi
        return [r for r in LAND if k[r]]
    if faction == POSSUM:
        p = s.possum
        return [r for r in LAND if p[r]]
    if faction == SETTLER:
        a, b = s.settlers
        return [r for r in sorted({a, b}) if r]
    return [s.maori] if s.maori else []


def is_mine(s, faction: int, r: int) -> bool:
    if faction == KIWI:
        return s.kiwi[r] > 0
    if faction == POSSUM:
        return s.possum[r] > 0
    if faction == SETTLER:
        return r != 0 and r in s.settlers
    return r != 0 and r == s.maori


# ---- roads ------------------------------------------------------------------------------
def road_open(s, b: int) -> bool:
    """A road joins its two regions unless a flood covers it (Railway ignores floods)."""
    return s.roads[b] == 1 and (not s.floods[b] or has(s, SETTLER, "railway"))


def network(d, s, r: int) -> set:
    """Regions joined to r by open roads (empty if r is not on the network)."""
    out = set()
    todo = [r]
    while todo:
        x = todo.pop()
        for b, y in zip(d.region_borders[x], d.adj[x]):
            if y not in out and road_open(s, b):
                out.add(y)
                todo.append(y)
    if out:
        out.add(r)
    return out


def network_regions(d, s) -> set:
    """Every region touched by a road."""
    out = set()
    for b, on in enumerate(s.roads):
        if on:
            out.update(d.borders[b])
    return out


# ---- protections ----------------------------------------------------------------------
def tapu_covers(d, s, r: int) -> bool:
    return s.tapu != 0 and (r == s.tapu or r in d.adj[s.tapu])


def kauri_reason(d, s, r: int, by_settler: bool) -> str | None:
    """Why the kauri of r cannot be removed (None if it can)."""
    if not s.kauri[r]:
        return "no_kauri"
    if s.reserve[r]:
        return "reserve_kauri"
    if tapu_covers(d, s, r):
        return "tapu"
    if by_settler and s.whare[r] and has(s, MAORI, "treaty"):
        return "treaty_whare"
    return None


def possum_cap(d, s) -> int:
    """How many possums one action may remove from one region (No predator)."""
    return d.legacies["no_predator"].amount if has(s, POSSUM, "no_predator") else 99


def maori_may_take_possum(s, r: int) -> str | None:
    if not s.possum[r]:
        return "no_possum"
    if s.epidemic == r:
        return "epidemic_take"
    if s.kauri[r] and has(s, POSSUM, "tree_dweller"):
        return "tree_dweller"
    return None
