import SourceDiagnostics

/// A diagnostic code the TOML parser reports, with its reference text (docs/toml.md,
/// docs/diagnostics.md, `carousel explain`).
///
/// Every code is an error (`E01xx`): a syntax error stops the parse. Each code is one file under
/// `Diagnostics/Codes/`; allCases lists them.
public struct TOMLErrorCode: DiagnosticCodeSet, CustomStringConvertible {
    /// The code, its title, explanation and examples.
    public let reference: DiagnosticExplanation

    /// Declares a code (only in its own file under `Diagnostics/Codes/`).
    init(_ code: String, _ title: String, _ explanation: String, wrong: String, right: String) {
        reference = DiagnosticExplanation(
            id: DiagnosticID(code), title: title, explanation: explanation, wrongExample: wrong, rightExample: right)
    }

    /// Every TOML code, in code order: the registry list of this module.
    public static let allCases: [TOMLErrorCode] = [
        .syntax,
        .invalidCharacter,
        .duplicate,
        .invalidNumber,
        .invalidDateTime,
        .tooDeep,
        .invalidEscape,
        .unterminated,
    ]

    /// The stable code, e.g. `E0101`.
    public var id: DiagnosticID { reference.id }

    /// The code text, e.g. `E0101`.
    public var rawValue: String { reference.id.text }

    /// A one-line title.
    public var title: String { reference.title }

    /// The code text.
    public var description: String { rawValue }

    /// Two codes are equal when their code text is.
    public static func == (lhs: TOMLErrorCode, rhs: TOMLErrorCode) -> Bool { lhs.id == rhs.id }

    /// Hashes the code text.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// A one-carousel Carousel spec around `body`: the examples are spec files, as users meet
    /// these errors.
    static func spec(_ body: String) -> String {
        "[[carousel]]\nid = \"featured\"\n" + body + "[[carousel.items]]\ntitle = \"One\"\n"
    }
}
