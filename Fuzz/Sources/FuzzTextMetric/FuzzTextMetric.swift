import Foundation
import FuzzChecks
import FuzzDriver

/// One input, checked by FuzzChecks.checkTextMetric. libFuzzer's runtime
/// references this symbol even when its own main is not used.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  checkTextMetric(UnsafeBufferPointer(start: data, count: size))
  return 0
}

/// libFuzzer over checkTextMetric: `Scripts/fuzz.sh FuzzTextMetric [SECONDS]`.
@main enum FuzzTextMetric {
  static func main() {
    exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
  }
}
