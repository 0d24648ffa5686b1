import Foundation
import FuzzChecks
import FuzzDriver

/// One input, checked by FuzzChecks.checkJSONParse. libFuzzer's runtime
/// references this symbol even when its own main is not used.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  checkJSONParse(UnsafeBufferPointer(start: data, count: size))
  return 0
}

/// libFuzzer over checkJSONParse: `Scripts/fuzz.sh FuzzJSONParse [SECONDS]`.
@main enum FuzzJSONParse {
  static func main() {
    exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
  }
}
