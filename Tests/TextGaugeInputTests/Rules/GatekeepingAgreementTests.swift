import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// Every rule joins the one judgement, whatever combination of options sets
/// it and whichever entry point asks (#38): `violations(in:)`, an edit,
/// the String version queries and `textgauge check`.
@Suite struct GatekeepingAgreementTests {
  static let e15 = UnicodeVersion(major: 15, minor: 0)
  static let e13_1 = UnicodeVersion(major: 13, minor: 1)

  /// An RGI emoji of the data newer than `version`, found by its match.
  static func emoji(newerThan version: UnicodeVersion) throws -> String {
    try #require(HardPieces.rgiEmoji.first { $0.emojiMatches().first?.isNewer(than: version) == true })
  }

  // MARK: The reported cases

  /// The byte verdict a column of texts runs per row (C's
  /// `tg_policy_accepts_column`) is `violations(in:)` being empty: for rules
  /// of lengths alone (answered by the limits' kernels), guards alone
  /// (answered by their byte pass when it passes), and rules that judge
  /// Characters (answered by the walk), on random texts of the hard pieces.
  @Test func byteVerdictAgreesWithViolations() {
    var lengths = InputRules(maxLength: 6, metric: .displayWidth())
    lengths.limits = [LengthLimit(.utf8, maximum: 20, minimum: 2), LengthLimit(.weighted(.twitter), maximum: 9)]
    var guards = InputRules()
    guards.guards = TextGuards(maxScalarsPerCharacter: 3, fitsUTF8mb3: true)
    guards.limits = [LengthLimit(.characters, maximum: 5)]
    let noEmoji = InputRules(maxLength: 4, allowsEmoji: false)
    let negative = InputRules(maxLength: -1, metric: .utf16)
    var random = SplitMix64(seed: 37)
    let texts = [""] + (0..<400).map { _ in HardPieces.generate(&random, maxCount: 6).joined() }
    for rules in [lengths, guards, noEmoji, negative] {
      for text in texts {
        let bytes = Array(text.utf8)
        let accepted = bytes.withUnsafeBufferPointer { rules.accepts(wellFormedUTF8: $0) }
        #expect(accepted == rules.violations(in: text).isEmpty, "\(scalarDump(text))")
      }
    }
  }

  /// The version queries read text as `InputRules` does: a pictograph not
  /// yet assigned is newer than any version.
  @Test func versionQueriesAgreeWithInputRules() {
    let text = "x" + HardPieces.futureEmoji
    let rules = InputRules(maxEmojiVersion: Self.e15)
    #expect(text.containsEmoji(newerThan: Self.e15))
    #expect(!rules.violations(in: text).isEmpty)
    #expect(text.emojiCount(newerThan: Self.e15) == 1)
    #expect(text.removingEmoji(newerThan: Self.e15) == "x")
    // `.standard` still reads only what Unicode lists, when asked for.
    #expect(!text.containsEmoji(newerThan: Self.e15, policy: .standard))
  }

