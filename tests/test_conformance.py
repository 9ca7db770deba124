"""One conformance suite over every registered game (the toy game included)."""
from __future__ import annotations

import random

import pytest

from engine.ai import GreedyBot, SearchBot, RandomBot
from engine.core import IllegalAction, ScoreSheet
from engine.core.match import Match, Seat
from engine.core.saves import to_document
from engine.saved_games import match_from_document
from engine.registry import GAMES
from tests.playout import random_playout

NAMES = sorted(GAMES)


def configs(game):
    """(options, seed) pairs covering every player count and every variant choice."""
    out = []
    for n in range(game.min_players, game.max_players + 1):
        base = game.default_options(n)
        out.append((base, 1000 + n))
        for v in game.variants:
            if v.players and n not in v.players:
                continue
            for value, _ in v.choices:
                if value != v.default:
                    out.append(({**base, v.key: value}, 2000 + n))
    return out


def sample_states(game, options, seed, every=None):
    """States along a random playout, as a list."""
    rng = random.Random(seed)
    s = game.setup(options, seed)
    states = [game.clone(s)]
    steps = 0
    while game.to_move(s) is not None:
        a = rng.choice(game.legal_actions(s))
        game.apply(s, a)
        steps += 1
        if every is None or steps % every == 0:
            states.append(game.clone(s))
    states.append(game.clone(s))
    if every is None and len(states) > 40:
        step = len(states) // 40
        states = states[::step] + [states[-1]]
    return states


@pytest.mark.parametrize("name", NAMES)
def test_random_playouts_finish(name):
    game = GAMES[name]
    check = game.check_invariants
    for options, seed in configs(game):
        for k in range(3):
            s, actions = random_playout(game, options, seed + 31 * k, check=check)
            assert game.is_over(s)
            sheet = game.scores(s)
            assert isinstance(sheet, ScoreSheet)
            assert len(sheet.table) == options["players"]
            assert all(set(row) == set(sheet.categories) for row in sheet.table)
            assert sheet.winners(), "somebody must win or share the win"


@pytest.mark.parametrize("name", NAMES)
def test_same_seed_same_actions_same_game(name):
    game = GAMES[name]
    for options, seed in configs(game)[:3]:
        s1, actions = random_playout(game, options, seed)
        s2 = game.setup(options, seed)
        for a in actions:
            game.play(s2, a)
        assert s1 == s2
        assert s1.epoch == s2.epoch


@pytest.mark.parametrize("name", NAMES)
def test_every_legal_action_applies_and_clones_are_independent(name):
    game = GAMES[name]
    options, seed = configs(game)[-1]
    for s in sample_states(game, options, seed):
        before = game.clone(s)
        for a in game.legal_actions(s):
            c = game.clone(s)
            game.play(c, a)
            assert s == before, f"applying {a} to a clone changed the original"
        assert isinstance(a, tuple) if game.legal_actions(s) else True


@pytest.mark.parametrize("name", NAMES)
def test_illegal_actions_are_refused_with_a_reason(name):
    game = GAMES[name]
    options, seed = configs(game)[0]
    states = sample_states(game, options, seed)
    for s in states[:-1]:
        legal = set(game.legal_actions(s))
        for bogus in [("no-such-move",), ("no-such-move", 99)] + [
                a for t in states for a in game.legal_actions(t)[:5] if a not in legal][:10]:
            c = game.clone(s)
            with pytest.raises(IllegalAction) as err:
                game.play(c, bogus)
            assert err.value.reason("en") and err.value.reason("fr")
            assert c == s, "a refused move must not change the state"
    with pytest.raises(IllegalAction):
        game.play(states[-1], ("no-such-move",))


@pytest.mark.parametrize("name", NAMES)
def test_every_action_has_text_in_both_languages(name):
    game = GAMES[name]
    options, seed = configs(game)[-1]
    for s in sample_states(game, options, seed)[:-1]:
        for a in game.legal_actions(s)[:20]:
            for lang in ("en", "fr"):
                text = game.describe(s, a, lang)
                assert isinstance(text, str) and text.strip()


@pytest.mark.parametrize("name", NAMES)
def test_save_then_load_gives_the_same_state(name):
    game = GAMES[name]
    for options, seed in configs(game)[:2]:
        seats = [Seat("ai", "easy")] * options["players"]
        m = Match.new(game, options, seed, seats)
        rng = random.Random(seed)
        while not m.is_over() and len(m.steps) < 60:
            m.play(rng.choice(game.legal_actions(m.state)))
        doc = to_document(m)
        import json
        doc = json.loads(json.dumps(doc))
        m2 = match_from_document(doc, GAMES)
        assert m2.state == m.state
        assert m2.actions == m.actions


@pytest.mark.parametrize("name", NAMES)
def test_observe_leaks_nothing_hidden(name):
    """What a seat sees is the same whatever the hidden things it cannot see are."""
    game = GAMES[name]
    for options, seed in configs(game):
        for s in sample_states(game, options, seed)[::3]:
            for p in range(options["players"]):
                seen = game.observe(s, p)
                for r in (1, 2):
                    other = game.determinize(s, p, random.Random(r))
                    assert game.observe(other, p) == seen


@pytest.mark.parametrize("name", NAMES)
def test_determinize_depends_only_on_what_the_seat_sees(name):
    game = GAMES[name]
    for options, seed in configs(game):
        for s in sample_states(game, options, seed)[::3]:
            for p in range(options["players"]):
                other = game.determinize(s, p, random.Random(99))
                a = game.determinize(s, p, random.Random(7))
                b = game.determinize(other, p, random.Random(7))
                assert a == b
                assert game.legal_actions(a) == game.legal_actions(s) or game.to_move(s) != p


