import TextGauge
import TextGaugeInput

// JSON strings and hex digits come from ScanCommand.swift (jsonString, hex).

/// How `textgauge check` writes violations: a line of text, or JSON.
extension LocatedViolation {
  /// `offset 3: too long: 5 > 3`.
  var message: String {
    "offset \(characterOffset): " + {
      switch violation {
      case .tooLong(let limit, let length): "too long: \(length) > \(limit)"
      case .emoji(let emoji): "emoji \(emoji) (\(emoji.scalarNames)) not allowed"
      case .emojiTooNew(let emoji, let version):
        "emoji \(emoji) (\(emoji.scalarNames)) is Emoji \(version.map { "\($0)" } ?? "unknown"), newer than allowed"
      case .disallowedCharacter(let character): "character \(character.visible)(\(character.scalarNames)) not allowed"
      case .secondDecimalPoint: "second decimal point"
      case .leadingDecimalPoint: "leading decimal point"
      case .redundantLeadingZero: "redundant leading zero"
      case .tooManyIntegerDigits(let limit, let count): "too many integer digits: \(count) > \(limit)"
      case .tooManyFractionDigits(let limit, let count): "too many fraction digits: \(count) > \(limit)"
      case .ellipsisInNumber: "… (U+2026) in a number"
      case .invalidRange: "invalid range"
      case .overLimit(let index, let limit, let length): "limit \(index + 1) exceeded: \(length) > \(limit)"
      case .underLimit(let index, let minimum, let length): "limit \(index + 1) not reached: \(length) < \(minimum)"
      case .blockedScalar(let scalar, let blocked): "U+\(hexDigits(scalar.value)) not allowed: \(blocked.phrase)"
      case .tooManyScalars(_, let count, let limit): "character of \(count) scalars, more than \(limit)"
      }
    }()
  }

  /// `{"kind":"tooLong","limit":3,"length":5,"offset":3,"utf16Offset":4}`:
  /// the kind, its payload, then the position.
  var json: String {
    let kind: String
    var payload: [(String, String)] = []
    switch violation {
    case .tooLong(let limit, let length):
      kind = "tooLong"
      payload = [("limit", String(limit)), ("length", String(length))]
    case .emoji(let emoji):
      kind = "emoji"
      payload = [("text", jsonString(emoji))]
    case .emojiTooNew(let emoji, let version):
      kind = "emojiTooNew"
      payload = [("text", jsonString(emoji)), ("version", version.map { jsonString($0.description) } ?? "null")]
    case .disallowedCharacter(let character):
      kind = "disallowedCharacter"
      payload = [("text", jsonString(character))]
    case .secondDecimalPoint: kind = "secondDecimalPoint"
    case .leadingDecimalPoint: kind = "leadingDecimalPoint"
    case .redundantLeadingZero: kind = "redundantLeadingZero"
    case .tooManyIntegerDigits(let limit, let count):
      kind = "tooManyIntegerDigits"
      payload = [("limit", String(limit)), ("count", String(count))]
    case .tooManyFractionDigits(let limit, let count):
      kind = "tooManyFractionDigits"
      payload = [("limit", String(limit)), ("count", String(count))]
    case .ellipsisInNumber: kind = "ellipsisInNumber"
    case .invalidRange: kind = "invalidRange"
    case .overLimit(let index, let limit, let length):
      kind = "overLimit"
      payload = [("index", String(index)), ("limit", String(limit)), ("length", String(length))]
    case .underLimit(let index, let minimum, let length):
      kind = "underLimit"
      payload = [("index", String(index)), ("minimum", String(minimum)), ("length", String(length))]
    case .blockedScalar(let scalar, let blocked):
      kind = "blockedScalar"
      payload = [("scalar", jsonString("U+" + hexDigits(scalar.value))), ("guard", jsonString(blocked.rawValue))]
    case .tooManyScalars(let character, let count, let limit):
      kind = "tooManyScalars"
      payload = [("text", jsonString(character)), ("count", String(count)), ("limit", String(limit))]
    }
    let fields = [("kind", jsonString(kind))] + payload
      + [("offset", String(characterOffset)), ("utf16Offset", String(utf16Offset))]
    return "{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}

extension ScalarGuard {
  /// Why the guard blocks a scalar, for `check`'s lines.
  var phrase: String {
    switch self {
    case .bidiControl: "a bidirectional control"
    case .invisible: "an invisible character"
    case .unassigned: "unassigned in Unicode \(UnicodeVersion.tables)"
    case .privateUse: "a private use character"
    case .outsideBMP: "above U+FFFF (does not fit utf8mb3)"
    case .twitterInvalid: "invalid in a post (twitter-text: U+FEFF, U+FFFE, U+FFFF)"
    }
  }
}

extension StringProtocol {
  /// `U+1F600 U+FE0F`.
  var scalarNames: String {
    unicodeScalars.map { "U+" + hexDigits($0.value) }.joined(separator: " ")
  }
}

extension String {
  /// A Character (the data's) quoted, or nothing for one that would not
  /// show (one starting with whitespace, controls): the scalar names follow
  /// anyway.
  var visible: String {
    let invisible = unicodeScalars.first?.properties.isWhitespace ?? true
      || unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    return invisible ? "" : "'\(self)' "
  }
}
