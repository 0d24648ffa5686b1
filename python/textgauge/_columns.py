"""Whole columns in one call: what a pandas, polars, DuckDB or Spark job
calls, with no Python work per row.

A column is read by the extension (`_native.c`): any object with the Arrow
PyCapsule interface (`__arrow_c_array__` or `__arrow_c_stream__`: pyarrow
arrays and chunked arrays, polars Series, DuckDB results, ...) in place,
through Arrow's C data interface; a pandas Series or Index through pyarrow;
any other iterable of str row by row."""
from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from . import _native
from ._emoji import EmojiPolicy, policy_value
from ._metrics import Metric, metric_value

if TYPE_CHECKING:
    from ._policy import Policy

# Not columns, though they iterate: a str (its characters), bytes (ints),
# a mapping (its keys), a set (no order); nor is a pandas DataFrame (its
# column names).
_NOT_COLUMNS = (str, bytes, bytearray, memoryview, Mapping, AbstractSet)


def _is_missing(value: Any) -> bool:
    """NaN (a float or numpy float), pandas' NA and NaT: a null, as None.
    (The extension asks for each row that is neither a str nor None.)"""
    if isinstance(value, (float, np.floating)):
        return bool(value != value)
    pandas = sys.modules.get("pandas")
    return pandas is not None and (value is pandas.NA or value is pandas.NaT)


def _is_arrow(values: Any) -> bool:
    return hasattr(values, "__arrow_c_array__") or hasattr(values, "__arrow_c_stream__")


def _from_pandas(values: Any) -> Any:
    """A pandas Series or Index of strings as an Arrow array (NaN, None and
    pd.NA as nulls), or None when it is not one (the list path then names
    the row that is not a str)."""
    pandas = sys.modules.get("pandas")
    if pandas is None or not isinstance(values, (pandas.Series, pandas.Index)):
        return None
    try:
        import pyarrow as pa
    except ImportError:
        return None
    try:
        array = pa.array(values, from_pandas=True)
    except (pa.ArrowException, TypeError, ValueError):
        return None
    kind = array.type
    if pa.types.is_string(kind) or pa.types.is_large_string(kind):
        return array
    if array.null_count == len(array):  # all NaN: a float64 Series
        return pa.nulls(len(array))
    return None


def _validated(values: Any) -> Any:
    """A pyarrow Array or ChunkedArray checked against its buffers' sizes
    (cheap, not per row): the C data interface carries no sizes, so what
    the library reads must be there. Other producers are taken at their word."""
    pa = sys.modules.get("pyarrow")
    if pa is not None and isinstance(values, (pa.Array, pa.ChunkedArray)):
        values.validate()
    return values


def _run(values: Any, kind: int, argument: Any, function: str) -> np.ndarray:
    pandas = sys.modules.get("pandas")
    if (isinstance(values, _NOT_COLUMNS) or not (isinstance(values, Iterable) or _is_arrow(values))
            or (pandas is not None and isinstance(values, pandas.DataFrame))):
        raise TypeError(
            f"{function}() argument 'values' must be an Arrow array or stream (pyarrow, polars, DuckDB...), "
            f"a pandas Series or a sequence of str, not {type(values).__name__}"
        )
    if _is_arrow(values):
        data = _native.column(kind, argument, _validated(values), function, False)
    else:
        arrow = _from_pandas(values)
        if arrow is not None:
            data = _native.column(kind, argument, arrow, function, False)
        else:
            rows = values if type(values) is list else list(values)
            data = _native.column(kind, argument, rows, function, True)
    return np.frombuffer(data, dtype=np.int64)


def measure_column(values: Sequence[str] | Any, metric: Metric = "characters") -> np.ndarray:
    """The length of every row in `metric`, as an int64 numpy array (-1 for a
    null). `values`: any object with the Arrow PyCapsule interface
    (`__arrow_c_array__` or `__arrow_c_stream__`), read in place: a pyarrow
    Array or ChunkedArray, a polars Series, a DuckDB result or a pyarrow
    Table of one column, of type string, large_string or string_view (a
    dictionary of those decoded, the null type all -1); a pandas Series or
    Index of str (through pyarrow); or any other iterable of str (a list, a
    numpy array). None, NaN (float or numpy) and pandas' NA and NaT are
    nulls.

    Raises TypeError when `values` is not a column (a str, bytes, a dict, a
    set, a number), when a row is neither a str nor a null (naming the row)
    or an Arrow column is not of strings (naming its type: binary is not
    text), and when `metric` is not a str; ValueError for an unknown metric
    or a malformed Arrow array; InvalidUTF8Error (a ValueError) naming the
    row when an Arrow column holds ill-formed UTF-8; UnicodeEncodeError (a
    ValueError) for a str with a lone surrogate.

    >>> measure_column(["中a", "😀"], "width").tolist()
    [3, 2]
    >>> import pyarrow as pa
    >>> measure_column(pa.chunked_array([["中a", None], ["😀"]]), "width").tolist()
    [3, -1, 2]
    """
    return _run(values, _native.COLUMN_MEASURE, metric_value(metric, "measure_column"), "measure_column")


def emoji_count_column(values: Sequence[str] | Any, policy: EmojiPolicy = "standard") -> np.ndarray:
    """`emoji_count` of every row (-1 for a null); `values` and the
    exceptions as measure_column's (ValueError for an unknown policy).

    >>> emoji_count_column(["👍🏽👍", "ok", None]).tolist()
    [2, 0, -1]
    """
    return _run(values, _native.COLUMN_EMOJI_COUNT, policy_value(policy, "emoji_count_column"), "emoji_count_column")


def newest_emoji_version_column(values: Sequence[str] | Any, policy: EmojiPolicy = "standard") -> np.ndarray:
    """The newest Emoji version of every row as major * 100 + minor (1500 for
    15.0); 0 without emoji, -1 for a null or a version unknown to the tables.
    `values` and the exceptions as measure_column's (ValueError for an
    unknown policy).

    >>> newest_emoji_version_column(["🫩 ok", "ok"]).tolist()
    [1600, 0]
    """
    return _run(values, _native.COLUMN_NEWEST_VERSION, policy_value(policy, "newest_emoji_version_column"),
                "newest_emoji_version_column")


def policy_column(policy: Policy, values: Sequence[str] | Any) -> np.ndarray:
    handle = policy._live()  # ValueError once closed
    return _run(values, _native.COLUMN_ACCEPTS, handle, "Policy.accepts_column")
