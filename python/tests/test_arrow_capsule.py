"""Columns from every producer of the Arrow PyCapsule interface
(`__arrow_c_array__`, `__arrow_c_stream__`): pyarrow arrays and chunked
arrays, pandas' Arrow-backed Series, polars Series, DuckDB results, a
one-column table, and a producer of our own. Each gives what the per-text
functions give, nulls -1, slices and chunks in place; ill-formed UTF-8
names its row; what is not text is a TypeError naming the type; the
capsules are released. polars and DuckDB tests skip, saying so, where those
packages are not installed."""
from __future__ import annotations

import gc

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import textgauge

try:
    import polars as pl
except ImportError:  # pragma: no cover - depends on the venv
    pl = None
try:
    import duckdb
except ImportError:  # pragma: no cover
    duckdb = None

needs_polars = pytest.mark.skipif(pl is None, reason="SKIPPED: polars is not installed (pip install polars)")
needs_duckdb = pytest.mark.skipif(duckdb is None, reason="SKIPPED: duckdb is not installed (pip install duckdb)")

TEXTS = ["中文abc😀", None, "", "👨‍👩‍👧‍👦🇨🇳1️⃣", "a" * 40, "e\u0301 ①°", None, "x" * 300, "🫩 ok", "ｶﾀｶﾅ"]
POLICY = textgauge.Policy.preset("x")


def expected(texts: list[str | None]) -> dict[str, list[int]]:
    """Each column function's answer, from the per-text functions."""
    def each(function) -> list[int]:
        return [-1 if text is None else int(function(text)) for text in texts]

    def version(text: str) -> int:
        found = textgauge.newest_emoji_version(text)
        if found is None or found == "unknown":
            return 0 if found is None else -1
        major, minor = found.split(".")
        return int(major) * 100 + int(minor)

    answers = {f"measure {metric}": each(lambda t, m=metric: textgauge.measure(t, m)) for metric in textgauge.METRICS}
    answers["emoji count"] = each(textgauge.emoji_count)
    answers["newest version"] = each(version)
    answers["accepts"] = each(POLICY.accepts)
    return answers


def computed(values) -> dict[str, list[int]]:
    """Each column function's answer; `values` is a column, or a function
    making one (a stream is read once: one per call)."""
    make = values if callable(values) else lambda: values
    answers = {f"measure {metric}": textgauge.measure_column(make(), metric).tolist() for metric in textgauge.METRICS}
    answers["emoji count"] = textgauge.emoji_count_column(make()).tolist()
    answers["newest version"] = textgauge.newest_emoji_version_column(make()).tolist()
    answers["accepts"] = POLICY.accepts_column(make()).tolist()
    return answers


def sql(text: str | None) -> str:
    return "NULL" if text is None else "'" + text.replace("'", "''") + "'"


class Producer:
    """Only the PyCapsule interface, no pyarrow type: what any library may hand over."""

    def __init__(self, data, stream: bool) -> None:
        self.data = data
        if stream:
            self.__arrow_c_stream__ = lambda requested_schema=None: data.__arrow_c_stream__(requested_schema)
        else:
            self.__arrow_c_array__ = lambda requested_schema=None: data.__arrow_c_array__(requested_schema)


