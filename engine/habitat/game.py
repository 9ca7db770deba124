"""Habitat (North Woods): HabitatGame, the protocol object.

See moves.py for the action shapes, flow.py for prompts and turns, events.py for events,
feeding.py for who eats whom. The state holds only card indices; actions name cards by uid.
"""
from __future__ import annotations

import random

from engine.core import Game, Variant

from . import events as E
from . import feeding as F
from . import flow, moves, scoring, text
from .data import default_deck, load
from .state import MAIN, OVER, PILES, SETUP, HabitatState

HIDDEN = -1   # what an observer sees instead of a hidden card


class HabitatGame(Game):
    name = "habitat"
    title = {"en": "Habitat (North Woods)", "fr": "Habitat (North Woods)"}
    min_players, max_players = 2, 6
    hidden_information = True
    variants = (Variant("starter", {"en": "First player", "fr": "Premier joueur"},
                        (("random", {"en": "Drawn at random", "fr": "Tiré au sort"}),
                         ("p1", {"en": "Player 1", "fr": "Joueur 1"})), "random"),)

    def __init__(self, data_dir: str | None = None):
        self.deck = load(data_dir) if data_dir else default_deck()

    # ---- set-up (§8.1) --------------------------------------------------------------------
    def setup(self, options, seed):
        options = self.check_options(options)
        n = options["players"]
        rng = random.Random(seed)
        pile = list(range(self.deck.n))
        rng.shuffle(pile)
        display = [pile.pop() for _ in range(3)]
        hands = [sorted(pile.pop() for _ in range(6)) for _ in range(n)]
        first = rng.randrange(n) if options["starter"] == "random" else 0
        s = HabitatState(n, first, first, SETUP, hands, [[] for _ in range(n)], pile, display,
                         [[] for _ in range(PILES)], [[] for _ in range(n)])
        s.rng = rng
        return s

    def _setup_done(self, s) -> None:
        """The seat has 3 cards left: next seat, or reveal everything (§8.1.4-5)."""
        nxt = (s.current + 1) % s.players
        if nxt != s.first:
            s.current = nxt
            return
        discards = sorted(c for a in s.aside for c in a)
        s.aside = [[] for _ in range(s.players)]
        s.own_rng().shuffle(discards)
        for i, c in enumerate(discards):
            s.dying[i % PILES].append(c)
        s.dying_changed()
        s.epoch += 1
        flow.start_turn(s, s.first)

    # ---- flow -----------------------------------------------------------------------------
    def to_move(self, s):
        if s.phase == OVER:
            return None
        if s.pending:
            return s.pending[0][1]
        return s.current

    def legal_actions(self, s):
        return moves.legal(self.deck, s)

    def apply(self, s, a):
        deck = self.deck
        kind = a[0]
        p = self.to_move(s)
        if s.pending:
            self._apply_prompt(s, a)
        elif kind == "play":
            c = deck.index[a[1]]
            s.hands[p].remove(c)
            s.table_to_change(p)[a[2]].insert(a[3], c)
        elif kind == "new_chain":
            c = deck.index[a[1]]
            s.hands[p].remove(c)
            s.table_to_change(p).append([c])
        elif kind == "setup_discard":
            c = deck.index[a[1]]
            s.hands[p].remove(c)
            s.aside[p].append(c)
        elif kind == "draw_pile":
            flow.give(s, p, flow.draw_card(s))
            flow.after_draw(s)
        elif kind == "draw_display":
            flow.give(s, p, flow.take_display(s, a[1]))
            flow.after_draw(s)
        elif kind == "territory":
            self._territory(s, deck.index[a[1]], a[2], a[3])
            s.phase = MAIN
        elif kind == "move":
            self._move(s, *a[1:])
            s.moves += 1
        elif kind == "rescue":
            _, pile, ci, pos = a
            c = s.dying[pile].pop()
            s.dying_changed()
            chains = s.table_to_change(p)
            if ci == len(chains):
                chains.append([c])
            else:
                chains[ci].insert(pos, c)
        elif kind == "event":
            E.play_event(deck, s, deck.index[a[1]], a[2:])
        elif kind == "end_turn":
            flow.end_turn(deck, s)
        if s.phase == SETUP and len(s.hands[s.current]) <= 3:
            self._setup_done(s)
        if s.pending:
            self._run(s)

    def _run(self, s) -> None:
        """Resolve automatic prompts and prompts with a single possible answer."""
        deck = self.deck
        while s.pending:
            pr = s.pending[0]
            if pr[0] in flow.AUTO:
                flow.run_auto(deck, s, pr)
                continue
            if pr[0] == "discard" and len(s.hands[pr[1]]) > flow.HAND_LIMIT:
                return      # a choice of a card among 4 or more: asked (not listed here)
            acts = moves.prompt_actions(deck, s, pr)
            if not acts:
                s.pending.pop(0)
                continue
            if len(acts) == 1:
                self._apply_prompt(s, acts[0])
                continue
            return

    def _apply_prompt(self, s, a) -> None:
        deck = self.deck
        pr = s.pending[0]
        kind = a[0]
        if kind == "place":
            c = deck.index[a[1]]
            if pr[0] == "place":
                rest = list(pr[2])
                rest.remove(c)
                if rest:
                    s.pending[0] = ("place", pr[1], tuple(rest))
                else:
                    s.pending.pop(0)
            else:   # pollution / winter: the card comes off the owner's table
                flow.remove_anywhere(deck, s, c)
                s.pending.pop(0)
            flow.to_dying(deck, s, c, a[2])
        elif kind == "discard":
            c = deck.index[a[1]]
            s.hands[pr[1]].remove(c)
            flow.to_dying(deck, s, c, a[2])
        elif kind == "save":
            chains = s.table_to_change(pr[1])
            ci, _ = F.find_in(chains, pr[3])
            moved = chains[ci]
            chains[a[1]].extend(moved)
            del chains[ci]
            s.pending.pop(0)
        elif kind in ("decline", "renew_done"):
            s.pending.pop(0)
        elif kind == "keep":
            E.keep_spring(deck, s, deck.index[a[1]])
            s.pending.pop(0)
        elif kind == "renew":
            c = s.dying[a[1]].pop(a[2])
            s.dying_changed()
            flow.give(s, pr[1], c)
            took_sp, took_res = pr[2] or deck.is_species[c], pr[3] or deck.is_res[c]
            if took_sp and took_res:
                s.pending.pop(0)
            else:
                s.pending[0] = ("renewal", pr[1], took_sp, took_res)

    def _territory(self, s, aggressor: int, q: int, ci: int) -> None:
        """§6: flee from the top down to the first species the aggressor can eat (a legal
        target has one, §6.4); take it and everything below, the Resource included."""
        deck = self.deck
        p = s.current
        s.hands[p].remove(aggressor)
        chains = s.table_to_change(q)
        if s.abund_link >= 0 and chains[ci][0] == deck.abundance:
            # attacking Abundance's second chain takes the real Resource (§6.6)
            ri, rpos = F.find_in(chains, s.abund_link)
            chains[ri][rpos], chains[ci][0] = deck.abundance, s.abund_link
        chain = chains[ci]
        k = len(chain) - 1
        while k > 0 and not F.can_eat(deck, s, aggressor, chain[k]):
            k -= 1
        taken, fled = chain[:k + 1], chain[k + 1:]
        if fled:
            chains[ci] = fled
        else:
            del chains[ci]
        s.table_to_change(p).append(taken + [aggressor])
        if s.abund_link in taken:
            s.abund_link = -1   # Abundance stays with the victim as a Resource of that type

    def _move(self, s, fc, fp, tc, tp, count) -> None:
        chains = s.table_to_change(s.current)
        seg = chains[fc][fp:fp + count]
        del chains[fc][fp:fp + count]
        if tc == len(chains):
            chains.append(seg)
        else:
            chains[tc][tp:tp] = seg
        if not chains[fc]:
            del chains[fc]

    # ---- checked path ---------------------------------------------------------------------
    def explain_illegal(self, s, a):
        from .explain import explain
        return explain(self, s, a)

    def check_invariants(self, s) -> None:
        """Every card is in exactly one place (used by the conformance playouts)."""
        for t in s.tables:
            for ch in t:
                assert ch, "empty chain"
        if s.boom >= 0:
            assert self.deck.is_species[s.boom]
        assert sorted(self.placed_cards(s)) == list(range(self.deck.n)), "cards lost or duplicated"
        for h in s.hands:
            assert h == sorted(h)

    def placed_cards(self, s) -> list:
        """Every card id in the state's zones (an observation's HIDDEN places left out)."""
        seen = [c for h in s.hands for c in h]
        seen += [c for t in s.tables for ch in t for c in ch]
        seen += s.pile + list(s.display) + s.spring_cards
        seen += [c for d in s.dying for c in d] + [c for a in s.aside for c in a]
        seen += [c for pr in s.pending if pr[0] == "place" for c in pr[2]]
        if s.boom >= 0:
            seen.append(self.deck.boom)
        return [c for c in seen if c != HIDDEN]

    # ---- hidden information ---------------------------------------------------------------
    def observe(self, s, player):
        o = s.clone()
        o.rng = None
        o.forget_tables()      # an observation keeps no facts (it is sent to the AI process)
        o.pile = [HIDDEN] * len(s.pile)
        o.hands = [h[:] if i == player else [HIDDEN] * len(h) for i, h in enumerate(s.hands)]
        if s.phase == SETUP:
            for q in range(s.players):
                if q != player:
                    hidden = len(s.aside[q]) + sum(len(ch) for ch in s.tables[q])
                    o.tables[q] = []
                    o.aside[q] = [HIDDEN] * hidden
        elif player is None or player != s.current:
            o.spring_cards = [HIDDEN] * len(s.spring_cards)
        return o

    def determinize(self, s, player, rng):
        """Re-deal what `player` cannot see from the cards not in sight (works on the true
        state and on an observation alike: the hidden places are those observe() hides)."""
        d = self.observe(s, player)
        unseen = sorted(set(range(self.deck.n)) - set(self.placed_cards(d)))
        rng.shuffle(unseen)
        for q in range(s.players):
            if q != player:
                d.hands[q] = sorted(unseen.pop() for _ in s.hands[q])
                if s.phase == SETUP:
                    d.tables[q] = []
                    d.aside[q] = [unseen.pop() for _ in d.aside[q]]
        if HIDDEN in d.spring_cards:
            d.spring_cards = sorted(unseen.pop() for _ in d.spring_cards)
        d.pile = unseen
        d.rng = random.Random(rng.getrandbits(64))
        return d

    # ---- scores, text, turns ----------------------------------------------------------------
    def scores(self, s):
        return scoring.sheet(self.deck, s)

    def winners(self, s):
        if s.winners:
            return list(s.winners)
        return self.scores(s).winners()

    def describe(self, s, a, lang="en"):
        return text.describe(self, s, a, lang)

    def describe_with_names(self, s, a, lang, names):
        return text.describe(self, s, a, lang, names)

    def describe_own(self, s, a, lang, names):
        return text.describe_own(self, s, a, lang, names)

    def round_number(self, s):
        return 0 if s.phase == SETUP else s.turn // s.players + 1

    def evaluate(self, s, player):
        from .ai import evaluate
        return evaluate(self, s, player)

    def rollout_action(self, s, rng):
        from .ai import rollout_action
        return rollout_action(self, s, rng)

    def ai_levels(self):
        from .ai import ai_levels
        return ai_levels()
