import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// A field policy read from arbitrary JSON and a text judged by it: the
/// bytes before the first 0x00 are the policy (or, when the first byte is
/// below 0x08, a preset picked by it), the rest the text. Reading gives a
/// policy that writes and reads back equal, or one PolicyError with a place
/// and a reason on one line; judging never crashes, places every violation inside the
/// text in order, and a paste (`sanitized`) or a cut (`prefix`) leaves
/// nothing a limit's maximum, a character rule or a guard refuses.
public func checkFieldPolicy(_ data: UnsafeBufferPointer<UInt8>) {
  var input = FuzzInput(data)
  let selector = input.byte()
  let (policyBytes, textBytes) = input.twoParts()
  let policy: FieldPolicy
  if selector < 8 {
    let preset = PolicyPreset.allCases[Int(selector) % PolicyPreset.allCases.count]
    guard let made = try? preset.policy(maximum: preset.requiresMaximum ? Int(selector) * 7 : nil) else {
      preconditionFailure("preset \(preset) refused its own maximum")
    }
    policy = made
  } else {
    switch Result(catching: { () throws(PolicyError) in try FieldPolicy(jsonBytes: [selector] + policyBytes) }) {
    case .success(let read):
      policy = read
      let again = Result(catching: { () throws(PolicyError) in try FieldPolicy(json: read.json()) })
      require(again == .success(read), "\(read.json()) reads back as \(again)")
    case .failure(let error):
      require(!error.reason.isEmpty, "an error without a reason: \(error)")
      require(!error.description.contains(where: \.isNewline), "a message of more than one line: \(error)")
      return
    }
  }
  let text = String(decoding: textBytes, as: UTF8.self)
  let found = policy.violations(in: text)
  var previous = -1
  for violation in found {
    require(violation.offset.utf8 >= previous && violation.offset.utf8 <= text.utf8.count, "violation out of place: \(violation)")
    previous = violation.offset.utf8
  }
  func refused(_ result: some StringProtocol) -> [PolicyViolation] {
    policy.violations(in: result).filter { $0.kind != "underLimit" }
  }
  let pasted = policy.sanitized(text)
  require(refused(pasted).isEmpty, "sanitized to \(pasted.unicodeScalars.map(\.value)), which breaks \(refused(pasted).map(\.rule))")
  let cut = policy.prefix(text)
  require(text.hasPrefix(cut), "the cut is not a prefix")
  require(
    policy.violations(in: cut).allSatisfy { !$0.rule.hasPrefix("limits") || $0.kind == "underLimit" },
    "the cut \(cut.unicodeScalars.map(\.value)) breaks a limit")
}
