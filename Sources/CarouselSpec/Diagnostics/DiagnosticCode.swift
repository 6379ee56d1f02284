import SourceDiagnostics

/// A stable diagnostic code of the spec compiler (`E02xx` structure, `E03xx` values, `W04xx`
/// warnings), of the render pass (`W041x`) and of the project config and suppressions (`E05xx`
/// in `.carousel-lint.toml`, `W05xx` in specs), with its reference text.
///
/// Each code is one file under `Diagnostics/Codes/<topic>/`: the code string, its title,
/// explanation and examples, its message factory and the rules whose main code it is (``rules``),
/// or a pointer to what emits it.
/// ``allCases`` (DiagnosticCode+Registry.swift) lists them all. TOML syntax codes (`E01xx`) are
/// declared the same way in the TOML module (``TOMLErrorCode``). Codes are never reused for
/// another meaning; docs/recipes/add-a-diagnostic.md says how to add one.
public struct DiagnosticCode: DiagnosticCodeSet, CustomStringConvertible {
    /// The code, its title, explanation and examples.
    public let reference: DiagnosticExplanation
    /// The rules declared with this code (in its file): those whose main code it is. They run in
    /// registry order (``SpecRules/all``). Empty for codes emitted elsewhere: by another code's
    /// rule, by the spec reader (type and value errors), by the responsive checks, by the render
    /// pass (CarouselVerify) or by the lint config.
    let rules: [any SpecRule]

    /// Declares a code (only in its own file under `Diagnostics/Codes/`). `wrong` is a complete
    /// spec that produces the code; `right` is the same spec fixed; `rules`, the rules whose main
    /// code this is (declared in the same file).
    init(
        _ code: String, _ title: String, _ explanation: String, wrong: String, right: String,
        rules: [any SpecRule] = []
    ) {
        reference = DiagnosticExplanation(
            id: DiagnosticID(code), title: title, explanation: explanation, wrongExample: wrong, rightExample: right)
        self.rules = rules
    }

    /// The registered code whose text is `rawValue` (`E0201`), or nil.
    public init?(rawValue: String) {
        guard let code = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = code
    }

    /// The stable code, e.g. `E0201`.
    public var id: DiagnosticID { reference.id }

    /// The code text, e.g. `E0201`.
    public var rawValue: String { reference.id.text }

    /// The code text.
    public var description: String { rawValue }

    /// Two codes are equal when their code text is.
    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }

    /// Hashes the code text.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// A one-carousel spec around `body`, used by most examples.
    static func spec(_ body: String, items: String = "[[carousel.items]]\ntitle = \"One\"\n") -> String {
        "[[carousel]]\nid = \"featured\"\n" + body + items
    }
}
