"""The play session: everything about a match in progress that is not drawing.

It owns the match, whose eyes the screen shows (the viewer), autosave, undo, hints, hot-seat
passing and the AI requests, and keeps one `Snapshot` per step: what the screen draws. The play
scene draws the snapshot and forwards the player's intents; nothing here imports pygame, so the
whole flow is unit-tested without a window. The snapshot is rebuilt only when the match, the
viewer, the language or the hint changes, so idle frames cost nothing.
"""
from __future__ import annotations

import os
import random
import secrets
import time
from dataclasses import dataclass, field

from engine.ai import seats
from engine.core import IllegalAction, saves, tr
from engine.core.save_lock import SaveLocked, lock_save
from engine.core.text import colon
from engine.review.reasons import reason

from . import cues
from .i18n import I18n
from .reasons import STEPS, WHY, reason_texts, with_reason

AI_DELAY = {"slow": 1.2, "normal": 0.5, "fast": 0.15, "instant": 0.0}
HINT_AHEAD = 6      # a hint tells at most this many steps (the hinted one and what follows)
ERROR, ADVICE, CONFIRM = "error", "advice", "confirm"   # the three looks of a message


@dataclass
class Snapshot:
    """What the screen shows after one step, for one viewer, in one language. Views read it
    (it also serves as their `ctx`); nobody changes it."""
    step: int                   # number of actions played
    viewer: int | None          # whose eyes
    to_move: int | None
    over: bool
    obs: object                 # game.observe(state, viewer)
    legal: list                 # legal actions when a human at this screen is to move, else []
    scores: object              # live ScoreSheet of what the viewer sees (None if it failed)
    names: list                 # seat display names
    lang: str
    hint: tuple | None = None
    last_action: tuple | None = None
    undoable: int = 0           # steps the viewer may take back now
    facts: dict = field(default_factory=dict)   # the view's derived facts (filled by the view)
    extra: dict = field(default_factory=dict)

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    def name(self, seat, unnamed: str = "?") -> str:
        """A seat's display name; `unnamed` for what no seat is (nobody, Gaia...)."""
        ok = isinstance(seat, int) and 0 <= seat < len(self.names)
        return self.names[seat] if ok else unnamed


LANGS = ("en", "fr")


# the names the app gives seats left unnamed: people's names, never "Player 2" (house rule);
# the same in every language
AI_NAMES = ("Robin", "Hazel", "Rowan", "Juniper", "Sorrel", "Wren")
PEOPLE_NAMES = ("Alex", "Sam", "Charlie", "Jo", "Max", "Lou")


def _role(game, players: int, i: int, lang: str) -> str | None:
    """Seat i's faction in `lang` where seats have roles, else None."""
    try:
        roles = game.seat_roles(game.default_options(players)) if game is not None else None
    except Exception:  # noqa: BLE001 - an odd seat count in an old save: a plain name
        roles = None
    return tr(roles[i], lang) if roles and i < len(roles) else None


def made_name(game, players: int, i: int, kind: str, lang: str) -> str:
    """The name the app gives seat `i` left unnamed, in `lang`: its faction where seats have
    roles, else a name from AI_NAMES (an AI) or PEOPLE_NAMES (a person)."""
    role = _role(game, players, i, lang)
    if role:
        return role
    names = AI_NAMES if kind == "ai" else PEOPLE_NAMES
    return names[i % len(names)]


def old_made_name(i: int, kind: str, lang: str) -> str:
    """The name older versions gave an unnamed seat ("AI 2", "Joueur 1"), kept in their saves."""
    return f"{I18n(lang)('ai' if kind == 'ai' else 'player')} {i + 1}"


def is_made_name(game, players: int, i: int, kind: str, name: str) -> bool:
    """Is `name` a word the app put for seat `i` rather than a name: a faction (in any
    language), an AI's name, or an older version's "AI 2" / "Joueur 1"? A person's name the
    app suggested ("Alex") is a name like any typed one."""
    for lang in LANGS:
        if name in (_role(game, players, i, lang), old_made_name(i, kind, lang)):
            return True
    return kind == "ai" and name == made_name(game, players, i, kind, "en")


