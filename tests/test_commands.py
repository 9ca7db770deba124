"""The command-line subcommands: score, bench (quick, tiny) and smoke."""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "gamedata", "cascadia", "example_position.json")


def run(*args, timeout=300):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=ROOT)


def test_score_command_prints_the_breakdown_as_json():
    from engine.cascadia.position import score_position
    out = run("score", "cascadia", EXAMPLE)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    with open(EXAMPLE) as f:
        assert result == json.loads(json.dumps(score_position(json.load(f))))
    assert result["total"] == sum(result["points"].values())


def test_score_command_explains_bad_input(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"tiles": [')
    out = run("score", "cascadia", str(bad))
    assert out.returncode == 1 and "not valid JSON" in out.stderr
    bad.write_text('{"bad": 1}')
    out = run("score", "cascadia", str(bad))
    assert out.returncode == 1 and "unknown key" in out.stderr
    out = run("score", "chess", EXAMPLE)
    assert out.returncode == 2 and "unknown game" in out.stderr
    out = run("score", "cascadia", str(tmp_path / "missing.json"))
    assert out.returncode == 1 and "cannot be read" in out.stderr


def test_bench_prints_one_json_object_per_game():
    out = run("bench", "--game", "cascadia", "--quick", "--json", "--only", "random_games_per_s,ai_ms")
    assert out.returncode == 0, out.stderr
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["game"] == "cascadia"
    assert line["random_games_per_s"]["value"] > 0
    assert set(line["ai_ms"]) == {"easy", "normal", "hard"}


def test_smoke_command_passes():
    out = run("smoke", timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "smoke ok" in out.stdout


def test_unknown_arguments_print_usage_and_exit_2(capsys):
    from main import main
    assert main(["--fullscreen"]) == 2
    assert main(["notes.txt"]) == 2
    err = capsys.readouterr().err
    assert "unknown arguments: --fullscreen" in err and "Subcommands" in err


def test_a_save_path_opens_that_game(app, tmp_home):
    from engine.core import saves
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.scenes.menu import MainMenu
    from ui.scenes.opening import open_save
    from ui.scenes.play import PlayScene
    g = GAMES["pebbles"]
    m = Match.new(g, {"players": 2}, 4, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    m.play(g.legal_actions(m.state)[0])
    path = saves.new_save_path("pebbles")
    saves.save_match(m, path, None)
    app.push(MainMenu(app))
    assert open_save(app, path)
    assert isinstance(app.top, PlayScene) and app.top.match.actions == m.actions
