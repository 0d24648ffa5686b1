import Foundation
import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// `InputRules.guards`, `limits` and `allowedScalars`: each judged on whole
/// Characters and joined with every other rule, for whole texts, edits and
/// pastes alike.
@Suite struct GuardsAndLimitsTests {
  static func rules(_ guards: TextGuards) -> InputRules {
    var rules = InputRules()
    rules.guards = guards
    return rules
  }

  @Test func bidiControlsAreBlockedWhereverTheyAre() {
    let rules = Self.rules(TextGuards(rejectsBidiControls: true))
    for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
      let scalar = Unicode.Scalar(value)!
      #expect(rules.violations(in: "ab\(scalar)cd").map(\.violation) == [.blockedScalar(scalar, .bidiControl)])
      #expect(rules.sanitized("ab\(scalar)cd") == "abcd")
      #expect(rules.evaluate("ab", replacingUTF16Location: 1, length: 0, with: String(scalar))
        == .reject([.blockedScalar(scalar, .bidiControl)]))
    }
    // LRM and RLM do not reorder text by themselves: not bidi controls here.
    #expect(rules.violations(in: "a\u{200E}b\u{200F}").isEmpty)
  }

  @Test func invisibleCharactersPassOnlyWhereASequenceNeedsThem() {
    let rules = Self.rules(TextGuards(rejectsInvisibleCharacters: true))
    let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    // Needed: ZWJ and VS16 inside emoji, VS15/VS16 after an Emoji
    // character, tags in an RGI tag sequence, joiners inside words.
    for text in ["👨‍👩‍👧", "❤️", "©︎", "#️⃣", england, "🐕‍❤️", "می\u{200C}خواهم", "क्\u{200D}ष"] {
      #expect(rules.violations(in: text).isEmpty, "\(scalarDump(text))")
    }
    // Not needed: a joiner or selector on its own, tags that are no RGI
    // sequence, the invisible separators.
    let notNeeded: [(String, Unicode.Scalar)] = [
      (" \u{200D}", "\u{200D}"), ("1\u{200D}2", "\u{200D}"), ("x\u{FE0F}", "\u{FE0F}"),
      ("\u{1F3F4}\u{E0078}\u{E0079}\u{E007F}", "\u{E0078}"), ("a\u{2060}b", "\u{2060}"), ("\u{FEFF}a", "\u{FEFF}"),
      ("\u{AD}", "\u{AD}"),
    ]
    for (text, scalar) in notNeeded {
      #expect(rules.violations(in: text).map(\.violation) == [.blockedScalar(scalar, .invisible)], "\(scalarDump(text))")
    }
  }

  @Test func scalarsPerCharacterBoundZalgoAndZWJBombsButNoRGIEmoji() throws {
    let longest = try #require(HardPieces.rgiEmoji.map(\.unicodeScalars.count).max())
    let rules = Self.rules(TextGuards(maxScalarsPerCharacter: longest))
    #expect(HardPieces.rgiEmoji.allSatisfy { rules.violations(in: $0).isEmpty })
    let zalgo = "a" + String(repeating: "\u{0301}", count: longest)
    #expect(rules.violations(in: "x" + zalgo).map(\.violation)
      == [.tooManyScalars(zalgo, count: longest + 1, limit: longest)])
    let bomb = Array(repeating: "👨", count: longest).joined(separator: "\u{200D}")
    #expect(rules.sanitized("ok" + bomb + "!") == "ok!")
    // A mark typed onto a full Character is refused; the text stays.
    let full = "a" + String(repeating: "\u{0301}", count: longest - 1)
    #expect(rules.evaluate(full, replacingUTF16Location: full.utf16.count, length: 0, with: "\u{0301}")
      == .reject([.tooManyScalars(zalgo, count: longest + 1, limit: longest)]))
  }

  @Test func utf8mb3KeepsTheBMPOnly() {
    let rules = Self.rules(TextGuards(fitsUTF8mb3: true))
    #expect(rules.violations(in: "中文 café ©").isEmpty)
    #expect(rules.violations(in: "a𠀋").map(\.violation) == [.blockedScalar("\u{2000B}", .outsideBMP)])
    #expect(rules.violations(in: "👍🏽").map(\.violation) == [.blockedScalar("\u{1F44D}", .outsideBMP)])
    #expect(rules.sanitized("ok👍🏽中𠀋") == "ok中")
  }

  /// The guards' tables against the UCD files, read here on their own.
  @Test(.needsUnicodeFiles) func guardTablesMatchTheUCDFiles() throws {
    let folder = try #require(ucdFilesFolder(newestEmojiVersion))
    func ranges(_ file: String, _ keep: (String) -> Bool) throws -> [ClosedRange<UInt32>] {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      var result: [ClosedRange<UInt32>] = []
      for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "#")[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 2, keep(fields[1]) else { continue }
        let bounds = fields[0].split(separator: ".").compactMap { UInt32($0, radix: 16) }
        result.append(bounds[0]...bounds.last!)
      }
      return result
    }
    func table(_ ranges: [ClosedRange<UInt32>]) -> [Bool] {
      var bits = [Bool](repeating: false, count: 0x110000)
      for range in ranges { for value in range { bits[Int(value)] = true } }
      return bits
    }
    let unassigned = table(try ranges("DerivedGeneralCategory.txt") { $0 == "Cn" })
    let privateUse = table(try ranges("DerivedGeneralCategory.txt") { $0 == "Co" })
    let letterOrMark = table(try ranges("DerivedGeneralCategory.txt") { $0.hasPrefix("L") || $0.hasPrefix("M") })
    let ignorable = table(try ranges("DerivedCoreProperties.txt") { $0 == "Default_Ignorable_Code_Point" })
    #expect(unassigned.contains(true) && privateUse.contains(true) && ignorable.contains(true))
    var mismatches: [String] = []
    for value in 0...UInt32(0x10FFFF) where mismatches.count < 10 {
      let i = Int(value)
      if UnicodeProperties.isUnassigned(value) != unassigned[i] { mismatches.append("Cn U+\(String(value, radix: 16))") }
      if UnicodeProperties.isPrivateUse(value) != privateUse[i] { mismatches.append("Co U+\(String(value, radix: 16))") }
      if UnicodeProperties.isLetterOrMark(value) != letterOrMark[i] { mismatches.append("L/M U+\(String(value, radix: 16))") }
      if UnicodeProperties.isDefaultIgnorable(value) != ignorable[i] { mismatches.append("DI U+\(String(value, radix: 16))") }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    // And the guard: the first unassigned and private use code points.
    let rules = Self.rules(TextGuards(rejectsUnassigned: true, rejectsPrivateUse: true))
    let firstUnassigned = Unicode.Scalar(UInt32(unassigned.firstIndex(of: true)!))!
    let firstPrivate = Unicode.Scalar(UInt32(privateUse.firstIndex(of: true)!))!
    #expect(rules.violations(in: "a\(firstUnassigned)\(firstPrivate)").map(\.violation)
      == [.blockedScalar(firstUnassigned, .unassigned), .blockedScalar(firstPrivate, .privateUse)])
  }

  /// The generated White_Space (the whitespace class, number reading) is
  /// the toolchain's `Unicode.Scalar.Properties.isWhitespace` for every
  /// scalar: the property has not changed since Unicode 6.3.
  @Test func whiteSpaceIsTheToolchains() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if UnicodeProperties.isWhiteSpace(value) != scalar.properties.isWhitespace {
        mismatches.append("U+\(String(value, radix: 16))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func everyLimitHoldsAndAPasteIsCutToTheTightest() {
    var rules = InputRules()
    rules.limits = [LengthLimit(.characters, maximum: 300), LengthLimit(.utf8, maximum: 3000)]
    let ascii = String(repeating: "a", count: 400)
    #expect(rules.sanitized(ascii).count == 300)
    let family = "👨‍👩‍👧‍👦"  // 25 bytes, 1 Character
    let families = String(repeating: family, count: 200)
    #expect(rules.sanitized(families) == String(repeating: family, count: 120))
    #expect(rules.violations(in: families).map(\.violation) == [.overLimit(index: 1, limit: 3000, length: 5000)])
    #expect(rules.violations(in: families).first?.characterOffset == 120)
    // Typing past a limit is refused; shortening an over-long text is not.
    let full = String(repeating: family, count: 120)
    #expect(rules.evaluate(full, replacingUTF16Location: full.utf16.count, length: 0, with: "a")
      == .reject([.overLimit(index: 1, limit: 3000, length: 3001)]))
    #expect(rules.evaluate(families, replacingUTF16Location: 0, length: family.utf16.count, with: "") == .accept)
    #expect(rules.evaluate(families, replacingUTF16Location: 0, length: family.utf16.count, with: "ab") == .accept)
  }

  @Test func aMinimumIsJudgedOnWholeTextsOnly() {
    var rules = InputRules()
    rules.limits = [LengthLimit(.gb18030, maximum: 20, minimum: 4)]
    #expect(rules.violations(in: "小").map(\.violation) == [.underLimit(index: 0, minimum: 4, length: 2)])
    #expect(rules.violations(in: "小明").isEmpty)
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "小") == .accept)
    #expect(rules.evaluate("小明", replacingUTF16Location: 1, length: 1, with: "") == .accept)
  }

  @Test func allowedScalarsAddSingleCharactersAndRanges() {
    var handle = InputRules(allowedCharacters: .asciiLowercase)
    handle.allowedScalars = ["_"..."_", "0"..."9"]
    #expect(handle.violations(in: "a_9").isEmpty)
    #expect(handle.violations(in: "a-b").map(\.violation) == [.disallowedCharacter("-")])
    #expect(handle.sanitized("Ab_c-1") == "b_c1")
    var dots = InputRules(allowedCharacters: .decimalPad)
    dots.allowedScalars = ["."..."."]
    #expect(dots.violations(in: "1.2.3").isEmpty)
  }

  /// The byte pass that skips clean Characters finds what the Character
  /// walk finds: the same rules with a predicate that allows everything
  /// (which turns the pass off) report the same violations at the same
  /// places.
  @Test func theCleanRunPassAgreesWithTheCharacterWalk() {
    let longest = HardPieces.rgiEmoji.map(\.unicodeScalars.count).max() ?? 10
    let pieces = HardPieces.fixed + ["\u{202E}", "\u{2066}", "\u{E000}", "\u{2060}", "\u{200C}", "\u{FEFF}", "𠀋"]
    let check = PropertyCheck(seed: 0xC1EA_2, cases: 400)
    let failure = check.failure(
      generate: { random -> [String] in
        (0..<random.next(below: 16)).map { _ in random.oneIn(4) ? HardPieces.piece(&random) : random.pick(pieces) }
      },
      property: { parts in
        let text = parts.joined()
        for mask in 1..<64 {
          var fast = InputRules()
          fast.guards = TextGuards(
            maxScalarsPerCharacter: mask & 1 != 0 ? min(3, longest) : nil, rejectsBidiControls: mask & 2 != 0,
            rejectsInvisibleCharacters: mask & 4 != 0, rejectsUnassigned: mask & 8 != 0,
            rejectsPrivateUse: mask & 16 != 0, fitsUTF8mb3: mask & 32 != 0)
          var walk = fast
          walk.isAllowed = { _ in true }
          if fast.violations(in: text) != walk.violations(in: text) {
            return "guards \(mask): \(fast.violations(in: text)) against \(walk.violations(in: text))"
          }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Every combination of guards and limits: what an edit accepts or
  /// adjusts breaks no rule (a minimum aside, which edits do not judge).
  @Test func acceptedEditsBreakNoGuardOrLimit() {
    let longest = HardPieces.rgiEmoji.map(\.unicodeScalars.count).max() ?? 10
    let variants: [InputRules] = {
      var all: [InputRules] = []
      for mask in 0..<16 {
        var rules = InputRules(maxLength: mask & 1 != 0 ? 12 : nil)
        rules.guards = TextGuards(
          maxScalarsPerCharacter: mask & 2 != 0 ? min(4, longest) : nil, rejectsBidiControls: true,
          rejectsInvisibleCharacters: mask & 4 != 0, rejectsUnassigned: mask & 8 != 0, rejectsPrivateUse: true,
          fitsUTF8mb3: mask & 8 != 0)
        rules.limits = mask & 1 != 0 ? [LengthLimit(.utf8, maximum: 30), LengthLimit(.displayWidth(), maximum: 16)] : []
        rules.allowsEmoji = mask & 4 == 0
        all.append(rules)
      }
      return all
    }()
    let pieces = HardPieces.fixed + ["\u{202E}", "\u{2066}", "\u{E000}", "\u{2060}", "\u{200C}"]
    let check = PropertyCheck(seed: 0x6A11_D5, cases: 300)
    let failure = check.failure(
      generate: { random -> [String] in
        (0..<random.next(below: 12)).map { _ in random.oneIn(4) ? HardPieces.piece(&random) : random.pick(pieces) }
      },
      property: { parts in
        let text = parts.prefix(parts.count / 2).joined()
        let insertion = parts.dropFirst(parts.count / 2).joined()
        for rules in variants {
          let base = rules.sanitized(text)
          for location in [0, base.utf16.count / 2, base.utf16.count] {
            guard case .success = base.scalarAlignedCheck(utf16Location: location) else { continue }
            switch rules.evaluate(base, replacingUTF16Location: location, length: 0, with: insertion) {
            case .accept:
              let result = base.inserting(insertion, atUTF16: location)
              let left = rules.violations(in: result)
              if !left.isEmpty { return "accepted \(scalarDump(insertion)) into \(scalarDump(base)): \(left.map(\.violation))" }
            case .adjusted(let result, _, _):
              let left = rules.violations(in: result)
              if !left.isEmpty { return "adjusted to \(scalarDump(result)): \(left.map(\.violation))" }
            case .reject:
              break
            }
          }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }
}

extension String {
  /// Whether `location` falls on a scalar boundary.
  func scalarAlignedCheck(utf16Location location: Int) -> Result<Void, Error> {
    let index = utf16.index(startIndex, offsetBy: location)
    return unicodeScalars.index(index, offsetBy: 0) == index && index.samePosition(in: unicodeScalars) != nil
      ? .success(()) : .failure(CancellationError())
  }

  /// The text with `inserted` at UTF-16 offset `location`.
  func inserting(_ inserted: String, atUTF16 location: Int) -> String {
    let index = utf16.index(startIndex, offsetBy: location)
    return String(self[..<index]) + inserted + String(self[index...])
  }
}
