"""Every public function of the package called with arbitrary Python
objects in each argument position (and with too few or too many): only the
documented exceptions come out (TypeError, ValueError, OverflowError and
TextGaugeError, whose subclasses are ValueErrors too), never another
exception or a crash of the interpreter."""
from __future__ import annotations

import inspect
import math

import numpy as np
import pandas as pd
import pyarrow as pa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import textgauge
from textgauge import _emoji, _metrics

DOCUMENTED = (TypeError, ValueError, OverflowError, textgauge.TextGaugeError)
SETTINGS = settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))

SURROGATES = ["\ud800", "a\udfff中", "😀\ud83d", "\udc80" * 3]
# Long texts, built when drawn (a strategy's repr stays short).
long_texts = st.builds(lambda unit, count: unit * count,
                       st.sampled_from(["a", "中😀", "👨‍👩‍👧‍👦", "\u0301", "🇨", "\ud800"]),
                       st.sampled_from([10_000, 50_001, 1_000_000]))

texts = st.one_of(
    st.text(), st.text(st.characters(exclude_categories=())), st.sampled_from(SURROGATES), long_texts,
    st.sampled_from(["", "\0", "a\0b", "中文abc😀", "👍🏽", "1️⃣", "x" * 281, "[" * 10000, "\u202e"]),
)
integers = st.one_of(
    st.integers(), st.integers(-2**70, 2**70),
    st.sampled_from([0, 1, 2000, 2005, 2022, 2**31, 2**63 - 1, 2**63, 2**64 + 5, -1, -2**63, -2**64, 2**10000]),
)
floats = st.one_of(st.floats(), st.sampled_from([math.nan, math.inf, -math.inf, 2.5, -0.0, 1e300]))
scalars = st.one_of(
    st.none(), st.booleans(), st.binary(max_size=8), integers, floats, texts,
    st.sampled_from([pd.NA, pd.NaT, np.nan, np.int64(3), np.float32("nan"), np.bool_(True), object(), b"",
                     bytearray(b"a"), memoryview(b"ab"), 1j, Ellipsis, NotImplemented, type, print]),
)
names = st.sampled_from([*_metrics.METRICS, *_emoji.POLICIES, *textgauge.presets(), "narrow", "wide", "", "\ud800",
                         "x\0", "characters ", *textgauge.emoji_locales(), "zh-TW", "fr", "zh_Hant_HK"])
columns = st.one_of(
    st.lists(st.one_of(st.none(), texts, scalars), max_size=6),
    st.lists(st.one_of(st.none(), st.text()), max_size=6).map(lambda rows: pa.array(rows, pa.string())),
    st.lists(st.one_of(st.none(), st.text()), max_size=6).map(
        lambda rows: pa.chunked_array([pa.array(rows, pa.large_string())])),
    st.lists(st.one_of(st.none(), st.text(), floats), max_size=6).map(lambda rows: pd.Series(rows, dtype=object)),
    st.lists(st.one_of(st.none(), st.text()), max_size=6).map(lambda rows: pd.Series(rows, dtype="string")),
    st.lists(floats, max_size=4).map(lambda rows: pa.array(rows, pa.float64())),
    st.lists(st.text(), max_size=4).map(lambda rows: np.array(rows)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=3), st.sets(st.text(max_size=3), max_size=3),
    st.lists(st.text(max_size=3), max_size=3).map(tuple),
)
json_texts = st.one_of(
    texts, st.sampled_from([
        '{"schema": 1, "limits": [{"metric": "width", "max": 6}]}', '{"schema": 1}', "{}", "null",
        '{"schema":1,"limits":[{"metric":"width","max":99999999999999999999999}]}', textgauge.Policy.preset("x").json(),
    ]),
)
anything = st.one_of(scalars, columns, names, st.lists(scalars, max_size=3), st.dictionaries(st.text(), scalars,
                                                                                                  max_size=2))


def position(typical: st.SearchStrategy) -> st.SearchStrategy:
    """What an argument gets: a value of the kind it takes, or anything."""
    return st.one_of(typical, anything)


TEXT, NAME, NUMBER, COLUMN, JSON = (position(texts), position(names), position(integers), position(columns),
                                    position(json_texts))
