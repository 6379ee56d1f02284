import JSON

/// The `--format sarif` output: a SARIF 2.1.0 log with one run of the `carousel` tool.
///
/// Columns are Unicode scalars (`columnKind: unicodeCodePoints`) and region ends are exclusive,
/// as SARIF defines them. Labels become `relatedLocations`; help and notes are appended to the
/// message text; the data path goes into the result's property bag; fix-its become `fixes`
/// (one artifact change per fix-it, one replacement per edit).
struct SARIFRenderer {
    /// Looks up a code's description for the rule list.
    let rules: @Sendable (String) -> DiagnosticRule?

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The whole log, indented by two spaces, ending with a newline.
    func render(_ report: DiagnosticReport) -> String {
        var codes: [String] = []
        for bundle in report.files {
            for diagnostic in bundle.diagnostics where !codes.contains(diagnostic.code.text) {
                codes.append(diagnostic.code.text)
            }
        }
        codes.sort()
        var results: [JSONValue] = []
        for bundle in report.files {
            var locator = SourceLocator(file: bundle.file)
            for diagnostic in bundle.diagnostics {
                let ruleIndex = codes.firstIndex(of: diagnostic.code.text) ?? 0
                results.append(result(for: diagnostic, locator: &locator, ruleIndex: ruleIndex))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("carousel")),
            ("rules", .array(codes.map(rule(for:)))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log: JSONValue = .object([
            ("$schema", .string(SARIFRenderer.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.text(JSONFormat(layout: .indented(2))) + "\n"
    }

    private func rule(for code: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(code))]
        if let rule = rules(code) {
            members.append(("shortDescription", .object([("text", .string(rule.shortDescription))])))
            if let full = rule.fullDescription {
                members.append(("fullDescription", .object([("text", .string(full))])))
            }
            if let uri = rule.helpURI { members.append(("helpUri", .string(uri))) }
        }
        return .object(members)
    }

    private func result(for diagnostic: Diagnostic, locator: inout SourceLocator, ruleIndex: Int) -> JSONValue {
        var text = diagnostic.message
        if let help = diagnostic.help { text += "\nhelp: " + help }
        for note in diagnostic.notes { text += "\nnote: " + note }
        let level: String
        switch diagnostic.severity {
        case .error: level = "error"
        case .warning: level = "warning"
        case .note: level = "note"
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.code.text)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(level)),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.span, &locator))])])),
        ]
        if !diagnostic.labels.isEmpty {
            var related: [JSONValue] = []
            for (index, label) in diagnostic.labels.enumerated() {
                related.append(
                    .object([
                        ("id", .integer(index + 1)),
                        ("physicalLocation", physicalLocation(label.span, &locator)),
                        ("message", .object([("text", .string(label.message))])),
                    ]))
            }
            members.append(("relatedLocations", .array(related)))
        }
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixes", .array(diagnostic.fixIts.map { fix($0, &locator) })))
        }
        if !diagnostic.path.isEmpty {
            members.append(("properties", .object([("dataPath", .string(diagnostic.path))])))
        }
        return .object(members)
    }

    /// A SARIF `fix`: the description, one artifact change with a replacement per edit, and the
    /// safety in the fix's property bag (`"properties": {"safety": "safe"}`).
    private func fix(_ fixIt: FixIt, _ locator: inout SourceLocator) -> JSONValue {
        var replacements: [JSONValue] = []
        for edit in fixIt.edits {
            let region = locator.region(of: edit.span)
            replacements.append(
                .object([
                    (
                        "deletedRegion",
                        .object([
                            ("startLine", .integer(region.start.line)), ("startColumn", .integer(region.start.column)),
                            ("endLine", .integer(region.end.line)), ("endColumn", .integer(region.end.column)),
                        ])
                    ),
                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                ]))
        }
        let location: JSONValue = .object([("uri", .string(SARIFRenderer.uri(for: locator.file.path)))])
        let change: JSONValue = .object([("artifactLocation", location), ("replacements", .array(replacements))])
        return .object([
            ("description", .object([("text", .string(fixIt.message))])),
            ("artifactChanges", .array([change])),
            ("properties", .object([("safety", .string(fixIt.safety.rawValue))])),
        ])
    }

    private func physicalLocation(_ span: SourceSpan?, _ locator: inout SourceLocator) -> JSONValue {
        let uri = SARIFRenderer.uri(for: locator.file.path)
        var members: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri))]))]
        if let span {
            let region = locator.region(of: span)
            members.append(
                (
                    "region",
                    .object([
                        ("startLine", .integer(region.start.line)), ("startColumn", .integer(region.start.column)),
                        ("endLine", .integer(region.end.line)), ("endColumn", .integer(region.end.column)),
                    ])
                ))
        }
        return .object(members)
    }

    /// A relative URI reference for a relative path, a `file://` URI for an absolute one;
    /// bytes outside the unreserved set (and `/`) are percent-encoded.
    static func uri(for path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var output = path.hasPrefix("/") ? "file://" : ""
        let trimmed = path.hasPrefix("./") ? path.dropFirst(2) : Substring(path)
        for byte in trimmed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return output
    }
}
