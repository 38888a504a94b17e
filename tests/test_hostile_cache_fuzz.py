"""Cache files fuzzed (issue 37): every kind of file read back from the cache or a checkpoint, filled with random
bytes, random JSON nested at any depth, or a real document with a part replaced by random JSON and signed again
with the user's key (so that the checks after the signature are reached too).  The reader returns a valid
object and says nothing, or sets the file aside saying so in one line; it never raises.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from whistodds import __version__
from whistodds.cache import cache_key, key_path, signature
from whistodds.games.registry import get_game
from whistodds.simulations import compiled
from whistodds.simulations.checkpoint import Checkpoint, _read, checkpoint_key
from whistodds.simulations.kernels.counted import DealKernel, MomentsKernel
from whistodds.simulations.kernels.deal import (_deal_batch_decoder, _encode_deal_batch, _encode_moments_batch,
                                                _moments_batch_decoder)
from whistodds.simulations.play.models import get_model
from whistodds.simulations.kernels.cache import read_cached, write_cached

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                        HealthCheck.function_scoped_fixture])

# --- what goes in the files -------------------------------------------------------------------------------

KEYS = st.sampled_from(["counts", "moments", "model", "game", "seed", "version", "context", "cache_key",
                        "signature", "batches", "files", "dtype", "values", "0", "1", "01", "-1", "١"])
LEAVES = (st.none() | st.booleans() | st.integers() | st.integers(-(2**80), 2**80) | st.floats()
          | st.text(max_size=12) | st.sampled_from(["long-whist", "random", "<i8", "|i1", "O", "V99999999", "0",
                                                   "scotch-whist", "long-whist(target=" + "9" * 5000 + ")"]))
TREES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(KEYS | st.text(max_size=6),
                                                                                       inner, max_size=6),
                     max_leaves=40)


def _deep(tree: object, depth: int, opener: str) -> bytes:
    """``tree`` inside ``depth`` arrays or objects, written out by hand (json.dumps would recurse)."""
    closer = "".join("]" if c == "[" else "}" for c in reversed(opener) if c in "[{")
    return (opener * depth + json.dumps(tree) + closer * depth).encode()


CONTENTS = st.one_of(
    st.binary(max_size=3000),
    TREES.map(lambda tree: json.dumps(tree).encode()),
    st.builds(_deep, TREES, st.integers(0, 40) | st.integers(0, 200_000),
              st.sampled_from(["[", '{"counts":', '[{"batches":', '{"files":[']))
    .map(lambda data: data if len(data) < 3_000_000 else data[:3_000_000]),
)


def _replace_somewhere(document: object, data: st.DataObject) -> object:
    """``document`` with one part (chosen by ``data``) replaced by random JSON, or removed."""
    if not isinstance(document, (dict, list)) or not document or data.draw(st.integers(0, 3)) == 0:
        return data.draw(TREES)
    if isinstance(document, dict):
        key = data.draw(st.sampled_from(sorted(document)))
        if data.draw(st.integers(0, 5)) == 0:
            return {k: v for k, v in document.items() if k != key}
        return {**document, key: _replace_somewhere(document[key], data)}
    index = data.draw(st.integers(0, len(document) - 1))
    return document[:index] + [_replace_somewhere(document[index], data)] + document[index + 1:]


def _resigned(path: Path, data: st.DataObject, signed_part=lambda body: body) -> bytes:
    """The document at ``path`` with a random part replaced, signed again as the user's own run signs it."""
    document = json.loads(path.read_text())
    changed = _replace_somewhere({k: v for k, v in document.items() if k != "signature"}, data)
    if isinstance(changed, dict) and data.draw(st.booleans()):
        try:
            changed = {**changed, "signature": signature(signed_part(changed))}
        except (TypeError, ValueError, KeyError):
            pass
    return json.dumps(changed).encode()


def _said(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("whistodds:")]


@contextlib.contextmanager
def _folder():
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


# --- deal kernels cached on demand --------------------------------------------------------------------------

