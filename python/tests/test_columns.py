"""Missing values in columns: None, NaN and pandas' NA are nulls (-1) in a
list, a pandas Series or a pyarrow array; what is not a column, or a row
that is neither a str nor a null, is a TypeError."""
from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import textgauge

COLUMNS = [
    textgauge.measure_column, textgauge.emoji_count_column, textgauge.newest_emoji_version_column,
    textgauge.Policy.preset("x").accepts_column,
]


def test_nan_and_na_are_nulls() -> None:
    assert textgauge.measure_column(pd.Series(["中a", np.nan, None]), "width").tolist() == [3, -1, -1]
    assert textgauge.measure_column(pd.Series(["a", None], dtype="string"), "width").tolist() == [1, -1]
    assert textgauge.measure_column(pd.Series(["a", None], dtype="string[pyarrow]")).tolist() == [1, -1]
    assert textgauge.measure_column(pd.Index(["😀", None]), "width").tolist() == [2, -1]
    assert textgauge.measure_column(["a", None, math.nan, pd.NA, np.float32("nan"), pd.NaT]).tolist() == [1] + [-1] * 5
    assert textgauge.measure_column(np.array(["ab", None, np.nan], dtype=object)).tolist() == [2, -1, -1]
    assert textgauge.measure_column(pd.Series([np.nan, np.nan])).tolist() == [-1, -1]  # float64 Series, all NaN
    assert textgauge.measure_column(pd.Series([], dtype="string")).tolist() == []


@pytest.mark.parametrize("column", COLUMNS)
def test_every_column_function_takes_missing_values(column) -> None:
    for values in (["👍", None, float("nan"), "x"], ["👍", pd.NA, np.nan, "x"],
                   pd.Series(["👍", None, np.nan, "x"], dtype=object),
                   pd.Series(["👍", pd.NA, None, "x"], dtype="string"), pa.array(["👍", None, None, "x"]),
                   pa.chunked_array([["👍", None], [None, "x"]])):
        result = column(values).tolist()
        assert result[1] == result[2] == -1
        assert result[0] >= 0 and result[3] >= 0


def test_arrow_nulls_and_encodings() -> None:
    assert textgauge.measure_column(pa.array([None, None])).tolist() == [-1, -1]  # type null
    assert textgauge.measure_column(pa.array(["a", "bb", None, "a"]).dictionary_encode()).tolist() == [1, 2, -1, 1]
    assert textgauge.measure_column(pa.array(["a", None, "ccc"], pa.large_string()).slice(1)).tolist() == [-1, 3]
    with pytest.raises(TypeError, match="not int64"):
        textgauge.measure_column(pa.array([1, 2]))


@pytest.mark.parametrize("column", COLUMNS)
def test_what_is_not_a_column_is_a_type_error(column) -> None:
    for values in ("abc", b"abc", {"a": 1}, {"a"}, 3, None, 2.5, pd.DataFrame({"text": ["a"]})):
        with pytest.raises(TypeError, match=f"argument 'values' must be .*, not {type(values).__name__}"):
            column(values)
    for values, row, kind in ((["a", b"b"], 1, "bytes"), (["a", 3], 1, "int"), ([["a"]], 0, "list"),
                              (pd.Series(["a", 2]), 1, "int")):
        with pytest.raises(TypeError, match=f"row {row} is a {kind}, not a str or a null"):
            column(values)
