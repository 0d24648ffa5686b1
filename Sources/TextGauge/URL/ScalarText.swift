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
/// keep the text) without counting references; a kind of text it does not
/// know (the weighted length's pieces read in place) lends a pointer to
/// itself and a function that reads it, so that this folder depends on no
/// reader of its own users.
package struct ScalarSource: ScalarText {
  package enum Storage {
    /// The scalars themselves.
    case array(UnsafeBufferPointer<UInt32>)
    /// ASCII bytes, a `\r` read as the `\n` it becomes (NFC and the line
    /// breaks as the weighted length reads them).
    case ascii(UnsafeBufferPointer<UInt8>)
    /// A text of another kind, read through `read(text, position)`, out of
    /// line: a reader's cursor walk would otherwise be copied into every
    /// read of the recognizer.
    case other(UnsafeRawPointer, read: @convention(c) (UnsafeRawPointer, Int) -> UInt32)
  }

  let storage: Storage
  package let endIndex: Int
  package var startIndex: Int { 0 }

  package init(_ storage: Storage, count: Int) {
    self.storage = storage
    endIndex = count
  }

  package func withScalarSource<Result>(_ body: (ScalarSource) -> Result) -> Result { body(self) }

  package subscript(position: Int) -> UInt32 {
    switch storage {
    case .array(let scalars): return scalars[position]
    case .ascii(let bytes):
      let byte = bytes[position]
      return byte == 0x0D ? 0x0A : UInt32(byte)
    case .other(let text, let read): return read(text, position)
    }
  }
}
