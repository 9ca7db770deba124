"""Hints that say why: a reason names, in both languages, the scoring categories the move changes
for the mover, from the mover's observation only; the words hold no internal id or coordinate;
a followed hint writes the same words into the log."""
from __future__ import annotations

import random
import re

import pytest

from engine.core.match import Match, Seat
from engine.habitats.state import TAKE
from engine.registry import GAMES
from engine.review.reasons import reason
from tests.test_session import FakeWorker
from ui.i18n import I18n
from ui.reasons import fact_text, reason_text
from ui.session import ADVICE, PlaySession

REAL = ["cascadia", "habitat", "habitats", "kauri", "earth"]


def scoring_moves(game, seed: int, want: int = 3):
    """(state, mover, action, categories it changes for the mover) along a random game: moves
    that change the mover's score, read on the true state."""
    rng = random.Random(seed)
    s = game.setup(game.default_options(2), seed)
    found = []
    while game.to_move(s) is not None and len(found) < want:
        p = game.to_move(s)
        row0 = game.scores(s).table[p]
        for a in game.legal_actions(s)[:40]:
            after = game.clone(s)
            game.apply(after, a)
            row1 = game.scores(after).table[p]
            changed = {c for c in set(row0) | set(row1) if row0.get(c, 0) != row1.get(c, 0)}
            if changed:
                found.append((game.clone(s), p, a, changed, {c: row1.get(c, 0) - row0.get(c, 0) for c in changed}))
                break
        game.apply(s, game.rollout_action(s, rng))
    return found


@pytest.mark.parametrize("name", REAL)
def test_a_reason_names_the_categories_the_move_changes_in_both_languages(name):
    game = GAMES[name]
    moves = scoring_moves(game, 11)
    assert moves, "a random game holds moves that score"
    for state, p, action, changed, deltas in moves:
        why = reason(game, state, p, [action])
        sheet = game.scores(state)
        assert {tuple(sorted(label.items())) for label, _ in why.gains} == \
            {tuple(sorted(sheet.labels[c].items())) for c in changed}
        assert why.now == sum(deltas.values())
        for lang in ("en", "fr"):
            text = reason_text(why, lang)
            for c in changed:
                assert sheet.labels[c][lang] in text
            plus = [n for n in deltas.values() if n > 0]
            if plus:
                assert f"+{plus[0]}" in text
            if why.now > 0:
                assert I18n(lang)("review.now", n=why.now, parts="").split(str(why.now))[-1].strip(": ") in text


