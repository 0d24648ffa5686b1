"""Builds libtextgauge into the package: the wheel carries the shared
library (the Swift runtime linked in), so it installs and runs where no
Swift toolchain is.

The library comes from, in order: TEXTGAUGE_CLIB (a built
libtextgauge.so.N; a relative path is taken from the checkout's root, where
the documented commands run, then from this folder), or
Scripts/build-clib.sh of the checkout this folder is in (needs the Swift
toolchain). The wheel also carries the valgrind suppressions of the Swift
runtime inside the library (Docs/C.md), as textgauge/swift-runtime.supp.
"""
import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ABI = 1
HERE = Path(__file__).resolve().parent
LIBRARY = f"libtextgauge.so.{ABI}"
SUPPRESSIONS = "swift-runtime.supp"


@functools.lru_cache(maxsize=None)
def built_library() -> Path:
    given = os.environ.get("TEXTGAUGE_CLIB")
    root = HERE.parent
    if given:
        # pip builds from a copy or from this folder, never from the folder
        # the command was typed in: a relative path is the checkout's.
        candidates = [Path(given)] if Path(given).is_absolute() else [root / given, HERE / given]
        for candidate in candidates:
            if candidate.is_file():
                return candidate
        raise SystemExit(
            f"textgauge: TEXTGAUGE_CLIB={given}: no such file (looked at "
            + ", ".join(str(c) for c in candidates) + "); build it with Scripts/build-clib.sh"
        )
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
        suppressions = HERE.parent / "Tests" / "C" / SUPPRESSIONS
        if suppressions.exists():
            shutil.copy2(suppressions, target.parent / SUPPRESSIONS)


def header_folder() -> Path:
    """textgauge.h: beside the built library (Scripts/build-clib.sh's
    include/), or the checkout's."""
    beside = built_library().parent.parent / "include"
    return beside if (beside / "textgauge.h").exists() else HERE.parent / "Sources" / "CTextGauge" / "include"


class BuildAgainstLibrary(build_ext):
    # _native links the bundled library by its soname and finds it beside
    # itself at run time ($ORIGIN).
    def build_extension(self, extension: Extension) -> None:
        extension.include_dirs.append(str(header_folder()))
        extension.extra_objects.append(str(built_library()))
        super().build_extension(extension)


# The stable ABI of CPython 3.10 (_native.c uses nothing else): one
# cp310-abi3 wheel for every CPython from 3.10 on. Built on 3.9, the
# extension is that version's own.
LIMITED_API = sys.version_info >= (3, 10)

native = Extension(
    "textgauge._native", ["textgauge/_native.c"], extra_link_args=["-Wl,-rpath,$ORIGIN"],
    extra_compile_args=["-O2", "-Wall", "-Wextra", "-Wno-missing-field-initializers"], py_limited_api=LIMITED_API,
    define_macros=[("Py_LIMITED_API", "0x030A0000")] if LIMITED_API else [],
)

setup(
    cmdclass={"build_py": BuildWithLibrary, "build_ext": BuildAgainstLibrary},
    ext_modules=[native],
    options={"bdist_wheel": {"py_limited_api": "cp310"}} if LIMITED_API else {},
)