def producers() -> list:
    cases = [
        pytest.param(lambda: pa.array(TEXTS, pa.string()), id="pyarrow string"),
        pytest.param(lambda: pa.array(TEXTS, pa.large_string()), id="pyarrow large_string"),
        pytest.param(lambda: pa.array(TEXTS, pa.string_view()), id="pyarrow string_view"),
        pytest.param(lambda: pa.array(TEXTS).dictionary_encode(), id="pyarrow dictionary"),
        pytest.param(lambda: pa.chunked_array([TEXTS[:3], TEXTS[3:3], TEXTS[3:]]), id="pyarrow chunked"),
        pytest.param(lambda: pa.chunked_array([pa.array(TEXTS[:5], pa.string_view()),
                                               pa.array(TEXTS[5:], pa.string_view())]), id="pyarrow chunked views"),
        pytest.param(lambda: pa.table({"text": TEXTS}), id="pyarrow table of one column"),
        pytest.param(lambda: pa.RecordBatchReader.from_batches(
            pa.schema([("text", pa.string())]),
            [pa.record_batch([pa.array(TEXTS[:4])], ["text"]), pa.record_batch([pa.array(TEXTS[4:])], ["text"])]),
            id="pyarrow RecordBatchReader"),
        pytest.param(lambda: Producer(pa.array(TEXTS), stream=False), id="any __arrow_c_array__"),
        pytest.param(lambda: Producer(pa.chunked_array([TEXTS[:2], TEXTS[2:]], pa.large_string()), stream=True),
                     id="any __arrow_c_stream__"),
        pytest.param(lambda: pd.Series(TEXTS, dtype="string[pyarrow]"), id="pandas string[pyarrow]"),
        pytest.param(lambda: pd.Series(TEXTS, dtype=pd.ArrowDtype(pa.large_string())), id="pandas ArrowDtype"),
        pytest.param(lambda: pd.Series([np.nan if t is None else t for t in TEXTS], dtype=object),
                     id="pandas object with NaN"),
        pytest.param(lambda: [pd.NA if t is None else t for t in TEXTS], id="list with pd.NA"),
        pytest.param(lambda: pl.Series(TEXTS), id="polars Series", marks=needs_polars),
        pytest.param(lambda: pl.Series(TEXTS).slice(0), id="polars slice", marks=needs_polars),
        pytest.param(lambda: pl.DataFrame({"text": TEXTS}), id="polars DataFrame of one column",
                     marks=needs_polars),
        pytest.param(lambda: duckdb.connect().sql("select * from (values " + ", ".join(
            f"({i}, {sql(t)})" for i, t in enumerate(TEXTS)) + ") t(i, s) order by i")
            .select("s"), id="DuckDB relation", marks=needs_duckdb),
    ]
    return cases


@pytest.mark.parametrize("make", producers())
def test_every_producer_gives_the_per_text_answers(make) -> None:
    assert computed(make) == expected(TEXTS)


@pytest.mark.parametrize("kind", [pa.string(), pa.large_string(), pa.string_view()])
def test_slices_chunks_and_empty_arrays(kind) -> None:
    array = pa.array(TEXTS, kind)
    for start, length in ((1, 4), (3, 7), (9, 1), (10, 0), (0, 0), (2, 8)):
        sliced = array.slice(start, length)
        want = expected(TEXTS[start:start + length])
        assert computed(sliced) == want, (start, length)
        assert computed(pa.chunked_array([sliced], kind)) == want
        assert computed(Producer(sliced, stream=False)) == want
    chunks = pa.chunked_array([array.slice(0, 3), array.slice(3, 0), array.slice(3, 5), array.slice(8)])
    assert computed(chunks) == expected(TEXTS)
    assert computed(pa.chunked_array([], kind)) == expected([])
    assert textgauge.measure_column(pa.array([], kind)).dtype == np.int64


@needs_polars
def test_polars_slices_and_chunks() -> None:
    series = pl.concat([pl.Series(TEXTS[:4]), pl.Series(TEXTS[4:])], rechunk=False)
    assert series.n_chunks() == 2
    assert computed(series) == expected(TEXTS)
    assert computed(series.slice(2, 6)) == expected(TEXTS[2:8])
    assert computed(pl.Series([], dtype=pl.String)) == expected([])


@needs_duckdb
def test_duckdb_results() -> None:
    connection = duckdb.connect()
    relation = connection.sql("select s from (values ('中a'), (NULL), ('😀😀')) t(s)")
    assert textgauge.measure_column(relation, "width").tolist() == [3, -1, 4]
    with pytest.raises(TypeError, match="not a struct of several fields"):
        textgauge.measure_column(connection.sql("select 'a' as a, 'b' as b"))


