/// Splits a line into runs that one font draws in one direction, in the order they are placed from
/// left to right: the font fallback of a renderer that has none of its own (SDL_ttf 2.20).
///
/// Each character goes to the first font of the list that covers it (punctuation and symbols stay
/// with the run before them when its font covers them; marks and joiners always do; spaces go to
/// the first font, so an emoji font's wide space never separates words). Direction
/// follows a reduced Unicode bidirectional algorithm: the paragraph direction is that of the first
/// strong letter, neutrals between two letters of one direction take it (else the paragraph's),
/// digits read left to right, and runs are reordered by level (rule L2).
public enum FontRuns {
    /// The runs of `text`, left to right on screen, for `fontCount` fonts where `covers(font, scalar)`
    /// says whether font `font` draws `scalar`. A character no font covers goes to the run before it
    /// (or font 0): it draws as that font's missing-glyph box. Emoji (characters shown as emoji by
    /// default, or followed by the emoji variation selector) go to the first font `isColor` names
    /// that covers them, before black-and-white versions in earlier fonts.
    public static func split(
        _ text: String, fontCount: Int, covers: (Int, Unicode.Scalar) -> Bool,
        isColor: (Int) -> Bool = { _ in false }
    ) -> [FontRun] {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        let classes = scalars.map(CharacterClass.init)
        let fonts = chooseFonts(scalars, classes: classes, fontCount: fontCount, covers: covers, isColor: isColor)
        let levels = BidiLevels.levels(classes)
        var runs: [(run: FontRun, level: Int)] = []
        for index in scalars.indices {
            let level = levels[index], font = fonts[index]
            if let last = runs.last, last.level == level, last.run.font == font {
                runs[runs.count - 1].run.text.unicodeScalars.append(scalars[index])
            } else {
                let run = FontRun(
                    text: String(scalars[index]), font: font, isRightToLeft: level % 2 == 1,
                    script: CharacterClass.scriptTag(scalars[index].value))
                runs.append((run, level))
            }
            if runs[runs.count - 1].run.script == "Zzzz", classes[index] == .rightToLeft {
                runs[runs.count - 1].run.script = CharacterClass.scriptTag(scalars[index].value)
            }
        }
        return BidiLevels.reordered(runs.map(\.run), levels: runs.map(\.level))
    }

    /// The font of each character (see ``split(_:fontCount:covers:)``).
    static func chooseFonts(
        _ scalars: [Unicode.Scalar], classes: [CharacterClass], fontCount: Int, covers: (Int, Unicode.Scalar) -> Bool,
        isColor: (Int) -> Bool
    ) -> [Int] {
        var fonts: [Int] = []
        fonts.reserveCapacity(scalars.count)
        var current: Int?
        for (position, (scalar, kind)) in zip(scalars, classes).enumerated() {
            let chosen: Int
            let next = position + 1 < scalars.count ? scalars[position + 1] : nil
            if isEmoji(scalar, next: next),
                let colour = (0..<fontCount).first(where: { isColor($0) && covers($0, scalar) })
            {
                fonts.append(colour)
                current = colour
                continue
            }
            let keeps = kind == .neutral && scalar.properties.generalCategory != .spaceSeparator
            if let current, kind == .attached || (keeps && covers(current, scalar)) {
                chosen = current
            } else if let first = (0..<fontCount).first(where: { covers($0, scalar) }) {
                chosen = first
            } else {
                chosen = current ?? 0
            }
            fonts.append(chosen)
            current = chosen
        }
        return fonts
    }

    /// True for a character shown as an emoji: emoji presentation by default (not a digit or `#`,
    /// which are emoji only in keycap sequences), or followed by the emoji variation selector U+FE0F
    /// or the keycap mark U+20E3 (`1️⃣`).
    public static func isEmoji(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
        if next == "\u{FE0F}" || next == "\u{20E3}" { return true }
        return scalar.value >= 0x80 && scalar.properties.isEmojiPresentation
    }
}
