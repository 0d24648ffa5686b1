import Testing
import TextGaugeStickers

@Suite struct StickerCatalogTests {
  @Test func parsesEntriesCommentsBlankLinesAndCRLF() throws {
    let catalog = try StickerCatalog(parsing: "# comment\r\n\r\n[笑哭]\txiaoku\r\n   \n[doge]\tdoge\n[Doge]\tdoge")
    #expect(catalog.stickers == [
      Sticker(token: "[笑哭]", identifier: "xiaoku"),
      Sticker(token: "[doge]", identifier: "doge"),
      Sticker(token: "[Doge]", identifier: "doge"),
    ])
    #expect(catalog.sticker(forToken: "[笑哭]")?.identifier == "xiaoku")
    #expect(catalog.sticker(forToken: "[未知]") == nil)
    #expect(catalog.sticker(forToken: "笑哭") == nil)
    // Aliases: the first token listed is the identifier's token.
    #expect(catalog.sticker(withIdentifier: "doge")?.token == "[doge]")
  }

  func error(_ text: String, syntax: StickerSyntax = .brackets) -> StickerCatalogError? {
    do {
      _ = try StickerCatalog(parsing: text, syntax: syntax, source: "s.tsv")
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedEntriesAreErrorsWithLineNumbers() {
    #expect(error("[a]\ta\n[b] b\n")?.description == "s.tsv:2: expected token<TAB>identifier, found no TAB")
    #expect(error("[a]\ta\tb")?.reason == .tooManyFields)
    #expect(error("\ta")?.reason == .emptyToken)
    #expect(error("[a]\t")?.reason == .emptyIdentifier)
    #expect(error("# x\n[a] \ta")?.reason == .stray(field: "[a] "))
    #expect(error("# x\n[a] \ta")?.line == 2)
    #expect(error("[a]\t a")?.reason == .stray(field: " a"))
    #expect(error("a]\ta")?.reason == .tokenNotInSyntax(token: "a]"))
    #expect(error("[a\ta")?.reason == .tokenNotInSyntax(token: "[a"))
    #expect(error("[]\ta")?.reason == .tokenNotInSyntax(token: "[]"))
    #expect(error("[\u{301}a]\ta")?.reason == .tokenNotInSyntax(token: "[\u{301}a]"))
    #expect(error("[a]b]\ta")?.reason == .delimiterInsideToken(token: "[a]b]"))
    #expect(error("[a[b]\ta")?.reason == .delimiterInsideToken(token: "[a[b]"))
  }

  @Test func duplicateTokensAreErrorsNamingBothLines() {
    let failure = error("[a]\tx\n# c\n[b]\ty\n[a]\tz\n")
    #expect(failure?.reason == .duplicateToken(token: "[a]", firstLine: 1))
    #expect(failure?.description == "s.tsv:4: duplicate token \"[a]\" (first on line 1)")
    // Canonically equivalent tokens are the same token.
    #expect(error("[\u{E9}]\tx\n[e\u{301}]\ty")?.reason == .duplicateToken(token: "[e\u{301}]", firstLine: 1))
    #expect(throws: StickerCatalogError.self) {
      try StickerCatalog(stickers: [Sticker(token: "[a]", identifier: "x"), Sticker(token: "[a]", identifier: "y")])
    }
  }

  @Test func customSyntax() throws {
    let colons = try StickerSyntax(open: ":", close: ":")
    let catalog = try StickerCatalog(parsing: ":party:\tparty", syntax: colons)
    #expect(catalog.sticker(forToken: ":party:") != nil)
    #expect(error("[a]\ta", syntax: colons)?.reason == .tokenNotInSyntax(token: "[a]"))
    // A line starting with the open delimiter is an entry even when it
    // starts with "#": such catalogs have no comments.
    let hashes = try StickerSyntax(open: "#", close: "#")
    let tagged = try StickerCatalog(parsing: "#tag#\ttag", syntax: hashes)
    #expect(tagged.stickers.map(\.token) == ["#tag#"])
    #expect(error("#tag#\ttag\n# comment", syntax: hashes)?.reason == .missingTab)
  }

  @Test func invalidDelimiters() {
    #expect(throws: StickerCatalogError(source: nil, line: nil, reason: .invalidDelimiter(""))) {
      try StickerSyntax(open: "", close: "]")
    }
    #expect(throws: StickerCatalogError(source: nil, line: nil, reason: .invalidDelimiter("[ "))) {
      try StickerSyntax(open: "[ ", close: "]")
    }
    #expect(throws: StickerCatalogError(source: nil, line: nil, reason: .invalidDelimiter("\t"))) {
      try StickerSyntax(open: "[", close: "\t")
    }
  }
}

@Suite struct StickerCatalogByteOrderMarkTests {
  @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
    let catalog = try StickerCatalog(parsing: "\u{FEFF}[笑哭]\txiaoku\n[doge]\tdoge\n")
    #expect(catalog.stickers.map(\.token) == ["[笑哭]", "[doge]"])
    let commented = try StickerCatalog(parsing: "\u{FEFF}# stickers\n[doge]\tdoge\n")
    #expect(commented.stickers.count == 1)
  }

  @Test func aByteOrderMarkElsewhereIsAStrayCharacter() {
    #expect(throws: StickerCatalogError.self) {
      try StickerCatalog(parsing: "[doge]\tdoge\n\u{FEFF}[笑哭]\txiaoku\n")
    }
  }
}

@Suite struct StickerCatalogDelimiterMessageTests {
  /// A token in other delimiters than the catalog's names the expected ones
  /// and how to change them.
  @Test func aTokenInOtherDelimitersNamesTheExpectedOnes() {
    do {
      _ = try StickerCatalog(parsing: "【笑哭】\txiaoku\n", source: "s.tsv")
      Issue.record("accepted a token in other delimiters")
    } catch {
      #expect(error.reason == .tokenNotInSyntax(token: "【笑哭】"))
      #expect(error.description.contains("\"[\""))
      #expect(error.description.contains("\"]\""))
      #expect(error.description.contains("StickerSyntax(open:close:)"))
      #expect(error.description.contains("--open"))
    }
  }

  /// Several codes for one sticker all decode to it.
  @Test func severalCodesDecodeToOneSticker() throws {
    let catalog = try StickerCatalog(parsing: "[微笑]\tweixiao\n[Smile]\tweixiao\n[/wx]\tweixiao\n")
    let identifiers = catalog.segments(of: "[微笑][Smile][/wx]").compactMap { segment -> String? in
      if case .sticker(let sticker) = segment.kind { return sticker.identifier }
      return nil
    }
    #expect(identifiers == ["weixiao", "weixiao", "weixiao"])
  }
}
