"""TextGauge from Python, side by side with what Python programs use today:
wcwidth.wcswidth, emoji.emoji_count and len(s.encode("gb18030")) per call;
the column functions per MB on a generated chat corpus; the Spark example
job's throughput per core against the CLI's `measure --lines --json`.

    python Benchmarks/python/bench.py [--spark] [--messages N] [--corpora FOLDER]

--corpora FOLDER times the width column on the Swift benchmarks' corpora
(English, Chinese, emoji chat: `textgauge-bench --write-corpora FOLDER`),
per line, against wcwidth.wcswidth per line, in turns; --thread-time times
those runs in the thread's CPU time (time.thread_time) instead of the wall
clock, so that a run is not charged for the time another process had the
core (both sides run in this one thread).

Medians of repeated timings, wall-clock: run it on a quiet machine, and
read the figures as ratios (Benchmarks/RESULTS.md says which machine).
Needs: the textgauge package, wcwidth, emoji, pyarrow (and pyspark, Java
and the CLI for --spark).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import timeit
from pathlib import Path

import emoji
import pyarrow as pa
import wcwidth

import textgauge

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python" / "examples"))
import chat_corpus  # noqa: E402

NICKNAME = "nick_123"        # 8 bytes
ALICE = "alice_07"           # 8 bytes, issue 46's per-call text
CHINESE_NAME = "欧阳小明同学"  # 18 bytes


def per_call(ours, theirs, argument, repeat: int = 9, number: int = 20000) -> tuple[float, float]:
    """Median nanoseconds per call of each, timed in turns (ours, theirs,
    ours, ...), so that a burst of load on this shared machine falls on
    both sides rather than on one."""
    timers = (timeit.Timer(lambda: ours(argument)), timeit.Timer(lambda: theirs(argument)))
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeat):
        for timer, kept in zip(timers, times):
            kept.append(timer.timeit(number=number) / number * 1e9)
    return statistics.median(times[0]), statistics.median(times[1])


def per_run(function, repeat: int = 5) -> float:
    """Median seconds per run."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def calls() -> list[tuple[str, str, float, float]]:
    rows = []
    for label, text in (("nickname (8 B)", NICKNAME), ("alice_07 (8 B)", ALICE), ("Chinese name (18 B)", CHINESE_NAME)):
        assert textgauge.width(text) == wcwidth.wcswidth(text)
        assert textgauge.gb18030_length(text) == len(text.encode("gb18030"))
        rows.append((label, "width vs wcwidth.wcswidth", *per_call(textgauge.width, wcwidth.wcswidth, text)))
        rows.append((label, "emoji count vs emoji.emoji_count", *per_call(textgauge.emoji_count, emoji.emoji_count, text)))
        rows.append((label, "GB 18030 vs len(s.encode('gb18030'))",
                     *per_call(textgauge.gb18030_length, lambda s: len(s.encode("gb18030")), text)))
    return rows


def wcwidth_implementation() -> str:
    """Which wcswidth runs: wcwidth 0.9.x binds its C extension's
    (`wcwidth._wcwidth_c`, no cache); the pure-Python fallback sums
    `wcwidth.wcwidth`, which is `lru_cache`d."""
    return getattr(wcwidth.wcswidth, "__module__", "?") or "?"


def clear_wcwidth_cache() -> None:
    """Empties wcwidth's lru_cache(s), so that no run is timed over a cache
    a previous run filled (each run still fills it as it goes, as in use)."""
    for function in (wcwidth.wcwidth, wcwidth.wcswidth):
        clear = getattr(function, "cache_clear", None)
        if clear:
            clear()


def per_fresh_run(function, repeat: int) -> float:
    """Median seconds per run, wcwidth's caches emptied before each."""
    times = []
    for _ in range(repeat):
        clear_wcwidth_cache()
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def per_fresh_run_in_turns(functions, repeat: int) -> list[float]:
    """Median seconds per run of each function, timed in turns (one run of
    each per round) with wcwidth's caches emptied before each run."""
    times: list[list[float]] = [[] for _ in functions]
    for _ in range(repeat):
        for function, kept in zip(functions, times):
            clear_wcwidth_cache()
            start = time.perf_counter()
            function()
            kept.append(time.perf_counter() - start)
    return [statistics.median(kept) for kept in times]


