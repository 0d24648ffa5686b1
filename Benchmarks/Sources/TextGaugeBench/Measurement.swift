import MallocCounter

/// Returns its argument through a call the optimizer cannot see into, so a
/// benchmark body is recomputed on every repetition instead of hoisted.
@_optimize(none) @inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Consumes a result so the computation producing it is not removed.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}

/// How long to measure each (method, corpus) pair.
struct SamplingPlan {
  /// At least this many timed calls…
  var minimumSamples = 11
  /// …and at least this much time, unless `maximumSamples` comes first.
  var minimumSeconds = 0.5
  var maximumSamples = 201

  static let quick = SamplingPlan(minimumSamples: 3, minimumSeconds: 0.05, maximumSamples: 21)
}

/// One method measured on one input.
struct Measurement {
  /// The method's answer: a count, so that a fast wrong answer shows.
  let result: Int
  /// Median duration of one call, in seconds.
  let seconds: Double
  let samples: Int
  /// Heap allocations (malloc and friends) made by one call (the second).
  let allocations: Int
  /// Heap allocations made by the first call, one-time work included.
  let firstCallAllocations: Int
  /// What `seconds` is divided into for the throughput figure.
  let units: Double

  /// Units per second (with bytes as units: bytes per second).
  var throughput: Double { units / seconds }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

/// Times `body` (median of several calls, with ContinuousClock) after one
/// untimed call that counts its allocations and fixes the expected result.
///
/// `repetitions` runs the body that many times per timed sample, for
/// operations too short to time one at a time; the reported duration is per
/// call.
@inline(never)
func measure(units: Int, repetitions: Int = 1, plan: SamplingPlan, _ body: () -> Int) -> Measurement {
  // The first call may run one-time work (lazy globals, caches), so
  // allocations are counted on both the first and a second call.
  var allocationsBefore = malloc_counter_allocations()
  malloc_counter_set_enabled(true)
  let result = body()
  malloc_counter_set_enabled(false)
  let firstCallAllocations = Int(malloc_counter_allocations() - allocationsBefore)
  allocationsBefore = malloc_counter_allocations()
  malloc_counter_set_enabled(true)
  let second = body()
  malloc_counter_set_enabled(false)
  let allocations = Int(malloc_counter_allocations() - allocationsBefore)
  if second != result { fatalError("benchmark body gave \(result), then \(second)") }

  let clock = ContinuousClock()
  var samples: [Double] = []
  samples.reserveCapacity(plan.maximumSamples)
  var total = 0.0
  while samples.count < plan.maximumSamples
    && (samples.count < plan.minimumSamples || total < plan.minimumSeconds)
  {
    let start = clock.now
    for _ in 0..<repetitions {
      let answer = body()
      if answer != result { fatalError("benchmark body gave \(answer), then \(result)") }
    }
    let elapsed = (clock.now - start).seconds
    samples.append(elapsed / Double(repetitions))
    total += elapsed
  }
  samples.sort()
  let middle = samples.count / 2
  let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
  return Measurement(
    result: result, seconds: median, samples: samples.count, allocations: allocations,
    firstCallAllocations: firstCallAllocations,
    units: Double(units))
}

/// Checks that allocations are really counted: the Swift runtime allocates
/// through malloc, so creating an array must count at least one.
func mallocCounterWorks() -> Bool {
  let before = malloc_counter_allocations()
  malloc_counter_set_enabled(true)
  blackHole(opaque([Int](repeating: 7, count: opaque(1000))))
  malloc_counter_set_enabled(false)
  return malloc_counter_allocations() > before
}
