import Foundation
import TextGauge

/// Runs every benchmark in one process and prints a markdown report: MB/s
/// per corpus, each method's count and allocations, TextGauge's ratio to
/// each peer measured in the same run, and the issue's targets met or missed.
///
///     textgauge-bench [--quick] [--bytes N] [--only SECTION]...
///
/// Sections: gb18030, emoji, iteration, scalars, prefix, keystroke.
@main
struct BenchmarkMain {
  static func main() {
    var plan = SamplingPlan()
    var corpusBytes = 1 << 20
    var sections: Set<String> = []
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--quick": plan = .quick
      case "--bytes":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { usage() }
        corpusBytes = value
      case "--only":
        guard let section = arguments.popFirst(), BenchmarkRun.sections.contains(section) else { usage() }
        sections.insert(section)
      default: usage()
      }
    }
    var run = BenchmarkRun(plan: plan, corpusBytes: corpusBytes)
    run.run(sections.isEmpty ? Set(BenchmarkRun.sections) : sections)
  }

  static func usage() -> Never {
    FileHandle.standardError.write(Data("usage: textgauge-bench [--quick] [--bytes N] [--only \(BenchmarkRun.sections.joined(separator: "|"))]...\n".utf8))
    exit(2)
  }
}

struct BenchmarkRun {
  let plan: SamplingPlan
  let corpora: [Corpus]
  var targets: [Target] = []
  /// Peers kept for the prototypes' ratios.
  var gb18030Peers: [MethodRow] = []
  var gb18030Reference: [Int]? = nil
  var emojiPeers: [MethodRow] = []

  init(plan: SamplingPlan, corpusBytes: Int) {
    self.plan = plan
    let clock = ContinuousClock()
    let start = clock.now
    corpora = Corpus.all(bytes: corpusBytes)
    let elapsed = (clock.now - start).seconds
    print("### Corpora\n")
    print("Generated from fixed SplitMix64 seeds in \(Format.seconds(elapsed)).")
    print("MB/s figures below are UTF-8 input bytes (10^6) per second, median of at least")
    print("\(plan.minimumSamples) timed calls (and \(plan.minimumSeconds) s) per method and corpus.\n")
    var table = MarkdownTable("corpus", "UTF-8 bytes", "Characters", "scalars", "UTF-16 units", "emoji inserted")
    for corpus in corpora {
      table.add([
        corpus.name, Format.integer(corpus.utf8Count), Format.integer(corpus.text.count),
        Format.integer(corpus.text.unicodeScalars.count), Format.integer(corpus.text.utf16.count),
        Format.integer(corpus.expectedEmoji),
      ])
    }
    print(table.text + "\n")
    if !mallocCounterWorks() {
      print("> warning: the malloc interposer is not active; allocation counts read 0.\n")
    }
  }

  static let sections = ["gb18030", "emoji", "iteration", "scalars", "prefix", "keystroke", "prototypes"]

  mutating func run(_ sections: Set<String>) {
    if sections.contains("gb18030") { gb18030() }
    if sections.contains("emoji") { emojiCounting() }
    if sections.contains("iteration") { iteration() }
    if sections.contains("scalars") { scalarLookups() }
    if sections.contains("prefix") { prefixFitting() }
    if sections.contains("keystroke") { keystroke() }
    printTargets()
    if sections.contains("prototypes") { prototypes() }
  }

  private func row(_ name: String, reference: [Int]? = nil, _ body: (Corpus) -> () -> Int) -> MethodRow {
    MethodRow(
      name: name,
      measurements: corpora.map { corpus in measure(units: corpus.utf8Count, plan: plan, body(corpus)) },
      reference: reference)
  }

  private func index(_ name: String) -> Int { corpora.firstIndex { $0.name == name }! }

  // MARK: GB18030

