"""What the Kauri board view may know of its game beside engine.core: named facts, each a pure
function of an observation (and the game's data, `game.data`). The view imports nothing else
from engine.kauri, so the rules can change shape without the view reaching into them."""
from __future__ import annotations

from . import board as _board
from .data import FACTIONS, KIWI, MAORI, POSSUM, SETTLER
from .game import HIDDEN
from .steps import AMOUNT, KIND, LOCK, NEEDS, REMAINING, SLOT_OF, SPECIES

__all__ = ["FACTIONS", "KIWI", "MAORI", "POSSUM", "SETTLER", "HIDDEN", "AMOUNT", "KIND", "LOCK",
           "NEEDS", "REMAINING", "SLOT_OF", "SPECIES", "LAND", "is_ranger", "ranger_from",
           "has_railway", "kauri_pool", "needs_met", "is_mine", "tapu_covers", "network_regions",
           "supplies", "facts", "legacy_state", "faction_of_card", "faction_of_legacy", "score_rule", "settlers_in"]

LAND = _board.LAND          # the 25 land regions' ids (0 is the volcano)


def is_ranger(d, obs) -> bool:
    """The Settler is a Ranger (else a Lumberjack) at this Conscience."""
    return _board.is_ranger(d, obs)


def ranger_from(d, players: int) -> int:
    """The first Conscience space where the Settler is a Ranger (another one with 2 players)."""
    g = d.game
    return g.two_players.ranger_from if players < 3 else g.conscience.ranger_from


def has_railway(obs) -> bool:
    """The Settler's Railway legacy: floods no longer cut his roads."""
    return _board.has(obs, SETTLER, "railway")


def kauri_pool(d, obs) -> int:
    """Kauris waiting on the South Island."""
    return _board.kauri_pool(d, obs)


def needs_met(d, obs, needs: str) -> bool:
    """A card action's prerequisite (none, lumberjack, ranger, treaty) holds now."""
    return _board.needs_met(d, obs, needs)


def is_mine(obs, faction: int, r: int) -> bool:
    """Region r holds one of `faction`'s pawns."""
    return 0 <= faction < len(FACTIONS) and _board.is_mine(obs, faction, r)


def tapu_covers(d, obs, r: int) -> bool:
    return _board.tapu_covers(d, obs, r)


def network_regions(d, obs) -> set:
    """Every region touched by a road."""
    return _board.network_regions(d, obs)


def settlers_in(obs, r: int) -> int:
    return sum(1 for x in obs.settlers if x == r)


def supplies(d, obs, f: int) -> list[tuple[str, int, str]]:
    """What a faction has left to use or has gathered: (icon, count, string key) per item."""
    comp = d.game.components
    if f == KIWI:
        return [("kiwi", _board.kiwi_supply(d, obs), "sup_kiwi"),
                ("flood", _board.flood_supply(d, obs), "sup_flood"),
                ("reserve", comp.reserve - sum(obs.reserve), "sup_reserve")]
    if f == POSSUM:
        return [("possum", _board.possum_supply(d, obs), "sup_possum"),
                ("epidemic", 0 if obs.epidemic else 1, "sup_epidemic")]
    if f == SETTLER:
        return [("kauri", obs.settler_kauri, "sup_kauri_board"),
                ("possum", obs.settler_possum, "sup_possum_board"),
                ("road", _board.road_supply(d, obs), "sup_road"),
                ("poison", comp.poison - sum(obs.poison), "sup_poison")]
    return [("temple", _board.whare_supply(d, obs), "sup_whare"), ("kiwi", obs.maori_kiwi, "sup_kiwi_board"),
            ("possum", obs.maori_possum, "sup_possum_board_m")]


def facts(d, obs) -> dict:
    """The facts a frame of the board shows, derived once per observation."""
    return {"ranger": is_ranger(d, obs), "ranger_from": ranger_from(d, obs.players),
            "railway": has_railway(obs), "kauri_pool": kauri_pool(d, obs),
            "needs_met": {n: needs_met(d, obs, n) for n in ("none", "lumberjack", "ranger", "treaty")},
            "supplies": [supplies(d, obs, f) for f in range(obs.players)]}


def legacy_state(obs, f: int, key: str) -> str:
    """'claimed', 'cursed' (by the Huia) or 'free'."""
    return "claimed" if key in obs.claimed[f] else "cursed" if obs.curse[f] == key else "free"


def faction_of_card(d, cid) -> int:
    return FACTIONS.index(d.cards[cid].faction)


def faction_of_legacy(d, key) -> int:
    return FACTIONS.index(d.legacies[key].faction)


def score_rule(d, players: int, f: int) -> tuple[str, dict]:
    """How faction f scores in a game of `players`: a string key and its numbers."""
    g, sc = d.game, d.game.scoring
    two = players == 2
    if f == KIWI:
        return "score_kiwi", {"v": g.two_players.kiwi_on_map if two else sc.kiwi_on_map}
    if f == POSSUM:
        v = g.two_players.possum_on_map if two else sc.possum_on_map
        n = g.three_players.possum_uncounted if players == 3 else 0
        return ("score_possum_3p", {"v": v, "n": n}) if n else ("score_possum", {"v": v})
    if f == SETTLER:
        if two:
            return "score_settler_2p", {}
        return "score_settler", {"k": sc.settler_kauri, "p": sc.settler_possum}
    return "score_maori", {"w": sc.maori_whare, "mana": d.legacies["mana"].amount, "k": sc.maori_kiwi,
                           "p": sc.maori_possum}
