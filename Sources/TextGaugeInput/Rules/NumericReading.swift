// How a numeric field reads what is typed or pasted into it. The field holds
// ASCII ("0"…"9" and "."), but people type and paste other forms of the same
// characters: a Chinese input method types full-width digits (U+FF10–U+FF19)
// and "。" (U+3002) for the "." key; a bill gives "¥1,234.50". A form is
// mapped to ASCII only when it stands for exactly that character:
//
// - Full-width forms, whose Unicode decomposition is `<wide>` of the ASCII
//   character (UnicodeData.txt; they are East_Asian_Width=F, UAX #11 §4):
//   U+FF10–U+FF19 digits, U+FF0E "．", U+FF0C "，", U+FF0B "＋", U+FF0D "－",
//   U+FF08/U+FF09 "（" "）", U+FF04 "＄", U+3000 IDEOGRAPHIC SPACE (`<wide>`
//   U+0020), U+FFE5 "￥" and U+FFE1 "￡" (`<wide>` U+00A5 and U+00A3).
// - The ideographic full stop U+3002 "。", the "." of a Chinese keyboard
//   (no decomposition: it is what the "." key types), and its half-width
//   form U+FF61 "｡" (`<narrow>` U+3002).
// - U+2212 MINUS SIGN, read as "-" so that it is refused as a sign.
//
// Other scripts' digits (Arabic-Indic, Devanagari…) are not mapped: they are
// disallowed Characters. Each form is a Character of one scalar; a form
// with a combining mark or U+20E3 on it is another Character (a keycap is
// an emoji) and is judged as it is. Characters are the data's (UAX #29 of
// the tables' Unicode version, `graphemeClusters`), never the standard
// library's, so a mark the data joins to a digit or "。" makes it another
// Character on every OS.
//
// Then the mapped text is read as a number, and every change the reading
// makes keeps the value; anything it cannot read rejects the edit whole
// (documented on `NumericMode`, tested against an independent reference
// reading in NumericPasteTests).

extension Substring {
  /// The ASCII character this numeric-field form stands for, or nil when it
  /// is not one of the mapped forms (see the comment at the top of the file).
  var numericASCIIForm: Substring? {
    let scalars = unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
    switch scalar.value {
    case 0xFF10...0xFF19: return Self.asciiDigits[Int(scalar.value - 0xFF10)]
    case 0xFF0E, 0x3002, 0xFF61: return "."
    case 0xFF0C: return ","
    case 0xFF0B: return "+"
    case 0xFF0D, 0x2212: return "-"
    case 0xFF08: return "("
    case 0xFF09: return ")"
    case 0x3000: return " "
    case 0xFF04: return "$"
    case 0xFFE5: return "¥"
    case 0xFFE1: return "£"
    default: return nil
    }
  }

  private static let asciiDigits: [Substring] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]

  /// A currency sign that a decimal field strips from the start or the end
  /// of a paste: the field's currency is the app's, shown beside it.
  var isStrippedCurrencySign: Bool {
    self == "$" || self == "¥" || self == "£" || self == "€"
  }
}

/// What the reading of a numeric insertion gives.
enum NumericReading {
  /// The insertion as the field holds it: ASCII digits and, in a decimal
  /// field, at most one "."; `normalized` when it differs from what was
  /// typed or pasted.
  case read(String, normalized: Bool)
  /// The insertion is not a number the field can hold without changing it.
  case reject
}

extension InputRules {
  /// Reads `insertion` as a number for the numeric mode (see ``NumericMode``):
  /// maps full-width and IME forms to ASCII, removes what only formats the
  /// number (reported as ``InputViolation/disallowedCharacter(_:)``), and
  /// rejects what would change its value. `atFieldStart` says that no digit
  /// precedes the insertion in the field (a "-" there is a minus sign).
  func readNumber(
    _ insertion: some StringProtocol, atFieldStart: Bool, violations: inout ViolationList
  ) -> NumericReading {
    var mapped: [Substring] = []
    var normalized = false
    for character in insertion.graphemeClusters {
      EditWork.step()
      if let ascii = character.numericASCIIForm {
        mapped.append(ascii)
        normalized = true
      } else {
        mapped.append(character)
      }
    }
    let core: [Substring]?
    switch numericMode {
    case .digits: core = readDigits(mapped, atFieldStart: atFieldStart, violations: &violations)
    case .decimal: core = readDecimal(mapped, violations: &violations)
    case nil: core = mapped
    }
    guard let core else { return .reject }
    // Appended one by one: the few Characters of an insertion, through the
    // append every String edit uses, not a generic `joined()` of its own.
    var text = ""
    for character in core { text += character }
    return .read(text, normalized: normalized || core.count != mapped.count)
  }