@pytest.mark.parametrize("name", NAMES)
def test_ai_choice_does_not_change_when_hidden_things_are_redealt(name):
    game = GAMES[name]
    options, seed = configs(game)[-1]
    bots = [RandomBot(), GreedyBot(lookahead=1), SearchBot(seconds=60, iterations=12, horizon=4)]
    for s in sample_states(game, options, seed)[1:-1:4][:6]:
        p = game.to_move(s)
        redealt = game.determinize(s, p, random.Random(123))
        for bot in bots:
            a = bot.choose(game, s, p, random.Random(5))
            b = bot.choose(game, redealt, p, random.Random(5))
            assert a == b, f"{type(bot).__name__} changed its move when hidden things were re-dealt"
            assert a in game.legal_actions(s)


@pytest.mark.parametrize("name", NAMES)
def test_ai_playouts_finish(name):
    game = GAMES[name]
    bot = GreedyBot(lookahead=1)
    for n in range(game.min_players, game.max_players + 1):
        s = game.setup(game.default_options(n), 77 + n)
        rng = random.Random(n)
        steps = 0
        while game.to_move(s) is not None:
            p = game.to_move(s)
            a = bot.choose(game, s, p, rng)
            game.play(s, a)
            steps += 1
            assert steps < 20000
        assert game.scores(s).winners()


@pytest.mark.parametrize("name", NAMES)
def test_every_level_bot_ignores_what_it_cannot_see(name):
    """The game's own easy/normal/hard bots (not only the generic ones) decide from what
    their seat sees: re-dealing the hidden things does not change their choice. Time caps are
    lifted so the search is bounded by its counts alone and the comparison is exact."""
    from engine.ai import LEVELS, make_bot
    game = GAMES[name]
    options, seed = configs(game)[-1]
    states = [s for s in sample_states(game, options, seed)[1:-1] if len(game.legal_actions(s)) > 1]
    for s in states[:: max(1, len(states) // 3)][:3]:
        p = game.to_move(s)
        redealt = game.determinize(s, p, random.Random(321))
        for level in LEVELS:
            bot = make_bot(game, level)
            if hasattr(bot, "seconds"):
                bot.seconds = 10_000
                if getattr(bot, "iterations", 0) > 10_000:  # generic search: bound by count
                    bot.iterations = 60
            a = bot.choose(game, s, p, random.Random(9))
            b = bot.choose(game, redealt, p, random.Random(9))
            assert a == b, f"{level} bot changed its move when hidden things were re-dealt"
            assert a in game.legal_actions(s)


@pytest.mark.parametrize("name", NAMES)
def test_determinize_works_from_the_observation_alone(name):
    """The AI process holds only the observation: re-dealing from it gives the very world
    re-dealing from the true state gives."""
    game = GAMES[name]
    for options, seed in configs(game):
        for s in sample_states(game, options, seed)[::4]:
            for p in range(options["players"]):
                obs = game.observe(s, p)
                assert game.determinize(obs, p, random.Random(7)) == game.determinize(s, p, random.Random(7))
                if game.to_move(s) == p:
                    assert game.legal_actions(obs) == game.legal_actions(s)


@pytest.mark.parametrize("name", NAMES)
def test_the_ai_request_is_identical_when_only_hidden_things_differ(name):
    """What is sent to the AI process (pickled, byte for byte) cannot tell two states apart
    that differ only in what the seat cannot see; it never holds the seed or the log."""
    import pickle

    from engine.ai.seats import request
    game = GAMES[name]
    for options, seed in configs(game)[-2:]:
        for k, s in enumerate(sample_states(game, options, seed)[1:-1:5]):
            p = game.to_move(s)
            if p is None:
                continue
            redealt = game.determinize(s, p, random.Random(k))
            seen = [(0, game.observe(s, p))]
            a = request(game, s, p, "hard", 10, "key", seen)
            b = request(game, redealt, p, "hard", 10, "key", [(0, game.observe(redealt, p))])
            assert pickle.dumps(a) == pickle.dumps(b)
            assert set(a) == {"game", "player", "level", "step", "key", "obs", "seen"}
            assert getattr(a["obs"], "rng", None) is None


@pytest.mark.parametrize("name", NAMES)
def test_every_level_bot_decides_the_same_from_the_observation(name):
    """Handed the observation instead of the true state, the game's bots choose the same
    move (time caps lifted so the comparison is exact)."""
    from engine.ai import LEVELS, make_bot
    game = GAMES[name]
    options, seed = configs(game)[0]
    states = [s for s in sample_states(game, options, seed)[1:-1] if len(game.legal_actions(s)) > 1]
    for s in states[:: max(1, len(states) // 2)][:2]:
        p = game.to_move(s)
        for level in LEVELS:
            bots = [make_bot(game, level), make_bot(game, level)]
            for bot in bots:
                if hasattr(bot, "seconds"):
                    bot.seconds = 10_000
                    if getattr(bot, "iterations", 0) > 10_000:
                        bot.iterations = 60
            a = bots[0].choose(game, s, p, random.Random(9))
            b = bots[1].choose(game, game.observe(s, p), p, random.Random(9))
            assert a == b, f"{level} bot plays differently from the observation"
