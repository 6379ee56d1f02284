import CarouselScene

/// The lines of a card's labels that show its title, and whether they show all of it.
///
/// Labels come title first, then subtitle. The title's lines are the leading labels whose text
/// (without a final "…") is part of the title; the title is cut when their words, joined, are
/// not the title's words.
struct TitleLines {
    /// The title's lines as drawn, joined by spaces ("" when the title is not drawn).
    var drawn: String
    /// Whether the title is drawn shorter than written.
    var isCut: Bool
    /// The title's size in points, when it is drawn.
    var points: Double?

    /// The title lines of `card`.
    init(card: SceneCard) { self.init(title: card.face.title, labels: card.labels) }

    /// The lines of `title` among `labels` (a card's, title first).
    init(title full: String, labels: [FittedLabel]) {
        var texts: [String] = []
        var shownWords: [Substring] = []
        var points: Double?
        for label in labels {
            var text = label.line.text
            let ellipsis = text.hasSuffix("…") && !full.hasSuffix(text)
            if ellipsis { text.removeLast() }
            let stem = text.trimmingSpaces
            guard !stem.isEmpty, full.containsText(stem) else { break }
            texts.append(label.line.text)
            shownWords += stem.split(separator: " ")
            points = points ?? label.line.points
            if ellipsis { break }
        }
        drawn = texts.joined(separator: " ")
        self.points = points
        isCut = shownWords != full.split(separator: " ")
    }
}

/// The ``TitleLines`` of the cards a render pass has seen, by title and lines: the same card is
/// composed again in every frame it moves in, and reading its lines back searches the title.
final class TitleLinesMemo {
    private struct Key: Hashable {
        var title: String
        var lines: [FittedLine]
    }

    private var known: [Key: TitleLines] = [:]

    /// The title lines of `card` (worked out once for each title and lines).
    func lines(of card: SceneCard) -> TitleLines {
        let key = Key(title: card.face.title, lines: card.labels.map(\.line))
        if let lines = known[key] { return lines }
        let lines = TitleLines(card: card)
        known[key] = lines
        return lines
    }
}

extension String {
    /// Whether `part` occurs in the text, as `contains` finds it (character by character), but
    /// compared byte by byte when both are ASCII without a carriage return: then every byte is a
    /// character of its own and only equals itself.
    func containsText(_ part: String) -> Bool {
        let plain = { (byte: UInt8) in byte < 0x80 && byte != UInt8(ascii: "\r") }
        guard utf8.allSatisfy(plain), part.utf8.allSatisfy(plain) else { return contains(part) }
        let found = utf8.withContiguousStorageIfAvailable { text in
            part.utf8.withContiguousStorageIfAvailable { part in Self.occurs(part, in: text) }
        }
        return (found ?? nil) ?? contains(part)
    }

    /// Whether the bytes `part` occur in `text` (an empty part does).
    private static func occurs(_ part: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = part.first else { return true }
        guard part.count <= text.count else { return false }
        var start = 0
        while start <= text.count - part.count {
            if text[start] == first {
                var matched = 1
                while matched < part.count && text[start + matched] == part[matched] { matched += 1 }
                if matched == part.count { return true }
            }
            start += 1
        }
        return false
    }

    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
