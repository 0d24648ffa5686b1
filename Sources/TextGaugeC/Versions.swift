import CTextGauge
import TextGauge

/// The ABI of this build: textgauge.h's TG_ABI_VERSION, which the C test
/// compares with the header it was compiled against.
let abiVersion: Int32 = 1

@_cdecl("tg_abi_version")
public func tg_abi_version() -> Int32 { abiVersion }

@_cdecl("tg_library_version")
public func tg_library_version() -> UnsafePointer<CChar> {
  // The package's version, as `textgauge --version` reports it (CHANGELOG.md).
  cString("0.1.0")
}

/// The tables' version as a C string: made once, on first use (a global's
/// initializer runs exactly once, thread-safely), never written again, and
/// kept for the life of the process; so reading it from any thread is safe.
nonisolated(unsafe) private let unicodeVersionString: UnsafePointer<CChar> = {
  let (copy, _) = try! mallocString(UnicodeVersion.tables.description)
  return UnsafePointer(copy)
}()

@_cdecl("tg_unicode_version")
public func tg_unicode_version() -> UnsafePointer<CChar> { unicodeVersionString }
