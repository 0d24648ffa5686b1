"""The Pythonic surface: str offsets, dataclasses, exceptions with the
library's message, Arrow columns read in place (slices, nulls), threads."""
from __future__ import annotations

import threading

import pyarrow as pa
import pytest

import textgauge


def test_examples() -> None:
    assert textgauge.width("中a") == 3
    assert textgauge.width("①", ambiguous="wide") == 2
    assert textgauge.measure("中文abc😀", "gb18030") == 11
    assert textgauge.gb18030_length("中文abc😀") == 11
    assert textgauge.prefix("中文abc😀", 10, "gb18030") == "中文abc"
    assert textgauge.prefix("👨‍👩‍👧中", 19, "gb18030") == ""
    assert textgauge.emoji_count("👨‍👩‍👧‍👦🇨🇳1️⃣") == 3
    assert textgauge.contains_emoji("© 2025") is False
    assert textgauge.contains_emoji("© 2025", "including-text-default") is True
    assert textgauge.newest_emoji_version("ok") is None


def test_emoji_matches_have_str_offsets() -> None:
    text = "中文 ok 👍🏽 and 🇨🇳"
    matches = textgauge.emoji_matches(text)
    assert [text[m.start:m.end] for m in matches] == ["👍🏽", "🇨🇳"]
    first = matches[0]
    assert first == textgauge.EmojiMatch(
        start=6, end=8, text="👍🏽", kind="modifier", status="fully-qualified", is_rgi=True, version="1.0",
        name="thumbs up: medium skin tone", utf8_start=len("中文 ok ".encode()),
        utf8_end=len("中文 ok 👍🏽".encode()),
    )
    assert matches[1].kind == "flag"


def test_policy_errors_carry_the_library_message() -> None:
    with pytest.raises(textgauge.PolicyError) as error:
        textgauge.Policy.from_json('{"schema": 1, "limits": [{"metric": "bytes", "max": 3}]}')
    assert str(error.value).startswith("$.limits[0].metric: unknown metric \"bytes\"")
    with pytest.raises(textgauge.PolicyError, match="unknown preset \"tweet\"; the presets are x,"):
        textgauge.Policy.preset("tweet")
    with pytest.raises(textgauge.PolicyError, match="needs a maximum"):
        textgauge.Policy.preset("gb18030")
    with pytest.raises(ValueError, match="unknown metric 'bytes'"):
        textgauge.measure("a", "bytes")  # type: ignore[arg-type]


def test_policy_check_offsets_are_str_indices() -> None:
    policy = textgauge.Policy.preset("mysql-utf8mb3")
    text = "中a😀b"
    [violation] = policy.check(text)
    assert violation.rule == "guards.utf8mb3" and violation.kind == "blockedScalar"
    assert text[violation.offset] == "😀"
    assert (violation.offset_utf8, violation.offset_utf16) == (4, 2)
    assert policy.sanitize(text) == "中ab"
    assert textgauge.Policy.preset("bluesky-post").prefix("ab" * 200) == "ab" * 150


def test_arrow_slices_and_nulls_read_in_place() -> None:
    array = pa.array(["skip", "中a", None, "😀😀", ""])
    sliced = array.slice(1)
    assert textgauge.measure_column(sliced, "width").tolist() == [3, -1, 4, 0]
    chunked = pa.chunked_array([array.slice(0, 2), array.slice(2)])
    assert textgauge.emoji_count_column(chunked).tolist() == [0, 0, -1, 2, 0]
    assert textgauge.measure_column(["中a", None], "utf8").tolist() == [4, -1]
    assert textgauge.newest_emoji_version_column(["🫩", "a", "👍"]).tolist() == [1600, 0, 6]  # E16.0, none, E0.6
    assert textgauge.measure_column([], "utf8").tolist() == []


def test_invalid_utf8_in_a_column_names_the_row() -> None:
    bad = pa.Array.from_buffers(
        pa.string(), 2, [None, pa.py_buffer(b"\x00\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00"), pa.py_buffer(b"ab\xff")]
    )
    with pytest.raises(textgauge.InvalidUTF8Error) as error:
        textgauge.measure_column(bad, "utf8")
    assert error.value.row == 1


def test_threads_share_a_policy() -> None:
    policy = textgauge.Policy.preset("x")
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(300):
                assert policy.accepts("hello 👋")
                assert textgauge.measure_column(["中文abc😀"] * 10, "gb18030").tolist() == [11] * 10
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
