"""The balance table of the rules digest §9.3, from AI self-play (selfplay.py; printed by
bench.py, which imports this module, never the other way).

For N-player games: median length in rounds, the safety cap's share, every seat's win share
(seat 0 = the first player; a shared win counts as a fraction), Territory's share of turns,
each event's use (games where it was played / games where it was drawn), the species seen
in a winning Habitat, and each Resource's eaters (a property of the deck alone).
"""
from __future__ import annotations

import gzip
import json
import statistics
from collections import Counter

from .data import RESOURCE, SPECIES
from .selfplay import play_game

GOALS = {"rounds_median": (8, 15), "cap_share_max": 0.05, "territory_share": (0.05, 0.20),
         "first_seat_tolerance": 0.05, "event_use_min": 0.30}


def resource_eaters(deck) -> dict:
    """Resource type -> (species types eating it, distinct ranks among them)."""
    out = {}
    for r in range(deck.n):
        if deck.kind[r] != RESOURCE or deck.type_id[r] in out:
            continue
        eaters = {deck.type_id[c]: deck.rank[c] for c in range(deck.n)
                  if deck.kind[c] == SPECIES and deck.foods[c] >> deck.res_type[r] & 1}
        out[deck.type_id[r]] = (len(eaters), len(set(eaters.values())))
    return out


def species_types(deck) -> list:
    return sorted({deck.type_id[c] for c in range(deck.n) if deck.kind[c] == SPECIES})


def event_types(deck) -> list:
    return sorted({deck.type_id[c] for c in range(deck.n) if deck.kind[c] == 2})


def game_record(game, players: int, level: str, seed: int) -> dict:
    """One seeded self-play game, as the table needs it (a JSON-able line for `--out`)."""
    deck = game.deck
    seen = set()
    s, _, kinds = play_game(game, [level] * players, seed, seen=seen)
    habitat = set()
    if s.end_reason == "habitat":
        habitat = {deck.type_id[c] for w in s.winners for ch in s.tables[w] for c in ch
                   if deck.kind[c] == SPECIES}
    return {"players": players, "level": level, "seed": seed, "turns": s.turn,
            "territory": kinds["territory"], "cap": s.end_reason == "cap",
            "win_seats": [(w - s.first) % players for w in s.winners],
            "drawn": sorted({deck.type_id[c] for c in seen}),
            "played": sorted(k.split(":", 1)[1] for k in kinds if k.startswith("event:")),
            "in_habitat": sorted(habitat)}


def table_row(deck, records: list) -> dict:
    """The §9.3 row of some games of one player count and level."""
    players, games = records[0]["players"], len(records)
    rounds = sorted(r["turns"] / players for r in records)
    seat_wins = [0.0] * players
    drawn, played, in_habitat = Counter(), Counter(), Counter()
    for r in records:
        for k in r["win_seats"]:
            seat_wins[k] += 1.0 / len(r["win_seats"])
        drawn.update(r["drawn"])
        played.update(set(r["played"]))
        in_habitat.update(r["in_habitat"])
    return {
        "games": games, "players": players, "level": records[0]["level"],
        "rounds_median": statistics.median(rounds),
        "rounds_quartiles": [rounds[games // 4], rounds[3 * games // 4]],
        "cap_share": round(sum(r["cap"] for r in records) / games, 3),
        "seat_win_share": [round(w / games, 3) for w in seat_wins],
        "territory_share_of_turns": round(sum(r["territory"] for r in records)
                                          / max(1, sum(r["turns"] for r in records)), 3),
        "event_use": {e: f"{played[e]}/{drawn[e]}" for e in event_types(deck)},
        "species_never_in_a_winning_habitat": [x for x in species_types(deck) if not in_habitat[x]],
        "resources_short_of_3_species_at_2_ranks": [
            r for r, (n, k) in resource_eaters(deck).items() if n < 3 or k < 2],
    }


def balance(game, games: int, players: int, level: str, seed0: int = 0, out=None) -> dict:
    """The row of `games` seeded games; `out` (an open text file) gets each game as a JSON line
    as it ends, so a long run cut short still counts (`bench balance --summarize`)."""
    records = []
    for g in range(games):
        records.append(game_record(game, players, level, seed0 + g))
        if out is not None:
            out.write(json.dumps(records[-1]) + "\n")
            out.flush()
    return table_row(game.deck, records)


def summarize(deck, paths: list) -> list:
    """One row per (level, player count) of the games written by `--out` into `paths` (a file
    ending in .gz is read through gzip: the runs kept in the repo are stored so)."""
    groups = {}
    for path in paths:
        opener = gzip.open if str(path).endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    groups.setdefault((r["level"], r["players"]), {})[r["seed"]] = r   # a seed once
    return [table_row(deck, list(rs.values())) for _, rs in sorted(groups.items())]


def off_target(row: dict) -> list:
    """The §9.3 goals this table row misses, in words (for the bench printout)."""
    out = []
    lo, hi = GOALS["rounds_median"]
    if row["players"] == 4 and not lo <= row["rounds_median"] <= hi:
        out.append(f"median length {row['rounds_median']} rounds (goal {lo}-{hi} at 4 players)")
    if row["cap_share"] >= GOALS["cap_share_max"]:
        out.append(f"safety cap in {row['cap_share']:.0%} of games")
    lo, hi = GOALS["territory_share"]
    if not lo <= row["territory_share_of_turns"] <= hi:
        out.append(f"Territory {row['territory_share_of_turns']:.0%} of turns")
    first = row["seat_win_share"][0]
    if abs(first - 1 / row["players"]) > GOALS["first_seat_tolerance"]:
        out.append(f"first player wins {first:.0%}")
    for e, frac in row["event_use"].items():
        p, d = map(int, frac.split("/"))
        if d and p / d < GOALS["event_use_min"]:
            out.append(f"{e} played in {frac} games where drawn")
    return out
