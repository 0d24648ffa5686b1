import Foundation
import TextGauge

/// Instructions per MB, which callgrind counts the same on a busy machine as
/// on an idle one: `Scripts/bench.sh` writes the corpora to files, then runs
/// each hot path once per corpus under
/// `valgrind --tool=callgrind --toggle-collect='*<function>*'`, so that only
/// the instructions inside the measured function are counted (not reading
/// the file or starting the process). The script runs each method once and
/// twice and takes the difference, the cost of a warm call: first calls of
/// Foundation and ICU load their converters' tables.
enum InstructionCount {
  /// The hot paths: the name `--once` takes, and the function that
  /// `--toggle-collect` names (a substring of its mangled symbol).
  static let methods: [(name: String, function: String, body: @Sendable (String) -> Int)] = [
    ("gb18030", "gb18030ByteCount", { TextGaugeMethods.gb18030ByteCount($0) }),
    ("gb18030-buffer", "gb18030ByteCountOfUTF8Buffer", { TextGaugeMethods.gb18030ByteCountOfUTF8Buffer($0) }),
    ("prefix", "prefixFitting", { TextGaugeMethods.prefixFitting($0, budget: TextGaugeMethods.measureGB18030($0) - 1) }),
    ("emoji-count", "emojiCount", { TextGaugeMethods.emojiCount($0) }),
    ("characters", "characterCount", { TextGaugeMethods.characterCount($0) }),
    ("width", "MethodsO12displayWidth", { TextGaugeMethods.displayWidth($0) }),
    ("string-count", "stringCount", { IterationFloors.stringCount($0) }),
    ("byte-loop", "byteLoop", { IterationFloors.byteLoop($0) }),
    ("foundation", "foundationByteCount", { GB18030Peers.foundationByteCount($0) }),
    ("icu-from-string", "icuFromString", { icuFromString($0, converter) }),
    ("weighted", "weightedLength", { PolicyMethods.weightedLength($0) }),
    ("policy-x", "policyCheckX", { PolicyMethods.policyCheckX($0) }),
    ("weighted-prefix", "weightedPrefix", { PolicyMethods.weightedPrefix($0) }),
    ("policy-guarded", "policyCheckGuarded", { PolicyMethods.policyCheckGuarded($0) }),
    ("policy-counted", "policyCheckCounted", { PolicyMethods.policyCheckCounted($0) }),
    ("policy-keystroke", "policyKeystroke", { PolicyMethods.policyKeystroke($0) }),
    ("policy-edit", "O10policyEdit_", { PolicyMethods.policyEditOnce($0) }),
    ("policy-edit-allocations", "policyEditAllocations", { PolicyMethods.policyEditAllocations($0) }),
  ]

  /// Made before the measured call, so that opening ICU's converter is not counted.
  nonisolated(unsafe) static var converter: GB18030Peers.ICUConverter! = nil

  /// What a Swift app pays for ICU: the String's UTF-16, then the preflight.
  @inline(never)
  static func icuFromString(_ text: String, _ icu: GB18030Peers.ICUConverter) -> Int {
    icu.byteCount(Array(text.utf16))
  }

  /// Writes each corpus as `folder/<name>.txt` (lowercase, spaces as `-`):
  /// the three corpora, or with `scripts` those of `Corpus.scripts`, as
  /// `folder/script-<name>.txt`.
  static func writeCorpora(to folder: String, bytes: Int, scripts: Bool = false) {
    for corpus in scripts ? Corpus.scripts(bytes: bytes) : Corpus.all(bytes: bytes) {
      let name = (scripts ? "script-" : "") + corpus.name.lowercased().replacingOccurrences(of: " ", with: "-")
      let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).txt")
      _ = FileManager.default.createFile(atPath: url.path, contents: Data(corpus.text.utf8))
      print(url.path)
    }
  }

  /// Reads `file` and runs `method` on it `times` times, printing the result.
  static func runOnce(_ method: String, file: String, times: Int) {
    guard let entry = methods.first(where: { $0.name == method }),
          let data = FileManager.default.contents(atPath: file)
    else {
      FileHandle.standardError.write(Data("unknown method \(method) or unreadable \(file)\n".utf8))
      exit(2)
    }
    if method == "icu-from-string" { converter = GB18030Peers.ICUConverter() }
    var text = String(decoding: data, as: UTF8.self)
    text.makeContiguousUTF8()
    var result = 0
    for _ in 0..<times { result = entry.body(text) }
    print(result)
  }
}
