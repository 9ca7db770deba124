"""The bench's §9.3 balance table: its figures and the goals it reports missed."""
from engine.habitat.balance import balance, off_target, resource_eaters
from tests.habitat.helpers import DECK, GAME


def test_resource_eaters_count_species_and_ranks():
    eaters = resource_eaters(DECK)
    assert len(eaters) == 8
    # Eggs: Brook Trout (3), Raccoon (5), Coyote (6)
    assert eaters["eggs"] == (3, 3)


def test_a_row_has_every_figure_and_sums_to_the_games():
    row = balance(GAME, 2, 2, "random", seed0=5)
    assert row["games"] == 2 and len(row["seat_win_share"]) == 2
    assert abs(sum(row["seat_win_share"]) - 1.0) < 1e-9
    assert 0 <= row["territory_share_of_turns"] <= 1 and row["rounds_median"] > 0
    assert set(row["event_use"]) == {"disease", "wildfire", "spring", "pollution", "winter", "abundance",
                                     "migration", "renewal", "niche", "population_boom"}
    for frac in row["event_use"].values():
        played, drawn = map(int, frac.split("/"))
        assert played <= drawn <= 2


def test_off_target_names_each_missed_goal():
    row = {"players": 4, "rounds_median": 5.75, "cap_share": 0.1, "territory_share_of_turns": 0.36,
           "seat_win_share": [0.125, 0.3, 0.325, 0.25], "event_use": {"spring": "1/10", "niche": "5/10"}}
    missed = off_target(row)
    assert missed == ["median length 5.75 rounds (goal 8-15 at 4 players)", "safety cap in 10% of games",
                      "Territory 36% of turns", "first player wins 12%",
                      "spring played in 1/10 games where drawn"]
    row.update(rounds_median=10, cap_share=0.0, territory_share_of_turns=0.1,
               seat_win_share=[0.26, 0.24, 0.25, 0.25], event_use={"spring": "3/10"})
    assert off_target(row) == []


def test_a_run_written_game_by_game_gives_the_same_row(tmp_path):
    import io
    from engine.habitat.balance import summarize
    out = io.StringIO()
    row = balance(GAME, 3, 2, "random", seed0=7, out=out)
    lines = out.getvalue().splitlines()
    assert len(lines) == 3
    path = tmp_path / "games.jsonl"
    path.write_text("\n".join(lines + lines[:1]) + "\n")   # a seed written twice counts once
    assert summarize(DECK, [str(path)]) == [row]


def test_a_gzipped_run_reads_as_the_plain_one(tmp_path):
    import gzip
    import io
    from engine.habitat.balance import summarize
    out = io.StringIO()
    row = balance(GAME, 2, 2, "random", seed0=11, out=out)
    plain, packed = tmp_path / "games.jsonl", tmp_path / "more.jsonl.gz"
    lines = out.getvalue().splitlines()
    plain.write_text(lines[0] + "\n")
    with gzip.open(packed, "wt", encoding="utf-8") as f:
        f.write(lines[1] + "\n")
    assert summarize(DECK, [str(plain), str(packed)]) == [row]
