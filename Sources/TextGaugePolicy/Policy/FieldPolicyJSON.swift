import TextGauge
import TextGaugeInput
package import TextGaugeJSON

// A policy's JSON form, schema 1 (Schemas/field-policy.schema.json):
//
//   {"schema": 1, "summary": "…",
//    "limits": [{"metric": "gb18030", "edition": 2022, "max": 20, "min": 4}, …],
//    "allowedClasses": ["lower", "digits"], "allowedScalars": ["_", "U+4E00..U+9FFF"],
//    "emoji": {"allowed": false, "policy": "renders-as-emoji", "maxVersion": "15.0"},
//    "numeric": {"mode": "decimal", "maxIntegerDigits": 9, "maxFractionDigits": 2},
//    "guards": {"maxScalarsPerCharacter": 12, "bidiControls": true, "invisible": true,
//               "unassigned": true, "privateUse": true, "utf8mb3": true,
//               "twitterInvalid": true}}
//
// Decoding is as strict as the schema: an unknown key, a wrong type,
// `null` (the schema gives every key a type, and null is none of them), a
// count written with a fraction or an exponent, a scalar not spelled
// `U+XXXX` in upper case, is one error naming the JSON path and the
// reason. Beyond the schema it refuses what the schema's top-level
// description lists: a duplicate key, `1.0` for 1, a minimum above the
// maximum, a range that ends before it starts, overlapping weight ranges,
// a string holding an unpaired surrogate escape, a document over
// `maximumJSONBytes`. Every error that quotes the document quotes at most
// 40 scalars of it, escaped (JSONStringEscaping.excerpt), on one line.
// Encoding writes the keys in that order and leaves out what is default,
// so that decoding what it wrote gives the same policy.

extension FieldPolicy {
  /// The schema version this library reads and writes.
  ///
  /// ```swift
  /// FieldPolicy.schema   // 1
  /// ```
  public static let schema = 1

  /// A policy from its JSON text (schema 1).
  ///
  /// ```swift
  /// let nickname = try FieldPolicy(json: """
  ///   {"schema": 1, "limits": [{"metric": "gb18030", "max": 20}],
  ///    "allowedClasses": ["lower", "digits", "han"], "allowedScalars": ["_"], "emoji": {"allowed": false}}
  ///   """)
  /// nickname.accepts("小明_2024")   // true
  /// try FieldPolicy(json: #"{"schema": 1, "limits": [{"metric": "utf8", "max": 3, "min": 5}]}"#)
  /// // throws $.limits[0]: minimum 5 is above maximum 3
  /// ```
  public init(json text: String) throws(PolicyError) {
    try self.init(jsonBytes: Array(text.utf8))
  }

  /// The longest policy JSON read, in bytes: 16 MiB. A longer document is
  /// refused before it is parsed (`textgauge --policy FILE` stops reading
  /// a file there), so that no policy costs more than that to load.
  ///
  /// ```swift
  /// FieldPolicy.maximumJSONBytes   // 16777216
  /// ```
  public static let maximumJSONBytes = 16 << 20

  /// A policy from the UTF-8 bytes of its JSON (a file's contents), at most
  /// ``maximumJSONBytes`` of them.
  ///
  /// ```swift
  /// try FieldPolicy(jsonBytes: Array(#"{"schema": 1}"#.utf8)).limits.isEmpty   // true
  /// ```
  public init(jsonBytes bytes: some Collection<UInt8>) throws(PolicyError) {
    guard bytes.count <= Self.maximumJSONBytes else { throw .tooLarge(bytes.count) }
    do {
      try self.init(reading: JSONReader(JSONParser.parse(bytes)))
    } catch {
      throw PolicyError(error)
    }
  }

  /// The policy's JSON, keys in schema order, defaults left out.
  ///
  /// ```swift
  /// try FieldPolicy.preset("bluesky-post").json(pretty: false).hasPrefix(#"{"schema":1,"#)   // true
  /// ```
  public func json(pretty: Bool = true) -> String { JSONWriter.string(jsonValue, pretty: pretty) }

