/// Violations in the order found, each once (a paste of fifty "," reports
/// one `.disallowedCharacter(",")`).
struct ViolationList {
  private(set) var items: [InputViolation] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func add(_ violation: InputViolation) {
    if !items.contains(violation) { items.append(violation) }
  }
}
