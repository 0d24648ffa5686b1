"""The bundled libtextgauge (TextGauge's C ABI, textgauge.h) through ctypes.

One loaded library per process; its functions hold no state, so every
function of this package may be called from any thread.
"""
from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, c_char_p, c_int, c_int32, c_int64, c_size_t, c_uint8, c_void_p

# textgauge.h's TG_ABI_VERSION this package was written against.
ABI_VERSION = 1

TG_OK = 0
TG_ERR_INVALID_UTF8 = 1
TG_ERR_ARGUMENT = 2
TG_ERR_POLICY = 3
TG_ERR_MEMORY = 4


class EmojiMatchStruct(ctypes.Structure):
    """`tg_emoji_match`."""

    _fields_ = [
        ("start", c_size_t), ("end", c_size_t), ("start_scalars", c_size_t), ("end_scalars", c_size_t),
        ("kind", c_int), ("status", c_int), ("is_rgi", c_int), ("version_major", c_int), ("version_minor", c_int),
        ("name", c_void_p),
    ]


class ViolationStruct(ctypes.Structure):
    """`tg_violation`."""

    _fields_ = [
        ("rule", c_void_p), ("kind", c_void_p), ("message", c_void_p),
        ("offset_utf8", c_size_t), ("offset_utf16", c_size_t), ("offset_scalars", c_size_t),
        ("offset_characters", c_size_t),
    ]


def _library_path() -> str:
    # TEXTGAUGE_LIBRARY points at another build (tests of a fresh build);
    # otherwise the copy bundled beside this file.
    override = os.environ.get("TEXTGAUGE_LIBRARY")
    if override:
        return override
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, f"libtextgauge.so.{ABI_VERSION}")


def _load() -> ctypes.CDLL:
    path = _library_path()
    try:
        lib = ctypes.CDLL(path)
    except OSError as error:
        raise ImportError(
            f"textgauge: cannot load {path} ({error}); reinstall the package, or build it with "
            "Scripts/build-clib.sh and set TEXTGAUGE_LIBRARY"
        ) from error
    text = (c_char_p, c_size_t)
    signatures = {
        "tg_abi_version": ((), c_int),
        "tg_library_version": ((), c_char_p),
        "tg_unicode_version": ((), c_char_p),
        "tg_error_string": ((c_int,), c_char_p),
        "tg_utf8_check": ((*text, POINTER(c_int), POINTER(c_size_t)), c_int),
        "tg_measure": ((*text, c_int, POINTER(c_size_t)), c_int),
        "tg_prefix": ((*text, c_int, c_int64, POINTER(c_size_t)), c_int),
        "tg_width": ((*text, c_int, POINTER(c_size_t)), c_int),
        "tg_gb18030_length": ((*text, c_int, POINTER(c_size_t)), c_int),
        "tg_emoji_count": ((*text, c_int, POINTER(c_size_t)), c_int),
        "tg_emoji_contains": ((*text, c_int, POINTER(c_int)), c_int),
        "tg_emoji_matches": ((*text, c_int, POINTER(POINTER(EmojiMatchStruct)), POINTER(c_size_t)), c_int),
        "tg_emoji_matches_free": ((POINTER(EmojiMatchStruct), c_size_t), None),
        "tg_emoji_newest_version": ((*text, c_int, POINTER(c_int)), c_int),
        "tg_policy_from_json": ((*text, POINTER(c_void_p), POINTER(c_void_p)), c_int),
        "tg_policy_preset": ((c_char_p, c_int64, POINTER(c_void_p), POINTER(c_void_p)), c_int),
        "tg_policy_free": ((c_void_p,), None),
        "tg_policy_json": ((c_void_p, POINTER(c_void_p)), c_int),
        "tg_preset_count": ((), c_size_t),
        "tg_preset_name": ((c_size_t,), c_char_p),
        "tg_preset_requires_maximum": ((c_size_t,), c_int),
        "tg_policy_check": ((c_void_p, *text, POINTER(POINTER(ViolationStruct)), POINTER(c_size_t)), c_int),
        "tg_violations_free": ((POINTER(ViolationStruct), c_size_t), None),
        "tg_policy_accepts": ((c_void_p, *text, POINTER(c_int)), c_int),
        "tg_policy_sanitize": ((c_void_p, *text, POINTER(c_void_p), POINTER(c_size_t)), c_int),
        "tg_policy_prefix": ((c_void_p, *text, POINTER(c_size_t)), c_int),
        "tg_string_free": ((c_void_p,), None),
    }
    column = (c_void_p, c_void_p, c_void_p, c_size_t, c_size_t, c_int, c_void_p, POINTER(c_size_t))
    policy_column = (c_void_p, c_void_p, c_void_p, c_void_p, c_size_t, c_size_t, c_void_p, POINTER(c_size_t))
    for name in ("tg_measure_column", "tg_emoji_count_column", "tg_emoji_newest_version_column"):
        signatures[name] = (column, c_int)
        signatures[name + "_large"] = (column, c_int)
    signatures["tg_policy_accepts_column"] = (policy_column, c_int)
    signatures["tg_policy_accepts_column_large"] = (policy_column, c_int)
    for name, (arguments, result) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = arguments
        function.restype = result
    if lib.tg_abi_version() != ABI_VERSION:
        raise ImportError(
            f"textgauge: {path} has ABI {lib.tg_abi_version()}, this package needs {ABI_VERSION}; reinstall it"
        )
    return lib


lib = _load()


def take_string(pointer: int | None) -> str:
    """A string the library allocated, as str; frees it."""
    if not pointer:
        return ""
    try:
        return ctypes.string_at(pointer).decode("utf-8")
    finally:
        lib.tg_string_free(pointer)


def read_string(pointer: int | None) -> str | None:
    """A NUL-terminated string the library owns, or None."""
    return ctypes.string_at(pointer).decode("utf-8") if pointer else None