KERNEL_KINDS = {  # game, model, deals, seed, context
    "deal kernel": ("long", "random", 1000, 3, None),
    "scoring-moments kernel": ("scotch", "random", 1000, 3, None),
    "kernel of one play context": ("long", "hoyle-score", 1000, 3, (10, 0)),
}


def _good_kernel(kind: str, path: Path) -> None:
    game_name, model, deals, seed, context = KERNEL_KINDS[kind]
    game = get_game(game_name)
    if kind == "scoring-moments kernel":
        kernel = MomentsKernel(np.array([[[3, 1], [5, 2]], [[0, 4], [1, 6]]]), np.array([deals - 1, 1]), model,
                               game.name, seed)
    else:
        counts = np.zeros(game.score_rules.outcome_shape(), np.int64)
        counts[7, 0], counts[6, 2] = deals - 10, 10
        kernel = DealKernel(counts, model, seed, __version__, "", game.name, context=context)
    write_cached(path, kernel, game, get_model(model), deals, seed, context)


def _check_kernel(kind: str, path: Path, content: bytes) -> None:
    game_name, model, deals, seed, context = KERNEL_KINDS[kind]
    game = get_game(game_name)
    path.write_bytes(content)
    with contextlib.redirect_stderr(io.StringIO()) as err:
        kernel = read_cached(path, game, get_model(model), deals, seed, context)  # never raises
    lines = _said(err.getvalue())
    if kernel is None:
        assert len(lines) == 1 and str(path) in lines[0] and "damaged" in lines[0], lines
        assert not os.path.lexists(path)
        return
    assert not lines and kernel.deals == deals and kernel.model == model and kernel.game == game.name
    assert kernel.counts.dtype == np.int64 and (kernel.counts >= 0).all()
    if isinstance(kernel, DealKernel):
        assert kernel.counts.shape == game.score_rules.outcome_shape() and kernel.context == context
    else:
        assert kernel.moments.dtype == np.int64 and kernel.moments.ndim == 3
        assert kernel.counts.shape == kernel.moments.shape[:1] and (kernel.counts > 0).all()


@FUZZ
@given(kind=st.sampled_from(sorted(KERNEL_KINDS)), content=CONTENTS)
def test_a_kernel_file_of_anything_is_read_or_set_aside(kind, content):
    with _folder() as folder:
        (folder / "kernels").mkdir()
        _check_kernel(kind, folder / "kernels" / "k.json", content)


@FUZZ
@given(kind=st.sampled_from(sorted(KERNEL_KINDS)), data=st.data())
def test_a_signed_kernel_file_of_any_shape_is_read_or_set_aside(kind, data):
    with _folder() as folder:
        path = folder / "kernels" / "k.json"
        _good_kernel(kind, path)
        _check_kernel(kind, path, _resigned(path, data))


def test_the_good_kernels_are_read():  # the fuzz above starts from files the reader takes
    for kind in KERNEL_KINDS:
        with _folder() as folder:
            path = folder / "kernels" / "k.json"
            _good_kernel(kind, path)
            game_name, model, deals, seed, context = KERNEL_KINDS[kind]
            assert read_cached(path, get_game(game_name), get_model(model), deals, seed, context) is not None


# --- checkpoints -----------------------------------------------------------------------------------------

CHECKPOINT_KINDS = {"checkpoint of deal counts": "long", "checkpoint of scoring moments": "scotch"}
SIZES = [600, 600, 300]  # a run of 1,500 deals in batches of 600


def _checkpoint(kind: str, path: Path) -> tuple[Checkpoint, object]:
    game = get_game(CHECKPOINT_KINDS[kind])
    key = checkpoint_key(game, get_model("random"), sum(SIZES), 3, SIZES[0])
    if kind == "checkpoint of deal counts":
        return Checkpoint(path, key, len(SIZES), _encode_deal_batch), _deal_batch_decoder(game, get_model("random"), None)
    return Checkpoint(path, key, len(SIZES), _encode_moments_batch), _moments_batch_decoder(game, get_model("random"))


