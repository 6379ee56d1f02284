import Foundation
import Testing

/// The parsed `--format json` output of `carousel check`.
struct JSONReport {
    var files: Int
    var errors: Int
    var warnings: Int
    var diagnostics: [[String: Any]]

    init(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
        files = try #require(object["files"] as? Int, sourceLocation: sourceLocation)
        errors = try #require(object["errors"] as? Int, sourceLocation: sourceLocation)
        warnings = try #require(object["warnings"] as? Int, sourceLocation: sourceLocation)
        diagnostics = try #require(object["diagnostics"] as? [[String: Any]], sourceLocation: sourceLocation)
    }
}
