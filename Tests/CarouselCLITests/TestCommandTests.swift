import Foundation
import Testing

/// `carousel test` run as a subprocess on the example test files (Configs/tests/, which pass,
/// and Tests/Fixtures/behaviour/, which fail or have problems on purpose).
@Suite struct TestCommandTests {
    static let root = ExternalValidator.packageRoot
    static let passing = "Configs/tests/cards.carousel-test.toml"
    static let failing = "Tests/Fixtures/behaviour/failing.carousel-test.toml"
    static let problems = "Tests/Fixtures/behaviour/problems.carousel-test.toml"

    @Test func passingTestsExitZeroAndListEachTest() throws {
        let result = try CarouselProcess.run(["test", "Configs/tests"], in: Self.root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok      two right keys move two cards and announce the second\n"))
        #expect(result.stdout.contains("ok      auto-scroll turns to the next card after its interval\n"))
        #expect(result.stdout.contains("ok      at the last photo the strip ends at its last thumbnail\n"))
        #expect(result.stdout.contains("5 tests: 5 passed, 0 failed\n"))
    }

    @Test func aFailingExpectationExitsOneNamingExpectedAndActualAtItsLine() throws {
        let result = try CarouselProcess.run(["test", Self.failing], in: Self.root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("ok      one right key moves one card\n"))
        #expect(result.stdout.contains("FAILED  one right key does not move two cards\n"))
        #expect(result.stdout.contains("2 tests: 1 passed, 1 failed\n"))
        #expect(result.stdout.contains("error[E0610]: selection of carousel \"cards\" at 1 s: expected 2, found 1"))
        #expect(result.stdout.contains("--> \(Self.failing):12:55"))
        #expect(
            result.stdout.contains(
                "error[E0610]: announcement of carousel \"cards\" at 1 s: expected \"Item 3 of 7: Lagoon\", found \"Item 2 of 7: Coral\""
            ))
        #expect(result.stdout.contains("= note: in test \"one right key does not move two cards\""))
    }

