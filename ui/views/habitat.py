"""Habitat (North Woods) board view.

Layout of the 960x682 board:
  left  ┌ common row: the 3 dying piles | draw pile | the 3-card display
        ├ banner: what to do now (prompts, selection) and the buttons (End turn, Decline...)
        ├ your table: chains stacked by rank (predator on top), feeding arrows, fed badges,
        │ a "New chain" slot; prompt trays (cards to place, Spring, Renewal) open over it
        └ your hand
  right   the opponents, one compact panel each: hand size, rank pips 1-8, chains (mini)

Everything is drawn from the observation; legality comes from ctx.legal only. A click first
selects a source (a hand card, a segment of one of your chains, a dying pile's top card, a
card to place) and then a target; the view returns the intended action even when it is not
in ctx.legal, so the engine's refusal reason reaches the player.
"""
from __future__ import annotations

from collections import defaultdict

import pygame

from engine.core import tr
from engine.habitat import view_info as VI
from engine.habitat.state import DRAW, OVER, SETUP, START

from .. import theme
from ..theme import draw_marker
from ..widgets import blit_text, draw_panel
from .kit import cardtable as CT
from . import habitat_art as ART
from .base import BoardView, view_text

LEFT_W = 652
COMMON_H = 146
BANNER_H = 36
HAND_H = 136
BIG_W = 82
GHOST = 22          # height of the "on top of this chain" drop slot

TEXT = {
    "en": {
        "dying": "Dying piles", "pile": "Draw pile", "display": "Display", "hand": "Your hand",
        "table": "Your chains", "new_chain": "+ New chain", "aside": "Set aside",
        "end_turn": "End turn", "cancel": "Cancel", "decline": "Let it burn", "done": "Done",
        "play": "Play {name}", "empty": "empty", "ranks": "Ranks 1-8",
        "hidden": "A hidden card", "face_down": "{n} played face down",
        "p_setup": "Set-up: play cards or set them aside until 3 remain ({n} to go)",
        "p_start": "Draw 2 cards (pile or display), or Territory: pick a species first",
        "p_draw": "Draw your second card (pile or display)",
        "p_main": "Build chains, rescue, play events, then End turn",
        "p_place": "Put {name} on a dying pile",
        "p_place_n": "Put these {n} cards on the dying piles",
        "p_pollution": "Pollution: give up your highest-ranked species",
        "p_winter": "Winter: give up one of your Resources",
        "p_wildfire": "Wildfire: save the burnt chain on a lit free Resource, or let it burn",
        "p_spring": "Spring: keep one of the 4 cards; the others become the display",
        "p_renewal": "Renewal: take a species and a Resource from the dying piles",
        "p_discard": "Discard down to 3: click a card in your hand, then a dying pile",
        "s_hand_setup": "{name}: click a lit place in your chains, New chain or Set aside",
        "s_hand": "{name}: click a lit place in your chains or New chain",
        "s_territory": "{name}: Territory — click a lit rival chain to attack",
        "s_event": "{name}: click a lit card",
        "s_event_go": "{name}: press Play to use it",
        "s_niche": "Niche: name the rank to look for",
        "s_seg": "{n} card(s) picked up: click a lit place (click this chain again to pick more)",
        "s_rescue": "Rescue {name}: click a lit place in your chains",
        "s_pile": "{name}: click a lit dying pile",
        "s_discard": "{name}: click a dying pile to discard it",
        "s_none": "{name}: nothing lit — it cannot be used now (try anyway to see why)",
        "s_no_territory": "{name} can attack no rival chain now: draw 2 cards instead",
        "w_turn": "{name} is playing",
        "w_setup": "{name} is building their table face down",
        "w_prompt": "{name} must answer: {what}",
        "over_habitat": "Habitat! {name} wins",
        "over_cap": "Safety cap reached: {name} wins on fed ranks",
        "pile_tip": "Draw pile: {n} cards (rebuilt {k} of 3 times)",
        "dying_tip": "Dying pile {p}: {n} card(s); only the top card can be rescued or eaten",
        "new_tip": "A new chain starts with a Resource or a fed scavenger",
        "aside_tip": "Set-up: cards set aside are shuffled into the dying piles at the reveal ({n} so far)",
        "hand_tip": "{name}: {n} card(s) in hand",
        "rank_fed": "Rank {r}: held and fed", "rank_starving": "Rank {r}: held but starving",
        "rank_missing": "Rank {r}: missing",
        "keep_title": "Spring: keep one card", "place_title": "To the dying piles",
        "renew_title": "Renewal: the dying piles, bottom to top",
        "last_round": "Last round (safety cap)", "migration": "Migration: rescues only this turn",
        "spring_block": "Spring: no Winter before {name}'s turn",
        "pile_line": "Draw pile {n} · rebuilt {k}/3",
    },
    "fr": {
        "dying": "Piles des mourants", "pile": "Pioche", "display": "Exposition",
        "hand": "Votre main", "table": "Vos chaînes", "new_chain": "+ Nouvelle chaîne",
        "aside": "Écarter", "end_turn": "Fin du tour", "cancel": "Reposer",
        "decline": "Laisser brûler", "done": "Terminé", "play": "Jouer {name}", "empty": "vide",
        "ranks": "Rangs 1-8", "hidden": "Une carte cachée", "face_down": "{n} posées face cachée",
        "p_setup": "Mise en place : posez ou écartez des cartes jusqu'à en garder 3 (encore {n})",
        "p_start": "Piochez 2 cartes (pioche ou exposition), ou Territoire : choisissez une espèce",
        "p_draw": "Piochez votre deuxième carte (pioche ou exposition)",
        "p_main": "Construisez vos chaînes, sauvez, jouez des événements, puis Fin du tour",
        "p_place": "Mettez {name} sur une pile des mourants",
        "p_place_n": "Mettez ces {n} cartes sur les piles des mourants",
        "p_pollution": "Pollution : perdez votre espèce de plus haut rang",
        "p_winter": "Hiver : perdez une de vos Ressources",
        "p_wildfire": "Incendie : sauvez la chaîne brûlée sur une Ressource libre éclairée, ou laissez-la",
        "p_spring": "Printemps : gardez une des 4 cartes ; les autres forment l'exposition",
        "p_renewal": "Renouveau : prenez une espèce et une Ressource des piles des mourants",
        "p_discard": "Défaussez jusqu'à 3 : cliquez une carte de votre main, puis une pile des mourants",
        "s_hand_setup": "{name} : cliquez une place éclairée de vos chaînes, Nouvelle chaîne ou Écarter",
        "s_hand": "{name} : cliquez une place éclairée de vos chaînes ou Nouvelle chaîne",
        "s_territory": "{name} : Territoire — cliquez une chaîne adverse éclairée",
        "s_event": "{name} : cliquez une carte éclairée",
        "s_event_go": "{name} : appuyez sur Jouer",
        "s_niche": "Niche : nommez le rang cherché",
        "s_seg": "{n} carte(s) prise(s) : cliquez une place éclairée (recliquez la chaîne pour en prendre plus)",
        "s_rescue": "Sauver {name} : cliquez une place éclairée de vos chaînes",
        "s_pile": "{name} : cliquez une pile des mourants éclairée",
        "s_discard": "{name} : cliquez une pile des mourants pour la défausser",
        "s_none": "{name} : rien d'éclairé — inutilisable maintenant (essayez pour savoir pourquoi)",
        "s_no_territory": "{name} ne peut attaquer aucune chaîne adverse : piochez plutôt 2 cartes",
        "w_turn": "{name} joue",
        "w_setup": "{name} prépare sa table face cachée",
        "w_prompt": "{name} doit répondre : {what}",
        "over_habitat": "Habitat ! {name} gagne",
        "over_cap": "Limite de sécurité atteinte : {name} gagne aux rangs nourris",
        "pile_tip": "Pioche : {n} cartes (reconstituée {k} fois sur 3)",
        "dying_tip": "Pile des mourants {p} : {n} carte(s) ; seule celle du dessus peut être sauvée ou mangée",
        "new_tip": "Une nouvelle chaîne commence par une Ressource ou un charognard nourri",
        "aside_tip": "Mise en place : les cartes écartées iront dans les piles des mourants à la révélation ({n} pour l'instant)",
        "hand_tip": "{name} : {n} carte(s) en main",
        "rank_fed": "Rang {r} : présent et nourri", "rank_starving": "Rang {r} : présent mais affamé",
        "rank_missing": "Rang {r} : manquant",
        "keep_title": "Printemps : gardez une carte", "place_title": "Vers les piles des mourants",
        "renew_title": "Renouveau : les piles des mourants, du bas vers le haut",
        "last_round": "Dernier tour (limite de sécurité)",
        "migration": "Migration : seulement des sauvetages ce tour",
        "spring_block": "Printemps : pas d'Hiver avant le tour de {name}",
        "pile_line": "Pioche {n} · reconstituée {k}/3",
    },
}

