import TextGauge
import TextGaugeInput

/// InputRules.evaluate and evaluateChange with the rules, the edit's range
/// and the replacement all read from the input: never a trap; a rejection has
/// violations; from a valid field an accepted or adjusted edit keeps the caret
/// inside the text and (outside decimal fields, which normalise around the
/// edit) the text outside the edit; violations are located inside the text;
/// an accepted or adjusted edit leaves no violations (unless composing; a
/// deletion in a numeric field is taken as typed, the one documented
/// exception: DefiningInputRules.md, "Edits"); an InputField holding the field gives the
/// same decisions, holds the text they describe, and keeps its length equal
/// to measuring that text; sanitized is clean and idempotent.
public func checkInputRules(_ data: UnsafeBufferPointer<UInt8>) {
  var input = FuzzInput(data)
  let lengthByte = input.byte()
  let maxLength = lengthByte & 0x80 != 0 ? nil : Int(lengthByte & 0x3F) - 4
  let style = input.byte()
  let metric = [TextMetric.characters, .utf16, .utf8, .unicodeScalars, .gb18030(.gb2022)][Int(style & 7) % 5]
  let allowsEmoji = style & 8 != 0
  let policy = EmojiPolicy.allCases[Int(style >> 4) % 3]
  let isComposing = style & 0x40 != 0
  let classByte = input.byte()
  let classes = classByte == 0 ? nil : AllowedCharacters(rawValue: classByte)
  let numericByte = input.byte()
  let numeric: NumericMode? =
    switch numericByte % 3 {
    case 1: .digits
    case 2: .decimal(maxIntegerDigits: Int(numericByte >> 2) % 6, maxFractionDigits: Int(numericByte >> 5) % 5)
    default: nil
    }
  let location = Int(Int16(truncatingIfNeeded: input.uint16()))
  let length = Int(Int16(truncatingIfNeeded: input.uint16()))
  let (first, second) = input.twoParts()
  let field = String(decoding: first, as: UTF8.self)
  let replacement = String(decoding: second, as: UTF8.self)
  let rules = InputRules(
    maxLength: maxLength, metric: metric, allowsEmoji: allowsEmoji, emojiPolicy: policy,
    allowedCharacters: classes, numericMode: numeric)
  let context = "rules \(maxLength as Any) \(metric) emoji \(allowsEmoji) \(policy) \(classes as Any) \(numeric as Any); field \(dump(field)); \(location), \(length) with \(dump(replacement))"

  for located in rules.violations(in: field) {
    require(located.characterOffset >= 0 && located.characterOffset <= field.graphemeClusters.count, "violation offset outside the text; \(context)")
    require(located.utf16Offset >= 0 && located.utf16Offset <= field.utf16.count, "violation UTF-16 offset outside the text; \(context)")
  }
  let fieldIsValid = rules.violations(in: field).isEmpty
  let decision = rules.evaluate(field, replacingUTF16Location: location, length: length, with: replacement, isComposing: isComposing)
  let units = Array(field.utf16)
  let validRange = location >= 0 && length >= 0 && location + length <= units.count
  switch decision {
  case .reject(let violations):
    require(!violations.isEmpty, "rejected without violations; \(context)")
  case .accept, .adjusted:
    require(validRange, "an invalid range was not rejected; \(context)")
    let applied = units[..<location] + Array(replacement.utf16) + units[(location + length)...]
    let (text, caret): ([UInt16], Int) =
      switch decision {
      case .adjusted(let text, let caret, _): (Array(text.utf16), caret)
      default: (Array(applied), location + replacement.utf16.count)
      }
    require(caret >= 0 && caret <= text.count, "caret \(caret) outside the text; \(context)")
    if case .decimal = numeric {} else if fieldIsValid {
      let before = units[..<location]
      let after = units[(location + length)...]
      require(
        text.count >= before.count + after.count && text.starts(with: before) && text.reversed().starts(with: after.reversed()),
        "the text outside the edit changed: \(decision); \(context)")
    }
    // A number is never changed (NumericMode): pasted into an empty field,
    // the result holds the paste's digits (full-width ones by their value)
    // less leading zeros, with as many after the point.
    if numeric != nil, field.isEmpty, !isComposing {
      let result = String(decoding: text, as: UTF16.self)
      require(result.utf8.allSatisfy { $0 == UInt8(ascii: ".") || ($0 >= 0x30 && $0 <= 0x39) }, "\(decision) is not ASCII digits; \(context)")
      let (pastedDigits, pastedFraction) = numberDigits(replacement)
      let (resultDigits, resultFraction) = numberDigits(result)
      require(
        resultDigits.drop { $0 == 0 } == pastedDigits.drop { $0 == 0 } && resultFraction == pastedFraction,
        "\(decision) changes the number pasted; \(context)")
    }
    if fieldIsValid, !isComposing, numeric == nil || !replacement.isEmpty {
      let result = String(decoding: text, as: UTF16.self)
      require(rules.violations(in: result).isEmpty, "\(decision) leaves violations in \(dump(result)); \(context)")
    }
  }

  let change = rules.evaluateChange(from: field, to: replacement, isComposing: isComposing)
  if case .adjusted(let text, let caret, _) = change {
    require(caret >= 0 && caret <= text.utf16.count, "evaluateChange caret \(caret) outside the text; \(context)")
  }
  // Diff mode infers the edit, which may be a deletion: numeric fields take
  // those as typed, so the result is checked outside numeric fields only.
  if fieldIsValid, !isComposing, numeric == nil {
    let result: String? =
      switch change {
      case .accept: replacement
      case .adjusted(let text, _, _): text
      case .reject: nil
      }
    if let result {
      require(rules.violations(in: result).isEmpty, "evaluateChange \(change) leaves violations in \(dump(result)); \(context)")
    }
  }
  if isComposing { require(change == .accept, "composing was not accepted; \(context)") }

  // InputField: the same decisions, applied, with the length kept.
  var inputField = InputField(rules: rules, text: field)
  let fieldDecision = inputField.edit(replacingUTF16Location: location, length: length, with: replacement, isComposing: isComposing)
  require(fieldDecision == decision, "InputField decided \(fieldDecision), the rules \(decision); \(context)")
  switch fieldDecision {
  case .reject:
    require(inputField.text == field, "InputField changed its text on a rejection; \(context)")
  case .adjusted(let text, _, _):
    require(inputField.text == text, "InputField holds \(dump(inputField.text)) after adjusting to \(dump(text)); \(context)")
  case .accept:
    let applied = units[..<location] + Array(replacement.utf16) + units[(location + length)...]
    require(inputField.text.utf16.elementsEqual(applied), "InputField holds \(dump(inputField.text)) after accepting; \(context)")
  }
  require(inputField.length == metric.measure(inputField.text), "InputField keeps length \(inputField.length) for \(dump(inputField.text)); \(context)")
  var changedField = InputField(rules: rules, text: field)
  require(changedField.change(to: replacement, isComposing: isComposing) == change, "InputField.change differs from evaluateChange; \(context)")
  require(changedField.length == metric.measure(changedField.text), "InputField.change keeps length \(changedField.length) for \(dump(changedField.text)); \(context)")

  let sanitized = rules.sanitized(field)
  // A negative maxLength cannot be met (even "" is too long; validated()
  // reports it), so only rules with a limit of 0 or more promise a clean text.
  if (maxLength ?? 0) >= 0 {
    require(rules.violations(in: sanitized).isEmpty, "sanitized \(dump(sanitized)) has violations; \(context)")
  }
  require(rules.sanitized(sanitized) == sanitized, "sanitized \(dump(sanitized)) is not idempotent; \(context)")
}

/// The digit values of a numeric paste (ASCII and full-width digits) and
/// how many follow its first point ("." U+FF0E U+3002 U+FF61).
func numberDigits(_ text: String) -> (digits: [UInt32], fraction: Int) {
  var digits: [UInt32] = []
  var fraction = 0
  var pastPoint = false
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x30...0x39, 0xFF10...0xFF19:
      digits.append(scalar.value >= 0xFF10 ? scalar.value - 0xFF10 : scalar.value - 0x30)
      if pastPoint { fraction += 1 }
    case 0x2E, 0xFF0E, 0x3002, 0xFF61:
      pastPoint = true
    default:
      break
    }
  }
  return (digits, fraction)
}