def columns(lines: list[str], megabytes: float) -> list[tuple[str, float, float]]:
    array = pa.array(lines, pa.string())
    # Each side over the same str objects, each run after emptying wcwidth's caches.
    ours, ours_list, theirs = per_fresh_run_in_turns(
        (lambda: textgauge.measure_column(array, "width"), lambda: textgauge.measure_column(lines, "width"),
         lambda: [wcwidth.wcswidth(line) for line in lines]), repeat=9)
    emoji_ours = per_run(lambda: textgauge.emoji_count_column(array))
    emoji_theirs = per_run(lambda: [emoji.emoji_count(line) for line in lines], repeat=3)
    gb_ours = per_run(lambda: textgauge.measure_column(array, "gb18030"))
    gb_theirs = per_run(lambda: [len(line.encode("gb18030")) for line in lines], repeat=3)
    policy = textgauge.Policy.preset("x")
    verdict = per_run(lambda: policy.accepts_column(array))
    utf8 = per_run(lambda: textgauge.measure_column(array, "utf8"), repeat=7)
    return [
        ("width column (Arrow array) vs wcwidth.wcswidth per row", megabytes / ours, megabytes / theirs),
        ("width column (list of str) vs wcwidth.wcswidth per row", megabytes / ours_list, megabytes / theirs),
        ("emoji count column vs emoji.emoji_count per row", megabytes / emoji_ours, megabytes / emoji_theirs),
        ("GB 18030 column vs len(s.encode('gb18030')) per row", megabytes / gb_ours, megabytes / gb_theirs),
        ("policy verdict column (x)", megabytes / verdict, float("nan")),
        ("utf8 column (the UTF-8 check and the loop)", megabytes / utf8, float("nan")),
    ]


def corpora(folder: Path, rounds: int, clock=time.perf_counter) -> list[tuple[str, float, float, float, float]]:
    """Per corpus of the Swift benchmarks: MB/s of measure_column(width) on a
    pyarrow string array of its lines and on the list of str, and of
    wcwidth.wcswidth per line, timed in turns (wcwidth's caches emptied
    before each run). The list is made afresh before each of its runs (new
    str objects, outside the timing), so that the UTF-8 CPython caches on a
    non-ASCII str is paid in every run, as on data seen once."""
    rows = []
    for name in ("english", "chinese", "emoji-chat"):
        text = (folder / f"{name}.txt").read_text(encoding="utf-8")
        lines = text.splitlines()
        megabytes = sum(len(line.encode()) for line in lines) / 1e6
        array = pa.array(lines, pa.string())
        expected = [wcwidth.wcswidth(line) for line in lines]
        mismatches = sum(1 for ours, theirs in zip(textgauge.measure_column(array, "width").tolist(), expected)
                         if ours != theirs)
        fresh: list[list[str]] = []

        def fresh_list() -> None:
            fresh.clear()
            fresh.append(text.splitlines())

        times: list[list[float]] = [[], [], [], []]
        for _ in range(rounds):
            for index, function in enumerate((
                    lambda: textgauge.measure_column(array, "width"),
                    lambda: textgauge.measure_column(fresh[0], "width"),
                    lambda: textgauge.measure_column(lines, "width"),
                    lambda: [wcwidth.wcswidth(line) for line in lines])):
                if index == 1:
                    fresh_list()
                clear_wcwidth_cache()
                start = clock()
                function()
                times[index].append(clock() - start)
        arrow, cold, warm, theirs = (megabytes / statistics.median(kept) for kept in times)
        rows.append((f"{name} ({len(lines)} lines, {megabytes:.2f} MB, {mismatches} lines differ from wcswidth)",
                     arrow, cold, warm, theirs))
    return rows


