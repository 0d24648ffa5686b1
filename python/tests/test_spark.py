"""The Spark example job in local mode with two workers, on a generated chat
corpus, with each of its three ways of calling the columns (mapInArrow, a
scalar Arrow UDF, a pandas UDF): every total must equal what the `textgauge` command computes over
the same file. Skipped, saying why in one line, without pyspark or Java."""
from __future__ import annotations

import json
import os
import re
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


def cli_totals(cli: str, corpus: Path, policy: str, invalid: str = "fail") -> dict:
    ill_formed = []

    def rows(*arguments: str) -> list[dict]:
        result = subprocess.run([cli, *arguments, "--lines", "--json", "--invalid", invalid, "--file", str(corpus)],
                                capture_output=True, text=True)
        assert result.returncode in (0, 1), result.stderr
        found = re.search(r"(\d+) lines? of ill-formed UTF-8", result.stderr)
        ill_formed.append(int(found.group(1)) if found else 0)
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
    if invalid != "fail":
        assert len(set(ill_formed)) == 1, ill_formed
        totals["ill_formed_lines"] = ill_formed[0]
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


# A Policy made on the driver, used inside mapInArrow on the executors: the
# closure is pickled with the Policy's JSON form, and each Python worker
# makes its own handle from it.
DRIVER_POLICY_JOB = """
import json, sys
import pyarrow as pa
from pyspark.sql import SparkSession
import textgauge

policy = textgauge.Policy.preset("bluesky-post")
custom = textgauge.Policy.from_json('{"schema": 1, "limits": [{"metric": "width", "max": 6}]}')
spark = (SparkSession.builder.master("local[2]").appName("textgauge-policy")
         .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2").getOrCreate())
spark.sparkContext.setLogLevel("ERROR")
texts = [t for t in json.loads(sys.argv[1])]

def gauge(batches):
    for batch in batches:
        column = batch.column(0)
        rows = column.to_pylist()
        yield pa.RecordBatch.from_arrays(
            [column, pa.array(policy.accepts_column(column)), pa.array(custom.accepts_column(column)),
             pa.array([-1 if t is None else int(policy.accepts(t)) for t in rows]), pa.array([repr(policy)] * len(rows))],
            names=["text", "ok", "custom", "ok_per_row", "policy"])

frame = spark.createDataFrame([(t,) for t in texts], "text string").repartition(2)
rows = frame.mapInArrow(gauge, "text string, ok long, custom long, ok_per_row long, policy string").collect()
print(json.dumps(sorted([[r.text, r.ok, r.custom, r.ok_per_row, r.policy] for r in rows], key=str)))
spark.stop()
"""


@pytest.mark.skipif(pyspark is None, reason="SKIPPED: pyspark is not installed (pip install pyspark)")
@pytest.mark.skipif(shutil.which("java") is None, reason="SKIPPED: no java on PATH (apt-get install openjdk-17-jre-headless)")
def test_a_driver_policy_is_used_in_map_in_arrow() -> None:
    import textgauge

    texts = ["hello", "ab" * 200, "中文", "😀" * 3, None, "wide 中文中文"]
    environment = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable)
    result = subprocess.run([sys.executable, "-c", DRIVER_POLICY_JOB, json.dumps(texts)], capture_output=True,
                            text=True, env=environment, timeout=300)
    assert result.returncode == 0, result.stderr[-4000:]
    policy = textgauge.Policy.preset("bluesky-post")
    custom = textgauge.Policy.from_json('{"schema": 1, "limits": [{"metric": "width", "max": 6}]}')
    expected = [[t, -1 if t is None else int(policy.accepts(t)), -1 if t is None else int(custom.accepts(t)),
                 -1 if t is None else int(policy.accepts(t)), repr(policy)] for t in texts]
    assert json.loads(result.stdout.strip().splitlines()[-1]) == sorted(expected, key=str)


# Lines as the command splits them (LF; CR LF; a lone CR is text) and
# ill-formed lines skipped or replaced as `textgauge --invalid` does, in
# one session: the job's totals equal the command's for each mode.
INVALID_LINES_JOB = """
import json, sys
sys.path.insert(0, sys.argv[1])
import spark_job
spark = spark_job.session("local[2]")
print(json.dumps([spark_job.totals(spark, sys.argv[2], "x", "arrow", mode) for mode in ("skip", "replace")]))
spark.stop()
"""


@pytest.mark.skipif(pyspark is None, reason="SKIPPED: pyspark is not installed (pip install pyspark)")
@pytest.mark.skipif(shutil.which("java") is None, reason="SKIPPED: no java on PATH (apt-get install openjdk-17-jre-headless)")
def test_lines_and_ill_formed_lines_as_the_command(cli: str, tmp_path: Path) -> None:
    corpus = tmp_path / "lines.txt"
    corpus.write_bytes(
        "a\rb中\r\n".encode() + b"\xff\xfeab\n" + "x.co/(a) 👍🏽\r\r\n".encode() + b"\xe4\xb8\n"
        + "中文\rok\n\n😀\n".encode()
    )
    # The workers import spark_job too (the job's functions are pickled by reference).
    environment = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_DRIVER_PYTHON=sys.executable,
                       PYTHONPATH=os.pathsep.join(filter(None, [str(EXAMPLES), os.environ.get("PYTHONPATH")])))
    result = subprocess.run([sys.executable, "-c", INVALID_LINES_JOB, str(EXAMPLES), str(corpus)],
                            capture_output=True, text=True, env=environment, timeout=300)
    assert result.returncode == 0, result.stderr[-4000:]
    skipped, replaced = json.loads(result.stdout.strip().splitlines()[-1])
    assert skipped == cli_totals(cli, corpus, "x", "skip")
    assert replaced == cli_totals(cli, corpus, "x", "replace")
    assert (skipped["messages"], skipped["ill_formed_lines"], replaced["messages"]) == (5, 2, 7)
