import Foundation
import TextGauge

/// Runs every benchmark in one process and prints a markdown report: MB/s
/// per corpus, each method's count and allocations, TextGauge's ratio to
/// each peer measured in the same run, and the issue's targets met or missed.
///
///     textgauge-bench [--quick] [--bytes N] [--only SECTION]...
///     textgauge-bench [--bytes N] --write-corpora FOLDER
///     textgauge-bench [--bytes N] --write-script-corpora FOLDER   (one per writing system)
///     textgauge-bench --once METHOD FILE [TIMES]   (for callgrind; see InstructionCount)
///     textgauge-bench --percall-loop METHOD TEXT TIMES, --lines-loop METHOD FILE TIMES
///                                                  (for callgrind; see PerCallBenchmark)
///     textgauge-bench --rates METHOD FILE [ROUNDS]  (MB/s per line, direct and through a closure, and whole, in process)
///
/// Sections: gb18030, emoji, iteration, scalars, prefix, keystroke, boundaries, width, percall,
/// perline, adversarial, weighted, prototypes.
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
      case "--write-corpora":
        guard let folder = arguments.popFirst() else { usage() }
        InstructionCount.writeCorpora(to: folder, bytes: corpusBytes)
        return
      case "--write-script-corpora":
        guard let folder = arguments.popFirst() else { usage() }
        InstructionCount.writeCorpora(to: folder, bytes: corpusBytes, scripts: true)
        return
      case "--percall-loop":
        guard let method = arguments.popFirst(), let text = arguments.popFirst(),
          let times = arguments.popFirst().flatMap(Int.init)
        else { usage() }
        PerCallBenchmark.runLoop(method: method, text: text, times: times)
        return
      case "--lines-loop":
        guard let method = arguments.popFirst(), let file = arguments.popFirst(),
          let times = arguments.popFirst().flatMap(Int.init)
        else { usage() }
        PerCallBenchmark.runLinesLoop(method: method, file: file, times: times)
        return
      case "--rates":
        guard let method = arguments.popFirst(), let file = arguments.popFirst() else { usage() }
        var rounds = 31
        if let value = arguments.first.flatMap(Int.init) {
          rounds = value
          arguments.removeFirst()
        }
        PerCallBenchmark.runRates(method: method, file: file, rounds: rounds)
        return
      case "--once":
        guard let method = arguments.popFirst(), let file = arguments.popFirst() else { usage() }
        let times = arguments.popFirst().flatMap(Int.init) ?? 1
        InstructionCount.runOnce(method, file: file, times: times)
        return
      default: usage()
      }
    }
    var run = BenchmarkRun(
      plan: plan, corpusBytes: corpusBytes, sections: sections.isEmpty ? Set(BenchmarkRun.sections) : sections)
    run.run()
  }

  static func usage() -> Never {
    FileHandle.standardError.write(Data("usage: textgauge-bench [--quick] [--bytes N] [--only \(BenchmarkRun.sections.joined(separator: "|"))]... | --write-corpora FOLDER | --write-script-corpora FOLDER | --once METHOD FILE [TIMES] | --percall-loop METHOD TEXT TIMES | --lines-loop METHOD FILE TIMES | --rates METHOD FILE [ROUNDS]\n".utf8))
    exit(2)
  }
}

/// A method measured on every corpus.
struct CorpusMethod {
  let name: String
  var shortName: String? = nil
  /// The body for the corpus at an index of `BenchmarkRun.corpora`.
  let body: (Int) -> () -> Int
}

struct BenchmarkRun {
  let plan: SamplingPlan
  let corpora: [Corpus]
  let sections: Set<String>
  var targets: [Target] = []
  /// Measured with the peers, printed in the prototypes section.
  var prototypeTables: [String] = []

  static let sections = ["gb18030", "emoji", "characters", "iteration", "scalars", "prefix", "keystroke", "boundaries", "width", "percall", "perline", "adversarial", "weighted", "prototypes"]

