// Times `AnnotatedEmoji.search` in a release build of the runtime's sources
// (see run.sh): per query the median of many calls, and the worst cases of
// every kind of query up to 16 characters in every locale.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `value` with one decimal.
func fmt(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

@inline(never) func consume(_ value: Int) { if value == -1 { print(value) } }

/// The thread's CPU time, in nanoseconds: on a machine shared with other
/// builds a search of a millisecond is preempted more often than not, and
/// wall-clock medians then measure the load (set BENCH_WALL_CLOCK=1 for
/// them); CPU time counts only the search (and about a microsecond of the
/// clock's own system call).
let clock = getenv("BENCH_WALL_CLOCK") == nil ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(clock, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `runs` calls, in microseconds.
func median(_ query: String, _ locale: EmojiLocale?, runs: Int) -> (Double, Int) {
  var times: [UInt64] = []
  times.reserveCapacity(runs)
  var count = 0
  for _ in 0..<runs {
    let start = now()
    let result = AnnotatedEmoji.search(query, locale: locale)
    let end = now()
    count = result.count
    consume(count)
    times.append(end - start)
  }
  times.sort()
  return (Double(times[runs / 2]) / 1000, count)
}

let arguments = CommandLine.arguments
let yue = try! EmojiLocale("yue")
let zhHant = try! EmojiLocale("zh-Hant")

// `--searches N QUERY [LOCALE]`: only N searches of QUERY, for counting
// allocations under valgrind (run.sh's BENCH_BINARY keeps the binary): the
// difference between two counts over the difference of N is per search.
if arguments.count > 3, arguments[1] == "--searches" {
  let locale = arguments.count > 4 ? try! EmojiLocale(arguments[4]) : nil
  var found = 0
  for _ in 0..<Int(arguments[2])! { found += AnnotatedEmoji.search(arguments[3], locale: locale).count }
  consume(found)
  exit(0)
}
let runs = arguments.count > 1 ? Int(arguments[1])! : 101
// The package root (run.sh passes it), for the judged queries' file.
let root = arguments.count > 2 ? arguments[2] : "."

let named: [(String, EmojiLocale?)] = [
  ("笑", .chinese), ("开心", .chinese), ("開心", .chinese), ("笑哭了", .chinese), ("xiao", .chinese),
  ("kaixin", .chinese), ("kx", .chinese), ("kai心", .chinese), ("heart", .english), ("Thumbs", .english),
  ("cat", .english), ("a", .english), ("a b", .english), ("a b c d e f g h", .english), ("s h", .chinese),
  ("笑", zhHant), ("開心", yue), ("hoisam", yue), ("hoi1sam1", yue), ("hoi心", yue), ("hs", yue),
  ("笑", nil), ("xiao", nil), ("kx", nil), ("開心", nil), ("a", nil), ("a b", nil), ("a b c d e f g h", nil),
  // The slowest of the last sweeps: two letters in the Chinese locales, and
  // a skin tone's name, which some 2,000 keys of each Chinese locale hold.
  ("sh", .chinese), ("fu", .chinese), ("fu", yue), ("f u", yue), ("si", yue), ("s i", yue), ("s a", yue),
  ("z h", zhHant), ("中膚色", .chinese), ("中浅肤色", yue),
]
print("| query | locale | results | median µs |")
print("|---|---|---:|---:|")
for (query, locale) in named {
  let (time, count) = median(query, locale, runs: runs)
  print("| \(query) | \(locale?.identifier ?? "(none)") | \(count) | \(fmt(time)) |")
}

// The worst-case finder: every kind of query of up to 16 characters in
// every locale (and none), each timed by the median of `sweepRuns` calls;
// per kind and locale the 99th percentile and the slowest, then the 20
// slowest of all timed again with `runs` calls. Kinds: `letter` (a–z),
// `letters2` (every pair, `aa`–`zz`), `spaced` (every pair with a space,
// `a b`, and 300 seeded runs of 3–8 single letters with spaces), `han2`
// (every pair of adjacent CJK ideographs in a Chinese locale's names and
// keywords), `random` (2,000 seeded strings of 3–16 letters), `keys`
// (every fifth name and keyword of each locale, cut to 16 scalars) and
// `judged` (the queries of EmojiSearchRankingTests, read from its file).
var random = UInt64(0x39)
func next() -> Int {
  random &+= 0x9E37_79B9_7F4A_7C15
  var z = random
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
}
let letters = Array("abcdefghijklmnopqrstuvwxyz")
var kinds: [(String, [String])] = []
kinds.append(("letter", letters.map { String($0) }))
kinds.append(("letters2", letters.flatMap { first in letters.map { "\(first)\($0)" } }))
var spaced = letters.flatMap { first in letters.map { "\(first) \($0)" } }
for _ in 0..<300 {
  spaced.append((0..<(3 + next() % 6)).map { _ in String(letters[next() % 26]) }.joined(separator: " "))
}
kinds.append(("spaced", spaced))
func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
  (0x3400...0x4DBF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
}
var bigrams = Set<String>()
for locale in EmojiLocale.supported where locale != .english {
  for emoji in AnnotatedEmoji.all {
    for key in [emoji.name(in: locale)] + emoji.keywords(in: locale) {
      let scalars = Array(key.unicodeScalars)
      for index in scalars.indices.dropLast() where isIdeograph(scalars[index]) && isIdeograph(scalars[index + 1]) {
        bigrams.insert(String(String.UnicodeScalarView(scalars[index...index + 1])))
      }
    }
  }
}
kinds.append(("han2", bigrams.sorted()))
kinds.append(("random", (0..<2000).map { _ in String((0..<(3 + next() % 14)).map { _ in letters[next() % 26] }) }))
var keys = Set<String>()
for locale in EmojiLocale.supported {
  for (index, emoji) in AnnotatedEmoji.all.enumerated() where index % 5 == 0 {
    for key in [emoji.name(in: locale)] + emoji.keywords(in: locale) {
      keys.insert(String(String.UnicodeScalarView(key.unicodeScalars.prefix(16))))
    }
  }
}
kinds.append(("keys", keys.sorted()))
// The judged queries: `judge("kind", "query", …)` lines of the ranking test.
var judged: [String] = []
if let file = fopen(root + "/Tests/TextGaugeNamesTests/Search/EmojiSearchRankingTests.swift", "r") {
  var line: UnsafeMutablePointer<CChar>? = nil
  var capacity = 0
  while getline(&line, &capacity, file) > 0 {
    let text = String(cString: line!)
    let fields = text.split(separator: "\"", omittingEmptySubsequences: false)
    if fields.count > 3, fields[0].hasSuffix("judge(") { judged.append(String(fields[3])) }
  }
  fclose(file)
}
kinds.append(("judged", judged))

// BENCH_KINDS=letter,letters2: only those kinds; BENCH_LETTERS=1: only
// their queries of ASCII letters and spaces (the letter words among `keys`
// and `judged`); BENCH_LOCALES=none,zh: only those locales (`none`: no
// locale given).
if let names = getenv("BENCH_KINDS").map({ String(cString: $0).split(separator: ",").map(String.init) }) {
  kinds = kinds.filter { names.contains($0.0) }
}
if getenv("BENCH_LETTERS") != nil {
  kinds = kinds.map { kind, queries in
    (kind, queries.filter { $0.unicodeScalars.allSatisfy { $0 == " " || ("a"..."z").contains($0) } })
  }
}
let sweepRuns = 5
let wantedLocales = getenv("BENCH_LOCALES").map { String(cString: $0).split(separator: ",").map(String.init) }
let locales: [EmojiLocale?] = ([nil] + EmojiLocale.supported.map(Optional.some)).filter { locale in
  wantedLocales.map { $0.contains(locale?.identifier ?? "none") } ?? true
}
var slowest: [(Double, String, String)] = []
var all: [Double] = []
print("\nworst cases: per kind and locale, the median of \(sweepRuns) calls per query; p99 and max in µs (the slowest query)")
print("\n| kind | queries | locale | p99 µs | max µs | slowest |")
print("|---|---:|---|---:|---:|---|")
for (kind, queries) in kinds {
  for locale in locales {
    var times: [(Double, String)] = []
    for query in queries {
      let (time, _) = median(query, locale, runs: sweepRuns)
      times.append((time, query))
      slowest.append((time, query, locale?.identifier ?? "(none)"))
      all.append(time)
    }
    times.sort { $0.0 < $1.0 }
    let p99 = times[min(times.count - 1, times.count * 99 / 100)].0
    let (max, query) = times.last!
    print("| \(kind) | \(queries.count) | \(locale?.identifier ?? "(none)") | \(fmt(p99)) | \(fmt(max)) | \(query.debugDescription) |")
  }
}
slowest.sort { $0.0 > $1.0 }
print("\nall \(all.count) query × locale pairs; the 20 slowest, timed again with \(runs) calls:")
var again: [(Double, String, String, Int)] = []
for (_, query, identifier) in slowest.prefix(20) {
  let locale = identifier == "(none)" ? nil : try! EmojiLocale(identifier)
  let (time, count) = median(query, locale, runs: runs)
  again.append((time, query, identifier, count))
}
for (time, query, locale, count) in again.sorted(by: { $0.0 > $1.0 }) {
  print("  \(fmt(time)) µs  \(query.debugDescription) \(locale) (\(count) results)")
}
all.sort()
print("all: median \(fmt(all[all.count / 2])) µs, 99th percentile \(fmt(all[all.count * 99 / 100])) µs, max \(fmt(all.last!)) µs")
