// swift-tools-version:6.0
// TextGauge's libFuzzer targets: a package of its own (like Benchmarks/) so
// that users of TextGauge never build them. Build and run with
// Scripts/fuzz.sh [TARGET] [SECONDS]; each target is an executable whose
// main hands its arguments to libFuzzer's driver, linked with
// -sanitize=fuzzer,address.
import PackageDescription

let targets = ["FuzzEmojiScanner", "FuzzGB18030", "FuzzTextMetric", "FuzzInputRules", "FuzzStickers", "FuzzTableGen", "FuzzJSONParse", "FuzzFieldPolicy", "FuzzCABI"]

let package = Package(
  name: "TextGaugeFuzz",
  dependencies: [
    // Named so the dependency is "TextGauge" whatever the checkout folder is called.
    .package(name: "TextGauge", path: ".."),
  ],
  targets: [
    // The properties each target checks; a failure traps with a message, so
    // libFuzzer saves the input as a crash.
    .target(
      name: "FuzzChecks",
      dependencies: [
        .product(name: "TextGauge", package: "TextGauge"),
        .product(name: "TextGaugeInput", package: "TextGauge"),
        .product(name: "TextGaugeStickers", package: "TextGauge"),
        .product(name: "TextGaugePolicy", package: "TextGauge"),
        .product(name: "_TextGaugeToolingTableGen", package: "TextGauge"),
        .product(name: "_TextGaugeToolingJSON", package: "TextGauge"),
        // The C entry points (FuzzCABI), linked in statically.
        .product(name: "textgauge-c-static", package: "TextGauge"),
      ]
    ),
    // libFuzzer's driver, callable from Swift.
    .target(name: "FuzzDriver"),
  ]
    + targets.map { name in .executableTarget(name: name, dependencies: ["FuzzChecks", "FuzzDriver"]) }
)