  init(plan: SamplingPlan, corpusBytes: Int, sections: Set<String>) {
    self.plan = plan
    self.sections = sections
    let clock = ContinuousClock()
    let start = clock.now
    corpora = Corpus.all(bytes: corpusBytes)
    let elapsed = (clock.now - start).seconds
    print("### Corpora\n")
    print("Generated from fixed SplitMix64 seeds in \(Format.seconds(elapsed)).\n")
    print("MB/s is UTF-8 input bytes (10^6) per second. The methods of each table are timed")
    print("together on each corpus, interleaved: every round times each method once (a fast one")
    print("repeated for about 10 ms), at least \(plan.minimumSamples) rounds and \(plan.minimumSeconds) s per method;")
    print("the figure is the median round. Counts marked ✗ are wrong.\n")
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

  mutating func run() {
    if sections.contains("gb18030") { gb18030() }
    if sections.contains("emoji") { emojiCounting() }
    if sections.contains("characters") { characterCount() }
    if sections.contains("iteration") { iteration() }
    if sections.contains("scalars") { scalarLookups() }
    if sections.contains("prefix") { prefixFitting() }
    if sections.contains("keystroke") { keystroke() }
    if sections.contains("boundaries") { HardFieldBenchmark.run(plan: plan, targets: &targets) }
    if sections.contains("width") { displayWidth() }
    if sections.contains("percall") { PerCallBenchmark.run(plan: plan) }
    if sections.contains("perline") { PerCallBenchmark.runPerLine(plan: plan, corpora: corpora) }
    if sections.contains("adversarial") { AdversarialBenchmark.run(quick: plan.maximumSamples <= SamplingPlan.quick.maximumSamples) }
    if sections.contains("weighted") {
      AdversarialBenchmark.weightedLength(rounds: plan.maximumSamples <= SamplingPlan.quick.maximumSamples ? 1 : 5)
    }
    printTargets()
    if sections.contains("prototypes") { printPrototypes() }
  }

  /// Measures `methods` together on each corpus: one row per method.
  private func measureRows(_ methods: [CorpusMethod]) -> [MethodRow] {
    var measurements = [[Measurement]](repeating: [], count: methods.count)
    for index in corpora.indices {
      let timed = methods.map { Timed(units: corpora[index].utf8Count, body: $0.body(index)) }
      for (method, measurement) in measureTogether(timed, plan: plan).enumerated() {
        measurements[method].append(measurement)
      }
    }
    return methods.indices.map {
      MethodRow(name: methods[$0].name, measurements: measurements[$0], shortName: methods[$0].shortName)
    }
  }

  private func index(_ name: String) -> Int { corpora.firstIndex { $0.name == name }! }

  // MARK: GB18030

  mutating func gb18030() {
    let icu = GB18030Peers.ICUConverter()
    let utf16 = corpora.map { Array($0.text.utf16) }
    let texts = corpora.map(\.text)
    let methods = [
      CorpusMethod(name: "TextGauge `GB18030.byteCount(of:)`") { i in
        { TextGaugeMethods.gb18030ByteCount(opaque(texts[i])) }
      },
      CorpusMethod(name: "TextGauge `GB18030.byteCount(decoding:as: UTF8.self)` on the String's UTF-8 buffer", shortName: "TextGauge utf8:") { i in
        { TextGaugeMethods.gb18030ByteCountOfUTF8Buffer(opaque(texts[i])) }
      },
      CorpusMethod(name: "Foundation `lengthOfBytes(using: GB18030)`") { i in
        { GB18030Peers.foundationByteCount(opaque(texts[i])) }
      },
      // What a Swift app pays: the String's UTF-16, then ICU.
      CorpusMethod(name: "ICU `ucnv_fromUChars` preflight, gb18030, from the String", shortName: "ICU from String") { i in
        { icu.byteCount(Array(opaque(texts[i]).utf16)) }
      },
      // ICU's best case: UTF-16 already at hand (converted outside the timing).
      CorpusMethod(name: "ICU `ucnv_fromUChars` preflight, gb18030, UTF-16 ready", shortName: "ICU UTF-16 ready") { i in
        { icu.byteCount(opaque(utf16[i])) }
      },
      CorpusMethod(name: "byte-loop floor (counts scalar starts)") { i in
        { IterationFloors.byteLoop(opaque(texts[i])) }
      },
    ]
    var rows = measureRows(methods)
    // Indices follow `methods` above; ICU (UTF-16 ready) gives the reference counts.
    let reference = rows[4].measurements.map(\.result)
    for i in rows.indices where i != 5 { rows[i].reference = reference }
    let (textGauge, foundation, icuFromString, icuReady, floor) = (rows[0], rows[2], rows[3], rows[4], rows[5])
    let table = ThroughputTable(title: "GB18030 byte count", corpora: corpora, rows: rows)
    print(table.render(subject: textGauge, peers: [foundation, icuFromString, icuReady, floor]))

    let zh = index("Chinese"), en = index("English")
    let exact = textGauge.measurements.map(\.result) == reference
    let note = exact ? "" : "counts differ from ICU's"
    targets.append(ratioTarget("GB18030: ≥ 10× Foundation, Chinese", textGauge, foundation, zh, 10, exact, note))
    targets.append(ratioTarget("GB18030: ≥ 5× ICU (from the String), Chinese", textGauge, icuFromString, zh, 5, exact, note))
    targets.append(
      ratioTarget("(stricter) GB18030: ≥ 5× ICU with UTF-16 ready, Chinese", textGauge, icuReady, zh, 5, exact, note))
    targets.append(ratioTarget("GB18030: ≥ 20× Foundation, English", textGauge, foundation, en, 20, exact, note))
    for i in corpora.indices {
      targets.append(
        ratioTarget("GB18030: within 2× of the byte loop, \(corpora[i].name)", textGauge, floor, i, 0.5, exact, note))
    }
  }

  // MARK: Emoji counting

  mutating func emojiCounting() {
    let expected = corpora.map(\.expectedEmoji)
    let texts = corpora.map(\.text)
    var methods = [
      CorpusMethod(name: "TextGauge `emojiCount(policy: .standard)`") { i in
        { TextGaugeMethods.emojiCount(opaque(texts[i])) }
      },
      CorpusMethod(name: "ICU `u_stringHasBinaryProperty(RGI_Emoji)` per Character") { i in
        { EmojiCountPeers.icuRGIEmojiPerCharacter(opaque(texts[i])) }
      },
      CorpusMethod(name: "hard-coded ranges (Objective-C snippet) per Character") { i in
        { EmojiCountPeers.hardCodedRangesPerCharacter(opaque(texts[i])) }
      },
      CorpusMethod(name: "StackOverflow `Character.isEmoji`") { i in
        { EmojiCountPeers.stackOverflowIsEmojiPerCharacter(opaque(texts[i])) }
      },
    ]
    let withPrototype = sections.contains("prototypes")
    if withPrototype {
      methods.append(
        CorpusMethod(
          name: "prototype: emoji candidate-start scan (8 KB bitmap, ASCII 7 bytes at a time)",
          shortName: "candidate scan"
        ) { i in { Prototypes.emojiCandidateStarts(opaque(texts[i])) } })
    }
    var rows = measureRows(methods)
    for i in 0..<4 { rows[i].reference = expected }
    let (textGauge, icu, ranges, stackOverflow) = (rows[0], rows[1], rows[2], rows[3])
    let table = ThroughputTable(
      title: "Emoji counting (expected counts: \(expected.map(Format.integer).joined(separator: " / ")))",
      corpora: corpora, rows: Array(rows.prefix(4)))
    print(table.render(subject: textGauge, peers: [icu, ranges, stackOverflow]))
    if withPrototype {
      prototypeTables.append(
        ThroughputTable(title: "Emoji candidate scan", corpora: corpora, rows: [rows[4]])
          .render(subject: rows[4], peers: [textGauge, icu, ranges]))
    }

    let exact = textGauge.measurements.map(\.result) == expected
    let note = exact ? "exact counts" : "TextGauge's counts differ from the inserted emoji"
    let zh = index("Chinese"), en = index("English"), chat = index("Emoji chat")
    targets.append(ratioTarget("Emoji count: ≥ 20× ICU per Character, Chinese", textGauge, icu, zh, 20, exact, note))
    targets.append(ratioTarget("Emoji count: ≥ 50× ICU per Character, English", textGauge, icu, en, 50, exact, note))
    targets.append(ratioTarget("Emoji count: ≥ 10× ICU per Character, Emoji chat", textGauge, icu, chat, 10, exact, note))
    for i in corpora.indices {
      targets.append(
        ratioTarget(
          "Emoji count: faster than hard-coded ranges, exact, \(corpora[i].name)", textGauge, ranges, i, 1.0,
          textGauge.measurements[i].result == expected[i], note))
    }
  }

  // MARK: Characters

  /// `.characters` (UAX #29 from the data's tables) against `String.count`
  /// (the standard library's grapheme breaking), exact when they agree.
  mutating func characterCount() {
    let texts = corpora.map(\.text)
    var rows = measureRows([
      CorpusMethod(name: "TextGauge `TextMetric.characters.measure`") { i in
        { TextGaugeMethods.characterCount(opaque(texts[i])) }
      },
      CorpusMethod(name: "`String.count`") { i in
        { opaque(texts[i]).count }
      },
    ])
    let reference = rows[1].measurements.map(\.result)
    rows[0].reference = reference
    let (textGauge, count) = (rows[0], rows[1])
    print(ThroughputTable(title: "Character count", corpora: corpora, rows: rows).render(subject: textGauge, peers: [count]))
    let exact = textGauge.measurements.map(\.result) == reference
    let note = exact ? "exact (= String.count)" : "counts differ from String.count"
    for name in ["Chinese", "Emoji chat"] {
      targets.append(ratioTarget(".characters: ≥ 5× String.count, \(name)", textGauge, count, index(name), 5, exact, note))
    }
  }

  // MARK: Iteration costs

  func iteration() {
    let texts = corpora.map(\.text)
    let rows = measureRows([
      CorpusMethod(name: "byte sum over contiguous UTF-8 (vectorized)") { i in
        { IterationFloors.byteSum(opaque(texts[i])) }
      },
      CorpusMethod(name: "byte loop counting scalar starts (the floor)") { i in
        { IterationFloors.byteLoop(opaque(texts[i])) }
      },
      CorpusMethod(name: "`for _ in text.unicodeScalars`") { i in
        { IterationFloors.unicodeScalars(opaque(texts[i])) }
      },
      CorpusMethod(name: "`for _ in text` (Characters)") { i in
        { IterationFloors.characters(opaque(texts[i])) }
      },
    ])
    print(ThroughputTable(title: "Iteration alone", corpora: corpora, rows: rows).render(subject: rows[1], peers: []))
  }

  // MARK: Scalar properties

  mutating func scalarLookups() {
    let scalars = ScalarPropertyLookups.scalarCount
    let limit: UInt32 = 0x110000
    let names = [
      "TextGauge `emojiProperties.isEmoji`", "stdlib `properties.isEmoji`",
      "TextGauge `emojiProperties`, four properties", "stdlib `properties`, four properties",
    ]
    let measurements = measureTogether(
      [
        Timed(units: scalars) { ScalarPropertyLookups.textGaugeIsEmoji(limit: opaque(limit)) },
        Timed(units: scalars) { ScalarPropertyLookups.stdlibIsEmoji(limit: opaque(limit)) },
        Timed(units: scalars) { ScalarPropertyLookups.textGaugeFourProperties(limit: opaque(limit)) },
        Timed(units: scalars) { ScalarPropertyLookups.stdlibFourProperties(limit: opaque(limit)) },
      ], plan: plan)
    var table = MarkdownTable("method (all 1,112,064 scalars)", "M scalars/s", "time per pass", "count", "allocs/call")
    for (name, measurement) in zip(names, measurements) {
      table.add([
        name, String(format: "%.0f", measurement.throughput / 1e6), Format.seconds(measurement.seconds),
        Format.integer(measurement.result), measurement.allocationCell,
      ])
    }
    let single = measurements[0].throughput / measurements[1].throughput
    let four = measurements[2].throughput / measurements[3].throughput
    table.add(["*TextGauge ÷ stdlib, isEmoji*", Format.ratio(single), "", "", ""])
    table.add(["*TextGauge ÷ stdlib, four properties*", Format.ratio(four), "", "", ""])
    print("### Scalar property lookups over every code point\n")
    print("Counts differ where the standard library's Unicode version differs from")
    print("TextGauge's Emoji \(UnicodeVersion.tables) tables.\n")
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
    let text = chinese.text
    let measurements = measureTogether(
      [
        Timed(units: chinese.utf8Count) { TextGaugeMethods.prefixFitting(opaque(text), budget: budget) },
        Timed(units: chinese.utf8Count) { IterationFloors.characters(opaque(text)) },
      ], plan: plan)
    let (prefix, characters) = (measurements[0], measurements[1])
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
    let lastCharacter = text.last.map { $0.utf8.count } ?? 0
    let correct = prefix.result == chinese.utf8Count - lastCharacter
    targets.append(
      Target(
        description: "prefix(fitting:): ≥ Character iteration, Chinese", measured: ratio, required: 1,
        correct: correct, note: correct ? "" : "prefix length is not the text minus its last Character"))
  }

  // MARK: Display width

  mutating func displayWidth() {
    let texts = corpora.map(\.text)
    var methods = [
      CorpusMethod(name: "TextGauge `displayWidth()` (`TextMetric.displayWidth().measure`)") { i in
        { TextGaugeMethods.displayWidth(opaque(texts[i])) }
      },
      CorpusMethod(name: "Character by Character: `Character.displayWidth()` summed", shortName: "per Character") { i in
        { TextGaugeMethods.displayWidthPerCharacter(opaque(texts[i])) }
      },
      CorpusMethod(name: "byte-loop floor (counts scalar starts)") { i in
        { IterationFloors.byteLoop(opaque(texts[i])) }
      },
    ]
    let withPrototype = sections.contains("prototypes")
    if withPrototype {
      methods.append(
        CorpusMethod(
          name: "prototype: state machine over the scalars that are not printable ASCII", shortName: "state machine"
        ) { i in { Prototypes.stateMachineDisplayWidth(opaque(texts[i])) } })
    }
    var rows = measureRows(methods)
    // The Character-by-Character sum is the definition: the scan must equal it.
    let reference = rows[1].measurements.map(\.result)
    rows[0].reference = reference
    let (textGauge, perCharacter, floor) = (rows[0], rows[1], rows[2])
    print(
      ThroughputTable(title: "Display width (columns)", corpora: corpora, rows: Array(rows.prefix(3)))
        .render(subject: textGauge, peers: [perCharacter, floor]))
    if withPrototype {
      rows[3].reference = reference
      prototypeTables.append(
        ThroughputTable(title: "Display width by a state machine", corpora: corpora, rows: [rows[3]])
          .render(subject: rows[3], peers: [textGauge, perCharacter]))
    }
    let exact = textGauge.measurements.map(\.result) == reference
    let note = exact ? "equals the per-Character sum" : "differs from the per-Character sum"
    let zh = index("Chinese"), en = index("English")
    targets.append(ratioTarget("Display width: ≥ 0.5× the byte loop, Chinese", textGauge, floor, zh, 0.5, exact, note))
    targets.append(ratioTarget("Display width: at the byte loop (≥ 1×), English", textGauge, floor, en, 1.0, exact, note))
    targets.append(
      ratioTarget("(for scale) Display width ÷ Character by Character, Chinese", textGauge, perCharacter, zh, 1.0, exact, note))
  }

  // MARK: Input engine

  mutating func keystroke() {
    InputEngineBenchmark.run(corpus: corpora[index("Chinese")], plan: plan, targets: &targets)
  }

  // MARK: Targets and prototypes

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
    print(table.text + "\n")
  }

  func printPrototypes() {
    print("### What would close the gaps: prototypes (not TextGauge code)\n")
    print("Sketches of changes RESULTS.md proposes, timed together with the methods above.")
    print("The candidate scan is only the part of an emoji count that runs over text without")
    print("emoji; its count is the number of positions a full scanner would then examine.")
    print("The state machine measures display width without a branch on the kind of the next")
    print("unit; its totals are checked against the per-Character sum.\n")
    for table in prototypeTables { print(table) }
  }
}
