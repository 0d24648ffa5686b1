"""The live page and the text-field limiter in headless Chromium, as users
meet them (issue #49): typing, an IME composition sent through the
browser's own input machinery (DevTools' Input.imeSetComposition and
Input.insertText), a paste (the clipboard and Ctrl+V), deletion; the
field's value and caret checked against the Swift engine's decision for
the same edit (tg_policy_edit of the native libtextgauge, through ctypes:
fine in a test, never in the package), the displayed counts and verdicts
against the `textgauge` command. Writes a screenshot for a reviewer.

    Scripts/test-web.sh        (builds what it needs, then runs this)

Environment: TEXTGAUGE_CLI (the command), TEXTGAUGE_CLIB (libtextgauge.so.1),
TEXTGAUGE_SCREENSHOT (the PNG to write), CHROMEDRIVER (default
/usr/bin/chromedriver).
"""
from __future__ import annotations

import ctypes
import functools
import http.server
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[3]
CLI = os.environ.get("TEXTGAUGE_CLI", str(ROOT / ".build/debug/textgauge"))
CLIB = os.environ.get("TEXTGAUGE_CLIB", str(ROOT / ".build/clib/lib/libtextgauge.so.1"))
SCREENSHOT = Path(os.environ.get("TEXTGAUGE_SCREENSHOT", str(ROOT / ".build/web/page.png")))

failures: list[str] = []
checks = 0


def check(condition: bool, what: str) -> None:
    global checks
    checks += 1
    if not condition:
        failures.append(what)
        print(f"FAIL {what}", file=sys.stderr)


# ---- The Swift engine, natively ----------------------------------------------


class Violation(ctypes.Structure):
    _fields_ = [("rule", ctypes.c_char_p), ("kind", ctypes.c_char_p), ("message", ctypes.c_char_p),
                ("offset_utf8", ctypes.c_size_t), ("offset_utf16", ctypes.c_size_t),
                ("offset_scalars", ctypes.c_size_t), ("offset_characters", ctypes.c_size_t)]


class Edit(ctypes.Structure):
    _fields_ = [("decision", ctypes.c_int), ("text", ctypes.c_void_p), ("text_length", ctypes.c_size_t),
                ("caret_utf16", ctypes.c_size_t), ("violations", ctypes.POINTER(Violation)),
                ("violation_count", ctypes.c_size_t)]


lib = ctypes.CDLL(CLIB)
lib.tg_policy_preset.argtypes = [ctypes.c_char_p, ctypes.c_int64, ctypes.POINTER(ctypes.c_void_p),
                                 ctypes.POINTER(ctypes.c_char_p)]
lib.tg_policy_edit.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t,
                               ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int, ctypes.POINTER(Edit)]
lib.tg_edit_free.argtypes = [ctypes.POINTER(Edit)]
DECISIONS = {0: "accept", 1: "reject", 2: "adjusted"}  # tg_edit_decision, checked against the header below
header = (ROOT / "Sources/CTextGauge/include/textgauge.h").read_text()
assert all(f"TG_EDIT_{name.upper()} = {value}" in header for value, name in DECISIONS.items()), "tg_edit_decision changed"


@functools.cache
def native_policy(name: str, maximum: int) -> int:
    handle = ctypes.c_void_p()
    assert lib.tg_policy_preset(name.encode(), maximum, ctypes.byref(handle), None) == 0, name
    return handle.value


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def engine(policy: tuple[str, int], text: str, start: int, length: int, replacement: str) -> dict:
    """The Swift engine's decision for an edit, and the text and caret it leaves."""
    out = Edit()
    raw, new = text.encode(), replacement.encode()
    status = lib.tg_policy_edit(native_policy(*policy), raw, len(raw), start, length, new, len(new), 0, ctypes.byref(out))
    assert status == 0, status
    try:
        decision = DECISIONS[out.decision]
        units = text.encode("utf-16-le")
        if decision == "accept":
            result = (units[:2 * start] + replacement.encode("utf-16-le") + units[2 * (start + length):]).decode("utf-16-le")
        elif decision == "adjusted":
            result = ctypes.string_at(out.text, out.text_length).decode()
        else:
            result = text
        kinds = [out.violations[i].kind.decode() for i in range(out.violation_count)]
        return {"decision": decision, "text": result, "caret": out.caret_utf16, "kinds": kinds}
    finally:
        lib.tg_edit_free(ctypes.byref(out))


# ---- The command ---------------------------------------------------------------

CLI_METRIC = {  # the page's metric names (the vocabulary's variants) as the command's options
    "gb18030-2005": ["--metric", "gb18030", "--edition", "2005"],
    "gb18030-2000": ["--metric", "gb18030", "--edition", "2000"],
    "width-wide": ["--metric", "width", "--ambiguous", "wide"],
}


def cli_measure(text: str, metric: str) -> int:
    options = CLI_METRIC.get(metric, ["--metric", metric])
    out = subprocess.run([CLI, "measure", *options, "--", text], capture_output=True, text=True, check=True)
    return int(out.stdout)


