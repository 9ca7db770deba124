"""Earth's own bench figures (python main.py bench --game earth; printed, never asserted).

extra(games, quick, jobs) adds:
  solo_vs_gaia         per AI level and Gaia level: share of seeded solo games the AI wins
                       (its total above Gaia's), with mean scores
  game_seconds         seconds for one whole 4-player game, every seat at one level
  endings              2-player normal games: how each ended (completed tableau, both piles
                       empty, safety cap) and the share of each action colour chosen
  team_board           team games (4 players): a normal team that uses the team board against a
                       normal team that never does; its share of wins (goal >= 0.6 over 100 games)

From the command line (section 14.5's balance goals, any player count and level):
  python -m engine.earth.bench balance --players 4 --level hard --games 3
  python -m engine.earth.bench solo --level hard --gaia expert --games 20 [--seed 40020]
  python -m engine.earth.bench extra --games 8
  python -m engine.earth.bench team --games 100 --level normal   (issue 34 item 2: >= 60%)
  python -m engine.earth.bench versus --level hard,normal --games 200   (a line per game on stderr)
"""
from __future__ import annotations

import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from . import balance as balance_goals

GAIA_LEVELS = ("easy", "medium", "hard", "expert")


def _game():
    from engine.registry import GAMES
    return GAMES["earth"]


def play(players, seed, levels, gaia="medium", mode="standard", teams=False):
    """One seeded game; returns totals, Gaia's total, how it ended, actions, seconds."""
    from engine.ai.seats import play_out
    game = _game()
    opts = game.default_options(players)
    opts["mode"] = mode
    if players == 1:
        opts["gaia"] = gaia
    if teams:
        opts["teams"] = "on"
    s = game.setup(opts, seed)
    acts: Counter = Counter()
    opening = []
    t0 = time.perf_counter()

    def watch(state, p, a, seconds, forced, cpu):
        if not opening and state.phase != "setup":
            opening.append(balance_goals.opening_hands(state))
        if a[0] == "action" and state.tasks[-1][0] == "choose":
            acts[a[1]] += 1

    play_out(game, s, list(levels), f"earth-{players}-{seed}", watch)   # as the app plays
    sheet = game.scores(s)
    end = "complete" if s.bonus is not None and s.bonus >= 0 else (
        "capped" if s.capped else ("gaia_deck" if players == 1 else "piles_empty"))
    return {"totals": sheet.totals, "gaia": sheet.gaia_total, "end": end, "actions": dict(acts),
            "seconds": time.perf_counter() - t0, "rounds": s.round, "winners": sheet.winners(),
            "bonus": s.bonus, **balance_goals.facts(game.data, s, opening and opening[0], sheet.winners())}


def _star(args):
    return play(*args)


