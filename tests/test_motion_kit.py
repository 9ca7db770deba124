"""The kit's moves (ui/views/kit/motion.py): easing, tweens, timelines, the motion setting,
and what changed place between two snapshots. Pygame-free."""
from __future__ import annotations

import pytest

from ui.views.kit import motion as M


@pytest.mark.parametrize("ease", sorted(M.EASINGS))
def test_every_easing_starts_at_0_ends_at_1_and_never_goes_back(ease):
    f = M.EASINGS[ease]
    values = [f(k / 20) for k in range(21)]
    assert values[0] == 0 and values[-1] == 1
    assert all(a <= b for a, b in zip(values, values[1:]))


def test_a_tween_waits_for_its_start_then_lands():
    tw = M.Tween(("tile", 1, 0), ("a",), ("b",), start=100, ms=400, ease="linear")
    assert tw.progress(0) == 0 and tw.progress(100) == 0
    assert tw.progress(300) == pytest.approx(0.5)
    assert tw.progress(500) == 1 and tw.progress(900) == 1 and tw.end == 500


def test_a_timeline_runs_its_tweens_and_finishes_at_once_when_asked():
    now = [10.0]
    tl = M.Timeline([M.Tween(("p",), ("a",), ("b",), ms=400),
                     M.Tween(("q",), ("c",), ("d",), start=200, ms=300)], clock=lambda: now[0]).start()
    assert tl.duration == 500 and tl.running()
    assert tl.hidden() == {("b",), ("d",)} and tl.landing() == {("p",), ("q",)}
    assert [p for _, p in tl.moving()][1] == 0, "the second waits at its start"
    now[0] += 0.45
    assert tl.hidden() == {("d",)}
    now[0] += 0.1
    assert not tl.running() and tl.moving() == [] and tl.hidden() == set()
    again = M.Timeline([M.Tween(("p",), ("a",), ("b",))], clock=lambda: now[0]).start()
    assert again.running()
    again.finish()
    assert not again.running() and again.moving() == []
    assert M.Timeline([]).done, "nothing moves: nothing to play"


def test_the_motion_setting_keeps_all_the_main_pieces_shorter_or_nothing():
    tweens = [M.Tween(("p",), ("a",), ("b",)), M.Tween(("q",), ("c",), ("d",), start=500, secondary=True)]
    assert M.for_mode(tweens, "full") == tweens
    reduced = M.for_mode(tweens, "reduced")
    assert [tw.piece for tw in reduced] == [("p",)] and reduced[0].ms < tweens[0].ms
    assert M.for_mode(tweens, "none") == []


def test_staggered_pieces_all_leave_within_the_move():
    tweens = M.staggered([M.Tween((k,), ("a",), ("b",)) for k in range(12)])
    starts = [tw.start for tw in tweens]
    assert starts == sorted(starts) and len(set(starts)) == 12 and starts[-1] <= 180


def test_moved_tells_what_changed_place_came_into_sight_and_left_it():
    was = {1: ("hand", 0), 2: ("display", 1), 3: ("chain", 0, 0, 0)}
    now = {1: ("chain", 0, 0, 1), 3: ("chain", 0, 0, 0), 4: ("hand", 0)}
    assert M.moved(was, now) == ([(1, ("hand", 0), ("chain", 0, 0, 1))], [(4, ("hand", 0))], [(2, ("display", 1))])


def test_frames_put_a_piece_between_its_places_and_alone_where_one_is_not_shown():
    now = [0.0]
    tl = M.Timeline([M.Tween(("p",), ("a",), ("b",), ms=400, ease="linear"),
                     M.Tween(("q",), ("a",), ("off",), ms=400, ease="linear")], clock=lambda: now[0]).start()
    now[0] = 0.2
    rects = {("a",): (0, 0, 10, 10), ("b",): (100, 0, 30, 30)}
    got = dict(M.frames(tl, lambda place, piece, leaving: rects.get(place), lift=0))
    assert got[("p",)] == pytest.approx((50, 0, 20, 20))
    assert got[("q",)] == (0, 0, 10, 10)


def test_a_paced_timeline_keeps_its_order_and_stretches_its_times():
    tl = M.Timeline([M.Tween(("p",), ("a",), ("b",), ms=400), M.Tween(("q",), ("c",), ("d",), start=100, ms=300)])
    tl.paced(0.5)
    assert [(tw.start, tw.ms) for tw in tl.tweens] == [(0, 200), (50, 150)] and tl.duration == 200
