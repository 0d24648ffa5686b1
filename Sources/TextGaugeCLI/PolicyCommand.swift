import ArgumentParser
import TextGaugePolicy

/// `textgauge policy list|show`: the presets, and a policy's JSON.
struct PolicyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "policy",
    abstract: "List the field policy presets, or print a policy's JSON.",
    discussion: """
      A field policy is length limits that must all hold, character rules and abuse \
      guards, written as JSON (schema 1). check, measure and sanitize take one with \
      --policy NAME|FILE.
      Examples:
        textgauge policy list
        textgauge policy show bluesky-post
        textgauge policy show gb18030 --max 20
        textgauge policy show my-field.json      (checks the file; prints it in canonical form)

      \(ExitStatus.help)
      """,
    subcommands: [List.self, Show.self])

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print each preset's name and the public rule it follows.")

    func run() throws {
      try reportingErrors { output in
        for preset in PolicyPreset.allCases {
          output.line("\(preset.rawValue)\(preset.requiresMaximum ? " (needs --max)" : ""): \(preset.source)")
        }
      }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a preset's or a policy file's JSON (schema 1), in canonical form.")

    @Argument(help: ArgumentHelp("A preset name (textgauge policy list) or a JSON file.", valueName: "name|file"))
    var policy: String

    @Option(help: ArgumentHelp("The maximum of the gb18030 or zishu preset.", valueName: "max"))
    var max: Int?

    @Flag(help: "Print the JSON on one line.")
    var compact = false

    func run() throws {
      try reportingErrors { output in
        let policy = try FieldPolicyOption.load(policy, maximum: max)
        output.line(policy.json(pretty: !compact))
      }
    }
  }
}
