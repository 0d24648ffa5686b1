"""Field policies (TextGaugePolicy): JSON or a preset, checked, sanitized."""
from __future__ import annotations

import ctypes
from ctypes import POINTER, byref, c_int, c_size_t, c_void_p
from dataclasses import dataclass

from ._errors import PolicyError, check
from ._native import TG_ERR_POLICY, TG_OK, ViolationStruct, lib, read_string, take_string


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

    >>> Policy.preset("x").accepts("hello")
    True
    """

    __slots__ = ("_handle",)

    def __init__(self, handle: int) -> None:
        self._handle = handle

    @classmethod
    def _made(cls, code: int, handle: c_void_p, message: c_void_p) -> Policy:
        text = take_string(message.value)
        if code == TG_ERR_POLICY:
            raise PolicyError(text, code)
        check(code)
        return cls(handle.value)

    @classmethod
    def from_json(cls, json: str) -> Policy:
        """A policy from its JSON form (Schemas/field-policy.schema.json);
        raises PolicyError with the JSON path and the reason."""
        data = json.encode()
        handle, message = c_void_p(), c_void_p()
        return cls._made(lib.tg_policy_from_json(data, len(data), byref(handle), byref(message)), handle, message)

    @classmethod
    def preset(cls, name: str, maximum: int | None = None) -> Policy:
        """A preset (`presets()`); "gb18030" and "zishu" need a maximum."""
        if maximum is not None and maximum < 0:
            raise PolicyError(f"preset {name}: maximum {maximum} is negative", TG_ERR_POLICY)
        handle, message = c_void_p(), c_void_p()
        code = lib.tg_policy_preset(name.encode(), -1 if maximum is None else maximum, byref(handle), byref(message))
        return cls._made(code, handle, message)

    def __del__(self) -> None:
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            lib.tg_policy_free(handle)

    @property
    def handle(self) -> int:
        """The `tg_policy *` (for the column functions)."""
        return self._handle

    def json(self) -> str:
        """The policy's JSON form."""
        out = c_void_p()
        check(lib.tg_policy_json(self._handle, byref(out)))
        return take_string(out.value)

    def check(self, text: str) -> list[Violation]:
        """Everything in `text` that breaks the policy, in text order; [] when
        it is accepted."""
        data = text.encode()
        array = POINTER(ViolationStruct)()
        count = c_size_t()
        check(lib.tg_policy_check(self._handle, data, len(data), byref(array), byref(count)))
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
        data = text.encode()
        out = c_int()
        check(lib.tg_policy_accepts(self._handle, data, len(data), byref(out)))
        return bool(out.value)

    def sanitize(self, text: str) -> str:
        """What pasting `text` into an empty field keeps."""
        data = text.encode()
        out, length = c_void_p(), c_size_t()
        check(lib.tg_policy_sanitize(self._handle, data, len(data), byref(out), byref(length)))
        try:
            return ctypes.string_at(out.value, length.value).decode() if out.value else ""
        finally:
            lib.tg_string_free(out.value)

    def prefix(self, text: str) -> str:
        """The longest prefix within every limit, on a Character boundary."""
        data = text.encode()
        out = c_size_t()
        check(lib.tg_policy_prefix(self._handle, data, len(data), byref(out)))
        return data[: out.value].decode()

    def accepts_column(self, values: object) -> "object":
        """`accepts` per row of a column (see measure_column): 1, 0, -1 for null."""
        from ._columns import policy_column

        return policy_column(self, values)


__all__ = ["Policy", "Violation", "presets", "TG_OK"]
