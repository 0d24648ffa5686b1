// The error codes' type, TGStatus, and their descriptions are generated
// from the vocabulary (Generated/Vocabulary.swift).

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
