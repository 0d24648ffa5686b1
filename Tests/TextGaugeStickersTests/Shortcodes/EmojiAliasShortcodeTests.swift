import Foundation
import Testing
import TestSupport
import TextGauge
@testable import TextGaugeStickers

/// ``EmojiShortcodes/github``: the aliases of the PyPI package `emoji`, from
/// the generated table, against RGI and against the package itself.
@Suite struct EmojiAliasShortcodeTests {
  static let codes = EmojiShortcodes.github

  /// Every alias's emoji, grouped: emoji → its aliases.
  static var aliasesByEmoji: [String: [String]] {
    Dictionary(grouping: codes.entries, by: \.emoji).mapValues { $0.map(\.shortcode) }
  }

  @Test func everyAliasDecodesToAnRGIEmoji() {
    #expect(!Self.codes.entries.isEmpty)
    for entry in Self.codes.entries {
      let catalog = EmojiCatalog.entry(for: entry.emoji)
      #expect(catalog?.isRGI == true, "\(entry.shortcode) → \(entry.emoji)")
      #expect(catalog?.status == .fullyQualified || catalog?.status == .component, "\(entry.shortcode)")
      #expect(catalog?.name == entry.name)
      #expect(Self.codes.emoji(forShortcode: entry.shortcode) == entry.emoji)
      #expect(Self.codes.emoji(forShortcode: ":\(entry.shortcode):") == entry.emoji)
      #expect(Self.codes.decoding("a :\(entry.shortcode): b") == "a \(entry.emoji) b", "\(entry.shortcode)")
    }
  }

  @Test func aliasesAreDistinctAndSorted() {
    let aliases = Self.codes.entries.map(\.shortcode)
    #expect(Set(aliases).count == aliases.count)
    #expect(aliases.map { Array($0.utf8) } == aliases.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
  }

  /// Encoding writes one of the emoji's aliases, the same for all its
  /// qualifications, and decoding gives the emoji back.
  @Test func roundTrip() {
    for (emoji, aliases) in Self.aliasesByEmoji {
      let preferred = Self.codes.shortcode(for: emoji)
      #expect(preferred.map(aliases.contains) == true, "\(emoji)")
      #expect(Self.codes.decoding(":\(preferred ?? ""):") == emoji)
      // A component alone (a skin tone) is no emoji match in text to encode.
      if EmojiCatalog.entry(for: emoji)?.status != .component {
        let encoded = Self.codes.encoding(emoji)
        #expect(encoded == ":\(preferred ?? ""):")
        #expect(Self.codes.decoding(encoded) == emoji)
      }
      let unqualified = emoji.unicodeScalars.filter { $0 != "\u{FE0F}" }.map(String.init).joined()
      if EmojiCatalog.entry(for: unqualified) != nil {
        #expect(Self.codes.shortcode(for: unqualified) == preferred, "\(emoji)")
      }
    }
    let text = "好的" + Self.aliasesByEmoji.keys.sorted().filter { EmojiCatalog.entry(for: $0)?.status != .component }
      .prefix(50).joined(separator: " ") + "。"
    #expect(Self.codes.decoding(Self.codes.encoding(text)) == text)
  }

  @Test func documentedExamples() {
    #expect(Self.codes.decoding("ok :+1: :thumbsup:") == "ok 👍 👍")
    #expect(Self.codes.encoding("👍😂") == ":thumbsup::joy:")
    #expect(Self.codes.emoji(forShortcode: "JOY") == "😂")
    #expect(Self.codes.emoji(forShortcode: "Turkey") != Self.codes.emoji(forShortcode: "turkey"))
    #expect(EmojiShortcodes.githubSource.hasPrefix("emoji "))
  }

  /// The package's Python, where `.ci/run` installs it or
  /// `TEXTGAUGE_EMOJI_PYTHON` says, else `python3`, whichever imports
  /// `emoji` of the version the table was made from.
  static let python: String? = {
    let version = EmojiShortcodes.githubSource.dropFirst("emoji ".count)
    var candidates = [packageRoot.appendingPathComponent(".build/emoji-venv/bin/python").path, "python3"]
    if let chosen = ProcessInfo.processInfo.environment["TEXTGAUGE_EMOJI_PYTHON"] { candidates = [chosen] }
    return candidates.first { candidate in
      let result = try? runPython(candidate, ["-c", "import emoji; assert emoji.__version__ == '\(version)'"])
      return result?.status == 0
    }
  }()

  static func runPython(_ python: String, _ arguments: [String]) throws -> CommandResult {
    let executable = python.contains("/") ? URL(fileURLWithPath: python) : URL(fileURLWithPath: "/usr/bin/env")
    return try run(executable, python.contains("/") ? arguments : [python] + arguments)
  }

  /// Every alias of the package's fully-qualified and component entries
  /// decodes to that entry, and each such emoji's first alias is the one
  /// encoding writes.
  // The oracle is the PyPI package: skipped without a Python that imports it.
  @Test(.enabled(if: python != nil, "needs a Python that imports emoji of the table's version (TEXTGAUGE_EMOJI_PYTHON; .ci/run installs it into .build/emoji-venv)"))
  func againstThePythonPackage() throws {
    let python = try #require(Self.python)
    let script = """
      import json
      from emoji.unicode_codes import EMOJI_DATA
      print(json.dumps([[e, [a.strip(':') for a in d['alias']]] for e, d in EMOJI_DATA.items()
                        if d.get('alias') and d.get('status') in (1, 2)]))
      """
    let result = try Self.runPython(python, ["-c", script])
    #expect(result.status == 0)
    let listed = try JSONDecoder().decode([[Either]].self, from: Data(result.output.utf8))
    var aliasCount = 0
    for pair in listed {
      guard case .string(let emoji) = pair[0], case .strings(let aliases) = pair[1] else {
        Issue.record("unexpected JSON \(pair)")
        continue
      }
      aliasCount += aliases.count
      for alias in aliases { #expect(Self.codes.emoji(forShortcode: alias) == emoji, "\(alias)") }
      #expect(Self.codes.shortcode(for: emoji) == aliases.first, "\(emoji)")
    }
    #expect(aliasCount == Self.codes.entries.count)
  }

  /// A JSON value of the script's output: an emoji or its aliases.
  enum Either: Decodable {
    case string(String), strings([String])
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .string(text)
      } else {
        self = .strings(try container.decode([String].self))
      }
    }
  }
}
