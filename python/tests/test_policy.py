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


# ---- Policy.edit: the input engine's verdict on one edit, str offsets ------

NO_EMOJI_3 = '{"schema": 1, "limits": [{"metric": "characters", "max": 3}], "emoji": {"allowed": false}}'


def test_edit_adjusts_a_paste_to_what_the_policy_keeps() -> None:
    edit = textgauge.Policy.from_json(NO_EMOJI_3).edit("ab", 2, 2, "c😀d")
    assert (edit.decision, edit.text, edit.caret) == ("adjusted", "abc", 3)
    assert [v.kind for v in edit.violations] == ["emoji", "overLimit"]
    assert all(v.offset == 2 for v in edit.violations)


def test_edit_offsets_are_str_indices_on_both_sides() -> None:
    # Astral scalars are two UTF-16 units in C and one str index here: the
    # range, the applied text and the caret are all in str indices.
    policy = textgauge.Policy.preset("bluesky-post")
    edit = policy.edit("😀😀x", 1, 2, "中")
    assert (edit.decision, edit.text, edit.caret, edit.violations) == ("accept", "😀中x", 2, [])
    deleted = policy.edit("😀a😀", 1, 2, "")
    assert (deleted.decision, deleted.text, deleted.caret) == ("accept", "😀😀", 1)


def test_edit_rejects_and_keeps_the_text() -> None:
    policy = textgauge.Policy.preset("mysql-utf8mb3")
    edit = policy.edit("ok", 2, 2, "😀")
    assert (edit.decision, edit.text) == ("reject", "ok")
    assert [v.rule for v in edit.violations] == ["guards.utf8mb3"]


def test_edit_never_cuts_a_composition() -> None:
    policy = textgauge.Policy.from_json(NO_EMOJI_3)
    composing = policy.edit("abc", 3, 3, "zhong", composing=True)
    assert (composing.decision, composing.text, composing.caret) == ("accept", "abczhong", 8)
    committed = policy.edit("abc", 3, 3, "中")
    assert committed.decision == "reject" and committed.text == "abc"


def test_edit_out_of_the_text_is_an_invalid_range_as_in_c() -> None:
    edit = textgauge.Policy.preset("x").edit("ab", 5, 6, "c")
    assert (edit.decision, edit.text) == ("reject", "ab")
    assert [v.kind for v in edit.violations] == ["invalidRange"]


def test_edit_arguments() -> None:
    policy = textgauge.Policy.preset("x")
    with pytest.raises(TypeError, match="'replacement' must be str, not bytes"):
        policy.edit("a", 0, 0, b"b")
    with pytest.raises(TypeError, match="'start' must be int, not float"):
        policy.edit("a", 0.5, 1, "b")
    with pytest.raises(ValueError, match="'end' is 0, less than 'start'"):
        policy.edit("ab", 1, 0, "b")
    with pytest.raises(ValueError, match="'start' is -1"):
        policy.edit("ab", -1, 0, "b")
    with pytest.raises(TypeError, match="'composing' must be bool"):
        policy.edit("ab", 0, 0, "b", composing=1)
    with pytest.raises(UnicodeEncodeError):
        policy.edit("a\ud800", 0, 0, "b")
    policy.close()
    with pytest.raises(ValueError, match="closed"):
        policy.edit("a", 0, 0, "b")


def test_edit_agrees_with_check_on_what_it_accepts() -> None:
    # Seeded edits on the hard pieces: whatever the engine leaves in the
    # field after a typed or pasted edit, the policy accepts, or the edit
    # was refused and the text is unchanged.
    import random

    rng = random.Random(49)
    pieces = ["a", "中", "😀", "👍🏽", "👨‍👩‍👧", "🇨🇳", "1️⃣", "e\u0301", "\u202e", "x.co/(a)", " ", "\u200b"]
    for policy in policies():
        for _ in range(300):
            text = policy.sanitize("".join(rng.choice(pieces) for _ in range(rng.randrange(0, 8))))
            start = rng.randrange(0, len(text) + 1)
            end = rng.randrange(start, len(text) + 1)
            replacement = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 4)))
            edit = policy.edit(text, start, end, replacement)
            assert 0 <= edit.caret <= len(edit.text)
            if edit.decision == "reject":
                assert edit.text == text and edit.violations
            elif edit.decision == "accept":
                assert edit.text == text[:start] + replacement + text[end:]
