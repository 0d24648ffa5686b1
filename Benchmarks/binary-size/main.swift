// The smallest app of issue #47's measure: TextGauge imported, one call of
// display width, nothing else. What its stripped release executable weighs
// is what an app that uses width alone pays for TextGauge.
import TextGauge

let text = CommandLine.arguments.dropFirst().joined(separator: " ")
print(TextMetric.displayWidth().measure(text))
