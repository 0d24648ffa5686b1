import Foundation
import Testing
import TestSupport

/// Every call into a platform module sits behind `#if canImport(Glibc)`,
/// `canImport(Musl)` or `canImport(Darwin)`, so that the package builds on
/// Linux, musl and Apple platforms alike: a source that calls `Glibc.read`
/// or a bare `fstat` outside such a guard fails here, naming file:line.
@Suite("Platform calls are guarded")
struct PlatformGuardTests {
  /// C library functions the sources could reach through Glibc, Musl or
  /// Darwin (or Foundation, which re-exports them).
  static let cFunctions = [
    "read", "write", "open", "close", "fstat", "stat", "lstat", "memchr", "memcpy", "strerror", "strlen", "errno",
    "exit", "signal", "isatty", "getpid", "getenv", "setenv", "fopen", "fclose", "fread", "fwrite", "fflush",
    "fputs", "dlopen", "dlsym", "mmap", "munmap", "posix_spawn", "lseek",
  ]

  /// The offending lines of `source`: a qualified `Glibc.`/`Darwin.`/`Musl.`
  /// call, or a bare call of a C function, outside a `#if canImport(…)`
  /// region for a platform module.
  static func unguardedCalls(in source: String) -> [(line: Int, text: String)] {
    var found: [(Int, String)] = []
    // A stack of #if regions: whether each is a platform guard.
    var regions: [Bool] = []
    // A C function takes no argument labels: `exit(withError:)` is not one,
    // nor a method of the file's own (`func write(`) called without `self.`.
    let declared = Set(cFunctions.filter { source.contains("func \($0)(") })
    let names = cFunctions.filter { !declared.contains($0) }
    let bare = try! NSRegularExpression(
      pattern: #"(?<![.\w])(\#(names.joined(separator: "|")))\s*\((?!\s*\w+:)"#)
    let qualified = try! NSRegularExpression(pattern: #"\b(Glibc|Darwin|Musl)\.\w"#)
    for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if") {
        regions.append(line.contains("canImport(Glibc)") || line.contains("canImport(Musl)") || line.contains("canImport(Darwin)"))
        continue
      }
      if line.hasPrefix("#elseif") {
        if !regions.isEmpty {
          regions[regions.count - 1] = regions.last! || line.contains("canImport(")
        }
        continue
      }
      if line.hasPrefix("#endif") {
        _ = regions.popLast()
        continue
      }
      if regions.contains(true) { continue }
      // Code only: drop comments and string literals.
      var code = line
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      code = code.replacingOccurrences(of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
      let range = NSRange(code.startIndex..., in: code)
      if qualified.firstMatch(in: code, range: range) != nil
        || (bare.firstMatch(in: code, range: range) != nil && !code.contains("func ") && !code.hasPrefix("case "))
      {
        found.append((index + 1, line))
      }
    }
    return found
  }

  @Test func everyPlatformCallUnderSourcesIsGuarded() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/Generated/") }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (line, code) in Self.unguardedCalls(in: text) {
        Issue.record("\(file.path.dropFirst(packageRoot.path.count + 1)):\(line): platform call outside #if canImport(Glibc/Musl/Darwin): \(code)")
      }
    }
  }

  /// The checker itself finds what it should and nothing else.
  @Test func theCheckerTellsGuardedFromUnguarded() {
    let guarded = """
      #if canImport(Glibc)
        let n = Glibc.read(0, p, 1)
      #elseif canImport(Darwin)
        let n = Darwin.read(0, p, 1)
      #endif
      """
    #expect(Self.unguardedCalls(in: guarded).isEmpty)
    let unguarded = """
      import Foundation
      let n = Glibc.write(1, p, 1)  // a call
      let m = fstat(3, &status)
      let k = source.read(into: p, count: 1)   // a method: fine
      exit(withError: error)                    // labelled: not C
      let s = "close(1)"                        // a string: fine
      """
    #expect(Self.unguardedCalls(in: unguarded).map(\.line) == [2, 3])
  }
}
