/// One replacement in a source file: the bytes of `span` become `replacement`.
///
/// An empty span inserts; an empty replacement deletes.
public struct TextEdit: Sendable, Hashable, Codable {
    /// The byte range replaced.
    public var span: SourceSpan
    /// The new text.
    public var replacement: String

    /// Creates an edit.
    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// A change that resolves a diagnostic: a short description and the edits that make it.
///
/// The edits of one fix-it never overlap. Tools apply one fix-it of a diagnostic at a time
/// (``apply(to:)``); `carousel check --format json` prints them as the `fixes` array. Every
/// fix-it carries its ``FixSafety``: the producer decides, there is no default.
public struct FixIt: Sendable, Hashable, Codable {
    /// What the fix does, e.g. "replace with `spacing`".
    public var message: String
    /// The edits, in any order.
    public var edits: [TextEdit]
    /// Whether `check --fix` may apply it, or only `check --unsafe-fixes`.
    public var safety: FixSafety

    /// Creates a fix-it.
    public init(message: String, edits: [TextEdit], safety: FixSafety) {
        self.message = message
        self.edits = edits
        self.safety = safety
    }

    /// A fix-it that replaces `span` with `replacement`, described as "replace with `replacement`".
    public static func replace(
        _ span: SourceSpan, with replacement: String, message: String? = nil, safety: FixSafety
    ) -> FixIt {
        FixIt(
            message: message ?? "replace with `\(replacement)`",
            edits: [TextEdit(span: span, replacement: replacement)], safety: safety)
    }

    /// A fix-it that deletes `span`.
    public static func remove(_ span: SourceSpan, message: String, safety: FixSafety) -> FixIt {
        FixIt(message: message, edits: [TextEdit(span: span, replacement: "")], safety: safety)
    }

    /// `source` with the edits applied (byte offsets into its UTF-8; edits outside it are ignored).
    public func apply(to source: String) -> String {
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.span.start > $1.span.start }) {
            let start = min(max(0, edit.span.start), bytes.count)
            let end = min(max(start, edit.span.end), bytes.count)
            bytes.replaceSubrange(start..<end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
