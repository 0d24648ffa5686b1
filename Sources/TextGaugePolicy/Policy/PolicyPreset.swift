import TextGauge
import TextGaugeInput
internal import TextGaugeJSON

/// The policies of public rules, each citing its source, and the Chinese
/// length conventions with a maximum you choose.
///
/// ```swift
/// PolicyPreset.allCases.map(\.rawValue)   // ["x", "bluesky-post", "mysql-utf8mb3", "gb18030", "zishu"]
/// try PolicyPreset.gb18030.policy(maximum: 20).accepts("一二三四五六七八九十")   // true
/// ```
///
/// A field of your own (a nickname, a WeChat-like signature) is a policy
/// you write, not a preset: see the policy guide's examples.
public enum PolicyPreset: String, CaseIterable, Sendable {
  /// X (Twitter), as twitter-text v3's `parseTweet` judges a post
  /// (`valid`): a weighted length of 1 to 280 (CJK and listed emoji 2, a
  /// URL 23, most other scripts 1) and no U+FEFF, U+FFFE or U+FFFF.
  ///
  /// ```swift
  /// try FieldPolicy.preset("x").violations(in: "").map(\.rule)         // ["limits[1]"]
  /// try FieldPolicy.preset("x").violations(in: "a\u{FEFF}").map(\.rule) // ["guards.twitterInvalid"]
  /// ```
  case x
  /// A Bluesky post: 300 Characters and 3,000 UTF-8 bytes at once.
  case blueskyPost = "bluesky-post"
  /// A MySQL `utf8mb3` column: no scalar above U+FFFF. A guard only: the
  /// column's length is yours to add.
  case mysqlUTF8mb3 = "mysql-utf8mb3"
  /// GB 18030-2022 bytes, "中文 2, English 1", with the maximum you pass.
  case gb18030
  /// 字数, the word count of Chinese writing platforms, with the maximum
  /// you pass.
  case zishu

  /// The public rule the preset follows, as `textgauge policy show` prints
  /// it.
  ///
  /// ```swift
  /// PolicyPreset.blueskyPost.source.hasPrefix("app.bsky.feed.post")   // true
  /// ```
  public var source: String {
    switch self {
    case .x:
      "X's counting characters rule, twitter-text v3 (config/v3.json: scale 100, default weight 200, "
        + "U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F, U+2032–U+2037 weight 100, emoji 200, URLs 23; "
        + "maxWeightedTweetLength 280; parseTweet: valid when 0 < weightedLength <= 280 and no U+FEFF, U+FFFE, "
        + "U+FFFF): https://docs.x.com/fundamentals/counting-characters"
    case .blueskyPost:
      "app.bsky.feed.post lexicon, text: maxGraphemes 300, maxLength 3000 (UTF-8 bytes): "
        + "https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/feed/post.json"
    case .mysqlUTF8mb3:
      "MySQL Reference Manual, The utf8mb3 Character Set: BMP characters only, at most three bytes each: "
        + "https://dev.mysql.com/doc/refman/8.4/en/charset-unicode-utf8mb3.html"
    case .gb18030:
      "GB 18030-2022 (mandatory in China since 2023-08-01) byte length: the \"中文 2, English 1\" limit "
        + "of Chinese products; the maximum is the product's"
    case .zishu:
      "字数, the word count of Chinese word processors and writing platforms (TextMetric.chineseWordCount); "
        + "the maximum is the product's"
    }
  }

  /// Whether ``policy(maximum:)`` needs a maximum.
  ///
  /// ```swift
  /// PolicyPreset.x.requiresMaximum         // false
  /// PolicyPreset.gb18030.requiresMaximum   // true
  /// ```
  public var requiresMaximum: Bool { self == .gb18030 || self == .zishu }

