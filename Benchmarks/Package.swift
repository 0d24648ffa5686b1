// swift-tools-version:6.1
// TextGauge's benchmarks: a package of its own so that users of TextGauge
// never fetch or build benchmark code. Run everything with Scripts/bench.sh.
import PackageDescription

let package = Package(
  name: "TextGaugeBenchmarks",
  dependencies: [
    // Named so the dependency is "TextGauge" whatever the checkout folder is called.
    .package(name: "TextGauge", path: ".."),
  ],
  targets: [
    // Counts malloc/calloc/realloc/aligned allocations by interposing them
    // (the executable's definitions win over glibc's, which they call).
    .target(name: "MallocCounter"),

    .executableTarget(
      name: "TextGaugeBench",
      dependencies: [
        "MallocCounter",
        .product(name: "TextGauge", package: "TextGauge"),
        .product(name: "TextGaugeInput", package: "TextGauge"),
        .product(name: "TextGaugePolicy", package: "TextGauge"),
        .product(name: "_TextGaugeToolingICU", package: "TextGauge"),
      ],
      // The measured wrappers (`TextGaugeMethods`) are one call each, alike
      // but for their callee: LLVM's function merging would fold them into
      // one body behind thunks, and `callgrind --toggle-collect` on a name
      // then matches two nested symbols and counts nothing.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"])]
    ),
  ]
)
