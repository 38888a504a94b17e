"""Play models as registered objects: a new model from this file alone reaches the engine, the command line,
the charts' colours and the history table, with no package file changed."""

import re
from dataclasses import replace

import numba
import numpy as np
import pytest
from typer.testing import CliRunner

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
from whistodds.cli.app import app
from whistodds.games import LONG_WHIST, get_game
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import lowest
from whistodds.simulations.play.models import (CardChoice, GlossaryEntry, PlayModel, Sight, cannot_play,
                                               get_model, play_models, register_model, unregister_model)
from whistodds.simulations.play.compiled.tables import strength_tables

runner = CliRunner()


@numba.njit
def lowest_card(random_state, seat, st):  # pragma: no cover - compiled
    """The lowest legal card: of the suit led if he holds it, else the lowest of his hand (first suit on a tie)."""
    hand = S.HAND + seat * 4
    led = st[S.LED_SUIT]
    if st[S.POSITION] > 0 and st[hand + led] != 0:
        return led << S.SUIT_SHIFT | lowest(st[hand + led])
    best = -1
    for suit in range(4):
        if st[hand + suit] != 0:
            card = suit << S.SUIT_SHIFT | lowest(st[hand + suit])
            if best < 0 or (card & S.STRENGTH_MASK) < (best & S.STRENGTH_MASK):
                best = card
    return best


LOWEST = PlayModel("test-lowest-card", "always the lowest legal card", CardChoice(lowest_card), sees=Sight.OWN,
                   colour="#e6550d", marker="X", glossary=GlossaryEntry("test-lowest-card play", "Always the lowest legal card."))


@pytest.fixture
def lowest_model():
    register_model(LOWEST)
    yield LOWEST
    unregister_model("test-lowest-card")