def spark(corpus: Path, megabytes: float, cli: str, cores: int = 2) -> list[tuple[str, float, float]]:
    """MB/s per core of the Spark job in local[cores] (mapInArrow, and the
    pandas UDF), and of the CLI in one process, timed in turns (the CLI,
    then each job, three rounds) so that both see the same load."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    # The workers unpickle the job's functions by module: spark_job must import there too.
    examples = str(ROOT / "python" / "examples")
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [examples, os.environ.get("PYTHONPATH")]))
    import spark_job

    # The job's own time, without the fixed cost (the JVM's and the
    # session's start, and the Python workers', which the same job on 100
    # lines pays first, in the same session): that is timed apart.
    tiny = corpus.with_name("tiny.txt")
    tiny.write_text("".join(corpus.read_text(encoding="utf-8").splitlines(keepends=True)[:100]), encoding="utf-8")
    start = time.perf_counter()
    session = spark_job.session(f"local[{cores}]")
    udfs = ("arrow", "arrow-udf", "pandas")
    times: dict[str, list[float]] = {name: [] for name in ("cli", *udfs)}
    try:
        for udf in udfs:
            spark_job.totals(session, str(tiny), "x", udf)
            if udf == "arrow":
                print(f"  Spark fixed cost: {time.perf_counter() - start:.1f} s (a session, then the job on 100 lines)")
        for _ in range(3):
            begin = time.perf_counter()
            subprocess.run([cli, "measure", "--lines", "--json", "--file", str(corpus)], check=True,
                           stdout=subprocess.DEVNULL)
            times["cli"].append(time.perf_counter() - begin)
            for udf in udfs:
                begin = time.perf_counter()
                spark_job.totals(session, str(corpus), "x", udf)
                times[udf].append(time.perf_counter() - begin)
    finally:
        session.stop()
    cli_seconds = statistics.median(times["cli"])
    print(f"  CLI: {cli_seconds:.1f} s; " + "; ".join(
        f"Spark job (--udf {udf}): {statistics.median(times[udf]):.1f} s" for udf in udfs) + " (medians of 3)")
    return [(udf, megabytes / statistics.median(times[udf]) / cores, megabytes / cli_seconds) for udf in udfs]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--spark", action="store_true")
    parser.add_argument("--only-spark", action="store_true")
    parser.add_argument("--messages", type=int, default=100000)
    parser.add_argument("--cores", type=int, default=2, help="Spark's local[N]")
    parser.add_argument("--cli", default=str(ROOT / ".build" / "release" / "textgauge"))
    parser.add_argument("--corpora", type=Path, help="the folder of textgauge-bench --write-corpora")
    parser.add_argument("--rounds", type=int, default=15, help="rounds in turns for --corpora")
    parser.add_argument("--only-corpora", action="store_true")
    parser.add_argument("--thread-time", action="store_true", help="time --corpora in the thread's CPU time")
    arguments = parser.parse_args()
    print(f"textgauge {textgauge.__version__} (Unicode {textgauge.unicode_version()}), wcwidth {wcwidth.__version__} "
          f"(wcswidth from {wcwidth_implementation()}), emoji {emoji.__version__}, Python {sys.version.split()[0]}")
    if arguments.corpora:
        clock = time.thread_time if arguments.thread_time else time.perf_counter
        print(f"\nWidth per line on {arguments.corpora} (median MB/s of {arguments.rounds} rounds in turns, "
              f"{'thread CPU time' if arguments.thread_time else 'wall clock'}):")
        print(f"  {'corpus':64} {'Arrow':>7} {'list':>7} {'list*':>7} {'wcswidth':>8}   ratios to wcswidth")
        for label, arrow, cold, warm, theirs in corpora(arguments.corpora, arguments.rounds, clock):
            print(f"  {label:64} {arrow:7.0f} {cold:7.0f} {warm:7.0f} {theirs:8.0f}   "
                  f"{arrow / theirs:.2f}x / {cold / theirs:.2f}x / {warm / theirs:.2f}x")
        print("  (list: new str objects each run; list*: the same str objects, their UTF-8 cached by CPython)")
        if arguments.only_corpora:
            return
    if not arguments.only_spark:
        print("\nPer call (median ns):")
        for label, what, ours, theirs in calls():
            print(f"  {label:22} {what:40} {ours:8.0f} vs {theirs:8.0f}  ({theirs / ours:5.2f}x)")
    with tempfile.TemporaryDirectory() as folder:
        corpus = Path(folder) / "chat.txt"
        chat_corpus.write(str(corpus), messages=arguments.messages)
        lines = corpus.read_text(encoding="utf-8").splitlines()
        # Per MB of the messages' UTF-8 (line breaks not counted), the same for every method.
        megabytes = sum(len(line.encode()) for line in lines) / 1e6
        if not arguments.only_spark:
            print(f"\nPer MB, chat corpus of {len(lines)} messages ({len(set(lines))} distinct), {megabytes:.1f} MB "
                  f"(median MB/s):")
            for what, ours, theirs in columns(lines, megabytes):
                ratio = "" if theirs != theirs else f"  ({ours / theirs:6.1f}x)"
                print(f"  {what:56} {ours:8.1f} vs {theirs:8.2f}{ratio}")
        if arguments.spark or arguments.only_spark:
            for udf, per_core, cli in spark(corpus, corpus.stat().st_size / 1e6, arguments.cli, arguments.cores):
                print(f"Spark local[{arguments.cores}] (--udf {udf}), per core: {per_core:.2f} MB/s; CLI measure --lines --json: "
                      f"{cli:.2f} MB/s ({per_core / cli:.2f}x)")
    print(json.dumps({"note": "wall-clock medians; machine load varies"}))


if __name__ == "__main__":
    main()