  /// Over random texts, `containsEmoji(newerThan:)` is true exactly when
  /// `InputRules(maxEmojiVersion:)` finds a violation, and what
  /// `removingEmoji(newerThan:)` leaves has none.
  @Test(arguments: [UnicodeVersion(major: 13, minor: 1), UnicodeVersion(major: 15, minor: 0)])
  func versionQueriesAgreeOverRandomTexts(version: UnicodeVersion) {
    let rules = InputRules(maxEmojiVersion: version)
    let failure = PropertyCheck(seed: 0x38_0E, cases: 3000).failure(
      generate: { HardPieces.generate(&$0, maxCount: 8) + [HardPieces.futureEmoji] },
      property: { pieces in
        let text = pieces.joined()
        let found = rules.violations(in: text)
        if text.containsEmoji(newerThan: version) == found.isEmpty {
          return "containsEmoji(newerThan: \(version)) \(!found.isEmpty ? "false" : "true"), InputRules: \(found.map(\.violation))"
        }
        let removed = text.removingEmoji(newerThan: version)
        let left = rules.violations(in: removed)
        return left.isEmpty ? nil : "removingEmoji(newerThan: \(version)) leaves \(scalarDump(removed)) with \(left.map(\.violation))"
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// An emoji ZWJ sequence runs across a Character boundary after a ZWJ
  /// (UTS #51 ED-16; UAX #29 GB11 joins only before an
  /// Extended_Pictographic): an edit on one side changes the emoji of the
  /// other, which the keystroke path must judge as `violations(in:)` does.
  @Test func anEditBesideAZWJJudgesTheEmojiItLeavesAcrossIt() {
    let rules = InputRules(maxEmojiVersion: Self.e13_1)
    let indicator = "\u{1F1EA}", woman = "\u{1F469}", zwj = "\u{200D}"
    // Each field is valid, and each edit leaves a lone regional indicator,
    // an emoji of no version.
    let edits: [(before: String, replaced: String, after: String, with: String)] = [
      (indicator + zwj, woman, "", "硑"),  // the reported case
      (indicator + zwj, woman, "", ""),
      ("", woman, zwj + indicator, "硑"),
      ("", woman + zwj, indicator, ""),
      ("", woman + zwj, indicator, "a"),
      (indicator, zwj + woman, "", ""),
      ("b" + indicator + zwj, woman, "c", "字"),
    ]
    for (before, replaced, after, replacement) in edits {
      let field = before + replaced + after
      #expect(rules.violations(in: field).isEmpty, "\(scalarDump(field))")
      let lower = field.utf8.index(field.startIndex, offsetBy: before.utf8.count)
      let range = lower..<field.utf8.index(lower, offsetBy: replaced.utf8.count)
      let decision = rules.evaluate(field, replacing: range, with: replacement)
      let result = before + replacement + after
      #expect(!rules.violations(in: result).isEmpty, "\(scalarDump(result))")
      #expect(decision.isRejection, "\(scalarDump(field)): \(scalarDump(replaced)) → \(scalarDump(replacement)): \(decision)")
    }
    // The same edits under a rule with no version limit are fine.
    let anyEmoji = InputRules(allowsEmoji: true)
    let field = indicator + zwj + woman
    let womanStart = field.utf8.index(field.startIndex, offsetBy: (indicator + zwj).utf8.count)
    #expect(anyEmoji.evaluate(field, replacing: womanStart..<field.endIndex, with: "硑") == .accept)
  }

  // MARK: Every pair of InputRules options

  /// One option of `InputRules`, set with random parameters.
  struct RuleOption: Sendable, CustomTestStringConvertible {
    var name: String
    var set: @Sendable (inout InputRules, inout SplitMix64) -> String
    var testDescription: String { name }
  }

  static let underscoreOrAcute: @Sendable (Substring) -> Bool = { $0 == "_" || $0 == "\u{301}" }

  static let ruleOptions: [RuleOption] = [
    RuleOption(name: "maxLength") { rules, random in
      let metrics: [(String, TextMetric)] = [
        ("characters", .characters), ("unicodeScalars", .unicodeScalars), ("utf16", .utf16), ("utf8", .utf8),
        ("gb18030", .gb18030(.gb2022)), ("displayWidth", .displayWidth()), ("chineseWordCount", .chineseWordCount),
      ]
      let (name, metric) = random.pick(metrics)
      rules.maxLength = random.next(below: 13)
      rules.metric = metric
      return "maxLength: \(rules.maxLength!), metric: .\(name)"
    },
    RuleOption(name: "allowsEmoji") { rules, _ in
      rules.allowsEmoji = false
      return "allowsEmoji: false"
    },
    RuleOption(name: "emojiPolicy") { rules, random in
      rules.emojiPolicy = random.pick(EmojiPolicy.allCases)
      return "emojiPolicy: .\(rules.emojiPolicy)"
    },
    RuleOption(name: "allowedCharacters") { rules, random in
      rules.allowedCharacters = AllowedCharacters(rawValue: UInt8(1 + random.next(below: 255)))
      return "allowedCharacters: rawValue \(rules.allowedCharacters!.rawValue)"
    },
    RuleOption(name: "isAllowed") { rules, _ in
      rules.isAllowed = underscoreOrAcute
      return "isAllowed: _ or U+0301"
    },
    RuleOption(name: "digits") { rules, _ in
      rules.numericMode = .digits
      return "numericMode: .digits"
    },
    RuleOption(name: "decimal") { rules, random in
      rules.numericMode = .decimal(maxIntegerDigits: 1 + random.next(below: 4), maxFractionDigits: random.next(below: 4))
      rules.cutsSurplusPastedFractionDigits = random.oneIn(2)
      return "numericMode: \(rules.numericMode!), cutsSurplusPastedFractionDigits: \(rules.cutsSurplusPastedFractionDigits)"
    },
    RuleOption(name: "maxEmojiVersion") { rules, random in
      // A rule's parameter: which emoji are newer comes from the data.
      rules.maxEmojiVersion = random.pick([e13_1, e15])
      return "maxEmojiVersion: \(rules.maxEmojiVersion!)"
    },
  ]

  /// Two options, or one alone. Pairs that `validated()` refuses (two
  /// numeric modes, classes in a numeric mode) are no field's rules.
  struct RulePair: Sendable, CustomTestStringConvertible {
    var options: [RuleOption]
    var testDescription: String { options.map(\.name).joined(separator: " + ") }

    func rules(_ random: inout SplitMix64) -> (InputRules, String) {
      var rules = InputRules()
      let description = options.map { $0.set(&rules, &random) }.joined(separator: ", ")
      return (rules, "InputRules(\(description))")
    }
  }

  static let rulePairs: [RulePair] = {
    var pairs = ruleOptions.map { RulePair(options: [$0]) }
    for i in ruleOptions.indices {
      for j in ruleOptions.indices where j > i {
        pairs.append(RulePair(options: [ruleOptions[i], ruleOptions[j]]))
      }
    }
    return pairs.filter { pair in
      var random = SplitMix64(seed: 1)
      return (try? pair.rules(&random).0.validated()) != nil
    }
  }()

  /// Seeded random edits of a valid field (an insertion, a replacement, a
  /// deletion or a paste of hard pieces): what is accepted or adjusted
  /// leaves no violation. A deletion may leave a decimal number's form
  /// unnormalised ("00", ".5") until the next edit (`NumericMode`).
  ///
  /// Half the cases draw from the few pieces that meet at a seam (a ZWJ
  /// before a regional indicator, a selector, a skin tone), and edits start
  /// and end on scalar boundaries a few scalars apart, so that edits land
  /// beside joiners often.
  @Test(arguments: rulePairs)
  func editsUnderEveryPairOfOptionsLeaveNoViolations(pair: RulePair) {
    let seed = pair.testDescription.utf8.reduce(UInt64(0x38)) { $0 &* 31 &+ UInt64($1) }
    let failure = PropertyCheck(seed: seed, cases: 2000).failure(
      generate: { random in
        let seams = random.oneIn(2)
        func piece(_ random: inout SplitMix64) -> String {
          seams ? random.pick(Self.seamPieces) : HardPieces.piece(&random)
        }
        return [.setup(random.next())]
          + (0..<random.next(below: 7)).map { _ in .field(piece(&random)) }
          + (0..<random.next(below: 4)).map { _ in .insert(piece(&random)) }
      },
      describe: InputPropertyTests.describe
    ) { pieces in
      var seed: UInt64 = 0
      var fieldPieces: [String] = [], insertPieces: [String] = []
      for piece in pieces {
        switch piece {
        case .setup(let value): seed = value
        case .field(let text): fieldPieces.append(text)
        case .insert(let text): insertPieces.append(text)
        }
      }
      var random = SplitMix64(seed: seed)
      let (rules, description) = pair.rules(&random)
      let field = rules.sanitized(fieldPieces.joined())
      let fieldViolations = rules.violations(in: field)
      if !fieldViolations.isEmpty {
        return "\(description): sanitized gives \(scalarDump(field)) with \(fieldViolations.map(\.violation))"
      }
      let units = Array(field.utf16)
      // The UTF-16 offsets of the scalar boundaries.
      let boundaries = field.unicodeScalars.reduce(into: [0]) { $0.append($0.last! + $1.utf16.count) }
      let start = random.next(below: boundaries.count)
      let isDeletion = random.oneIn(4)
      let scalars = isDeletion || random.oneIn(2) ? 1 + random.next(below: 3) : 0
      let location = boundaries[start]
      let length = boundaries[min(boundaries.count - 1, start + scalars)] - location
      let replacement = isDeletion ? "" : insertPieces.joined()
      let decision = rules.evaluate(field, replacingUTF16Location: location, length: length, with: replacement)
      let result: String
      switch decision {
      case .accept:
        result = String(decoding: units[..<location] + Array(replacement.utf16) + units[(location + length)...], as: UTF16.self)
      case .adjusted(let text, _, _): result = text
      case .reject: return nil
      }
      let left = rules.violations(in: result).map(\.violation).filter { violation in
        !(replacement.isEmpty && (violation == .leadingDecimalPoint || violation == .redundantLeadingZero))
      }
      if left.isEmpty { return nil }
      return "\(description): field \(scalarDump(field)), replacing UTF-16 \(location) length \(length) with \(scalarDump(replacement)): \(decision) leaves \(scalarDump(result)) with \(left)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Pieces that join across a Character boundary or inside one: a ZWJ
  /// before a regional indicator (UTS #51 ED-16 against UAX #29 GB11), an
  /// emoji presentation selector, a skin tone, a keycap's parts.
  static let seamPieces: [String] = [
    "\u{200D}", "\u{200D}", "\u{1F1EA}", "\u{1F1EC}", "\u{1F469}", "\u{1F415}", "\u{2764}", "\u{FE0F}", "\u{1F3FD}",
    "1", "\u{20E3}", "a", "字", HardPieces.futureEmoji,
  ]

}
