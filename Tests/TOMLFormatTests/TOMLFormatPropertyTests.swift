import Foundation
import Testing

@Suite("TOMLFormatter properties: idempotent, meaning-preserving, comments kept")
struct TOMLFormatPropertyTests {
    @Test("every Configs/ spec formats to a document that decodes the same")
    func configsSpecs() throws {
        let folder = FormatTestSupport.packageRoot.appendingPathComponent("Configs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".carousel.toml") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(FormatTestSupport.problem(formatting: bytes) == nil, "\(name)")
        }
    }

    @Test("1,000 seeded generated documents")
    func generatedDocuments() {
        var failures: [String] = []
        for seed in 0..<UInt64(1000) {
            var generator = DocumentGenerator(seed: seed)
            let bytes = Array(generator.document().utf8)
            if let problem = FormatTestSupport.problem(formatting: bytes) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.prefix(1))")
    }

    @Test("the generator makes documents with every feature it promises")
    func generatorCoverage() {
        var text = ""
        for seed in 0..<UInt64(200) {
            var generator = DocumentGenerator(seed: seed)
            text += generator.document()
        }
        for feature in ["\r\n", "[[", "{", "'''", "\"\"\"", "#", "\t", " . ", "\n    ", "1_000"] {
            #expect(text.contains(feature), "no \(feature.debugDescription) in 200 documents")
        }
    }

    @Test("every valid toml-test case")
    func tomlTestValidCases() throws {
        let cases = try TOMLTestCases.valid()
        #expect(cases.count >= 90, "only \(cases.count) valid cases found")
        var failures: [String] = []
        for path in cases {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            if let problem = FormatTestSupport.problem(formatting: bytes) {
                failures.append("\(path): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.prefix(1))")
    }
}
