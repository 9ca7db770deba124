"""The balance goals of the rules digest §14.5, from AI self-play (engine/earth/bench.py).

Per game (`facts`): the first player, each fauna objective on the board and whether a player
met it, each ecosystem in play and whether it scored for a player, and each player's opening
hand with the cards that reached a winner's tableau. Over games (`goal_table`): seat win shares
(seat 0 = the first player; a shared win counts as a fraction), the share of games in which
each fauna objective was met and each ecosystem scored, and for every card the share of the
players who held it in their opening hand that won with it in their tableau. `margins` gives
the close finishes: games won by 7 VP or less, and games the finisher won by 7 VP or less
(the bonus alone decided them). The goals are §14.5 as restated on 2026-11-27.
"""
from __future__ import annotations

from collections import Counter, defaultdict

from .measures import Board, score
from .state import GAIA

GOALS = {"winning_score": (170, 270), "turns": (22, 34), "action_share": (0.15, 0.35),
         "seat_tolerance": 0.05, "bonus_decides_max": 0.10, "empty_piles_max": 0.10,
         "fauna_met_min": 0.25, "eco_scored_min": 0.50, "opening_card_max": 0.30}
BONUS = 7   # the finisher's bonus
FEW = 5   # an opening card held fewer times than this is not judged


def opening_hands(s) -> list:
    """The hands as play begins (after the island's draw and compost)."""
    return [list(h) for h in s.hands]


def facts(d, s, opening, winners) -> dict:
    """What one finished game says about the §14.5 goals (plain data: it crosses processes)."""
    fauna = {d.fauna_by_id[i].faces[f].name.get("en"): any(p != GAIA for p in s.leaves[slot])
             for slot, (i, f) in enumerate(s.fauna)}
    eco = {}
    for p in range(s.players):
        b = Board(d, s, p)
        for k in list(s.shared_eco) + ([s.eco[p]] if s.eco[p] is not None else []):
            name = d.eco_by_id[k[0]].faces[k[1]].name.get("en")
            eco[name] = eco.get(name, False) or score(b, d.eco_score[k]) > 0
    held = [(d.names[c].get("en"), p in winners and c in s.grid[p].values())
            for p, hand in enumerate(opening or []) for c in hand]
    return {"first": s.first, "fauna_met": fauna, "eco_scored": eco, "opening": held}


def shares(flags: list) -> dict:
    """{name: (games where true, games where present)} from per-game {name: bool}."""
    seen, true = Counter(), Counter()
    for f in flags:
        for name, ok in f.items():
            seen[name] += 1
            true[name] += ok
    return {name: (true[name], seen[name]) for name in sorted(seen)}


def margins(res: list) -> dict:
    """Share of games won by BONUS VP or less (winner over the best other player; a tie is a
    margin of 0), and share the finisher won by BONUS VP or less (without the bonus they would
    not have won alone). A game nobody finished counts in the first share only."""
    close = decided = 0
    for r in res:
        top = max(r["totals"])
        others = [t for p, t in enumerate(r["totals"]) if p != r["winners"][0]]
        close += top - max(others, default=0) <= BONUS
        fin = r["bonus"]
        if fin is not None and fin >= 0 and fin in r["winners"]:
            rest = max((t for p, t in enumerate(r["totals"]) if p != fin), default=0)
            decided += r["totals"][fin] - rest <= BONUS
    n = max(1, len(res))
    return {"close_games": round(close / n, 3), "bonus_decides": round(decided / n, 3)}


def goal_table(res: list, players: int) -> dict:
    """Seat win shares, fauna, ecosystems and opening cards over finished games."""
    seat = [0.0] * players
    for r in res:
        for w in r["winners"]:
            seat[(w - r["first"]) % players] += 1 / len(r["winners"])
    held = defaultdict(lambda: [0, 0])
    for r in res:
        for name, won in r["opening"]:
            held[name][0] += won
            held[name][1] += 1
    judged = {n: (w, h) for n, (w, h) in held.items() if h >= FEW}
    top = max(judged.items(), key=lambda kv: kv[1][0] / kv[1][1], default=(None, (0, 1)))
    return {"seat_win_share": [round(w / max(1, len(res)), 3) for w in seat], **margins(res),
            "fauna_met": shares([r["fauna_met"] for r in res]),
            "eco_scored": shares([r["eco_scored"] for r in res]),
            "opening_cards_judged": len(judged),
            "opening_card_top": [top[0], top[1][0], top[1][1]]}


def off_target(row: dict, players: int) -> list:
    """The §14.5 goals this table misses, in words (for the bench printout)."""
    lo, hi = GOALS["winning_score"]
    out = [] if lo <= row["winning_score_median"] <= hi else [f"winning score median {row['winning_score_median']}"]
    lo, hi = GOALS["turns"]
    out += [] if lo <= row["turns_mean"] <= hi else [f"{row['turns_mean']} turns on average"]
    if row["empty_piles"] >= GOALS["empty_piles_max"]:
        out.append(f"{row['empty_piles']:.0%} of games ended on empty piles")
    lo, hi = GOALS["action_share"]
    out += [f"{c} chosen in {x:.0%} of turns" for c, x in row["action_share"].items() if not lo <= x <= hi]
    if row["bonus_decides"] > GOALS["bonus_decides_max"]:
        out.append(f"the finisher won by {BONUS} VP or less in {row['bonus_decides']:.0%} of games")
    for k, w in enumerate(row["seat_win_share"]):
        if abs(w - 1 / players) > GOALS["seat_tolerance"]:
            out.append(f"seat {k + 1} wins {w:.0%}")
    lo = GOALS["fauna_met_min"]
    out += [f"{n} met in {t}/{g} games" for n, (t, g) in row["fauna_met"].items() if t / g < lo]
    lo = GOALS["eco_scored_min"]
    out += [f"{n} scored in {t}/{g} games" for n, (t, g) in row["eco_scored"].items() if t / g < lo]
    name, won, held = row["opening_card_top"]
    if name is not None and won / held > GOALS["opening_card_max"]:
        out.append(f"{name} won {won} of the {held} times it was in an opening hand")
    return out
