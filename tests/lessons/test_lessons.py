"""Every game's lesson, played from start to end through the lesson's play session (no window)
with its expected actions; every bubble's words in both languages; a lesson whose expected
action is not legal where it stands is refused naming the file and the step; a wrong click
keeps the step and gets a kind word."""
from __future__ import annotations

import pytest

from engine.core import DataError
from engine.lessons import has_lesson, lesson_path, load_lesson, matches, walk
from engine.registry import GAMES
from ui import i18n
from ui.lesson import LessonSession, lesson_match
from ui.session import ADVICE, ERROR

LESSONS = [name for name in GAMES if has_lesson(name)]


class AskedWorker:
    """Records what the session asks the AI process (the lesson's opponents never ask it)."""

    def __init__(self):
        self.asked = []

    def ask(self, req):
        self.asked.append(req)
        return len(self.asked)

    def poll(self):
        return None


def session_for(name, worker=None):
    match, runner = lesson_match(GAMES[name])
    now = [0.0]
    s = LessonSession(match, runner, t=i18n.I18n("en"), clock=lambda: now[0],
                      worker=(lambda: worker) if worker else None)
    return s, now


def run_opponents(s, now):
    """Let the clock pass until the learner is to move (or the game is over)."""
    for _ in range(2000):
        if s.match.to_move() is None or s.my_turn():
            return
        now[0] += 10
        s.poll()
    raise AssertionError("the opponents never give the turn back")


def play_lesson(s, now):
    """Play every step as a learner who does what each bubble says; the messages said."""
    r, said = s.runner, []
    while not r.done:
        step = r.step
        if step.reading:
            assert s.snapshot().legal == [] or not s.my_turn(), "a reading step lights nothing"
            assert s.next()
            continue
        run_opponents(s, now)
        lit = s.snapshot().legal
        assert lit and all(matches(step.do, a) for a in lit), f"{step.say}: only the taught targets are lit"
        before = r.index
        assert s.play(lit[0]), f"{step.say}: the taught action is played"
        assert r.index == before + 1
        said += s.take_messages()
        assert not [m for m in said if m.kind == ERROR]
    return said


def test_there_is_a_lesson_for_every_game_with_one():
    assert "cascadia" in LESSONS


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_plays_from_start_to_end(name):
    worker = AskedWorker()
    s, now = session_for(name, worker)
    n = len(s.runner.lesson.steps)
    assert 10 <= n <= 40, "a short lesson"
    said = play_lesson(s, now)
    assert worker.asked == [], "during the lesson the opponents move by the lesson's policy"
    assert s.runner.done and not s.runner.left, "finished, not left off its path"
    assert any(m.kind == ADVICE and "lesson is over" in m.text for m in said + s.take_messages())
    # the game goes on freely: every legal action lit, the easy AI asked, hints asked by themselves
    s.poll()
    if s.my_turn():
        assert s.snapshot().legal == GAMES[name].legal_actions(s.match.state)
        assert worker.asked and worker.asked[-1]["player"] == s.runner.lesson.learner, "a hint"
    elif s.match.to_move() is not None:
        assert worker.asked and worker.asked[-1]["level"] == "easy"


@pytest.mark.parametrize("name", LESSONS)
def test_every_bubble_speaks_both_languages(name):
    lesson = load_lesson(GAMES[name])
    for lang in ("en", "fr"):
        table = i18n.strings(lang)
        missing = [k for k in lesson.keys() if f"lesson.{k}" not in table]
        assert missing == [], f"{lang}: {missing}"
    en, fr = i18n.strings("en"), i18n.strings("fr")
    assert all(en[f"lesson.{k}"] != fr[f"lesson.{k}"] for k in lesson.keys()), "translated, not copied"


@pytest.mark.parametrize("name", LESSONS)
def test_the_lesson_meets_the_same_moves_every_time(name):
    a, b = load_lesson(GAMES[name]), load_lesson(GAMES[name])
    from engine.lessons import walk
    g = GAMES[name]
    sa, sb = a.new_match(g).state, b.new_match(g).state
    assert walk(g, a, sa) == walk(g, b, sb)


def load_raw(name):
    """The game's lesson file as parsed YAML, before the loader checks it."""
    import yaml
    with open(lesson_path(name), encoding="utf-8") as f:
        return yaml.safe_load(f)


def edited_copy(tmp_path, name, edit):
    """The path of a copy of the game's lesson file, its parsed document changed by edit(doc)."""
    import yaml
    doc = load_raw(name)
    edit(doc)
    path = tmp_path / "lesson.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return str(path)


def broken_copy(tmp_path, name, step_index, pattern):
    """The game's lesson with one step's expected action replaced."""
    return edited_copy(tmp_path, name, lambda doc: doc["steps"][step_index].update(do=pattern))


