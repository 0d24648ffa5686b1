// The writer of one output record: bytes, literals, JSON keys and decimal
// integers appended to room the buffer reserved beforehand.
extension OutputBuffer {
  /// Appends to room reserved beforehand, checking nothing.
  struct Appender {
    private(set) var cursor: UnsafeMutablePointer<UInt8>

    /// An appender at `cursor`, with room reserved by ``OutputBuffer/record(atMost:_:)``.
    init(_ cursor: UnsafeMutablePointer<UInt8>) { self.cursor = cursor }

    /// The most bytes ``append(_:)-(Int)`` writes: a sign and 19 digits.
    static let maximumIntegerLength = 20

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
      guard let base = buffer.baseAddress else { return }
      // JSON keys and short names: overlapping word copies cost less than
      // calling memmove (unaligned stores, SE-0349).
      let n = buffer.count
      let from = UnsafeRawPointer(base), to = UnsafeMutableRawPointer(cursor)
      if n >= 8, n <= 16 {
        let first = from.loadUnaligned(as: UInt64.self), last = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        to.storeBytes(of: first, as: UInt64.self)
        to.storeBytes(of: last, toByteOffset: n - 8, as: UInt64.self)
      } else if n > 16, n <= 32 {
        let a = from.loadUnaligned(as: UInt64.self), b = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let c = from.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)
        let d = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        to.storeBytes(of: a, as: UInt64.self)
        to.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: c, toByteOffset: n - 16, as: UInt64.self)
        to.storeBytes(of: d, toByteOffset: n - 8, as: UInt64.self)
      } else {
        to.copyMemory(from: from, byteCount: n)
      }
      cursor += n
    }

    mutating func append(literal text: StaticString) {
      append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A JSON key (with its quotes, colon and any comma before it) and a
    /// number.
    mutating func append(key: StaticString, _ value: Int) {
      append(literal: key)
      append(value)
    }

    /// `value` in decimal, two digits a step from a table of the pairs
    /// 00…99.
    mutating func append(_ value: Int) {
      if value < 0 {
        cursor.pointee = 0x2D
        cursor += 1
      }
      var magnitude = value.magnitude
      let pairs = Self.digitPairs.utf8Start
      // Most offsets of a line are below 100.
      if magnitude < 10 {
        cursor.pointee = 0x30 &+ UInt8(truncatingIfNeeded: magnitude)
        cursor += 1
        return
      }
      if magnitude < 100 {
        cursor[0] = pairs[Int(magnitude) &* 2]
        cursor[1] = pairs[Int(magnitude) &* 2 &+ 1]
        cursor += 2
        return
      }
      var digits = 3
      var limit: UInt = 1000
      while digits < 20, magnitude >= limit {
        digits += 1
        limit = limit &* 10
      }
      var index = digits
      while magnitude >= 100 {
        let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 100)
        index -= 2
        cursor[index] = pairs[Int(remainder) &* 2]
        cursor[index + 1] = pairs[Int(remainder) &* 2 &+ 1]
        magnitude = quotient
      }
      if magnitude >= 10 {
        cursor[index - 2] = pairs[Int(magnitude) &* 2]
        cursor[index - 1] = pairs[Int(magnitude) &* 2 &+ 1]
      } else {
        cursor[index - 1] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude)
      }
      cursor += digits
    }

    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }
}
