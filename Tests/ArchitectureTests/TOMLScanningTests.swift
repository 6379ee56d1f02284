import Testing

/// One TOML tokenizer (issue 22): the byte order mark, the bare-key byte table and the string and
/// comment delimiters are looked at in the TOML module's tokenizer only; the formatter and the
/// suppression comments read its syntax tree, the editor scanner its tokens.
extension ArchitectureTests {
    /// What reading TOML bytes by hand looks like: the BOM's middle byte, the quote and comment
    /// bytes (as numbers, as `UInt8(ascii:)` or as named constants), and a bare-key classifier.
    static let scanningNeedles = [
        "0xBB", "0x22", "0x23", "0x27", "ascii: \"#\"", "ascii: \"\\\"\"", "ascii: \"'\"", "func isBareKey",
        "Byte.quote", "Byte.hash", "Byte.apostrophe", "Byte.isBareKey", "Ascii.quote", "Ascii.hash",
        "Ascii.apostrophe",
    ]

    @Test(arguments: ["TOMLFormat", "LintConfig", "SpecIntelligence"])
    func tomlReadersOutsideTOMLDoNotScanBytes(module: String) {
        let files = Self.sources(of: module)
        #expect(!files.isEmpty)
        for needle in Self.scanningNeedles {
            let found = Self.hits(needle, in: files)
            #expect(found.isEmpty, "\(module) reads TOML bytes itself (\(needle)):\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func theTOMLModuleChecksTheByteOrderMarkAndClassifiesKeyBytesInOnePlaceEach() {
        let files = Self.sources(of: "TOML")
        let marks = Self.hits("0xBB", in: files)
        #expect(marks.count == 1 && marks[0].hasPrefix("Sources/TOML/Syntax/TOMLTokenizer.swift:"), "\(marks)")
        let tables = Self.hits("func isBareKey(_ byte", in: files)
        #expect(tables.count == 1 && tables[0].hasPrefix("Sources/TOML/Parsing/Byte.swift:"), "\(tables)")
    }
}
