import CTextGauge
import TextGauge
import TextGaugeInput
import TextGaugePolicy

// One edit judged by the policy's input engine (`InputRules.evaluate`, the
// judge of the iOS text fields), so that every language, and the browser
// through the WebAssembly build, gets the Swift engine's decisions rather
// than a port of them.

@_cdecl("tg_policy_edit")
public func tg_policy_edit(
  _ policy: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ textLength: Int, _ utf16Location: Int,
  _ utf16Length: Int, _ replacement: UnsafePointer<CChar>?, _ replacementLength: Int, _ isComposing: Int32,
  _ out: UnsafeMutablePointer<tg_edit>?
) -> Int32 {
  status { () throws(TGFailure) in
    let box = try PolicyBox.from(policy)
    let out = try required(out)
    let text = string(try wellFormed(text, textLength))
    let replacement = string(try wellFormed(replacement, replacementLength))
    // size_t arrives as Int: a value over Int.max (SIZE_MAX, as NSNotFound
    // is in UIKit) is negative here, and past the end of any text; the
    // engine rejects it as out of bounds (textgauge.h: "never an error").
    let location = utf16Location < 0 ? Int.max : utf16Location
    let length = utf16Length < 0 ? Int.max : utf16Length
    let decision = box.rules.evaluate(
      text, replacingUTF16Location: location, length: length, with: replacement, isComposing: isComposing != 0)

    var edit = tg_edit()
    edit.decision = TGEditDecision(decision).rawValue
    // The violations are placed where the edit starts in the text before
    // it; a bad range has no place in the text (textgauge.h, tg_edit).
    var start = TextOffset(utf8: 0, utf16: 0, scalars: 0, characters: 0)
    var rangeIsValid = true
    if case .reject(let found) = decision, let first = found.first, case .invalidRange = first { rangeIsValid = false }
    if rangeIsValid { start = TextOffset(in: text, utf16: location) }
    switch decision {
    case .accept:
      edit.caret_utf16 = location + replacement.utf16.count
    case .reject:
      edit.caret_utf16 = rangeIsValid ? location : min(location, text.utf16.count)
    case .adjusted(let newText, let caret, _):
      edit.caret_utf16 = caret
      let (copy, count) = try mallocString(newText)
      edit.text = copy
      edit.text_length = count
    }
    let found = decision.violations.map { box.policy.violation($0, at: start) }
    do throws(TGFailure) {
      edit.violations = try mallocViolations(found)
    } catch {
      tg_string_free(edit.text)
      throw error
    }
    edit.violation_count = found.count
    out.pointee = edit
  }
}

extension TGEditDecision {
  /// The C value of an engine's decision: matched by case, never by order.
  init(_ decision: InputDecision) {
    switch decision {
    case .accept: self = .accept
    case .reject: self = .reject
    case .adjusted: self = .adjusted
    }
  }
}

@_cdecl("tg_edit_free")
public func tg_edit_free(_ edit: UnsafeMutablePointer<tg_edit>?) {
  guard let edit else { return }
  tg_string_free(edit.pointee.text)
  freeViolations(edit.pointee.violations, edit.pointee.violation_count)
  edit.pointee.text = nil
  edit.pointee.text_length = 0
  edit.pointee.violations = nil
  edit.pointee.violation_count = 0
}
