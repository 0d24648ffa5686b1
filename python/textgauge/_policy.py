"""Field policies (TextGaugePolicy): JSON or a preset, checked, sanitized."""
from __future__ import annotations

import ctypes
import json as _json
import operator
import weakref
from ctypes import POINTER, byref, c_int, c_size_t, c_void_p
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import _checks
from ._errors import PolicyError, check
from ._native import TG_ERR_POLICY, TG_OK, ViolationStruct, lib, read_string, take_string

if TYPE_CHECKING:
    import numpy as np


@dataclass(frozen=True)
class Violation:
    """One way a text breaks a policy. `offset` is a str index (scalars);
    the others are the same place in UTF-8 bytes, UTF-16 units and
    Characters."""

    rule: str
    kind: str
    message: str
    offset: int
    offset_utf8: int
    offset_utf16: int
    offset_characters: int


def presets() -> list[str]:
    """The names of the presets ("x", "bluesky-post", …)."""
    return [lib.tg_preset_name(i).decode() for i in range(lib.tg_preset_count())]


class Policy:
    """A field policy. Immutable; one may be shared between threads.

    Made with `Policy.preset(name)` or `Policy.from_json(json)`. It holds a
    handle of the C library, released when the Policy is garbage collected
    (a `weakref.finalize`), or at once by `close()` or at the end of a
    `with` block; a closed Policy raises ValueError. Close it only when no
    other thread is using it.

    It pickles, copies and deep-copies through its JSON form (`json()`), so
    a Policy made on a Spark driver can be used in the executors' UDFs: each
    copy has its own handle.

    >>> Policy.preset("x").accepts("hello")
    True
    >>> with Policy.preset("bluesky-post") as policy:
    ...     policy.prefix("ab" * 200) == "ab" * 150
    True
    """

    __slots__ = ("_handle", "_finalizer", "_preset", "__weakref__")

    _handle: int | None
    _preset: tuple[str, int | None] | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise TypeError("Policy() cannot be called: make a policy with Policy.preset(name) or Policy.from_json(json)")

    @classmethod
    def _adopt(cls, handle: int, preset: tuple[str, int | None] | None) -> Policy:
        self = object.__new__(cls)
        self._handle = handle
        self._preset = preset
        # Frees the handle once: when the Policy is collected, at exit, or on close().
        self._finalizer = weakref.finalize(self, lib.tg_policy_free, handle)
        return self

    @classmethod
    def _made(cls, code: int, handle: c_void_p, message: c_void_p, preset: tuple[str, int | None] | None) -> Policy:
        text = take_string(message.value)
        if code == TG_ERR_POLICY:
            raise PolicyError(text, code)
        check(code)
        return cls._adopt(handle.value, preset)  # type: ignore[arg-type]

    @classmethod
    def from_json(cls, json: str) -> Policy:
        """A policy from its JSON form (Schemas/field-policy.schema.json).

        Raises TypeError when `json` is not a str, PolicyError (a
        ValueError) with the JSON path and the reason when it is not a
        policy, UnicodeEncodeError (a ValueError) for a lone surrogate."""
        data = _checks.text(json, "Policy.from_json", "json")
        handle, message = c_void_p(), c_void_p()
        code = lib.tg_policy_from_json(data, len(data), byref(handle), byref(message))
        return cls._made(code, handle, message, None)

    @classmethod
    def preset(cls, name: str, maximum: int | None = None) -> Policy:
        """A preset (`presets()`); "gb18030" and "zishu" need a maximum,
        the others refuse one.

        Raises TypeError when `name` is not a str or `maximum` is neither
        None nor an int (a bool is refused), PolicyError (a ValueError) for
        an unknown preset, a missing or refused maximum or a negative one,
        OverflowError for a maximum above 2**63 - 1 (the C library's
        int64_t)."""
        if not isinstance(name, str):
            _checks.wrong_type("Policy.preset", "name", "str", name)
        if maximum is not None:
            if isinstance(maximum, bool):
                _checks.wrong_type("Policy.preset", "maximum", "int or None", maximum)
            try:
                maximum = operator.index(maximum)
            except TypeError:
                _checks.wrong_type("Policy.preset", "maximum", "int or None", maximum)
            if maximum < 0:
                raise PolicyError(f"preset {name}: maximum {_checks.shown(maximum)} is negative", TG_ERR_POLICY)
            _checks.integer(maximum, "Policy.preset", "maximum")
        if "\0" in name:  # C would read the name up to the NUL
            raise PolicyError(f"unknown preset {name!r}; the presets are {', '.join(presets())}", TG_ERR_POLICY)
        handle, message = c_void_p(), c_void_p()
        code = lib.tg_policy_preset(name.encode(), -1 if maximum is None else maximum, byref(handle), byref(message))
        return cls._made(code, handle, message, (name, maximum))

    def _live(self) -> int:
        handle = self._handle
        if handle is None:
            raise ValueError("the Policy is closed")
        return handle

    def close(self) -> None:
        """Releases the policy's handle now (it is released anyway when the
        Policy is collected); later calls raise ValueError. Idempotent."""
        self._handle = None
        self._finalizer()

    @property
    def closed(self) -> bool:
        """Whether `close()` was called."""
        return self._handle is None

    def __enter__(self) -> Policy:
        self._live()
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def __reduce__(self) -> tuple[Any, ...]:
        # The JSON form, not the handle: a pickle read in another process
        # (a Spark executor) makes its own policy from it.
        return (_rebuild, (self.json(), self._preset))

    def __repr__(self) -> str:
        if self._handle is None:
            return "<textgauge.Policy closed>"
        what = "from_json" if self._preset is None else f"preset {self._preset[0]!r}"
        try:
            limits = _json.loads(self.json()).get("limits") or []
            shown = ", ".join(f"{limit['metric']} {_bounds(limit)}" for limit in limits[:4])
            if len(limits) > 4:
                shown += ", …"
        except (ValueError, KeyError, TypeError, AttributeError):
            shown = "?"
        return f"<textgauge.Policy {what}, limits: {shown or 'none'}>"

    @property
    def handle(self) -> int:
        """The `tg_policy *` (for the column functions); ValueError once
        closed. Valid only while this Policy is alive and open."""
        return self._live()

    def json(self) -> str:
        """The policy's JSON form (what pickle and copy carry); ValueError
        once closed."""
        out = c_void_p()
        check(lib.tg_policy_json(self._live(), byref(out)))
        return take_string(out.value)

    def check(self, text: str) -> list[Violation]:
        """Everything in `text` that breaks the policy, in text order; [] when
        it is accepted.

        Raises TypeError when `text` is not a str, ValueError once the
        Policy is closed, UnicodeEncodeError (a ValueError) for a lone
        surrogate (likewise `accepts`, `sanitize` and `prefix`)."""
        data = _checks.text(text, "Policy.check")
        array = POINTER(ViolationStruct)()
        count = c_size_t()
        check(lib.tg_policy_check(self._live(), data, len(data), byref(array), byref(count)))
        try:
            return [
                Violation(
                    rule=read_string(v.rule) or "", kind=read_string(v.kind) or "",
                    message=read_string(v.message) or "", offset=v.offset_scalars, offset_utf8=v.offset_utf8,
                    offset_utf16=v.offset_utf16, offset_characters=v.offset_characters,
                )
                for v in (array[i] for i in range(count.value))
            ]
        finally:
            lib.tg_violations_free(array, count.value)

    def accepts(self, text: str) -> bool:
        """Whether `text` satisfies the policy."""
        data = _checks.text(text, "Policy.accepts")
        out = c_int()
        check(lib.tg_policy_accepts(self._live(), data, len(data), byref(out)))
        return bool(out.value)

    def sanitize(self, text: str) -> str:
        """What pasting `text` into an empty field keeps."""
        data = _checks.text(text, "Policy.sanitize")
        out, length = c_void_p(), c_size_t()
        check(lib.tg_policy_sanitize(self._live(), data, len(data), byref(out), byref(length)))
        try:
            return ctypes.string_at(out.value, length.value).decode() if out.value else ""
        finally:
            lib.tg_string_free(out.value)

    def prefix(self, text: str) -> str:
        """The longest prefix within every limit, on a Character boundary."""
        data = _checks.text(text, "Policy.prefix")
        out = c_size_t()
        check(lib.tg_policy_prefix(self._live(), data, len(data), byref(out)))
        return data[: out.value].decode()

    def accepts_column(self, values: object) -> np.ndarray:
        """`accepts` per row of a column (see measure_column): 1, 0, -1 for
        a null; raises as measure_column does, and ValueError once closed."""
        from ._columns import policy_column

        return policy_column(self, values)


def _bounds(limit: dict[str, Any]) -> str:
    parts = []
    if "min" in limit:
        parts.append(f">= {limit['min']}")
    if "max" in limit:
        parts.append(f"<= {limit['max']}")
    return " ".join(parts)


def _rebuild(json: str, preset: tuple[str, int | None] | None) -> Policy:
    """A pickled Policy, made again from its JSON form."""
    policy = Policy.from_json(json)
    policy._preset = preset
    return policy


__all__ = ["Policy", "Violation", "presets", "TG_OK"]
