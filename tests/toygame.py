"""Pebbles: a tiny test-only game (never shipped) that exercises the whole protocol:
hidden hands, a shuffled deck, two-step turns, a per-category score and a tie-break.

Deck 1..6 three times. Each player holds 2 hidden cards. A turn: pick a card from your hand,
then lay it on your "garden" (scores its value) or your "stream" (scores double if it is
higher than the stream's top card, else nothing); then draw one card. The game ends when
every hand is empty.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from engine.core import Game, IllegalAction, ScoreSheet, Variant


@dataclass
class PebblesState:
    players: int
    deck: list
    hands: list
    garden: list
    stream: list
    current: int = 0
    picked: int | None = None
    turn: int = 0
    epoch: int = 0
    short: bool = False
    rng: random.Random | None = field(default=None, compare=False, repr=False)

    def clone(self):
        c = PebblesState(self.players, self.deck[:], [h[:] for h in self.hands],
                         [g[:] for g in self.garden], [s[:] for s in self.stream],
                         self.current, self.picked, self.turn, self.epoch, self.short)
        if self.rng is not None:
            c.rng = random.Random()
            c.rng.setstate(self.rng.getstate())
        return c


class Pebbles(Game):
    name = "pebbles"
    title = {"en": "Pebbles", "fr": "Galets"}
    min_players, max_players = 1, 3
    hidden_information = True
    variants = (Variant("length", {"en": "Length", "fr": "Durée"},
                        (("full", {"en": "Full", "fr": "Complète"}),
                         ("short", {"en": "Short", "fr": "Courte"})), "full"),)

    def setup(self, options, seed):
        options = self.check_options(options)
        rng = random.Random(seed)
        deck = [v for v in range(1, 7) for _ in range(3)]
        short = options["length"] == "short"
        if short:
            deck = deck[:9]
        rng.shuffle(deck)
        n = options["players"]
        hands = [[deck.pop(), deck.pop()] for _ in range(n)]
        s = PebblesState(n, deck, hands, [[] for _ in range(n)], [[] for _ in range(n)],
                         short=short)
        s.rng = rng
        return s

    def to_move(self, s):
        if not any(s.hands) and s.picked is None:
            return None
        return s.current

    def legal_actions(self, s):
        if self.to_move(s) is None:
            return []
        if s.picked is None:
            return [("pick", v) for v in sorted(set(s.hands[s.current]))]
        return [("lay", "garden"), ("lay", "stream")]

    def explain_illegal(self, s, a):
        if a and a[0] == "pick" and s.picked is None:
            return IllegalAction("you do not hold that card", "vous n'avez pas cette carte")
        if a and a[0] == "lay" and s.picked is None:
            return IllegalAction("pick a card first", "choisissez d'abord une carte")
        return super().explain_illegal(s, a)

    def apply(self, s, a):
        if a[0] == "pick":
            s.hands[s.current].remove(a[1])
            s.picked = a[1]
            return
        p = s.current
        (s.garden if a[1] == "garden" else s.stream)[p].append(s.picked)
        s.picked = None
        if s.deck:
            s.hands[p].append(s.deck.pop())
            s.epoch += 1
        # next player who still holds cards
        for k in range(1, s.players + 1):
            q = (p + k) % s.players
            if s.hands[q]:
                s.current = q
                break
        s.turn += 1

    def observe(self, s, player):
        o = s.clone()
        o.rng = None
        o.deck = [0] * len(s.deck)
        o.hands = [h[:] if i == player else [0] * len(h) for i, h in enumerate(s.hands)]
        return o

    def determinize(self, s, player, rng):
        """From what `player` sees (works on an observation): the unseen cards are the full
        deck less the cards in sight, dealt again into the hidden places."""
        d = self.observe(s, player)
        cards = [v for v in range(1, 7) for _ in range(3)]
        full = Counter(cards[:9] if s.short else cards)
        seen = d.hands[player] + [c for g in d.garden + d.stream for c in g]
        unseen = sorted((full - Counter(seen + ([d.picked] if d.picked else []))).elements())
        rng.shuffle(unseen)
        for i, h in enumerate(d.hands):
            if i != player:
                d.hands[i] = [unseen.pop() for _ in h]
        d.deck = unseen
        d.rng = random.Random(rng.getrandbits(64))
        return d

    def stream_points(self, pile):
        pts, top = 0, 0
        for v in pile:
            if v > top:
                pts += 2 * v
            top = v
        return pts

    def scores(self, s):
        table = [{"garden": sum(s.garden[p]), "stream": self.stream_points(s.stream[p])}
                 for p in range(s.players)]
        return ScoreSheet(["garden", "stream"],
                          {"garden": {"en": "Garden", "fr": "Jardin"},
                           "stream": {"en": "Stream", "fr": "Ruisseau"}},
                          table, [(len(s.stream[p]),) for p in range(s.players)],
                          {"en": "cards in stream", "fr": "cartes au ruisseau"})

    def describe(self, s, a, lang="en"):
        if a[0] == "pick":
            return {"en": f"picks a {a[1]}", "fr": f"choisit un {a[1]}"}[lang]
        where = {"garden": {"en": "garden", "fr": "jardin"},
                 "stream": {"en": "stream", "fr": "ruisseau"}}[a[1]][lang]
        return {"en": f"lays it in the {where}", "fr": f"le pose au {where}"}[lang]

    def rules(self, lang="en"):
        return [("Pebbles", __doc__)]
