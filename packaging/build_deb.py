"""Build dist/terrarium_<version>_amd64.deb from the PyInstaller bundle (dist/Terrarium).

  python packaging/build_deb.py [--bundle dist/Terrarium] [--out dist] [--build]

--build runs PyInstaller first when the bundle is missing. The package holds:
  /opt/terrarium/                      the bundle (Terrarium executable, its libraries and data)
  /usr/bin/terrarium                   a two-line launcher for it
  /usr/share/applications/terrarium.desktop          the menu entry, opening saves too
  /usr/share/icons/hicolor/NxN/{apps,mimetypes}/     the icon at the usual sizes (made by code)
  /usr/share/mime/packages/terrarium.xml             the MIME type of saves
  /usr/share/doc/terrarium/copyright                 the licences of what is bundled
No maintainer scripts: the menu, MIME and icon caches are refreshed by the dpkg triggers of
desktop-file-utils, shared-mime-info and the hicolor theme, on install and on removal alike.
Nothing is ever written to a player's home, so removing the package leaves saves and settings.
dpkg-deb runs under fakeroot so that every file in the package belongs to root.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

from engine.version import read_version  # noqa: E402

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
MIME = "application-x-terrarium-save"


def deb_name(version: str) -> str:
    return f"terrarium_{version}_amd64.deb"


def write(path: str, text: str, mode: int = 0o644) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    os.chmod(path, mode)


def make_icons(stage: str) -> None:
    """The app icon at every size, scaled from the 256 px one that sprites/make_sprites.py draws
    (the same way it makes icon.ico); the save files get the same picture."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    big = pygame.image.load(os.path.join(ROOT, "sprites", "icon.png"))
    for n in ICON_SIZES:
        img = big if n == big.get_width() else pygame.transform.smoothscale(big, (n, n))
        for kind, name in (("apps", "terrarium"), ("mimetypes", MIME)):
            folder = os.path.join(stage, "usr/share/icons/hicolor", f"{n}x{n}", kind)
            os.makedirs(folder, exist_ok=True)
            pygame.image.save(img, os.path.join(folder, f"{name}.png"))


def copy_bundle(bundle: str, stage: str) -> None:
    dest = os.path.join(stage, "opt/terrarium")
    shutil.copytree(bundle, dest, symlinks=True)
    for folder, dirs, files in os.walk(dest):   # readable by every user, whatever the umask was
        for d in dirs:
            os.chmod(os.path.join(folder, d), 0o755)
        for f in files:
            p = os.path.join(folder, f)
            if not os.path.islink(p):
                os.chmod(p, 0o755 if os.stat(p).st_mode & 0o111 else 0o644)


def copyright_text(version: str) -> str:
    """The About box's table (ui/scenes/about.py), with the versions of this build."""
    from ui.scenes.about import licence_rows
    lines = [f"Terrarium {version}: original code and art, made for it.", "",
             "The bundle in /opt/terrarium includes, each under its own licence:"]
    lines += [f"  {what}: {licence}" for what, licence in licence_rows()]
    return "\n".join(lines) + "\n"


def stage_package(bundle: str, stage: str, version: str) -> None:
    copy_bundle(bundle, stage)
    with open(os.path.join(HERE, "deb/terrarium.sh"), encoding="utf-8") as f:
        write(os.path.join(stage, "usr/bin/terrarium"), f.read(), 0o755)
    for src, dest in (("terrarium.desktop", "usr/share/applications/terrarium.desktop"),
                      ("terrarium-mime.xml", "usr/share/mime/packages/terrarium.xml")):
        os.makedirs(os.path.dirname(os.path.join(stage, dest)), exist_ok=True)
        shutil.copyfile(os.path.join(HERE, src), os.path.join(stage, dest))
        os.chmod(os.path.join(stage, dest), 0o644)
    write(os.path.join(stage, "usr/share/doc/terrarium/copyright"), copyright_text(version))
    make_icons(stage)
    kib = sum(os.lstat(os.path.join(d, f)).st_size for d, _, fs in os.walk(stage) for f in fs) // 1024
    with open(os.path.join(HERE, "deb/control.in"), encoding="utf-8") as f:
        control = f.read().format(version=version, installed_kib=kib, glibc=platform.libc_ver()[1] or "2.31")
    write(os.path.join(stage, "DEBIAN/control"), control)


def build_bundle() -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    os.path.join(ROOT, "pyinstaller.spec")], cwd=ROOT, check=True)


def build_deb(bundle: str, out: str, version: str, compress: str = "zstd") -> str:
    if not os.path.isfile(os.path.join(bundle, "Terrarium")):
        raise SystemExit(f"no bundle at {bundle}: build it first (python -m PyInstaller pyinstaller.spec) "
                         f"or pass --build")
    if shutil.which("fakeroot") is None or shutil.which("dpkg-deb") is None:
        raise SystemExit("fakeroot and dpkg-deb are needed: apt-get install -y fakeroot dpkg")
    stage = os.path.join(ROOT, "build", "deb", f"terrarium_{version}_amd64")
    shutil.rmtree(stage, ignore_errors=True)
    stage_package(bundle, stage, version)
    os.makedirs(out, exist_ok=True)
    target = os.path.join(out, deb_name(version))
    level = {"zstd": ["-z3"], "gzip": ["-z6"], "xz": ["-z6"]}[compress]
    subprocess.run(["fakeroot", "dpkg-deb", "--build", f"-Z{compress}", *level, stage, target], check=True,
                   stdout=subprocess.DEVNULL)
    shutil.rmtree(stage, ignore_errors=True)
    return target


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="build_deb.py", description=__doc__.split("\n")[0])
    ap.add_argument("--bundle", default=os.path.join(ROOT, "dist", "Terrarium"))
    ap.add_argument("--out", default=os.path.join(ROOT, "dist"))
    ap.add_argument("--build", action="store_true", help="run PyInstaller first if the bundle is missing")
    ap.add_argument("--compress", default="zstd", choices=("zstd", "gzip", "xz"),
                    help="zstd (default): fast, read by the dpkg of Debian 12 and Ubuntu 21.10 on (older than "
                         "the glibc the bundle needs anyway); gzip: any dpkg; xz: about 20%% smaller, much slower")
    args = ap.parse_args(argv)
    if args.build and not os.path.isfile(os.path.join(args.bundle, "Terrarium")):
        build_bundle()
    version = read_version(os.path.join(ROOT, "pyproject.toml"))
    target = build_deb(args.bundle, args.out, version, args.compress)
    print(f"{target}: {os.path.getsize(target) / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
