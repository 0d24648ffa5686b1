/// The seeded generator behind every corpus: SplitMix64 (Steele, Lea and
/// Flood, "Fast splittable pseudorandom number generators", 2014).
///
/// Corpora must be identical on every run and Swift version, so the bounded
/// and floating-point draws are written here rather than taken from the
/// standard library's `random(in:using:)`, whose algorithm may change.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in `0..<bound` (multiply-high; the bias is below 2^-40 for the
  /// small bounds used here).
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// Uniform in `range`.
  mutating func inRange(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// Uniform in [0, 1), 53 bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Draws indices 0..<count with probability proportional to 1/(i+1): the
/// skew of word and character frequencies in real text (Zipf's law, s = 1;
/// no `pow`, so the weights are exact on every platform).
struct ZipfSampler {
  private let cumulative: [Double]

  init(count: Int) {
    var total = 0.0
    var cumulative: [Double] = []
    cumulative.reserveCapacity(count)
    for rank in 1...count {
      total += 1.0 / Double(rank)
      cumulative.append(total)
    }
    self.cumulative = cumulative.map { $0 / total }
  }

  func sample(_ random: inout SplitMix64) -> Int {
    let u = random.unit()
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > u { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
