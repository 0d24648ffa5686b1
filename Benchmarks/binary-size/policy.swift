// The smallest app of a field policy: TextGaugePolicy imported, one preset
// asked whether it accepts a text, nothing else. What its stripped release
// executable weighs is what an app that checks a field pays for the policy
// product; it reads no emoji name, so it should link none.
import TextGaugePolicy

let text = CommandLine.arguments.dropFirst().joined(separator: " ")
print(try FieldPolicy.preset("x").accepts(text))
