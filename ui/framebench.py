"""UI figures for the bench: frame time, start-up time and peak memory of the app."""
from __future__ import annotations

import functools
import json
import os
import random
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mid_game_match(name: str, seed: int = 11):
    """A seeded match half-way through, with a human at seat 0 (so legal moves are drawn)."""
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    game = GAMES[name]
    n = max(game.min_players, min(2, game.max_players))
    seats = [Seat("human", name="Ann")] + [Seat("human", name=f"P{i + 1}") for i in range(1, n)]
    m = Match.new(game, game.default_options(n), seed, seats)
    rng = random.Random(seed)
    length = 0
    s = game.setup(m.options, seed)
    while game.to_move(s) is not None:
        game.apply(s, rng.choice(game.legal_actions(s)))
        length += 1
    rng = random.Random(seed)
    for _ in range(length // 2):
        m.play(rng.choice(game.legal_actions(m.state)))
    return m


def frame_ms(name: str, frames: int = 120) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ui.app import App
    from ui.scenes.play import PlayScene
    from ui.settings import Settings
    app = App(Settings(language="en"))
    m = mid_game_match(name)
    scene = PlayScene(app, m, None, None)
    scene.session.passed()          # the hand is shown: the board as its player sees it
    scene.viewer = m.to_move()
    scene.sync()
    app.push(scene)
    for _ in range(10):  # warm the caches, as a player's first second would
        app.draw()
    times = []
    for k in range(frames):
        app.mouse = (200 + (k * 7) % 600, 200 + (k * 5) % 400)
        t0 = time.perf_counter()
        app.draw()
        times.append((time.perf_counter() - t0) * 1000)
    app.shutdown()
    times.sort()
    return {"median": round(statistics.median(times), 2), "p90": round(times[int(0.9 * (len(times) - 1))], 2)}


def anim_frame_ms(name: str, steps: int = 8) -> dict:
    """Frame times while moves travel: from a mid-game position, seeded random steps are played
    (the board seen by one seat throughout) until `steps` of them animated; each animation's
    frames are drawn on a clock that advances 1/60 s a frame, as the app's loop runs them.
    Wall time (median, p90) and the drawing thread's CPU time (cpu_median, cpu_p90)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ui.app import App
    from ui.scenes.play import PlayScene
    from ui.settings import Settings
    app = App(Settings(language="en"))
    app.settings.motion = "full"
    m = mid_game_match(name)
    scene = PlayScene(app, m, None, None)
    scene.session.passed()
    scene.sync()
    app.push(scene)
    for _ in range(10):
        app.draw()
    rng, times, cpu, animated = random.Random(5), [], [], 0
    for _ in range(40 * steps):
        if animated >= steps or m.is_over():
            break
        scene.session._play(rng.choice(m.game.legal_actions(m.state)))    # the viewer stays
        scene.sync()
        timeline = scene.view.timeline
        if timeline is None:
            app.draw()
            continue
        animated += 1
        now = [0.0]
        timeline.clock, timeline.t0 = (lambda: now[0]), 0.0
        while timeline.running():
            app.mouse = (200 + len(times) * 7 % 600, 200 + len(times) * 5 % 400)
            t0, c0 = time.perf_counter(), time.thread_time()
            app.draw()
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            now[0] += 1 / 60
    app.shutdown()
    if not times:
        return {"error": "no step animated"}
    times.sort()
    cpu.sort()
    p90 = int(0.9 * (len(times) - 1))
    # the CPU time of the same frames: what the frame costs, without the waits of a busy machine
    return {"median": round(statistics.median(times), 2), "p90": round(times[p90], 2),
            "cpu_median": round(statistics.median(cpu), 2), "cpu_p90": round(cpu[p90], 2),
            "frames": len(times), "steps": animated}


def probe(argv) -> int:
    """Hidden subcommand: draw the main menu (and, with --game, a mid-game board), then print
    the time since interpreter start-up and this process's peak memory as JSON."""
    import resource
    if "--idle" in argv:
        k = argv.index("--idle")
        print(json.dumps({"idle_cpu_pct": idle_probe(argv[k + 1], float(argv[k + 2]))}), flush=True)
        return 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ui.app import App
    from ui.scenes.menu import MainMenu
    app = App()
    app.push(MainMenu(app))
    app.frame([], 0.016)
    menu_done = time.perf_counter()
    out = {"menu_drawn": menu_done}
    if "--game" in argv:
        from engine.ai import seats
        from ui.scenes.play import PlayScene
        name = argv[argv.index("--game") + 1]
        m = mid_game_match(name)
        app.push(PlayScene(app, m, None, None))
        for _ in range(30):
            app.frame([], 0.016)
        # one hard decision in the AI process, so its memory is measured too
        worker = app.worker()
        worker.ask(seats.request(m.game, m.state, m.to_move(), "hard", len(m.steps), "bench"))
        deadline = time.monotonic() + 60
        while worker.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        out["ai_process_peak_rss_mb"] = worker.memory_mb()
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    app.shutdown()
    print(json.dumps(out), flush=True)
    return 0


def probe_start_ms(cmd: list[str], env: dict, runs: int = 3) -> int:
    """Median ms from starting `cmd` (a `probe`) to its line saying the menu is drawn."""
    starts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
        line = p.stdout.readline()
        starts.append((time.perf_counter() - t0) * 1000)
        p.wait()
        json.loads(line)
    return round(statistics.median(starts))


SAVES_PER_GAME = 500


def fill_saves_folder(home: str, per_game: int = SAVES_PER_GAME) -> int:
    """Write `per_game` saves of every game under home/data (XDG_DATA_HOME), half of them
    finished, from a few seeded random games each; returns how many were written."""
    import shutil

    from engine.core import saves
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
    try:
        folder, written = saves.saves_dir(), 0
        for name in GAMES:
            game = GAMES[name]
            n = max(game.min_players, min(2, game.max_players))
            made = []
            for seed in range(1, 5):
                seats = [Seat("human", name="Ann")] + [Seat("ai", "normal", f"Bot {i}") for i in range(1, n)]
                m = Match.new(game, game.default_options(n), seed, seats)
                rng = random.Random(seed)
                stop = None if seed % 2 else 40       # two finished games, two under way
                while not m.is_over() and (stop is None or len(m.steps) < stop):
                    m.play(rng.choice(game.legal_actions(m.state)))
                made.append(os.path.join(folder, f"{name}-seed{seed}.json"))
                saves.save_match(m, made[-1])
            for k in range(per_game - len(made)):
                shutil.copyfile(made[k % len(made)], os.path.join(folder, f"{name}-copy{k}.json"))
            written += per_game
        return written
    finally:
        del os.environ["XDG_DATA_HOME"]


@functools.cache
def startup_figures() -> dict:
    """Start-up to the main menu with no save (startup_ms) and with SAVES_PER_GAME saves of
    every game (startup_ms_500_saves: once the index beside them is built, as at every start
    but the first; startup_ms_500_saves_first: the first start, which reads every header),
    each in a fresh temp data folder; once per bench run (the same for every game)."""
    import tempfile
    cmd = [sys.executable, os.path.join(ROOT, "main.py"), "probe"]
    out = {}
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   XDG_CONFIG_HOME=os.path.join(empty, "config"))
        count = fill_saves_folder(full)
        if hasattr(os, "sync"):
            os.sync()     # time the start-up, not the disk writing the saves just made
        out["startup_ms"] = probe_start_ms(cmd, dict(env, XDG_DATA_HOME=os.path.join(empty, "data")), runs=5)
        env["XDG_DATA_HOME"] = os.path.join(full, "data")
        out["startup_ms_500_saves_first"] = probe_start_ms(cmd, env, runs=1)
        out["startup_ms_500_saves"] = probe_start_ms(cmd, env, runs=5)
        out["startup_saves_in_folder"] = count
    out["startup_500_saves_ratio"] = round(out["startup_ms_500_saves"] / max(1, out["startup_ms"]), 2)
    return out


