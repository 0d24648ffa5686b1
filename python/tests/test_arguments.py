"""Arguments of the wrong type or out of range: a Python exception naming
the argument, never a wrapped int, a ctypes ArgumentError or a crash; the
compiled functions (_speedups) raise what the ctypes ones raise."""
from __future__ import annotations

import inspect

import pytest

import textgauge
from textgauge import _emoji, _metrics

try:
    from textgauge import _speedups
except ImportError:  # a source checkout without the extension built
    _speedups = None

needs_speedups = pytest.mark.skipif(_speedups is None, reason="SKIPPED: textgauge._speedups is not built")

# Each per-call function, ctypes and compiled, by name.
CTYPES = {"measure": _metrics.measure, "width": _metrics.width, "gb18030_length": _metrics.gb18030_length,
          "emoji_count": _emoji.emoji_count}
IMPLEMENTATIONS = [pytest.param(CTYPES, id="ctypes")]
if _speedups is not None:
    IMPLEMENTATIONS.append(pytest.param(
        {name: getattr(_speedups, name) for name in CTYPES}, id="speedups"))


def raised(function, *args, **kwargs) -> tuple[type, str]:
    with pytest.raises(Exception) as error:
        function(*args, **kwargs)
    return error.type, str(error.value)


def test_budgets_and_maximums_do_not_wrap() -> None:
    with pytest.raises(OverflowError, match="argument 'maximum'"):
        textgauge.Policy.preset("gb18030", 2**70)
    with pytest.raises(OverflowError, match="argument 'maximum'"):
        textgauge.Policy.preset("gb18030", 2**64 + 5)
    with pytest.raises(OverflowError, match="argument 'budget'"):
        textgauge.prefix("abcdef", 2**64 + 1, "utf8")
    with pytest.raises(OverflowError, match=r"prefix\(\) argument 'budget' is 9223372036854775808"):
        textgauge.prefix("abc", 2**63)
    with pytest.raises(ValueError, match="argument 'budget' is -1, less than 0"):
        textgauge.prefix("abc", -1)
    with pytest.raises(textgauge.PolicyError, match="negative"):
        textgauge.Policy.preset("zishu", -1)
    with pytest.raises(OverflowError, match="a 10001-bit int"):  # no decimal form needed
        textgauge.prefix("abc", 2**10000)
    # The edges themselves are taken.
    assert textgauge.prefix("abcdef", 2**63 - 1, "utf8") == "abcdef"
    assert textgauge.prefix("abcdef", 0, "utf8") == ""
    assert '"max":9223372036854775807' in textgauge.Policy.preset("gb18030", 2**63 - 1).json()
    assert '"max":5' in textgauge.Policy.preset("gb18030", 5).json()


def test_non_integers_are_type_errors() -> None:
    for value in (2.5, "3", None, True, [3]):
        expected = f"prefix\\(\\) argument 'budget' must be int, not {type(value).__name__}"
        with pytest.raises(TypeError, match=expected):
            textgauge.prefix("abc", value)  # type: ignore[arg-type]
    for value in (2.5, "3", False):
        with pytest.raises(TypeError, match=f"argument 'maximum' must be int or None, not {type(value).__name__}"):
            textgauge.Policy.preset("gb18030", value)  # type: ignore[arg-type]
    # An int-like (numpy's) is an int.
    numpy = pytest.importorskip("numpy")
    assert textgauge.prefix("abcdef", numpy.int64(3), "utf8") == "abc"
    assert textgauge.Policy.preset("zishu", numpy.int32(4)).accepts("四个汉字")


@pytest.mark.parametrize("function", [
    textgauge.measure, textgauge.width, textgauge.gb18030_length, textgauge.emoji_count, textgauge.contains_emoji,
    textgauge.emoji_matches, textgauge.newest_emoji_version, _metrics.measure, _metrics.width,
    _metrics.gb18030_length, _emoji.emoji_count, textgauge.Policy.preset("x").check,
    textgauge.Policy.preset("x").accepts, textgauge.Policy.preset("x").sanitize, textgauge.Policy.preset("x").prefix,
])
@pytest.mark.parametrize("value", [None, b"abc", 3, ["a"]])
def test_text_of_the_wrong_type_is_a_type_error(function, value) -> None:
    kind, message = raised(function, value)
    assert kind is TypeError
    assert f"argument 'text' must be str, not {type(value).__name__}" in message