def ill_formed(kind) -> pa.Array:
    """Rows "ok", "ab\\xff", "c": binary bytes viewed as text, unchecked."""
    return pa.array([b"ok", b"ab\xff", b"c"], pa.binary() if kind == pa.string() else pa.large_binary()
                    if kind == pa.large_string() else pa.binary_view()).view(kind)


@pytest.mark.parametrize("kind", [pa.string(), pa.large_string(), pa.string_view()])
def test_ill_formed_utf8_names_the_row(kind) -> None:
    bad = ill_formed(kind)
    for function in (textgauge.measure_column, textgauge.emoji_count_column,
                     textgauge.newest_emoji_version_column, POLICY.accepts_column):
        with pytest.raises(textgauge.InvalidUTF8Error, match=r"\(row 1\)") as error:
            function(bad)
        assert error.value.row == 1
    # The row is the column's, across chunks and slices.
    with pytest.raises(textgauge.InvalidUTF8Error) as error:
        textgauge.measure_column(pa.chunked_array([pa.array(["a", "b"], kind), bad]))
    assert error.value.row == 3
    with pytest.raises(textgauge.InvalidUTF8Error) as error:
        textgauge.measure_column(bad.slice(1))
    assert error.value.row == 0
    assert textgauge.measure_column(bad.slice(2)).tolist() == [1]


@pytest.mark.parametrize(("values", "name"), [
    (pa.array([b"a"], pa.binary()), "binary"), (pa.array([b"a"], pa.large_binary()), "large_binary"),
    (pa.array([1, 2]), "int64"), (pa.array([1.5]), "double"), (pa.array([["a"]]), "list"),
    (pa.array([{"a": "x", "b": "y"}]), "a struct of several fields"),
])
def test_what_is_not_text_is_a_type_error_naming_its_type(values, name) -> None:
    with pytest.raises(TypeError, match=f"must be an Arrow string or large_string array, not {name}"):
        textgauge.measure_column(values)
    with pytest.raises(TypeError, match=f"not {name}"):
        textgauge.measure_column(Producer(values, stream=False))


def test_the_capsules_are_released() -> None:
    """What pyarrow allocated for the exported arrays is freed once the
    column call returns (the consumer released every array, schema and
    stream it took)."""
    gc.collect()
    before = pa.total_allocated_bytes()
    for _ in range(50):
        array = pa.array(["中文abc😀" * 50] * 200)
        textgauge.measure_column(array)
        textgauge.measure_column(pa.chunked_array([array, array]))
        textgauge.measure_column(Producer(pa.chunked_array([array]), stream=True))
        textgauge.measure_column(array.cast(pa.string_view()))
        with pytest.raises(textgauge.InvalidUTF8Error):
            textgauge.measure_column(pa.chunked_array([array, ill_formed(pa.string())]))
        del array
    gc.collect()
    assert pa.total_allocated_bytes() == before


def test_a_failing_stream_is_a_value_error() -> None:
    def batches():
        yield pa.record_batch([pa.array(["a"])], ["text"])
        raise RuntimeError("the producer failed")

    reader = pa.RecordBatchReader.from_batches(pa.schema([("text", pa.string())]), batches())
    with pytest.raises(ValueError, match="the Arrow stream failed"):
        textgauge.measure_column(reader)


def test_a_policy_closed_during_a_column_call_in_another_thread() -> None:
    """close() while another thread's column call works: the call finishes
    on the live handle, then the handle is freed; later calls raise."""
    import threading

    policy = textgauge.Policy.preset("x")
    column = pa.array(["hello 👋 world " * 10] * 400_000)  # 150 weighted: accepted by x
    results: list = []

    def work() -> None:
        try:
            results.append(policy.accepts_column(column))
        except ValueError as error:  # closed before the call began
            results.append(error)

    worker = threading.Thread(target=work)
    worker.start()
    policy.close()
    worker.join()
    assert policy.closed
    if not isinstance(results[0], ValueError):  # the call began before close(): it ran to the end
        assert results[0].tolist() == [1] * len(column)
    with pytest.raises(ValueError, match="closed"):
        policy.accepts_column(column)
