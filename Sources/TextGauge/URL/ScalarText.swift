/// The scalars URL recognition reads (NFC, line breaks as `\n`), by
/// position from 0: an array of them, or a view of a text's bytes that needs
/// no copy (the weighted length's ASCII pieces), so that recognizing the URLs
/// of a long text holds no second copy of it.
package protocol ScalarText: RandomAccessCollection where Element == UInt32, Index == Int {
  /// The same scalars as a `ScalarSource`.
  var scalarSource: ScalarSource { get }
}

extension Array: ScalarText where Element == UInt32 {
  package var scalarSource: ScalarSource { ScalarSource(.array(self), count: count) }
}

/// Any of the texts URL recognition reads, as one type: the WebAssembly
/// build recognizes URLs over it alone, so that the recognizer's generic
/// code is compiled once rather than once per kind of text (Embedded Swift
/// specialises every generic at its use; the module is downloaded). Native
/// builds keep one specialisation per kind, each reading its text directly.
package struct ScalarSource: ScalarText {
  enum Storage {
    case array([UInt32])
    case ascii(WeightedLength.ASCIIScalars)
    case utf8(WeightedLength.UTF8Scalars)
  }

  let storage: Storage
  package let endIndex: Int
  package var startIndex: Int { 0 }
  package var scalarSource: ScalarSource { self }

  init(_ storage: Storage, count: Int) {
    self.storage = storage
    endIndex = count
  }

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
  static func read(_ scalars: WeightedLength.UTF8Scalars, at position: Int) -> UInt32 { scalars[position] }
}
