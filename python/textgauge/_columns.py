"""Whole columns in one call: an Arrow string array's buffers, read in place
(its offsets and UTF-8 data, as pyarrow hands them over), or a list of str.
What a pandas or Spark UDF calls: no Python work per row."""
from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from ctypes import byref, c_size_t
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from ._emoji import EmojiPolicy, policy_value
from ._errors import check
from ._metrics import Metric, metric_value
from ._native import TG_OK, lib

if TYPE_CHECKING:
    from ._policy import Policy


def _arrow_chunks(values: Any) -> list[Any] | None:
    """The chunks of an Arrow column, or None for other values."""
    pa = _pyarrow()
    if pa is None:
        return None
    if isinstance(values, pa.ChunkedArray):
        return list(values.chunks)
    if isinstance(values, pa.Array):
        return [values]
    return None


def _pyarrow() -> Any:
    try:
        import pyarrow as pa
    except ImportError:
        return None
    return pa


# Not columns, though they iterate: a str (its characters), bytes (ints),
# a mapping (its keys), a set (no order); nor is a pandas DataFrame (its
# column names).
_NOT_COLUMNS = (str, bytes, bytearray, memoryview, Mapping, AbstractSet)


def _is_missing(value: Any) -> bool:
    """NaN (a float or numpy float), pandas' NA and NaT: a null, as None."""
    if isinstance(value, (float, np.floating)):
        return bool(value != value)
    pandas = sys.modules.get("pandas")
    return pandas is not None and (value is pandas.NA or value is pandas.NaT)


def _rows(values: Any, function: str) -> list[Any]:
    """A column that is not Arrow, as a list of str and None (a null)."""
    pandas = sys.modules.get("pandas")
    if (isinstance(values, _NOT_COLUMNS) or not isinstance(values, Iterable)
            or (pandas is not None and isinstance(values, pandas.DataFrame))):
        raise TypeError(
            f"{function}() argument 'values' must be a pyarrow string Array or ChunkedArray, a pandas Series "
            f"or a sequence of str, not {type(values).__name__}"
        )
    rows = list(values)
    if all(value is None or type(value) is str for value in rows):
        return rows
    for index, value in enumerate(rows):
        if value is None or isinstance(value, str):
            continue
        if _is_missing(value):
            rows[index] = None
            continue
        raise TypeError(f"{function}() argument 'values': row {index} is a {type(value).__name__}, not a str or a null")
    return rows


def _from_pandas(values: Any) -> Any:
    """A pandas Series or Index of strings as an Arrow array (NaN, None and
    pd.NA as nulls), or None when it is not one (the list path then names
    the row that is not a str)."""
    pandas = sys.modules.get("pandas")
    if pandas is None or not isinstance(values, (pandas.Series, pandas.Index)):
        return None
    pa = _pyarrow()
    if pa is None:
        return None
    try:
        array = pa.array(values, from_pandas=True)
    except (pa.ArrowException, TypeError, ValueError):
        return None
    if isinstance(array, pa.ChunkedArray):
        array = array.combine_chunks()
    if _string_kind(array) is not None:
        return array
    if array.null_count == len(array):  # all NaN: a float64 Series
        return pa.nulls(len(array))
    return None


def _string_kind(chunk: Any) -> str | None:
    kind = str(chunk.type)
    if kind in ("string", "utf8"):
        return "string"
    if kind in ("large_string", "large_utf8"):
        return "large_string"
    return None


def _string_chunk(chunk: Any, function: str) -> Any:
    """An Arrow chunk as a string or large_string array (dictionary-encoded
    and view strings decoded), or None for an all-null chunk."""
    pa = _pyarrow()
    if pa.types.is_null(chunk.type):
        return None
    if pa.types.is_dictionary(chunk.type) and _string_kind(chunk.dictionary) is not None:
        chunk = chunk.dictionary_decode()
    elif str(chunk.type) == "string_view":
        chunk = chunk.cast(pa.large_string())
    if _string_kind(chunk) is None:
        raise TypeError(
            f"{function}() argument 'values' must be an Arrow string or large_string array, not {chunk.type}"
        )
    # Buffer sizes against the length and offset (cheap, not per row): what
    # the C library reads must be there.
    chunk.validate()
    return chunk


def _run(values: Any, call: Callable[..., int], large_call: Callable[..., int], argument: Any,
         function: str) -> np.ndarray:
    chunks = _arrow_chunks(values)
    if chunks is None:
        arrow = _from_pandas(values)
        if arrow is None:
            rows = _rows(values, function)
            arrow = _as_arrow(rows)
            if arrow is None:
                return _run_list(rows, large_call, argument)
        chunks = [arrow]
    chunks = [(len(chunk), _string_chunk(chunk, function)) for chunk in chunks]
    total = sum(rows for rows, _ in chunks)
    out = np.empty(total, dtype=np.int64)
    at = 0
    for rows, chunk in chunks:
        if rows == 0:
            continue
        if chunk is None:
            out[at:at + rows] = -1
            at += rows
            continue
        if _string_kind(chunk) == "string":
            function_, width = call, 4
        else:
            function_, width = large_call, 8
        validity, offsets, data = chunk.buffers()[:3]
        # The chunk's slice offset: offsets start at it, and so do the validity bits.
        offsets_address = offsets.address + chunk.offset * width
        error_row = c_size_t()
        code = function_(
            argument, offsets_address, data.address if data is not None else None,
            validity.address if validity is not None and chunk.null_count else None, chunk.offset, rows,
            out[at:].ctypes.data, byref(error_row),
        )
        if code != TG_OK:
            check(code, "column", row=at + error_row.value)
        at += rows
    return out


