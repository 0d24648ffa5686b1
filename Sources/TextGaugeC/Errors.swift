// The error codes of textgauge.h and their descriptions. Each value is
// written here as the header defines it: Swift never sees the C macros'
// order, only these literals.

/// `TG_OK` … `TG_ERR_MEMORY` (textgauge.h).
enum TGStatus: Int32 {
  case ok = 0
  case invalidUTF8 = 1
  case argument = 2
  case policy = 3
  case memory = 4

  /// The header's one-line description of the code.
  var description: StaticString {
    switch self {
    case .ok: "ok"
    case .invalidUTF8: "the text is not well-formed UTF-8 (tg_utf8_check gives the offset)"
    case .argument: "bad argument: a NULL pointer, an unknown enum value, or a negative budget or maximum"
    case .policy: "the policy could not be read or made (see its error message)"
    case .memory: "out of memory"
    }
  }
}

/// Why a C entry point stops early: its status.
struct TGFailure: Error {
  var status: TGStatus
  static let argument = TGFailure(status: .argument)
  static let invalidUTF8 = TGFailure(status: .invalidUTF8)
  static let memory = TGFailure(status: .memory)
}

/// Runs `body`, mapping its failure to the header's code.
@inline(__always)
func status(_ body: () throws(TGFailure) -> Void) -> Int32 {
  do {
    try body()
    return TGStatus.ok.rawValue
  } catch {
    return error.status.rawValue
  }
}

@_cdecl("tg_error_string")
public func tg_error_string(_ code: Int32) -> UnsafePointer<CChar> {
  guard let known = TGStatus(rawValue: code) else { return cString("unknown error code") }
  return cString(known.description)
}

/// A static string's NUL-terminated bytes (string literals are).
@inline(__always)
func cString(_ string: StaticString) -> UnsafePointer<CChar> {
  UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
}
