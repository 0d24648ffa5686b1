"""Exceptions: each carries the library's own message.

Every status the C library returns is a TextGaugeError; those about the
input are also ValueErrors. Arguments of the wrong type (TypeError), out
of range (ValueError, OverflowError) or unknown names (ValueError) are
refused first (_checks.py and the extension, _native.c), before the
library sees them."""
from __future__ import annotations

from ._native import TG_ERR_ARGUMENT, TG_ERR_INVALID_UTF8, TG_ERR_POLICY, TG_OK, error_string


class TextGaugeError(Exception):
    """An error of the library (its code and message)."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


class PolicyError(TextGaugeError, ValueError):
    """A policy could not be read or made: the JSON path (or line and
    column) and what is wrong, as the library says it."""


class ArgumentError(TextGaugeError, ValueError):
    """The library refused an argument (TG_ERR_ARGUMENT). The package checks
    its arguments before calling the library, so this one is a bug of the
    package: please report it."""


class InvalidUTF8Error(TextGaugeError, ValueError):
    """Bytes that are not well-formed UTF-8 (a column's `row` says where)."""

    def __init__(self, message: str, code: int, row: int | None = None) -> None:
        super().__init__(message, code)
        self.row = row


def check(code: int, what: str = "", row: int | None = None) -> None:
    """Raises the exception of a library status (the extension calls it
    for every status other than TG_OK)."""
    if code == TG_OK:
        return
    message = error_string(code)
    if what:
        message = f"{what}: {message}"
    if code == TG_ERR_INVALID_UTF8:
        raise InvalidUTF8Error(message if row is None else f"{message} (row {row})", code, row)
    if code == TG_ERR_POLICY:
        raise PolicyError(message, code)
    if code == TG_ERR_ARGUMENT:
        raise ArgumentError(message, code)
    raise TextGaugeError(message, code)


def policy_error(message: str) -> PolicyError:
    """The PolicyError of a policy the library could not read or make, with its message."""
    return PolicyError(message, TG_ERR_POLICY)
