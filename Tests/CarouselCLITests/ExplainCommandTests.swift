import Testing

@Suite struct ExplainCommandTests {
    @Test func knownCodeHasWrongAndRightExamples() throws {
        let result = try CarouselProcess.run(["explain", "E0201"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("E0201 (error): "))
        #expect(result.stdout.contains("Wrong:\n"))
        #expect(result.stdout.contains("Right:\n"))
    }

    @Test func codesAreCaseInsensitive() throws {
        let upper = try CarouselProcess.run(["explain", "E0201"])
        let lower = try CarouselProcess.run(["explain", "e0201"])
        #expect(lower.status == 0)
        #expect(lower.stdout == upper.stdout)
    }

    @Test func unknownCodeSuggestsKnownOnes() throws {
        let result = try CarouselProcess.run(["explain", "E0210"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("carousel explain: unknown diagnostic code 'E0210'; did you mean `E0201`"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func withoutACodeListsEveryCode() throws {
        let result = try CarouselProcess.run(["explain"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  E0201  "))
    }
}