def fast(surface):
    """The display's pixel format blits faster (when there is a display)."""
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


LEGEND = {
    "en": {"title": "Key", "land": "Terrestrial", "water": "Aquatic",
           "wing": "Flying: only flying predators eat it", "scav": "Scavenger: eats a dying species",
           "fed": "Fed by the card below", "fed_scav": "Fed by scavenging",
           "starving": "Starving: dies at the end of its turn",
           "feeds": "Feeds the card above", "breaks": "Does not feed the card above"},
    "fr": {"title": "Légende", "land": "Terrestre", "water": "Aquatique",
           "wing": "Volant : seuls les volants le mangent", "scav": "Charognard : mange un mourant",
           "fed": "Nourri par la carte du dessous", "fed_scav": "Nourri en charognant",
           "starving": "Affamé : meurt en fin de tour",
           "feeds": "Nourrit la carte du dessus", "breaks": "Ne nourrit pas la carte du dessus"},
}

TARGET_EVENTS = ("disease", "wildfire", "population_boom", "abundance")
SLOT_KINDS = ("mycard", "mycol")


class HabitatView(BoardView):
    legacy = True   # still drawn through (obs, ctx): see ui.views.base.LegacyView
    def __init__(self, game, app):
        super().__init__(game, app)
        self.deck = game.deck
        self.cache = CT.CardCache()
        self.hits = CT.Hits()
        self.sel = None              # ("hand", uid) ("seg", ci, lo, n) ("dying", p) ("tray", uid) ("tcard", uid)
        self.buttons: list = []
        self.marks: dict = {}        # mark key -> rect drawn this frame (for highlights)
        self.cols: dict = {}         # own chain ci -> (column rect, boundary ys by position)
        self._idx = None             # (key, obs, index)
        self._status = None          # (obs, statuses)
        self._fits: dict = {}        # chain_fit answers
        self._seen = None            # the observation drawn last
        self.drawn: dict = {}        # card index -> rect of each card drawn face up
        self.side_panel_height = 0

    # ---- text ---------------------------------------------------------------------------------
    def tx(self, ctx, key, **fmt) -> str:
        return view_text(TEXT, ctx.lang, key, **fmt)

    def name(self, c, lang) -> str:
        return VI.card_name(self.deck, c, lang)

    def uid_name(self, uid, lang) -> str:
        c = self.deck.index.get(uid)
        return self.name(c, lang) if c is not None else str(uid)

    # ---- geometry -------------------------------------------------------------------------------
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        lw = min(LEFT_W, r.w - 240)
        self.left = pygame.Rect(r.x, r.y, lw, r.h)
        self.right = pygame.Rect(r.x + lw + 6, r.y, r.w - lw - 6, r.h)
        self.common = pygame.Rect(r.x, r.y, lw, COMMON_H)
        self.banner = pygame.Rect(r.x + 6, r.y + COMMON_H + 2, lw - 12, BANNER_H)
        self.hand_area = pygame.Rect(r.x, r.bottom - HAND_H, lw, HAND_H)
        top = self.banner.bottom + 4
        self.table = pygame.Rect(r.x, top, lw, self.hand_area.y - top - 2)

    def reset(self):
        self.sel = None

    # ---- derived facts (cached per observation) -----------------------------------------------
    def me(self, obs, ctx) -> int:
        v = ctx.viewer
        return v if v is not None and 0 <= v < obs.players else 0

    def status(self, obs):
        if self._status is None or self._status[0] is not obs:
            deck = self.deck
            st = [VI.table_status(deck, obs, q) for q in range(obs.players)]
            prog = [VI.rank_progress(deck, obs, q) for q in range(obs.players)]
            self._status = (obs, st, prog)
        return self._status[1], self._status[2]

    def index(self, obs, ctx):
        key = (id(obs), len(ctx.legal), ctx.legal[0] if ctx.legal else None, ctx.to_move, ctx.viewer)
        if self._idx is not None and self._idx[0] == key and self._idx[1] is obs:
            return self._idx[2]
        me = self.me(obs, ctx)
        idx = {"src": defaultdict(list), "free": [], "set": set(ctx.legal)}
        for a in ctx.legal:
            src, _ = self.action_marks(obs, me, a)
            if src is None:
                idx["free"].append(a)
            else:
                idx["src"][src].append(a)
        self._idx = (key, obs, idx)
        return idx

    def prompt_of(self, obs):
        return obs.pending[0] if obs.pending else None

    def find_on_table(self, obs, q, c):
        for ci, ch in enumerate(obs.tables[q]):
            if c in ch:
                return ci, ch.index(c)
        return None

    def action_marks(self, obs, me, a):
        """(source mark, target mark) of an action, in the view's own vocabulary."""
        kind = a[0]
        deck = self.deck
        n = len(obs.tables[me]) if 0 <= me < obs.players else 0
        if kind == "play":
            return ("hand", a[1]), ("slot", a[2], a[3])
        if kind == "new_chain":
            return ("hand", a[1]), ("newchain",)
        if kind == "setup_discard":
            return ("hand", a[1]), ("aside",)
        if kind == "draw_pile":
            return None, ("drawpile",)
        if kind == "draw_display":
            return None, ("display", a[1])
        if kind == "territory":
            return ("hand", a[1]), ("oppchain", a[2], a[3])
        if kind == "move":
            _, fc, fp, tc, tp, cnt = a
            tgt = ("newchain",) if tc == n else ("slot", tc, tp)
            return ("seg", fc, fp, cnt), tgt
        if kind == "rescue":
            tgt = ("newchain",) if a[2] == n else ("slot", a[2], a[3])
            return ("dying", a[1]), tgt
        if kind == "event":
            c = deck.index.get(a[1])
            ev = deck.type_id[c] if c is not None else ""
            if ev == "abundance" and len(a) == 4:
                return ("hand", a[1]), ("card", me, a[2], a[3])
            if len(a) == 5:
                return ("hand", a[1]), ("card", a[2], a[3], a[4])
            if ev == "niche" and len(a) == 3:
                return ("hand", a[1]), ("rank", a[2])
            return ("hand", a[1]), ("button", "event")
        if kind == "end_turn":
            return None, ("button", "end_turn")
        if kind == "place":
            pr = self.prompt_of(obs)
            if pr is not None and pr[0] in ("pollution", "winter"):
                return ("tcard", a[1]), ("pile", a[2])
            return ("tray", a[1]), ("pile", a[2])
        if kind == "discard":
            return ("hand", a[1]), ("pile", a[2])
        if kind == "save":
            return None, ("chain", a[1])
        if kind == "decline":
            return None, ("button", "decline")
        if kind == "keep":
            return None, ("tray", a[1])
        if kind == "renew":
            return None, ("renew", a[1], a[2])
        if kind == "renew_done":
            return None, ("button", "renew_done")
        return None, None

    # ---- the selection ---------------------------------------------------------------------------
    def valid_selection(self, obs, ctx):
        s = self.sel
        if s is None:
            return
        me = self.me(obs, ctx)
        deck = self.deck
        ok = bool(ctx.legal)
        if ok and s[0] == "hand":
            ok = deck.index.get(s[1]) in obs.hands[me]
        elif ok and s[0] == "seg":
            _, ci, lo, n = s
            ok = ci < len(obs.tables[me]) and lo + n <= len(obs.tables[me][ci])
        elif ok and s[0] == "dying":
            ok = bool(obs.dying[s[1]])
        elif ok and s[0] == "tray":
            pr = self.prompt_of(obs)
            ok = pr is not None and pr[0] == "place" and deck.index.get(s[1]) in pr[2]
        elif ok and s[0] == "tcard":
            pr = self.prompt_of(obs)
            ok = pr is not None and pr[0] in ("pollution", "winter")
        if not ok:
            self.sel = None

    def selected_actions(self, idx):
        if self.sel is None:
            return []
        if self.sel[0] in ("hand", "seg", "dying", "tray", "tcard"):
            return idx["src"].get(self.sel, [])
        return []

    def auto_select(self, obs, ctx, idx):
        """The place prompt with several piles: the first card to place is picked already."""
        pr = self.prompt_of(obs)
        if self.sel is None and pr is not None and pr[0] == "place" and ctx.legal:
            uids = [a[1] for a in ctx.legal if a[0] == "place"]
            piles = {a[2] for a in ctx.legal if a[0] == "place"}
            if uids and len(piles) > 1:
                self.sel = ("tray", uids[0])

    # ---- drawing ---------------------------------------------------------------------------------
    def draw(self, surf, obs, ctx):
        self.hits.clear()
        self.marks = {}
        self.cols = {}
        self.buttons = []
        self.drawn = {}
        me = self.me(obs, ctx)
        idx = self.index(obs, ctx)
        if obs is not self._seen:       # a move was played (or undone): start afresh
            self._seen = obs
            self.sel = None
        self.valid_selection(obs, ctx)
        self.auto_select(obs, ctx, idx)
        statuses, progress = self.status(obs)
        self._abund_type = obs.abund_type
        self.side_panel_height = 30 + 20 * obs.players + 42
        self.draw_common(surf, obs, ctx)
        self.draw_table(surf, obs, ctx, me, statuses[me], progress[me])
        self.draw_hand(surf, obs, ctx, me)
        self.draw_opponents(surf, obs, ctx, me, statuses, progress)
        self.draw_tray(surf, obs, ctx, me)
        self.draw_banner(surf, obs, ctx, me, idx)
        self.draw_marks(surf, obs, ctx, me, idx)

    def card_surface(self, c, w, h, lang):
        if c is None or c < 0:
            return self.cache.get(("back", w, h), lambda: fast(ART.render_back(w, h)))
        t = self.deck.type_id[c]
        return self.cache.get(("face", t, w, h, lang),
                              lambda: fast(ART.render_face(self.fonts, self.deck, c, w, h, lang)))

    def blit_card(self, surf, c, rect, lang, record=True):
        surf.blit(self.card_surface(c, rect.w, rect.h, lang), rect.topleft)
        if record and c is not None and c >= 0:
            self.drawn[c] = pygame.Rect(rect)

    def label(self, surf, text, pos, size=17, colour=theme.MUTED, anchor="topleft", bold=False):
        return blit_text(surf, self.fonts, text, pos, size, colour, anchor, bold)

    # ---- common row: dying piles, draw pile, display --------------------------------------------
    def draw_common(self, surf, obs, ctx):
        lang = ctx.lang
        r = self.common
        w, h = CT.card_size(BIG_W)
        y = r.y + 22
        xs = [r.x + 8 + k * (w + 6) for k in range(3)]
        px = xs[2] + w + 18
        ds = [px + w + 18 + k * (w + 6) for k in range(3)]
        self.label(surf, self.tx(ctx, "dying"), ((xs[0] + xs[2] + w) // 2, r.y + 4), anchor="midtop")
        self.label(surf, self.tx(ctx, "pile"), (px + w // 2, r.y + 4), anchor="midtop")
        self.label(surf, self.tx(ctx, "display"), ((ds[0] + ds[2] + w) // 2, r.y + 4), anchor="midtop")
        for p in range(3):
            rect = pygame.Rect(xs[p], y, w, h)
            pile = obs.dying[p]
            if pile:
                CT.pile_depth(surf, rect, len(pile))
                self.blit_card(surf, pile[-1], rect, lang)
                CT.count_badge(surf, self.fonts, (rect.right - 4, rect.y + 2), str(len(pile)), 16)
            else:
                CT.empty_slot(surf, self.fonts, rect, self.tx(ctx, "empty"))
            self.hits.add(rect, "dying", p)
            self.marks[("pile", p)] = rect
            self.marks[("dying", p)] = rect
        rect = pygame.Rect(px, y, w, h)
        if obs.pile:
            CT.pile_depth(surf, rect, len(obs.pile))
            self.blit_card(surf, -1, rect, lang)
            CT.count_badge(surf, self.fonts, (rect.centerx, rect.bottom - 4), str(len(obs.pile)), 18)
        else:
            CT.empty_slot(surf, self.fonts, rect, self.tx(ctx, "empty"))
        self.hits.add(rect, "drawpile")
        self.marks[("drawpile",)] = rect
        for s in range(3):
            rect = pygame.Rect(ds[s], y, w, h)
            c = obs.display[s]
            if c >= 0:
                self.blit_card(surf, c, rect, lang)
            else:
                CT.empty_slot(surf, self.fonts, rect, self.tx(ctx, "empty"))
            self.hits.add(rect, "display", s)
            self.marks[("display", s)] = rect

    # ---- your table ---------------------------------------------------------------------------------
    def chain_fit(self, area, ncols, maxlen, wmax=88, wmin=44, gap=14):
        """Card width and cascade step so that ncols columns of up to maxlen cards fit."""
        key = (tuple(area), ncols, maxlen, wmax, wmin, gap)
        got = self._fits.get(key)
        if got is None:
            got = self._fits[key] = self._chain_fit(area, ncols, maxlen, wmax, wmin, gap)
        return got

    def _chain_fit(self, area, ncols, maxlen, wmax, wmin, gap):
        for w in range(wmax, wmin - 1, -2):
            h = int(round(w * CT.CARD_RATIO))
            k = w / 84
            tb = max(13, round(20 * k))
            want = tb + max(11, round(15 * k)) + 3 if w >= 60 else tb + 3
            least = tb + 1
            if ncols * (w + gap) - gap > area.w:
                continue
            step = CT.cascade_step(h, maxlen, area.h, want, least)
            if h + (maxlen - 1) * step <= area.h:
                return w, h, step, tb
        w = wmin
        h = int(round(w * CT.CARD_RATIO))
        tb = max(13, round(20 * w / 84))
        return w, h, max(tb + 1, (area.h - h) // max(1, maxlen - 1)), tb

    def draw_table(self, surf, obs, ctx, me, status, progress):
        lang = ctx.lang
        r = self.table
        pygame.draw.rect(surf, (30, 44, 36), r, border_radius=8)
        # header: whose table, and the 8 rank pips (the win condition)
        draw_marker(surf, me, (r.x + 16, r.y + 14), 8, self.palette)
        t = self.label(surf, self.tx(ctx, "table"), (r.x + 30, r.y + 5), 20, theme.TEXT, bold=True)
        pips = ART.pip_row(surf, self.fonts, progress, t.right + 14, r.y + 3, 22, 3, self.cache)
        for k in range(8):
            self.hits.add((pips.x + k * 25, pips.y, 22, 22), "pip", me, k + 1, progress[k])
        fed = sum(1 for p in progress if p == 2)
        self.label(surf, f"{fed}/8", (pips.right + 8, r.y + 5), 20, theme.ACCENT, bold=True)
        chains = obs.tables[me]
        setup = obs.phase == SETUP
        ncols = len(chains) + 1 + (1 if setup else 0)
        area = pygame.Rect(r.x + 14, r.y + 34, r.w - 22, r.h - 44)
        maxlen = max([len(ch) for ch in chains] + [1])
        # room above the tallest chain for the "on top" drop slot
        w, h, step, tb = self.chain_fit(area.inflate(0, -GHOST * 2).move(0, GHOST), ncols, maxlen, wmax=96)
        gap = 14
        pitch = min(w + gap, (area.w - w) // max(1, ncols - 1))
        total = (ncols - 1) * pitch + w
        x0 = area.x + max(0, (area.w - total) // 2) if ncols <= 3 else area.x
        base = area.bottom
        boom = obs.boom
        for ci, ch in enumerate(chains):
            x = x0 + ci * pitch
            rects = CT.cascade_up(x, base, w, h, step, len(ch))
            top_y = rects[-1].y
            col = pygame.Rect(x - gap // 2, top_y - GHOST - 4, w + gap, base - top_y + GHOST + 10)
            self.hits.add(col, "mycol", ci)
            self.marks[("chain", ci)] = pygame.Rect(x, top_y, w, base - top_y)
            ys = [rects[0].bottom] + [rects[k - 1].y for k in range(1, len(ch) + 1)]
            self.cols[ci] = (col, ys, x, w)
            self.marks[("slot", ci, len(ch))] = pygame.Rect(x, top_y - GHOST - 2, w, GHOST)
            for k in range(len(ch) - 1, -1, -1):
                c = ch[k]
                rect = rects[k]
                self.blit_card(surf, c, rect, lang)
                vis = CT.visible_part(rects, k)
                how = status[ci][k][0] if ci < len(status) and k < len(status[ci]) else VI.RESOURCE_CARD
                self.card_overlays(surf, c, rect, vis, how, boom, tb, full=w >= 60)
                self.drawn[c] = vis
                self.hits.add(vis, "mycard", ci, k)
                self.marks[("card", me, ci, k)] = vis
            # what feeds what: arrows in the left gutter, from each card to the one above it
            for k in range(1, len(ch)):
                ok = status[ci][k][1] if ci < len(status) and k < len(status[ci]) else False
                self.feed_link(surf, x - gap // 2 - 1, rects[k - 1], rects[k], step, ok)
            for k in range(len(ch)):
                self.marks[("slot", ci, k)] = pygame.Rect(x - 4, ys[k] - 4, w + 8, 8)
        # the new chain slot (and the set-aside slot during set-up)
        x = x0 + len(chains) * pitch
        nh = min(h, max(60, area.h // 2))
        rect = pygame.Rect(x, base - nh, w, nh)
        CT.empty_slot(surf, self.fonts, rect, self.tx(ctx, "new_chain"), size=16 if w < 70 else 18)
        self.hits.add(rect, "newchain")
        self.marks[("newchain",)] = rect
        if setup:
            x += pitch
            rect = pygame.Rect(x, base - nh, w, nh)
            n = len(obs.aside[me])
            CT.empty_slot(surf, self.fonts, rect, f"{self.tx(ctx, 'aside')} ({n})", size=16 if w < 70 else 18)
            self.hits.add(rect, "aside")
            self.marks[("aside",)] = rect

    def card_overlays(self, surf, c, rect, vis, how, boom, tb, full=True):
        """Fed / starving badge (and hatching), Population Boom tag on a table card."""
        w = rect.w
        if how == VI.STARVING:
            surf.blit(CT.hatch(self.cache, vis.w, vis.h, (150, 20, 0, 90), 7, 2), vis.topleft)
        if full:
            ir = max(11, round(15 * w / 84))
            size = ir + 2
            center = (rect.right - size // 2 - 3, rect.y + tb + ir // 2 + 1)
        else:
            size = max(11, tb - 2)
            center = (rect.right - size // 2 - 1, rect.y + tb // 2)
        if how != VI.RESOURCE_CARD and (full or how == VI.STARVING):
            ART.status_badge(surf, how, center, size)
        if c == boom:
            tag = pygame.Rect(rect.x + 1, rect.y + tb - 6, 22, 13)
            pygame.draw.rect(surf, (120, 60, 30), tag, border_radius=5)
            pygame.draw.rect(surf, (250, 220, 180), tag, 1, border_radius=5)
            img = self.fonts.render("-1", 14, (255, 240, 220), True)
            surf.blit(img, img.get_rect(center=tag.center))
        if c == self.deck.abundance and self._abund_type is not None and self._abund_type >= 0 and vis.h > 40:
            food = VI.resource_id(self.deck, self._abund_type)
            ART.food_icon(surf, food, (rect.right - 14, rect.y + tb + 14), 20)

    _abund_type = None

    def feed_link(self, surf, x, lower, upper, step, ok):
        """An up arrow when the lower card feeds the upper one; a dashed line with a cross
        when it does not (so the break shows without colour)."""
        y0 = lower.y + min(step, lower.h) // 2 + 2
        y1 = upper.y + step // 2
        if ok:
            col = ART.FED
            pygame.draw.line(surf, col, (x, y0), (x, y1 + 4), 2)
            pygame.draw.polygon(surf, col, [(x, y1 - 2), (x - 4, y1 + 5), (x + 4, y1 + 5)])
        else:
            col = ART.STARVING
            CT.dashed_line(surf, col, (x, y0), (x, y1), 3, 2)
            m = (y0 + y1) // 2
            pygame.draw.line(surf, col, (x - 4, m - 4), (x + 4, m + 4), 2)
            pygame.draw.line(surf, col, (x - 4, m + 4), (x + 4, m - 4), 2)

    # ---- your hand ---------------------------------------------------------------------------------
    def draw_hand(self, surf, obs, ctx, me):
        lang = ctx.lang
        r = self.hand_area
        hand = obs.hands[me]
        self.label(surf, f"{self.tx(ctx, 'hand')} ({len(hand)})", (r.x + 10, r.y + 2), 17)
        w, h = CT.card_size(BIG_W)
        rects = CT.fan(r.x + 8, r.right - 8, r.y + 16, w, h, len(hand), 8)
        mouse = self.app.mouse
        hover = None
        for k, rect in enumerate(rects):
            nxt = rects[k + 1] if k + 1 < len(rects) else None
            vis = rect if nxt is None else pygame.Rect(rect.x, rect.y, min(rect.w, nxt.x - rect.x), rect.h)
            if vis.collidepoint(mouse):
                hover = k
        for k, (c, rect) in enumerate(zip(hand, rects)):
            uid = self.deck.uid[c] if c >= 0 else None
            lift = 0
            if self.sel == ("hand", uid):
                lift = 14
            elif k == hover:
                lift = 8
            rr = rect.move(0, -lift)
            self.blit_card(surf, c, rr, lang)
            nxt = rects[k + 1] if k + 1 < len(rects) else None
            vis = rr if nxt is None else pygame.Rect(rr.x, rr.y, min(rr.w, nxt.x - rr.x), rr.h + lift)
            self.hits.add(vis, "hand", uid, c)
            if uid:
                self.marks[("hand", uid)] = rr

    # ---- opponents -----------------------------------------------------------------------------------
    def draw_opponents(self, surf, obs, ctx, me, statuses, progress):
        lang = ctx.lang
        n = obs.players
        others = [(me + k) % n for k in range(1, n)]
        R = self.right
        if not others:
            return
        ph = min(R.h // len(others), 340)
        free = R.h - ph * len(others)
        if free >= 240:
            box = pygame.Rect(R.x, R.bottom - free + 2, R.w, free - 2)
            surf.blit(self.cache.get(("legend", lang, box.w, box.h),
                                     lambda: self.render_legend(lang, box.w, box.h)), box.topleft)
            self.hits.add(box, "legend")
        for i, q in enumerate(others):
            panel = pygame.Rect(R.x, R.y + i * ph, R.w, ph - 4)
            active = ctx.to_move == q
            draw_panel(surf, panel, (34, 46, 40), theme.ACCENT if active else theme.LINE, 8)
            draw_marker(surf, q, (panel.x + 12, panel.y + 12), 7, self.palette)
            # hand size as a small card back with a number
            hb = pygame.Rect(panel.right - 8 * 15 - 7 * 2 - 38, panel.y + 3, 14, 19)
            pips = ART.pip_row(surf, self.fonts, progress[q], panel.right - 8 * 15 - 7 * 2 - 6,
                               panel.y + 4, 15, 2, self.cache)
            for k in range(8):
                self.hits.add((pips.x + k * 17, pips.y, 15, 15), "pip", q, k + 1, progress[q][k])
            surf.blit(self.card_surface(-1, hb.w, hb.h, lang), hb.topleft)
            self.label(surf, str(len(obs.hands[q])), (hb.right + 3, hb.y + 1), 18, theme.TEXT, bold=True)
            self.hits.add(hb.inflate(20, 4), "opphand", q)
            name = ctx.names[q] if q < len(ctx.names) else f"P{q + 1}"
            name = CT.fit_text(self.fonts, name, 19, hb.x - panel.x - 30)
            self.label(surf, name, (panel.x + 24, panel.y + 4), 19, theme.TEXT, bold=active)
            area = pygame.Rect(panel.x + 8, panel.y + 26, panel.w - 14, panel.h - 32)
            chains = obs.tables[q]
            if obs.phase == SETUP and obs.aside[q]:
                k = len(obs.aside[q])
                bw, bh = CT.card_size(30)
                for j in range(min(k, 6)):
                    rr = pygame.Rect(area.x + j * 12, area.y + 4, bw, bh)
                    surf.blit(self.card_surface(-1, bw, bh, lang), rr.topleft)
                self.label(surf, self.tx(ctx, "face_down", n=k), (area.x + 6 * 12 + bw + 8, area.y + 12), 16)
                continue
            if not chains:
                continue
            maxlen = max(len(ch) for ch in chains)
            w, h, step, tb = self.chain_fit(area, len(chains), maxlen, wmax=72, wmin=32, gap=6)
            pitch = min(w + 6, (area.w - w) // max(1, len(chains) - 1))
            status = statuses[q]
            for ci, ch in enumerate(chains):
                x = area.x + ci * pitch
                rects = CT.cascade_up(x, area.bottom, w, h, step, len(ch))
                col = pygame.Rect(x - 3, rects[-1].y, w + 6, area.bottom - rects[-1].y)
                self.hits.add(col, "oppchain", q, ci)
                self.marks[("oppchain", q, ci)] = col.inflate(-2, 0)
                for k in range(len(ch) - 1, -1, -1):
                    c = ch[k]
                    self.blit_card(surf, c, rects[k], lang)
                    vis = CT.visible_part(rects, k)
                    how = status[ci][k][0] if ci < len(status) and k < len(status[ci]) else VI.RESOURCE_CARD
                    self.card_overlays(surf, c, rects[k], vis, how, obs.boom, tb, full=w >= 60)
                    self.drawn[c] = vis
                    self.hits.add(vis, "ocard", q, ci, k)
                    self.marks[("card", q, ci, k)] = vis

    def render_legend(self, lang, w, h):
        """A key to the card symbols (drawn once per language and size)."""
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        draw_panel(surf, surf.get_rect(), (30, 40, 35), theme.LINE, 8)
        T = LEGEND[lang if lang in LEGEND else "en"]
        f = self.fonts
        blit_text(surf, f, T["title"], (10, 6), 19, theme.MUTED, bold=True)
        y = 30
        col2 = w // 2 + 2
        classes = [VI.CLASS_RESOURCE, VI.CLASS_HERBIVORE, VI.CLASS_CARNIVORE, VI.CLASS_OMNIVORE,
                   VI.CLASS_VULTURE, VI.CLASS_EVENT]
        for k, cls in enumerate(classes):
            x, yy = (10 if k % 2 == 0 else col2), y + (k // 2) * 20
            ART.letter_badge(surf, f, cls, (x + 8, yy + 8), 15)
            blit_text(surf, f, tr(VI.CLASS_NAME[cls], lang), (x + 20, yy), 17, theme.TEXT)
        y += 66
        rows = [("env", "terrestrial", T["land"]), ("env", "aquatic", T["water"]),
                ("env", "flying", T["wing"]), ("scav", 2, T["scav"]),
                ("badge", VI.FED_BY_CHAIN, T["fed"]), ("badge", VI.FED_BY_SCAVENGING, T["fed_scav"]),
                ("badge", VI.STARVING, T["starving"]), ("arrow", True, T["feeds"]),
                ("arrow", False, T["breaks"])]
        for kind, what, text in rows:
            if y + 18 > h - 4:
                break
            c = (18, y + 8)
            if kind == "env":
                ART.env_icon(surf, what, c, 15)
            elif kind == "scav":
                ART.scav_icon(surf, what, c, 15)
            elif kind == "badge":
                ART.status_badge(surf, what, c, 15)
            else:
                self.feed_link(surf, 18, pygame.Rect(0, y + 10, 10, 20), pygame.Rect(0, y - 2, 10, 20), 8, what)
            for line in f.wrap(text, 17, w - 40)[:1]:
                blit_text(surf, f, line, (34, y), 17, theme.TEXT)
            y += 20
        return surf

    # ---- prompt trays ------------------------------------------------------------------------------
    def tray_rect(self, rows_h):
        r = self.table
        h = min(r.h - 8, rows_h)
        return pygame.Rect(r.x + 10, r.y + 4, r.w - 20, h)

    def draw_tray(self, surf, obs, ctx, me):
        pr = self.prompt_of(obs)
        if pr is None or pr[0] not in ("place", "spring", "renewal") or pr[1] != me:
            return
        lang = ctx.lang
        w, h = CT.card_size(BIG_W)
        if pr[0] in ("place", "spring"):
            cards = list(pr[2]) if pr[0] == "place" else list(obs.spring_cards)
            title = self.tx(ctx, "place_title" if pr[0] == "place" else "keep_title")
            box = self.tray_rect(h + 50)
            draw_panel(surf, box, (22, 30, 26), theme.ACCENT, 10)
            self.hits.add(box, "trayback")
            self.label(surf, title, (box.x + 12, box.y + 6), 20, theme.ACCENT, bold=True)
            rects = CT.fan(box.x + 12, box.right - 12, box.y + 32, w, h, len(cards), 12)
            for c, rect in zip(cards, rects):
                lift = 10 if c >= 0 and self.sel == ("tray", self.deck.uid[c]) else 0
                rr = rect.move(0, -lift)
                self.blit_card(surf, c, rr, lang)
                if c >= 0:
                    uid = self.deck.uid[c]
                    self.hits.add(rr, "tray", uid, c)
                    self.marks[("tray", uid)] = rr
            return
        # Renewal: every dying pile spread out, bottom to top
        rows = [p for p in obs.dying]
        rh = 84
        box = self.tray_rect(34 + 3 * rh)
        draw_panel(surf, box, (22, 30, 26), theme.ACCENT, 10)
        self.hits.add(box, "trayback")
        self.label(surf, self.tx(ctx, "renew_title"), (box.x + 12, box.y + 6), 20, theme.ACCENT, bold=True)
        cw, ch = CT.card_size(54)
        for pi, pile in enumerate(rows):
            y = box.y + 30 + pi * rh
            self.label(surf, str(pi + 1), (box.x + 14, y + ch // 2 - 8), 20, theme.TEXT, bold=True)
            rects = CT.fan(box.x + 34, box.right - 10, y, cw, ch, len(pile), 4, centre=False)
            for i, (c, rect) in enumerate(zip(pile, rects)):
                self.blit_card(surf, c, rect, lang)
                nxt = rects[i + 1] if i + 1 < len(rects) else None
                vis = rect if nxt is None else pygame.Rect(rect.x, rect.y, nxt.x - rect.x, rect.h)
                self.hits.add(vis, "renew", pi, i, c)
                self.marks[("renew", pi, i)] = vis

    # ---- banner ----------------------------------------------------------------------------------------
    def banner_text(self, obs, ctx, me, idx) -> str:
        lang = ctx.lang
        deck = self.deck
        if obs.phase == OVER:
            names = ", ".join(ctx.names[w] for w in obs.winners if w < len(ctx.names))
            return self.tx(ctx, "over_habitat" if obs.end_reason == "habitat" else "over_cap", name=names)
        p = ctx.to_move
        if p is None:
            return ""
        pname = ctx.names[p] if p < len(ctx.names) else f"P{p + 1}"
        if p != me or not ctx.legal:
            pr = self.prompt_of(obs)
            if pr is not None and pr[0] not in ("place", "discard", "end"):
                return self.tx(ctx, "w_prompt", name=pname, what=self.prompt_line(obs, ctx, p, bare=True))
            if obs.phase == SETUP:
                return self.tx(ctx, "w_setup", name=pname)
            return self.tx(ctx, "w_turn", name=pname)
        s = self.sel
        if s is not None and not idx["src"].get(s) and s[0] in ("hand", "seg", "dying"):
            if s[0] == "hand":
                c = deck.index[s[1]]
            elif s[0] == "seg":
                c = obs.tables[me][s[1]][s[2]]
            else:
                c = obs.dying[s[1]][-1]
            if obs.phase == START and s[0] == "hand" and deck.is_species[c]:
                return self.tx(ctx, "s_no_territory", name=self.name(c, lang))
            return self.tx(ctx, "s_none", name=self.name(c, lang))
        if s is not None:
            if s[0] == "hand":
                c = deck.index[s[1]]
                n = self.name(c, lang)
                pr = self.prompt_of(obs)
                if pr is not None and pr[0] == "discard":
                    return self.tx(ctx, "s_discard", name=n)
                if deck.kind[c] == 2:
                    ev = deck.type_id[c]
                    if ev == "niche":
                        return self.tx(ctx, "s_niche")
                    if ev in TARGET_EVENTS:
                        return self.tx(ctx, "s_event", name=n)
                    return self.tx(ctx, "s_event_go", name=n)
                if obs.phase == START and deck.is_species[c]:
                    return self.tx(ctx, "s_territory", name=n)
                return self.tx(ctx, "s_hand_setup" if obs.phase == SETUP else "s_hand", name=n)
            if s[0] == "seg":
                return self.tx(ctx, "s_seg", n=s[3])
            if s[0] == "dying":
                return self.tx(ctx, "s_rescue", name=self.name(obs.dying[s[1]][-1], lang))
            if s[0] in ("tray", "tcard"):
                return self.tx(ctx, "s_pile", name=self.uid_name(s[1], lang))
        return self.prompt(obs, ctx)

    def draw_banner(self, surf, obs, ctx, me, idx):
        r = self.banner
        pr = self.prompt_of(obs)
        mine = bool(ctx.legal) and ctx.to_move == me
        asked = mine and pr is not None
        draw_panel(surf, r, (54, 50, 30) if asked else (34, 46, 40), theme.ACCENT if asked else theme.LINE, 8)
        specs = []
        lang = ctx.lang
        deck = self.deck
        if mine:
            s = self.sel
            if s is not None and s[0] == "hand":
                c = deck.index[s[1]]
                if deck.kind[c] == 2 and deck.type_id[c] == "niche":
                    specs += [(str(k), ("rank", k), False) for k in range(1, 9)]
                elif deck.kind[c] == 2 and deck.type_id[c] not in TARGET_EVENTS:
                    specs.append((self.tx(ctx, "play", name=self.name(c, lang)), ("button", "event"), True))
            if s is not None and not (s[0] == "tray"):
                specs.append((self.tx(ctx, "cancel"), ("cancel",), False))
            if ("decline",) in idx["set"]:
                specs.append((self.tx(ctx, "decline"), ("button", "decline"), True))
            if ("renew_done",) in idx["set"]:
                specs.append((self.tx(ctx, "done"), ("button", "renew_done"), True))
            if ("end_turn",) in idx["set"]:
                specs.append((self.tx(ctx, "end_turn"), ("button", "end_turn"), True))
        size = 18 if len(specs) > 4 else 20
        pad = 9 if len(specs) > 4 else 16
        self.buttons = CT.row_of_buttons(r.right - 5, r.y + 4, r.h - 8, specs, 6, self.fonts, size, pad)
        left = self.buttons[0].rect.x - 8 if self.buttons else r.right - 8
        text = self.banner_text(obs, ctx, me, idx)
        colour = theme.HILITE if mine else theme.TEXT
        lines = self.fonts.wrap(text, 20, left - r.x - 14)
        if len(lines) > 1:
            lines = self.fonts.wrap(text, 17, left - r.x - 14)
            for k, line in enumerate(lines[:2]):
                self.label(surf, line, (r.x + 10, r.y + 3 + k * 15), 17, colour)
        else:
            self.label(surf, text, (r.x + 10, r.centery), 20, colour, "midleft")
        for b in self.buttons:
            b.draw(surf, self.fonts, self.app.mouse)
            self.hits.add(b.rect, "button", b.action)
            self.marks[b.action] = b.rect

    # ---- highlights ------------------------------------------------------------------------------------
    def draw_marks(self, surf, obs, ctx, me, idx):
        marks = self.marks
        sel_actions = self.selected_actions(idx)
        targets = set()
        for a in sel_actions:
            targets.add(self.action_marks(obs, me, a)[1])
        for a in idx["free"]:
            targets.add(self.action_marks(obs, me, a)[1])
        if self.sel is None:
            # what can be picked up now: cards in hand, rescuable dying tops, cards to place
            for src in idx["src"]:
                if src[0] in ("hand", "dying", "tray"):
                    rect = marks.get(src)
                    if rect is not None:
                        CT.outline(surf, rect, CT.mix(CT.TARGET, (40, 40, 30), 0.45), 2, 8, 1)
                elif src[0] == "tcard":
                    c = self.deck.index[src[1]]
                    where = self.find_on_table(obs, me, c)
                    if where:
                        targets.add(("card", me) + where)
        for key in targets:
            if key is None:
                continue
            if key[0] == "slot":
                self.slot_bar(surf, key[1], key[2], CT.TARGET)
            elif key[0] == "button":
                continue
            else:
                rect = marks.get(key)
                if rect is not None:
                    CT.glow(surf, rect)
        # the selection
        s = self.sel
        if s is not None:
            if s[0] == "seg":
                _, ci, lo, n = s
                rs = [marks.get(("card", me, ci, k)) for k in range(lo, lo + n)]
                rs = [r for r in rs if r is not None]
                if rs:
                    CT.outline(surf, rs[0].unionall(rs[1:]), CT.SELECT, 3, 6, 2)
            elif s[0] == "tcard":
                c = self.deck.index[s[1]]
                where = self.find_on_table(obs, me, c)
                if where and ("card", me) + where in marks:
                    CT.outline(surf, marks[("card", me) + where], CT.SELECT, 3, 6, 2)
            else:
                rect = marks.get(s)
                if rect is not None:
                    CT.outline(surf, rect, CT.SELECT, 3, 8, 2)
        # the AI's hint
        if ctx.hint is not None:
            src, tgt = self.action_marks(obs, me, ctx.hint)
            for key in (src, tgt):
                if key is None:
                    continue
                if key[0] == "slot":
                    self.slot_bar(surf, key[1], key[2], CT.HINT)
                elif key[0] == "seg":
                    rect = marks.get(("card", me, key[1], key[2]))
                    if rect is not None:
                        CT.outline(surf, rect, CT.HINT, 3, 6, 4)
                elif key[0] == "tcard":
                    where = self.find_on_table(obs, me, self.deck.index[key[1]])
                    if where and ("card", me) + where in marks:
                        CT.outline(surf, marks[("card", me) + where], CT.HINT, 3, 6, 4)
                elif key in marks:
                    CT.outline(surf, marks[key], CT.HINT, 3, 8, 5)
        # the last move: the card it named, where it is now
        last = ctx.last_action
        if last is not None and len(last) > 1 and isinstance(last[1], str):
            c = self.deck.index.get(last[1])
            if c is not None and c in self.drawn:
                rect = self.drawn[c]
                CT.dashed_rect(surf, CT.LAST, rect.inflate(6, 6), 5, 2)

    def slot_bar(self, surf, ci, pos, colour):
        geo = self.cols.get(ci)
        if geo is None:
            return
        col, ys, x, w = geo
        if pos >= len(ys):
            return
        c = CT.mix(colour, (255, 255, 255), 0.35 * CT.pulse())
        if pos == len(ys) - 1:      # on top of the chain: a ghost card edge with a plus
            g = self.marks.get(("slot", ci, pos))
            if g is not None:
                surf.blit(CT.shade(self.cache, g.w, g.h, c + (60,), 6), g.topleft)
                CT.dashed_rect(surf, c, g, 5, 2)
                pygame.draw.circle(surf, c, g.center, 8)
                pygame.draw.line(surf, (30, 30, 20), (g.centerx - 4, g.centery), (g.centerx + 4, g.centery), 2)
                pygame.draw.line(surf, (30, 30, 20), (g.centerx, g.centery - 4), (g.centerx, g.centery + 4), 2)
                return
        y = ys[pos]
        pygame.draw.rect(surf, (20, 20, 10), (x - 6, y - 4, w + 12, 8), border_radius=4)
        pygame.draw.rect(surf, c, (x - 5, y - 3, w + 10, 6), border_radius=3)
        pygame.draw.circle(surf, (20, 20, 10), (x - 6, y), 9)
        pygame.draw.circle(surf, c, (x - 6, y), 8)
        pygame.draw.line(surf, (30, 30, 20), (x - 10, y), (x - 2, y), 2)
        pygame.draw.line(surf, (30, 30, 20), (x - 6, y - 4), (x - 6, y + 4), 2)

    # ---- clicks -------------------------------------------------------------------------------------
    def nearest_slot(self, ci, y):
        """The insertion position a click at height y means in chain ci: the lowest quarter
        of the bottom card means "under it", elsewhere the nearest boundary between cards."""
        col, ys, x, w = self.cols[ci]
        if len(ys) == 1:
            return 0
        h = ys[0] - ys[1]
        if y >= ys[0] - h // 4:
            return 0
        return min(range(1, len(ys)), key=lambda k: abs(ys[k] - y))

    def click(self, pos, button, obs, ctx):
        if button == 3:
            self.sel = None
            return None
        if button != 1:
            return None
        me = self.me(obs, ctx)
        if not ctx.legal or ctx.to_move != me:
            return None
        idx = self.index(obs, ctx)
        deck = self.deck
        pr = self.prompt_of(obs)
        for kind, data, rect in self.hits.all_at(pos):
            if kind == "button":
                return self.press(data[0], obs, ctx, me)
            break
        hit = self.hits.at(pos, ("hand", "mycard", "mycol", "newchain", "aside", "dying", "drawpile",
                                 "display", "oppchain", "ocard", "tray", "renew", "trayback"))
        kind, data = (hit[0], hit[1]) if hit else (None, ())
        if kind == "trayback":
            return None
        # cards and piles that do not depend on a selection
        if kind == "drawpile":
            self.sel = None
            return ("draw_pile",)
        if kind == "display":
            self.sel = None
            return ("draw_display", data[0])
        if kind == "renew":
            return ("renew", data[0], data[1])
        if kind == "tray" and pr is not None and pr[0] == "spring":
            return ("keep", data[0])
        s = self.sel
        if s is not None and s[0] == "hand":
            uid = s[1]
            c = deck.index[uid]
            if kind == "hand":
                self.sel = None if data[0] == uid else ("hand", data[0])
                return None
            if kind == "dying":
                if pr is not None and pr[0] == "discard":
                    return ("discard", uid, data[0])
                return self.pick_dying(obs, data[0])
            if deck.kind[c] == 2:     # an event: its target is a card on a table
                ev = deck.type_id[c]
                if kind == "mycard":
                    if ev == "abundance":
                        return ("event", uid, data[0], data[1])
                    return ("event", uid, me, data[0], data[1])
                if kind == "ocard":
                    return ("event", uid, data[0], data[1], data[2])
                if kind == "aside":
                    return ("setup_discard", uid)
                if kind == "newchain":
                    return ("new_chain", uid)
                if kind == "mycol":
                    return None
                self.sel = None
                return None
            if kind in SLOT_KINDS:
                return ("play", uid, data[0], self.nearest_slot(data[0], pos[1]))
            if kind == "newchain":
                return ("new_chain", uid)
            if kind == "aside":
                return ("setup_discard", uid)
            if kind in ("oppchain", "ocard"):
                return ("territory", uid, data[0], data[1])
            self.sel = None
            return None
        if s is not None and s[0] == "seg":
            _, ci, lo, n = s
            if kind == "mycard" and data[0] == ci:
                k = data[1]
                if n == 1 and k == lo:
                    self.sel = None
                else:
                    a, b = min(lo, k), max(lo + n - 1, k)
                    if lo <= k <= lo + n - 1:     # a click inside the pick shrinks it to there
                        a, b = lo, k
                    self.sel = ("seg", ci, a, b - a + 1)
                return None
            if kind in SLOT_KINDS:
                return ("move", ci, lo, data[0], self.nearest_slot(data[0], pos[1]), n)
            if kind == "newchain":
                return ("move", ci, lo, len(obs.tables[me]), 0, n)
            self.sel = None
            return self.click(pos, button, obs, ctx) if kind in ("hand", "dying") else None
        if s is not None and s[0] == "dying":
            p = s[1]
            if kind in SLOT_KINDS:
                return ("rescue", p, data[0], self.nearest_slot(data[0], pos[1]))
            if kind == "newchain":
                return ("rescue", p, len(obs.tables[me]), 0)
            if kind == "dying" and data[0] != p:
                return self.pick_dying(obs, data[0])
            self.sel = None
            return self.click(pos, button, obs, ctx) if kind == "hand" else None
        if s is not None and s[0] in ("tray", "tcard"):
            if kind == "dying":
                return ("place", s[1], data[0])
            if kind == "tray":
                self.sel = ("tray", data[0])
                return None
            self.sel = None
            if kind != "mycard":
                return None
        # nothing selected
        if kind == "hand":
            uid = data[0]
            if pr is not None and pr[0] == "discard":
                acts = idx["src"].get(("hand", uid), [])
                if len(acts) == 1:
                    return acts[0]
            self.sel = ("hand", uid)
            return None
        if kind == "tray":
            acts = idx["src"].get(("tray", data[0]), [])
            if len(acts) == 1:
                return acts[0]
            self.sel = ("tray", data[0])
            return None
        if kind in ("mycard", "mycol") and pr is not None and pr[0] == "wildfire":
            return ("save", data[0])
        if kind == "mycard":
            ci, k = data
            c = obs.tables[me][ci][k]
            uid = deck.uid[c]
            if pr is not None and pr[0] in ("pollution", "winter"):
                acts = idx["src"].get(("tcard", uid), [])
                if len(acts) == 1:
                    return acts[0]
                if acts:
                    self.sel = ("tcard", uid)
                    return None
                piles = sorted({a[2] for a in ctx.legal if a[0] == "place"}) or [0]
                return ("place", uid, piles[0])
            self.sel = ("seg", ci, k, 1)
            return None
        if kind == "dying":
            if pr is not None and pr[0] == "place":
                acts = [a for a in ctx.legal if a[0] == "place" and a[2] == data[0]]
                if acts:
                    return acts[0]
            return self.pick_dying(obs, data[0])
        return None

    def pick_dying(self, obs, p):
        self.sel = ("dying", p) if obs.dying[p] else None
        return None

    def press(self, action, obs, ctx, me):
        if action == ("cancel",):
            self.sel = None
            return None
        if action == ("button", "end_turn"):
            self.sel = None
            return ("end_turn",)
        if action == ("button", "decline"):
            return ("decline",)
        if action == ("button", "renew_done"):
            return ("renew_done",)
        if action == ("button", "event") and self.sel and self.sel[0] == "hand":
            uid = self.sel[1]
            return ("event", uid)
        if action[0] == "rank" and self.sel and self.sel[0] == "hand":
            return ("event", self.sel[1], action[1])
        return None

    # ---- text for the player ----------------------------------------------------------------------
    def prompt_line(self, obs, ctx, p, bare=False) -> str:
        pr = self.prompt_of(obs)
        lang = ctx.lang
        if pr is None:
            return ""
        kind = pr[0]
        if kind == "place":
            cards = pr[2]
            if len(cards) == 1:
                return self.tx(ctx, "p_place", name=self.name(cards[0], lang))
            return self.tx(ctx, "p_place_n", n=len(cards))
        return self.tx(ctx, "p_" + kind) if ("p_" + kind) in TEXT["en"] else ""

    def prompt(self, obs, ctx) -> str:
        me = self.me(obs, ctx)
        if obs.phase == OVER or not ctx.legal:
            return ""
        if obs.pending:
            return self.prompt_line(obs, ctx, me)
        if obs.phase == SETUP:
            return self.tx(ctx, "p_setup", n=max(0, len(obs.hands[me]) - 3))
        if obs.phase == START:
            return self.tx(ctx, "p_start")
        if obs.phase == DRAW:
            return self.tx(ctx, "p_draw")
        return self.tx(ctx, "p_main")

    def tooltip(self, pos, obs, ctx):
        hit = self.hits.at(pos)
        if hit is None:
            return None
        kind, data, _ = hit
        lang = ctx.lang
        deck = self.deck
        me = self.me(obs, ctx)
        if kind == "hand":
            c = data[1]
            return VI.card_text(deck, c, lang, obs) if c >= 0 else self.tx(ctx, "hidden")
        if kind in ("mycard", "ocard"):
            q, ci, k = (me,) + data if kind == "mycard" else data
            ch = obs.tables[q][ci]
            c = ch[k]
            if c < 0:
                return self.tx(ctx, "hidden")
            statuses, _ = self.status(obs)
            how = statuses[q][ci][k][0]
            text = VI.card_text(deck, c, lang, obs)
            line = VI.status_text(deck, obs, ch, k, how, lang)
            return text + ("\n" + line if line else "")
        if kind == "dying":
            p = data[0]
            pile = obs.dying[p]
            head = self.tx(ctx, "dying_tip", p=p + 1, n=len(pile))
            return head + ("\n" + VI.card_text(deck, pile[-1], lang, obs) if pile else "")
        if kind == "drawpile":
            return self.tx(ctx, "pile_tip", n=len(obs.pile), k=obs.rebuilds)
        if kind == "display":
            c = obs.display[data[0]]
            return VI.card_text(deck, c, lang, obs) if c >= 0 else None
        if kind in ("tray", "renew"):
            c = data[-1]
            return VI.card_text(deck, c, lang, obs) if c >= 0 else self.tx(ctx, "hidden")
        if kind == "newchain":
            return self.tx(ctx, "new_tip")
        if kind == "aside":
            return self.tx(ctx, "aside_tip", n=len(obs.aside[me]))
        if kind == "pip":
            q, r, st = data
            key = ("rank_missing", "rank_starving", "rank_fed")[st]
            who = ctx.names[q] if q < len(ctx.names) else ""
            return f"{who}: " + self.tx(ctx, key, r=r)
        if kind == "opphand":
            q = data[0]
            return self.tx(ctx, "hand_tip", name=ctx.names[q] if q < len(ctx.names) else "", n=len(obs.hands[q]))
        return None

    # ---- the side panel: every player's rank pips, the pile, lasting effects -------------------------
    def side_panel(self, surf, rect, obs, ctx) -> bool:
        _, progress = self.status(obs)
        self.label(surf, self.tx(ctx, "ranks"), (rect.x + 4, rect.y), 18, theme.MUTED)
        y = rect.y + 22
        for q in range(obs.players):
            draw_marker(surf, q, (rect.x + 10, y + 8), 6, self.palette)
            name = ctx.names[q] if q < len(ctx.names) else f"P{q + 1}"
            self.label(surf, CT.fit_text(self.fonts, name, 17, 100), (rect.x + 22, y), 17, theme.TEXT)
            ART.pip_row(surf, self.fonts, progress[q], rect.right - 8 * 16 - 7 * 2 - 4, y, 16, 2, self.cache)
            y += 20
        y += 4
        line = self.tx(ctx, "pile_line", n=len(obs.pile), k=obs.rebuilds)
        self.label(surf, line, (rect.x + 4, y), 17, theme.MUTED)
        y += 19
        notes = []
        if obs.last_round:
            notes.append(self.tx(ctx, "last_round"))
        if obs.locked and obs.phase != OVER:
            notes.append(self.tx(ctx, "migration"))
        if obs.spring_block >= 0:
            who = ctx.names[obs.spring_block] if obs.spring_block < len(ctx.names) else ""
            notes.append(self.tx(ctx, "spring_block", name=who))
        if notes:
            self.label(surf, CT.fit_text(self.fonts, notes[0], 17, rect.w - 8), (rect.x + 4, y), 17, theme.ACCENT)
        return True
