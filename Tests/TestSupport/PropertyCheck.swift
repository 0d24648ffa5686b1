import Foundation

/// A seeded property check over lists of pieces: generates `cases` inputs,
/// and on the first failure shrinks it by dropping pieces while it still
/// fails, then describes the seed, the case and the smallest input found.
///
/// The seed and the number of cases can be overridden for a longer search or
/// a reproduction: `TEXTGAUGE_PROPERTY_SEED=0x1234 TEXTGAUGE_PROPERTY_CASES=100000 swift test --filter …`.
///
/// ```swift
/// let failure = PropertyCheck(seed: 0x51, cases: 2000).failure(
///   generate: { HardPieces.generate(&$0, maxCount: 8) },
///   property: { pieces in
///     let text = pieces.joined()
///     return text.emojiCount() >= 0 ? nil : "negative count"
///   })
/// #expect(failure == nil, "\(failure ?? "")")
/// ```
public struct PropertyCheck: Sendable {
  public var seed: UInt64
  public var cases: Int

  public init(seed: UInt64, cases: Int) {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["TEXTGAUGE_PROPERTY_SEED"],
      let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    {
      self.seed = value
    } else {
      self.seed = seed
    }
    self.cases = environment["TEXTGAUGE_PROPERTY_CASES"].flatMap { Int($0) } ?? cases
  }

  /// Nil when `property` holds for every generated input; otherwise a
  /// description of the smallest failing input found. `property` returns nil
  /// when it holds and a reason when not.
  public func failure<Piece>(
    generate: (inout SplitMix64) -> [Piece],
    describe: ([Piece]) -> String = { pieces in Self.describeStrings(pieces) },
    property: ([Piece]) -> String?
  ) -> String? {
    var random = SplitMix64(seed: seed)
    for index in 0..<cases {
      let input = generate(&random)
      guard let reason = property(input) else { continue }
      let (smallest, smallestReason) = shrink(input, reason: reason, property: property)
      return """
        property failed: seed 0x\(String(seed, radix: 16)), case \(index) of \(cases)
        \(smallestReason)
        smallest input (\(smallest.count) of \(input.count) pieces): \(describe(smallest))
        """
    }
    return nil
  }

  /// Drops one piece at a time while the property still fails.
  func shrink<Piece>(_ input: [Piece], reason: String, property: ([Piece]) -> String?) -> ([Piece], String) {
    var current = input
    var currentReason = reason
    var progress = true
    while progress {
      progress = false
      for index in current.indices.reversed() {
        var candidate = current
        candidate.remove(at: index)
        if let reason = property(candidate) {
          current = candidate
          currentReason = reason
          progress = true
        }
      }
    }
    return (current, currentReason)
  }

  /// Strings shown with their scalars: `["1", "⃣"] = U+0031 | U+20E3`.
  public static func describeStrings<Piece>(_ pieces: [Piece]) -> String {
    let strings = pieces.map { "\($0)" }
    return "\(strings.debugDescription) = " + strings.map { scalarDump($0) }.joined(separator: " | ")
  }
}
