import Foundation
import TextGauge
import TextGaugeInput

/// Every public entry point called once per short text, as an app calls it
/// per field, per message, per keystroke: a fixed cost per call (setting up
/// a scanner, retaining tables, a lazy global) shows here and hides behind a
/// megabyte.
///
/// The `percall` section times them (median ns per call, allocations per call);
/// `--percall-loop METHOD TEXT TIMES` calls one of them TIMES times inside
/// `repeatedly`, for `valgrind --tool=callgrind --toggle-collect='*repeatedly*'`:
/// Scripts/bench.sh divides the instructions by TIMES (the loop's own
/// increment and compare included, a few instructions).
enum PerCallBenchmark {
  /// The short texts: an 8-byte ASCII nickname, a 20-byte Chinese name with
  /// an emoji, a 100-byte chat message.
  static let texts: [(name: String, text: String)] = [
    ("nickname", "alice_07"),
    ("chinese-name", "王小明的猫咪🐱"),
    ("chat", "ok see you at 7 👍🏽 bring the cake 🎂 and 2 drinks, 我们在门口等你 🇨🇳 lol 😂😂 #1️⃣!!"),
  ]

  static let keystrokeRules = InputRules(maxLength: 140, metric: .gb18030(.gb2022), allowsEmoji: true)
  /// A form field's rules: a length limit, no emoji, and allowed classes
  /// (each keystroke judges the Characters it touches, not only the length).
  static let fieldRules = InputRules(
    maxLength: 140, metric: .gb18030(.gb2022), allowsEmoji: false,
    allowedCharacters: [.hanIdeographs, .asciiAlphanumerics, .whitespace, .englishPunctuation])

  static func code(_ decision: InputDecision) -> Int {
    switch decision {
    case .accept: return 0
    case .reject(let violations): return -violations.count
    case .adjusted(let adjusted, _, _): return adjusted.utf8.count
    }
  }

  /// The entry points: the name `--percall-loop` takes and the call.
  static let methods: [(name: String, call: @Sendable (String) -> Int)] = [
    ("displayWidth", { $0.displayWidth() }),
    ("emojiCount", { $0.emojiCount() }),
    ("containsEmoji", { $0.containsEmoji() ? 1 : 0 }),
    ("isSingleEmoji", { $0.isSingleEmoji() ? 1 : 0 }),
    ("GB18030.byteCount", { GB18030.byteCount(of: $0) }),
    ("TextMetric.characters", { TextMetric.characters.measure($0) }),
    ("TextMetric.unicodeScalars", { TextMetric.unicodeScalars.measure($0) }),
    ("TextMetric.utf16", { TextMetric.utf16.measure($0) }),
    ("TextMetric.utf8", { TextMetric.utf8.measure($0) }),
    ("TextMetric.gb18030", { TextMetric.gb18030(.gb2022).measure($0) }),
    ("TextMetric.displayWidth", { TextMetric.displayWidth().measure($0) }),
    ("InputRules.evaluate (type 字 at the end)", { text in
      code(keystrokeRules.evaluate(text, replacingUTF16Location: text.utf16.count, length: 0, with: "字"))
    }),
    // Keystrokes in a form field (`fieldRules`) at UTF-16 offset 5, inside
    // each text (`alice|_07`, `王小明的猫|咪🐱`, `ok se|e you`), where UIKit
    // gives the location: typing, and typing over a selected Character.
    ("InputRules.evaluate.field (type 字 at UTF-16 offset 5, no emoji, allowed classes)", { text in
      code(fieldRules.evaluate(text, replacingUTF16Location: 5, length: 0, with: "字"))
    }),
    ("InputRules.evaluate.overtype (replace UTF-16 5..<6 with 字, no emoji, allowed classes)", { text in
      code(fieldRules.evaluate(text, replacingUTF16Location: 5, length: 1, with: "字"))
    }),
    ("InputRules.evaluate.backspace (delete UTF-16 4..<5, no emoji, allowed classes)", { text in
      code(fieldRules.evaluate(text, replacingUTF16Location: 4, length: 1, with: ""))
    }),
    // The harness alone (the call through a closure, the text through an
    // opaque call): O(1) on a native string.
    ("harness (String.utf8.count)", { $0.utf8.count }),
    // Peers in the same process.
    ("String.count (peer)", { $0.count }),
    ("String.utf16.count (peer)", { $0.utf16.count }),
  ]

