import Foundation
import Testing

/// `check --format junit` and `--format gitlab`, validated by xmllint against the JUnit XSD and
/// by jsonschema against the GitLab Code Quality schema (Tests/Fixtures/ci/).
@Suite struct CheckCIFormatTests {
    /// An error, a warning-only file, a clean file, and a name XML and JSON must escape.
    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("specs/a <&> \"odd\".carousel.toml", Fixtures.misspelled)
        try folder.write("specs/b.carousel.toml", Fixtures.warningOnly)
        try folder.write("specs/c.carousel.toml", Fixtures.valid)
        return folder
    }

    @Test func junitValidatesAgainstTheXSDWithOneTestCasePerFile() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(["check", "specs", "--format", "junit"], in: folder.url)
        #expect(result.status == 1)
        let validation = try ExternalValidator.xmllint(result.stdout)
        #expect(validation.status == 0, "\(validation.output)\n\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(result.stdout.components(separatedBy: "<testsuite ").count - 1 == 1)
        #expect(result.stdout.contains("tests=\"3\" failures=\"1\""))
        #expect(result.stdout.contains("name=\"specs/a &lt;&amp;&gt; &quot;odd&quot;.carousel.toml\""))
        #expect(result.stdout.contains("type=\"E0201\""))
        #expect(result.stdout.contains(".carousel.toml:3:1: error[E0201]: unknown key `spaceing`"))
        // Without --strict the warning is output of a passing test case, not a failure.
        #expect(result.stdout.contains("<system-out>specs/b.carousel.toml:1:1: warning[W0405]"))
        #expect(!result.stdout.contains("type=\"W0405\""))
    }

    @Test func junitUnderStrictMakesWarningsFailures() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(["check", "specs", "--format", "junit", "--strict"], in: folder.url)
        #expect(result.status == 1)
        #expect(try ExternalValidator.xmllint(result.stdout).status == 0)
        #expect(result.stdout.contains("tests=\"3\" failures=\"2\""))
        #expect(result.stdout.contains("type=\"W0405\""))
        #expect(!result.stdout.contains("<system-out>"))
    }

    @Test func theXSDRefusesADocumentThatIsNotJUnit() throws {
        // The validator can fail: a test case without its required name is refused.
        let bad = "<testsuites><testsuite tests=\"1\"><testcase classname=\"x\"/></testsuite></testsuites>"
        #expect(try ExternalValidator.xmllint(bad).status != 0)
        let counts = "<testsuites><testsuite tests=\"many\"/></testsuites>"
        #expect(try ExternalValidator.xmllint(counts).status != 0)
    }

    @Test func gitlabValidatesAgainstTheCodeQualitySchema() throws {
        let folder = try folder()
        let result = try CarouselProcess.run(["check", "specs", "--format", "gitlab"], in: folder.url)
        #expect(result.status == 1)
        let validation = try ExternalValidator.jsonschema(result.stdout)
        #expect(validation.status == 0, "\(validation.output)\n\(result.stdout)")
        let issues = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [[String: Any]])
        #expect(issues.count == 2)
        #expect(issues.map { $0["check_name"] as? String } == ["E0201", "W0405"])
        #expect(issues.map { $0["severity"] as? String } == ["major", "minor"])
        let location = try #require(issues.first?["location"] as? [String: Any])
        #expect(location["path"] as? String == "specs/a <&> \"odd\".carousel.toml")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 3)
    }

    @Test func theCodeQualitySchemaRefusesAnIssueWithoutAFingerprint() throws {
        let location = #""location":{"path":"a","lines":{"begin":1}}"#
        let bad = #"[{"description":"d","check_name":"E0201","severity":"major","# + location + "}]"
        #expect(try ExternalValidator.jsonschema(bad).status == 1)
        let severity = #"[{"description":"d","check_name":"c","fingerprint":"f","severity":"error","# + location + "}]"
        #expect(try ExternalValidator.jsonschema(severity).status == 1)
    }

    @Test func gitlabFingerprintsSurviveLinesAddedAboveAndTellRepeatsApart() throws {
        let folder = try TemporaryFolder()
        let spec = "[[carousel]]\nid = \"a\"\nspaceing = 1\n[[carousel.items]]\ntitle = \"x\"\n"
        try folder.write("s.carousel.toml", spec)
        let before = try CarouselProcess.run(["check", "s.carousel.toml", "--format", "gitlab"], in: folder.url)
        try folder.write("s.carousel.toml", "# a comment\n\n" + spec)
        let after = try CarouselProcess.run(["check", "s.carousel.toml", "--format", "gitlab"], in: folder.url)
        let fingerprints = { (result: RunResult) throws -> [String] in
            let issues = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [[String: Any]])
            return issues.compactMap { $0["fingerprint"] as? String }
        }
        #expect(try fingerprints(before).count == 1)
        #expect(try fingerprints(before) == fingerprints(after))
        #expect(after.stdout.contains("\"begin\": 5"))
        let twice = "[[carousel]]\nid = \"a\"\n[[carousel]]\nid = \"b\"\n"
        try folder.write("t.carousel.toml", twice)
        let repeated = try CarouselProcess.run(["check", "t.carousel.toml", "--format", "gitlab"], in: folder.url)
        let prints = try fingerprints(repeated)
        #expect(prints.count == 2 && Set(prints).count == 2, "\(repeated.stdout)")
    }

    @Test func emptyRunsAreValidToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("c.carousel.toml", Fixtures.valid)
        let gitlab = try CarouselProcess.run(["check", "c.carousel.toml", "--format", "gitlab"], in: folder.url)
        #expect(gitlab.status == 0 && gitlab.stdout == "[]\n")
        let junit = try CarouselProcess.run(["check", "c.carousel.toml", "--format", "junit"], in: folder.url)
        #expect(junit.status == 0)
        #expect(try ExternalValidator.xmllint(junit.stdout).status == 0)
    }
}
