/// An emoji scanner made when a scan first needs one. Most short texts
/// (a name, a message without emoji, one that the bytes decide) never do,
/// so they never pay for setting one up; a scan that does keeps that one
/// scanner, with its memory of what it walked (`EmojiScanner`'s linear
/// bound), for the rest of its text.
package struct LazyEmojiScanner {
  private let storage: UnsafeMutablePointer<EmojiScanner>
  private let policy: EmojiPolicy
  private var made = false

  /// Runs `body` with a lazy scanner of `policy` whose storage is on the
  /// stack, not yet initialized.
  @inline(__always)
  package static func with<Result>(policy: EmojiPolicy, _ body: (inout LazyEmojiScanner) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: EmojiScanner.self, capacity: 1) { buffer in
      var lazy = LazyEmojiScanner(storage: buffer.baseAddress!, policy: policy)
      let result = body(&lazy)
      if lazy.made { lazy.storage.deinitialize(count: 1) }
      return result
    }
  }

  /// The scanner, made now if this is its first use.
  @inline(__always)
  package mutating func scanner() -> UnsafeMutablePointer<EmojiScanner> {
    if !made {
      storage.initialize(to: EmojiScanner(policy: policy))
      made = true
    }
    return storage
  }

  /// The loop iterations of the scanner so far, 0 if it was never made.
  package var steps: Int { made ? storage.pointee.steps : 0 }
}
