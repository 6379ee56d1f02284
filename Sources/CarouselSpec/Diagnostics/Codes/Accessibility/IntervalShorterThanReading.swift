import SourceDiagnostics

// W0434 (warning).
// Emitted by: the rule below (`rules:`).
extension DiagnosticCode {
    /// An auto-scroll interval shorter than the time needed to read the item's title and subtitle.
    public static let intervalShorterThanReading = DiagnosticCode(
        "W0434", "interval shorter than the reading time",
        """
        An auto-scrolling carousel moves on after its `interval` (or the item's own `interval`). \
        When that is shorter than the time needed to read the item's title and subtitle, at \
        \(ReadingTime.wordsPerMinute) words a minute, readers lose the text before they finish \
        it (WCAG 2.2.1, timing adjustable, and 2.2.2, pause, stop, hide). The warning names the \
        item with the most words that the interval shows, and the fix-it writes an interval \
        that leaves time to read it. Lengthen the interval or shorten the text; giving the \
        item its own `interval` slows only that item. Words are counted between spaces, so \
        text without spaces (Chinese, Japanese) counts as one word and is not checked.
        """,
        wrong: spec(
            "[carousel.auto]\ninterval = \"2s\"\n",
            items: "[[carousel.items]]\ntitle = \"Storm warning for the coast and the islands\"\n"
                + "subtitle = \"Ferries stay in port until Friday morning\"\n"),
        right: spec(
            "[carousel.auto]\ninterval = \"5s\"\n",
            items: "[[carousel.items]]\ntitle = \"Storm warning for the coast and the islands\"\n"
                + "subtitle = \"Ferries stay in port until Friday morning\"\n"),
        rules: [ReadingTimeRule()])
}

/// The reading speed the W0434 check assumes, and the pace a marquee steps at under reduced
/// motion (``SpecBuilder/itemIntervals(_:kind:interval:)``): one constant for both.
enum ReadingTime {
    /// Words a minute: a slow reader's pace, below the adult average for silent reading
    /// (about 240), so the warning fires only where most readers cannot finish.
    static let wordsPerMinute = 200

    /// The seconds `words` words take to read.
    static func seconds(words: Int) -> Double { Double(words) * 60 / Double(wordsPerMinute) }

    /// How a message names `item`: its id in backticks when `table` (its `[[carousel.items]]`
    /// table) writes one, else its quoted title, else its default id (its position) in backticks.
    static func name(of item: ResolvedItem, table: SpecTable?) -> String {
        let idWritten = table?.isWritten(slot: SpecSchema.ItemSlots.id) ?? true
        return idWritten || item.title.isEmpty ? "`\(item.id)`" : SpecMessages.quoted(item.title)
    }

    /// The words of `text`: runs of bytes other than space, tab and line breaks.
    static func words(in text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            let space = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if !space && !inWord { count += 1 }
            inWord = !space
        }
        return count
    }
}

/// W0434: for each auto-scrolling paging, focus or stack carousel with listed items, the item
/// with the most words among those timed by the carousel's interval, and each item whose own
/// `interval` is too short for its words (under reduced motion too: auto-scroll keeps its interval).
struct ReadingTimeRule: SpecRule {
    func check(_ spec: SpecResolution, into diagnostics: inout [Diagnostic]) {
        for carousel in spec.carousels where carousel.kind != .marquee {
            guard let auto = carousel.configuration.auto, auto.enabled, case .list(let items) = carousel.items,
                let autoTable = carousel.table[SpecSchema.CarouselKeys.auto]
            else { continue }
            let tables = carousel.table[SpecSchema.CarouselKeys.items] ?? []
            let intervals = carousel.configuration.itemIntervalSeconds
            // Each item's words, counted once and read in place (a spec may have 100,000 items).
            let counts = items.withUnsafeBufferPointer { listed in
                listed.indices.map {
                    ReadingTime.words(in: listed[$0].title) + ReadingTime.words(in: listed[$0].subtitle ?? "")
                }
            }
            var longest: (index: Int, words: Int)? = nil
            for (index, words) in counts.enumerated() {
                if let own = intervals.isEmpty ? nil : intervals[index] {
                    let item = items[index]
                    guard own < ReadingTime.seconds(words: words), index < tables.count,
                        let span = tables[index].valueSpan(slot: SpecSchema.ItemSlots.interval)
                    else { continue }
                    diagnostics.append(
                        SpecMessages.intervalShorterThanReading(
                            item: ReadingTime.name(of: item, table: tables[index]), words: words, interval: own,
                            span: span, path: tables[index].path(of: "interval"), others: 0))
                } else if words > (longest?.words ?? 0) {
                    longest = (index, words)
                }
            }
            guard let longest, auto.intervalSeconds < ReadingTime.seconds(words: longest.words) else { continue }
            let others = counts.indices.filter {
                intervals[$0] == nil && $0 != longest.index
                    && ReadingTime.seconds(words: counts[$0]) > auto.intervalSeconds
            }.count
            let item = items[longest.index]
            diagnostics.append(
                SpecMessages.intervalShorterThanReading(
                    item: ReadingTime.name(of: item, table: longest.index < tables.count ? tables[longest.index] : nil),
                    words: longest.words,
                    interval: auto.intervalSeconds,
                    span: autoTable.valueSpan(SpecSchema.AutoKeys.interval) ?? autoTable.span,
                    path: autoTable.path(of: SpecSchema.AutoKeys.interval), others: others,
                    fixable: autoTable.isWritten(SpecSchema.AutoKeys.interval)))
        }
    }
}

/// The message of W0434 and its fix-it.
extension SpecMessages {
    /// W0434: `item`'s `words` words need longer than `interval` seconds (`item` as the message
    /// shows it: ``ReadingTime/name(of:table:)``); `others` more items
    /// timed by the same interval are too long as well. The fix-it (when `span` is the written
    /// interval) writes the reading time rounded up to whole seconds.
    static func intervalShorterThanReading(
        item: String, words: Int, interval: Double, span: SourceSpan, path: String, others: Int,
        fixable: Bool = true
    ) -> Diagnostic {
        let needed = ReadingTime.seconds(words: words).rounded(.up)
        let seconds = Bounds.format(needed)
        var notes = ["reading time assumes \(ReadingTime.wordsPerMinute) words a minute"]
        if others == 1 { notes.append("1 more item of this carousel also needs longer") }
        if others > 1 { notes.append("\(others) more items of this carousel also need longer") }
        return Diagnostic(
            DiagnosticCode.intervalShorterThanReading,
            message: "item \(item) has \(words) words, about \(seconds) s of reading, "
                + "but the carousel moves on after \(Bounds.format(interval)) s",
            span: span, path: path,
            help: "make the interval at least \(seconds) s, or shorten the title and subtitle",
            notes: notes,
            fixIts: fixable
                ? [.replace(span, with: "\"\(seconds)s\"", message: "wait \(seconds) s", safety: .unsafe)] : [])
    }
}
