import SourceDiagnostics

// W0420 (warning).
// Emitted by: GlyphCoverageRule below. It is not registered with the code: it needs the fonts'
// coverage, which the CLI reads, and SpecCompiler runs it only when handed one.
extension DiagnosticCode {
    /// Characters of a title or subtitle that no available font can draw.
    public static let undrawableCharacters = DiagnosticCode(
        "W0420", "characters no font can draw",
        """
        A title, subtitle or title template has characters that none of the fonts available \
        here can draw: the spec's `window.font`, the bundled DejaVu fonts (Latin, Greek, \
        Cyrillic, Arabic, Hebrew and many symbols), and the system fonts, which the window \
        finds through fontconfig. They would be drawn as empty boxes. Japanese, Chinese and \
        Korean come from Noto CJK (`fonts-noto-cjk`), emoji from Noto Color Emoji \
        (`fonts-noto-color-emoji`); `make deps` installs both. Private-use characters (icon \
        fonts) are drawn only by the font that defines them: name it in `window.font`. \
        `carousel check` looks at the fonts of the machine it runs on, and only where it \
        finds Carousel's own fonts (`Assets/fonts`, or `$CAROUSEL_ASSETS/fonts`).
        """,
        wrong: spec("", items: "[[carousel.items]]\ntitle = \"Settings \\uE000\"\n"),
        right: spec("", items: "[[carousel.items]]\ntitle = \"Settings\"\n"))
}

/// The message of W0420 and its fix-its.
extension SpecMessages {
    /// W0420: characters of a title or subtitle that no available font draws.
    static func undrawableCharacters(_ missing: [Unicode.Scalar], in what: String, span: SourceSpan, path: String)
        -> Diagnostic
    {
        let listed = missing.prefix(listedCharacters).map(describe).joined(separator: ", ")
        let more = missing.count > listedCharacters ? " and \(missing.count - listedCharacters) more" : ""
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        return Diagnostic(
            DiagnosticCode.undrawableCharacters,
            message: "no available font can draw \(count) of \(what): \(listed)\(more)", span: span, path: path,
            help: fontHelp(for: missing),
            notes: ["they would be drawn as empty boxes; `carousel check` reads the fonts of this machine"])
    }

    /// Most characters a W0420 message lists.
    static let listedCharacters = 8

    /// `"х" (U+0445)`, or just the code for characters that print badly (private use, spaces).
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.properties.generalCategory {
        case .privateUse, .unassigned, .surrogate, .spaceSeparator: return code
        default: return "\"\(scalar)\" (\(code))"
        }
    }

    /// The package to install for the first missing character's script, or how to name a font.
    static func fontHelp(for missing: [Unicode.Scalar]) -> String {
        let package: String?
        switch missing.first?.value ?? 0 {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            package = "fonts-noto-cjk"
        case 0x2600...0x27BF, 0x1F000...0x1FAFF:
            package = "fonts-noto-color-emoji"
        case 0xE000...0xF8FF, 0xF0000...0x10FFFF:
            package = nil
        default:
            package = "fonts-noto-core"
        }
        guard let package else {
            return "private-use characters are drawn only by the font that defines them: name it in `window.font`"
        }
        return "install a font that has them (Debian: `apt-get install \(package)`) or name one in `window.font`"
    }
}

/// W0420 for each title, subtitle or title template with characters that no available font draws,
/// listing them, with the span on the string.
struct GlyphCoverageRule {
    /// The fonts asked.
    let coverage: any GlyphCoverage