def cli_check(text: str, preset: str, maximum: int | None = None) -> dict:
    options = ["--policy", preset] + (["--max", str(maximum)] if maximum is not None else [])
    out = subprocess.run([CLI, "check", *options, "--json", "--", text], capture_output=True, text=True)
    assert out.returncode in (0, 1), out.stderr
    return json.loads(out.stdout)


# ---- The page ------------------------------------------------------------------


def serve() -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(QuietHandler, directory=str(ROOT / "js"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/demo/index.html"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".js": "text/javascript"}

    def log_message(self, *args) -> None:
        pass


def browser() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1500",
                     "--lang=en-US", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def field_state(driver) -> dict:
    return driver.execute_script(
        "const f = document.getElementById('field');"
        "return {value: f.value, start: f.selectionStart, end: f.selectionEnd,"
        " counts: Object.fromEntries([...document.querySelectorAll('#counts [data-metric]')]"
        "   .map((s) => [s.dataset.metric, Number(s.dataset.value)]))}")


def choose_policy(driver, name: str, maximum: int = 20) -> None:
    driver.execute_script(
        "const m = document.getElementById('maximum'); m.value = arguments[1];"
        "const s = document.getElementById('policy'); s.value = arguments[0];"
        "s.dispatchEvent(new Event('change'));", name, str(maximum))


def clear_field(driver) -> None:
    driver.execute_script("const f = document.getElementById('field'); f.value = ''; f.focus();"
                          "f.dispatchEvent(new Event('input'));")


def ime(driver, steps: list[str], commit: str) -> list[str]:
    """Composes `steps` (the marked text as it grows) then commits `commit`,
    through DevTools' input domain: the browser's own IME path, with its
    composition events. Returns the field's value after each step."""
    seen = []
    for step in steps:
        driver.execute_cdp_cmd("Input.imeSetComposition",
                               {"text": step, "selectionStart": len(step), "selectionEnd": len(step)})
        seen.append(field_state(driver)["value"])
    driver.execute_cdp_cmd("Input.insertText", {"text": commit})
    return seen


def expect_field(driver, label: str, policy: tuple[str, int], before: str, start: int, length: int,
                 replacement: str) -> dict:
    """Checks the field against the engine's decision for the edit, and its displayed counts against the command."""
    want = engine(policy, before, start, length, replacement)
    state = field_state(driver)
    check(state["value"] == want["text"], f"{label}: value {state['value']!r}, the engine says {want['text']!r}")
    if want["decision"] != "reject":
        check(state["start"] == state["end"] == want["caret"],
              f"{label}: caret {state['start']}-{state['end']}, the engine says {want['caret']}")
    for metric, shown in state["counts"].items():
        check(shown == cli_measure(state["value"], metric), f"{label}: {metric} shown {shown}")
    print(f"ok {label}: {want['decision']} {want['kinds']}, caret {want['caret']}, counts {state['counts']}")
    return want


def main() -> int:
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    server, url = serve()
    driver = browser()
    try:
        driver.get(url)
        WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(errors == [], f"console errors: {errors}")

        # -- The analysed text: every metric and verdict against the command.
        analysed = driver.find_element(By.ID, "text")
        analysed.clear()
        analysed.send_keys("Hi 你好 ")
        driver.execute_cdp_cmd("Input.insertText", {"text": "👍🏽🇨🇳 ①" + "长" * 140})
        text = driver.execute_script("return document.getElementById('text').value")
        shown = driver.execute_script(
            "return Object.fromEntries([...document.querySelectorAll('#metrics tr')]"
            ".map((r) => [r.dataset.metric, Number(r.cells[1].textContent)]))")
        check(len(shown) == 11, f"metrics shown: {sorted(shown)}")
        for metric, value in shown.items():
            check(value == cli_measure(text, metric), f"metric {metric}: shown {value}, textgauge {cli_measure(text, metric)}")
        verdicts = driver.execute_script(
            "return [...document.querySelectorAll('#verdicts tr')].map((r) => ({policy: r.dataset.policy,"
            " violations: Number(r.dataset.violations), first: r.dataset.first ?? null,"
            " marked: r.querySelector('mark')?.textContent ?? null}))")
        for verdict in verdicts:
            maximum = 20 if verdict["policy"] == "gb18030" else None
            answer = cli_check(text, verdict["policy"], maximum)
            check(verdict["violations"] == len(answer["violations"]), f"verdict {verdict} vs {answer}")
            if answer["violations"]:
                start = answer["violations"][0]["offset"]["utf16"]
                check(verdict["first"] is not None and int(verdict["first"].split(":")[0]) == start,
                      f"{verdict['policy']}: first offence at {verdict['first']}, textgauge says {start}")
                check(verdict["marked"] is not None and verdict["marked"] != "", f"{verdict['policy']}: nothing marked")
        print(f"ok analysed text: 11 metrics, {len(verdicts)} verdicts as textgauge gives them")
        emoji = driver.execute_script(
            "return [...document.querySelectorAll('#emoji tbody tr')].map((r) => [...r.cells].map((c) => c.textContent))")
        check([row[0] for row in emoji] == ["👍🏽", "🇨🇳"], f"emoji found: {emoji}")
        check(emoji and emoji[0][1] == "thumbs up: medium skin tone" and emoji[0][2] != "—", f"emoji names: {emoji}")
        search = driver.find_element(By.ID, "query")
        search.clear()
        search.send_keys("kaixin")
        results = driver.execute_script("return [...document.querySelectorAll('#results li')].map((l) => l.dataset.emoji)")
        check(len(results) > 0, "pinyin search kaixin found nothing")
        print(f"ok emoji: {emoji}; kaixin → {''.join(results[:8])}")

        # -- The limited field under x (280 weighted): typing, IME, paste, deletion.
        x = ("x", -1)
        choose_policy(driver, "x")
        field = driver.find_element(By.ID, "field")
        clear_field(driver)
        field.send_keys("Hello ")
        expect_field(driver, "x: typed ASCII", x, "Hello", 5, 0, " ")
        before = field_state(driver)["value"]
        composing = ime(driver, ["n", "ni", "nih", "niha", "nihao"], "你好")
        check(composing[-1] == before + "nihao", f"x: the composition is shown as composed: {composing}")
        expect_field(driver, "x: IME 你好 committed", x, before, len(before), 0, "你好")
        # A paste over the limit, with emoji: through the clipboard and Ctrl+V.
        paste = "Paste 😀 emoji and 中文, " * 20
        before = field_state(driver)["value"]
        driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": url.split("/demo/")[0], "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.clipboard.writeText(arguments[0]).then(() => done(true), (e) => done(String(e)));", paste)
        field.send_keys(Keys.CONTROL, "v")
        got = expect_field(driver, "x: paste cut to 280", x, before, utf16_len(before), 0, paste)
        check(got["decision"] == "adjusted", f"x: the paste was not cut: {got['decision']}")
        check(cli_check(field_state(driver)["value"], "x")["ok"], "x: the field holds text x refuses")
        check(driver.execute_script("return window.textgaugeDemo.log.some((e) => e.event === 'reject')"),
              "x: the cut was not reported")
        # Deletion: Backspace twice, each judged from the browser's change.
        for count in (1, 2):
            before = field_state(driver)["value"]
            field.send_keys(Keys.BACKSPACE)
            after = field_state(driver)["value"]
            removed = utf16_len(before) - utf16_len(after)
            check(before.startswith(after) and removed > 0, f"x: backspace {count} removed nothing")
            expect_field(driver, f"x: backspace {count}", x, before, utf16_len(after), removed, "")

        # -- gb18030 at most 20 bytes: a composition over the limit is shown
        # whole while composed, and cut on a Character boundary when committed.
        gb = ("gb18030", 20)
        choose_policy(driver, "gb18030", 20)
        clear_field(driver)
        driver.execute_cdp_cmd("Input.insertText", {"text": "中文中文中文中文"})
        expect_field(driver, "gb18030: 16 bytes typed", gb, "", 0, 0, "中文中文中文中文")
        before = field_state(driver)["value"]
        composing = ime(driver, ["ni", "nihao", "nihaoma"], "你好吗")
        check(composing[-1] == before + "nihaoma", f"gb18030: the composition was cut while composed: {composing}")
        got = expect_field(driver, "gb18030: IME 你好吗 committed over the limit", gb, before, len(before), 0, "你好吗")
        check(got["decision"] == "adjusted" and field_state(driver)["value"] == before + "你好",
              f"gb18030: the commit was not cut to 你好: {field_state(driver)['value']!r}")
        before = field_state(driver)["value"]
        field.send_keys("a")
        got = expect_field(driver, "gb18030: typing at the limit", gb, before, len(before), 0, "a")
        check(got["decision"] == "reject", f"gb18030: a 21st byte was {got['decision']}")

        # -- mysql-utf8mb3: an emoji (4 bytes in UTF-8) is refused, text kept.
        mysql = ("mysql-utf8mb3", -1)
        choose_policy(driver, "mysql-utf8mb3")
        clear_field(driver)
        field.send_keys("ok ")
        driver.execute_cdp_cmd("Input.insertText", {"text": "😀"})
        got = expect_field(driver, "mysql-utf8mb3: emoji refused", mysql, "ok ", 3, 0, "😀")
        check(got["decision"] == "reject", f"mysql-utf8mb3: the emoji was {got['decision']}")

        # The page as a reviewer sees it: x again, with the cut paste.
        choose_policy(driver, "x")
        clear_field(driver)
        field.send_keys("Typed, then ")
        ime(driver, ["zhongwen"], "中文")
        driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.clipboard.writeText(arguments[0]).then(() => done(true));", paste)
        field.send_keys(Keys.CONTROL, "v")
        driver.execute_script("document.getElementById('field').blur()")
        driver.save_screenshot(str(SCREENSHOT))
        print(f"screenshot: {SCREENSHOT}")
    finally:
        driver.quit()
        server.shutdown()
    print(f"{checks} checks, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
