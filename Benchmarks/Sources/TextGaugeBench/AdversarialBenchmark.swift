import TextGauge
import TextGaugeInput

/// Times for the texts that the tests use to assert linear work
/// (Tests/TextGaugeTests/AdversarialInputTests.swift counts the work; this
/// reports how long it takes, release mode): a million of one hard unit, a
/// 100 MB line, and keystrokes at both ends of 100,000-Character fields.
enum AdversarialBenchmark {
  static let adversaries: [(String, String)] = [
    ("a million ZWJs", String(repeating: "\u{200D}", count: 1_000_000)),
    ("a million regional indicators", String(repeating: "\u{1F1E8}", count: 1_000_000)),
    ("a million VS16s", String(repeating: "\u{FE0F}", count: 1_000_000)),
    ("🏴 and a million tag characters", "\u{1F3F4}" + String(repeating: "\u{E0067}", count: 1_000_000)),
    ("a million skin tones", String(repeating: "\u{1F3FD}", count: 1_000_000)),
    ("e and a million combining marks", "e" + String(repeating: "\u{0301}", count: 1_000_000)),
    ("a million keycap bases with VS16", String(repeating: "1\u{FE0F}", count: 1_000_000)),
    ("a million emoji joined by ZWJ", "\u{1F468}" + String(repeating: "\u{200D}\u{1F469}", count: 1_000_000)),
    ("a million © joined by ZWJ", "\u{00A9}" + String(repeating: "\u{200D}\u{00A9}", count: 1_000_000)),
  ]

