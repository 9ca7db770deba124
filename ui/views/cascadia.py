"""Cascadia board view.

Layout of the 960x682 board:
  top     the display: 4 pairs (tile + wildlife token), then the action area, whose content
          follows the turn: nature-token and overpopulation buttons (with their cost) while
          taking, the held tile with rotate buttons while placing, the held token with a
          "return it to the bag" button while placing the token
  left    an environment with pan (right or middle drag, arrow keys) and zoom (+/-, ctrl+wheel,
          the wheel when no tile is held); tabs above it show any player's environment
  right   the five wildlife scoring cards: a picture of the pattern, the point table and the
          shown player's points for it (hover: full text; the matching animals light up)
  side    (play scene's panel) the shown player's points by category, corridors, nature tokens

Everything is drawn from the observation; legality comes from ctx.legal only. A click returns
the intended action even when it is not legal, so the engine's refusal reason is shown.
"""
from __future__ import annotations

import pygame

from engine.cascadia import text as T
from engine.cascadia.data import ANIMALS, HABITATS
from engine.cascadia.habitats import corridors
from engine.cascadia.hexgrid import STEP, cell, coords
from engine.cascadia.scoring import breakdown, state_cards
from engine.cascadia.state import EMPTY, OVER, PLACE, TAKE, TOKEN
from engine.cascadia.wildlife import groups, sight_pairs

from .. import theme
from ..theme import draw_marker
from ..widgets import blit_text
from .kit import cardtable as CT
from . import cascadia_art as ART
from .kit import hexgrid as HG
from .base import BoardView, view_text

MARKET_H = 108
CARDS_W = 198
SLOT_W = 118
MARKET_R = 40           # hex size of the display's tiles
TOKEN_R = 19
HELD_R = 40
TABS_H = 34
FIT_MAX = 10            # auto-fit never zooms past Camera.LEVELS[FIT_MAX]
HINT = CT.HINT
TARGET = CT.TARGET

TEXT = {
    "en": {
        "display": "Display", "free": "Free choice", "wipe": "Replace tokens", "wipe3": "Replace 3 alike",
        "free_cost": "free", "confirm": "Replace ({n})", "cancel": "Cancel",
        "discard": "Return the {animal} to the bag", "back": "Back to my board", "centre": "Centre",
        "you": "you", "your_tile": "Your tile", "your_token": "Your token",
        "rotate_help": "Wheel or R: rotate · click a lit hex",
        "keystone_help": "Keystone: any rotation · click a lit hex",
        "token_help": "Click a lit tile (keystone: +1 nature token)",
        "token_none": "No tile of yours can take it",
        "round": "Round {r}/{n}", "left": "{k} turns left for you", "stack": "{n} tiles in the stack",
        "nature": "Nature tokens: {n}", "playing": "{name} is playing",
        "over": "Game over",
        "p_take": "Pick a tile and token pair from the display",
        "p_free": "Free choice: click any tile and any token",
        "p_free_tile": "Free choice: now click a token",
        "p_free_token": "Free choice: now click a tile",
        "p_wipe": "Click the tokens to replace, then press Replace",
        "p_place": "Place the tile on a lit hex (wheel or R rotates)",
        "p_place_k": "Place the keystone tile on a lit hex",
        "p_token": "Put the {animal} on a lit tile, or return it to the bag",
        "p_token_none": "No tile can take the {animal}: return it to the bag",
        "p_viewing": "Showing {name}'s environment: press Back to play",
        "view_only": "{name}'s environment (view only)",
        "not_yours": "This is {name}'s environment: go back to yours to play",
        "free_tip": "Spend 1 nature token: this turn, take any tile with any token.",
        "wipe_tip": "Spend 1 nature token: pick tokens of the display and replace them from the bag "
                    "(as often as you have nature tokens).",
        "wipe3_tip": "Free, once per turn, before spending nature tokens: when exactly three tokens of "
                     "the display are the same animal, replace those three.",
        "discard_tip": "You may always decline the token: it goes back into the bag.",
        "rot_tip": "Rotate the tile (mouse wheel, R / shift+R)",
        "zoom_in": "Zoom in (+, ctrl+wheel)", "zoom_out": "Zoom out (-, ctrl+wheel)",
        "centre_tip": "Fit the environment in view (C). Right or middle drag pans.",
        "tab_tip": "Show {name}'s environment: {pts} points, {n} nature token(s)",
        "keystone": "Keystone tile: a token placed here earns 1 nature token.",
        "allows": "Takes: {animals}", "holds": "Wildlife: {animal}",
        "slot_tile": "Display slot {i}: {tile}", "slot_token": "Display slot {i}: {animal} token",
        "empty_slot": "Empty slot",
        "token_here": "Put the {animal} here",
        "points": "Points: {table}", "now": "{name}: {pts} points now",
        "panel_title": "{name}: points", "corridor": "largest corridor",
        "per_pair": "{n} per pair", "per_salmon": "run 3+: {a}/salmon +{b}/neighbour",
        "set": "1·2·3 set: +{n}", "turns_left": "{k} turns left", "bonus": "bonus {n}",
        "card_tip_hawk": "Dashed lines: hawks that see each other.",
    },
    "fr": {
        "display": "Réserve", "free": "Choix libre", "wipe": "Remplacer jetons",
        "wipe3": "Remplacer 3 pareils", "free_cost": "gratuit", "confirm": "Remplacer ({n})",
        "cancel": "Annuler", "discard": "Remettre le jeton {animal} dans le sac", "back": "Retour à mon plateau",
        "centre": "Centrer", "you": "vous", "your_tile": "Votre tuile", "your_token": "Votre jeton",
        "rotate_help": "Molette ou R : tourner · cliquez un hexagone éclairé",
        "keystone_help": "Clé de voûte : toute rotation · cliquez un hexagone éclairé",
        "token_help": "Cliquez une tuile éclairée (clé de voûte : +1 jeton Nature)",
        "token_none": "Aucune de vos tuiles ne peut l'accueillir",
        "round": "Manche {r}/{n}", "left": "encore {k} tours pour vous", "stack": "{n} tuiles dans la pile",
        "nature": "Jetons Nature : {n}", "playing": "{name} joue",
        "over": "Partie terminée",
        "p_take": "Prenez une paire tuile et jeton dans la réserve",
        "p_free": "Choix libre : cliquez une tuile et un jeton quelconques",
        "p_free_tile": "Choix libre : cliquez maintenant un jeton",
        "p_free_token": "Choix libre : cliquez maintenant une tuile",
        "p_wipe": "Cliquez les jetons à remplacer, puis Remplacer",
        "p_place": "Posez la tuile sur un hexagone éclairé (molette ou R pour tourner)",
        "p_place_k": "Posez la tuile clé de voûte sur un hexagone éclairé",
        "p_token": "Posez le jeton {animal} sur une tuile éclairée, ou remettez-le dans le sac",
        "p_token_none": "Aucune tuile ne peut accueillir le jeton {animal} : remettez-le dans le sac",
        "p_viewing": "Environnement de {name} : Retour pour jouer",
        "view_only": "Environnement de {name} (consultation)",
        "not_yours": "C'est l'environnement de {name} : revenez au vôtre pour jouer",
        "free_tip": "Dépensez 1 jeton Nature : ce tour-ci, prenez une tuile et un jeton quelconques.",
        "wipe_tip": "Dépensez 1 jeton Nature : choisissez des jetons de la réserve et remplacez-les "
                    "depuis le sac (autant de fois que vous avez de jetons Nature).",
        "wipe3_tip": "Gratuit, une fois par tour, avant de dépenser des jetons Nature : si exactement "
                     "trois jetons de la réserve sont le même animal, remplacez ces trois-là.",
        "discard_tip": "Vous pouvez toujours refuser le jeton : il retourne dans le sac.",
        "rot_tip": "Tourner la tuile (molette, R / maj+R)",
        "zoom_in": "Zoom avant (+, ctrl+molette)", "zoom_out": "Zoom arrière (-, ctrl+molette)",
        "centre_tip": "Cadrer l'environnement (C). Glisser avec le bouton droit ou du milieu déplace.",
        "tab_tip": "Voir l'environnement de {name} : {pts} points, {n} jeton(s) Nature",
        "keystone": "Tuile clé de voûte : un jeton posé ici rapporte 1 jeton Nature.",
        "allows": "Accueille : {animals}", "holds": "Faune : {animal}",
        "slot_tile": "Réserve, emplacement {i} : {tile}", "slot_token": "Réserve, emplacement {i} : jeton {animal}",
        "empty_slot": "Emplacement vide",
        "token_here": "Posez le jeton {animal} ici",
        "points": "Points : {table}", "now": "{name} : {pts} points actuellement",
        "panel_title": "{name} : points", "corridor": "plus grand couloir",
        "per_pair": "{n} par paire", "per_salmon": "course 3+ : {a}/saumon +{b}/voisin",
        "set": "série 1·2·3 : +{n}", "turns_left": "encore {k} tours", "bonus": "bonus {n}",
        "card_tip_hawk": "Pointillés : faucons qui se voient.",
    },
}
# tables whose last entry also counts every larger number (shown as "k+")
OPEN_ENDED = {"bear_pairs", "groups_by_size", "salmon_runs", "hawk_alone", "hawk_alone_sight",
              "hawk_pairing"}