  /// The policy as a JSON value: what ``json(pretty:)`` writes, and the
  /// conformance vectors' `policies`.
  package var jsonValue: JSONValue {
    var members = JSONMembers()
    members.add("schema", Self.schema)
    if let summary { members.add("summary", .string(summary)) }
    if !limits.isEmpty { members.add("limits", .array(limits.map { $0.jsonValue })) }
    if let allowedClasses { members.add("allowedClasses", .array(allowedClasses.names.map { .string($0) })) }
    if !allowedScalars.isEmpty {
      members.add("allowedScalars", .array(allowedScalars.map { .string(Self.scalarRangeText($0)) }))
    }
    var emoji = JSONMembers()
    if !allowsEmoji { emoji.add("allowed", .bool(false)) }
    if emojiPolicy != .rendersAsEmoji { emoji.add("policy", .string(emojiPolicy.name)) }
    if let maxEmojiVersion { emoji.add("maxVersion", .string(maxEmojiVersion.description)) }
    if !emoji.members.isEmpty { members.add("emoji", emoji.value) }
    if let numericMode {
      var numeric = JSONMembers()
      switch numericMode {
      case .digits:
        numeric.add("mode", .string("digits"))
      case .decimal(let integerDigits, let fractionDigits):
        numeric.add("mode", .string("decimal"))
        numeric.add("maxIntegerDigits", integerDigits)
        numeric.add("maxFractionDigits", fractionDigits)
      }
      members.add("numeric", numeric.value)
    }
    var guardMembers = JSONMembers()
    if let maxScalars = guards.maxScalarsPerCharacter { guardMembers.add("maxScalarsPerCharacter", maxScalars) }
    for (blocked, on) in guards.scalarGuards where on { guardMembers.add(blocked.jsonName, .bool(true)) }
    if !guardMembers.members.isEmpty { members.add("guards", guardMembers.value) }
    return members.value
  }

  /// The keys of the top-level object, in schema order.
  static let keys = ["schema", "summary", "limits", "allowedClasses", "allowedScalars", "emoji", "numeric", "guards"]
  /// The keys of `emoji`, in schema order.
  static let emojiKeys = ["allowed", "policy", "maxVersion"]
  /// The keys of `numeric`, in schema order.
  static let numericKeys = ["mode", "maxIntegerDigits", "maxFractionDigits"]
  /// The keys of `guards`, in schema order.
  static let guardKeys = ["maxScalarsPerCharacter"] + ScalarGuard.allCases.map { $0.jsonName }

  // Each member is read by a function of its own, so that an error thrown
  // inside one passes through few values to release: one reader with every
  // member's values alive at each of its throws was the largest function of
  // the WebAssembly core.
  init(reading reader: JSONReader) throws(JSONError) {
    let object = try reader.object(allowedKeys: Self.keys)
    let schema = try object.required("schema")
    guard try schema.int() == Self.schema else {
      throw schema.error("schema ", schema.found, " is not supported; this library reads schema ", String(Self.schema))
    }
    // Read into locals and set once: each of the policy's setters
    // rebuilds its rules.
    let summary = try object.member("summary")?.string()
    let limits = try Self.limits(object)
    let allowedClasses = try Self.allowedClasses(object)
    let allowedScalars = try Self.allowedScalars(object)
    let emoji = try Self.emoji(object)
    let numericMode = try Self.numericMode(object)
    let guards = try Self.guards(object)
    self.init(
      summary: summary, limits: limits, allowedClasses: allowedClasses, allowedScalars: allowedScalars,
      allowsEmoji: emoji.allows, emojiPolicy: emoji.policy, maxEmojiVersion: emoji.maxVersion,
      numericMode: numericMode, guards: guards)
  }

  @inline(never)
  static func limits(_ object: JSONObjectReader) throws(JSONError) -> [PolicyLimit] {
    guard let limits = object.member("limits") else { return [] }
    return try limits.array().map { reader throws(JSONError) in try PolicyLimit(reading: reader) }
  }

  @inline(never)
  static func allowedClasses(_ object: JSONObjectReader) throws(JSONError) -> AllowedCharacters? {
    guard let classes = object.member("allowedClasses") else { return nil }
    var set: AllowedCharacters = []
    for name in try classes.array() {
      let text = try name.string()
      guard let entry = AllowedCharacters.named.first(where: { $0.name == text }) else {
        throw name.unknown("class", text, "the classes are ", AllowedCharacters.named.map { $0.name })
      }
      set.insert(entry.classes)
    }
    return set
  }

