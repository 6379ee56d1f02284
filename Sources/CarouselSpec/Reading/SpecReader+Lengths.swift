import SourceDiagnostics
import TOML

extension SpecReader {
    /// An array of lengths (`keylines = [300, 150, 56]`): at least one, each a number within the
    /// field's bounds; every bad element is reported at its own span.
    mutating func readLengthList(_ elements: [TOMLValue], field: FieldDescriptor, span: SourceSpan, path: String)
        -> SpecValue?
    {
        guard !elements.isEmpty else {
            fail(
                SpecMessages.wrongType(
                    field.key, expected: "at least one length in points", found: "an empty array", span: span,
                    path: path))
            return nil
        }
        var lengths: [Double] = []
        var failed = false
        for (index, element) in elements.enumerated() {
            let key = "\(field.key)[\(index)]"
            let number: Double
            switch element.kind {
            case .integer(let value): number = Double(value)
            case .float(let value): number = value
            default:
                fail(
                    SpecMessages.wrongType(
                        key, expected: FieldType.number.expectation, found: Self.describe(element),
                        span: element.span, path: "\(path)[\(index)]"))
                failed = true
                continue
            }
            let elementPath = "\(path)[\(index)]"
            if let checked = checkNumber(number, field: field, key: key, span: element.span, path: elementPath) {
                lengths.append(checked)
            } else {
                failed = true
            }
        }
        return failed ? nil : .numbers(lengths)
    }
}