def shown_name(game, players: int, i: int, kind: str, name: str, lang: str) -> str:
    """A seat's name as shown in `lang`: a name the app made (in any language, or in an older
    version) is made again in `lang`; a name a player typed stays as typed."""
    if not name or is_made_name(game, players, i, kind, name):
        return made_name(game, players, i, kind, lang)
    return name


def seat_names(match, lang: str) -> list[str]:
    """Every seat's name as shown in `lang` (see shown_name)."""
    n = len(match.seats)
    return [shown_name(match.game, n, i, s.kind, s.name, lang) for i, s in enumerate(match.seats)]


@dataclass
class Message:
    kind: str       # ERROR, ADVICE or CONFIRM
    text: str


class PlaySession:
    """A match being played at this screen. `poll()` is the clock: it advances AI seats and
    reports what the scene should show (messages, another player's move, the pass screen)."""

    def __init__(self, match, save_path=None, created=None, *, t=None, lang="en", worker=None,
                 ai_speed="normal", clock=time.monotonic, lock=None):
        self.match, self.game = match, match.game
        self.save_path, self.created = save_path, created
        self.t = t or (lambda key, **fmt: key)   # the UI's translator (ui.i18n.I18n)
        self.lang, self.ai_speed = lang, ai_speed
        self.worker_factory = worker          # () -> AIWorker-like (ask, poll)
        self.clock = clock
        self.humans = [i for i, s in enumerate(match.seats) if not s.is_ai]
        self.viewer = self.humans[0] if self.humans else 0
        self.pass_to = None                   # a seat waiting for the pass screen
        self.hint = None
        self.hint_request = None              # (request id, step)
        self.hint_level = "hard"
        # a hint whose words alone would mislead ("ends the turn", when cards are then to be
        # discarded) tells the choices that follow in the same turn: (hinted action, the state
        # after the steps foreseen so far, their texts) while those are asked
        self.hint_chain = None
        self.hint_steps, self.hint_reason = [], None   # the hinted steps and why (engine.review)
        self.step_reason = None     # why of the hinted step alone (its log line's: each step says its own)
        self.looks_ahead = lambda action: None    # the view says which hinted actions need it
        self.busy = lambda: False             # the scene: a step still travels on the board
        self.ai_request = None                # (request id, step, time asked)
        self.ai_answer = None                 # (action, time it may be played)
        self.ai_failures = 0
        self.ai_key = secrets.token_hex(8)    # names this match to the AI process (never the seed)
        self.seen: dict = {}                  # seat -> [(step, observation)] for bots that remember
        self.messages: list[Message] = []     # new messages for the scene to show
        self.flashes: list[tuple] = []        # (text, seat): moves by others, to announce
        self.cues: list[str] = []             # sounds due (ui/cues.py), for the scene to play
        self.log_rows: list[tuple] = []       # (seat, {lang: text}) per step
        self._snap, self._snap_key = None, None
        self._names = (None, [])                # (language, the seats' names shown in it)
        self.log_rows = [(st.player, st.text) for st in match.steps]
        self.lock = lock if lock is not None or not save_path else self._take_lock()
        self.enter()

    def _take_lock(self):
        """The save is ours while we play it; held elsewhere, it is never overwritten here."""
        try:
            return lock_save(self.save_path)
        except SaveLocked:
            self.say(ERROR, self.t("save_in_use_not_saved"))
            self.save_path = None
            return None

    def close(self):
        """The game is left (or the app quits): another window may take the save. A game left
        before any player at this screen made a move is no game to come back to: no save."""
        if self.save_path and self.lock is not None and self.lock.held and self.untouched():
            try:
                os.unlink(self.save_path)
            except OSError:
                pass      # never written (no move at all) or the folder refuses: nothing lost
        if self.lock is not None:
            self.lock.release()

    def untouched(self) -> bool:
        """No human seat has made a move (only AI seats may have played)."""
        return bool(self.humans) and all(st.player not in self.humans for st in self.match.steps)

    # ---- entering the game (new game, Continue, Load) ------------------------------------
    def enter(self):
        """Whoever is to move sees the board, behind a pass screen if hands must stay private."""
        p = self.match.to_move()
        if p in self.humans:
            if self.needs_pass(p, entering=True):
                self.pass_to = p
            self.viewer = p

    def needs_pass(self, p, entering=False) -> bool:
        """Hot seat with hidden hands: a human seat about to see the board after another did
        (not after a teammate who sees what it sees: open hands within a team)."""
        if p is None or p not in self.humans or len(self.humans) < 2:
            return False
        if not self.game.has_private_hands:
            return False
        return entering or p != self.viewer and not self.game.shares_sight(self.match.state, p, self.viewer)

    def passed(self):
        """The pass screen was confirmed by the seat it named."""
        if self.pass_to is not None:
            self.viewer, self.pass_to = self.pass_to, None

    # ---- the snapshot ------------------------------------------------------------------
    def names(self) -> list[str]:
        """The seats' names in the session's language (those the app made follow it)."""
        if self._names[0] != self.lang:
            self._names = (self.lang, seat_names(self.match, self.lang))
        return self._names[1]

    def my_turn(self) -> bool:
        p = self.match.to_move()
        return p is not None and p == self.viewer and not self.match.seats[p].is_ai \
            and self.pass_to is None

    def snapshot(self) -> Snapshot:
        key = (len(self.match.steps), self.viewer, self.lang, self.hint, self.pass_to)
        if key != self._snap_key:
            self._snap, self._snap_key = self._build(), key
        return self._snap

    def _build(self) -> Snapshot:
        g, m = self.game, self.match
        to_move = m.to_move()
        obs = g.observe(m.state, self.viewer)
        try:  # the live score counts only what this seat can see (no face-down cards)
            sheet = g.scores(obs)
        except Exception:  # a game whose mid-game tally needs hidden cards: no live score
            sheet = None
        mine = self.my_turn()
        return Snapshot(
            step=len(m.steps), viewer=self.viewer, to_move=to_move, over=to_move is None,
            obs=obs, legal=g.legal_actions(m.state) if mine else [], scores=sheet,
            names=self.names(), lang=self.lang, hint=self.hint,
            last_action=m.steps[-1].action if m.steps else None,
            undoable=m.undoable_steps(self.viewer) if mine else 0)

    def log_text(self, k: int) -> str:
        seat, text = self.log_rows[k]
        line = text.get(self.lang, text["en"])
        for typed, shown in zip((s.name for s in self.match.seats), self.names()):
            if typed and typed != shown:       # a made name written in another language
                line = line.replace(typed, shown)
        return f"{self.names()[seat]}{colon(self.lang)}{line}"

    # ---- the player's intents -----------------------------------------------------------
    def play(self, action) -> bool:
        """Play the viewer's action; a refusal becomes an error message with the rule's reason."""
        if action is None or not self.my_turn():
            return False
        snap = self.snapshot()
        followed = action == self.hint
        why = reason_texts(self.step_reason) if followed else {}
        try:
            self._play(action, legal=snap.legal)
        except IllegalAction as e:
            self.say(ERROR, e.reason(self.lang))
            self.cues.append(cues.REFUSED)
            return False
        self._after_step(cues.total(snap.scores, snap.viewer))
        if any(why.values()):      # the hint's reason goes into the log with the move
            seat, text = self.log_rows[-1]
            self.log_rows[-1] = (seat, {k: f"{v} — {why[k]}" if why.get(k) else v for k, v in text.items()})
        if followed and self.match.steps[-1].undoable:
            # a hint followed leads on through the turn (a free choice, then what to take),
            # as far as undo reaches: not past a reveal nor into the next turn
            self.ask_hint()
        return True

    def undo(self) -> bool:
        if not self.my_turn() or not self.match.undo(self.viewer):
            return False
        del self.log_rows[len(self.match.steps):]
        for known in self.seen.values():
            known[:] = [(k, o) for k, o in known if k < len(self.match.steps)]
        self.hint = None
        self.autosave()
        return True

    def ask_hint(self, level="hard") -> bool:
        if not self.my_turn() or self.hint_request is not None or self.worker_factory is None:
            return False
        rid = self.worker_factory().ask(self.ai_request_for(self.viewer, level))
        self.hint_request = (rid, len(self.match.steps))
        self.hint_level, self.hint_chain = level, None
        self.hint_steps, self.hint_reason = [], None
        self.step_reason = None
        return True

    def say(self, kind, text):
        self.messages.append(Message(kind, text))

    def take_messages(self) -> list[Message]:
        out, self.messages = self.messages, []
        return out

    def take_flashes(self) -> list[tuple]:
        out, self.flashes = self.flashes, []
        return out

    def take_cues(self) -> list[str]:
        out, self.cues = self.cues, []
        return out

    # ---- after each step ----------------------------------------------------------------
    def _after_step(self, score_before=None):
        """`score_before`: the mover's visible total before a step of the viewer's (its cue)."""
        step = self.match.steps[-1]
        self.log_rows.append((step.player, step.text))
        if step.player != self.viewer or self.match.seats[step.player].is_ai:
            self.flashes.append((self.log_text(len(self.log_rows) - 1), step.player))
        self.hint = None
        self.hint_request = self.hint_chain = None
        self.autosave()
        self._follow_turn()
        self._cue(step, score_before)

    def _cue(self, step, score_before):
        """The sound of this moment: the end, a human's turn coming round, a score, a take."""
        after = None if score_before is None else cues.total(self.snapshot().scores, step.player)
        cue = cues.step_cue(step.action, step.player, self.match.to_move(), self.humans,
                            self.match.to_move() is None, score_before, after)
        if cue is not None:
            self.cues.append(cue)

    def _follow_turn(self):
        """The screen follows the human to move (behind a pass screen when hands are private)."""
        p = self.match.to_move()
        if p is None or p not in self.humans or p == self.viewer or self.pass_to is not None:
            return
        if self.needs_pass(p):
            self.pass_to = p
        self.viewer = p

    def autosave(self):
        if not self.save_path:
            return
        try:
            doc = saves.save_match(self.match, self.save_path, self.created)
            self.created = doc["created"]
        except OSError as e:   # named by the save, never by the temporary file that failed
            self.say(ERROR, self.t("autosave_failed", save=os.path.basename(self.save_path),
                                   error=e.strerror or type(e).__name__))

    # ---- the clock: AI seats and answers --------------------------------------------------
    @property
    def waiting_for_ai(self) -> bool:
        """True while an AI seat is to move or a hint is being computed (the scene animates)."""
        p = self.match.to_move()
        return (p is not None and self.match.seats[p].is_ai) or self.hint_request is not None

    def poll(self):
        """Advance the match: ask the AI, collect its answers, play them after the delay."""
        self._collect_answers()
        m = self.match
        p = m.to_move()
        if p is None or not m.seats[p].is_ai or self.worker_factory is None:
            return
        step = len(m.steps)
        if self.ai_request is None or self.ai_request[1] != step:
            self.ai_answer = None
            req = self.ai_request_for(p, m.seats[p].level)
            self.ai_request = (self.worker_factory().ask(req), step, self.clock())
        elif self.ai_answer is not None and self.clock() >= self.ai_answer[1] and not self.busy():
            action, _ = self.ai_answer
            self.ai_answer = None
            try:
                self._play(action)
            except IllegalAction as e:
                self.say(ERROR, f"AI: {e.reason(self.lang)}")
                self._play(self.game.legal_actions(m.state)[0])
            self._after_step()

    def ai_request_for(self, p, level, state=None, ahead: int = 0) -> dict:
        """What the AI process is sent: seat p's observation (and its past ones, for a bot
        that remembers), never the seed or the log. `state`: a position `ahead` steps after
        the match's (a hint looking ahead)."""
        m, g = self.match, self.game
        step = len(m.steps)
        seen = ()
        if seats.remembers(g, level):
            if p not in self.seen:   # first time (new game or Load): from the replay
                self.seen[p] = seats.seen_positions(g, m.replay_states(), p, step)
            seen = self.seen[p]
        return seats.request(g, m.state if state is None else state, p, level, step + ahead,
                             self.ai_key, seen)

    def _play(self, action, legal=None):
        """Play through the match, remembering the position for seats whose bot remembers."""
        m = self.match
        p, step = m.to_move(), len(m.steps)
        obs = self.game.observe(m.state, p) if p in self.seen else None
        m.play(action, legal=legal)
        if obs is not None:
            self.seen[p].append((step, obs))

    def _collect_answers(self):
        worker = self.worker_factory() if self.worker_factory and self._worker_started() else None
        while worker is not None:
            got = worker.poll()
            if got is None:
                return
            rid, action, err = got
            if err:
                print(err)
            self._answer(rid, action)

    def _worker_started(self) -> bool:
        return self.ai_request is not None or self.hint_request is not None

    def _answer(self, rid, action):
        step = len(self.match.steps)
        if self.ai_request and rid == self.ai_request[0] and self.ai_request[1] == step:
            if action is None:
                self.ai_failures += 1
                self.say(ERROR, self.t("ai_failed"))
                action = self.game.legal_actions(self.match.state)[0]
            delay = AI_DELAY.get(self.ai_speed, 0.5)
            self.ai_answer = (action, self.ai_request[2] + delay)
        elif self.hint_request and rid == self.hint_request[0]:
            asked_at, self.hint_request = self.hint_request[1], None
            if asked_at == step and action is not None:
                self._hint_answered(action)
            else:
                self.hint_chain = None

    def _hint_answered(self, action):
        """The AI's choice for the hint (or for a step it looks ahead to): said, or the next
        step asked first when the hinted action leaves the same seat choosing in the same turn
        (with nothing revealed, or in a re-dealt world: _foreseen)."""
        first, state, texts = self.hint_chain or (action, self.match.state, [])
        ahead = self.looks_ahead(first)
        # the hint is the viewer's own move: in their own words (a card set face down named)
        texts = texts + [self.game.describe_own(state, action, self.lang, self.names())]
        self.hint_steps.append(action)
        after = self._foreseen(state, action, ahead) if ahead and len(texts) < HINT_AHEAD else None
        if after is not None:
            self.hint_chain = (first, after, texts)
            req = self.ai_request_for(self.viewer, self.hint_level, after, len(texts))
            self.hint_request = (self.worker_factory().ask(req), len(self.match.steps))
            return
        self.hint, self.hint_chain = first, None
        self.hint_reason = reason(self.game, self.match.state, self.viewer, self.hint_steps, len(self.match.steps))
        self.step_reason = self.hint_reason if len(self.hint_steps) == 1 else \
            reason(self.game, self.match.state, self.viewer, self.hint_steps[:1], len(self.match.steps))
        told = texts if ahead == STEPS else texts[:1]
        self.say(ADVICE, with_reason(self.t("hint_then").join(told), self.hint_reason, self.lang))

    def _foreseen(self, state, action, ahead):
        """The position after `action` if the viewer still chooses there, in the same turn; else
        None. Past a reveal (a market refilled) only a hint that says why (WHY) looks on, and in
        a world re-dealt from the viewer's observation: the AI never sees the true draw."""
        g = self.game
        after = g.clone(state)
        g.apply(after, action)
        if g.turn_key(after) != g.turn_key(state) or g.to_move(after) != self.viewer:
            return None
        if getattr(after, "epoch", None) == getattr(state, "epoch", None):
            return after
        if ahead != WHY:
            return None
        world = g.determinize(g.observe(state, self.viewer), self.viewer, random.Random(len(self.match.steps)))
        g.apply(world, action)
        return world
