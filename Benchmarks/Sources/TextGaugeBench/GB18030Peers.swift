import CICU
import Foundation

/// The ways a Swift program on Linux gets a GB18030 byte count without
/// TextGauge.
enum GB18030Peers {
  /// `kCFStringEncodingGB18030_2000` as an NSStringEncoding: what
  /// `CFStringConvertEncodingToNSStringEncoding(0x0632)` returns.
  static let foundationEncoding = String.Encoding(rawValue: 0x8000_0632)

  /// Foundation: `lengthOfBytes(using:)` with the GB18030 encoding.
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func foundationByteCount(_ text: String) -> Int {
    text.lengthOfBytes(using: foundationEncoding)
  }

  /// ICU: `ucnv_fromUChars` preflight (no target buffer) with the "gb18030"
  /// converter. ICU wants UTF-16; the caller converts the corpus once,
  /// outside the timing, so ICU's figure is its best case.
  final class ICUConverter {
    private let converter: OpaquePointer

    init() {
      guard let converter = cicu_gb18030_open() else { fatalError("ICU has no gb18030 converter") }
      self.converter = converter
    }

    deinit { cicu_gb18030_close(converter) }

    func byteCount(_ utf16: [UInt16]) -> Int {
      let length = utf16.withUnsafeBufferPointer {
        cicu_gb18030_utf16_length(converter, $0.baseAddress, Int32($0.count))
      }
      precondition(length >= 0, "ICU could not convert the corpus")
      return Int(length)
    }
  }
}
