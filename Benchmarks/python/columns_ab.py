"""Two builds of libtextgauge side by side: the width and utf8 columns through
ctypes on one pyarrow array's buffers, interleaved in one process with
wcwidth.wcswidth per row over the same str objects (wcwidth's caches emptied
before each run). Median MB/s of the messages' UTF-8 (line breaks not counted).

    python Benchmarks/python/columns_ab.py BEFORE.so AFTER.so [ROUNDS]
"""
import ctypes
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import wcwidth

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "examples"))
import chat_corpus  # noqa: E402

path = str(Path(tempfile.mkdtemp()) / "chat.txt")
chat_corpus.write(path, messages=100000, seed=37)
lines = open(path, encoding="utf-8").read().splitlines()
mb = sum(len(l.encode()) for l in lines) / 1e6
array = pa.array(lines, pa.string())
libs = {}
for name, so in (("before", sys.argv[1]), ("after", sys.argv[2])):
    lib = ctypes.CDLL(so)
    f = lib.tg_measure_column
    f.argtypes = (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t, ctypes.c_int,
                  ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t))
    f.restype = ctypes.c_int
    libs[name] = f
_, offsets, data = array.buffers()[:3]
def column(f, metric):
    out = np.empty(len(array), dtype=np.int64)
    err = ctypes.c_size_t()
    assert f(offsets.address, data.address, None, 0, len(array), metric, out.ctypes.data, ctypes.byref(err)) == 0
    return out
def wc():
    return [wcwidth.wcswidth(l) for l in lines]
assert (column(libs["before"], 7) == column(libs["after"], 7)).all()
times = {k: [] for k in ("before width", "after width", "before utf8", "after utf8", "wcwidth.wcswidth per row")}
for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 7):
    for name, f in libs.items():
        for metric, label in ((7, "width"), (3, "utf8")):
            t = time.perf_counter(); column(f, metric); times[f"{name} {label}"].append(time.perf_counter() - t)
    for fn in (wcwidth.wcwidth, wcwidth.wcswidth):
        getattr(fn, "cache_clear", lambda: None)()
    t = time.perf_counter(); wc(); times["wcwidth.wcswidth per row"].append(time.perf_counter() - t)
print(f"{len(lines)} messages, {mb:.2f} MB of UTF-8; wcswidth from {wcwidth.wcswidth.__module__}")
theirs = mb / statistics.median(times["wcwidth.wcswidth per row"])
for k, v in times.items():
    r = mb / statistics.median(v)
    print(f"  {k:28} {r:8.1f} MB/s  ({r / theirs:.2f}x wcwidth)")
