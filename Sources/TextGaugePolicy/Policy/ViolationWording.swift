import TextGauge
import TextGaugeInput

/// The values a violation's message fills in: each `{name}` of a
/// `violationKinds[].message` in `Vocabulary/vocabulary.json` is the member
/// of that name, and the generated `message` (Generated/Vocabulary.swift)
/// is the kind's wording with them in place. Each is computed when its
/// kind's wording asks for it, and is empty for a kind that has none.
/// tablegen refuses a name that is not one of these (its
/// `Vocabulary.ViolationKind.placeholders`).
struct ViolationWording {
  /// The policy broken, whose limits and maximum emoji version the
  /// wording names.
  var policy: FieldPolicy
  var violation: InputViolation
  /// The broken rule's JSON path (`limits[0]`, `guards.utf8mb3`).
  var rule: String

  /// The broken limit's metric, by its JSON name.
  var metric: String {
    switch violation {
    case .tooLong: policy.limits[0].metric.name
    case .overLimit(let index, _, _), .underLimit(let index, _, _):
      policy.limits[policy.policyLimitIndex(ofRuleLimit: index)].metric.name
    default: ""
    }
  }

  /// What the text measures in the limit's metric.
  var length: String {
    switch violation {
    case .tooLong(_, let length), .overLimit(_, _, let length), .underLimit(_, _, let length): "\(length)"
    default: ""
    }
  }

  /// A maximum: the limit's, the digits' or the scalars per Character.
  var limit: String {
    switch violation {
    case .tooLong(let limit, _), .overLimit(_, let limit, _), .tooManyIntegerDigits(let limit, _),
      .tooManyFractionDigits(let limit, _), .tooManyScalars(_, _, let limit):
      "\(limit)"
    default: ""
    }
  }

  /// The limit's minimum.
  var minimum: String {
    if case .underLimit(_, let minimum, _) = violation { "\(minimum)" } else { "" }
  }

  /// What was counted: digits, or scalars in a Character.
  var count: String {
    switch violation {
    case .tooManyIntegerDigits(_, let count), .tooManyFractionDigits(_, let count), .tooManyScalars(_, let count, _):
      "\(count)"
    default: ""
    }
  }

  /// The emoji or Character found, as it is in the text.
  var text: String {
    switch violation {
    case .emoji(let text), .emojiTooNew(let text, _), .disallowedCharacter(let text), .tooManyScalars(let text, _, _): text
    default: ""
    }
  }

  /// ``text``'s scalars, `U+XXXX` each, a space between.
  var scalars: String { Self.scalars(text) }

  /// The first three scalars of ``text``: a Character of many scalars is
  /// named by its start.
  var start: String { Self.scalars(String(text.unicodeScalars.prefix(3))) }

  /// The emoji's version (UTS #51 `E` numbers), or `unassigned`.
  var version: String {
    if case .emojiTooNew(_, let version) = violation { version.map { "\($0)" } ?? "unassigned" } else { "" }
  }

  /// The policy's newest emoji version allowed.
  var maxVersion: String { policy.maxEmojiVersion.map { "\($0)" } ?? "allowed" }

  /// The blocked scalar, `U+XXXX`.
  var scalar: String {
    if case .blockedScalar(let scalar, _) = violation { "U+" + hexDigits(scalar.value) } else { "" }
  }

  /// Why an edit's range is not a part of the text.
  var range: String {
    if case .invalidRange(let range) = violation { "\(range)" } else { "" }
  }

  static func scalars(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + hexDigits($0.value) }.joined(separator: " ")
  }
}
