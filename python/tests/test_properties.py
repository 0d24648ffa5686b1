"""Properties against the `textgauge` command: hypothesis makes texts of the
hard pieces (emoji sequences, marks, CJK, controls), one file of lines per
example, and the package's columns must give what `measure --lines --json`,
`scan --lines --json` and `check --policy … --lines --json` print."""
from __future__ import annotations

import json
import subprocess
import tempfile

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import textgauge

PIECES = [
    "a", "Z", "1", " ", "中", "文", "ー", "ｶ", "é", "e\u0301", "\u200d", "\ufe0f", "\ufe0e", "😀", "👍🏽", "👨‍👩‍👧",
    "🇨🇳", "🇦", "1️⃣", "©", "™", "°", "①", "한", "\u1161", "\t", "\u0000", "\u202e", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "https://t.co/x", "𠀋",
    "\ue000", "\U000e0061",
]
line = st.lists(st.one_of(st.sampled_from(PIECES), st.characters(exclude_characters="\r\n", codec="utf-8")),
                max_size=12).map("".join)
lines = st.lists(line, min_size=1, max_size=40)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run(cli: str, *arguments: str, texts: list[str]) -> list[dict]:
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt") as file:
        file.write("".join(text + "\n" for text in texts))
        file.flush()
        result = subprocess.run([cli, *arguments, "--lines", "--json", "--file", file.name], capture_output=True,
                                text=True)
    assert result.returncode in (0, 1), result.stderr
    return [json.loads(row) for row in result.stdout.splitlines()]


@SETTINGS
@given(lines)
def test_measure_agrees_with_the_command(cli: str, texts: list[str]) -> None:
    rows = run(cli, "measure", texts=texts)
    assert len(rows) == len(texts)
    for metric in ("characters", "scalars", "utf16", "utf8", "gb18030", "width", "zishu"):
        assert textgauge.measure_column(texts, metric).tolist() == [row[metric] for row in rows], metric
    for text, row in zip(texts, rows):
        assert textgauge.width(text) == row["width"]
        # A prefix within any budget measures at most it and ends on a Character boundary.
        budget = row["gb18030"] // 2
        cut = textgauge.prefix(text, budget, "gb18030")
        assert text.startswith(cut) and textgauge.measure(cut, "gb18030") <= budget
        assert textgauge.measure(cut) + textgauge.measure(text[len(cut):]) == row["characters"]


@SETTINGS
@given(lines)
def test_emoji_agree_with_the_command(cli: str, texts: list[str]) -> None:
    matches = run(cli, "scan", texts=texts)
    by_line: dict[int, list[dict]] = {}
    for match in matches:
        by_line.setdefault(match["line"], []).append(match)
    assert textgauge.emoji_count_column(texts).tolist() == [len(by_line.get(i + 1, [])) for i in range(len(texts))]
    for i, text in enumerate(texts):
        expected = by_line.get(i + 1, [])
        got = textgauge.emoji_matches(text)
        assert [(m.start, m.end, m.kind, m.version, m.name) for m in got] == [
            (e["start"], e["end"], e["kind"], e["version"], e["name"]) for e in expected
        ]


@SETTINGS
@given(lines)
def test_policy_verdicts_agree_with_the_command(cli: str, texts: list[str]) -> None:
    for preset in ("x", "mysql-utf8mb3", "bluesky-post"):
        rows = run(cli, "check", "--policy", preset, texts=texts)
        policy = textgauge.Policy.preset(preset)
        assert policy.accepts_column(texts).tolist() == [int(row["ok"]) for row in rows], preset
