// Times `AnnotatedEmoji.search` in a release build of the runtime's sources
// (see run.sh): per query the median of many calls, and the slowest query
// of a sweep over every kind of query up to 16 characters.
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

func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
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

// The sweep: every letter alone and with spaces; letter pairs and triples;
// random strings of up to 16 letters, with and without spaces between
// single letters; every tenth name and keyword of each locale, whole and
// cut to 16 scalars; their first characters' readings.
var random = UInt64(0x39)
func next() -> Int {
  random &+= 0x9E37_79B9_7F4A_7C15
  var z = random
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
}
let letters = Array("abcdefghijklmnopqrstuvwxyz")
var sweep: [String] = []
for letter in letters {
  sweep.append(String(letter))
  sweep.append(Array(repeating: String(letter), count: 8).joined(separator: " "))
  for other in letters { sweep.append("\(letter)\(other)"); sweep.append("\(letter) \(other)") }
}
for _ in 0..<400 {
  let length = 1 + next() % 16
  sweep.append(String((0..<length).map { _ in letters[next() % 26] }))
  let singles = 1 + next() % 8
  sweep.append((0..<singles).map { _ in String(letters[next() % 26]) }.joined(separator: " "))
}
for locale in EmojiLocale.supported {
  for (index, emoji) in AnnotatedEmoji.all.enumerated() where index % 10 == 0 {
    for key in [emoji.name(in: locale)] + emoji.keywords(in: locale).prefix(2) {
      sweep.append(String(String.UnicodeScalarView(key.unicodeScalars.prefix(16))))
    }
  }
}
var slowest: [(Double, String, String)] = []
var total = 0
for query in Set(sweep).sorted() {
  for locale in [nil] + EmojiLocale.supported.map(Optional.some) {
    let (time, _) = median(query, locale, runs: 11)
    total += 1
    slowest.append((time, query, locale?.identifier ?? "(none)"))
  }
}
slowest.sort { $0.0 > $1.0 }
print("\nsweep: \(total) query × locale pairs (\(Set(sweep).count) queries, every locale and none), median of 11 calls each; the 20 slowest, timed again with \(runs) calls:")
var again: [(Double, String, String, Int)] = []
for (_, query, identifier) in slowest.prefix(20) {
  let locale = identifier == "(none)" ? nil : try! EmojiLocale(identifier)
  let (time, count) = median(query, locale, runs: runs)
  again.append((time, query, identifier, count))
}
for (time, query, locale, count) in again.sorted(by: { $0.0 > $1.0 }) {
  print("  \(fmt(time)) µs  \(query.debugDescription) \(locale) (\(count) results)")
}
let sorted = slowest.map(\.0).sorted()
print("sweep median \(fmt(sorted[sorted.count / 2])) µs, 99th percentile \(fmt(sorted[sorted.count * 99 / 100])) µs")
