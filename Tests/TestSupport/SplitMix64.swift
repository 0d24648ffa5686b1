/// A small seeded random number generator (SplitMix64), so that randomized
/// tests are deterministic and their failures reproduce.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let die = random.next(below: 6) + 1
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (modulo reduction: the tiny bias is irrelevant here).
  public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// True with probability `1/n`.
  public mutating func oneIn(_ n: Int) -> Bool { next(below: n) == 0 }

  /// A random element of a non-empty array.
  public mutating func pick<T>(_ elements: [T]) -> T { elements[next(below: elements.count)] }
}