POLICY = textgauge.Policy.preset("bluesky-post")

FUNCTIONS = {
    "measure": (textgauge.measure, [TEXT, NAME]),
    "width": (textgauge.width, [TEXT, NAME]),
    "gb18030_length": (textgauge.gb18030_length, [TEXT, NUMBER]),
    "emoji_count": (textgauge.emoji_count, [TEXT, NAME]),
    "prefix": (textgauge.prefix, [TEXT, NUMBER, NAME]),
    "contains_emoji": (textgauge.contains_emoji, [TEXT, NAME]),
    "emoji_matches": (textgauge.emoji_matches, [TEXT, NAME]),
    "newest_emoji_version": (textgauge.newest_emoji_version, [TEXT, NAME]),
    "emoji_name": (textgauge.emoji_name, [TEXT, NAME]),
    "emoji_search": (textgauge.emoji_search, [TEXT, NAME, position(st.booleans())]),
    "emoji_locales": (textgauge.emoji_locales, []),
    "measure_column": (textgauge.measure_column, [COLUMN, NAME]),
    "emoji_count_column": (textgauge.emoji_count_column, [COLUMN, NAME]),
    "newest_emoji_version_column": (textgauge.newest_emoji_version_column, [COLUMN, NAME]),
    "Policy.preset": (textgauge.Policy.preset, [NAME, NUMBER]),
    "Policy.from_json": (textgauge.Policy.from_json, [JSON]),
    "Policy": (textgauge.Policy, [anything]),
    "Policy.check": (POLICY.check, [TEXT]),
    "Policy.accepts": (POLICY.accepts, [TEXT]),
    "Policy.sanitize": (POLICY.sanitize, [TEXT]),
    "Policy.prefix": (POLICY.prefix, [TEXT]),
    "Policy.accepts_column": (POLICY.accepts_column, [COLUMN]),
    "Policy.json": (POLICY.json, []),
    "presets": (textgauge.presets, []),
    "library_version": (textgauge.library_version, []),
    "unicode_version": (textgauge.unicode_version, []),
}


def test_every_public_function_is_listed() -> None:
    called = {getattr(function, "__name__", "") for function, _ in FUNCTIONS.values()}
    public = {name for name in textgauge.__all__ if inspect.isroutine(getattr(textgauge, name))}
    assert public <= called | {"Policy"}, public - called


@SETTINGS
@given(data=st.data(), name=st.sampled_from(sorted(FUNCTIONS)))
def test_only_documented_exceptions(data: st.DataObject, name: str) -> None:
    function, positions = FUNCTIONS[name]
    # The usual number of arguments most often; sometimes one fewer or more.
    count = data.draw(st.one_of(st.just(len(positions)), st.integers(0, len(positions) + 1)), label="count")
    arguments = [data.draw(positions[i] if i < len(positions) else anything, label=f"argument {i}")
                 for i in range(count)]
    try:
        function(*arguments)
    except DOCUMENTED:
        pass


@SETTINGS
@given(data=st.data(), name=st.sampled_from(["measure", "width", "gb18030_length", "emoji_count"]))
def test_keywords_only_documented_exceptions(data: st.DataObject, name: str) -> None:
    function, positions = FUNCTIONS[name]
    keyword = {"measure": "metric", "width": "ambiguous", "gb18030_length": "edition", "emoji_count": "policy"}[name]
    keys = data.draw(st.lists(st.sampled_from(["text", keyword, "bogus", "self"]), max_size=3, unique=True))
    values = {key: data.draw(positions[0] if key == "text" else positions[1]) for key in keys}
    positional = data.draw(st.lists(TEXT, max_size=2))
    try:
        function(*positional, **values)
    except DOCUMENTED:
        pass


@settings(max_examples=40, deadline=None)
@given(texts)
def test_a_closed_policy_only_raises_value_error(text: str) -> None:
    policy = textgauge.Policy.from_json('{"schema": 1, "limits": [{"metric": "width", "max": 6}]}')
    policy.close()
    for call in (policy.check, policy.accepts, policy.sanitize, policy.prefix):
        try:
            call(text)
        except ValueError:
            pass
        else:
            raise AssertionError("a closed policy answered")