def _good_checkpoint(kind: str, path: Path) -> None:
    checkpoint, _ = _checkpoint(kind, path)
    game = get_game(CHECKPOINT_KINDS[kind])
    for index in (0, 2):
        if kind == "checkpoint of deal counts":
            counts = np.zeros(game.score_rules.outcome_shape(), np.int64)
            counts[7, 0] = SIZES[index]
            checkpoint.record(index, DealKernel(counts, "random", None, __version__, "", game.name))
        else:
            checkpoint.record(index, MomentsKernel(np.array([[[3, 1]], [[0, 4]]]), np.array([SIZES[index] - 1, 1]),
                                                   "random", game.name))
    checkpoint.write()


def _check_checkpoint(kind: str, path: Path, content: bytes) -> None:
    path.write_bytes(content)
    checkpoint, decode = _checkpoint(kind, path)
    with contextlib.redirect_stderr(io.StringIO()) as err:
        _read(checkpoint, decode, SIZES)  # never raises
    lines = _said(err.getvalue())
    if not os.path.lexists(path):
        assert len(lines) == 1 and str(path) in lines[0] and "damaged" in lines[0], lines
        assert not checkpoint.done
        return
    assert not lines
    for index, batch in checkpoint.done.items():
        assert 0 <= index < len(SIZES) and batch.deals == SIZES[index] and batch.counts.dtype.kind == "i"
        assert set(checkpoint._encoded) == set(checkpoint.done)


@FUZZ
@given(kind=st.sampled_from(sorted(CHECKPOINT_KINDS)), content=CONTENTS)
def test_a_checkpoint_of_anything_is_read_or_set_aside(kind, content):
    with _folder() as folder:
        (folder / "checkpoints").mkdir()
        _check_checkpoint(kind, folder / "checkpoints" / "c.json", content)


@FUZZ
@given(kind=st.sampled_from(sorted(CHECKPOINT_KINDS)), data=st.data())
def test_a_signed_checkpoint_of_any_shape_is_read_or_set_aside(kind, data):
    with _folder() as folder:
        (folder / "checkpoints").mkdir()
        path = folder / "checkpoints" / "c.json"
        _good_checkpoint(kind, path)
        _check_checkpoint(kind, path, _resigned(path, data))


def test_the_good_checkpoints_are_read():
    for kind in CHECKPOINT_KINDS:
        with _folder() as folder:
            path = folder / "c.json"
            _good_checkpoint(kind, path)
            checkpoint, decode = _checkpoint(kind, path)
            _read(checkpoint, decode, SIZES)
            assert sorted(checkpoint.done) == [0, 2]


# --- the compiled-code manifest --------------------------------------------------------------------------

def _compiled_folder(folder: Path) -> Path:
    """A compiled-code folder of one function's two files (their bytes never read as code), recorded."""
    (folder / "simulations").mkdir(parents=True)
    for suffix in (".nbi", ".1.nbc"):
        (folder / "simulations" / f"dealing._deal_kernel-9.py311{suffix}").write_bytes(b"not a pickle " + suffix.encode())
    compiled.record_folder(folder)
    return folder


def _check_manifest(folder: Path, content: bytes) -> None:
    (folder / compiled.MANIFEST).write_bytes(content)
    with contextlib.redirect_stderr(io.StringIO()) as err:
        removed = compiled.check_folder(folder)  # never raises
    lines = _said(err.getvalue())
    assert len(lines) <= 1
    if removed:
        assert len(lines) == 1 and ("manifest" in lines[0] or str(removed[0]) in lines[0]), lines
    if lines and "cannot be trusted" in lines[0]:
        assert not os.path.lexists(folder / compiled.MANIFEST) and removed
    if not lines:
        assert not removed and compiled._recorded(folder)[1] is None