  /// The median of `rounds` timed calls, and the last answer.
  static func time(rounds: Int = 5, _ body: () -> Int) -> (seconds: Double, result: Int) {
    var samples: [Double] = []
    var result = 0
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      let start = clock.now
      result = opaque(body())
      samples.append((clock.now - start).seconds)
    }
    return (samples.sorted()[samples.count / 2], result)
  }

  static func run(quick: Bool) {
    let rounds = quick ? 1 : 5
    print("### Adversarial inputs\n")
    print("Median of \(rounds) calls each. The tests assert these are linear by counting work;")
    print("this is how long that work takes.\n")
    var table = MarkdownTable("text", "UTF-8 bytes", "emojiCount .standard", ".rendersAsEmoji", "GB18030.byteCount", "utf16 prefix(fitting: half)")
    for (name, text) in adversaries {
      let standard = time(rounds: rounds) { opaque(text).emojiCount(policy: .standard) }
      let renders = time(rounds: rounds) { opaque(text).emojiCount(policy: .rendersAsEmoji) }
      let gb = time(rounds: rounds) { GB18030.byteCount(of: opaque(text)) }
      let half = text.utf16.count / 2
      let prefix = time(rounds: rounds) { TextMetric.utf16.prefix(opaque(text), fitting: half).utf8.count }
      table.add([
        name, Format.integer(text.utf8.count), Format.seconds(standard.seconds), Format.seconds(renders.seconds),
        Format.seconds(gb.seconds), Format.seconds(prefix.seconds),
      ])
    }
    // The 100 MB line: a mixed pattern repeated, one String.
    let pattern = "中文abc😀 👨‍👩‍👧 🇨🇳🇨 1️⃣ e\u{301} ©™ 🏴󠁧󠁢󠁥󠁮󠁧󠁿 "
    let line = String(repeating: pattern, count: 100_000_000 / pattern.utf8.count)
    let lineStandard = time(rounds: rounds) { opaque(line).emojiCount() }
    let lineRenders = time(rounds: rounds) { opaque(line).emojiCount(policy: .rendersAsEmoji) }
    let lineGB = time(rounds: rounds) { GB18030.byteCount(of: opaque(line)) }
    let linePrefix = time(rounds: rounds) { TextMetric.utf16.prefix(opaque(line), fitting: line.utf8.count / 4).utf8.count }
    table.add([
      "a 100 MB line (mixed emoji, CJK, ASCII)", Format.integer(line.utf8.count), Format.seconds(lineStandard.seconds),
      Format.seconds(lineRenders.seconds), Format.seconds(lineGB.seconds), Format.seconds(linePrefix.seconds),
    ])
    print(table.text + "\n")

    var edits = MarkdownTable("field of 100,000 Characters", "type x at the start", "type x at the end", "diff mode, x at the end")
    let fields = [
      ("flags 🇨🇳", String(repeating: "\u{1F1E8}\u{1F1F3}", count: 100_000)),
      ("families 👨‍👩‍👧", String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: 100_000)),
      ("e with two combining marks", String(repeating: "e\u{0301}\u{0308}", count: 100_000)),
    ]
    let rules = InputRules(maxLength: 200_000, metric: .utf16, allowsEmoji: false)
    func code(_ decision: InputDecision) -> Int { decision.isAccepted ? 0 : decision.violations.count }
    for (name, field) in fields {
      let units = field.utf16.count
      let start = time(rounds: rounds) { code(rules.evaluate(opaque(field), replacingUTF16Location: 0, length: 0, with: "x")) }
      let end = time(rounds: rounds) { code(rules.evaluate(opaque(field), replacingUTF16Location: units, length: 0, with: "x")) }
      let diff = time(rounds: rounds) { code(rules.evaluateChange(from: opaque(field), to: field + "x")) }
      edits.add([name, Format.seconds(start.seconds), Format.seconds(end.seconds), Format.seconds(diff.seconds)])
    }
    print("Keystrokes with `InputRules(maxLength: 200_000, metric: .utf16, allowsEmoji: false)`. Diff mode")
    print("with the edit at the start is not timed: it is quadratic in a field of flags until issue 12 is fixed.\n")
    print(edits.text + "\n")
  }

  /// `TextMetric.weighted(.twitter)` on texts whose URL path was searched
  /// again after every parenthesised group (quadratic before), doubling
  /// from 25 KB to 400 KB and at 1 MB, and a `WeightedLength` of 80,000
  /// ranges (every pair was compared before).
  static func weightedLength(rounds: Int) {
    print("### Weighted length: URL paths with parentheses, many ranges\n")
    print("`TextMetric.weighted(.twitter).measure`, median of \(rounds) calls; each doubling should about")
    print("double the time.\n")
    var table = MarkdownTable("text", "25 KB", "50 KB", "100 KB", "200 KB", "400 KB", "1 MB")
    let shapes: [(String, String)] = [("`x.co/` + `(a)` × n", "(a)"), ("`x.co/` + `((a))` × n", "((a))")]
    for (name, unit) in shapes {
      var cells = [name]
      for kilobytes in [25, 50, 100, 200, 400, 1000] {
        let text = "x.co/" + String(repeating: unit, count: kilobytes * 1000 / unit.utf8.count)
        let measured = time(rounds: rounds) { TextMetric.weighted(.twitter).measure(opaque(text)) }
        cells.append(Format.seconds(measured.seconds))
      }
      table.add(cells)
    }
    print(table.text + "\n")
    var prefixes = MarkdownTable("text", "UTF-8 bytes", "`prefix(_:fitting: 280)`", "its Characters")
    let long: [(String, String)] = [
      ("`a.co` × 1,100 (one domain, no URL)", String(repeating: "a.co", count: 1100)),
      ("`a.co` × 25,000", String(repeating: "a.co", count: 25_000)),
      ("`a.co!` × 200,000", String(repeating: "a.co!", count: 200_000)),
      ("`中文字` × 110,000", String(repeating: "中文字", count: 110_000)),
      ("`hello world. ` × 75,000", String(repeating: "hello world. ", count: 75_000)),
    ]
    for (name, text) in long {
      let cut = time(rounds: rounds) { TextMetric.weighted(.twitter).prefix(opaque(text), fitting: 280).count }
      prefixes.add([name, Format.integer(text.utf8.count), Format.seconds(cut.seconds), Format.integer(cut.result)])
    }
    print(prefixes.text + "\n")
    let ranges = (0..<80_000).map { i -> WeightedLength.Range in
      let scalar = Unicode.Scalar(0x10000 + 2 * UInt32(i))!
      return WeightedLength.Range(scalar...scalar, weight: 1)
    }
    let made = time(rounds: rounds) { (try? WeightedLength(scale: 1, defaultWeight: 1, ranges: opaque(ranges)))?.ranges.count ?? 0 }
    print("`WeightedLength(scale: 1, defaultWeight: 1, ranges:)` with 80,000 disjoint ranges: \(Format.seconds(made.seconds)).\n")
  }
}
