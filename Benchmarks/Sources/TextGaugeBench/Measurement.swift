import MallocCounter

/// Returns its argument through a call the optimizer cannot see into, so a
/// benchmark body is recomputed on every repetition instead of hoisted.
@_optimize(none) @inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Consumes a result so the computation producing it is not removed.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}

/// How long to measure each group of methods on one input.
struct SamplingPlan {
  /// At least this many rounds (one sample of each method per round)…
  var minimumSamples = 11
  /// …and at least this much time per method, unless `maximumSamples`
  /// rounds come first.
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

/// A method to time: its throughput unit count (bytes of input, scalars…)
/// and a body returning its answer.
struct Timed {
  let units: Int
  let body: () -> Int
}

/// Runs `body` once with allocation counting on: its answer and allocations.
private func countingAllocations(_ body: () -> Int) -> (result: Int, allocations: Int) {
  let before = malloc_counter_allocations()
  malloc_counter_set_enabled(true)
  let result = body()
  malloc_counter_set_enabled(false)
  return (result, Int(malloc_counter_allocations() - before))
}

private func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Times several methods together, interleaved: each round times every
/// method once (repeating a fast one for about 10 ms), starting from a
/// different method each round, and each method's figure is the median of
/// its rounds. A shared machine's slow and fast moments then fall on all
/// methods alike, which keeps the ratios between them steady.
///
/// Before timing, each body runs twice with allocation counting on (the
/// first call may do one-time work such as initializing globals) and its
/// answer is fixed: a body that later answers differently stops the run.
@inline(never)
func measureTogether(_ methods: [Timed], plan: SamplingPlan) -> [Measurement] {
  let clock = ContinuousClock()
  var results: [Int] = []
  var firstAllocations: [Int] = []
  var allocations: [Int] = []
  var repetitions: [Int] = []
  for method in methods {
    let first = countingAllocations(method.body)
    let second = countingAllocations(method.body)
    if first.result != second.result { fatalError("benchmark body gave \(first.result), then \(second.result)") }
    results.append(first.result)
    firstAllocations.append(first.allocations)
    allocations.append(second.allocations)
    let start = clock.now
    blackHole(method.body())
    let once = max((clock.now - start).seconds, 1e-9)
    repetitions.append(max(1, Int(0.01 / once)))
  }

  var samples = [[Double]](repeating: [], count: methods.count)
  var total = 0.0
  var round = 0
  while round < plan.maximumSamples
    && (round < plan.minimumSamples || total < plan.minimumSeconds * Double(methods.count))
  {
    for step in methods.indices {
      let i = (round + step) % methods.count
      let body = methods[i].body
      let start = clock.now
      for _ in 0..<repetitions[i] {
        let answer = body()
        if answer != results[i] { fatalError("benchmark body gave \(answer), then \(results[i])") }
      }
      let elapsed = (clock.now - start).seconds
      samples[i].append(elapsed / Double(repetitions[i]))
      total += elapsed
    }
    round += 1
  }
  return methods.indices.map { i in
    Measurement(
      result: results[i], seconds: median(samples[i]), samples: samples[i].count,
      allocations: allocations[i], firstCallAllocations: firstAllocations[i], units: Double(methods[i].units))
  }
}

/// Times operations that must each get a fresh String (a text field's text
/// is a new String after every edit, so nothing an earlier call cached on the
/// string's storage, such as UTF-16 breadcrumbs, may help). Interleaved
/// like `measureTogether`, one call per method per round; the copies are
/// made outside the timing.
@inline(never)
func measureOnFreshStrings(
  _ bytes: [UInt8], _ bodies: [(String) -> Int], plan: SamplingPlan, rounds: Int
) -> [Measurement] {
  measureOnFreshState(bytes, setup: { $0 }, bodies.map { body in { body(opaque($0)) } }, plan: plan, rounds: rounds)
}

/// Times operations on state made from a fresh copy of the text (the text
/// itself, or a text field model, which measures its text once): `setup`
/// runs outside the timing, and each body is timed on state of its own.
/// Interleaved like `measureTogether`, one call per body per round.
@inline(never)
func measureOnFreshState<State>(
  _ bytes: [UInt8], setup: (String) -> State, _ bodies: [(inout State) -> Int], plan: SamplingPlan, rounds: Int
) -> [Measurement] {
  let clock = ContinuousClock()
  func fresh() -> State { setup(String(decoding: bytes, as: UTF8.self)) }
  var results: [Int] = []
  var firstAllocations: [Int] = []
  var allocations: [Int] = []
  for body in bodies {
    var state = fresh()
    let first = countingAllocations { body(&state) }
    state = fresh()
    let second = countingAllocations { body(&state) }
    if first.result != second.result { fatalError("benchmark body gave \(first.result), then \(second.result)") }
    results.append(first.result)
    firstAllocations.append(first.allocations)
    allocations.append(second.allocations)
  }
  var samples = [[Double]](repeating: [], count: bodies.count)
  for round in 0..<max(rounds, plan.minimumSamples) {
    for step in bodies.indices {
      let i = (round + step) % bodies.count
      var state = fresh()
      let start = clock.now
      let answer = bodies[i](&state)
      let elapsed = (clock.now - start).seconds
      if answer != results[i] { fatalError("benchmark body gave \(answer), then \(results[i])") }
      samples[i].append(elapsed)
      blackHole(state)
    }
  }
  return bodies.indices.map { i in
    Measurement(
      result: results[i], seconds: median(samples[i]), samples: samples[i].count,
      allocations: allocations[i], firstCallAllocations: firstAllocations[i], units: 1)
  }
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
