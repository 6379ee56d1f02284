import Foundation
import Testing
@testable import SourceDiagnostics

@Suite struct DiagnosticIDTests {
    /// A module's code set, as TOML and CarouselSpec declare theirs.
    enum SampleCode: String, DiagnosticCodeSet {
        case broken = "E9001"
        case odd = "W9002"

        var id: DiagnosticID { DiagnosticID(rawValue) }
        var reference: DiagnosticExplanation {
            DiagnosticExplanation(id: id, title: rawValue, explanation: "", wrongExample: "", rightExample: "")
        }
    }

    @Test func theSeverityIsTheCodesPrefix() {
        #expect(DiagnosticID("E0201").severity == .error)
        #expect(DiagnosticID("W0401").severity == .warning)
        #expect(SampleCode.broken.severity == .error && SampleCode.odd.severity == .warning)
        #expect(SampleCode.odd.reference.severity == .warning)
    }

    @Test func aDiagnosticTakesItsCodeAndSeverityFromTheCodeSet() {
        let warning = Diagnostic(SampleCode.odd, message: "odd", span: .point(0), help: "fix it")
        #expect(warning.code == DiagnosticID("W9002"))
        #expect(warning.severity == .warning)
        #expect(warning.help == "fix it" && warning.fixIts.isEmpty)
        #expect(Diagnostic(SampleCode.broken, message: "broken", span: nil).severity == .error)
    }

    @Test func idsPrintAndSortAsTheirCodeText() {
        #expect("\(DiagnosticID("E0201"))" == "E0201")
        #expect(
            [DiagnosticID("W0401"), DiagnosticID("E0101"), DiagnosticID("E0201")].sorted().map(\.text)
                == ["E0101", "E0201", "W0401"])
    }

    @Test func idsEncodeAsPlainStrings() throws {
        let data = try JSONEncoder().encode([DiagnosticID("E0101")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"E0101\"]")
        #expect(try JSONDecoder().decode([DiagnosticID].self, from: data) == [DiagnosticID("E0101")])
    }
}
