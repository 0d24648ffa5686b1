import Foundation

/// TextGauge's vocabulary as `Vocabulary/vocabulary.json` declares it, once:
/// the metrics (the command line's and policies' names, each with the C
/// ABI's variants), the character classes, the policy violations' kinds,
/// with their messages, the scalar guards, the emoji policies, kinds and statuses, the edit
/// decisions, and the error codes. ``VocabularyFiles`` generates every language's names from it, so
/// that adding a metric is one declaration here plus its kernel.
public struct Vocabulary: Decodable, Sendable, Equatable {
  /// A name in every language: its spelling (command line, JSON, Python,
  /// the conformance vectors), its Swift case, its C constant and value.
  public struct Name: Decodable, Sendable, Equatable {
    public var name: String
    public var swift: String
    public var c: String
    public var value: Int
    public var comment: String?
    public var description: String?
  }

  /// One value of `tg_metric`: a metric with its parameters.
  public struct MetricVariant: Decodable, Sendable, Equatable {
    public var name: String
    public var c: String
    public var value: Int
    /// The `TextMetric` it is, as a Swift expression.
    public var textMetric: String
    public var comment: String
  }

  /// A metric as the command line and policies name it (`--metric width`,
  /// `"metric": "width"`); its parameter, if any, picks a variant.
  public struct Metric: Decodable, Sendable, Equatable {
    public var name: String
    /// The `PolicyMetric` case.
    public var swift: String
    /// The `PolicyMetric` its name makes, with the default parameters.
    public var policyMetric: String
    /// `edition` or `ambiguous`: the option that picks a variant.
    public var parameter: String?
    /// How `--metric`'s help describes it.
    public var help: String
    /// What it counts, in a sentence's words.
    public var counts: String
    /// The C ABI's values, the first the default parameters.
    public var variants: [MetricVariant]
  }

  /// A class of characters a field may allow (`--allow lower,digits`,
  /// `"allowedClasses"`).
  public struct CharacterClass: Decodable, Sendable, Equatable {
    public var name: String
    /// The `AllowedCharacters` member.
    public var swift: String
    /// How `--allow`'s help describes it.
    public var help: String
  }

  /// A kind of `PolicyViolation` (its `kind`, in JSON and every language)
  /// and the `InputViolation` cases it names.
  public struct ViolationKind: Decodable, Sendable, Equatable {
    public var name: String
    /// The `InputViolation` cases of the kind (`tooLong` is an `overLimit`:
    /// the policy's first limit).
    public var swift: [String]
    /// The members the kind's JSON adds (Docs/CommandLine.md), empty for none.
    public var fields: String
    /// The kind's message, in every language (`PolicyViolation.message`):
    /// text with `{name}` placeholders, each one of ``placeholders``
    /// (`"{rule} ({metric}): {length} > {limit}"`).
    public var message: String

    /// The names a message may fill in: the members of TextGaugePolicy's
    /// `ViolationWording`, which the generated code reads.
    public static let placeholders: Set<String> = [
      "rule", "metric", "length", "limit", "minimum", "count", "text", "scalars", "start", "version", "maxVersion",
      "scalar", "range",
    ]

