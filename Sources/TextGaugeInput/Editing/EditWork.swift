/// Counts the work the engine does for one edit, for tests that check it is
/// linear: Characters stepped over, and passes over the whole text. Counting is off
/// (one task-local read per counted step) unless a test binds a counter.
///
/// ```swift
/// let work = EditWork()
/// EditWork.$current.withValue(work) { _ = rules.evaluate(field, replacing: r, with: "a") }
/// work.steps   // small: the field is not walked Character by Character
/// ```
package final class EditWork: @unchecked Sendable {
  #if hasFeature(Embedded)
  // Embedded Swift (the WebAssembly build, Scripts/build-wasm.sh) has no
  // task-local values: nothing is ever bound there, so nothing is counted.
  package static var current: EditWork? { nil }
  #else
  @TaskLocal package static var current: EditWork?
  #endif
  /// Characters stepped over (only the bound task writes it).
  package private(set) var steps = 0
  /// Passes over the whole text (measuring it, comparing it).
  package private(set) var passes = 0

  package init() {}

  @inline(__always)
  package static func step(_ n: Int = 1) {
    if let current { current.steps += n }
  }

  @inline(__always)
  package static func pass() {
    if let current { current.passes += 1 }
  }
}
