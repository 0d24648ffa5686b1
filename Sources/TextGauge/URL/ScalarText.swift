/// The scalars URL recognition reads (NFC, line breaks as `\n`), by
/// position from 0: an array of them, or a view of a text's bytes that needs
/// no copy (the weighted length's ASCII pieces), so that recognizing the URLs
/// of a long text holds no second copy of it.
package protocol ScalarText: RandomAccessCollection where Element == UInt32, Index == Int {
  /// Calls `body` with the same scalars as a `ScalarSource`, valid only
  /// during the call.
  func withScalarSource<Result>(_ body: (ScalarSource) -> Result) -> Result
}

extension Array: ScalarText where Element == UInt32 {
  package func withScalarSource<Result>(_ body: (ScalarSource) -> Result) -> Result {
    withUnsafeBufferPointer { body(ScalarSource(.array($0), count: $0.count)) }
  }
}

/// Any of the texts URL recognition reads, as one type: the WebAssembly
/// build recognizes URLs over it alone, so that the recognizer's generic
/// code is compiled once rather than once per kind of text (Embedded Swift
/// specialises every generic at its use; the module is downloaded). Native
/// builds keep one specialisation per kind, each reading its text directly.
/// It holds pointers only, so that the recognizer copies it (its `Labels`
/// keep the text) without counting references.
package struct ScalarSource: ScalarText {
  enum Storage {
    case array(UnsafeBufferPointer<UInt32>)
    case ascii(WeightedLength.ASCIIScalars)
    case utf8(UnsafePointer<WeightedLength.UTF8Scalars>)
  }

  let storage: Storage
  package let endIndex: Int
  package var startIndex: Int { 0 }

  init(_ storage: Storage, count: Int) {
    self.storage = storage
    endIndex = count
  }

  package func withScalarSource<Result>(_ body: (ScalarSource) -> Result) -> Result { body(self) }

  package subscript(position: Int) -> UInt32 {
    switch storage {
    case .array(let scalars): return scalars[position]
    case .ascii(let scalars): return scalars[position]
    case .utf8(let scalars): return Self.read(scalars, at: position)
    }
  }

  /// An inert piece's scalar, out of line: its cursor walk would otherwise
  /// be copied into every read of the recognizer.
  @inline(never)
  static func read(_ scalars: UnsafePointer<WeightedLength.UTF8Scalars>, at position: Int) -> UInt32 {
    scalars.pointee[position]
  }
}
