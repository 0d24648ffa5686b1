"""A Policy's handle: pickled, copied and deep-copied through its JSON
form (never the raw pointer), released once (collection, close(), a with
block), and a closed Policy raises ValueError instead of crashing."""
from __future__ import annotations

import copy
import gc
import pickle
import subprocess
import sys
import weakref

import pytest

import textgauge

TEXTS = ["hello", "a😀", "中" * 200, "ab" * 200, "👨‍👩‍👧‍👦" * 80, "\u202e"]


def policies() -> list[textgauge.Policy]:
    return [
        textgauge.Policy.preset("x"), textgauge.Policy.preset("bluesky-post"),
        textgauge.Policy.preset("mysql-utf8mb3"), textgauge.Policy.preset("gb18030", 10),
        textgauge.Policy.from_json('{"schema": 1, "limits": [{"metric": "width", "max": 6, "min": 1}]}'),
    ]


def same(a: textgauge.Policy, b: textgauge.Policy) -> None:
    assert a is not b and a.handle != b.handle
    assert a.json() == b.json() and repr(a) == repr(b)
    for text in TEXTS:
        assert a.check(text) == b.check(text) and a.sanitize(text) == b.sanitize(text)


@pytest.mark.parametrize("duplicate", [copy.copy, copy.deepcopy, lambda p: pickle.loads(pickle.dumps(p)),
                                       lambda p: pickle.loads(pickle.dumps(p, protocol=0))])
def test_copies_have_their_own_handle(duplicate) -> None:
    for policy in policies():
        twin = duplicate(policy)
        same(policy, twin)
        del policy
        gc.collect()
        assert twin.accepts("a") in (True, False)  # the original's handle is gone, not the copy's


def test_a_pickle_holds_json_not_a_pointer() -> None:
    policy = textgauge.Policy.preset("x")
    data = pickle.dumps(policy)
    assert b'"max":280' in data  # the JSON form
    assert str(policy.handle).encode() not in pickle.dumps(policy, protocol=0)  # no decimal pointer either
    # Unpickled in another process, where the pointer would mean nothing.
    program = (
        "import pickle, sys, textgauge\n"
        "policy = pickle.loads(sys.stdin.buffer.read())\n"
        "print(policy.accepts('hi'), policy.accepts('x' * 281), repr(policy))\n"
    )
    result = subprocess.run([sys.executable, "-c", program], input=data, capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode().strip() == "True False <textgauge.Policy preset 'x', limits: weighted <= 280, characters >= 1>"


def test_close_and_with_release_the_handle() -> None:
    with textgauge.Policy.preset("x") as policy:
        assert policy.accepts("hello") and not policy.closed
    assert policy.closed
    for call in (lambda: policy.accepts("a"), lambda: policy.check("a"), lambda: policy.sanitize("a"),
                 lambda: policy.prefix("a"), policy.json, lambda: policy.handle,
                 lambda: policy.accepts_column(["a"]), lambda: pickle.dumps(policy), lambda: copy.copy(policy)):
        with pytest.raises(ValueError, match="closed"):
            call()
    policy.close()  # idempotent
    assert repr(policy) == "<textgauge.Policy closed>"
    with pytest.raises(ValueError, match="closed"):
        with policy:
            pass


def test_collection_frees_once() -> None:
    freed: list[int] = []
    policy = textgauge.Policy.preset("x")
    weakref.finalize(policy, freed.append, 1)
    twin = copy.copy(policy)
    del policy
    gc.collect()
    assert freed == [1]
    assert twin.accepts("a")
    twin.close()
    del twin
    gc.collect()  # the finalizer already ran in close(): nothing is freed twice


def test_repr_says_what_it_is() -> None:
    assert repr(textgauge.Policy.preset("x")) == "<textgauge.Policy preset 'x', limits: weighted <= 280, characters >= 1>"
    assert repr(textgauge.Policy.preset("bluesky-post")) == (
        "<textgauge.Policy preset 'bluesky-post', limits: characters <= 300, utf8 <= 3000>")
    assert repr(textgauge.Policy.preset("zishu", 140)) == "<textgauge.Policy preset 'zishu', limits: zishu <= 140>"
    assert repr(textgauge.Policy.from_json('{"schema": 1, "limits": [{"metric": "width", "max": 6, "min": 1}]}')) == (
        "<textgauge.Policy from_json, limits: width >= 1 <= 6>")
