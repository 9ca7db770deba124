"""The facts a feat may test, from a finished match (the record the results screen and the replay
use): who won, the total and every scoring category, plus the game's own facts (Game.feat_facts)."""
from __future__ import annotations

from functools import cache

GENERAL = ("won", "contested", "total", "rank", "margin", "players", "seat", "games_before", "human_players")


def category_fact(category: str) -> str:
    return f"points_{category}"


def contested(sheet) -> bool:
    """Whether the game could be won or lost: another seat, or an automated rival on the score
    sheet (Earth's Gaia). A solo game with no rival (Cascadia's) is a score, never a win."""
    return len(sheet.totals) > 1 or sheet.rival is not None


def outcome(sheet, player: int) -> tuple[bool, int, int]:
    """(won, rank from 1, margin over the best other side or the rival) of `player`; a game with no
    one to beat is not won, ranks first and has no margin."""
    totals = sheet.totals
    if not contested(sheet):
        return False, 1, 0
    if sheet.rival is not None and len(totals) == 1:      # solo: beat the automated rival
        margin = totals[0] - sheet.rival_total
        return margin > 0, 1 if margin > 0 else 2, margin
    winners = sheet.winners()
    mine = sheet.rank_key(player)
    rank = 1 + sum(sheet.rank_key(q) > mine for q in range(len(totals)))
    others = [t for q, t in enumerate(totals) if q != player]
    margin = totals[player] - max(others) if others else totals[player]
    return player in winners, rank, margin


def facts_of(match, player: int, games_before: int = 0) -> dict:
    """Every fact of `player`'s finished game, by name (whole numbers; yes/no as 1/0). `seat` counts
    from 1 (where seats are roles, Kauri's factions, it names the role); `contested` is 0 for a
    solo game with no rival (neither won nor lost)."""
    g, s = match.game, match.state
    sheet = g.scores(s)
    won, rank, margin = outcome(sheet, player)
    out = {"won": int(won), "contested": int(contested(sheet)), "total": sheet.totals[player], "rank": rank,
           "margin": margin, "players": len(match.seats), "seat": player + 1, "games_before": games_before,
           "human_players": sum(not seat.is_ai for seat in match.seats)}
    for cat in sheet.categories:
        out[category_fact(cat)] = int(sheet.table[player].get(cat, 0))
    out.update({k: int(v) for k, v in g.feat_facts(s, player).items()})
    return out


@cache
def known_facts(game) -> frozenset:
    """Every fact name a feat of `game` may use: the general ones, one per scoring category (read
    from a set-up game's score sheet) and the game's own."""
    state = game.setup(game.default_options(game.min_players), 0)
    cats = game.scores(state).categories
    return frozenset(GENERAL) | {category_fact(c) for c in cats} | set(game.feat_fact_names())