def _as_arrow(values: list[Any]) -> Any:
    """A list of str (None for a null) as one Arrow large_string array,
    encoded by pyarrow's C++; None without pyarrow, or for a lone surrogate
    (the Python path raises, naming it)."""
    pa = _pyarrow()
    if pa is None:
        return None
    try:
        return pa.array(values, pa.large_string())
    except (pa.ArrowException, UnicodeEncodeError):
        return None  # a lone surrogate: str.encode raises, naming it


def _run_list(values: list[Any], large_call: Callable[..., int], argument: Any) -> np.ndarray:
    """A list of str (None for a null) laid out as one Arrow large_string
    column: encoded once, then the same single call. A str with a lone
    surrogate raises UnicodeEncodeError (a ValueError)."""
    encoded = [b"" if value is None else value.encode() for value in values]
    rows = len(encoded)
    out = np.empty(rows, dtype=np.int64)
    if rows == 0:
        return out
    offsets = np.zeros(rows + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, encoded), dtype=np.int64, count=rows), out=offsets[1:])
    data = b"".join(encoded)
    validity = None
    if any(value is None for value in values):
        validity = np.packbits(np.array([value is not None for value in values]), bitorder="little")
    error_row = c_size_t()
    code = large_call(
        argument, offsets.ctypes.data, data, validity.ctypes.data if validity is not None else None, 0, rows,
        out.ctypes.data, byref(error_row),
    )
    if code != TG_OK:
        check(code, "column", row=error_row.value)
    return out


def _with_argument_last(function: Callable[..., int]) -> Callable[..., int]:
    # The metric and emoji functions take (offsets, data, validity,
    # validity_offset, rows, ARGUMENT, out, error_row).
    def call(argument: Any, offsets: Any, data: Any, validity: Any, offset: int, rows: int, out: Any, error: Any) -> int:
        return function(offsets, data, validity, offset, rows, argument, out, error)

    return call


def measure_column(values: Sequence[str] | Any, metric: Metric = "characters") -> np.ndarray:
    """The length of every row in `metric`, as an int64 numpy array (-1 for a
    null). `values`: a pyarrow string/large_string Array or ChunkedArray
    (read in place; dictionary-encoded and string_view arrays are decoded
    first, an all-null array is all -1), a pandas Series or Index of str,
    or any other iterable of str (a list, a numpy array). None, NaN (float
    or numpy) and pandas' NA and NaT are nulls.

    Raises TypeError when `values` is not a column (a str, bytes, a dict, a
    set, a number), when a row is neither a str nor a null (naming the row)
    or an Arrow array is not of strings, and when `metric` is not a str;
    ValueError for an unknown metric; InvalidUTF8Error (a ValueError)
    naming the row when an Arrow array holds ill-formed UTF-8;
    UnicodeEncodeError (a ValueError) for a str with a lone surrogate.

    >>> measure_column(["中a", "😀"], "width").tolist()
    [3, 2]
    """
    return _run(values, _with_argument_last(lib.tg_measure_column), _with_argument_last(lib.tg_measure_column_large),
                metric_value(metric, "measure_column"), "measure_column")


def emoji_count_column(values: Sequence[str] | Any, policy: EmojiPolicy = "standard") -> np.ndarray:
    """`emoji_count` of every row (-1 for a null); `values` and the
    exceptions as measure_column's (ValueError for an unknown policy)."""
    return _run(values, _with_argument_last(lib.tg_emoji_count_column),
                _with_argument_last(lib.tg_emoji_count_column_large), policy_value(policy, "emoji_count_column"),
                "emoji_count_column")


def newest_emoji_version_column(values: Sequence[str] | Any, policy: EmojiPolicy = "standard") -> np.ndarray:
    """The newest Emoji version of every row as major * 100 + minor (1500 for
    15.0); 0 without emoji, -1 for a null or a version unknown to the tables.
    `values` and the exceptions as measure_column's (ValueError for an
    unknown policy)."""
    return _run(values, _with_argument_last(lib.tg_emoji_newest_version_column),
                _with_argument_last(lib.tg_emoji_newest_version_column_large),
                policy_value(policy, "newest_emoji_version_column"), "newest_emoji_version_column")


def policy_column(policy: Policy, values: Sequence[str] | Any) -> np.ndarray:
    handle = policy.handle  # ValueError once closed
    return _run(values, lib.tg_policy_accepts_column, lib.tg_policy_accepts_column_large, handle,
                "Policy.accepts_column")

