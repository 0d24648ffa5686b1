"""Shared by the tests: the checkout, the vectors and the `textgauge` command."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def vectors() -> dict:
    return json.loads((ROOT / "Conformance" / "vectors.json").read_text(encoding="utf-8"))


def cli_path() -> str | None:
    """TEXTGAUGE_CLI, or the checkout's built command (release, then debug)."""
    given = os.environ.get("TEXTGAUGE_CLI")
    if given:
        return given
    for config in ("release", "debug"):
        candidate = ROOT / ".build" / config / "textgauge"
        if candidate.exists():
            return str(candidate)
    return shutil.which("textgauge")


@pytest.fixture(scope="session")
def cli() -> str:
    path = cli_path()
    if path is None:
        pytest.fail("no textgauge command: build it (swift build) or set TEXTGAUGE_CLI")
    return path