def _strength(tables, card, trump):
    return int(tables.trump_strength[card] if card // 13 == trump else tables.plain_strength[card])


def test_a_model_registered_here_plays_its_own_card(lowest_model):
    deals = deal(LONG_WHIST, 40, seed=5)
    result = play(deals, get_model("test-lowest-card"), seed=1)
    tables = strength_tables(LONG_WHIST)
    for d in range(deals.n_deals):
        trump = int(deals.trump[d])
        held = [set(int(c) for c in deals.hands[d, seat]) for seat in range(4)]
        for trick in range(13):
            leader = int(result.leader[d, trick])
            led = int(result.played[d, trick, leader]) // 13
            for position in range(4):
                seat = (leader + position) % 4
                card = int(result.played[d, trick, seat])
                legal = held[seat] if position == 0 else ({c for c in held[seat] if c // 13 == led} or held[seat])
                weakest = min(_strength(tables, c, trump) for c in legal)
                assert _strength(tables, card, trump) == weakest, (d, trick, seat)
                held[seat].remove(card)


def test_the_new_model_sits_at_a_mixed_table_and_the_others_play_as_alone(lowest_model):
    deals = deal(LONG_WHIST, 300, seed=6)
    mixed = play(deals, seat_models=[get_model(m) for m in ("hoyle", "test-lowest-card", "hoyle", "test-lowest-card")], seed=2)
    alone = play(deals, get_model("test-lowest-card"), seed=2)
    assert mixed.tricks_by_side[:, 0].mean() > alone.tricks_by_side[:, 0].mean() + 1  # hoyle's side does better
    first_lead = mixed.played[np.arange(300), 0, mixed.leader[:, 0]]
    lowest_leads = mixed.leader[:, 0] % 2 == 1
    assert (first_lead[lowest_leads] == alone.played[np.arange(300), 0, alone.leader[:, 0]][lowest_leads]).all()


def test_the_new_model_on_the_command_line(lowest_model):
    result = runner.invoke(app, ["kernel", "long", "--model", "test-lowest-card", "--deals", "3000", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "model test-lowest-card" in result.output
    result = runner.invoke(app, ["odds", "short", "--score", "2-1", "--model", "test-lowest-card", "--deals", "3000",
                                 "--seed", "1", "-f", "json"])
    assert result.exit_code == 0, result.output
    assert '"test-lowest-card"' in result.output


def test_the_new_model_in_the_chart_colours_and_the_history_table(lowest_model):
    from whistodds.odds.history import history_models, history_table, models_for
    from whistodds.reports.style import COLOURS, MARKERS

    assert COLOURS["test-lowest-card"] == "#e6550d" and MARKERS["test-lowest-card"] == "X"
    assert history_models()[0] == "hoyle" and history_models()[-1] == "test-lowest-card"
    assert {"random", "double-dummy"} < set(history_models())
    assert "test-lowest-card" in [model.name for model in models_for(get_game("whisk"))]
    table = history_table(matches=0, games=(get_game("short-whist"),), models=(get_model("test-lowest-card"),),
                          draws=5, rubber_draws=2)
    assert list(table.model) == ["test-lowest-card"] and 0 < table.mean_deals[0] < 20


def test_the_model_is_gone_when_unregistered():
    assert "test-lowest-card" not in [model.name for model in play_models()]
    with pytest.raises(ValueError, match="unknown play model 'test-lowest-card'; use one of random, hoyle"):
        get_model("test-lowest-card")


def test_built_in_models_in_registration_order_with_their_properties():
    names = [model.name for model in play_models()]
    assert [names.index(name) for name in ("random", "hoyle", "hoyle-score", "catch-the-ten", "double-dummy")] \
        == sorted(names.index(name) for name in ("random", "hoyle", "hoyle-score", "catch-the-ten", "double-dummy"))
    hoyle, double = get_model("hoyle"), get_model("double-dummy")
    assert hoyle.plays_card_by_card and hoyle.sees is Sight.EXPOSED and hoyle.reads_sight
    assert not double.plays_card_by_card and double.sees is Sight.ALL and not double.reads_sight
    assert get_model("hoyle-score").attends_to_score and not get_model("catch-the-ten").compared
    assert cannot_play(get_model("double-dummy"), get_game("short-whist")) is None
    assert cannot_play(get_model("double-dummy"), get_game("scotch-whist")) is not None
    assert cannot_play(get_model("hoyle-score"), get_game("scotch-whist")) is not None


def test_every_shipped_kernel_file_belongs_to_one_model():
    from importlib import resources

    shipped = {f.name for f in resources.files("whistodds.simulations").joinpath("data").iterdir()
               if f.name.endswith(".json") and f.name.startswith("kernel")}
    claimed = [name for model in play_models() for name in model.shipped_kernels]
    assert sorted(claimed) == sorted(shipped)


def test_the_glossary_explains_every_model_with_its_own_words(lowest_model):
    from whistodds.reports.glossary import glossary

    terms = {term.id: (term.term, term.meaning) for term in glossary()}
    assert terms["test-lowest-card"] == ("test-lowest-card play", "Always the lowest legal card.")
    for model in play_models():
        if model.glossary is not None:
            assert terms[model.name] == (model.glossary.term, model.glossary.meaning)
    assert list(terms).index("random") < list(terms).index("test-lowest-card") < list(terms).index("double-dummy-game")


@pytest.mark.parametrize(("change", "message"), [
    ({"name": "Lowest Card"}, "play model name 'Lowest Card' is not allowed"),
    ({"colour": "orange"}, "colour 'orange' is not allowed"),
    ({"marker": "?"}, r"marker '\?' is not allowed"),
    ({"sees": "own"}, "sees='own' is not allowed"),
    ({"choice": None, "attends_to_score": True}, "must choose its cards in the engine"),
    ({"shipped_kernels": ("data/x.json",)}, "shipped_kernels"),
])
def test_a_model_is_validated(change, message):
    with pytest.raises(ValueError, match=message):
        replace(LOWEST, **change)


def test_registering_twice_needs_replace(lowest_model):
    with pytest.raises(ValueError, match="registered already"):
        register_model(LOWEST)
    assert register_model(LOWEST, replace=True) is LOWEST
    with pytest.raises(ValueError, match="card choice 'test-lowest-card' is not allowed"):
        CardChoice("test-lowest-card")


@pytest.mark.parametrize(("change", "message"), [
    ({"marker": "s"}, "play model 'test-lowest-card': marker 's' is double-dummy's already; use one the charts do "
                      "not draw yet: <"),
    ({"colour": "#B5452B"}, "play model 'test-lowest-card': colour '#B5452B' is double-dummy's already; give another, "
                            "or shares_colour_with='double-dummy' for a variant drawn in its colour"),
    ({"colour": "#1f4e79"}, "colour '#1f4e79' is hoyle's already"),
    ({"colour": "#1f4e79", "shares_colour_with": "random"}, "shares_colour_with='random', but its colour '#1f4e79' is "
                                                            "not random's '#7f7f7f'"),
    ({"shares_colour_with": "nonesuch"}, "shares_colour_with='nonesuch' names no other registered play model; use "
                                         "one of random, hoyle"),
])
def test_registering_a_model_checks_the_registrys_rules_in_one_line(change, message):
    before = play_models()
    with pytest.raises(ValueError, match=re.escape(message)) as raised:
        register_model(replace(LOWEST, **change))
    assert "\n" not in str(raised.value)
    assert play_models() == before  # nothing registered


def test_a_variant_drawn_in_anothers_colour_says_so():
    variant = replace(LOWEST, colour=get_model("hoyle").colour, shares_colour_with="hoyle")
    try:
        assert register_model(variant) is variant
    finally:
        unregister_model(variant.name)
    assert get_model("hoyle-score").shares_colour_with == "hoyle"  # the built-in one that does


def test_every_registered_model_has_a_marker_and_a_colour_of_its_own():
    models = play_models()
    assert len({model.marker for model in models}) == len(models)
    for model in models:
        same = [other.name for other in models if other.colour.lower() == model.colour.lower() and other is not model]
        assert all(model.shares_colour_with == other or get_model(other).shares_colour_with == model.name
                   for other in same), (model.name, same)


def test_replacing_a_model_is_checked_against_the_others_only(lowest_model):
    assert register_model(replace(LOWEST, description="the lowest card"), replace=True).marker == "X"
    with pytest.raises(ValueError, match="marker 'v' is random's already"):
        register_model(replace(LOWEST, marker="v"), replace=True)
    assert get_model(LOWEST.name).description == "the lowest card"
