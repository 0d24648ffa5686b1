/// The exit statuses of every subcommand, in one place: the help texts and
/// the manual page print ``help``.
enum ExitStatus {
  /// The command did what was asked (`check`: the text satisfies the rules).
  static let success: Int32 = 0
  /// `check` only: the text breaks a rule.
  static let rulesBroken: Int32 = 1
  /// Bad input: a file that cannot be read, invalid UTF-8, a bad sticker catalog.
  static let badInput: Int32 = 2
  /// A usage error: an unknown option or value, contradictory options, a bad
  /// or oversized `--policy` file (EX_USAGE).
  static let usage: Int32 = 64
  /// Standard output could not be written: a full disk, an I/O error (EX_IOERR).
  static let outputFailed: Int32 = 74

  /// The "Exit status" section of every subcommand's `--help` (and so of
  /// the manual page, which is generated from the help).
  static let help = """
    Exit status:
      0   success (check: the text satisfies the rules)
      1   check: the text breaks a rule
      2   bad input: unreadable file, invalid UTF-8, bad sticker catalog
      64  usage error: unknown option or value, contradictory options,
          an unknown preset, a bad --policy file or one over 16 MiB
      74  standard output could not be written (full disk, I/O error)
    A closed standard output (| head -1) ends the command quietly with status 0.
    """
}
