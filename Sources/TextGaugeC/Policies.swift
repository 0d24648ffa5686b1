import CTextGauge
import TextGauge
import TextGaugeInput
import TextGaugePolicy

// Field policies (TextGaugePolicy) behind the opaque `tg_policy`: a retained
// immutable box, so that one policy may be checked from many threads.

/// What a `tg_policy *` points to: the policy and its input engine, made
/// once (FieldPolicy.rules builds one per access).
final class PolicyBox: Sendable {
  let policy: FieldPolicy
  let rules: InputRules

  init(_ policy: FieldPolicy) {
    self.policy = policy
    self.rules = policy.rules
  }

  /// A `tg_policy *` owning one reference to a new box.
  static func retained(_ policy: FieldPolicy) -> OpaquePointer {
    OpaquePointer(Unmanaged.passRetained(PolicyBox(policy)).toOpaque())
  }

  /// The box of a `tg_policy *`, not retained (the caller's reference
  /// keeps it alive for the call).
  static func from(_ pointer: OpaquePointer?) throws(TGFailure) -> PolicyBox {
    guard let pointer else { throw .argument }
    return Unmanaged<PolicyBox>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
  }
}

/// Stores a new policy in `out`, or the error's message in `errorMessage`.
func makePolicy(
  _ out: UnsafeMutablePointer<OpaquePointer?>?, _ errorMessage: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ make: () throws(PolicyError) -> FieldPolicy
) throws(TGFailure) {
  let out = try required(out)
  do {
    out.pointee = PolicyBox.retained(try make())
  } catch {
    if let errorMessage { errorMessage.pointee = try mallocString(error.description).0 }
    throw TGFailure(status: .policy)
  }
}

@_cdecl("tg_policy_from_json")
public func tg_policy_from_json(
  _ json: UnsafePointer<CChar>?, _ length: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?,
  _ errorMessage: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  status { () throws(TGFailure) in
    // The JSON reader reports ill-formed UTF-8 with its line and column.
    let bytes = try buffer(json, length)
    try makePolicy(out, errorMessage) { () throws(PolicyError) in try FieldPolicy(jsonBytes: bytes) }
  }
}

@_cdecl("tg_policy_preset")
public func tg_policy_preset(
  _ name: UnsafePointer<CChar>?, _ maximum: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?,
  _ errorMessage: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  status { () throws(TGFailure) in
    guard let name else { throw .argument }
    guard maximum >= -1 else { throw .argument }
    let presetName = String(cString: name)
    try makePolicy(out, errorMessage) { () throws(PolicyError) in
      // Clamped where Int is 32 bits (WebAssembly): a maximum past Int.max
      // is no limit a text there can reach.
      try FieldPolicy.preset(presetName, maximum: maximum == -1 ? nil : Int(clamping: maximum))
    }
  }
}

@_cdecl("tg_policy_free")
public func tg_policy_free(_ policy: OpaquePointer?) {
  guard let policy else { return }
  Unmanaged<PolicyBox>.fromOpaque(UnsafeRawPointer(policy)).release()
}

@_cdecl("tg_policy_json")
public func tg_policy_json(_ policy: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    out.pointee = try mallocString(try PolicyBox.from(policy).policy.json(pretty: false)).0
  }
}

extension PolicyPreset {
  /// The preset's name as a static C string; the C test loads every preset
  /// by this name, so a spelling that differs from `rawValue` fails there.
  var cName: StaticString {
    switch self {
    case .x: "x"
    case .blueskyPost: "bluesky-post"
    case .mysqlUTF8mb3: "mysql-utf8mb3"
    case .gb18030: "gb18030"
    case .zishu: "zishu"
    }
  }
}

@_cdecl("tg_preset_count")
public func tg_preset_count() -> Int { PolicyPreset.allCases.count }

@_cdecl("tg_preset_name")
public func tg_preset_name(_ index: Int) -> UnsafePointer<CChar>? {
  guard index >= 0, index < PolicyPreset.allCases.count else { return nil }
  return cString(PolicyPreset.allCases[index].cName)
}

@_cdecl("tg_preset_requires_maximum")
public func tg_preset_requires_maximum(_ index: Int) -> Int32 {
  guard index >= 0, index < PolicyPreset.allCases.count else { return -1 }
  return PolicyPreset.allCases[index].requiresMaximum ? 1 : 0
}

@_cdecl("tg_policy_check")
public func tg_policy_check(
  _ policy: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ length: Int,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<tg_violation>?>?, _ count: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let box = try PolicyBox.from(policy)
    let out = try required(out)
    let count = try required(count)
    let found = box.policy.violations(in: string(try wellFormed(text, length)))
    out.pointee = try mallocViolations(found)
    count.pointee = found.count
  }
}

/// A malloc'ed array of `found` as `tg_violation`s (NULL when empty), freed
/// with ``freeViolations(_:_:)``; nothing is left allocated on failure.
func mallocViolations(_ found: [PolicyViolation]) throws(TGFailure) -> UnsafeMutablePointer<tg_violation>? {
  let array = try mallocArray(of: tg_violation.self, count: found.count)
  for (i, violation) in found.enumerated() {
    var entry = tg_violation()
    entry.offset_utf8 = violation.offset.utf8
    entry.offset_utf16 = violation.offset.utf16
    entry.offset_scalars = violation.offset.scalars
    entry.offset_characters = violation.offset.characters
    do throws(TGFailure) {
      // Stored as each is made, so that a failure frees what was made.
      array![i] = entry
      array![i].rule = try mallocString(violation.rule).0
      array![i].kind = try mallocString(violation.kind).0
      array![i].message = try mallocString(violation.message).0
    } catch {
      freeViolations(array, i + 1)
      throw error
    }
  }
  return array
}

/// Frees the strings of the first `count` violations, then the array.
func freeViolations(_ violations: UnsafeMutablePointer<tg_violation>?, _ count: Int) {
  guard let violations else { return }
  for i in 0..<count {
    tg_string_free(violations[i].rule)
    tg_string_free(violations[i].kind)
    tg_string_free(violations[i].message)
  }
  tg_string_free(UnsafeMutableRawPointer(violations).assumingMemoryBound(to: CChar.self))
}

@_cdecl("tg_violations_free")
public func tg_violations_free(_ violations: UnsafeMutablePointer<tg_violation>?, _ count: Int) {
  freeViolations(violations, max(count, 0))
}

@_cdecl("tg_policy_accepts")
public func tg_policy_accepts(
  _ policy: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ length: Int, _ out: UnsafeMutablePointer<Int32>?
) -> Int32 {
  status { () throws(TGFailure) in
    let box = try PolicyBox.from(policy)
    let out = try required(out)
    out.pointee = box.rules.violations(in: string(try wellFormed(text, length))).isEmpty ? 1 : 0
  }
}

@_cdecl("tg_policy_sanitize")
public func tg_policy_sanitize(
  _ policy: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ length: Int,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let box = try PolicyBox.from(policy)
    let out = try required(out)
    let (copy, count) = try mallocString(box.rules.sanitized(string(try wellFormed(text, length))))
    out.pointee = copy
    outLength?.pointee = count
  }
}

@_cdecl("tg_policy_prefix")
public func tg_policy_prefix(
  _ policy: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ length: Int, _ outBytes: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let box = try PolicyBox.from(policy)
    let out = try required(outBytes)
    let text = string(try wellFormed(text, length))
    out.pointee = box.policy.prefix(text).utf8.count
  }
}
