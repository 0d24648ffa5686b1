// The Swift calls the C ABI wraps, timed as bench.c times them: the
// public API on a String (`TextMetric.measure`, `emojiCount()`), and per
// line of a file. Built against the release modules and libtextgauge
// (which holds TextGauge's code):
//   swiftc -O -static-stdlib Benchmarks/c/bench.swift -I .build/release/Modules -L .build/clib/lib -ltextgauge
import TextGauge

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

var sink = 0
let runs = 9
let calls = 2_000_000

func perCall(_ body: (String) -> Int, _ text: String) -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = now()
    for _ in 0..<calls { sink &+= body(text) }
    samples.append((now() - start) / Double(calls) * 1e9)
  }
  return samples.sorted()[runs / 2]
}

let width = TextMetric.displayWidth()
let gb = TextMetric.gb18030(.gb2022)
let texts = [("nickname (8 B)", "nick_123"), ("Chinese name (18 B)", "欧阳小明同学")]
for (name, text) in texts {
  for (function, body) in [
    ("width", { (s: String) in width.measure(s) }), ("gb18030", { (s: String) in gb.measure(s) }),
    ("emoji count", { (s: String) in s.emojiCount() }),
  ] {
    let ns = perCall(body, text)
    print("Swift \(name) \(function): \((ns * 10).rounded() / 10) ns")
  }
}