    /// Appends one warning per string with undrawable characters.
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        var answers: [Unicode.Scalar: Bool] = [:]
        let font = spec.resolvedWindow.fontPath
        func check(_ text: String?, _ what: String, in table: SpecTable, key: String) {
            guard let text, let span = table.valueSpan(key) else { return }
            report(text, what, span: span, path: table.path(of: key))
        }
        // Scalars known to need no report (drawn, or drawing no glyph of their own): a text made
        // of ASCII and these is passed in one scan of its bytes, without the general path below.
        var fine = ScalarMemo()
        // Items by slot: a spec may have 100,000 of them, and most of their text is ASCII. The
        // text and span are read from the table in place; the path only for a message.
        func checkItem(_ text: String?, span: SourceSpan?, _ what: String, key: String, of item: () -> SpecTable) {
            guard let text, let span, !Self.isFine(text, memo: fine) else { return }
            report(text, what, span: span, path: item().path(of: key))
        }
        // The last few answers, looked up before the dictionary: the same handful of characters
        // (a middle dot, an accent) recur in every title of a large spec.
        var recent: [(scalar: Unicode.Scalar, drawn: Bool)] = []
        func report(_ text: String, _ what: String, span: SourceSpan, path: @autoclosure () -> String) {
            let missing = Self.missing(in: text) { scalar in
                if let hit = recent.first(where: { $0.scalar == scalar }) { return hit.drawn }
                let answer: Bool
                if let known = answers[scalar] {
                    answer = known
                } else {
                    answer = coverage.canDraw(scalar, customFont: font)
                    answers[scalar] = answer
                }
                if recent.count == 8 { recent.removeFirst() }
                recent.append((scalar, answer))
                return answer
            }
            fine.learn(text) { scalar in Self.drawsNoGlyph(scalar) || answers[scalar] == true }
            guard !missing.isEmpty else { return }
            diagnostics.append(
                SpecMessages.undrawableCharacters(missing, in: what, span: span, path: path()))
        }
        for carousel in spec.carousels {
            let table = carousel.table
            check(table[SpecSchema.CarouselKeys.title], "this title", in: table, key: "title")
            if let generate = table[SpecSchema.CarouselKeys.generate] {
                check(generate[SpecSchema.GenerateKeys.title], "this title template", in: generate, key: "title")
            }
            // Slots in locals: reading a global is a call, which makes the compiler copy the table.
            let titleSlot = SpecSchema.ItemSlots.title, subtitleSlot = SpecSchema.ItemSlots.subtitle
            let items = table[SpecSchema.CarouselKeys.items] ?? []
            items.forEachInPlace { position, item in
                let title = item.string(slot: titleSlot), titleSpan = item.valueSpan(slot: titleSlot)
                let subtitle = item.string(slot: subtitleSlot), subtitleSpan = item.valueSpan(slot: subtitleSlot)
                checkItem(title, span: titleSpan, "this title", key: "title") { items[position] }
                checkItem(subtitle, span: subtitleSpan, "this subtitle", key: "subtitle") { items[position] }
            }
        }
    }

    /// The distinct characters of `text` that `canDraw` refuses, in order of appearance. Printable
    /// ASCII is always drawn (the bundled font backs every face); controls, format characters,
    /// joiners, variation selectors and combining marks draw no glyph of their own and are skipped.
    static func missing(in text: String, canDraw: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
        var missing: [Unicode.Scalar] = []
        var text = text
        // The UTF-8 bytes are read directly and only the non-ASCII scalars decoded (titles are
        // mostly ASCII; the unicode-scalar view cost about 2,000 instructions a subtitle).
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
                    index += 1
                    continue
                }
                index += length
                guard !missing.contains(scalar) else { continue }
                if !drawsNoGlyph(scalar) && !canDraw(scalar) { missing.append(scalar) }
            }
        }
        return missing
    }

    /// True for the scalars that draw no glyph of their own (controls, format characters,
    /// joiners, variation selectors, combining marks, line and paragraph separators).
    static func drawsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// True when every non-ASCII scalar of `text` is in `memo` (so nothing in it is reported).
    static func isFine(_ text: String, memo: ScalarMemo) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index < bytes.count {
                // ASCII is always fine: skipped 8 bytes at a time (most titles are ASCII).
                while index + 8 <= bytes.count
                    && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                }
                guard index < bytes.count else { break }
                guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
                    index += 1
                    continue
                }
                guard memo.contains(scalar) else { return false }
                index += length
            }
            return true
        }
    }

    /// The non-ASCII scalar that starts at `index` of valid UTF-8 `bytes` and its length in bytes;
    /// nil for an ASCII byte (or bytes that are not a whole scalar, which a String never holds).
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        guard lead >= 0xC0 else { return nil }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