  /// The preset as a policy. `maximum` is required by ``gb18030`` and
  /// ``zishu`` and refused by the others, whose limits are the platform's.
  ///
  /// ```swift
  /// try PolicyPreset.zishu.policy(maximum: 140).limits.first?.maximum   // 140
  /// try PolicyPreset.x.policy(maximum: 10)               // throws preset x: its limits are the platform's; give no maximum
  /// ```
  public func policy(maximum: Int? = nil) throws(PolicyError) -> FieldPolicy {
    if requiresMaximum {
      guard let maximum else { throw PolicyError(reason: "preset \(rawValue) needs a maximum (e.g. \(rawValue) 20)") }
      guard maximum >= 0 else { throw PolicyError(reason: "preset \(rawValue): maximum \(maximum) is negative") }
    } else if maximum != nil {
      throw PolicyError(reason: "preset \(rawValue): its limits are the platform's; give no maximum")
    }
    // One initializer call for every preset: each case says only its
    // limits and guards.
    let limits: [PolicyLimit]
    var guards = TextGuards()
    switch self {
    case .x:
      // parseTweet's `0 < weightedLength`: every scalar weighs at least 100
      // (1 after the scale) in v3, and NFC leaves no text empty, so the
      // weighted length is 0 exactly when there is no Character, which the
      // Character count judges without measuring twice.
      limits = [PolicyLimit(.weighted(.twitter), maximum: 280), PolicyLimit(.characters, minimum: 1)]
      guards.rejectsTwitterInvalidCharacters = true
    case .blueskyPost:
      limits = [PolicyLimit(.characters, maximum: 300), PolicyLimit(.utf8, maximum: 3000)]
    case .mysqlUTF8mb3:
      limits = []
      guards.fitsUTF8mb3 = true
    case .gb18030:
      limits = [PolicyLimit(.gb18030(.gb2022), maximum: maximum)]
    case .zishu:
      limits = [PolicyLimit(.chineseWordCount, maximum: maximum)]
    }
    return FieldPolicy(summary: source, limits: limits, guards: guards)
  }
}

extension FieldPolicy {
  /// The preset named `name` (``PolicyPreset``), with `maximum` for those
  /// that need one; an unknown name throws, listing the presets.
  ///
  /// ```swift
  /// try FieldPolicy.preset("x").limits.count   // 2
  /// try FieldPolicy.preset("tweet")            // throws unknown preset "tweet"; the presets are x, bluesky-post, mysql-utf8mb3, gb18030, zishu
  /// ```
  public static func preset(_ name: String, maximum: Int? = nil) throws(PolicyError) -> FieldPolicy {
    // The names compared in turn (a handful), not the synthesized
    // `init(rawValue:)`'s switch over a table of them.
    guard let preset = PolicyPreset.allCases.first(where: { $0.rawValue == name }) else {
      throw PolicyError(
        reason: "unknown preset \(JSONStringEscaping.excerpt(name)); the presets are \(PolicyPreset.allCases.map { $0.rawValue }.joined(separator: ", "))")
    }
    return try preset.policy(maximum: maximum)
  }
}

/// Why a policy could not be read or made: the JSON path (or the file's
/// line and column for malformed JSON) and the reason, in one line.
///
/// ```swift
/// do {
///   _ = try FieldPolicy(json: #"{"schema": 1, "limits": [{"metric": "bytes", "max": 3}]}"#)
/// } catch {
///   print(error)   // $.limits[0].metric: unknown metric "bytes"; the metrics are characters, scalars, utf16, utf8, gb18030, width, zishu, weighted
/// }
/// ```
public struct PolicyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where: a JSON path such as `$.limits[0].max`, `line 3, column 7 (byte
  /// 41)` for malformed JSON, or nil.
  public var location: String? { get { stored.fields.location } set { stored.fields.location = newValue } }
  /// What is wrong.
  public var reason: String { get { stored.fields.reason } set { stored.fields.reason = newValue } }

  /// An error.
  ///
  /// ```swift
  /// PolicyError(location: "$.schema", reason: "expected 1").description   // "$.schema: expected 1"
  /// ```
  public init(location: String? = nil, reason: String) {
    stored = ErrorFields(Fields(location: location, reason: reason))
  }

  /// `location: reason`, or the reason alone.
  public var description: String { location.map { "\($0): \(reason)" } ?? reason }

  /// The fields behind one reference (``ErrorFields``): errors are equal,
  /// and hash, as their fields.
  private var stored: ErrorFields<Fields>

  private struct Fields: Sendable, Hashable {
    var location: String?
    var reason: String
  }
}
