/// One `<testcase>` of ``JUnitCaseRenderer``: a test of a file, where it is written and whether it passed.
public struct JUnitTestCase: Sendable {
    /// The test's name.
    public var name: String
    /// Where the test starts (its `[[test]]` header): a diagnostic from there up to the next
    /// test's start belongs to it. Test cases are given in file order.
    public var span: SourceSpan
    /// Whether the test passed (a test that was not run did not).
    public var passed: Bool

    /// Creates a test case.
    public init(name: String, span: SourceSpan, passed: Bool) {
        self.name = name
        self.span = span
        self.passed = passed
    }
}

/// The `--format junit` output of `carousel test`: one `<testsuite>` per test file (its path as
/// the name) and one `<testcase>` per test in it (`classname` the file's path). A diagnostic
/// between a test's start and the next test's is a `<failure>` of that test (warnings only under `--strict`, else in
/// its `<system-out>`); one outside every test (the file's own problems, such as a spec that
/// cannot be used) is a failure of each test that did not pass, or, when every test passed, of
/// a `<testcase name="(file)">` of its own. A test that failed without a diagnostic of its own
/// gets a failure saying it was not run. Validates like ``JUnitRenderer``'s output.
public struct JUnitCaseRenderer {
    /// Whether warnings are failures (`--strict`).
    public let strict: Bool

    /// A renderer; `strict` as `--strict`.
    public init(strict: Bool) { self.strict = strict }

    /// The whole document for `files`, each with its tests, ending with a newline.
    public func render(_ files: [(diagnostics: FileDiagnostics, cases: [JUnitTestCase])]) -> String {
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for (bundle, cases) in files {
            var locator = SourceLocator(file: bundle.file)
            var failures = Array(repeating: "", count: cases.count)
            var outputs = Array(repeating: "", count: cases.count)
            var fileFailures = ""
            var fileOutput = ""
            for diagnostic in bundle.diagnostics {
                let text = JUnitRenderer.text(of: diagnostic, locator: &locator)
                let fails = diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
                // Tests are in file order, and a test's keys follow its start up to the next test.
                let owner = diagnostic.span.flatMap { span in cases.lastIndex { $0.span.start <= span.start } }
                let entry = fails ? Self.failure(diagnostic, text: text) : text + "\n"
                switch (owner, fails) {
                case (let index?, true): failures[index] += entry
                case (let index?, false): outputs[index] += entry
                case (nil, true): fileFailures += entry
                case (nil, false): fileOutput += entry
                }
            }
            let path = XMLText.escape(bundle.file.path)
            var body = ""
            var failed = 0
            for (index, test) in cases.enumerated() {
                var failure = failures[index]
                if !test.passed {
                    failure += fileFailures
                    if failure.isEmpty {
                        failure = "      <failure message=\"not run: the test has a problem\" type=\"not-run\"/>\n"
                    }
                }
                if !failure.isEmpty { failed += 1 }
                body += Self.testCase(XMLText.escape(test.name), path: path, failure: failure, output: outputs[index])
            }
            var tests = cases.count
            if (!fileFailures.isEmpty && !cases.contains(where: { !$0.passed })) || cases.isEmpty {
                tests += 1
                if !fileFailures.isEmpty { failed += 1 }
                body += Self.testCase("(file)", path: path, failure: fileFailures, output: fileOutput)
            } else if !fileOutput.isEmpty {
                body += "    <system-out>" + XMLText.escape(fileOutput, attribute: false) + "</system-out>\n"
            }
            totalTests += tests
            totalFailures += failed
            suites += "  <testsuite name=\"\(path)\" tests=\"\(tests)\" failures=\"\(failed)\""
            suites += " errors=\"0\" skipped=\"0\" time=\"0\">\n" + body + "  </testsuite>\n"
        }
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document +=
            "<testsuites name=\"carousel test\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        return document + suites + "</testsuites>\n"
    }

    private static func failure(_ diagnostic: Diagnostic, text: String) -> String {
        "      <failure message=\"\(XMLText.escape(diagnostic.message))\" type=\"\(XMLText.escape(diagnostic.code.text))\">"
            + XMLText.escape(text, attribute: false) + "</failure>\n"
    }

    private static func testCase(_ name: String, path: String, failure: String, output: String) -> String {
        var text = "    <testcase name=\"\(name)\" classname=\"\(path)\" file=\"\(path)\""
        guard !failure.isEmpty || !output.isEmpty else { return text + "/>\n" }
        text += ">\n" + failure
        if !output.isEmpty {
            text += "      <system-out>" + XMLText.escape(output, attribute: false) + "</system-out>\n"
        }
        return text + "    </testcase>\n"
    }
}
