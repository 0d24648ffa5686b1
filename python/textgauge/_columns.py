"""Whole columns in one call: an Arrow string array's buffers, read in place
(its offsets and UTF-8 data, as pyarrow hands them over), or a list of str.
What a pandas or Spark UDF calls: no Python work per row."""
from __future__ import annotations

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
    """The chunks of an Arrow string column, or None for other values."""
    try:
        import pyarrow as pa
    except ImportError:
        return None
    if isinstance(values, pa.ChunkedArray):
        return list(values.chunks)
    if isinstance(values, pa.Array):
        return [values]
    return None


def _run(values: Any, call: Callable[..., int], large_call: Callable[..., int], argument: Any) -> np.ndarray:
    chunks = _arrow_chunks(values)
    if chunks is None:
        values = list(values)
        arrow = _as_arrow(values)
        if arrow is None:
            return _run_list(values, large_call, argument)
        chunks = [arrow]
    total = sum(len(chunk) for chunk in chunks)
    out = np.empty(total, dtype=np.int64)
    at = 0
    for chunk in chunks:
        rows = len(chunk)
        if rows == 0:
            continue
        kind = str(chunk.type)
        if kind in ("string", "utf8"):
            function, width = call, 4
        elif kind in ("large_string", "large_utf8"):
            function, width = large_call, 8
        else:
            raise TypeError(f"expected an Arrow string or large_string array, not {kind}")
        validity, offsets, data = chunk.buffers()[:3]
        # The chunk's slice offset: offsets start at it, and so do the validity bits.
        offsets_address = offsets.address + chunk.offset * width
        error_row = c_size_t()
        code = function(
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
    encoded by pyarrow's C++; None without pyarrow, or for other values
    (which the Python path refuses, naming them)."""
    try:
        import pyarrow as pa
    except ImportError:
        return None
    if not all(value is None or type(value) is str for value in values):
        return None
    try:
        return pa.array(values, pa.large_string())
    except (pa.ArrowException, UnicodeEncodeError):
        return None  # a lone surrogate: str.encode raises, naming it


def _run_list(values: list[Any], large_call: Callable[..., int], argument: Any) -> np.ndarray:
    """A list of str (None for a null) laid out as one Arrow large_string
    column: encoded once, then the same single call."""
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
    (read in place), or any sequence of str.

    >>> measure_column(["中a", "😀"], "width").tolist()
    [3, 2]
    """
    return _run(values, _with_argument_last(lib.tg_measure_column), _with_argument_last(lib.tg_measure_column_large),
                metric_value(metric))


def emoji_count_column(values: Sequence[str] | Any, policy: EmojiPolicy = "standard") -> np.ndarray:
    """`emoji_count` of every row (-1 for a null)."""
    return _run(values, _with_argument_last(lib.tg_emoji_count_column),
                _with_argument_last(lib.tg_emoji_count_column_large), policy_value(policy))


def newest_emoji_version_column(values: Sequence[str] | Any, policy: EmojiPolicy = "standard") -> np.ndarray:
    """The newest Emoji version of every row as major * 100 + minor (1500 for
    15.0); 0 without emoji, -1 for a null or a version unknown to the tables."""
    return _run(values, _with_argument_last(lib.tg_emoji_newest_version_column),
                _with_argument_last(lib.tg_emoji_newest_version_column_large), policy_value(policy))


def policy_column(policy: Policy, values: Sequence[str] | Any) -> np.ndarray:
    return _run(values, lib.tg_policy_accepts_column, lib.tg_policy_accepts_column_large, policy.handle)

