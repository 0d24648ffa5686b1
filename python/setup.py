"""Builds libtextgauge into the package: the wheel carries the shared
library (the Swift runtime linked in), so it installs and runs where no
Swift toolchain is.

The library comes from, in order: TEXTGAUGE_CLIB (a built
libtextgauge.so.N), or Scripts/build-clib.sh of the checkout this folder is
in (needs the Swift toolchain).
"""
import os
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

ABI = 1
HERE = Path(__file__).resolve().parent
LIBRARY = f"libtextgauge.so.{ABI}"


def built_library() -> Path:
    given = os.environ.get("TEXTGAUGE_CLIB")
    if given:
        return Path(given)
    root = HERE.parent
    script = root / "Scripts" / "build-clib.sh"
    if not script.exists():
        raise SystemExit(
            "textgauge: no TextGauge checkout above this folder to build libtextgauge from; "
            "set TEXTGAUGE_CLIB to a built libtextgauge.so.1 (Scripts/build-clib.sh)"
        )
    out = root / ".build" / "clib"
    subprocess.run([str(script), str(out)], check=True)
    return out / "lib" / LIBRARY


class BuildWithLibrary(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "textgauge" / LIBRARY
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built_library(), target)


class BinaryDistribution(Distribution):
    # The wheel holds a native library: tag it for the platform, not "any".
    def has_ext_modules(self) -> bool:
        return True


setup(cmdclass={"build_py": BuildWithLibrary}, distclass=BinaryDistribution)