  /// Short name for the command line: `displayWidth`, `InputRules.evaluate`…
  static func methodNamed(_ name: String) -> (@Sendable (String) -> Int)? {
    methods.first { $0.name == name || $0.name.hasPrefix(name + " ") }?.call
  }

  @inline(never)
  static func repeatedly(_ call: (String) -> Int, _ text: String, _ times: Int) -> Int {
    var sum = 0
    for _ in 0..<times { sum &+= call(opaque(text)) }
    return sum
  }

  static func runLoop(method: String, text: String, times: Int) {
    guard let call = methodNamed(method), let text = texts.first(where: { $0.name == text })?.text else {
      FileHandle.standardError.write(Data("unknown method \(method) or text \(text)\n".utf8))
      exit(2)
    }
    _ = call(text)  // first call: one-time work (lazy globals) is not per call
    print(repeatedly(call, text, times))
  }

  static func run(plan: SamplingPlan) {
    print("### Per call on short texts\n")
    print("Median time of one call (the body repeated for about 10 ms per sample, the text passed")
    print("through an opaque call so nothing is hoisted) and heap allocations of one warm call.")
    print("Texts: " + texts.map { "`\($0.text)` (\($0.text.utf8.count) bytes)" }.joined(separator: ", ") + ".\n")
    var table = MarkdownTable(["entry point"] + texts.map { "\($0.name) ns" } + texts.map { "\($0.name) allocs" })
    var rows = [[String]](repeating: [], count: methods.count)
    var allocations = [[String]](repeating: [], count: methods.count)
    for (_, text) in texts {
      let timed = methods.map { method in Timed(units: 1) { method.call(opaque(text)) } }
      for (i, measurement) in measureTogether(timed, plan: plan).enumerated() {
        rows[i].append(String(format: "%.1f", measurement.seconds * 1e9))
        allocations[i].append(String(measurement.allocations))
      }
    }
    for (i, method) in methods.enumerated() {
      table.add(["`\(method.name)`"] + rows[i] + allocations[i])
    }
    print(table.text + "\n")
  }

  // MARK: Per line