def refused_step_field(tmp_path, name, has, field, value):
    """Set `field` to `value` on the lesson's first step holding key `has`: the loader's
    refusal and that step's index."""
    i = next(k for k, st in enumerate(load_raw(name)["steps"]) if has in st)
    path = edited_copy(tmp_path, name, lambda doc: doc["steps"][i].update({field: value}))
    with pytest.raises(DataError) as e:
        load_lesson(GAMES[name], path)
    return e.value, i


def first_action_step(name):
    lesson = load_lesson(GAMES[name])
    return next(i for i, s in enumerate(lesson.steps) if not s.reading)


@pytest.mark.parametrize("name", LESSONS)
def test_an_illegal_expected_action_is_refused_naming_file_and_step(tmp_path, name):
    i = first_action_step(name)
    path = broken_copy(tmp_path, name, i, ["no_such_move", 99])
    with pytest.raises(DataError) as e:
        load_lesson(GAMES[name], path)
    assert e.value.file == f"{name}/lesson.yaml" and e.value.path == f"steps[{i}].do"
    assert f"{name}/lesson.yaml: steps[{i}].do: " in str(e.value) and "not legal here" in str(e.value)


def test_a_step_asked_while_the_game_is_over_or_out_of_turn_is_refused(tmp_path):
    import yaml
    with open(lesson_path("cascadia"), encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    doc["learner"] = 5
    path = tmp_path / "lesson.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    with pytest.raises(DataError, match="learner"):
        load_lesson(GAMES["cascadia"], str(path))
    doc["learner"], doc["opponents"] = 0, "clever"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    with pytest.raises(DataError, match="opponents"):
        load_lesson(GAMES["cascadia"], str(path))
    doc["opponents"], doc["steps"][0]["color"] = "easy", "red"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    with pytest.raises(DataError, match=r"steps\[0\]\.color"):
        load_lesson(GAMES["cascadia"], str(path))


@pytest.mark.parametrize("name", LESSONS)
def test_a_wrong_click_keeps_the_step_with_a_kind_word(name):
    s, now = session_for(name)
    r = s.runner
    while r.step.reading:
        assert s.play(GAMES[name].legal_actions(s.match.state)[0]) is False or not s.my_turn()
        s.next()
    run_opponents(s, now)
    s.take_messages()
    every = GAMES[name].legal_actions(s.match.state)
    wrong = [a for a in every if not matches(r.step.do, a)]
    assert wrong, "the first action step leaves other moves to get wrong"
    before, steps = r.index, len(s.match.steps)
    assert s.play(wrong[0]) is False
    assert r.index == before and len(s.match.steps) == steps, "the step stays, nothing is played"
    said = s.take_messages()
    assert [m.kind for m in said] == [ADVICE], "a kind word, never an error"
    assert said[0].text == i18n.I18n("en")("lesson.try_lit")


def test_a_reading_step_asks_for_next_and_undo_and_hints_wait(tmp_path):
    s, now = session_for("cascadia")
    assert s.runner.reading() and s.snapshot().legal == []
    assert s.play(GAMES["cascadia"].legal_actions(s.match.state)[0]) is False
    assert [m.text for m in s.take_messages()] == [i18n.I18n("en")("lesson.read_first")]
    assert s.undo() is False and s.ask_hint() is False
    assert s.next() and s.runner.index == 1


def test_leaving_the_path_ends_the_lesson_kindly():
    s, now = session_for("cascadia")
    while s.runner.step.reading:
        s.next()
    # a learner who somehow played another move (as a free choice may lead elsewhere)
    other = next(a for a in GAMES["cascadia"].legal_actions(s.match.state) if not s.runner.expects(a))
    s._play(other)
    s._after_step()
    run_opponents(s, now)
    s.poll()
    assert s.runner.done and s.runner.left
    assert any(m.kind == ADVICE for m in s.take_messages())


@pytest.mark.parametrize("name", LESSONS)
def test_the_recorded_replies_keep_the_lesson_when_the_ai_changes(name, monkeypatch):
    """The opponents play the lesson's recorded moves: an AI that now chooses otherwise (here
    the last legal move) changes nothing up to the lesson's last action."""
    from engine.lessons import policy
    g = GAMES[name]
    lesson = load_lesson(g)
    assert lesson.replies, "the opponents' moves are recorded"
    before = walk(g, lesson, lesson.new_match(g).state)
    monkeypatch.setattr(policy.Opponents, "decide", lambda self, state, step: g.legal_actions(state)[-1])
    assert walk(g, load_lesson(g), lesson.new_match(g).state) == before


def test_a_recorded_reply_that_is_not_legal_is_named(tmp_path):
    path = edited_copy(tmp_path, "habitats", lambda doc: doc["replies"].__setitem__(1, ["take", 9, 9]))
    with pytest.raises(DataError) as e:
        load_lesson(GAMES["habitats"], path)
    assert e.value.path == "replies[1]" and "record the replies again" in str(e.value)


def test_recorded_replies_are_written_as_the_file_reads_them():
    import yaml

    from engine.core.actions import from_json
    from engine.lessons.record import replies_block
    moves = list(load_lesson(GAMES["kauri"]).replies) + [("flood", (1, 2), None)]   # nested too
    assert [from_json(r) for r in yaml.safe_load(replies_block(moves))["replies"]] == moves


def test_kauri_the_learner_plays_a_settler_and_a_maori_action_then_is_the_kiwi_again():
    """Issue 38: one action of each faction's kind, played: the lesson hands the learner the
    Settler's seat (Felling) and the Māori's (a temple) for turn 2, then the Kiwi's again."""
    s, now = session_for("kauri")
    r, by = s.runner, {}
    while not r.done:
        if r.reading():
            s.next()
            s.poll()
            continue
        run_opponents(s, now)
        action = s.snapshot().legal[0]
        by[action[0]] = (s.viewer, s.snapshot().viewer, s.match.to_move())
        assert s.play(action)
    kiwi, _, settler, maori = range(4)
    assert by["hatch"] == (kiwi, kiwi, kiwi)
    assert by["fell"] == (settler, settler, settler), "a Settler's kind of action, played by the learner"
    assert by["temple"] == (maori, maori, maori), "a Māori's kind of action, played by the learner"
    s.poll()
    assert s.viewer == kiwi and [seat.is_ai for seat in s.match.seats] == [False, True, True, True]
    assert s.match.state.whare[24] == 1, "the learner's temple stands in Kāpiti"


def test_a_seat_the_game_has_not_is_refused_naming_the_step(tmp_path):
    error, i = refused_step_field(tmp_path, "kauri", "seat", "seat", 4)
    assert error.path == f"steps[{i}].seat"


def test_habitat_the_learner_announces_a_complete_habitat():
    """Issue 38: announcing a complete Habitat, played: after a step that plays ten turns for
    the learner, they take the last rank (the Mallard, 3) and end the turn: Habitat, a win."""
    s, now = session_for("habitat")
    r = s.runner
    while r.step.say != "habitat.later":
        if r.reading():
            s.next()
        else:
            run_opponents(s, now)
            assert s.play(s.snapshot().legal[0])
    before = len(s.match.steps)
    assert s.next()
    mine = [st for st in s.match.steps[before:] if st.player == 0]
    assert len(mine) == 50 and len(s.log_rows) == len(s.match.steps), "50 of the learner's moves, each logged"
    assert s.flashes == [], "played at once, not announced one by one"
    said = play_lesson(s, now)
    state = s.match.state
    assert s.match.to_move() is None and state.end_reason == "habitat" and state.winners == (0,)
    assert s.match.steps[-1].player == 0 and s.match.steps[-1].action == ("end_turn",)
    assert any("so is this game" in m.text for m in said)


def test_moves_played_forward_only_on_a_reading_step(tmp_path):
    error, i = refused_step_field(tmp_path, "habitat", "do", "forward", 3)
    assert error.path == f"steps[{i}].forward"


def test_earth_the_learner_plays_toward_an_ecosystem_and_wins_a_fauna_race():
    """Issue 38: one fauna race and an ecosystem, played: an edible card planted raises the
    learner's Yellowstone; the 12th sprout meets the Hedgehog, whose top rung is theirs at
    the end of the turn."""
    from engine.earth.measures import Board
    from engine.earth.scoring import score
    s, now = session_for("earth")
    g, r = GAMES["earth"], s.runner
    d = g.data

    def yellowstone():
        st = s.match.state
        return score(Board(d, st, 0), d.eco_score[st.eco[0]])

    def until(say):
        while r.step.say != say:
            if r.reading():
                s.next()
            else:
                run_opponents(s, now)
                assert s.play(s.snapshot().legal[0])
        run_opponents(s, now)

    until("earth.eco_cell")
    before = yellowstone()
    assert s.play(s.snapshot().legal[0])
    assert yellowstone() == before + 2
    until("earth.fauna_taken")
    hedgehog = (5, 1)           # gamedata/earth/fauna.yaml: card 5's second face, 12 sprouts
    slot = s.match.state.fauna.index(hedgehog)
    assert s.match.state.leaves[slot][:1] == [0], "the learner is first to the Hedgehog"


def test_an_opponents_move_waits_for_the_last_to_land():
    """As in a game, the lesson's rival moves only once the last move has landed on the board."""
    s, now = session_for("habitat")
    while s.runner.reading() or s.my_turn():
        if s.runner.reading():
            s.next()
        else:
            assert s.play(s.snapshot().legal[0])
    landing = [True]
    s.busy = lambda: landing[0]
    steps = len(s.match.steps)
    for _ in range(3):
        now[0] += 10
        s.poll()
    assert len(s.match.steps) == steps, "nothing played while a move travels"
    landing[0] = False
    now[0] += 10
    s.poll()
    assert len(s.match.steps) == steps + 1
