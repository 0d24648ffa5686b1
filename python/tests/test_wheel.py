"""The wheel in a fresh virtualenv, on a machine where no Swift toolchain
can be found: /opt/swift (the toolchain here) hidden by an empty tmpfs in a
private mount namespace (`unshare -m`). TEXTGAUGE_WHEEL names the wheel
(CI builds it with `pip wheel`); without it, or without unshare rights, the
test fails rather than passing silently unless TEXTGAUGE_WHEEL_OPTIONAL=1."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

TOOLCHAIN = os.environ.get("TEXTGAUGE_TOOLCHAIN_DIR", "/opt/swift")
PROGRAM = """
import shutil, textgauge
assert shutil.which("swift") is None and shutil.which("swiftc") is None, "a Swift toolchain is visible"
assert textgauge.width("中a") == 3
assert textgauge.measure("中文abc😀", "gb18030") == 11
assert [m.name for m in textgauge.emoji_matches("ok 👍🏽")] == ["thumbs up: medium skin tone"]
assert textgauge.Policy.preset("x").check("hello") == []
assert textgauge.measure_column(["中a", "😀"], "width").tolist() == [3, 2]
print("wheel without toolchain: ok", textgauge.library_version(), textgauge.unicode_version())
"""


def test_wheel_runs_without_the_toolchain(tmp_path: Path) -> None:
    wheel = os.environ.get("TEXTGAUGE_WHEEL")
    if not wheel:
        if os.environ.get("TEXTGAUGE_WHEEL_OPTIONAL") == "1":
            pytest.skip("SKIPPED: TEXTGAUGE_WHEEL not set (pip wheel ./python, then point it at the .whl)")
        pytest.fail("TEXTGAUGE_WHEEL is not set: build the wheel (pip wheel ./python) and name it")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    # numpy from the pip cache or PyPI; the wheel itself from the file.
    subprocess.run([*pip, wheel], check=True)
    path = "/usr/local/bin:/usr/bin:/bin"
    script = f"mount -t tmpfs none {TOOLCHAIN} && PATH={path} {venv}/bin/python -c '{PROGRAM}'"
    command = ["unshare", "-m", "sh", "-c", script]
    if os.geteuid() != 0:
        command = ["unshare", "-r", "-m", "sh", "-c", script]
    if shutil.which("unshare") is None:
        pytest.fail("no unshare: cannot hide the toolchain")
    result = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "wheel without toolchain: ok" in result.stdout


def test_wheel_carries_the_library_and_its_valgrind_suppressions() -> None:
    """The wheel PyPI would take: a manylinux tag, the library inside it
    exporting tg_* alone (checked by Scripts/build-clib.sh), and the
    suppressions Docs/C.md tells valgrind users to pass."""
    wheel = os.environ.get("TEXTGAUGE_WHEEL")
    if not wheel:
        if os.environ.get("TEXTGAUGE_WHEEL_OPTIONAL") == "1":
            pytest.skip("SKIPPED: TEXTGAUGE_WHEEL not set")
        pytest.fail("TEXTGAUGE_WHEEL is not set: build the wheel (pip wheel ./python) and name it")
    assert "manylinux_2_34_x86_64" in Path(wheel).name
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"textgauge/libtextgauge.so.1", "textgauge/swift-runtime.supp", "textgauge/py.typed"} <= names