    @Test func junitValidatesAgainstTheXSD() throws {
        let result = try CarouselProcess.run(
            ["test", Self.failing, Self.passing, "--format", "junit"], in: Self.root)
        #expect(result.status == 1)
        let validation = try ExternalValidator.xmllint(result.stdout)
        #expect(validation.status == 0, "\(validation.output)\n\(result.stdout)")
        // A suite per file, a test case per `[[test]]`, each failure inside the test it belongs to.
        #expect(result.stdout.contains("<testsuites name=\"carousel test\" tests=\"4\" failures=\"1\""))
        #expect(result.stdout.contains("<testsuite name=\"\(Self.failing)\" tests=\"2\" failures=\"1\""))
        #expect(result.stdout.contains("<testsuite name=\"\(Self.passing)\" tests=\"2\" failures=\"0\""))
        #expect(result.stdout.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(
            result.stdout.contains(
                "<testcase name=\"one right key moves one card\" classname=\"\(Self.failing)\" file=\"\(Self.failing)\"/>"
            ))
        let failed = try #require(
            result.stdout.components(separatedBy: "<testcase name=\"one right key does not move two cards\"").last)
        let failedCase = try #require(failed.components(separatedBy: "</testcase>").first)
        #expect(failedCase.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(failedCase.contains("type=\"E0610\""))
        #expect(failedCase.contains("\(Self.failing):12:55: error[E0610]: selection of carousel"))
    }

    @Test func junitPutsEachProblemInItsTestAndTheFilesOwnInEveryFailedTest() throws {
        let result = try CarouselProcess.run(["test", Self.problems, "--format", "junit"], in: Self.root)
        #expect(result.status == 1)
        let validation = try ExternalValidator.xmllint(result.stdout)
        #expect(validation.status == 0, "\(validation.output)\n\(result.stdout)")
        #expect(result.stdout.contains("<testsuite name=\"\(Self.problems)\" tests=\"3\" failures=\"2\""))
        let cases = result.stdout.components(separatedBy: "<testcase ").dropFirst()
            .map { $0.components(separatedBy: "</testcase>").first ?? $0 }
        #expect(cases.count == 3)
        let types = cases.map { text in
            text.components(separatedBy: "type=\"").dropFirst().map { String($0.prefix(5)) }
        }
        // E0601 (`sise`, at the top of the file) fails both tests that did not pass.
        #expect(types.first == ["E0604", "E0601"], "\(types)")
        #expect(types.dropFirst().first == ["E0606", "E0602", "E0602", "E0601"], "\(types)")
        // The test without expectations passes; its W0601 is listed in its output.
        #expect(types.last == [], "\(types)")
        #expect(cases.last?.contains("<system-out>\(Self.problems):16:8: warning[W0601]") == true)
    }

    @Test func githubAnnotatesTheExpectation() throws {
        let result = try CarouselProcess.run(["test", Self.failing, "--format", "github"], in: Self.root)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("::error file=\(Self.failing),line=12,col=55,") == true)
        #expect(
            lines.first?.contains("title=E0610::selection of carousel \"cards\" at 1 s: expected 2, found 1") == true)
    }

    @Test func problemsOfATestFileAreDiagnosticsWithSpansAndNothingRuns() throws {
        let result = try CarouselProcess.run(["test", Self.problems, "--format", "json"], in: Self.root)
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let codes = diagnostics.map { $0["code"] as? String ?? "" }
        #expect(codes == ["E0601", "E0604", "E0606", "E0602", "E0602", "W0601"])
        #expect(diagnostics.allSatisfy { $0["line"] != nil || $0["span"] != nil || $0["start"] != nil })
        let human = try CarouselProcess.run(["test", Self.problems], in: Self.root)
        #expect(human.stdout.contains("FAILED  unknown key name\n"))
        #expect(human.stdout.contains("FAILED  unknown carousel and a bad type\n"))
        #expect(human.stdout.contains("help: did you mean `size`"))
        #expect(human.stdout.contains("help: did you mean `cards`?"))
        #expect(human.stdout.contains("error[E0604]: unknown key \"rigth\""))
        #expect(human.stdout.contains(":7:44"))
    }

    @Test func aTestWithoutExpectationsFailsOnlyUnderStrict() throws {
        let folder = try TemporaryFolder()
        let spec = Self.root.appendingPathComponent("Configs/cards.carousel.toml").path
        try folder.write("a.carousel-test.toml", "spec = \"\(spec)\"\n[[test]]\nname = \"idle\"\nsteps = []\n")
        let plain = try CarouselProcess.run(["test"], in: folder.url)
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(plain.stdout.contains("warning[W0601]: test \"idle\" has no expectations"))
        let strict = try CarouselProcess.run(["test", "--strict"], in: folder.url)
        #expect(strict.status == 1)
    }

    @Test func aMissingSpecOrASpecWithErrorsFailsEveryTest() throws {
        let folder = try TemporaryFolder()
        let test = "[[test]]\nname = \"t\"\nsteps = []\nexpect = [{ t = 1, selection = 0 }]\n"
        try folder.write("missing.carousel-test.toml", "spec = \"nope.carousel.toml\"\n" + test)
        try folder.write("bad.carousel.toml", "[[carousel]]\nid = \"Bad Id\"\n")
        try folder.write("broken.carousel-test.toml", "spec = \"bad.carousel.toml\"\n" + test)
        let result = try CarouselProcess.run(["test", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("2 tests: 0 passed, 2 failed"))
        #expect(result.stdout.contains("error[E0605]: cannot use the spec \"nope.carousel.toml\": cannot read"))
        #expect(result.stdout.contains("error[E0605]: the spec \"bad.carousel.toml\" has"))
    }

    @Test func hostileTestFilesAreDiagnosedNeverCrash() throws {
        let folder = try TemporaryFolder()
        let spec = Self.root.appendingPathComponent("Configs/cards.carousel.toml").path
        let cases = [
            "spec = 3\ntest = 4\n",
            "spec = \"\(spec)\"\ntest = [1, \"x\"]\n",
            "spec = \"\(spec)\"\n[[test]]\nname = 1\nsteps = \"now\"\nexpect = 2\n",
            "spec = \"\(spec)\"\n[[test]]\nname = \"n\"\nsteps = [{ t = \"-1s\", type = \"key\", key = \"right\" }]\n"
                + "expect = [{ t = 1e300, selection = -1, phase = \"idel\", visible = \"all\" }, {}]\n",
            "spec = \"\(spec)\"\n[[test]]\nname = \"n\"\nsteps = [{ t = 2, type = \"key\", key = \"right\" }, "
                + "{ t = 1, type = \"key\", key = \"left\" }]\nexpect = [{ t = 1, selection = 99999999999 }]\n",
            "spec = \"\(spec)\"\n[[test]\n",
            "spec = \"\(spec)\"\n[[test]]\nname = \"n\"\nsteps = [{ t = 0.1, type = \"warp\" }]\nexpect = [{ t = 1, selection = 0 }]\n",
        ]
        for (index, text) in cases.enumerated() {
            try folder.write("case\(index).carousel-test.toml", text)
            let result = try CarouselProcess.run(["test", "case\(index).carousel-test.toml"], in: folder.url)
            #expect(result.status == 1, "case \(index): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("error["), "case \(index): \(result.stdout)")
        }
    }

    @Test func noTestFilesOrAMissingPathIsAUsageProblem() throws {
        let folder = try TemporaryFolder()
        try folder.folder("empty")
        let empty = try CarouselProcess.run(["test", "empty"], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("carousel test: no *.carousel-test.toml files in 'empty'"))
        let missing = try CarouselProcess.run(["test", "nope.carousel-test.toml"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'nope.carousel-test.toml' does not exist"))
    }
}