class Legal:
    """ctx.legal sorted by what the board highlights."""

    def __init__(self, legal):
        self.takes, self.places, self.tokens = set(), {}, set()
        self.free = self.wipe3 = self.discard = self.wipe = False
        for a in legal:
            k = a[0]
            if k == "take":
                self.takes.add((a[1], a[2]))
            elif k == "place":
                self.places.setdefault((a[1], a[2]), set()).add(a[3])
            elif k == "token":
                self.tokens.add((a[1], a[2]))
            elif k == "nature_free":
                self.free = True
            elif k == "nature_wipe":
                self.wipe = True
            elif k == "wipe3":
                self.wipe3 = True
            elif k == "discard_token":
                self.discard = True
        self.any = bool(legal)


class CascadiaView(BoardView):
    legacy = True   # still drawn through (obs, ctx): see ui.views.base.LegacyView
    def __init__(self, game, app):
        super().__init__(game, app)
        self.data = game.data
        self.cache = CT.CardCache(limit=2500)
        self.hits = CT.Hits()
        self.side_hits = CT.Hits()
        self.cams: dict = {}            # player -> Camera
        self.fitted: dict = {}          # player -> what the camera was last fitted to
        self.showing = None             # player whose environment is shown; None = the viewer's
        self.rot = 0
        self.sel_tile = self.sel_token = None
        self.wipe_mode = False
        self.wipe_mask = 0
        self._obs = None
        self._turn_key = None
        self._held = None
        self._info = (None, None)
        self._legal = (None, None)
        self._lang = "en"
        self.side_panel_height = 118

    # ---- text -------------------------------------------------------------------------------
    def tx(self, ctx_or_lang, key, **fmt) -> str:
        lang = ctx_or_lang if isinstance(ctx_or_lang, str) else ctx_or_lang.lang
        return view_text(TEXT, lang, key, **fmt)

    def animal(self, a, lang) -> str:
        return T.animal_name(self.data, a, lang)

    def letter(self, a, lang) -> str:
        return ART.LETTERS.get(lang, ART.LETTERS["en"])[a]

    # ---- layout -------------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        self.market = pygame.Rect(r.x, r.y, r.w, MARKET_H)
        self.actions = pygame.Rect(r.x + 4 * SLOT_W + 20, r.y + 6, r.w - 4 * SLOT_W - 28, MARKET_H - 12)
        self.cards_area = pygame.Rect(r.right - CARDS_W, r.y + MARKET_H, CARDS_W, r.h - MARKET_H)
        self.env = pygame.Rect(r.x, r.y + MARKET_H, r.w - CARDS_W, r.h - MARKET_H)
        self.fit_area = pygame.Rect(self.env.x, self.env.y + TABS_H, self.env.w, self.env.h - TABS_H)
        for cam in self.cams.values():
            cam.rect = pygame.Rect(self.env)

    def slot_rect(self, i) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8 + i * SLOT_W, self.rect.y + 6, SLOT_W - 6, MARKET_H - 12)

    def slot_centres(self, i):
        b = self.slot_rect(i)
        return (b.x + 44, b.centery + 4), (b.x + 92, b.centery + 14)

    def card_rect(self, k) -> pygame.Rect:
        a = self.cards_area
        gap = 5
        h = (a.h - 8 - 4 * gap) // 5
        return pygame.Rect(a.x + 4, a.y + 4 + k * (h + gap), a.w - 8, h)

    def reset(self):
        self.showing = None
        self.rot = 0
        self.sel_tile = self.sel_token = None
        self.wipe_mode = False
        self.wipe_mask = 0

    # ---- derived -------------------------------------------------------------------------------
    def me(self, ctx) -> int:
        return ctx.viewer if ctx.viewer is not None else 0

    def shown(self, obs, ctx) -> int:
        p = self.showing if self.showing is not None else self.me(ctx)
        return p if 0 <= p < obs.players else 0

    def legal(self, ctx) -> Legal:
        key = ctx.legal
        if self._legal[0] is not key:
            self._legal = (key, Legal(ctx.legal))
        return self._legal[1]

    def info(self, obs) -> dict:
        """Per observation: each player's points by category, corridor bonuses, corridors."""
        if self._info[0] is not obs:
            rows = breakdown(self.data, state_cards(self.data, obs), obs.env, obs.wild, obs.nature)
            self._info = (obs, {"rows": rows, "corr": {}})
        return self._info[1]

    def corridors(self, obs, p) -> list:
        inf = self.info(obs)
        if p not in inf["corr"]:
            inf["corr"][p] = corridors(obs.env[p], self.data.edges)
        return inf["corr"][p]

    def last_mover(self, obs, ctx):
        a = ctx.last_action
        if not a:
            return None
        if a[0] in ("token", "discard_token") and obs.phase != OVER:
            return (obs.current - 1) % obs.players
        return obs.current

    def observe_change(self, obs, ctx):
        """Forget half-made selections once the game moved on."""
        if obs is self._obs:
            return
        self._obs = obs
        self.sel_tile = self.sel_token = None
        self.wipe_mode = False
        self.wipe_mask = 0
        key = (obs.turn, obs.current)
        if key != self._turn_key:
            self._turn_key = key
            if obs.current == self.me(ctx) and obs.phase == TAKE:
                self.showing = None
        if obs.held_tile != self._held:
            self._held = obs.held_tile
            self.rot = 0

    def camera(self, obs, p) -> HG.Camera:
        cam = self.cams.get(p)
        if cam is None:
            cam = self.cams[p] = HG.Camera(self.env, level=FIT_MAX)
        key = (len(obs.env[p]), len(obs.frontier[p]))
        if cam.auto and self.fitted.get(p) != key:
            self.fitted[p] = key
            # the tiles and most of the ring of empty hexes around them
            cam.fit([coords(c) for c in obs.env[p]], margin=10, max_level=FIT_MAX, area=self.fit_area,
                    pad=1.1)
        return cam

    def held_keystone(self, obs) -> bool:
        return obs.held_tile != EMPTY and self.data.keystone[obs.held_tile * 6]

    def place_action(self, obs, q, r):
        rot = 0 if self.held_keystone(obs) else self.rot
        return ("place", q, r, rot)

    # ---- images -----------------------------------------------------------------------------------
    def tile_img(self, code, r):
        def make():
            t = code // 6
            wild = [ANIMALS.index(a) for a in self.data.tiles[t].wildlife]
            return ART.tile_surface(self.data.edges[code], wild, self.data.keystone[code], r)
        return self.cache.get(("tile", code, r), make)

    def ghost_img(self, code, r):
        def make():
            img = self.tile_img(code, r).copy()
            img.set_alpha(190)
            return img
        return self.cache.get(("ghost", code, r), make)

    def token_img(self, a, rad, lang):
        letter = self.letter(a, lang)
        return self.cache.get(("token", a, rad, letter), lambda: ART.token_surface(a, rad, letter))

    def overlay(self, r, fill, border=None, width=2):
        return self.cache.get(("ov", r, fill, border, width), lambda: ART.hex_overlay(r, fill, border, width))

    def icon(self, kind, *args):
        makers = {"leaf": ART.leaf_surface, "rot": ART.rotate_icon, "sym": ART.symbol_surface,
                  "swatch": ART.habitat_swatch, "empty": ART.empty_hex}
        return self.cache.get(("icon", kind) + args, lambda: makers[kind](*args))

    def blit_c(self, surf, img, centre):
        r = img.get_rect(center=(int(centre[0]), int(centre[1])))
        surf.blit(img, r)
        return r

    # ---- drawing --------------------------------------------------------------------------------------
    def draw(self, surf, obs, ctx):
        self.observe_change(obs, ctx)
        self._lang = ctx.lang
        self.hits.clear()
        L = self.legal(ctx)
        mouse = self.app.mouse
        pygame.draw.rect(surf, (28, 38, 33), self.rect)
        self.draw_env(surf, obs, ctx, L, mouse)
        self.draw_market(surf, obs, ctx, L, mouse)
        self.draw_actions(surf, obs, ctx, L, mouse)
        self.draw_cards(surf, obs, ctx, mouse)

    def button(self, surf, rect, label, key, mouse, enabled=True, lit=False, hint=False, cost=None,
               primary=False, size=19):
        """A board button; `cost` (nature tokens, 0 = free) is shown on its right."""
        rect = pygame.Rect(rect)
        hover = rect.collidepoint(mouse)
        if primary and enabled:
            bg = (92, 128, 70) if hover else (70, 104, 56)
        else:
            bg = theme.PANEL_HI if hover else theme.PANEL
        pygame.draw.rect(surf, bg, rect, border_radius=7)
        border = HINT if hint else TARGET if lit else theme.ACCENT if hover else theme.LINE
        pygame.draw.rect(surf, border, rect, 3 if (hint or lit) else (2 if hover else 1), border_radius=7)
        colour = theme.TEXT if enabled else (128, 136, 128)
        lines = self.label_lines(label, size, rect.w - 14, primary)
        lsize = size if len(lines) == 1 else size - 2
        block = len(lines) * (lsize - 4) + (16 if cost is not None else 0)
        y = rect.centery - block / 2 + (lsize - 4) / 2
        for line in lines:
            img = self.fonts.render(line, lsize, colour, primary)
            surf.blit(img, img.get_rect(center=(rect.centerx, int(y))))
            y += lsize - 4
        if cost is not None:     # the price, under the label: a leaf and -1, or "free"
            y += 4
            if cost == 0:
                blit_text(surf, self.fonts, self.tx(self._lang, "free_cost"), (rect.centerx, int(y)), 16,
                          theme.GOOD if enabled else (120, 130, 120), "center", True)
            else:
                self.blit_c(surf, self.icon("leaf", 7), (rect.centerx - 9, y))
                blit_text(surf, self.fonts, f"-{cost}", (rect.centerx + 1, int(y)), 16, colour, "midleft", True)
        self.hits.add(rect, "btn", key)
        return rect

    def label_lines(self, label, size, room, bold=False) -> list:
        """One line if it fits, else two smaller lines, else a shortened line."""
        if self.fonts.font(size, bold).size(label)[0] <= room:
            return [label]
        lines = self.fonts.wrap(label, size - 2, room, bold)
        if len(lines) <= 2 and all(self.fonts.font(size - 2, bold).size(l)[0] <= room for l in lines):
            return lines
        return [CT.fit_text(self.fonts, label, size, room, bold)]

    # ---- the display ---------------------------------------------------------------------------------
    def draw_market(self, surf, obs, ctx, L, mouse):
        lang = ctx.lang
        self._lang = lang
        pygame.draw.rect(surf, (34, 46, 40), self.market)
        pygame.draw.line(surf, theme.LINE, (self.market.x, self.market.bottom - 1),
                         (self.market.right, self.market.bottom - 1))
        hint = ctx.hint if ctx.hint and ctx.hint[0] == "take" else None
        taking = obs.phase == TAKE and L.any
        for i in range(4):
            box = self.slot_rect(i)
            tc, kc = self.slot_centres(i)
            hover = box.collidepoint(mouse) and taking
            pygame.draw.rect(surf, (44, 60, 52) if hover else (38, 52, 45), box, border_radius=9)
            pygame.draw.rect(surf, theme.LINE, box, 1, border_radius=9)
            blit_text(surf, self.fonts, str(i + 1), (box.x + 7, box.y + 4), 18, theme.MUTED)
            self.hits.add(box, "pair", i)
            t, a = obs.tiles[i], obs.tokens[i]
            if t != EMPTY:
                r = self.blit_c(surf, self.tile_img(t * 6, MARKET_R), tc)
                self.hits.add(r.inflate(-8, -8), "tile", i)
            else:
                self.blit_c(surf, self.icon("empty", MARKET_R), tc)
            if a != EMPTY:
                r = self.blit_c(surf, self.token_img(a, TOKEN_R, lang), kc)
                self.hits.add(r.inflate(6, 6), "token", i)
            # highlights
            if obs.free and taking:
                if any(p[0] == i for p in L.takes):
                    self.hex_ring(surf, tc, MARKET_R, TARGET, 3, pulse=True)
                if any(p[1] == i for p in L.takes):
                    pygame.draw.circle(surf, TARGET, kc, TOKEN_R + 4, 3)
            elif taking and (i, i) in L.takes and not self.wipe_mode:
                CT.glow(surf, box, TARGET, 9)
            if self.sel_tile == i:
                self.hex_ring(surf, tc, MARKET_R + 1, (255, 255, 255), 5)
                self.tick(surf, (tc[0] + 28, tc[1] - 32))
            if self.sel_token == i:
                pygame.draw.circle(surf, (255, 255, 255), kc, TOKEN_R + 5, 5)
                self.tick(surf, (kc[0] + 16, kc[1] - 20))
            if self.wipe_mode and a != EMPTY:
                on = self.wipe_mask >> i & 1
                pygame.draw.circle(surf, theme.BAD if on else TARGET, kc, TOKEN_R + 5, 4 if on else 2)
                if on:
                    pygame.draw.line(surf, theme.BAD, (kc[0] - 12, kc[1] - 12), (kc[0] + 12, kc[1] + 12), 4)
                    pygame.draw.line(surf, theme.BAD, (kc[0] - 12, kc[1] + 12), (kc[0] + 12, kc[1] - 12), 4)
            if hint and hint[1] == i:
                self.hex_ring(surf, tc, MARKET_R, HINT, 4)
            if hint and hint[2] == i:
                pygame.draw.circle(surf, HINT, kc, TOKEN_R + 6, 3)
            if ctx.hint and ctx.hint[0] == "nature_wipe" and ctx.hint[1] >> i & 1 and a != EMPTY:
                pygame.draw.circle(surf, HINT, kc, TOKEN_R + 6, 3)

    @staticmethod
    def tick(surf, centre):
        """A chosen mark: a white disc with a green tick."""
        x, y = centre
        pygame.draw.circle(surf, (20, 24, 20), (x, y), 11)
        pygame.draw.circle(surf, (255, 255, 255), (x, y), 9)
        pygame.draw.lines(surf, (40, 150, 60), False, [(x - 5, y), (x - 1, y + 4), (x + 5, y - 4)], 3)

    def hex_ring(self, surf, centre, r, colour, width=3, pulse=False):
        if pulse:
            colour = CT.mix(colour, (255, 255, 255), 0.35 * CT.pulse())
        pygame.draw.polygon(surf, colour, HG.corners(centre[0], centre[1], r + 2), width)

    # ---- the action area -----------------------------------------------------------------------------
    def draw_actions(self, surf, obs, ctx, L, mouse):
        a = self.actions
        lang = ctx.lang
        me = self.me(ctx)
        hint = ctx.hint
        pygame.draw.rect(surf, (30, 41, 36), a, border_radius=9)
        pygame.draw.rect(surf, theme.LINE, a, 1, border_radius=9)
        # first line: nature tokens and turns
        y0 = a.y + 16
        self.blit_c(surf, self.icon("leaf", 10), (a.x + 18, y0))
        blit_text(surf, self.fonts, self.tx(lang, "nature", n=obs.nature[me]), (a.x + 32, y0), 20,
                  theme.TEXT, "midleft")
        if obs.phase == OVER:
            right = self.tx(lang, "over")
        else:
            left = self.game.turns - self.game.turn_of(obs, me)
            right = (self.tx(lang, "round", r=self.game.round_number(obs), n=self.game.turns) + " · "
                     + self.tx(lang, "left", k=left))
        blit_text(surf, self.fonts, right, (a.right - 10, y0), 19, theme.MUTED, "midright")
        body = pygame.Rect(a.x + 8, a.y + 30, a.w - 16, a.h - 36)
        mine = L.any and obs.current == me
        if obs.phase == OVER:
            return
        if not mine:
            name = ctx.names[obs.current] if obs.current < len(ctx.names) else "?"
            draw_marker(surf, obs.current, (body.x + 12, body.centery), 9, self.palette)
            blit_text(surf, self.fonts, self.tx(lang, "playing", name=name), (body.x + 28, body.centery), 22,
                      theme.TEXT, "midleft")
            blit_text(surf, self.fonts, self.tx(lang, "stack", n=obs.stack), (body.right - 4, body.centery),
                      18, theme.MUTED, "midright")
            return
        if obs.phase == TAKE:
            if self.wipe_mode:
                n = bin(self.wipe_mask).count("1")
                w = (body.w - 8) // 2
                self.button(surf, (body.x, body.y + 4, w, 46), self.tx(lang, "confirm", n=n), "wipe_go", mouse,
                            enabled=n > 0, primary=True, lit=n > 0, cost=1)
                self.button(surf, (body.x + w + 8, body.y + 4, w, 46), self.tx(lang, "cancel"), "wipe_cancel",
                            mouse)
                return
            w = (body.w - 12) // 3
            y = body.y + 4
            three = bool(self.game.three_alike(obs.tokens))
            self.button(surf, (body.x, y, w, 46), self.tx(lang, "free"), "free", mouse, enabled=L.free,
                        lit=False, hint=bool(hint and hint[0] == "nature_free"), cost=1, size=18)
            self.button(surf, (body.x + w + 6, y, w, 46), self.tx(lang, "wipe"), "wipe", mouse, enabled=L.wipe,
                        hint=bool(hint and hint[0] == "nature_wipe"), cost=1, size=18)
            self.button(surf, (body.x + 2 * (w + 6), y, w, 46), self.tx(lang, "wipe3"), "wipe3", mouse,
                        enabled=L.wipe3, lit=L.wipe3 and three, hint=bool(hint and hint[0] == "wipe3"),
                        cost=0, size=18)
        elif obs.phase == PLACE:
            t = obs.held_tile
            code = t * 6 + (0 if self.held_keystone(obs) else self.rot)
            centre = (body.x + 44, body.centery - 8)
            self.blit_c(surf, self.tile_img(code, HELD_R - 6), centre)
            if obs.held_token != EMPTY:
                self.blit_c(surf, self.token_img(obs.held_token, 16, lang), (body.x + 96, body.centery + 4))
            x = body.x + 124
            if not self.held_keystone(obs):
                for k, d in enumerate((-1, 1)):
                    r = pygame.Rect(x + k * 50, body.y + 6, 44, 44)
                    hover = r.collidepoint(mouse)
                    pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=8)
                    pygame.draw.rect(surf, theme.ACCENT if hover else theme.LINE, r, 2 if hover else 1,
                                     border_radius=8)
                    self.blit_c(surf, self.icon("rot", 14, d > 0), r.center)
                    self.hits.add(r, "rot", d)
                x += 108
                help_ = self.tx(lang, "rotate_help")
            else:
                help_ = self.tx(lang, "keystone_help")
            lines = self.fonts.wrap(help_, 18, body.right - x - 4)
            for k, line in enumerate(lines[:3]):
                blit_text(surf, self.fonts, line, (x, body.y + 8 + k * 17), 18, theme.MUTED)
        elif obs.phase == TOKEN:
            an = obs.held_token
            self.blit_c(surf, self.token_img(an, 20, lang), (body.x + 26, body.centery))
            name = self.animal(an, lang)
            bw = 240
            r = pygame.Rect(body.right - bw, body.y + 4, bw, 46)
            none = not L.tokens
            self.button(surf, r, self.tx(lang, "discard", animal=name), "discard", mouse, lit=none,
                        hint=bool(hint and hint[0] == "discard_token"), size=18)
            text = self.tx(lang, "token_none") if none else self.tx(lang, "token_help")
            lines = self.fonts.wrap(text, 18, r.x - body.x - 64)
            for k, line in enumerate(lines[:3]):
                blit_text(surf, self.fonts, line, (body.x + 54, body.y + 10 + k * 17), 18,
                          theme.TEXT if none else theme.MUTED)

    # ---- an environment -------------------------------------------------------------------------------
    def draw_env(self, surf, obs, ctx, L, mouse):
        env_r = self.env
        pygame.draw.rect(surf, (24, 34, 30), env_r)
        p = self.shown(obs, ctx)
        me = self.me(ctx)
        mine = p == me
        cam = self.camera(obs, p)
        s = cam.size
        lang = ctx.lang
        env, wild = obs.env[p], obs.wild[p]
        clip = surf.get_clip()
        surf.set_clip(env_r.clip(clip) if clip else env_r)
        hover = None
        if env_r.collidepoint(mouse) and mouse[1] > env_r.y + TABS_H:
            hover = cam.hex_at(mouse)
        phase = obs.phase
        acting = mine and L.any and obs.current == me
        focus = self.focus(obs, ctx, mouse)
        # empty hexes where the tile may go
        if acting and phase == PLACE:
            empty = self.icon("empty", s)
            fill = self.overlay(s, (255, 232, 120, 24), (255, 232, 120, 170), 2)
            for (q, r) in L.places:
                if cam.visible(q, r):
                    c = cam.to_screen(q, r)
                    self.blit_c(surf, empty, c)
                    self.blit_c(surf, fill, c)
        # tiles
        for c, code in env.items():
            q, r = coords(c)
            if cam.visible(q, r):
                self.blit_c(surf, self.tile_img(code, s), cam.to_screen(q, r))
        # focus: a card's animals (links between neighbours) or a habitat's largest corridor
        lit = None
        if focus is not None:
            lit = self.draw_focus(surf, obs, p, cam, focus)
        # tokens
        trad = max(6, int(s * 0.5))
        for c, a in wild.items():
            q, r = coords(c)
            if cam.visible(q, r):
                self.blit_c(surf, self.token_img(a, trad, lang), cam.to_screen(q, r))
        if lit is not None:
            dim = self.overlay(s, (10, 14, 12, 165))
            for c in env:
                if c not in lit:
                    q, r = coords(c)
                    if cam.visible(q, r):
                        self.blit_c(surf, dim, cam.to_screen(q, r))
        # the token step: dim what cannot take the token, light what can
        if acting and phase == TOKEN:
            dim = self.overlay(s, (10, 14, 12, 120))
            ring = self.overlay(s, None, (255, 232, 120, 230), 3)
            for c in env:
                q, r = coords(c)
                if not cam.visible(q, r):
                    continue
                if (q, r) in L.tokens:
                    self.blit_c(surf, ring, cam.to_screen(q, r))
                    if self.data.keystone[env[c]]:
                        x, y = cam.to_screen(q, r)
                        self.blit_c(surf, self.icon("leaf", max(6, s // 5)), (x + s * 0.45, y - s * 0.55))
                elif c != obs.placed:
                    self.blit_c(surf, dim, cam.to_screen(q, r))
            if hover in L.tokens:
                img = self.token_img(obs.held_token, trad, lang).copy()
                img.set_alpha(200)
                self.blit_c(surf, img, cam.to_screen(*hover))
        # the tile placed this turn, the last move, the hint
        if obs.placed != EMPTY and p == obs.current:
            self.hex_ring(surf, cam.to_screen(*coords(obs.placed)), s - 2, (235, 235, 235), 2)
        last = ctx.last_action
        if last and last[0] in ("place", "token") and self.last_mover(obs, ctx) == p and \
                not (obs.placed != EMPTY and p == obs.current and cell(last[1], last[2]) == obs.placed):
            self.hex_ring(surf, cam.to_screen(last[1], last[2]), s - 2, CT.LAST, 2)
        hint = ctx.hint if mine else None
        if acting and phase == PLACE:
            spot, rot, col = None, self.rot, TARGET
            if hover in L.places:
                spot = hover
                if self.held_keystone(obs):
                    rot = 0
            elif hint and hint[0] == "place":
                spot, rot, col = (hint[1], hint[2]), hint[3], HINT
            if spot is not None:
                self.draw_ghost(surf, obs, p, cam, spot, obs.held_tile * 6 + rot, col)
            if hint and hint[0] == "place" and spot != (hint[1], hint[2]):
                self.hex_ring(surf, cam.to_screen(hint[1], hint[2]), s - 1, HINT, 3)
        if hint and hint[0] == "token":
            self.hex_ring(surf, cam.to_screen(hint[1], hint[2]), s - 1, HINT, 4)
        surf.set_clip(clip)
        strip = pygame.Rect(env_r.x, env_r.y, env_r.w, TABS_H)
        pygame.draw.rect(surf, (30, 41, 36), strip)
        pygame.draw.line(surf, theme.LINE, strip.bottomleft, (strip.right - 1, strip.bottom))
        self.draw_tabs(surf, obs, ctx, mouse, p)
        self.draw_zoom(surf, ctx, mouse)
        if not mine:
            self.draw_view_only(surf, obs, ctx, p, mouse)
        pygame.draw.rect(surf, theme.LINE, env_r, 1)

    def draw_ghost(self, surf, obs, p, cam, spot, code, colour):
        s = cam.size
        x, y = cam.to_screen(*spot)
        self.blit_c(surf, self.ghost_img(code, s), (x, y))
        self.hex_ring(surf, (x, y), s - 1, colour, 3, pulse=True)
        env = obs.env[p]
        edges = self.data.edges
        mine = edges[code]
        for d in range(6):
            dq, dr = HG.DIRS[d]
            n = env.get(cell(spot[0] + dq, spot[1] + dr))
            if n is not None and edges[n][(d + 3) % 6] == mine[d]:
                mx, my = HG.edge_mid(x, y, s, d, 0.86)
                rad = max(3, int(s * 0.13))
                pygame.draw.circle(surf, (20, 24, 20), (mx, my), rad + 2)
                pygame.draw.circle(surf, (140, 230, 120), (mx, my), rad)
                pygame.draw.lines(surf, (20, 40, 20), False,
                                  [(mx - rad * 0.5, my), (mx - rad * 0.1, my + rad * 0.45),
                                   (mx + rad * 0.55, my - rad * 0.45)], max(1, rad // 3))

    def focus(self, obs, ctx, mouse):
        """What the mouse points at that the board can illustrate: ("animal", a) over a
        scoring card or the side panel, ("habitat", h) over a habitat in the side panel."""
        got = self.hits_prev_card(mouse)
        if got is not None:
            return ("animal", got)
        hit = self.side_hits.at(mouse)
        if hit is not None:
            return hit[1][0]
        return None

    def hits_prev_card(self, mouse):
        for k in range(5):
            if self.cards_area.collidepoint(mouse) and self.card_rect(k).collidepoint(mouse):
                return k
        return None

    def draw_focus(self, surf, obs, p, cam, focus):
        kind, what = focus
        s = cam.size
        if kind == "habitat":
            cs = self.corridors(obs, p)[what]
            best = max(cs, key=len) if cs else []
            ring = self.overlay(s, None, (255, 255, 255, 230), 3)
            for c in best:
                self.blit_c(surf, ring, cam.to_screen(*coords(c)))
            return set(best)
        wild = obs.wild[p]
        cells = [c for c, x in wild.items() if x == what]
        col = ART.ANIMAL_COLOUR[what]
        w = max(3, int(s * 0.22))
        for g in groups(cells):
            gs = set(g)
            for c in g:
                for d in (0, 1, 2):
                    n = c + STEP[d]
                    if n in gs:
                        a, b = cam.to_screen(*coords(c)), cam.to_screen(*coords(n))
                        pygame.draw.line(surf, (250, 250, 240), a, b, w + 4)
                        pygame.draw.line(surf, col, a, b, w)
        if what == 3 and self.data.cards[obs.cards[3]].rule.startswith("hawk") and \
                self.data.cards[obs.cards[3]].rule != "hawk_alone":
            for a, b in sight_pairs(cells):
                CT.dashed_line(surf, (250, 250, 240), cam.to_screen(*coords(a)), cam.to_screen(*coords(b)),
                               8, max(2, s // 10))
        return set(cells)

    def draw_tabs(self, surf, obs, ctx, mouse, shown):
        x = self.env.x + 6
        y = self.env.y + 5
        me = self.me(ctx)
        lang = ctx.lang
        labels = []
        for p in range(obs.players):
            name = ctx.names[p] if p < len(ctx.names) else f"P{p + 1}"
            labels.append(f"{name} ({self.tx(lang, 'you')})" if p == me else name)
        room = self.env.w - 190 - obs.players * 76          # the zoom buttons stay clear
        widths = [self.fonts.font(19, p == shown).size(t)[0] for p, t in enumerate(labels)]
        if sum(widths) > room:
            each = room // max(1, obs.players)
            labels = [CT.fit_text(self.fonts, t, 19, each, p == shown) for p, t in enumerate(labels)]
        for p in range(obs.players):
            label = labels[p]
            img = self.fonts.render(label, 19, theme.TEXT if p == shown else theme.MUTED, p == shown)
            w = img.get_width() + 70
            r = pygame.Rect(x, y, w, TABS_H - 8)
            hover = r.collidepoint(mouse)
            bg = (58, 78, 66) if p == shown else (44, 60, 52) if hover else (34, 46, 40)
            pygame.draw.rect(surf, bg, r, border_radius=7)
            pygame.draw.rect(surf, theme.ACCENT if p == shown else theme.LINE, r, 2 if p == shown else 1,
                             border_radius=7)
            draw_marker(surf, p, (r.x + 13, r.centery), 7, self.palette)
            surf.blit(img, img.get_rect(midleft=(r.x + 26, r.centery)))
            lx = r.right - 34
            self.blit_c(surf, self.icon("leaf", 7), (lx, r.centery))
            blit_text(surf, self.fonts, str(obs.nature[p]), (lx + 9, r.centery), 18, theme.TEXT, "midleft")
            if p == obs.current and obs.phase != OVER:
                pygame.draw.line(surf, TARGET, (r.x + 8, r.bottom - 2), (r.right - 8, r.bottom - 2), 3)
            self.hits.add(r, "tab", p)
            x = r.right + 6

    def draw_zoom(self, surf, ctx, mouse):
        y = self.env.y + 5
        x = self.env.right - 6
        specs = [("centre", self.tx(ctx, "centre"), 74), ("in", "+", 30), ("out", "-", 30)]
        for key, label, w in specs:
            r = pygame.Rect(x - w, y, w, TABS_H - 8)
            hover = r.collidepoint(mouse)
            pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=6)
            pygame.draw.rect(surf, theme.ACCENT if hover else theme.LINE, r, 1, border_radius=6)
            if key == "out":
                pygame.draw.line(surf, theme.TEXT, (r.centerx - 6, r.centery), (r.centerx + 6, r.centery), 3)
            elif key == "in":
                pygame.draw.line(surf, theme.TEXT, (r.centerx - 6, r.centery), (r.centerx + 6, r.centery), 3)
                pygame.draw.line(surf, theme.TEXT, (r.centerx, r.centery - 6), (r.centerx, r.centery + 6), 3)
            else:
                blit_text(surf, self.fonts, label, r.center, 18, theme.TEXT, "center")
            self.hits.add(r, "zoom", key)
            x -= w + 5

    def draw_view_only(self, surf, obs, ctx, p, mouse):
        name = ctx.names[p] if p < len(ctx.names) else "?"
        lang = ctx.lang
        text = self.tx(lang, "view_only", name=name)
        img = self.fonts.render(text, 20, theme.TEXT)
        bw = self.fonts.font(19, True).size(self.tx(lang, "back"))[0] + 28
        w = img.get_width() + bw + 44
        r = pygame.Rect(0, 0, w, 44)
        r.midbottom = (self.env.centerx, self.env.bottom - 10)
        pygame.draw.rect(surf, (30, 40, 35), r, border_radius=10)
        pygame.draw.rect(surf, theme.ACCENT, r, 2, border_radius=10)
        draw_marker(surf, p, (r.x + 16, r.centery), 8, self.palette)
        surf.blit(img, img.get_rect(midleft=(r.x + 30, r.centery)))
        b = pygame.Rect(r.right - bw - 6, r.y + 6, bw, r.h - 12)
        self.button(surf, b, self.tx(lang, "back"), "back", mouse, primary=True, size=19)

    # ---- scoring cards -------------------------------------------------------------------------------
    def card_entries(self, card, lang) -> list[str]:
        pts = card.points
        if not pts:
            p = card.params
            if card.rule == "hawk_sight_pairs":
                return [self.tx(lang, "per_pair", n=p.get("per_pair", 0))]
            if card.rule == "salmon_neighbours":
                return [self.tx(lang, "per_salmon", a=p.get("per_salmon", 0), b=p.get("per_neighbour", 0))]
            return []
        nz = [k for k in range(1, len(pts)) if pts[k] > 0]
        out = []
        for k in nz:
            plus = "+" if k == nz[-1] == len(pts) - 1 and card.rule in OPEN_ENDED else ""
            out.append(f"{k}{plus}: {pts[k]}")
        if card.params.get("set_bonus"):
            out.append(self.tx(lang, "set", n=card.params["set_bonus"]))
        return out

    def card_surface(self, card, a, w, h, lang):
        def make():
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            body = pygame.Rect(0, 0, w, h)
            pygame.draw.rect(surf, (236, 228, 204), body, border_radius=8)
            head = pygame.Rect(0, 0, w, 24)
            tint = CT.mix(ART.ANIMAL_COLOUR[a], (255, 255, 255), 0.55)
            pygame.draw.rect(surf, tint, head, border_top_left_radius=8, border_top_right_radius=8)
            pygame.draw.line(surf, (60, 50, 40), (0, 24), (w, 24), 1)
            pygame.draw.rect(surf, (60, 50, 40), body, 1, border_radius=8)
            tok = ART.token_surface(a, 10, None)
            surf.blit(tok, tok.get_rect(center=(14, 12)))
            name = getattr(card.name, lang, card.name.en)
            letter = card.letter if card.letter in ("A", "B", "C", "D") else ""
            title = name.split(": ", 1)[1] if ": " in name else name
            title = title[:1].upper() + title[1:]
            x = 28
            if letter:
                pygame.draw.rect(surf, ART.INK, (x, 3, 18, 18), border_radius=4)
                img = self.fonts.render(letter, 18, (255, 255, 255), True)
                surf.blit(img, img.get_rect(center=(x + 9, 12)))
                x += 24
            title = CT.fit_text(self.fonts, title, 19, w - x - 4, True)
            img = self.fonts.render(title, 19, ART.INK, True)
            surf.blit(img, img.get_rect(midleft=(x, 12)))
            ph = h - 28
            pw = min(96, w // 2)
            pic = ART.picture_surface(card, a, pw, ph)
            surf.blit(pic, (2, 26))
            tx = pw + 6
            lines = []
            entries = self.card_entries(card, lang)
            line = ""
            width = w - tx - 4
            f = self.fonts.font(17)
            room = (h - 30 - 36) // 15      # lines above the score badge use the full width
            for e in entries:
                limit = width if len(lines) < room else width - 36
                trial = f"{line}  {e}".strip()
                if f.size(trial)[0] <= limit or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = e
            if line:
                lines.append(line)
            for k, ln in enumerate(lines[:5]):
                img = self.fonts.render(ln, 17, (60, 54, 44))
                surf.blit(img, (tx, 30 + k * 15))
            return ART.fast(surf)
        return self.cache.get(("card", card.id, a, w, h, lang), make)

    def draw_cards(self, surf, obs, ctx, mouse):
        pygame.draw.rect(surf, (30, 41, 36), self.cards_area)
        pygame.draw.line(surf, theme.LINE, self.cards_area.topleft, self.cards_area.bottomleft)
        p = self.shown(obs, ctx)
        pts = self.info(obs)["rows"][p]["points"]
        for a in range(5):
            r = self.card_rect(a)
            card = self.data.cards[obs.cards[a]]
            surf.blit(self.card_surface(card, a, r.w, r.h, ctx.lang), r)
            if r.collidepoint(mouse):
                CT.outline(surf, r, theme.ACCENT, 2, 8, 1)
            v = pts[ANIMALS[a]]
            c = (r.right - 20, r.bottom - 18)
            pygame.draw.circle(surf, (40, 36, 30), c, 16)
            pygame.draw.circle(surf, theme.ACCENT if v else (120, 110, 90), c, 16, 2)
            blit_text(surf, self.fonts, str(v), c, 22, theme.ACCENT if v else theme.MUTED, "center", True)
            self.hits.add(r, "card", a)

    # ---- the side panel ---------------------------------------------------------------------------------
    def side_panel(self, surf, rect, obs, ctx) -> bool:
        self.side_hits.clear()
        p = self.shown(obs, ctx)
        lang = ctx.lang
        rows = self.info(obs)["rows"][p]
        pts, bonus = rows["points"], rows["habitat_bonus"]
        pygame.draw.rect(surf, (32, 44, 38), rect, border_radius=8)
        pygame.draw.rect(surf, theme.LINE, rect, 1, border_radius=8)
        name = ctx.names[p] if p < len(ctx.names) else "?"
        draw_marker(surf, p, (rect.x + 14, rect.y + 13), 7, self.palette)
        blit_text(surf, self.fonts, self.tx(lang, "panel_title", name=name), (rect.x + 28, rect.y + 13), 19,
                  theme.TEXT, "midleft", True)
        left = self.game.turns - self.game.turn_of(obs, p)
        blit_text(surf, self.fonts, self.tx(lang, "turns_left", k=left), (rect.right - 8, rect.y + 13), 17,
                  theme.MUTED, "midright")
        col_w = (rect.w - 12) // 5
        mouse = self.app.mouse
        y = rect.y + 40
        for a in range(5):
            x = rect.x + 6 + a * col_w
            cell_r = pygame.Rect(x, y - 14, col_w, 28)
            if cell_r.collidepoint(mouse):
                pygame.draw.rect(surf, theme.PANEL_HI, cell_r, border_radius=5)
            self.blit_c(surf, self.token_img(a, 11, lang), (x + 14, y))
            blit_text(surf, self.fonts, str(pts[ANIMALS[a]]), (x + 29, y), 21, theme.TEXT, "midleft", True)
            self.side_hits.add(cell_r, "focus", ("animal", a))
        y += 32
        for h in range(5):
            x = rect.x + 6 + h * col_w
            cell_r = pygame.Rect(x, y - 15, col_w, 32)
            if cell_r.collidepoint(mouse):
                pygame.draw.rect(surf, theme.PANEL_HI, cell_r, border_radius=5)
            self.blit_c(surf, self.icon("swatch", h, 11), (x + 12, y))
            b = bonus.get(HABITATS[h], 0)
            blit_text(surf, self.fonts, str(pts[HABITATS[h]]), (x + 27, y - (5 if b else 0)), 21, theme.TEXT,
                      "midleft", True)
            if b:
                blit_text(surf, self.fonts, f"+{b}", (x + 27, y + 10), 16, theme.GOOD, "midleft", True)
            self.side_hits.add(cell_r, "focus", ("habitat", h))
        y += 32
        self.blit_c(surf, self.icon("leaf", 9), (rect.x + 18, y))
        blit_text(surf, self.fonts, f"{pts['nature']}", (rect.x + 32, y), 20, theme.TEXT, "midleft", True)
        blit_text(surf, self.fonts, self.tx(lang, "bonus", n=pts["bonus"]), (rect.x + 62, y), 18, theme.MUTED,
                  "midleft")
        total = sum(pts.values())
        blit_text(surf, self.fonts, f"= {total}", (rect.right - 10, y), 22, theme.ACCENT, "midright", True)
        return True

    # ---- input ------------------------------------------------------------------------------------------
    def click(self, pos, button, obs, ctx):
        if button != 1:         # right and middle buttons drag the board (see drag)
            return None
        self.observe_change(obs, ctx)
        L = self.legal(ctx)
        hit = self.hits.at(pos)
        me = self.me(ctx)
        if hit is not None:
            kind, data, _ = hit
            if kind == "tab":
                self.showing = None if data[0] == me else data[0]
                return None
            if kind == "zoom":
                return self.zoom_key(data[0], obs, ctx)
            if kind == "rot":
                self.rot = (self.rot + data[0]) % 6
                return None
            if kind == "btn":
                return self.press(data[0], obs, ctx, L)
            if kind in ("tile", "token", "pair"):
                return self.pick(kind, data[0], obs, ctx, L)
            if kind == "card":
                return None
        if self.env.collidepoint(pos) and pos[1] > self.env.y + TABS_H:
            return self.board_click(pos, obs, ctx, L)
        return None

    def press(self, key, obs, ctx, L):
        if key == "back":
            self.showing = None
            return None
        if key == "free":
            return ("nature_free",)
        if key == "wipe3":
            return ("wipe3",)
        if key == "discard":
            return ("discard_token",)
        if key == "wipe":
            if not L.wipe:      # let the engine say why (no nature token, wrong step)
                return ("nature_wipe", sum(1 << i for i in range(4) if obs.tokens[i] != EMPTY) or 15)
            self.wipe_mode, self.wipe_mask = True, 0
            self.sel_tile = self.sel_token = None
            return None
        if key == "wipe_cancel":
            self.wipe_mode, self.wipe_mask = False, 0
            return None
        if key == "wipe_go":
            return ("nature_wipe", self.wipe_mask)
        return None

    def pick(self, kind, i, obs, ctx, L):
        """A click on the display: a pair, or (free choice) a tile or a token."""
        if self.wipe_mode:
            if obs.tokens[i] != EMPTY:
                self.wipe_mask ^= 1 << i
            return None
        if obs.free and obs.phase == TAKE:
            if kind == "tile" or (kind == "pair" and self.sel_tile is None):
                self.sel_tile = None if self.sel_tile == i else i
            else:
                self.sel_token = None if self.sel_token == i else i
            if self.sel_tile is not None and self.sel_token is not None:
                action = ("take", self.sel_tile, self.sel_token)
                self.sel_tile = self.sel_token = None
                self.showing = None
                return action
            return None
        self.showing = None
        return ("take", i, i)

    def board_click(self, pos, obs, ctx, L):
        p = self.shown(obs, ctx)
        me = self.me(ctx)
        cam = self.camera(obs, p)
        q, r = cam.hex_at(pos)
        if not L.any or obs.current != me:
            return None
        if p != me:
            name = ctx.names[p] if p < len(ctx.names) else "?"
            self.app.toast(self.tx(ctx, "not_yours", name=name))
            return None
        c = cell(q, r) if max(abs(q), abs(r), abs(q + r)) <= 40 else None
        on_tile = c is not None and c in obs.env[me]
        if obs.phase == PLACE or (obs.phase == TAKE and not on_tile):
            return self.place_action(obs, q, r)
        return ("token", q, r)

    def zoom_key(self, what, obs, ctx):
        cam = self.camera(obs, self.shown(obs, ctx))
        if what == "in":
            cam.zoom(1)
        elif what == "out":
            cam.zoom(-1)
        else:
            self.fitted.pop(self.shown(obs, ctx), None)
            cam.auto = True
            self.camera(obs, self.shown(obs, ctx))
        return None

    def key(self, event, obs, ctx):
        k = event.key
        mods = getattr(event, "mod", 0)
        if k == pygame.K_r:
            self.rot = (self.rot + (-1 if mods & pygame.KMOD_SHIFT else 1)) % 6
            return None
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return self.zoom_key("in", obs, ctx)
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            return self.zoom_key("out", obs, ctx)
        if k == pygame.K_c:
            return self.zoom_key("centre", obs, ctx)
        arrows = {pygame.K_LEFT: (60, 0), pygame.K_RIGHT: (-60, 0), pygame.K_UP: (0, 60), pygame.K_DOWN: (0, -60)}
        if k in arrows:
            self.camera(obs, self.shown(obs, ctx)).pan(*arrows[k])
            return None
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.wipe_mode:
            return ("nature_wipe", self.wipe_mask)
        if k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4) and obs.phase == TAKE and not obs.free \
                and not self.wipe_mode:
            self.showing = None
            i = k - pygame.K_1
            return ("take", i, i)
        return None

    def wheel(self, pos, dy, obs, ctx):
        if dy == 0:
            return None
        L = self.legal(ctx)
        ctrl = pygame.key.get_mods() & pygame.KMOD_CTRL
        placing = obs.phase == PLACE and L.any and not self.held_keystone(obs) and \
            self.shown(obs, ctx) == self.me(ctx)
        if placing and not ctrl:
            self.rot = (self.rot + (1 if dy > 0 else -1)) % 6
            return None
        if self.env.collidepoint(pos):
            self.camera(obs, self.shown(obs, ctx)).zoom(1 if dy > 0 else -1, pos)
        return None

    def drag(self, pos, rel, buttons, obs, ctx):
        if not (len(buttons) > 2 and (buttons[1] or buttons[2])):
            return
        scale = self.app.view_transform()[0] or 1.0     # rel is in window pixels
        dx, dy = rel[0] / scale, rel[1] / scale
        if dx or dy:
            self.camera(obs, self.shown(obs, ctx)).pan(dx, dy)

    # ---- words ------------------------------------------------------------------------------------------
    def prompt(self, obs, ctx) -> str:
        L = self.legal(ctx)
        me = self.me(ctx)
        if not L.any or obs.current != me or obs.phase == OVER:
            return ""
        lang = ctx.lang
        if self.showing is not None and self.showing != me and obs.phase != TAKE:
            name = ctx.names[self.showing] if self.showing < len(ctx.names) else "?"
            return self.tx(lang, "p_viewing", name=name)
        if obs.phase == TAKE:
            if self.wipe_mode:
                return self.tx(lang, "p_wipe")
            if obs.free:
                if self.sel_tile is not None:
                    return self.tx(lang, "p_free_tile")
                if self.sel_token is not None:
                    return self.tx(lang, "p_free_token")
                return self.tx(lang, "p_free")
            return self.tx(lang, "p_take")
        if obs.phase == PLACE:
            return self.tx(lang, "p_place_k" if self.held_keystone(obs) else "p_place")
        name = self.animal(obs.held_token, lang)
        return self.tx(lang, "p_token" if L.tokens else "p_token_none", animal=name)

    def tile_text(self, code, lang, token=None) -> str:
        t = code // 6
        lines = [T.tile_name(self.data, t, lang)]
        if self.data.keystone[code]:
            lines.append(self.tx(lang, "keystone"))
        if token is not None:
            lines.append(self.tx(lang, "holds", animal=self.animal(token, lang)))
        else:
            names = ", ".join(self.animal(ANIMALS.index(a), lang) for a in self.data.tiles[t].wildlife)
            lines.append(self.tx(lang, "allows", animals=names))
        return "\n".join(lines)

    def tooltip(self, pos, obs, ctx):
        lang = ctx.lang
        hit = self.hits.at(pos)
        if hit is not None:
            kind, data, _ = hit
            if kind == "tile":
                i = data[0]
                return self.tx(lang, "slot_tile", i=i + 1, tile=self.tile_text(obs.tiles[i] * 6, lang))
            if kind == "token":
                i = data[0]
                return self.tx(lang, "slot_token", i=i + 1, animal=self.animal(obs.tokens[i], lang))
            if kind == "pair":
                return None if obs.tiles[data[0]] != EMPTY else self.tx(lang, "empty_slot")
            if kind == "card":
                return self.card_tip(obs, ctx, data[0])
            if kind == "tab":
                p = data[0]
                pts = sum(self.info(obs)["rows"][p]["points"].values())
                name = ctx.names[p] if p < len(ctx.names) else "?"
                return self.tx(lang, "tab_tip", name=name, pts=pts, n=obs.nature[p])
            if kind == "btn":
                tips = {"free": "free_tip", "wipe": "wipe_tip", "wipe_go": "wipe_tip", "wipe3": "wipe3_tip",
                        "discard": "discard_tip"}
                key = tips.get(data[0])
                return self.tx(lang, key) if key else None
            if kind == "rot":
                return self.tx(lang, "rot_tip")
            if kind == "zoom":
                return self.tx(lang, {"in": "zoom_in", "out": "zoom_out", "centre": "centre_tip"}[data[0]])
            return None
        if self.env.collidepoint(pos) and pos[1] > self.env.y + TABS_H:
            p = self.shown(obs, ctx)
            q, r = self.camera(obs, p).hex_at(pos)
            if max(abs(q), abs(r), abs(q + r)) > 40:
                return None
            c = cell(q, r)
            code = obs.env[p].get(c)
            L = self.legal(ctx)
            if code is not None:
                text = self.tile_text(code, lang, obs.wild[p].get(c))
                if (q, r) in L.tokens and p == self.me(ctx):
                    text = self.tx(lang, "token_here", animal=self.animal(obs.held_token, lang)) + "\n" + text
                return text
        return None

    def card_tip(self, obs, ctx, a) -> str:
        lang = ctx.lang
        card = self.data.cards[obs.cards[a]]
        p = self.shown(obs, ctx)
        name = ctx.names[p] if p < len(ctx.names) else "?"
        v = self.info(obs)["rows"][p]["points"][ANIMALS[a]]
        lines = [getattr(card.name, lang, card.name.en), getattr(card.text, lang, card.text.en)]
        entries = self.card_entries(card, lang)
        if entries:
            lines.append(self.tx(lang, "points", table=", ".join(entries)))
        if a == 3 and card.rule in ("hawk_alone_sight", "hawk_sight_pairs", "hawk_pairing"):
            lines.append(self.tx(lang, "card_tip_hawk"))
        lines.append(self.tx(lang, "now", name=name, pts=v))
        return "\n".join(lines)
