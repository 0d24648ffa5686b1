/// One keystroke in the input engine on a 10,000-character field, against
/// one measurement of the field. Filled in when TextGaugeInput exists.
enum InputEngineBenchmark {
  static func run(plan: SamplingPlan, targets: inout [Target]) {
    print("### Input engine keystroke\n")
    print("Not measured: the TextGaugeInput module is not in this build yet.\n")
  }
}
