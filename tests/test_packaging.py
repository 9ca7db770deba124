"""Packaging: the one version number, the About box and menu corner, `smoke SAVE.json`, the .deb's
contents and MIME type, and the bench's bundle figures. (Installing the .deb for real is
packaging/check_deb.sh, run by .ci/run as root.)"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET

import pygame
import pytest

from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "packaging"))

import build_deb  # noqa: E402
from make_test_save import make_save  # noqa: E402

from engine import version  # noqa: E402

MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def pyproject_version() -> str:
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]["version"]


# ---- one version number -------------------------------------------------------------------

def test_the_version_is_pyprojects():
    assert version.APP_VERSION == pyproject_version()
    assert version.APP_VERSION != version.UNKNOWN


def test_inside_a_bundle_the_version_is_read_from_the_bundled_pyproject(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "terrarium"\nversion = "9.8.7"\n')
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version.root_dir() == str(tmp_path)
    assert version.app_version.__wrapped__() == "9.8.7"


def test_a_missing_pyproject_gives_a_placeholder_never_a_crash(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version.app_version.__wrapped__() == version.UNKNOWN


def test_the_bundle_carries_pyproject_toml():
    with open(os.path.join(ROOT, "pyinstaller.spec"), encoding="utf-8") as f:
        spec = f.read()
    assert '("pyproject.toml", ".")' in spec


def test_the_installer_recipes_print_the_same_version():
    out = subprocess.run([sys.executable, os.path.join(ROOT, "packaging", "version.py")],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == pyproject_version()


# ---- About box and the menu corner ----------------------------------------------------------

def test_the_about_box_names_the_licences_of_what_is_bundled():
    from ui.scenes.about import licence_rows
    table = dict(licence_rows())
    by_name = {what.split(" ")[0].rstrip(","): licence for what, licence in table.items()}
    assert by_name["pygame-ce"].startswith("LGPL")
    assert by_name["SDL"] == "zlib"
    assert by_name["PyYAML"] == "MIT"
    assert by_name["platformdirs"] == "MIT"
    assert by_name["Python"] == "PSF License"
    assert any("font" in what for what in table)
    assert any(pygame.version.ver in what for what in table)


def test_the_menu_corner_shows_the_version_and_a_click_opens_about(app):
    from ui.scenes.about import AboutBox, VersionCorner
    from ui.scenes.menu import MainMenu
    menu = MainMenu(app)
    app.push(menu)
    corner = VersionCorner(app)
    menu.widgets.append(corner)   # the hook the main menu gets
    assert version.APP_VERSION in corner.label
    assert app.canvas.get_rect().contains(corner.rect)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=corner.rect.center, button=1)], 1 / 60)
    assert isinstance(app.top, AboutBox)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)
    assert app.top is menu


def test_the_about_box_draws_in_both_languages(app):
    from ui.i18n import I18n
    from ui.scenes.about import AboutBox
    for lang in ("en", "fr"):
        app.settings.language = lang
        app.t = I18n(lang)
        box = AboutBox(app)
        assert box.intro[0].startswith({"en": "Terrarium's code", "fr": "Le code"}[lang])
        app.push(box)
        app.frame([], 1 / 60)
        assert app.canvas.get_rect().contains(box.box)
        app.pop()


# ---- `smoke SAVE.json`: the headless "open a save" check ---------------------------------

@pytest.fixture
def smoke_env(tmp_home, monkeypatch):
    for key in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.setenv(key, os.environ.get(key, ""))   # run_smoke changes them: restore after
    return tmp_home


def test_smoke_with_a_save_opens_that_game(smoke_env, capsys):
    from ui.smoke import run_smoke
    path = make_save(str(smoke_env / "kauri-20260101-120000.json"), "kauri")
    assert run_smoke([path]) == 0
    assert "opened kauri-20260101-120000.json: kauri, 6 moves" in capsys.readouterr().out


def test_smoke_with_a_non_save_fails_with_the_apps_message(smoke_env, capsys):
    from ui.smoke import run_smoke
    path = smoke_env / "notes.json"
    path.write_text('{"format": "something-else"}')
    assert run_smoke([str(path)]) == 1
    assert "notes.json: this is not a Terrarium save" in capsys.readouterr().out


# ---- the .deb -------------------------------------------------------------------------------

@pytest.fixture
def fake_bundle(tmp_path):
    bundle = tmp_path / "Terrarium"
    (bundle / "_internal").mkdir(parents=True)
    exe = bundle / "Terrarium"
    exe.write_text("#!/bin/sh\necho bundle\n")
    exe.chmod(0o700)
    (bundle / "_internal" / "data.txt").write_text("x")
    return bundle


def test_the_staged_package_has_command_menu_entry_icons_and_mime_type(fake_bundle, tmp_path):
    stage = tmp_path / "stage"
    build_deb.stage_package(str(fake_bundle), str(stage), "1.2.3")
    assert os.stat(stage / "opt/terrarium/Terrarium").st_mode & 0o777 == 0o755
    assert os.stat(stage / "opt/terrarium/_internal/data.txt").st_mode & 0o777 == 0o644
    launcher = (stage / "usr/bin/terrarium").read_text()
    assert 'exec /opt/terrarium/Terrarium "$@"' in launcher
    assert os.access(stage / "usr/bin/terrarium", os.X_OK)
    desktop = (stage / "usr/share/applications/terrarium.desktop").read_text()
    assert "Exec=terrarium %f" in desktop and "Icon=terrarium" in desktop
    for n in build_deb.ICON_SIZES:
        for rel in ("apps/terrarium.png", f"mimetypes/{build_deb.MIME}.png"):
            assert pygame.image.load(stage / f"usr/share/icons/hicolor/{n}x{n}" / rel).get_size() == (n, n)
    control = (stage / "DEBIAN/control").read_text()
    assert "Package: terrarium\n" in control and "Version: 1.2.3\n" in control
    assert "Architecture: amd64\n" in control
    # no maintainer scripts: nothing runs at install or removal that could touch a player's files
    assert sorted(os.listdir(stage / "DEBIAN")) == ["control"]
    assert "pygame-ce" in (stage / "usr/share/doc/terrarium/copyright").read_text()


def mime_type():
    root = ET.parse(os.path.join(ROOT, "packaging", "terrarium-mime.xml")).getroot()
    return root.find(f"{MIME_NS}mime-type")


def magic_matches(node, data: bytes) -> bool:
    for m in node.iter(f"{MIME_NS}match"):
        lo, hi = (int(x) for x in m.get("offset").split(":"))
        value = m.get("value").encode()
        if any(data[k:k + len(value)] == value for k in range(lo, hi + 1)):
            return True
    return False


def test_the_mime_magic_knows_a_save_from_another_json_file(tmp_home):
    mt = mime_type()
    desktop = open(os.path.join(ROOT, "packaging", "terrarium.desktop"), encoding="utf-8").read()
    assert f"MimeType={mt.get('type')};" in desktop
    assert mt.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    # weaker than application/json's *.json (50): another .json file stays JSON
    assert int(mt.find(f"{MIME_NS}glob").get("weight")) < 50
    save = make_save(str(tmp_home / "cascadia-20260101-120000.json"), "cascadia")
    with open(save, "rb") as f:
        assert magic_matches(mt, f.read(256))
    assert not magic_matches(mt, b'{"name": "terrarium-save", "format": "other"}')
    assert magic_matches(mt, b'{\n  "format": "terrarium-save",\n  "version": 1}')


@pytest.mark.skipif(shutil.which("fakeroot") is None or shutil.which("dpkg-deb") is None,
                    reason="needs fakeroot and dpkg-deb (.ci/run installs fakeroot)")
def test_the_deb_is_built_with_files_owned_by_root(fake_bundle, tmp_path):
    deb = build_deb.build_deb(str(fake_bundle), str(tmp_path / "out"), "1.2.3")
    assert os.path.basename(deb) == "terrarium_1.2.3_amd64.deb"
    info = subprocess.run(["dpkg-deb", "-f", deb, "Package", "Version"], capture_output=True, text=True,
                          check=True).stdout
    assert info.split() == ["Package:", "terrarium", "Version:", "1.2.3"]
    listing = subprocess.run(["dpkg-deb", "-c", deb], capture_output=True, text=True, check=True).stdout
    lines = [line for line in listing.splitlines() if line.endswith("./opt/terrarium/Terrarium")]
    assert len(lines) == 1 and "root/root" in lines[0] and lines[0].startswith("-rwxr-xr-x")
    assert "./usr/share/mime/packages/terrarium.xml" in listing
    assert not (tmp_path / "out" / "stage").exists()


# ---- bench: bundle figures ------------------------------------------------------------------

def test_bench_says_when_there_is_no_bundle(tmp_path, monkeypatch):
    from ui import framebench
    monkeypatch.setattr(framebench, "BUNDLE", str(tmp_path / "none"))
    framebench.bundle_figures.cache_clear()
    try:
        assert "skipped" in framebench.bundle_figures()["bundle_startup_ms"]
    finally:
        framebench.bundle_figures.cache_clear()


def test_bundle_size_counts_every_file(tmp_path):
    from ui.framebench import tree_mb
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "big").write_bytes(os.urandom(3 * 2**20))
    assert 3.0 <= tree_mb(str(tmp_path)) <= 3.1


def test_a_save_records_the_version_that_wrote_it(tmp_home):
    from engine import saved_games
    from engine.core import saves
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from engine.version import APP_VERSION
    g = GAMES["pebbles"]
    m = Match.new(g, {"players": 1}, 3, [Seat("human", name="Ann")])
    doc = saves.to_document(m)
    assert doc["app_version"] == APP_VERSION != "0.0.0+unknown"
    path = saves.new_save_path("pebbles")
    saves.save_match(m, path, None)
    assert saved_games.load_match(path, GAMES)[0].actions == m.actions
