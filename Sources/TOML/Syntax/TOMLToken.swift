import SourceDiagnostics

/// What a token of the lossless syntax tree is.
public enum TOMLTokenKind: UInt8, Sendable {
    /// The UTF-8 byte order mark at the start of the file.
    case byteOrderMark
    /// A run of spaces and tabs.
    case whitespace
    /// `\n` or `\r\n`.
    case newline
    /// `#` to the end of its line (the line break excluded).
    case comment
    /// A bare key part: `A-Z a-z 0-9 _ -`.
    case bareKey
    /// An unquoted value as written: a number, boolean or date-time (`1979-05-27 07:32:00` is one).
    case scalar
    /// `"..."`.
    case basicString
    /// `'...'`.
    case literalString
    /// `"""..."""`.
    case multilineBasicString
    /// `'''...'''`.
    case multilineLiteralString
    /// `.`
    case dot
    /// `=`
    case equals
    /// `,`
    case comma
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// Bytes that start no TOML token (one UTF-8 sequence, or one invalid byte).
    case unknown

    /// Whitespace, line breaks, comments and the byte order mark: the text between the tokens
    /// that carry meaning.
    public var isTrivia: Bool {
        switch self {
        case .byteOrderMark, .whitespace, .newline, .comment: return true
        default: return false
        }
    }

    /// One of the four string forms.
    public var isString: Bool {
        switch self {
        case .basicString, .literalString, .multilineBasicString, .multilineLiteralString: return true
        default: return false
        }
    }
}

/// One token: its kind and the bytes it covers. Concatenating every token of a tree, in order,
/// gives the input back exactly.
///
/// Offsets are stored in 32 bits (12 bytes a token): inputs are far below 4 GB.
public struct TOMLToken: Sendable, Equatable {
    /// What the token is.
    public let kind: TOMLTokenKind
    /// False for a string whose closing quote is missing.
    public let isTerminated: Bool
    private let start: UInt32
    private let end: UInt32

    /// A token of `kind` covering `start..<end`.
    public init(_ kind: TOMLTokenKind, start: Int, end: Int, isTerminated: Bool = true) {
        self.kind = kind
        self.isTerminated = isTerminated
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    /// The bytes the token covers.
    public var span: SourceSpan { SourceSpan(start: Int(start), end: Int(end)) }
}