def test_other_wrong_types_name_the_argument() -> None:
    assert raised(textgauge.prefix, "abc", 2.5) == (TypeError, "prefix() argument 'budget' must be int, not float")
    assert raised(textgauge.prefix, b"abc", 2) == (TypeError, "prefix() argument 'text' must be str, not bytes")
    assert raised(textgauge.Policy.from_json, None) == (
        TypeError, "Policy.from_json() argument 'json' must be str, not NoneType")
    assert raised(textgauge.Policy.preset, b"x") == (
        TypeError, "Policy.preset() argument 'name' must be str, not bytes")
    assert raised(textgauge.contains_emoji, "a", 1) == (
        TypeError, "contains_emoji() argument 'policy' must be str, not int")
    assert raised(textgauge.measure_column, "abc")[0] is TypeError
    assert raised(textgauge.measure_column, ["a", b"b"]) == (
        TypeError, "measure_column() argument 'values': row 1 is a bytes, not a str or a null")
    assert raised(textgauge.measure_column, ["a"], None) == (
        TypeError, "measure_column() argument 'metric' must be str, not NoneType")
    assert raised(textgauge.Policy, 12345)[0] is TypeError  # no Policy from a raw pointer
    # An unknown name is a ValueError listing the names.
    kind, message = raised(textgauge.emoji_matches, "a", "nope")
    assert kind is ValueError and message.startswith("unknown emoji policy 'nope'; the emoji policies are standard")
    # A NUL does not cut the preset's name short in C.
    with pytest.raises(textgauge.PolicyError, match="unknown preset"):
        textgauge.Policy.preset("x\0trailing")


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_per_call_functions_raise_alike(impl) -> None:
    cases = [
        ("measure", (None,)), ("measure", (b"a",)), ("measure", ("a", "bytes")), ("measure", ("a", 3)),
        ("measure", ("\ud800",)), ("measure", ("a", "utf8\0x")), ("width", ("a", "both")), ("width", ("a", None)),
        ("width", (7,)),
        ("gb18030_length", ("a", 2.5)), ("gb18030_length", ("a", True)), ("gb18030_length", ("a", 1999)),
        ("gb18030_length", ("a", "2022")), ("gb18030_length", ("a", 2**80)), ("emoji_count", ("a", "nope")),
        ("emoji_count", ("a", b"standard")),
    ]
    for name, args in cases:
        expected = raised(CTYPES[name], *args)
        assert raised(impl[name], *args) == expected, (name, args)
        assert issubclass(expected[0], (TypeError, ValueError)), (name, args, expected)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_per_call_functions_take_keywords(impl) -> None:
    assert impl["measure"](text="中", metric="utf8") == 3
    assert impl["measure"]("中", metric="utf8") == 3
    assert impl["width"](text="①", ambiguous="wide") == 2
    assert impl["gb18030_length"](text="€", edition=2000) == 2
    assert impl["emoji_count"](text="©", policy="including-text-default") == 1
    numpy = pytest.importorskip("numpy")
    assert impl["gb18030_length"]("中", numpy.int16(2005)) == 2
    for args, kwargs in (((), {}), (("a",), {"text": "a"}), (("a",), {"bogus": 1}), (("a", "utf8", 3), {})):
        assert raised(impl["measure"], *args, **kwargs)[0] is TypeError


@needs_speedups
def test_compiled_functions_have_signatures_and_examples() -> None:
    for name in CTYPES:
        compiled = getattr(_speedups, name)
        assert getattr(textgauge, name) is compiled
        # The same parameters as the ctypes function (which has the type hints).
        plain = [(p.name, p.kind, p.default) for p in inspect.signature(CTYPES[name]).parameters.values()]
        assert [(p.name, p.kind, p.default) for p in inspect.signature(compiled).parameters.values()] == plain, name
        assert ">>> " in compiled.__doc__ and "Raises" in compiled.__doc__, name
    assert str(inspect.signature(_speedups.measure)) == "(text, metric='characters')"


def test_library_statuses_are_text_gauge_errors() -> None:
    # _errors.check is also what _speedups calls on a status other than TG_OK.
    from textgauge import _errors

    for code, kind in ((1, textgauge.InvalidUTF8Error), (2, textgauge.ArgumentError), (3, textgauge.PolicyError),
                       (4, textgauge.TextGaugeError)):
        with pytest.raises(kind) as error:
            _errors.check(code)
        assert isinstance(error.value, textgauge.TextGaugeError) and error.value.code == code
    assert issubclass(textgauge.ArgumentError, ValueError)
