"""Field policies (TextGaugePolicy): JSON or a preset, checked, sanitized."""
from __future__ import annotations

import json as _json
import operator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import _checks, _native
from ._errors import PolicyError
from ._native import TG_ERR_POLICY
from ._vocabulary import EDIT_DECISIONS

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


@dataclass(frozen=True)
class Edit:
    """What a policy's input engine decides about one edit of a field
    (`Policy.edit`), as the Swift engine (`InputRules.evaluate`), the C
    library (`tg_policy_edit`) and JavaScript (`Policy.edit`) decide it.

    `decision` is "accept" (the edit applies as it is), "reject" (the text
    stays as it was) or "adjusted" (the field holds `text` instead: the
    replacement cut or cleaned). `text` is what the field holds after the
    decision in every case, `caret` where the caret goes as a str index of
    `text`, `violations` what was refused, cut or removed, placed where the
    edit starts in the text before it."""

    decision: str
    text: str
    caret: int
    violations: list[Violation]


def presets() -> list[str]:
    """The names of the presets ("x", "bluesky-post", …)."""
    return _native.preset_names()


class Policy:
    """A field policy. Immutable; one may be shared between threads.

    Made with `Policy.preset(name)` or `Policy.from_json(json)`. It holds a
    handle of the C library, released when the Policy is garbage collected,
    or at once by `close()` or at the end of a `with` block; a closed Policy
    raises ValueError. A call running in another thread when it is closed
    finishes first (the handle is freed after it).

    It pickles, copies and deep-copies through its JSON form (`json()`), so
    a Policy made on a Spark driver can be used in the executors' UDFs: each
    copy has its own handle.

    >>> Policy.preset("x").accepts("hello")
    True
    >>> with Policy.preset("bluesky-post") as policy:
    ...     policy.prefix("ab" * 200) == "ab" * 150
    True
    """

    __slots__ = ("_handle", "_preset", "__weakref__")

    _handle: Any  # a _native.PolicyHandle, None once closed
    _preset: tuple[str, int | None] | None

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise TypeError("Policy() cannot be called: make a policy with Policy.preset(name) or Policy.from_json(json)")

    @classmethod
    def _adopt(cls, handle: Any, preset: tuple[str, int | None] | None) -> Policy:
        # The handle frees its tg_policy when it is collected with this
        # Policy, or on close().
        self = object.__new__(cls)
        self._handle = handle
        self._preset = preset
        return self

    @classmethod
    def from_json(cls, json: str) -> Policy:
        """A policy from its JSON form (Schemas/field-policy.schema.json).

        Raises TypeError when `json` is not a str, PolicyError (a
        ValueError) with the JSON path and the reason when it is not a
        policy, UnicodeEncodeError (a ValueError) for a lone surrogate."""
        _checks.text(json, "Policy.from_json", "json")
        return cls._adopt(_native.policy_from_json(json), None)

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
        handle = _native.policy_preset(name, -1 if maximum is None else maximum)
        return cls._adopt(handle, (name, maximum))

    def _live(self) -> Any:
        handle = self._handle
        if handle is None:
            raise ValueError("the Policy is closed")
        return handle

    def close(self) -> None:
        """Releases the policy's handle now (it is released anyway when the
        Policy is collected); later calls raise ValueError. Idempotent."""
        handle, self._handle = self._handle, None
        if handle is not None:
            _native.policy_close(handle)

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
        """The address of the `tg_policy` (an int, for display and
        comparison; the package passes the handle itself to C); ValueError
        once closed."""
        return _native.policy_address(self._live())

    def json(self) -> str:
        """The policy's JSON form (what pickle and copy carry); ValueError
        once closed."""
        return _native.policy_json(self._live())

    def check(self, text: str) -> list[Violation]:
        """Everything in `text` that breaks the policy, in text order; [] when
        it is accepted.

        Raises TypeError when `text` is not a str, ValueError once the
        Policy is closed, UnicodeEncodeError (a ValueError) for a lone
        surrogate (likewise `accepts`, `sanitize` and `prefix`)."""
        _checks.text(text, "Policy.check")
        return [
            Violation(rule=rule, kind=kind, message=message, offset=offset, offset_utf8=utf8, offset_utf16=utf16,
                      offset_characters=characters)
            for rule, kind, message, offset, utf8, utf16, characters in _native.policy_check(self._live(), text)
        ]

    def edit(self, text: str, start: int, end: int, replacement: str, *, composing: bool = False) -> Edit:
        """Judges replacing `text[start:end]` with `replacement` (typed,
        pasted, dropped or committed text; "" to delete) in a field that
        holds `text`, as a text field sees the edit.

        `composing=True` is an input method's marked text being composed:
        always accepted (never cut in the middle of a composition); judge
        the committed text with False. A range past the end of `text` is
        rejected with one violation of kind "invalidRange", as in C and
        JavaScript.

        >>> policy = Policy.from_json('{"limits": [{"metric": "characters", "max": 3}], "emoji": {"allowed": false}}')
        >>> edit = policy.edit("ab", 2, 2, "c😀d")
        >>> edit.decision, edit.text, edit.caret
        ('adjusted', 'abc', 3)
        >>> [v.kind for v in edit.violations]
        ['emoji', 'overLimit']

        Raises TypeError when `text` or `replacement` is not a str or an
        index is not an int, ValueError for a negative index, an `end`
        before `start`, a closed Policy or a lone surrogate."""
        _checks.text(text, "Policy.edit")
        _checks.text(replacement, "Policy.edit", "replacement")
        start = _checks.integer(start, "Policy.edit", "start")
        end = _checks.integer(end, "Policy.edit", "end")
        if end < start:
            raise ValueError(f"Policy.edit() argument 'end' is {end}, less than 'start' ({start})")
        if not isinstance(composing, bool):
            _checks.wrong_type("Policy.edit", "composing", "bool", composing)
        # The engine takes UTF-16 offsets, as a text field gives them; a str
        # index counts code points, so each astral scalar adds one unit.
        location = _utf16_length(text[:start]) + max(0, start - len(text))
        span = _utf16_length(text[start:end]) + max(0, end - max(start, len(text)))
        decision, adjusted, caret, found = _native.policy_edit(
            self._live(), text, location, span, replacement, composing)
        name = EDIT_DECISIONS[decision]
        if name == "accept":
            result = text[:start] + replacement + text[end:]
        elif name == "adjusted":
            result = adjusted
        else:
            result = text
        caret_index = len(result.encode("utf-16-le")[: 2 * caret].decode("utf-16-le"))
        violations = [
            Violation(rule=rule, kind=kind, message=message, offset=offset, offset_utf8=utf8, offset_utf16=utf16,
                      offset_characters=characters)
            for rule, kind, message, offset, utf8, utf16, characters in found
        ]
        return Edit(decision=name, text=result, caret=caret_index, violations=violations)

    def accepts(self, text: str) -> bool:
        """Whether `text` satisfies the policy."""
        _checks.text(text, "Policy.accepts")
        return _native.policy_accepts(self._live(), text)

    def sanitize(self, text: str) -> str:
        """What pasting `text` into an empty field keeps."""
        _checks.text(text, "Policy.sanitize")
        return _native.policy_sanitize(self._live(), text)

    def prefix(self, text: str) -> str:
        """The longest prefix within every limit, on a Character boundary."""
        _checks.text(text, "Policy.prefix")
        return _native.policy_prefix(self._live(), text)

    def accepts_column(self, values: object) -> np.ndarray:
        """`accepts` per row of a column (see measure_column): 1, 0, -1 for
        a null; raises as measure_column does, and ValueError once closed."""
        from ._columns import policy_column

        return policy_column(self, values)


def _utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


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


__all__ = ["Policy", "Violation", "presets"]
