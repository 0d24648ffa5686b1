/// The result of a replacement, built piece by piece, with the seam rules of
/// `replacingEmojiCharacters`.
struct SeamRepairingText {
  var text = ""
  /// Regional indicators at the end of `text`.
  var trailingIndicators = 0
  /// ZWJs at the end of `text`, and the indicators right before them.
  var trailingJoiners = 0
  var indicatorsBeforeJoiners = 0
  /// A seam waits for the next kept text: whether the emoji were replaced
  /// by nothing.
  var pendingSeam: Bool?

  mutating func seam(replacedBy replacement: String) {
    dropTrailingJoiners()
    if replacement.isEmpty {
      if pendingSeam == nil { pendingSeam = true }
    } else {
      pendingSeam = nil
      appendTracking(Substring(replacement))
    }
  }

  mutating func append(_ piece: Substring) {
    guard let first = piece.unicodeScalars.first else { return }
    if pendingSeam == true, RegionalIndicator.contains(first), trailingIndicators % 2 == 1 {
      text.unicodeScalars.removeLast()
      trailingIndicators -= 1
    }
    pendingSeam = nil
    appendTracking(piece)
  }

  mutating func finish() {
    if pendingSeam != nil { dropTrailingJoiners() }
  }

  mutating func dropTrailingJoiners() {
    guard trailingJoiners > 0 else { return }
    for _ in 0..<trailingJoiners { text.unicodeScalars.removeLast() }
    trailingJoiners = 0
    trailingIndicators = indicatorsBeforeJoiners
  }

  /// Appends and updates the counts from the end of the piece: work
  /// bounded by the piece.
  mutating func appendTracking(_ piece: Substring) {
    text += piece
    let scalars = piece.unicodeScalars
    var index = scalars.endIndex
    var joiners = 0
    while index > scalars.startIndex, scalars[scalars.index(before: index)].value == EmojiSyntax.zwj {
      index = scalars.index(before: index)
      joiners += 1
    }
    var indicators = 0
    while index > scalars.startIndex, RegionalIndicator.contains(scalars[scalars.index(before: index)]) {
      index = scalars.index(before: index)
      indicators += 1
    }
    let reachesStart = index == scalars.startIndex
    // Indicators at the end of the text before this piece, not behind a ZWJ.
    let runBefore = trailingJoiners > 0 ? 0 : trailingIndicators
    if joiners == 0 {
      trailingIndicators = reachesStart ? runBefore + indicators : indicators
      trailingJoiners = 0
    } else if reachesStart && indicators == 0 {
      // Only joiners: they extend the joiners already at the end.
      if trailingJoiners == 0 { indicatorsBeforeJoiners = trailingIndicators }
      trailingJoiners += joiners
      trailingIndicators = 0
    } else {
      indicatorsBeforeJoiners = reachesStart ? runBefore + indicators : indicators
      trailingJoiners = joiners
      trailingIndicators = 0
    }
  }
}