  /// The violation a Character that is no part of a number gives: emoji
  /// when it is one and emoji are blocked, else a disallowed Character.
  private func numericViolation(_ character: Substring) -> InputViolation {
    if character == "\u{2026}" { return .ellipsisInNumber }
    if !allowsEmoji, let match = character.emojiMatches(policy: emojiPolicy).first { return .emoji(match.string) }
    return .disallowedCharacter(String(character))
  }

  /// Digits mode: a string of digits (a code, a phone number), not a
  /// quantity. Spaces, "(", ")", a "+" and a "-" between digits only
  /// format it and are removed; a "-" before the first digit of the field
  /// is a minus sign and, like ".", a letter (`1e3`) or any other
  /// Character, rejects the edit.
  private func readDigits(
    _ characters: [Substring], atFieldStart: Bool, violations: inout ViolationList
  ) -> [Substring]? {
    var kept: [Substring] = []
    var seenDigit = !atFieldStart
    for character in characters {
      if character.isASCIIDigit {
        kept.append(character)
        seenDigit = true
      } else if character.startsWithWhitespace || character == "(" || character == ")" || character == "+"
        || (character == "-" && seenDigit)
      {
        violations.add(.disallowedCharacter(String(character)))
      } else {
        violations.add(character == "-" ? .disallowedCharacter("-") : numericViolation(character))
        return nil
      }
    }
    return kept
  }

  /// Decimal mode, the reference reading of an insertion (`r` the text
  /// with forms mapped):
  /// 1. whitespace at both ends is removed; whitespace inside rejects;
  /// 2. a leading "+" is removed; a "-" anywhere rejects (no negatives);
  /// 3. one currency sign ("$" "¥" "£" "€"), first or last, or "元" last, is
  ///    removed, with the whitespace beside it;
  /// 4. what is left holds only digits, "," and "." (else reject); two "."
  ///    reject (``InputViolation/secondDecimalPoint``);
  /// 5. a "," is a thousands separator only when the digits before the "."
  ///    are grouped as `d{1,3}(,ddd)+` and none follows the "."; then the
  ///    commas are removed, otherwise the edit is rejected (`12,5`, `1,2,3`,
  ///    a decimal comma).
  private func readDecimal(_ characters: [Substring], violations: inout ViolationList) -> [Substring]? {
    var r = characters[...]
    func trimWhitespace(leading: Bool = true, trailing: Bool = true) {
      while leading, let first = r.first, first.startsWithWhitespace {
        violations.add(.disallowedCharacter(String(first)))
        r.removeFirst()
      }
      while trailing, let last = r.last, last.startsWithWhitespace {
        violations.add(.disallowedCharacter(String(last)))
        r.removeLast()
      }
    }
    trimWhitespace()
    if r.contains("-") {
      violations.add(.disallowedCharacter("-"))
      return nil
    }
    if r.first == "+" {
      violations.add(.disallowedCharacter("+"))
      r.removeFirst()
    }
    if let first = r.first, first.isStrippedCurrencySign {
      violations.add(.disallowedCharacter(String(first)))
      r.removeFirst()
      trimWhitespace(trailing: false)
    } else if let last = r.last, last.isStrippedCurrencySign || last == "元" {
      violations.add(.disallowedCharacter(String(last)))
      r.removeLast()
      trimWhitespace(leading: false)
    }
    var points = 0
    for character in r {
      if character == "." {
        points += 1
      } else if !character.isASCIIDigit, character != "," {
        violations.add(numericViolation(character))
        return nil
      }
    }
    if points > 1 {
      violations.add(.secondDecimalPoint)
      return nil
    }
    // A whole-number field (no fraction digits) has no point: removing it
    // would glue the digits ("1.5" is never 15).
    if points == 1, let limits = decimalLimits, limits.fractionDigits == 0 {
      violations.add(.disallowedCharacter("."))
      return nil
    }
    guard r.contains(",") else { return Array(r) }
    let point = r.firstIndex(of: ".") ?? r.endIndex
    let groups = r[..<point].split(separator: ",", omittingEmptySubsequences: false)
    let grouped = groups.count >= 2 && (1...3).contains(groups[0].count)
      && groups.dropFirst().allSatisfy { $0.count == 3 }
      && !r[point...].contains(",")
    violations.add(.disallowedCharacter(","))
    guard grouped else { return nil }
    return r.filter { $0 != "," }
  }
}
