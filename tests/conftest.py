import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.registry import GAMES  # noqa: E402

# The test-only game: proves the framework; never shipped.
GAMES.register("pebbles", "tests.toygame:Pebbles")


import pytest  # noqa: E402


@pytest.fixture
def tmp_home(tmp_path, monkeypatch):
    """Saves and settings go to a temp dir."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def app(tmp_home):
    """The real App on the dummy video driver, English, AI moves without delay."""
    from ui.app import App
    from ui.settings import Settings
    a = App(Settings(language="en", ai_speed="instant"))
    yield a
    a.shutdown()
