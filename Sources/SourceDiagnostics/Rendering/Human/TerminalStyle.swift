/// The few text styles of the human format, and how they look as ANSI escape sequences.
enum TerminalStyle: Sendable {
    case plain
    case error
    case warning
    case note
    case help
    case emphasis
    case gutter

    /// The SGR escape sequence that starts the style.
    var escape: String {
        switch self {
        case .plain: return ""
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;32m"
        case .help: return "\u{1B}[1;36m"
        case .emphasis: return "\u{1B}[1m"
        case .gutter: return "\u{1B}[1;34m"
        }
    }

    /// The style of a severity's word and primary underline.
    static func of(_ severity: Severity) -> TerminalStyle {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        }
    }
}

/// Paints text with ANSI styles, or leaves it plain when colour is off.
struct Painter: Sendable {
    /// Whether escape sequences are written.
    let enabled: Bool

    /// `text` in `style` (followed by a reset), or `text` unchanged.
    func paint(_ text: String, _ style: TerminalStyle) -> String {
        guard enabled, style != .plain, !text.isEmpty else { return text }
        return style.escape + text + "\u{1B}[0m"
    }
}

/// A row of terminal cells, each with a character and a style, drawn left to right.
struct CellRow {
    private var cells: [(character: Character, style: TerminalStyle)] = []

    /// Puts `text` at cell `column` (0-based), padding with spaces, overwriting what is there.
    mutating func put(_ text: String, at column: Int, style: TerminalStyle) {
        var index = column
        for character in text {
            while cells.count <= index { cells.append((" ", .plain)) }
            cells[index] = (character, style)
            index += 1
        }
    }

    /// The row as text with trailing spaces removed, styled runs painted.
    func render(_ painter: Painter) -> String {
        var end = cells.count
        while end > 0, cells[end - 1].character == " " { end -= 1 }
        var output = ""
        var run = ""
        var runStyle = TerminalStyle.plain
        for (character, style) in cells[0..<end] {
            if style != runStyle {
                output += painter.paint(run, runStyle)
                run = ""
                runStyle = style
            }
            run.append(character)
        }
        return output + painter.paint(run, runStyle)
    }
}