  mutating func gb18030() {
    let icu = GB18030Peers.ICUConverter()
    let utf16 = corpora.map { Array($0.text.utf16) }
    // What a Swift app pays: the String's UTF-16, then ICU.
    var icuFromString = row("ICU `ucnv_fromUChars` preflight, gb18030, from the String") { corpus in
      { icu.byteCount(Array(opaque(corpus.text).utf16)) }
    }
    icuFromString.shortName = "ICU from String"
    // ICU's best case: UTF-16 already at hand (converted outside the timing).
    let icuReady = MethodRow(
      name: "ICU `ucnv_fromUChars` preflight, gb18030, UTF-16 ready",
      measurements: corpora.indices.map { i in
        measure(units: corpora[i].utf8Count, plan: plan) { icu.byteCount(opaque(utf16[i])) }
      },
      shortName: "ICU UTF-16 ready")
    let reference = icuReady.measurements.map(\.result)
    let textGauge = row("TextGauge `GB18030.byteCount(of:)`", reference: reference) { corpus in
      { TextGaugeMethods.gb18030ByteCount(opaque(corpus.text)) }
    }
    var textGaugeBuffer = row("TextGauge `GB18030.byteCount(utf8:)` on the String's UTF-8 buffer", reference: reference) { corpus in
      { TextGaugeMethods.gb18030ByteCountOfUTF8Buffer(opaque(corpus.text)) }
    }
    textGaugeBuffer.shortName = "TextGauge utf8:"
    let foundation = row("Foundation `lengthOfBytes(using: GB18030)`", reference: reference) { corpus in
      { GB18030Peers.foundationByteCount(opaque(corpus.text)) }
    }
    let floor = row("byte-loop floor (counts scalar starts)") { corpus in
      { IterationFloors.byteLoop(opaque(corpus.text)) }
    }
    let table = ThroughputTable(
      title: "GB18030 byte count", corpora: corpora, rows: [textGauge, textGaugeBuffer, foundation, icuFromString, icuReady, floor])
    print(table.render(subject: textGauge, peers: [foundation, icuFromString, icuReady, floor]))

    gb18030Peers = [foundation, icuFromString, floor]
    gb18030Reference = reference
    let zh = index("Chinese"), en = index("English")
    let exact = textGauge.measurements.map(\.result) == reference
    let exactNote = exact ? "" : "counts differ from ICU's"
    targets.append(ratioTarget("GB18030: ≥ 10× Foundation, Chinese", textGauge, foundation, zh, 10, exact, exactNote))
    targets.append(ratioTarget("GB18030: ≥ 5× ICU (from the String), Chinese", textGauge, icuFromString, zh, 5, exact, exactNote))
    targets.append(
      ratioTarget("(stricter) GB18030: ≥ 5× ICU with UTF-16 ready, Chinese", textGauge, icuReady, zh, 5, exact, exactNote))
    targets.append(ratioTarget("GB18030: ≥ 20× Foundation, English", textGauge, foundation, en, 20, exact, exactNote))
    for i in corpora.indices {
      targets.append(
        ratioTarget("GB18030: within 2× of the byte loop, \(corpora[i].name)", textGauge, floor, i, 0.5, exact, exactNote))
    }
  }

  // MARK: Emoji counting