def startup_and_memory(name: str) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "probe", "--game", name],
                         env=env, capture_output=True, text=True, cwd=ROOT)
    result = dict(startup_figures())
    result.update(bundle_figures())
    try:
        probe_out = json.loads(out.stdout.strip().splitlines()[-1])
        result["peak_rss_mb"] = probe_out["peak_rss_mb"]
        result["ai_process_peak_rss_mb"] = probe_out.get("ai_process_peak_rss_mb")
    except (IndexError, ValueError, KeyError):
        result["peak_rss_mb"] = {"error": (out.stderr.strip().splitlines() or ["probe failed"])[-1]}
    return result


BUNDLE = os.path.join(ROOT, "dist", "Terrarium")


def tree_mb(folder: str) -> float:
    """Size on disk (allocated blocks) of every file under `folder`, in MiB."""
    total = sum(os.lstat(os.path.join(d, f)).st_blocks * 512 for d, _, files in os.walk(folder) for f in files)
    return round(total / 2**20, 1)


@functools.cache
def bundle_figures() -> dict:
    """Start-up of the built PyInstaller bundle (dist/Terrarium, the same `probe`), its size on
    disk, and the .deb's size if built; once per bench run (it is the same for every game)."""
    exe = os.path.join(BUNDLE, "Terrarium")
    if not os.path.isfile(exe):
        return {"bundle_startup_ms": {"skipped": "no bundle: python -m PyInstaller pyinstaller.spec"}}
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    try:
        out = {"bundle_startup_ms": probe_start_ms([exe, "probe"], env)}
    except (OSError, ValueError) as e:
        out = {"bundle_startup_ms": {"error": f"the bundle's probe failed ({e}); rebuild it"}}
    out["bundle_size_mb"] = tree_mb(BUNDLE)
    from engine.version import APP_VERSION
    deb = os.path.join(ROOT, "dist", f"terrarium_{APP_VERSION}_amd64.deb")
    if os.path.isfile(deb):
        out["deb_size_mb"] = round(os.path.getsize(deb) / 2**20, 1)
    return out