  @inline(never)
  static func allowedScalars(_ object: JSONObjectReader) throws(JSONError) -> [ClosedRange<Unicode.Scalar>] {
    guard let scalars = object.member("allowedScalars") else { return [] }
    return try scalars.array().map { reader throws(JSONError) in try Self.scalarRange(reading: reader) }
  }

  @inline(never)
  static func emoji(_ object: JSONObjectReader) throws(JSONError) -> (
    allows: Bool, policy: EmojiPolicy, maxVersion: UnicodeVersion?
  ) {
    guard let emoji = object.member("emoji") else { return (true, .rendersAsEmoji, nil) }
    let members = try emoji.object(allowedKeys: Self.emojiKeys)
    let allowsEmoji = try members.member("allowed")?.bool() ?? true
    var emojiPolicy = EmojiPolicy.rendersAsEmoji
    if let policy = members.member("policy") {
      let text = try policy.string()
      guard let entry = EmojiPolicy.named.first(where: { $0.name == text }) else {
        throw policy.unknown("emoji policy", text, "the policies are ", EmojiPolicy.named.map { $0.name })
      }
      emojiPolicy = entry.policy
    }
    guard let version = members.member("maxVersion") else { return (allowsEmoji, emojiPolicy, nil) }
    let text = try version.string()
    // UnicodeVersion takes one to three numbers of one to four ASCII
    // digits, joined by ".": the schema's maxVersion pattern.
    guard let parsed = UnicodeVersion(text) else {
      throw version.error(JSONStringEscaping.excerpt(text), #" is not an emoji version such as "15.0""#)
    }
    guard allowsEmoji else { throw version.error("maxVersion applies only when emoji are allowed") }
    return (allowsEmoji, emojiPolicy, parsed)
  }

  @inline(never)
  static func numericMode(_ object: JSONObjectReader) throws(JSONError) -> NumericMode? {
    guard let numeric = object.member("numeric") else { return nil }
    let members = try numeric.object(allowedKeys: Self.numericKeys)
    let mode = try members.required("mode")
    let numericMode: NumericMode
    switch try mode.string() {
    case "digits":
      for key in Self.numericKeys.dropFirst() where members.contains(key) {
        throw try members.required(key).error(#"applies only to mode "decimal""#)
      }
      numericMode = .digits
    case "decimal":
      let integer = try members.required("maxIntegerDigits")
      let fraction = try members.required("maxFractionDigits")
      let (integerDigits, fractionDigits) = (try integer.int(), try fraction.int())
      // "0.5" has one integer digit: a decimal field always has one.
      guard integerDigits >= 1 else { throw integer.error(String(integerDigits), " is below 1") }
      guard fractionDigits >= 0 else { throw fraction.error(String(fractionDigits), " is negative") }
      numericMode = .decimal(maxIntegerDigits: integerDigits, maxFractionDigits: fractionDigits)
    case let other:
      throw mode.unknown("mode", other, "the modes are ", ["digits", "decimal"])
    }
    for key in ["allowedClasses", "allowedScalars"] where object.contains(key) {
      throw try object.required(key).error(
        "a numeric mode decides the allowed characters; remove ", key, " or numeric")
    }
    return numericMode
  }

  @inline(never)
  static func guards(_ object: JSONObjectReader) throws(JSONError) -> TextGuards {
    var guards = TextGuards()
    guard let guardsReader = object.member("guards") else { return guards }
    let members = try guardsReader.object(allowedKeys: Self.guardKeys)
    if let maxScalars = members.member("maxScalarsPerCharacter") {
      let value = try maxScalars.int()
      guard value >= 1 else { throw maxScalars.error(String(value), " is below 1; every Character has a scalar") }
      guards.maxScalarsPerCharacter = value
    }
    for blocked in ScalarGuard.allCases {
      if let flag = members.member(blocked.jsonName), try flag.bool() { guards.set(blocked) }
    }
    return guards
  }

  /// `U+005F` or `U+4E00..U+9FFF`.
  static func scalarRangeText(_ range: ClosedRange<Unicode.Scalar>) -> String {
    let first = "U+" + hexDigits(range.lowerBound.value)
    return range.lowerBound == range.upperBound ? first : first + "..U+" + hexDigits(range.upperBound.value)
  }

  /// `U+0041..U+005A`, both ends written even when they are one scalar.
  static func span(_ first: Unicode.Scalar, _ last: Unicode.Scalar) -> String {
    "U+" + hexDigits(first.value) + "..U+" + hexDigits(last.value)
  }

  /// A scalar or range, as the schema's `scalarOrRange` spells it: one
  /// Unicode scalar (`"_"`), `"U+005F"` or `"U+4E00..U+9FFF"`, the range's
  /// first scalar not after its last.
  static func scalarRange(reading reader: JSONReader) throws(JSONError) -> ClosedRange<Unicode.Scalar> {
    let text = try reader.string()
    let scalars = text.unicodeScalars
    if !text.isEmpty, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      let scalar = scalars[scalars.startIndex]
      return scalar...scalar
    }
    let utf8 = Array(text.utf8)
    func bound(_ bytes: ArraySlice<UInt8>) throws(JSONError) -> Unicode.Scalar {
      guard let scalar = Self.scalar(spelled: bytes) else {
        throw reader.error(
          #"expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "#, reader.found)
      }
      return scalar
    }
    // ".." cannot occur inside a "U+XXXX" spelling: the first one splits.
    guard let dots = utf8.indices.dropLast().first(where: { utf8[$0] == 0x2E && utf8[$0 + 1] == 0x2E }) else {
      let scalar = try bound(utf8[...])
      return scalar...scalar
    }
    let first = try bound(utf8[..<dots])
    let last = try bound(utf8[(dots + 2)...])
    guard first <= last else {
      throw reader.error("range ", Self.span(first, last), " ends before it starts")
    }
    return first...last
  }

  /// A scalar spelled as the schema's `scalar`: `"U+005F"`.
  static func scalar(reading reader: JSONReader) throws(JSONError) -> Unicode.Scalar {
    let text = try reader.string()
    guard let scalar = scalar(spelled: Array(text.utf8)[...]) else {
      throw reader.error(#"expected a scalar "U+XXXX" (upper-case hexadecimal), found "#, reader.found)
    }
    return scalar
  }

  /// The scalar `U+` then its value in upper-case hexadecimal, four digits
  /// at least and no leading zero beyond four (Unicode Standard, Appendix
  /// A, Notational Conventions: "U+" and four to six digits, leading zeros
  /// only to make four), a Unicode scalar value (not a surrogate, at most
  /// 10FFFF: Unicode §3.9, D76); nil for any other spelling. The schema's
  /// `scalar` pattern accepts exactly these.
  static func scalar(spelled bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
    guard (6...8).contains(bytes.count), bytes.first == UInt8(ascii: "U"),
      bytes[bytes.startIndex + 1] == UInt8(ascii: "+")
    else { return nil }
    let digits = bytes.dropFirst(2)
    if digits.count > 4, digits.first == UInt8(ascii: "0") { return nil }
    var value: UInt32 = 0
    for byte in digits {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    return Unicode.Scalar(value)
  }
}

extension PolicyLimit {
  /// The keys of a limit, in schema order.
  static let keys = ["metric", "edition", "ambiguous", "weights", "max", "min"]
  /// Each metric's parameter, which no other metric takes, with its
  /// metric's name.
  static let parameters = [("edition", "gb18030"), ("ambiguous", "width"), ("weights", "weighted")]

  var jsonValue: JSONValue {
    var members = JSONMembers()
    members.add("metric", .string(metric.name))
    switch metric {
    case .gb18030(let edition): members.add("edition", edition.year)
    case .displayWidth(let ambiguous): members.add("ambiguous", .string(ambiguous == .wide ? "wide" : "narrow"))
    case .weighted(let weights): members.add("weights", weights.jsonValue)
    default: break
    }
    if let maximum { members.add("max", maximum) }
    if let minimum { members.add("min", minimum) }
    return members.value
  }

  init(reading reader: JSONReader) throws(JSONError) {
    let object = try reader.object(allowedKeys: Self.keys)
    self.init(try Self.metric(object))
    maximum = try Self.count(object.member("max"))
    minimum = try Self.count(object.member("min"))
    guard maximum != nil || minimum != nil else { throw reader.error(#"a limit needs "max", "min" or both"#) }
    if let maximum, let minimum, minimum > maximum {
      throw reader.error("minimum ", String(minimum), " is above maximum ", String(maximum))
    }
  }

  /// A limit's metric: its name and the one parameter it may take.
  @inline(never)
  static func metric(_ object: JSONObjectReader) throws(JSONError) -> PolicyMetric {
    let name = try object.required("metric")
    let text = try name.string()
    guard var metric = PolicyMetric(name: text) else {
      throw name.unknown("metric", text, "the metrics are ", PolicyMetric.names)
    }
    // Each parameter belongs to one metric.
    for (key, owner) in Self.parameters where object.contains(key) && metric.name != owner {
      throw try object.required(key).error(#"applies only to metric ""#, owner, #"", not ""#, metric.name + "\"")
    }
    if let edition = object.member("edition") {
      let year = try edition.int()
      guard let value = GB18030.Edition(year: year) else {
        throw edition.error("unknown edition ", String(year), "; the editions are 2000, 2005, 2022")
      }
      metric = .gb18030(value)
    }
    if let ambiguous = object.member("ambiguous") {
      switch try ambiguous.string() {
      case "narrow": metric = .displayWidth(.narrow)
      case "wide": metric = .displayWidth(.wide)
      case let other: throw ambiguous.unknown("ambiguous width", other, "use narrow or wide", [])
      }
    }
    if let weights = object.member("weights") { metric = .weighted(try WeightedLength(reading: weights)) }
    return metric
  }

  /// A limit's `max` or `min`, if present: a whole number, 0 or more.
  static func count(_ member: JSONReader?) throws(JSONError) -> Int? {
    guard let member else { return nil }
    let value = try member.int()
    guard value >= 0 else { throw member.error(String(value), " is negative; use 0 or more") }
    return value
  }
}

extension WeightedLength {
  /// The keys of `weights`, in schema order.
  static let keys = ["scale", "defaultWeight", "ranges", "emojiWeight", "urlLength"]
  /// The keys of a weight range, in schema order.
  static let rangeKeys = ["first", "last", "weight"]

  var jsonValue: JSONValue {
    var members = JSONMembers()
    members.add("scale", scale)
    members.add("defaultWeight", defaultWeight)
    members.add(
      "ranges",
      .array(ranges.map { range in
        var members = JSONMembers()
        members.add("first", .string("U+" + hexDigits(range.first.value)))
        members.add("last", .string("U+" + hexDigits(range.last.value)))
        members.add("weight", range.weight)
        return members.value
      }))
    if let emojiWeight { members.add("emojiWeight", emojiWeight) }
    if let urlLength { members.add("urlLength", urlLength) }
    return members.value
  }

  init(reading reader: JSONReader) throws(JSONError) {
    let object = try reader.object(allowedKeys: Self.keys)
    let scale = try Self.whole(object, "scale", atLeast: 1) ?? 1
    let defaultWeight = try Self.whole(object, "defaultWeight", atLeast: 0) ?? scale
    let entries = try object.member("ranges")?.array() ?? []
    let ranges = try entries.map { entry throws(JSONError) in try Range(reading: entry) }
    // A code point has one weight: ranges may come in any order, but no
    // two may overlap. Their positions are sorted (stably), not the ranges:
    // Embedded Swift (WebAssembly) compiles a sort once per element type,
    // and one of `Int`s is there anyway.
    let order = ranges.indices.sorted { ranges[$0].first < ranges[$1].first }
    for (previous, next) in zip(order, order.dropFirst()) where ranges[next].first <= ranges[previous].last {
      throw entries[next].error(
        "range ", FieldPolicy.span(ranges[next].first, ranges[next].last), " overlaps ",
        FieldPolicy.span(ranges[previous].first, ranges[previous].last))
    }
    let emojiWeight = try Self.whole(object, "emojiWeight", atLeast: 0)
    let urlLength = try Self.whole(object, "urlLength", atLeast: 0)
    do throws(InvalidConfiguration) {
      try self.init(
        scale: scale, defaultWeight: defaultWeight, ranges: ranges, emojiWeight: emojiWeight, urlLength: urlLength)
    } catch {
      throw reader.error("\(error)")
    }
  }

  /// The member `key`, if present: a whole number, `least` or more.
  static func whole(_ object: JSONObjectReader, _ key: String, atLeast least: Int) throws(JSONError) -> Int? {
    guard let member = object.member(key) else { return nil }
    let value = try member.int()
    guard value >= least else { throw member.error(String(value), " is below ", String(least)) }
    return value
  }
}

extension WeightedLength.Range {
  /// A weight range, its first scalar not after its last.
  @inline(never)
  init(reading entry: JSONReader) throws(JSONError) {
    let members = try entry.object(allowedKeys: WeightedLength.rangeKeys)
    let first = try FieldPolicy.scalar(reading: members.required("first"))
    let last = try FieldPolicy.scalar(reading: members.required("last"))
    guard first <= last else { throw entry.error("range ", FieldPolicy.span(first, last), " ends before it starts") }
    let weightReader = try members.required("weight")
    let weight = try weightReader.int()
    guard weight >= 0 else { throw weightReader.error(String(weight), " is negative") }
    self.init(first...last, weight: weight)
  }
}

/// A JSON object's members, added in order by one function rather than by
/// an array's append written out at each member.
struct JSONMembers {
  var members: [JSONMember] = []

  @inline(never)
  mutating func add(_ key: String, _ value: JSONValue) { members.append(JSONMember(key: key, value: value)) }

  @inline(never)
  mutating func add(_ key: String, _ number: Int) { add(key, .number(JSONNumber(number))) }

  var value: JSONValue { .object(JSONObject(members)) }
}

extension JSONReader {
  /// An error whose reason is the pieces in order: the messages built of
  /// pieces are joined by this one function, not by an interpolation at
  /// each throw.
  @inline(never)
  func error(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "") -> JSONError {
    error(first + second + third + fourth)
  }

  /// `unknown WHAT "TEXT"; LEAD` and `names` joined by ", ": a name that
  /// is none of the names.
  @inline(never)
  func unknown(_ what: String, _ text: String, _ lead: String, _ names: [String]) -> JSONError {
    error("unknown " + what + " " + JSONStringEscaping.excerpt(text) + "; " + lead + names.joined(separator: ", "))
  }
}

extension TextGuards {
  /// The scalar guards and whether each is on, in ``ScalarGuard`` order.
  var scalarGuards: [(ScalarGuard, Bool)] {
    [
      (.bidiControl, rejectsBidiControls), (.invisible, rejectsInvisibleCharacters), (.unassigned, rejectsUnassigned),
      (.privateUse, rejectsPrivateUse), (.outsideBMP, fitsUTF8mb3),
      (.twitterInvalid, rejectsTwitterInvalidCharacters),
    ]
  }

  /// Turns the guard on.
  mutating func set(_ blocked: ScalarGuard) {
    switch blocked {
    case .bidiControl: rejectsBidiControls = true
    case .invisible: rejectsInvisibleCharacters = true
    case .unassigned: rejectsUnassigned = true
    case .privateUse: rejectsPrivateUse = true
    case .outsideBMP: fitsUTF8mb3 = true
    case .twitterInvalid: rejectsTwitterInvalidCharacters = true
    }
  }
}

extension PolicyError {
  /// A document of `count` bytes, over ``FieldPolicy/maximumJSONBytes``.
  static func tooLarge(_ count: Int) -> PolicyError {
    PolicyError(
      reason: "the policy is \(count) bytes; a policy's JSON is at most \(FieldPolicy.maximumJSONBytes) bytes (16 MiB)")
  }

  /// The JSON layer's error: its path, or its line, column and byte.
  init(_ error: JSONError) {
    if let path = error.path, error.byteOffset == nil {
      self.init(location: path.description, reason: error.reason)
    } else if let line = error.line, let column = error.column, let byte = error.byteOffset {
      self.init(location: "line \(line), column \(column) (byte \(byte))", reason: error.reason)
    } else {
      self.init(reason: error.description)
    }
  }
}