  mutating func emojiCounting() {
    let expected = corpora.map(\.expectedEmoji)
    let textGauge = row("TextGauge `emojiCount(policy: .standard)`", reference: expected) { corpus in
      { TextGaugeMethods.emojiCount(opaque(corpus.text)) }
    }
    let icu = row("ICU `u_stringHasBinaryProperty(RGI_Emoji)` per Character", reference: expected) { corpus in
      { EmojiCountPeers.icuRGIEmojiPerCharacter(opaque(corpus.text)) }
    }
    let ranges = row("hard-coded ranges (Objective-C snippet) per Character", reference: expected) { corpus in
      { EmojiCountPeers.hardCodedRangesPerCharacter(opaque(corpus.text)) }
    }
    let stackOverflow = row("StackOverflow `Character.isEmoji`", reference: expected) { corpus in
      { EmojiCountPeers.stackOverflowIsEmojiPerCharacter(opaque(corpus.text)) }
    }
    var table = ThroughputTable(
      title: "Emoji counting (expected counts: \(expected.map(Format.integer).joined(separator: " / ")))",
      corpora: corpora, rows: [textGauge, icu, ranges, stackOverflow])
    print(table.render(subject: textGauge, peers: [icu, ranges, stackOverflow]))
    table.rows = []
    emojiPeers = [icu, ranges]

    let exact = textGauge.measurements.map(\.result) == expected
    let note = exact ? "exact counts" : "TextGauge's counts differ from the inserted emoji"
    let zh = index("Chinese"), en = index("English"), chat = index("Emoji chat")
    targets.append(ratioTarget("Emoji count: ≥ 20× ICU per Character, Chinese", textGauge, icu, zh, 20, exact, note))
    targets.append(ratioTarget("Emoji count: ≥ 50× ICU per Character, English", textGauge, icu, en, 50, exact, note))
    targets.append(ratioTarget("Emoji count: ≥ 5× ICU per Character, Emoji chat", textGauge, icu, chat, 5, exact, note))
    for i in corpora.indices {
      targets.append(
        ratioTarget(
          "Emoji count: faster than hard-coded ranges, exact, \(corpora[i].name)", textGauge, ranges, i, 1.0,
          textGauge.measurements[i].result == expected[i], note))
    }
  }

  // MARK: Iteration costs

  func iteration() {
    let sum = row("byte sum over contiguous UTF-8 (vectorized)") { corpus in
      { IterationFloors.byteSum(opaque(corpus.text)) }
    }
    let bytes = row("byte loop counting scalar starts (the floor)") { corpus in
      { IterationFloors.byteLoop(opaque(corpus.text)) }
    }
    let scalars = row("`for _ in text.unicodeScalars`") { corpus in
      { IterationFloors.unicodeScalars(opaque(corpus.text)) }
    }
    let characters = row("`for _ in text` (Characters)") { corpus in
      { IterationFloors.characters(opaque(corpus.text)) }
    }
    let table = ThroughputTable(title: "Iteration alone", corpora: corpora, rows: [sum, bytes, scalars, characters])
    print(table.render(subject: bytes, peers: []))
  }

  // MARK: Scalar properties

  mutating func scalarLookups() {
    let scalars = ScalarPropertyLookups.scalarCount
    let limit: UInt32 = 0x110000
    func lookups(_ body: @escaping (UInt32) -> Int) -> Measurement {
      measure(units: scalars, plan: plan) { body(opaque(limit)) }
    }
    let rows: [(String, Measurement)] = [
      ("TextGauge `emojiProperties.isEmoji`", lookups(ScalarPropertyLookups.textGaugeIsEmoji)),
      ("stdlib `properties.isEmoji`", lookups(ScalarPropertyLookups.stdlibIsEmoji)),
      ("TextGauge `emojiProperties`, four properties", lookups(ScalarPropertyLookups.textGaugeFourProperties)),
      ("stdlib `properties`, four properties", lookups(ScalarPropertyLookups.stdlibFourProperties)),
    ]
    var table = MarkdownTable("method (all 1,112,064 scalars)", "M scalars/s", "time per pass", "count", "allocs/call")
    for (name, measurement) in rows {
      table.add([
        name, String(format: "%.0f", measurement.throughput / 1e6), Format.seconds(measurement.seconds),
        Format.integer(measurement.result), measurement.allocationCell,
      ])
    }
    let single = rows[0].1.throughput / rows[1].1.throughput
    let four = rows[2].1.throughput / rows[3].1.throughput
    table.add(["*TextGauge ÷ stdlib, isEmoji*", Format.ratio(single), "", "", ""])
    table.add(["*TextGauge ÷ stdlib, four properties*", Format.ratio(four), "", "", ""])
    print("### Scalar property lookups over every code point\n")
    print("Counts differ where the standard library's Unicode version differs from")
    print("TextGauge's Emoji \(EmojiProperties.unicodeVersion.major).\(EmojiProperties.unicodeVersion.minor) tables.\n")
    print(table.text + "\n")
    targets.append(Target(description: "Scalar lookups: ≥ stdlib, isEmoji", measured: single, required: 1))
    targets.append(Target(description: "Scalar lookups: ≥ stdlib, four properties", measured: four, required: 1))
  }