@FUZZ
@given(content=CONTENTS)
def test_a_manifest_of_anything_is_trusted_or_set_aside(content):
    with _folder() as folder:
        _check_manifest(_compiled_folder(folder), content)


@FUZZ
@given(data=st.data())
def test_a_signed_manifest_of_any_shape_is_trusted_or_set_aside(data):
    with _folder() as folder:
        _compiled_folder(folder)
        content = _resigned(folder / compiled.MANIFEST, data, lambda body: body["files"])
        _check_manifest(folder, content)


# --- the user's cache key (in the config folder, read back by every run) ----------------------------------

@FUZZ
@given(content=st.binary(max_size=200) | st.text(alphabet="0123456789abcdefABCDEF \n", max_size=80).map(str.encode))
def test_a_cache_key_of_anything_is_used_or_refused_in_words(content):
    with _folder() as folder, contextlib.ExitStack() as stack:
        saved = os.environ.get("XDG_CONFIG_HOME")
        os.environ["XDG_CONFIG_HOME"] = str(folder)
        stack.callback(cache_key.cache_clear)
        stack.callback(lambda: os.environ.__setitem__("XDG_CONFIG_HOME", saved) if saved is not None
                       else os.environ.pop("XDG_CONFIG_HOME", None))
        cache_key.cache_clear()
        path = key_path()
        path.parent.mkdir(parents=True)
        path.write_bytes(content)
        path.chmod(0o600)
        try:
            key = cache_key()
        except ValueError as error:  # the run goes on without a cache, saying this
            assert str(path) in str(error)
        else:
            assert len(key) == 32 and key == bytes.fromhex(content.decode().strip())


# --- signed forgeries the old checks let through to a traceback (found by reading them) ---------------------

def _forged(path: Path, change, signed_part=lambda body: body) -> bytes:
    """The document at ``path`` changed by ``change``, signed again with the user's key."""
    body = {k: v for k, v in json.loads(path.read_text()).items() if k != "signature"}
    change(body)
    return json.dumps({**body, "signature": signature(signed_part(body))}).encode()


def _cell(body: dict, value: object) -> None:
    body["counts"][7][0] = value


KERNEL_FORGERIES = {
    "a count past int64": lambda body: _cell(body, 2**70),  # OverflowError
    "a count of text": lambda body: _cell(body, str(body["counts"][7][0])),  # numpy read "990" as 990
    "a context of fractions": lambda body: body.update(context=[10.0, 0.0]),  # int(10.0) was taken as 10
}


def _batch(body: dict, index: str) -> dict:
    return body["batches"][index]["counts"]


CHECKPOINT_FORGERIES = {
    "a batch number in Arabic-Indic digits": lambda body: body.update(batches={"٠": body["batches"]["0"]}),  # KeyError
    "a count past int64": lambda body: _batch(body, "0")["values"][7].__setitem__(0, 2**70),  # OverflowError
    "counts of objects": lambda body: _batch(body, "0").update(dtype="O"),
    "counts of a structured dtype": lambda body: _batch(body, "0").update(dtype=[["a", "<i8"]]),  # (refused before)
}


@pytest.mark.parametrize("forgery", KERNEL_FORGERIES)
def test_a_signed_kernel_forgery_is_set_aside(forgery):
    with _folder() as folder:
        path = folder / "kernels" / "k.json"
        _good_kernel("kernel of one play context", path)
        content = _forged(path, KERNEL_FORGERIES[forgery])
        with contextlib.redirect_stderr(io.StringIO()):
            _check_kernel("kernel of one play context", path, content)
        assert not os.path.lexists(path)  # set aside, not read


@pytest.mark.parametrize("forgery", CHECKPOINT_FORGERIES)
def test_a_signed_checkpoint_forgery_is_set_aside(forgery):
    with _folder() as folder:
        path = folder / "c.json"
        _good_checkpoint("checkpoint of deal counts", path)
        _check_checkpoint("checkpoint of deal counts", path, _forged(path, CHECKPOINT_FORGERIES[forgery]))
        assert not os.path.lexists(path)
