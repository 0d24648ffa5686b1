"""The Spark example job in local mode with two workers, on a generated chat
corpus, with each of its three ways of calling the columns (mapInArrow, a
scalar Arrow UDF, a pandas UDF): every total must equal what the `textgauge` command computes over
the same file. Skipped, saying why in one line, without pyspark or Java."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
sys.path.insert(0, str(EXAMPLES))

import chat_corpus  # noqa: E402

try:
    import pyspark  # noqa: F401
except ImportError:
    pyspark = None


def cli_totals(cli: str, corpus: Path, policy: str) -> dict:
    def rows(*arguments: str) -> list[dict]:
        result = subprocess.run([cli, *arguments, "--lines", "--json", "--file", str(corpus)], capture_output=True,
                                text=True)
        assert result.returncode in (0, 1), result.stderr
        return [json.loads(line) for line in result.stdout.splitlines()]

    measured = rows("measure")
    totals = {metric: sum(row[metric] for row in measured) for metric in ("characters", "scalars", "utf16", "utf8",
                                                                         "gb18030", "width", "zishu")}
    totals["messages"] = len(measured)
    matches = rows("scan")
    totals["emoji"] = len(matches)
    versions = [tuple(map(int, m["version"].split("."))) for m in matches if m["version"]]
    totals["newest_emoji_version"] = "%d.%d" % max(versions) if versions else None
    totals["accepted"] = sum(row["ok"] for row in rows("check", "--policy", policy))
    totals["policy"] = policy
    return totals


@pytest.mark.skipif(pyspark is None, reason="SKIPPED: pyspark is not installed (pip install pyspark)")
@pytest.mark.skipif(shutil.which("java") is None, reason="SKIPPED: no java on PATH (apt-get install openjdk-17-jre-headless)")
def test_spark_job_totals_equal_the_command(cli: str, tmp_path: Path) -> None:
    corpus = tmp_path / "chat.txt"
    chat_corpus.write(str(corpus), messages=20000)
    environment = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
    result = subprocess.run(
        [sys.executable, str(EXAMPLES / "spark_job.py"), str(corpus), "--master", "local[2]", "--policy", "x",
         "--udf", "all"],
        capture_output=True, text=True, env=environment, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    expected = cli_totals(cli, corpus, "x")
    results = [json.loads(line) for line in result.stdout.strip().splitlines()[-3:]]
    assert [totals.pop("udf") for totals in results] == ["arrow", "arrow-udf", "pandas"]
    for totals in results:
        assert totals == expected