    /// The message as text and placeholders, in order, or a reason it is
    /// not one: an unknown name, or a brace that opens or closes nothing.
    public func messageParts(path: String = Vocabulary.path) throws(TableGenError) -> [MessagePart] {
      var parts: [MessagePart] = []
      var rest = Substring(message)
      while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
        if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
        guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
          throw TableGenError(path: path, "violationKinds: '\(name)': an unmatched brace in '\(message)'")
        }
        let placeholder = String(rest[rest.index(after: open)..<close])
        guard Self.placeholders.contains(placeholder) else {
          throw TableGenError(
            path: path,
            "violationKinds: '\(name)': '{\(placeholder)}' is none of \(Self.placeholders.sorted().joined(separator: ", "))")
        }
        parts.append(.placeholder(placeholder))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { parts.append(.text(String(rest))) }
      return parts
    }
  }

  /// A piece of a violation's message: text as written, or a placeholder's
  /// name.
  public enum MessagePart: Sendable, Equatable {
    case text(String)
    case placeholder(String)
  }

  /// A scalar guard: its key under `guards` in a policy and the
  /// `ScalarGuard` case.
  public struct Guard: Decodable, Sendable, Equatable {
    public var name: String
    public var swift: String
  }

  public var metrics: [Metric]
  public var characterClasses: [CharacterClass]
  public var violationKinds: [ViolationKind]
  public var guards: [Guard]
  public var emojiPolicies: [Name]
  public var emojiKinds: [Name]
  public var emojiStatuses: [Name]
  /// What a field does with an edit (`tg_edit_decision`, the input
  /// engine's `InputDecision`).
  public var editDecisions: [Name]
  public var errors: [Name]

  /// The path of the declaration in the package.
  public static let path = "Vocabulary/vocabulary.json"

  /// Reads and checks the declaration: names, C constants and values
  /// unique within each list, values 0 or more, every metric with a
  /// variant. A violation is a `TableGenError` naming the file.
  public init(contentsOf url: URL, shownAs path: String = Vocabulary.path) throws {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw TableGenError(path: path, "cannot read the vocabulary")
    }
    try self.init(json: data, shownAs: path)
  }

  /// The vocabulary of a JSON text, checked as ``init(contentsOf:shownAs:)``
  /// checks the file.
  public init(json data: Data, shownAs path: String = Vocabulary.path) throws {
    do {
      self = try JSONDecoder().decode(Vocabulary.self, from: data)
    } catch {
      throw TableGenError(path: path, "not the vocabulary's shape: \(error)")
    }
    try validate(path: path)
  }

  private enum CodingKeys: String, CodingKey {
    case metrics, characterClasses, violationKinds, guards, emojiPolicies, emojiKinds, emojiStatuses, editDecisions, errors
  }

  /// The C ABI's metric values, in value order.
  public var metricVariants: [MetricVariant] { metrics.flatMap(\.variants).sorted { $0.value < $1.value } }

  private func validate(path: String) throws {
    func unique(_ list: String, _ keys: [String]) throws {
      var seen = Set<String>()
      for key in keys where !seen.insert(key).inserted {
        throw TableGenError(path: path, "\(list): '\(key)' is declared twice")
      }
    }
    let variants = metrics.flatMap(\.variants)
    try unique("metrics", metrics.map(\.name))
    try unique("metrics", metrics.map(\.swift))
    for metric in metrics where metric.variants.isEmpty {
      throw TableGenError(path: path, "metrics: '\(metric.name)' has no variant (no tg_metric value)")
    }
    try unique("metric variants", variants.map(\.name))
    try unique("metric variants", variants.map(\.c))
    try unique("metric variants", variants.map { String($0.value) })
    try unique("characterClasses", characterClasses.map(\.name))
    try unique("characterClasses", characterClasses.map(\.swift))
    try unique("violationKinds", violationKinds.map(\.name))
    try unique("violationKinds", violationKinds.flatMap(\.swift))
    for kind in violationKinds { _ = try kind.messageParts(path: path) }
    try unique("guards", guards.map(\.name))
    try unique("guards", guards.map(\.swift))
    for (list, names) in [("emojiPolicies", emojiPolicies), ("emojiKinds", emojiKinds), ("emojiStatuses", emojiStatuses),
                          ("editDecisions", editDecisions), ("errors", errors)] {
      try unique(list, names.map(\.name))
      try unique(list, names.map(\.swift))
      try unique(list, names.map(\.c))
      try unique(list, names.map { String($0.value) })
    }
    let values = variants.map(\.value) + [emojiPolicies, emojiKinds, emojiStatuses, editDecisions, errors].flatMap { $0.map(\.value) }
    if let negative = values.first(where: { $0 < 0 }) {
      throw TableGenError(path: path, "value \(negative): C values are 0 or more")
    }
  }
}
