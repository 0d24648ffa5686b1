import Testing
import TextGauge
@testable import TextGaugeInput
import TestSupport

/// The engine judges an edit in a window of the resulting text
/// (`TouchedCharacters(editing:replacing:with:)`) instead of a copy of the
/// whole. On texts long enough for the window to be a strict part of them,
/// the window must be exactly that part of the whole result, touch the same
/// Characters as a judgement of the whole result, and give its length in
/// every metric.
@Suite("Input rules: the edit window")
struct EditWindowTests {
  /// A text of up to 40 hard pieces, then an edit: a scalar-aligned range
  /// (from two random scalar offsets) and up to four inserted pieces.
  enum Piece: CustomStringConvertible {
    case text(String)
    case edit(UInt64)
    case inserted(String)

    var description: String {
      switch self {
      case .text(let text): "text \(scalarDump(text))"
      case .edit(let seed): "edit \(seed)"
      case .inserted(let text): "inserted \(scalarDump(text))"
      }
    }
  }

  static func generate(_ random: inout SplitMix64) -> [Piece] {
    (0..<random.next(below: 41)).map { _ in .text(HardPieces.piece(&random)) }
      + [.edit(random.next())]
      + (0..<random.next(below: 5)).map { _ in .inserted(HardPieces.piece(&random)) }
  }

  static let metrics: [(String, TextMetric)] = [
    ("characters", .characters), ("utf16", .utf16), ("gb18030", .gb18030(.gb2022)),
    ("displayWidth", .displayWidth()), ("custom", .custom { $0.unicodeScalars.count }),
  ]

  /// Nil when the window agrees with the whole result; else what differs.
  static func disagreement(_ pieces: [Piece]) -> String? {
    var text = "", inserted = "", seed: UInt64 = 0
    for piece in pieces {
      switch piece {
      case .text(let piece): text += piece
      case .edit(let value): seed = value
      case .inserted(let piece): inserted += piece
      }
    }
    var random = SplitMix64(seed: seed)
    let scalars = text.unicodeScalars
    let a = scalars.index(scalars.startIndex, offsetBy: random.next(below: scalars.count + 1))
    let b = scalars.index(scalars.startIndex, offsetBy: random.next(below: scalars.count + 1))
    let replaced = min(a, b)..<max(a, b)

    let window = TouchedCharacters(editing: text, replacing: replaced, with: inserted[...])
    let whole = TouchedCharacters(
      prefix: text[..<replaced.lowerBound], inserted: inserted[...], suffix: text[replaced.upperBound...],
      before: text, replaced: replaced)
    guard let outside = window.outside else { return "no outside range" }
    let result = whole.text
    let lowerOffset = text.utf8.distance(from: text.startIndex, to: outside.lowerBound)
    let upperFromEnd = text.utf8.distance(from: outside.upperBound, to: text.endIndex)
    func offset(_ i: String.Index, in s: String) -> Int { s.utf8.distance(from: s.startIndex, to: i) }

    // The window is the part of the result between the unchanged ends.
    let start = result.utf8.index(result.startIndex, offsetBy: lowerOffset)
    let end = result.utf8.index(result.endIndex, offsetBy: -upperFromEnd)
    guard result.unicodeScalars[start..<end].elementsEqual(window.text.unicodeScalars) else {
      return "window \(scalarDump(window.text)) is not the result's \(scalarDump(result[start..<end]))"
    }
    // Its bounds are Character boundaries of both texts.
    for (i, s) in [(outside.lowerBound, text), (outside.upperBound, text), (start, result), (end, result)] {
      guard s.characterBoundary(atOrBefore: i) == i else { return "window bound \(offset(i, in: s)) is inside a Character" }
    }
    // It touches the same Characters as the whole result.
    let touched = (offset(window.range.lowerBound, in: window.text) + lowerOffset, offset(window.range.upperBound, in: window.text) + lowerOffset)
    let expected = (offset(whole.range.lowerBound, in: result), offset(whole.range.upperBound, in: result))
    guard touched == expected else { return "touched \(touched), the whole result's \(expected)" }
    // And gives the result's length, with and without the length before.
    for (name, metric) in metrics {
      let length = metric.measure(result)
      let measured = window.resultLength(metric, before: text, lengthBefore: nil)
      let updated = window.resultLength(metric, before: text, lengthBefore: metric.measure(text))
      guard measured == length, updated == length else {
        return "\(name): window gives \(measured) and \(updated), the result measures \(length)"
      }
    }
    return nil
  }

  @Test func theWindowIsThePartOfTheResultThatTheEditChanges() {
    let failure = PropertyCheck(seed: 0x3D17_0001, cases: 3000).failure(
      generate: Self.generate, describe: { $0.map(\.description).joined(separator: ", ") },
      property: Self.disagreement)
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// An indicator typed before a long run re-pairs the whole run: the window
  /// grows until the boundaries of both texts meet, past the run.
  @Test func aRepairedRunOfIndicatorsIsInsideTheWindow() {
    let run = String(repeating: "\u{1F1E6}", count: 101) + "ab"
    let window = TouchedCharacters(editing: run, replacing: run.startIndex..<run.startIndex, with: "\u{1F1E7}")
    #expect(window.text.unicodeScalars.count == 104)
    #expect(window.resultLength(.characters, before: run, lengthBefore: run.count) == ("\u{1F1E7}" + run).count)
  }
}
