import TextGauge
import TextGaugeInput
import TextGaugeJSON
import TextGaugeNames
import TextGaugePolicy

/// The conformance vectors: texts built from the pieces that break text
/// code, each with its length in every metric and every policy's verdict,
/// offsets in UTF-8, UTF-16, scalars and Characters. Generated from this
/// implementation (`swift run textgauge-conformance`), whose tables the
/// tests check against Unicode's own data, so that another implementation
/// (a server in Go, Java or Python) can prove it answers the same.
/// `Conformance/README.md` says how to run them.
package enum ConformanceVectors {
  /// The folder of the vectors, from the package root.
  package static let folder = "Conformance"
  /// The file of the vectors, in ``folder``.
  package static let fileName = "vectors.json"

  /// The policies every case is judged by, by name: the presets (those that
  /// take a maximum with one) and two policies of the docs' examples.
  package static let policies: [(name: String, policy: FieldPolicy)] = {
    var all: [(String, FieldPolicy)] = []
    for preset in PolicyPreset.allCases {
      let maximum = preset.requiresMaximum ? (preset == .gb18030 ? 20 : 10) : nil
      let name = maximum.map { "\(preset.rawValue)-\($0)" } ?? preset.rawValue
      all.append((name, try! preset.policy(maximum: maximum)))
    }
    all.append((
      "guarded-comment",
      FieldPolicy(
        summary: "An example: 80 columns, 200 UTF-8 bytes and 140 weighted; no emoji newer than 15.0; every guard.",
        limits: [
          PolicyLimit(.displayWidth(.narrow), maximum: 80), PolicyLimit(.utf8, maximum: 200),
          PolicyLimit(.weighted(.twitter), maximum: 140),
        ],
        maxEmojiVersion: UnicodeVersion(major: 15, minor: 0),
        guards: TextGuards(
          maxScalarsPerCharacter: 10, rejectsBidiControls: true, rejectsInvisibleCharacters: true,
          rejectsUnassigned: true, rejectsPrivateUse: true))
    ))
    all.append((
      "nickname",
      FieldPolicy(
        summary: "An example: 4 to 20 GB 18030 bytes of lower-case letters, digits, Han and _; no emoji.",
        limits: [PolicyLimit(.gb18030(.gb2022), maximum: 20, minimum: 4)],
        allowedClasses: [.asciiLowercase, .asciiDigits, .hanIdeographs], allowedScalars: ["_"..."_"],
        allowsEmoji: false)
    ))
    return all
  }()

  /// The metrics each case is measured in, by name: every `tg_metric`
  /// value's (the vocabulary's).
  package static let metrics: [(name: String, metric: TextMetric)] = MetricVariants.all.map { ($0.name, $0.metric) }

  /// Named texts of the hard pieces, then seeded random mixtures of them.
  package static let cases: [(name: String, text: String)] = {
    var cases = named
    var random = Generator(state: 0x7E47_6A06_E000_0001)
    let pieces = named.map(\.text).filter { $0.utf8.count < 40 }
    for index in 0..<120 {
      let count = 2 + random.next(below: 5)
      let text = (0..<count).map { _ in pieces[random.next(below: pieces.count)] }.joined()
      cases.append(("mixture \(index + 1)", text))
    }
    return cases
  }()

  static let named: [(name: String, text: String)] = [
    ("empty", ""),
    ("ASCII", "hello, world"),
    ("CJK", "中文输入"),
    ("CJK and Latin", "iPhone 15 发布了"),
    ("Extension B", "𠀋𡈽"),
    ("full-width forms", "ＡＢＣ１２３，。！"),
    ("ideographic space", "你\u{3000}好"),
    ("combining acute", "e\u{301}cole"),
    ("NFC pair", "\u{E9}e\u{301}"),
    ("Hangul syllables", "안녕하세요"),
    ("Hangul jamo L V T", "\u{1100}\u{1161}\u{11A8}"),
    ("jamo alone", "\u{1161}\u{11A8}"),
    ("Devanagari conjunct", "क्षत्रिय"),
    ("Devanagari with ZWJ", "क्\u{200D}ष"),
    ("Khmer conjunct", "ស្ត្រី"),
    ("Thai", "ภาษาไทย"),
    ("Arabic", "مرحبا"),
    ("Persian ZWNJ", "می\u{200C}خواهم"),
    ("emoji alone", "😀"),
    ("emoji presentation selector", "❤️"),
    ("text presentation selector", "❤\u{FE0E}"),
    ("text-default symbol", "©™"),
    ("keycap", "1️⃣#️⃣"),
    ("unqualified keycap", "1\u{20E3}"),
    ("digits and hash", "#1*"),
    ("skin tone", "👍🏽"),
    ("skin tone alone", "🏽"),
    ("skin tone after a letter", "王🏽"),
    ("ZWJ family", "👨‍👩‍👧‍👦"),
    ("ZWJ couple with tones", "👩🏻‍❤️‍💋‍👨🏼"),
    ("ZWJ not listed", "🐕‍❤️"),
    ("flags", "🇨🇳🇺🇸"),
    ("regional indicators odd", "🇨🇳🇺"),
    ("tag sequence", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"),
    ("tag sequence not RGI", "🏴\u{E0078}\u{E0079}\u{E007F}"),
    ("newest emoji", "🫩🫆"),
    ("unassigned pictograph", "x\u{1FAFF}"),
    ("private use", "a\u{E000}b"),
    ("noncharacter", "a\u{FFFF}"),
    ("bidi override", "abc\u{202E}fed"),
    ("bidi isolate", "\u{2067}abc\u{2069}"),
    ("word joiner", "a\u{2060}b"),
    ("byte order mark inside", "a\u{FEFF}b"),
    ("soft hyphen", "co\u{AD}op"),
    ("zalgo", "z\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}\u{30A}\u{30B}a"),
    ("ZWJ bomb", Array(repeating: "👨", count: 12).joined(separator: "\u{200D}")),
    ("CR LF", "a\r\nb"),
    ("tab and newline", "a\tb\nc"),
    ("URL", "see https://example.com/path?q=1 now"),
    ("URL without protocol", "visit example.com today"),
    ("URL in CJK", "链接https://t.co/abc123看看"),
    ("email-like", "me@example.com"),
    ("ellipsis", "wait…"),
    ("number", "圆周率约为3.14"),
    ("underscore handle", "xiao_ming_2024"),
    ("long CJK", String(repeating: "中", count: 141)),
    ("long ASCII", String(repeating: "a", count: 301)),
    ("long emoji", String(repeating: "👨‍👩‍👧‍👦", count: 130)),
  ]

  /// SplitMix64: a fixed, documented generator, so that the mixtures are
  /// the same on every machine.
  /// Emoji named in every supported locale (and a text that is no emoji: null).
  static let namedEmoji = ["😀", "👍", "👍🏽", "🇨🇳", "👨‍👩‍👧‍👦", "1️⃣", "🫩", "a"]

  /// Searches: a query, its locale (nil: the query decides) and whether
  /// skin tones are expanded; the vectors hold every result, in order.
  static let searches: [(query: String, locale: String?, expandingSkinTones: Bool)] = [
    ("笑", nil, false), ("开心", "zh", false), ("開心", "zh", false), ("開心", nil, false), ("kaixin", "zh", false),
    ("kx", "zh", false), ("kai心", "zh", false), ("hoisam", "yue", false), ("唔開心", nil, false),
    ("Thumbs Up", nil, false), ("thumbs up", "en", true), ("赞", "zh", false), ("讚", "zh-Hant", false),
    ("smile", nil, false), ("猫", nil, false), ("heart", "en", false), ("  ", nil, false),
  ]

  static func emojiDocument() -> (names: [JSONValue], searches: [JSONValue]) {
    let names: [JSONValue] = namedEmoji.flatMap { emoji in
      EmojiLocale.supported.map { locale in
        .object(JSONObject([
          JSONMember(key: "emoji", value: .string(emoji)),
          JSONMember(key: "locale", value: .string(locale.identifier)),
          JSONMember(key: "name", value: AnnotatedEmoji(emoji).map { .string($0.name(in: locale)) } ?? .null),
        ]))
      }
    }
    let searches: [JSONValue] = searches.map { query, identifier, expanding in
      let locale = identifier.map { try! EmojiLocale($0) }
      let results = AnnotatedEmoji.search(query, locale: locale, expandingSkinTones: expanding)
      return .object(JSONObject([
        JSONMember(key: "query", value: .string(query)),
        JSONMember(key: "locale", value: identifier.map { .string($0) } ?? .null),
        JSONMember(key: "expandSkinTones", value: .bool(expanding)),
        JSONMember(key: "results", value: .array(results.map { .string($0.string) })),
      ]))
    }
    return (names, searches)
  }

  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// The whole document, as written to `Conformance/vectors.json`.
  package static func document() -> JSONValue {
    func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
    let policyMembers = policies.map { JSONMember(key: $0.name, value: $0.policy.jsonValue) }
    let caseValues: [JSONValue] = cases.map { name, text in
      let metricMembers = metrics.map { JSONMember(key: $0.name, value: number($0.metric.measure(text))) }
      let verdicts = policies.map { policyName, policy in
        let violations = policy.violations(in: text)
        return JSONMember(
          key: policyName,
          value: .object(JSONObject([
            JSONMember(key: "ok", value: .bool(violations.isEmpty)),
            JSONMember(key: "violations", value: .array(violations.map(\.jsonValue))),
            JSONMember(key: "sanitized", value: .string(policy.sanitized(text))),
          ])))
      }
      return .object(JSONObject([
        JSONMember(key: "name", value: .string(name)),
        JSONMember(key: "text", value: .string(text)),
        JSONMember(
          key: "scalars",
          value: .string(text.unicodeScalars.count > 40 ? "" : text.unicodeScalars.map { "U+" + hexDigits($0.value) }.joined(separator: " "))),
        JSONMember(key: "metrics", value: .object(JSONObject(metricMembers))),
        JSONMember(key: "verdicts", value: .object(JSONObject(verdicts))),
      ]))
    }
    let emoji = emojiDocument()
    return .object(JSONObject([
      JSONMember(key: "schema", value: number(1)),
      JSONMember(key: "unicodeVersion", value: .string(UnicodeVersion.tables.description)),
      JSONMember(key: "generatedBy", value: .string("swift run textgauge-conformance")),
      JSONMember(key: "policies", value: .object(JSONObject(policyMembers))),
      JSONMember(key: "cases", value: .array(caseValues)),
      JSONMember(key: "emojiNames", value: .array(emoji.names)),
      JSONMember(key: "emojiSearch", value: .array(emoji.searches)),
    ]))
  }

  /// The text of `Conformance/vectors.json`: the document, pretty, but
  /// each case on one line, so that a change to the tables shows as the
  /// cases it changes.
  package static func text() -> String {
    guard case .object(let object) = document() else { return "" }
    var lines: [String] = []
    for member in object.members {
      let key = JSONWriter.string(.string(member.key), pretty: false)
      if ["cases", "emojiNames", "emojiSearch"].contains(member.key), case .array(let cases) = member.value {
        lines.append("  \(key): [\n" + cases.map { "    " + JSONWriter.string($0, pretty: false) }.joined(separator: ",\n") + "\n  ]")
      } else {
        let value = JSONWriter.string(member.value, pretty: true).split(separator: "\n", omittingEmptySubsequences: false)
          .joined(separator: "\n  ")
        lines.append("  \(key): \(value)")
      }
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }
}