def _run(jobs, tasks):
    if jobs <= 1:
        return [_star(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as ex:
        return list(ex.map(_star, tasks))


def solo_vs_gaia(games, jobs, levels=("easy", "normal", "hard"), gaias=GAIA_LEVELS, base=40_000) -> dict:
    """Seeds base .. base+games-1 for every pair (a run can be continued from base+games)."""
    out = {}
    for lv in levels:
        for g in gaias:
            res = _run(jobs, [(1, base + k, [lv], g) for k in range(games)])
            wins = sum(1 for r in res if r["totals"][0] > r["gaia"])
            out[f"{lv}_vs_{g}"] = {"win_rate": round(wins / len(res), 3), "games": len(res),
                                   "ai_mean": round(statistics.mean(r["totals"][0] for r in res), 1),
                                   "gaia_mean": round(statistics.mean(r["gaia"] for r in res), 1),
                                   "capped": sum(r["end"] == "capped" for r in res)}
    return out


def endings(games, jobs) -> dict:
    return balance(2, games, "normal", jobs, 50_000)


def balance(players, games, level, jobs=1, base=60_000) -> dict:
    """Seeded games with every seat at one level: section 14.5's figures (rounds, endings, action
    shares, winning score, the finisher's wins, seats, fauna, ecosystems, opening cards) and the
    goals they miss."""
    res = _run(jobs, [(players, base + k, [level] * players) for k in range(games)])
    acts: Counter = Counter()
    for r in res:
        acts.update(r["actions"])
    n = sum(acts.values()) or 1
    done = [r for r in res if r["end"] == "complete"]
    row = {"games": len(res), "ends": dict(Counter(r["end"] for r in res)),
           "action_share": {k: round(v / n, 3) for k, v in sorted(acts.items())},
           "turns_mean": round(statistics.mean(sum(r["actions"].values()) for r in res), 1),
           "turns": [min(sum(r["actions"].values()) for r in res), max(sum(r["actions"].values()) for r in res)],
           "rounds_mean": round(statistics.mean(r["rounds"] for r in res), 1),
           "rounds": sorted(r["rounds"] for r in res),
           "seconds_mean": round(statistics.mean(r["seconds"] for r in res), 1),
           "winning_score_median": statistics.median(max(r["totals"]) for r in res),
           "empty_piles": round(sum(r["end"] == "piles_empty" for r in res) / len(res), 3),
           "finisher_wins": round(sum(r["bonus"] in r["winners"] for r in done) / max(1, len(done)), 2),
           **balance_goals.goal_table(res, players)}
    row["off_target"] = balance_goals.off_target(row, players)
    return row


def team_play(seed, level, board_team):
    """One team game: `board_team` (0: seats 1-2, 1: seats 3-4) at `level`, the other team at
    the same level but never using the team board."""
    levels = [level if q // 2 == board_team else f"{level}_no_board" for q in range(4)]
    r = play(4, seed, levels, teams=True)
    return {**r, "board_team": board_team}


def _team_star(args):
    return team_play(*args)


class _Inline:
    """One process: map in this one, as a context like ProcessPoolExecutor."""
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def map(fn, items):
        return map(fn, items)


def team(games=100, jobs=1, level="normal", base=70_000, watch=None) -> dict:
    """Item 2 of issue 34: a team that uses the team board against a team of the same AI that
    never does, each team on each side in turn; a shared win counts half. watch(result) is
    told each game as it ends (a long run shows its progress)."""
    tasks = [(base + k, level, k % 2) for k in range(games)]
    res = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else _Inline() as ex:
        for r in ex.map(_team_star, tasks):
            res.append(r)
            if watch is not None:
                watch(r)
    wins = 0.0
    for r in res:
        ours = {2 * r["board_team"], 2 * r["board_team"] + 1}
        wins += len(ours & set(r["winners"])) / len(r["winners"])
    def team_total(r, t):
        return r["totals"][2 * t] + r["totals"][2 * t + 1]
    return {"games": len(res), "level": level, "board_team_wins": round(wins / len(res), 3),
            "board_team_mean": round(statistics.mean(team_total(r, r["board_team"]) for r in res), 1),
            "no_board_mean": round(statistics.mean(team_total(r, 1 - r["board_team"]) for r in res), 1),
            "seconds_mean": round(statistics.mean(r["seconds"] for r in res), 1),
            "goal": ">= 0.6"}


def versus(a, b, games=200, jobs=1, base=20_000, watch=None) -> dict:
    """Two-player games of level a against level b, seats alternated game by game as in
    `main.py bench`'s ai_win_rate (seeds from 20000); a shared win counts half. watch(k, a's
    seat, result) is told each game as it ends, so a cut run still counts its games."""
    tasks = [(2, base + k, [a, b] if k % 2 == 0 else [b, a]) for k in range(games)]
    wins, mine, theirs = 0.0, [], []
    with ProcessPoolExecutor(jobs) if jobs > 1 else _Inline() as ex:
        for k, r in enumerate(ex.map(_star, tasks)):
            seat = k % 2
            wins += (seat in r["winners"]) / len(r["winners"])
            mine.append(r["totals"][seat])
            theirs.append(r["totals"][1 - seat])
            if watch is not None:
                watch(k, seat, r)
    return {f"{a}_vs_{b}": round(wins / games, 3), "games": games, f"{a}_mean": round(statistics.mean(mine), 1),
            f"{b}_mean": round(statistics.mean(theirs), 1), "first_seed": base}


def extra(games, quick, jobs=1, only=None) -> dict:
    """Earth's figures; `only` (names) computes just those (team_board: --only team_board)."""
    def wanted(name):
        return not only or name in only

    n = 2 if quick else max(4, games // 2)
    out = {}
    if wanted("solo_vs_gaia"):
        out["solo_vs_gaia"] = solo_vs_gaia(n, jobs)
    if wanted("endings"):
        out["endings"] = endings(n, jobs)
    if wanted("game_seconds_4p"):
        secs = {}
        for lv in ("normal", "hard"):
            r = play(4, 60_000, [lv] * 4)
            secs[lv] = {"seconds": round(r["seconds"], 1), "end": r["end"], "rounds": r["rounds"]}
        out["game_seconds_4p"] = secs
    if wanted("team_board"):        # issue 34's figure is 100 games: --games 100 --only team_board
        out["team_board"] = team(2 if quick else games, jobs)
    return out


def _progress(r):
    """One line per team game on stderr: seed side, team totals, the board team's result."""
    import sys
    ours = r["board_team"]
    totals = [r["totals"][0] + r["totals"][1], r["totals"][2] + r["totals"][3]]
    won = {2 * ours, 2 * ours + 1} <= set(r["winners"])
    print(f"board team {ours + 1}: {totals[ours]} vs {totals[1 - ours]} {'won' if won else 'lost'}",
          file=sys.stderr, flush=True)


def _versus_line(k, seat, r):
    """One line per game on stderr: its seed, both totals, the first level's result."""
    import sys
    won = "won" if r["winners"] == [seat] else ("tied" if seat in r["winners"] else "lost")
    print(f"seed +{k}: {r['totals'][seat]} vs {r['totals'][1 - seat]} {won}", file=sys.stderr, flush=True)


def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(prog="python -m engine.earth.bench")
    ap.add_argument("what", choices=("balance", "solo", "extra", "team", "versus"))
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--level", default=None, help="balance, solo: hard; team: normal; versus: hard,normal")
    ap.add_argument("--gaia", default=",".join(GAIA_LEVELS))
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=None, help="first seed (solo: 40000, balance: 60000)")
    a = ap.parse_args(argv)
    if a.what == "balance":
        print(balance(a.players, a.games, a.level or "hard", a.jobs, 60_000 if a.seed is None else a.seed))
    elif a.what == "solo":
        print(solo_vs_gaia(a.games, a.jobs, tuple((a.level or "hard").split(",")), tuple(a.gaia.split(",")),
                           40_000 if a.seed is None else a.seed))
    elif a.what == "team":
        print(team(a.games, a.jobs, a.level or "normal", 70_000 if a.seed is None else a.seed, _progress))
    elif a.what == "versus":
        first, second = (a.level or "hard,normal").split(",")
        print(versus(first, second, a.games, a.jobs, 20_000 if a.seed is None else a.seed, _versus_line))
    else:
        print(extra(a.games, False, a.jobs))


if __name__ == "__main__":
    main()
