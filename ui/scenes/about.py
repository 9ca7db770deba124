"""About box (version, the licences of everything the app bundles) and the version link drawn
in the main menu's corner, which opens it."""
from __future__ import annotations

import platform

import pygame

from engine.version import APP_VERSION

from .. import theme
from ..app import H, W
from ..widgets import Button, Widget, blit_text
from .dialog import Modal


def library_versions() -> dict:
    """Versions read from the running libraries (works in the bundle, which has no metadata)."""
    import platformdirs
    import yaml
    return {"python": platform.python_version(), "pygame": pygame.version.ver,
            "sdl": ".".join(str(n) for n in pygame.get_sdl_version()),
            "yaml": getattr(yaml, "__version__", ""), "platformdirs": getattr(platformdirs, "__version__", "")}


def licence_rows(font_note: str = "the font") -> list[tuple[str, str]]:
    """(what, licence) for every part of the app a player receives, bundled libraries first;
    `font_note` says in the player's language which entry is the font."""
    v = library_versions()
    return [
        (f"Python {v['python']}", "PSF License"),
        (f"pygame-ce {v['pygame']}", "LGPL 2.1"),
        (f"SDL {v['sdl']}, SDL_image, SDL_ttf, SDL_mixer", "zlib"),
        (f"PyYAML {v['yaml']}", "MIT"),
        (f"platformdirs {v['platformdirs']}", "MIT"),
        (f"Source Sans Pro (Adobe), {font_note}", "SIL Open Font License 1.1"),
        ("FreeType", "FreeType License"),
        ("HarfBuzz, libxmp, PortMidi, Brotli", "MIT"),
        ("libpng, libjpeg-turbo, libtiff, libwebp", "libpng, IJG/BSD, libtiff, BSD"),
        ("Ogg, Vorbis, Opus, FLAC, WavPack", "BSD"),
        ("mpg123, libsndfile, FluidSynth, alsa-lib", "LGPL 2.1"),
        ("PyInstaller bootloader", "GPL 2 + bootloader exception"),
    ]


class AboutBox(Modal):
    """Modal over the menu: name, version, what the app is made of and under which licences."""

    def __init__(self, app):
        super().__init__(app)
        self.rows = licence_rows(app.t("about_font"))
        self.box = pygame.Rect(0, 0, 860, 200 + 27 * len(self.rows) + 70)
        self.box.center = (W // 2, H // 2)
        self.intro = app.fonts.wrap(app.t("about_licences"), 22, self.box.w - 80, most=3)
        self.box.h += 24 * len(self.intro)
        self.box.center = (W // 2, H // 2)
        self.widgets = [Button((self.box.centerx - 90, self.box.bottom - 62, 180, 46), app.t("ok"),
                               app.pop, key=pygame.K_RETURN)]

    def draw(self, surf):
        self.draw_box(surf, self.box)
        fonts, x, y = self.app.fonts, self.box.x + 40, self.box.y + 24
        blit_text(surf, fonts, "Terrarium", (self.box.centerx, y), 48, theme.ACCENT, "midtop", True)
        blit_text(surf, fonts, self.t("version_label", version=APP_VERSION), (self.box.centerx, y + 52),
                  24, theme.TEXT, "midtop")
        y += 96
        for line in self.intro:
            blit_text(surf, fonts, line, (x, y), 22, theme.MUTED)
            y += 24
        y += 10
        blit_text(surf, fonts, self.t("about_part"), (x, y), 22, theme.ACCENT, bold=True)
        blit_text(surf, fonts, self.t("about_licence"), (x + 470, y), 22, theme.ACCENT, bold=True)
        y += 30
        for what, licence in self.rows:
            blit_text(surf, fonts, what, (x, y), 22)
            blit_text(surf, fonts, licence, (x + 470, y), 22, theme.MUTED)
            y += 27
        super().draw(surf)


class VersionCorner(Widget):
    """The version ("Terrarium 0.1.0 · About") in the main menu's bottom-right corner; a click on
    it opens the About box."""
    size = 20

    def __init__(self, app):
        self.app = app
        self.label = f"Terrarium {APP_VERSION} · {app.t('about')}"
        w, h = app.fonts.font(self.size).size(self.label)
        self.rect = pygame.Rect(W - 16 - w, H - 12 - h, w, h)
        self.tooltip = ""

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(12, 10).collidepoint(
                event.pos):
            self.app.push(AboutBox(self.app))
            return True
        return False

    def draw(self, surf, fonts, mouse) -> None:
        hover = self.rect.inflate(12, 10).collidepoint(mouse)
        r = blit_text(surf, fonts, self.label, self.rect.topleft, self.size, theme.ACCENT if hover else theme.MUTED)
        if hover:
            pygame.draw.line(surf, theme.ACCENT, (r.x, r.bottom), (r.right, r.bottom))