def idle_probe(where: str, seconds: float) -> float:
    """Run the real main loop for `seconds` on the main menu (where == "menu") or on a
    mid-game position waiting for the human; return the CPU % of one core it used."""
    import threading
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from ui.app import App
    from ui.scenes.menu import MainMenu
    from ui.settings import Settings
    app = App(Settings(language="en"))
    app.push(MainMenu(app))
    if where != "menu":
        from ui.scenes.play import PlayScene
        scene = PlayScene(app, mid_game_match(where), None, None)
        scene.session.passed()      # the board itself, waiting for its player's click
        app.push(scene)
    for _ in range(5):  # first frames draw and warm caches
        app.frame([], 0.016)
    timer = threading.Timer(seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    cpu0, t0 = time.process_time(), time.perf_counter()
    timer.start()
    app.run()
    return round(100 * (time.process_time() - cpu0) / (time.perf_counter() - t0), 1)


def idle_cpu_pct(name: str, seconds: float = 5.0) -> dict:
    """CPU of the app process over `seconds` of idling, each in a fresh process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = {}
    for where in ("menu", name):
        run = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "probe", "--idle", where,
                              str(seconds)], env=env, capture_output=True, text=True, cwd=ROOT)
        try:
            figure = json.loads(run.stdout.strip().splitlines()[-1])["idle_cpu_pct"]
            out["menu" if where == "menu" else "mid_game"] = figure
        except (IndexError, ValueError, KeyError):
            out[where] = {"error": (run.stderr.strip().splitlines() or ["probe failed"])[-1]}
    return out


def ui_figures(name: str, quick: bool, only=None) -> dict:
    """The UI's figures for `name`; `only` (a set of names) limits them: the start-up figures
    alone skip the frame, idle and memory probes."""
    if only and only <= {"startup_ms", "startup_ms_500_saves"}:
        return dict(startup_figures())
    if only == {"anim_frame_ms"}:
        return {"anim_frame_ms": anim_frame_ms(name)}
    out = {"frame_ms": frame_ms(name, 60 if quick else 200), "anim_frame_ms": anim_frame_ms(name, 4 if quick else 8),
           "idle_cpu_pct": idle_cpu_pct(name)}
    out.update(startup_and_memory(name))
    return out
