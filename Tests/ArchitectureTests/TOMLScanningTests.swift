import Testing

/// One TOML tokenizer (issue 22): the byte order mark, the bare-key byte table and the string and
/// comment delimiters are looked at in the TOML module's tokenizer only; the formatter and the
/// suppression comments read its syntax tree.
extension ArchitectureTests {
    /// What reading TOML bytes by hand looks like: the BOM's middle byte, the quote and comment
    /// bytes (as numbers, as `UInt8(ascii:)` or as named constants), and a bare-key classifier.
    static let scanningNeedles = [
        "0xBB", "0x22", "0x23", "0x27", "ascii: \"#\"", "ascii: \"\\\"\"", "ascii: \"'\"", "func isBareKey",
        "Byte.quote", "Byte.hash", "Byte.apostrophe", "Byte.isBareKey", "Ascii.quote", "Ascii.hash",
        "Ascii.apostrophe",
    ]

    /// Files of the editor scanner (SpecIntelligence) not yet moved onto the syntax tree; each
    /// one ported leaves this list. Nothing else outside TOML may scan TOML bytes.
    static let editorScannerStillToPort: Set<String> = [
        "Sources/SpecIntelligence/Scanning/Byte.swift",
        "Sources/SpecIntelligence/Scanning/SpecScanner.swift",
        "Sources/SpecIntelligence/Scanning/SpecScanner+Values.swift",
        "Sources/SpecIntelligence/Scanning/ScanWindow.swift",
        "Sources/SpecIntelligence/Completion/CursorLine.swift",
        "Sources/SpecIntelligence/Completion/HeaderCompletion.swift",
        "Sources/SpecIntelligence/Completion/FileCompletion.swift",
        "Sources/SpecIntelligence/Completion/ValueCompletion.swift",
        "Sources/SpecIntelligence/Completion/CompletionSite.swift",
    ]

    @Test(arguments: ["TOMLFormat", "LintConfig", "SpecIntelligence"])
    func tomlReadersOutsideTOMLDoNotScanBytes(module: String) {
        let files = Self.sources(of: module).filter { !Self.editorScannerStillToPort.contains($0.path) }
        #expect(!files.isEmpty)
        for needle in Self.scanningNeedles {
            let found = Self.hits(needle, in: files)
            #expect(found.isEmpty, "\(module) reads TOML bytes itself (\(needle)):\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func theEditorScannerListNamesOnlyFilesThatStillScan() {
        let files = Self.sources(of: "SpecIntelligence").filter { Self.editorScannerStillToPort.contains($0.path) }
        #expect(files.count == Self.editorScannerStillToPort.count, "a listed file is gone: take it off the list")
        for file in files {
            let scans = Self.scanningNeedles.contains { !Self.hits($0, in: [file]).isEmpty }
            #expect(scans, "\(file.path) no longer scans TOML bytes: take it off the list")
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
