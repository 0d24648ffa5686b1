import Foundation
import TableGenKit

/// TableGenKit's parsers over mutated data. The input is the five emoji data
/// files (EmojiDataFolder.fileNames order) separated by 0x00 bytes; the seeds
/// are excerpts of the real files, so the models build quickly. Checked:
/// UCDFile(bytes:) either throws a TableGenError or gives records with
/// increasing line numbers inside the file; the folder and both models
/// either throw TableGenError or build; nothing traps.
public func checkTableGen(_ data: UnsafeBufferPointer<UInt8>) {
  let parts = data.split(separator: 0, maxSplits: EmojiDataFolder.fileNames.count - 1, omittingEmptySubsequences: false)
  var files: [UCDFile] = []
  for (index, name) in EmojiDataFolder.fileNames.enumerated() {
    let bytes = index < parts.count ? Array(parts[index]) : []
    do {
      let file = try UCDFile(bytes: bytes, path: name)
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
      var previous = 0
      for record in file.records {
        require(record.line > previous && record.line <= lines, "\(name): record line \(record.line) after \(previous) of \(lines)")
        previous = record.line
      }
      files.append(file)
    } catch {
      require(error is TableGenError, "UCDFile threw \(type(of: error)): \(error)")
      if verbose { print("rejected: \(error)") }
    }
  }
  guard files.count == EmojiDataFolder.fileNames.count else { return }
  do {
    let folder = try EmojiDataFolder(files: files, path: "Data/emoji/\(files[0].version)")
    _ = try EmojiPropertyModel(parsing: folder.emojiData)
    _ = try EmojiSequenceModel(folder: folder)
    if verbose { print("accepted") }
  } catch {
    require(error is TableGenError, "threw \(type(of: error)): \(error)")
    if verbose { print("rejected: \(error)") }
  }
}
