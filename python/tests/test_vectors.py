"""Conformance/vectors.json through the Python package: every metric of
every case, every policy's verdict with its violations at str offsets, and
the same lengths through the column path."""
from __future__ import annotations

import pyarrow as pa
import pytest

import textgauge


def test_versions(vectors: dict) -> None:
    assert textgauge.unicode_version() == vectors["unicodeVersion"]
    assert textgauge.library_version() == textgauge.__version__


def test_metrics(vectors: dict) -> None:
    for case in vectors["cases"]:
        for metric, expected in case["metrics"].items():
            assert textgauge.measure(case["text"], metric) == expected, (case["name"], metric)


def test_metrics_by_column(vectors: dict) -> None:
    texts = [case["text"] for case in vectors["cases"]]
    for metric in textgauge.METRICS:
        expected = [case["metrics"][metric] for case in vectors["cases"]]
        assert textgauge.measure_column(pa.array(texts), metric).tolist() == expected, metric
        assert textgauge.measure_column(pa.array(texts, pa.large_string()), metric).tolist() == expected, metric
        assert textgauge.measure_column(texts, metric).tolist() == expected, metric


def test_verdicts(vectors: dict) -> None:
    import json

    policies = {name: textgauge.Policy.from_json(json.dumps(p)) for name, p in vectors["policies"].items()}
    for case in vectors["cases"]:
        text = case["text"]
        for name, verdict in case["verdicts"].items():
            policy = policies[name]
            found = policy.check(text)
            where = (case["name"], name)
            assert policy.accepts(text) == verdict["ok"], where
            assert [(v.rule, v.kind, v.offset) for v in found] == [
                (v["rule"], v["kind"], v["offset"]["scalars"]) for v in verdict["violations"]
            ], where
            assert [(v.offset_utf8, v.offset_utf16, v.offset_characters) for v in found] == [
                (v["offset"]["utf8"], v["offset"]["utf16"], v["offset"]["characters"]) for v in verdict["violations"]
            ], where
            assert policy.sanitize(text) == verdict["sanitized"], where
    for name, policy in policies.items():
        expected = [case["verdicts"][name]["ok"] for case in vectors["cases"]]
        got = policy.accepts_column(pa.array([case["text"] for case in vectors["cases"]]))
        assert got.tolist() == [int(ok) for ok in expected], name


@pytest.mark.parametrize("name", textgauge.presets())
def test_every_preset(name: str) -> None:
    needs_maximum = name in ("gb18030", "zishu")
    policy = textgauge.Policy.preset(name, 20 if needs_maximum else None)
    again = textgauge.Policy.from_json(policy.json())
    assert again.json() == policy.json()
    with pytest.raises(textgauge.PolicyError):
        textgauge.Policy.preset(name, None if needs_maximum else 20)


def test_emoji_names(vectors: dict) -> None:
    assert vectors["emojiNames"], "the vectors have no emoji names"
    for entry in vectors["emojiNames"]:
        assert textgauge.emoji_name(entry["emoji"], entry["locale"]) == entry["name"], entry
    assert sorted({entry["locale"] for entry in vectors["emojiNames"]}) == sorted(textgauge.emoji_locales())


def test_emoji_search(vectors: dict) -> None:
    """The same emoji as Swift's AnnotatedEmoji.search, in the same order."""
    assert vectors["emojiSearch"], "the vectors have no searches"
    for entry in vectors["emojiSearch"]:
        found = textgauge.emoji_search(entry["query"], entry["locale"], entry["expandSkinTones"])
        assert found == entry["results"], entry["query"]
