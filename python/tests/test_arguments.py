"""Arguments of the wrong type or out of range: a Python exception naming
the argument, never a wrapped int or a crash; the compiled per-call
functions (textgauge._native) raise exactly what the Python ones of the
package raise, with the same messages."""
from __future__ import annotations

import inspect

import pytest

import textgauge
from textgauge import _native

# The per-call functions, each the extension's own.
PER_CALL = {name: getattr(textgauge, name) for name in ("measure", "width", "gb18030_length", "emoji_count")}
METRIC_NAMES = ", ".join(textgauge.METRICS)

# What each call raises: the type and the message (those of the package's
# former ctypes functions, kept word for word).
EXPECTED = [
    ("measure", (None,), TypeError, "measure() argument 'text' must be str, not NoneType"),
    ("measure", (b"a",), TypeError, "measure() argument 'text' must be str, not bytes"),
    ("measure", ("a", "bytes"), ValueError, f"unknown metric 'bytes'; the metrics are {METRIC_NAMES}"),
    ("measure", ("a", 3), TypeError, "measure() argument 'metric' must be str, not int"),
    ("measure", ("\ud800",), UnicodeEncodeError,
     "'utf-8' codec can't encode character '\\ud800' in position 0: surrogates not allowed"),
    ("measure", ("a", "utf8\0x"), ValueError, f"unknown metric 'utf8\\x00x'; the metrics are {METRIC_NAMES}"),
    ("width", ("a", "both"), ValueError, "unknown ambiguous mode 'both'; the ambiguous modes are narrow, wide"),
    ("width", ("a", None), TypeError, "width() argument 'ambiguous' must be str, not NoneType"),
    ("width", (7,), TypeError, "width() argument 'text' must be str, not int"),
    ("gb18030_length", ("a", 2.5), TypeError, "gb18030_length() argument 'edition' must be int, not float"),
    ("gb18030_length", ("a", True), TypeError, "gb18030_length() argument 'edition' must be int, not bool"),
    ("gb18030_length", ("a", 1999), ValueError, "gb18030_length() argument 'edition' is 2000, 2005 or 2022, not 1999"),
    ("gb18030_length", ("a", "2022"), TypeError, "gb18030_length() argument 'edition' must be int, not str"),
    ("gb18030_length", ("a", 2**80), ValueError,
     "gb18030_length() argument 'edition' is 2000, 2005 or 2022, not 1208925819614629174706176"),
    ("emoji_count", ("a", "nope"), ValueError,
     "unknown emoji policy 'nope'; the emoji policies are standard, renders-as-emoji, including-text-default"),
    ("emoji_count", ("a", b"standard"), TypeError, "emoji_count() argument 'policy' must be str, not bytes"),
]


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
    textgauge.emoji_matches, textgauge.newest_emoji_version, textgauge.Policy.preset("x").check,
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


@pytest.mark.parametrize(("name", "args", "kind", "message"), EXPECTED)
def test_per_call_functions_raise_as_documented(name, args, kind, message) -> None:
    assert raised(PER_CALL[name], *args) == (kind, message)


def test_per_call_functions_take_keywords() -> None:
    assert textgauge.measure(text="中", metric="utf8") == 3
    assert textgauge.measure("中", metric="utf8") == 3
    assert textgauge.width(text="①", ambiguous="wide") == 2
    assert textgauge.gb18030_length(text="€", edition=2000) == 2
    assert textgauge.emoji_count(text="©", policy="including-text-default") == 1
    numpy = pytest.importorskip("numpy")
    assert textgauge.gb18030_length("中", numpy.int16(2005)) == 2
    for args, kwargs in (((), {}), (("a",), {"text": "a"}), (("a",), {"bogus": 1}), (("a", "utf8", 3), {})):
        assert raised(textgauge.measure, *args, **kwargs)[0] is TypeError


SIGNATURES = {
    "measure": "(text, metric='characters')", "width": "(text, ambiguous='narrow')",
    "gb18030_length": "(text, edition=2022)", "emoji_count": "(text, policy='standard')",
}


def test_compiled_functions_have_signatures_and_examples() -> None:
    for name, signature in SIGNATURES.items():
        compiled = getattr(_native, name)
        assert getattr(textgauge, name) is compiled
        assert str(inspect.signature(compiled)) == signature, name
        assert ">>> " in compiled.__doc__ and "Raises" in compiled.__doc__, name


def test_one_binding_layer() -> None:
    """The package reaches the library through the extension alone: no ctypes."""
    from pathlib import Path

    assert _native.__file__.endswith(".so")
    package = Path(textgauge.__file__).parent
    assert not [path.name for path in package.glob("*.py") if "ctypes" in path.read_text(encoding="utf-8")]
    with pytest.raises(TypeError):
        _native.PolicyHandle()  # no handle from Python, nor from a raw pointer


def test_library_statuses_are_text_gauge_errors() -> None:
    # _errors.check is also what the extension calls on a status other than TG_OK.
    from textgauge import _errors

    for code, kind in ((1, textgauge.InvalidUTF8Error), (2, textgauge.ArgumentError), (3, textgauge.PolicyError),
                       (4, textgauge.TextGaugeError)):
        with pytest.raises(kind) as error:
            _errors.check(code)
        assert isinstance(error.value, textgauge.TextGaugeError) and error.value.code == code
    assert issubclass(textgauge.ArgumentError, ValueError)


def test_emoji_names_and_search_arguments() -> None:
    assert textgauge.emoji_name("👍", "zh_Hant_HK") == textgauge.emoji_name("👍", "zh-Hant")
    assert textgauge.emoji_name("👍👍") is None and textgauge.emoji_name("") is None
    assert raised(textgauge.emoji_name, b"x") == (TypeError, "emoji_name() argument 'emoji' must be str, not bytes")
    assert raised(textgauge.emoji_name, "👍", None) == (
        TypeError, "emoji_name() argument 'locale' must be str, not NoneType")
    kind, message = raised(textgauge.emoji_name, "👍", "fr")
    assert kind is ValueError and message.startswith("unknown emoji locale 'fr'; the emoji locales are en, zh")
    assert raised(textgauge.emoji_search, "a", "x\0")[0] is ValueError
    assert raised(textgauge.emoji_search, 3) == (TypeError, "emoji_search() argument 'query' must be str, not int")
    assert raised(textgauge.emoji_search, "a", None, 1) == (
        TypeError, "emoji_search() argument 'expand_skin_tones' must be bool, not int")
    assert raised(textgauge.emoji_search, "\ud800")[0] is UnicodeEncodeError
    tones = textgauge.emoji_search("thumbs up", "en", expand_skin_tones=True)
    assert tones[:2] == ["👍", "👍🏻"] and "👍🏻" not in textgauge.emoji_search("thumbs up", "en")