  // MARK: prefix(fitting:)

  mutating func prefixFitting() {
    let chinese = corpora[index("Chinese")]
    // One GB18030 byte short of the whole text: the prefix has to walk all
    // of it and stop before the last Character.
    let budget = TextGaugeMethods.measureGB18030(chinese.text) - 1
    let prefix = measure(units: chinese.utf8Count, plan: plan) {
      TextGaugeMethods.prefixFitting(opaque(chinese.text), budget: budget)
    }
    let characters = measure(units: chinese.utf8Count, plan: plan) {
      IterationFloors.characters(opaque(chinese.text))
    }
    var table = MarkdownTable("method (Chinese corpus)", "MB/s", "count", "allocs/call")
    table.add([
      "TextGauge `TextMetric.gb18030(.gb2022).prefix(_:fitting:)`, budget = whole text − 1",
      Format.megabytesPerSecond(prefix.throughput), "\(Format.integer(prefix.result)) UTF-8 bytes",
      prefix.allocationCell,
    ])
    table.add([
      "`for _ in text` (Characters)", Format.megabytesPerSecond(characters.throughput),
      "\(Format.integer(characters.result)) Characters", characters.allocationCell,
    ])
    let ratio = prefix.throughput / characters.throughput
    table.add(["*prefix ÷ Character iteration*", Format.ratio(ratio), "", ""])
    print("### `prefix(_:fitting:)`\n")
    print(table.text + "\n")
    let lastCharacter = chinese.text.last.map { $0.utf8.count } ?? 0
    let correct = prefix.result == chinese.utf8Count - lastCharacter
    targets.append(
      Target(
        description: "prefix(fitting:): ≥ Character iteration, Chinese", measured: ratio, required: 1,
        correct: correct, note: correct ? "" : "prefix length is not the text minus its last Character"))
  }

  // MARK: Input engine

  mutating func keystroke() {
    InputEngineBenchmark.run(corpus: corpora[index("Chinese")], plan: plan, targets: &targets)
  }

  // MARK: Prototypes

  func prototypes() {
    var gb18030 = row("prototype: GB18030 count with an 8 KB BMP bitmap", reference: gb18030Reference) { corpus in
      { Prototypes.gb18030ByteCount(opaque(corpus.text)) }
    }
    gb18030.shortName = "bitmap"
    var candidates = row("prototype: emoji candidate-start scan (8 KB bitmap, ASCII 7 bytes at a time)") { corpus in
      { Prototypes.emojiCandidateStarts(opaque(corpus.text)) }
    }
    candidates.shortName = "candidate scan"
    print("### What would close the gaps: prototypes (not TextGauge code)\n")
    print("Sketches of the changes RESULTS.md proposes, measured in this run. The candidate scan")
    print("is only the part of an emoji count that runs over text without emoji; its count is")
    print("the number of positions a full scanner would then examine.\n")
    print(ThroughputTable(title: "GB18030 with a bitmap", corpora: corpora, rows: [gb18030])
      .render(subject: gb18030, peers: gb18030Peers))
    print(ThroughputTable(title: "Emoji candidate scan", corpora: corpora, rows: [candidates])
      .render(subject: candidates, peers: emojiPeers))
  }

  // MARK: Targets

  private func ratioTarget(
    _ description: String, _ subject: MethodRow, _ peer: MethodRow, _ corpus: Int, _ required: Double,
    _ correct: Bool, _ note: String
  ) -> Target {
    Target(
      description: description,
      measured: subject.measurements[corpus].throughput / peer.measurements[corpus].throughput,
      required: required, correct: correct, note: note)
  }

  func printTargets() {
    var table = MarkdownTable("target (ratios within this run)", "measured", "required", "verdict", "note")
    for target in targets { table.add(target.cells) }
    let met = targets.filter(\.isMet).count
    print("### Targets: \(met) of \(targets.count) met\n")
    print(table.text)
  }
}