@pytest.mark.parametrize("name", REAL)
def test_the_words_hold_no_internal_id_nor_coordinate(name):
    game = GAMES[name]
    for state, p, action, changed, _ in scoring_moves(game, 12):
        why = reason(game, state, p, [action])
        for lang in ("en", "fr"):
            text = reason_text(why, lang)
            assert not re.search(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", text), text
            assert not re.search(r"\b(player|joueur) ?\d", text, re.I), text
            labels = game.scores(state).labels
            words = text
            for c in changed:      # the printed names removed, no category's id is left
                words = words.replace(labels[c][lang], "")
            for fact in why.facts:  # nor the named facts' words ("earns a Nature token": players' words)
                words = words.replace(fact_text(I18n(lang), fact, lang), "")
            for c in labels:
                assert not re.search(rf"\b{re.escape(c)}\b", words, re.I), (c, text)


@pytest.mark.parametrize("name", REAL)
def test_a_reason_never_reads_what_the_mover_cannot_see(name):
    """Re-deal everything the mover cannot see: the same reason."""
    game = GAMES[name]
    for state, p, action, _, _ in scoring_moves(game, 13):
        other = game.determinize(game.observe(state, p), p, random.Random(99))
        assert game.observe(other, p) == game.observe(state, p)
        assert reason(game, other, p, [action]) == reason(game, state, p, [action])


def test_a_followed_hint_says_why_and_writes_it_into_the_log():
    game = GAMES["cascadia"]
    state, p, action, changed, _ = next(
        (m for m in scoring_moves(game, 14, want=6)), None)
    m = Match.new(game, game.default_options(2), 14, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    m.state = game.clone(state)          # the position found above, with Ann or Bob to move
    expected = {lang: reason_text(reason(game, state, p, [action]), lang) for lang in ("en", "fr")}
    worker = FakeWorker()
    s = PlaySession(m, worker=lambda: worker, t=I18n("en"))
    s.pass_to, s.viewer = None, p
    assert s.ask_hint()
    worker.answer(action)
    s.poll()
    said = [msg.text for msg in s.take_messages() if msg.kind == ADVICE]
    label = game.scores(state).labels[sorted(changed)[0]]
    assert said and said[0].endswith(expected["en"]) and label["en"] in said[0] and "now" in said[0]
    assert s.play(action)
    seat, text = s.log_rows[-1]
    assert seat == p
    for lang in ("en", "fr"):
        assert text[lang].endswith(" — " + expected[lang]) and label[lang] in text[lang]


def test_a_cascadia_take_hint_says_what_its_turn_gains_and_each_log_line_its_own():
    """A take scores nothing by itself: the hint asks on through the placement and the token
    (nothing is revealed before the turn ends) and says what the whole turn gains, in the
    take's own words (the placement is shown on the board once the take is followed); each
    step followed writes only its own reason into the log."""
    from ui.views.cascadia.view import CascadiaView
    game = GAMES["cascadia"]
    m = Match.new(game, game.default_options(2), 15, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    p = m.to_move()
    worker = FakeWorker()
    s = PlaySession(m, worker=lambda: worker, t=I18n("en"))
    s.pass_to, s.viewer = None, p
    s.looks_ahead = CascadiaView.hint_looks_ahead.__get__(object())
    state, steps = game.clone(m.state), []
    assert s.ask_hint()
    while len(steps) < 3:
        legal = game.legal_actions(state)
        action = next(a for a in legal if a[0] == "take") if not steps else legal[0]
        assert s.hint is None and len(worker.asked) == len(steps) + 1, "still asking on"
        worker.answer(action)
        s.poll()
        steps.append(action)
        game.apply(state, action)
    assert [a[0] for a in steps] == ["take", "place", "token"]
    assert s.hint == steps[0] and s.hint_request is None and len(worker.asked) == 3
    whole = reason(game, m.state, p, steps, 0)
    assert whole.gains, "the placed tile and token score"
    said = [msg.text for msg in s.take_messages() if msg.kind == ADVICE][0]
    assert said == f"{game.describe(m.state, steps[0], 'en')} — {reason_text(whole, 'en')}"
    own = reason_text(reason(game, m.state, p, steps[:1], 0), "en")
    assert s.play(steps[0])
    text = s.log_rows[-1][1]["en"]
    assert (text.endswith(" — " + own) if own else " — " not in text), "the take's own reason only"


def after(game, state, action):
    s = game.clone(state)
    game.apply(s, action)
    return s


def scoring_turn(game, state):
    """A take and a placement of the tile taken that adds points to the mover's total (or None)."""
    p = game.to_move(state)
    for take in game.legal_actions(state):
        held = after(game, state, take)
        for place in game.legal_actions(held):
            if game.scores(after(game, held, place)).totals[p] > game.scores(state).totals[p]:
                return take, place
    return None


def habitats_take_hint(state, take, place):
    """A Habitats take hinted from `state` (Ann to move), the AI answering `take`, then `place`:
    (the session, the requests sent)."""
    from ui.views.habitats.view import HabitatsView
    game = GAMES["habitats"]
    m = Match.new(game, game.default_options(2), 21, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    m.state = game.clone(state)
    worker = FakeWorker()
    s = PlaySession(m, worker=lambda: worker, t=I18n("en"))
    s.pass_to, s.viewer = None, game.to_move(state)
    s.looks_ahead = HabitatsView.hint_looks_ahead.__get__(object())
    assert s.ask_hint()
    worker.answer(take)
    s.poll()
    assert s.hint is None and len(worker.asked) == 2, "a take asks on through the placement"
    worker.answer(place)
    s.poll()
    return s, worker.asked


def test_a_habitats_take_hint_says_what_its_turn_gains_without_seeing_the_refill():
    """The take refills the market (a reveal): the hint still looks on to the placement, in a
    world re-dealt from Ann's observation, so the true draw changes nothing of what is asked
    or said; the words are the whole turn's reason, in the take's own words."""
    game = GAMES["habitats"]
    state, rng = game.setup(game.default_options(2), 21), random.Random(21)
    while state.phase != TAKE or scoring_turn(game, state) is None:     # a take whose tile scores
        game.apply(state, game.rollout_action(state, rng))
    p = game.to_move(state)
    other = game.determinize(game.observe(state, p), p, random.Random(5))   # other draws to come
    take, place = scoring_turn(game, state)
    drawn = [game.clone(x) for x in (state, other)]
    for x in drawn:
        game.apply(x, take)
    assert drawn[0].market != drawn[1].market, "the take refills the market with another tile"
    s, asked = habitats_take_hint(state, take, place)
    s2, asked2 = habitats_take_hint(other, take, place)
    assert s.hint == take and s.hint_steps == [take, place]
    same = [{k: v for k, v in req.items() if k != "key"} for (req, *_), in ([asked[1]], [asked2[1]])]
    assert same[0] == same[1], "the placement is asked about the same re-dealt world (the AI's key aside)"
    whole = reason(game, state, p, [take, place], 0)
    assert whole.gains, "the tile placed scores"
    said = [msg.text for msg in s.take_messages() if msg.kind == ADVICE][0]
    assert said == f"{game.describe(state, take, 'en')} — {reason_text(whole, 'en')}"
    assert said == [msg.text for msg in s2.take_messages() if msg.kind == ADVICE][0]
