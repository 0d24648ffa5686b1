// The binary search every table look-up of the runtime shares.

extension UTF8Bytes {

  /// The first index of `elements` whose element does not satisfy
  /// `isBefore`, for a buffer partitioned so that every element satisfying
  /// it comes first (a sorted table and `isBefore = { $0 < key }` gives the
  /// lower bound; `{ $0 <= key }` the upper bound). `elements.count` when
  /// all satisfy it. O(log n), no allocation.
  ///
  /// ```swift
  /// let starts: [UInt32] = [0x00A9, 0x00AE, 0x203C]
  /// starts.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0 <= 0x00AE } }  // 2
  /// ```
  @inline(__always)
  package static func partitionPoint<Element>(
    _ elements: UnsafeBufferPointer<Element>, _ isBefore: (Element) -> Bool
  ) -> Int {
    // The partition point lies in `base ... base + count`; each step halves
    // `count` whatever the comparison says, so the loop runs a fixed number
    // of times for a given size, and the comparison picks the half without
    // a branch to mispredict: `base` moves by `half` or 0, masked by the
    // comparison's bit (a plain `? :` is compiled back into a branch).
    var base = 0
    var count = elements.count
    guard count > 0 else { return 0 }
    while count > 1 {
      let half = count >> 1
      let before = Int(truncatingIfNeeded: unsafeBitCast(isBefore(elements[base &+ half]), to: UInt8.self))
      base &+= half & (0 &- before)
      count &-= half
    }
    return isBefore(elements[base]) ? base &+ 1 : base
  }
}
