// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TextGauge",
  products: [
    // One product per concern (issue #47): an app that measures width, GB
    // 18030 or finds emoji links TextGauge alone, never the CLDR names and
    // the search index, which only TextGaugeNames holds.
    .library(name: "TextGauge", targets: ["TextGauge"]),
    .library(name: "TextGaugeNames", targets: ["TextGaugeNames"]),
    .library(name: "TextGaugeStickers", targets: ["TextGaugeStickers"]),
    .library(name: "TextGaugeInput", targets: ["TextGaugeInput"]),
    .library(name: "TextGaugePolicy", targets: ["TextGaugePolicy"]),
    .executable(name: "textgauge", targets: ["TextGaugeCLI"]),
    // libtextgauge, the C ABI (textgauge.h in Sources/CTextGauge/include):
    // Scripts/build-clib.sh builds the shared library with the Swift
    // runtime linked in, so that it loads without a toolchain.
    .library(name: "textgauge-c", type: .dynamic, targets: ["TextGaugeC"]),
    .library(name: "textgauge-c-static", type: .static, targets: ["TextGaugeC"]),
    .executable(name: "tablegen", targets: ["tablegen"]),
    // Tooling, not API: products only because the separate Benchmarks/ and
    // Fuzz/ packages (which keep their code out of users' builds) can reach
    // another package's targets through products alone. The leading
    // underscore is Swift's mark for "not public API"; apps never need them.
    // The ICU shim, for Benchmarks/ to measure ICU as a peer.
    .library(name: "_TextGaugeToolingICU", targets: ["CICU"]),
    // The generator's stages, for Fuzz/ to fuzz its parsers.
    .library(name: "_TextGaugeToolingTableGen", targets: ["TableGenKit"]),
    // The JSON reader and writer (TextGaugeJSON, not part of TextGaugePolicy's
    // API), for Fuzz/ to fuzz the parser.
    .library(name: "_TextGaugeToolingJSON", targets: ["TextGaugeJSON"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (Scripts/docs.sh, CI); a plugin,
    // so nothing of it is linked into the products.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The runtime: static tables and hand-written lookups. No Foundation, no ICU,
    // no dependencies.
    .target(name: "TextGauge"),

    // Emoji names and search: CLDR's names and keywords per locale and the
    // search index over them (`AnnotatedEmoji`, `EmojiLocale`), with the
    // tables only they read in its `Generated/`. No Foundation.
    .target(name: "TextGaugeNames", dependencies: ["TextGauge"]),

    // Text-backed stickers (`[笑哭]`) and emoji shortcodes over TextGauge:
    // catalog, segments, storage/display offset mapping, editing. No Foundation.
    .target(name: "TextGaugeStickers", dependencies: ["TextGauge", "TextGaugeNames"]),

    // The input-rules engine: pure Swift decisions over TextGauge for any UI
    // layer (length limits, emoji, allowed characters, numeric fields). No
    // Foundation.
    .target(name: "TextGaugeInput", dependencies: ["TextGauge"]),

    // Field policies: limits, character rules and guards as a value and as
    // versioned JSON (`Policy/`) and the presets, over TextGaugeInput. It
    // reads and writes JSON with TextGaugeJSON, imported `package`, so no
    // public declaration mentions it; it links no emoji names. No Foundation.
    .target(name: "TextGaugePolicy", dependencies: ["TextGauge", "TextGaugeInput", "TextGaugeJSON"]),

    // A strict RFC 8259 reader and writer and the one JSON string escaper,
    // of our own since the same code is exported through a C ABI and to
    // Python. In no product of the API (only `_TextGaugeToolingJSON`, for
    // Fuzz/): its `public` is for the targets here (policy, CLI,
    // conformance), not a promise to apps. No Foundation.
    .target(name: "TextGaugeJSON", dependencies: ["TextGauge"]),

    // The conformance vectors (Conformance/vectors.json): every metric and
    // policy over the hard pieces, and the emoji names and search, so it
    // reads TextGaugeNames, which the policy product does not. Not a
    // product: `textgauge-conformance` writes them and the tests read them.
    .target(
      name: "TextGaugeConformance",
      dependencies: ["TextGauge", "TextGaugeNames", "TextGaugeInput", "TextGaugePolicy", "TextGaugeJSON"]),

    // The C ABI: textgauge.h (C99, no Swift types) in CTextGauge, whose
    // functions TextGaugeC exports with @_cdecl over TextGauge and
    // TextGaugePolicy (Docs/C.md).
    .target(name: "CTextGauge"),
    // The C library's UTF-8 check of columns and long texts in AVX2 (a byte
    // shuffle as a table lookup, which Swift's SIMD types cannot express),
    // chosen at run time; internal to libtextgauge, which exports tg_* alone.
    .target(name: "CTextGaugeUTF8"),
    .target(
      name: "TextGaugeC",
      dependencies: ["CTextGauge", "CTextGaugeUTF8", "TextGauge", "TextGaugeInput", "TextGaugeNames", "TextGaugePolicy"]),

    // Writes Conformance/vectors.json (`swift run textgauge-conformance`).
    .executableTarget(name: "textgauge-conformance", dependencies: ["TextGaugeConformance"]),

    // Command-line front end over the runtime.
    .executableTarget(
      name: "TextGaugeCLI",
      dependencies: [
        "TextGauge",
        "TextGaugeNames",
        "TextGaugeStickers",
        "TextGaugeInput",
        "TextGaugePolicy",
        "TextGaugeJSON",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // A few plain C functions over ICU, for the cross-checks only. ICU is
    // loaded at run time with dlopen (TEXTGAUGE_ICU, or the system's
    // libicuuc): no ICU headers or library at build time, and the manifest
    // reads nothing from the host. dlopen is in glibc itself since 2.34;
    // older glibc needs libdl.
    .target(name: "CICU", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

    // The table generator: parse -> model -> compress -> emit from Data/
    // alone. It depends on nothing, so no oracle can reach the tables: the
    // build graph, not only the CI diff, says they are a function of Data/.
    // A library so that tests can call each stage.
    .target(name: "TableGenKit"),

    // The cross-checks of the generated tables against independent
    // implementations (ICU through CICU), which `tablegen` runs after
    // writing; the tests add glibc, Foundation and the standard library.
    .target(name: "TableGenChecks", dependencies: ["TableGenKit", "CICU"]),
    .executableTarget(
      name: "tablegen",
      dependencies: [
        "TableGenKit",
        "TableGenChecks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Shared by the test targets: the package root and the data root (the
    // layout of TableGenKit, so that tests find Unicode's files where
    // tablegen does), the newest data version, the one parser of each Unicode test file they share (emoji-test.txt,
    // GraphemeBreakTest.txt), the hard pieces of property tests, and the
    // built executables. Not a product.
    .target(name: "TestSupport", dependencies: ["TextGauge", "TableGenKit"], path: "Tests/TestSupport"),

    .testTarget(
      name: "TextGaugeTests",
      dependencies: ["TextGauge", "TextGaugeInput", "TableGenKit", "TableGenChecks", "CICU", "TestSupport"]),
    .testTarget(name: "TextGaugeNamesTests", dependencies: ["TextGaugeNames", "TextGauge", "TestSupport"]),
    .testTarget(name: "TextGaugeStickersTests", dependencies: ["TextGaugeStickers", "TextGauge", "TestSupport"]),
    .testTarget(name: "TextGaugeInputTests", dependencies: ["TextGaugeInput", "TextGauge", "TestSupport"]),
    .testTarget(
      name: "TextGaugePolicyTests",
      dependencies: ["TextGaugePolicy", "TextGaugeInput", "TextGauge", "TextGaugeJSON", "TextGaugeConformance", "TestSupport"]),
    .testTarget(name: "TextGaugeJSONTests", dependencies: ["TextGaugeJSON", "TestSupport"]),
    .testTarget(
      name: "TextGaugeConformanceTests",
      dependencies: ["TextGaugeConformance", "TextGaugePolicy", "TextGaugeJSON", "TestSupport"]),
    .testTarget(name: "TableGenKitTests", dependencies: ["TableGenKit", "TableGenChecks", "TestSupport"]),
    // The C ABI from Swift, as C calls it (Tests/C calls it from C).
    .testTarget(
      name: "TextGaugeCTests",
      dependencies: ["TextGaugeC", "CTextGauge", "CTextGaugeUTF8", "TextGaugeInput", "TextGaugePolicy", "TestSupport"]),
    // The tests that run the `textgauge` executable end to end.
    .testTarget(
      name: "TextGaugeCLITests",
      dependencies: [
        "TextGauge", "TextGaugeInput", "TextGaugeNames", "TextGaugeStickers", "TextGaugePolicy", "TextGaugeConformance",
        "TestSupport",
      ]),
    // The Swift blocks of README.md, the DocC articles and the doc comments,
    // compiled and checked (Scripts/update-doc-examples.sh regenerates them).
    .testTarget(
      name: "DocExampleTests",
      dependencies: [
        "TextGauge", "TextGaugeInput", "TextGaugeNames", "TextGaugeStickers", "TextGaugePolicy", "TextGaugeJSON",
        "TestSupport",
      ]),
  ]
)