  /// The per-line methods: TextGauge's and the peers', each called on every
  /// line of a corpus in turn (the corpus split at newlines into Strings, as
  /// a log viewer, a terminal table or a chat list holds them).
  static let lineMethods: [(name: String, call: @Sendable (String) -> Int)] = [
    ("displayWidth", { $0.displayWidth() }),
    ("emojiCount", { $0.emojiCount() }),
    ("GB18030.byteCount", { GB18030.byteCount(of: $0) }),
    ("TextMetric.characters", { TextMetric.characters.measure($0) }),
    ("ICU RGI_Emoji per Character (peer)", { EmojiCountPeers.icuRGIEmojiPerCharacter($0) }),
    ("Foundation GB18030 (peer)", { GB18030Peers.foundationByteCount($0) }),
    ("String.count (peer)", { $0.count }),
  ]

  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line)
      line.makeContiguousUTF8()
      return line
    }
  }

  /// The sum of `call` on every line, called through the closure value
  /// (never inlined): the loop of the per-line table, the same for every method.
  @inline(never)
  static func everyLine(_ call: (String) -> Int, _ lines: [String]) -> Int { lineSum(lines, call) }

  /// The per-line method named `method` (or whose name starts with it): its
  /// full name and call, and the bytes of `file`, for the one-method modes;
  /// exit status 2 when either is missing.
  @inline(__always)
  static func lineMethodAndFile(_ method: String, _ file: String) -> (
    name: String, call: @Sendable (String) -> Int, data: Data
  ) {
    guard let entry = lineMethods.first(where: { $0.name == method || $0.name.hasPrefix(method + " ") }),
      let data = FileManager.default.contents(atPath: file)
    else {
      FileHandle.standardError.write(Data("unknown method \(method) or unreadable \(file)\n".utf8))
      exit(2)
    }
    return (entry.name, entry.call, data)
  }

  /// `--lines-loop METHOD FILE TIMES`, for callgrind (`*PerCallBenchmarkO9everyLine*`).
  static func runLinesLoop(method: String, file: String, times: Int) {
    let (_, call, data) = lineMethodAndFile(method, file)
    let lines = lines(of: String(decoding: data, as: UTF8.self))
    _ = everyLine(call, lines)
    var sum = 0
    for _ in 0..<times { sum &+= everyLine(call, lines) }
    print(sum)
  }

  /// TextGauge's per-line methods, each called in a loop of its own with no
  /// closure value between the loop and the call, as a peer's driver calls
  /// its function (Rust: `for l in ls { t += black_box(*l).width() }`).
  /// Through a closure value (`everyLine`), each line goes through a
  /// reabstraction thunk that retains and releases it: about 65
  /// instructions a line, 5% of a chat line's time.
  static let directLineLoops: [String: @Sendable ([String]) -> Int] = [
    "displayWidth": { lines in lineSum(lines) { $0.displayWidth() } },
    "emojiCount": { lines in lineSum(lines) { $0.emojiCount() } },
    "GB18030.byteCount": { lines in lineSum(lines) { GB18030.byteCount(of: $0) } },
    "TextMetric.characters": { lines in lineSum(lines) { TextMetric.characters.measure($0) } },
  ]

  /// The sum of `call` on every line, each line borrowed from the array,
  /// not copied. Inlined where it is used, so that a closure literal passed
  /// to it is inlined into the loop (`directLineLoops`).
  @inline(__always)
  static func lineSum(_ lines: [String], _ call: (String) -> Int) -> Int {
    var sum = 0
    lines.withUnsafeBufferPointer { lines in
      for k in lines.indices { sum &+= call(lines[k]) }
    }
    return sum
  }

  /// `--rates METHOD FILE [ROUNDS]`: MB/s of one method on a file, per line
  /// and on the whole buffer, each the median of `ROUNDS` (31) timed passes
  /// in this process, start-up and reading excluded: the figure a peer's
  /// driver prints for the same file, so that two processes run one after
  /// the other compare their loops and not their set-up. Per line twice:
  /// the method called directly (`directLineLoops`, as a peer's driver
  /// calls), and through the closure that the per-line table of the full
  /// run uses for every method (`everyLine`).
  static func runRates(method: String, file: String, rounds: Int) {
    let (name, call, data) = lineMethodAndFile(method, file)
    var text = String(decoding: data, as: UTF8.self)
    text.makeContiguousUTF8()
    let lines = lines(of: text)
    let clock = ContinuousClock()
    func rate(_ body: () -> Int) -> Double {
      var sum = 0
      let elapsed = clock.measure { sum = body() }
      blackHole(sum)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      return Double(data.count) / seconds / 1e6
    }
    let direct = directLineLoops[name]
    var perLine: [Double] = []
    var perLineDirect: [Double] = []
    var whole: [Double] = []
    _ = everyLine(call, lines)
    for _ in 0..<max(rounds, 1) {
      if let direct { perLineDirect.append(rate { direct(opaque(lines)) }) }
      perLine.append(rate { everyLine(call, opaque(lines)) })
      whole.append(rate { call(opaque(text)) })
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let directRate = perLineDirect.isEmpty ? "-" : String(format: "%.0f", median(perLineDirect))
    print(
      String(
        format: "%@\t%d lines\tper line %@ MB/s\twhole %.0f MB/s\tper line through a closure %.0f MB/s", file,
        lines.count, directRate, median(whole), median(perLine)))
  }

  static func runPerLine(plan: SamplingPlan, corpora: [Corpus]) {
    print("### Per line\n")
    print("Each corpus split at newlines into Strings; one call per line, MB/s of the corpus's bytes")
    print("(the same bytes as the per-MB tables).\n")
    var table = MarkdownTable(["per line: MB/s"] + corpora.map { "\($0.name) (\(lines(of: $0.text).count) lines)" })
    var cells = [[String]](repeating: [], count: lineMethods.count)
    for corpus in corpora {
      let lines = lines(of: corpus.text)
      let timed = lineMethods.map { method in Timed(units: corpus.utf8Count) { everyLine(method.call, opaque(lines)) } }
      for (i, measurement) in measureTogether(timed, plan: plan).enumerated() {
        cells[i].append(String(format: "%.0f", measurement.throughput / 1e6))
      }
    }
    for (i, method) in lineMethods.enumerated() { table.add(["`\(method.name)`"] + cells[i]) }
    print(table.text + "\n")
  }
}
