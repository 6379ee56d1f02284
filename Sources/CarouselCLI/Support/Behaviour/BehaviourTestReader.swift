import CarouselEngine
import CarouselScript
import CarouselSpec
import JSON
import SourceDiagnostics
import TOML

/// Reads a `*.carousel-test.toml` file into a ``BehaviourTestFile``, reporting every problem
/// with its span (`E01xx` TOML syntax, `E0601`-`E0604`, `W0601`); a test with an error is kept
/// but marked not runnable, so it is reported failed rather than silently dropped.
struct BehaviourTestReader {
    /// The keys at the top of a test file.
    static let topKeys = ["spec", "size", "test"]
    /// The keys of one `[[test]]`.
    static let testKeys = ["name", "steps", "expect"]

    /// The words `carousel lsp` completes in a test file: the keys of each level and the step types.
    static var completionWords: [(label: String, detail: String)] {
        topKeys.map { ($0, "a key at the top of a test file") }
            + testKeys.map { ($0, "a key of a [[test]]") }
            + Expectation.keys.map { ($0, "a key of an expectation (in `expect`)") }
            + InputScript.eventTypes.map { event in
                let fields = (["t", "type"] + event.fields).map { "`\($0)`" }.joined(separator: ", ")
                return (event.type, "a step `type` (in `steps`); its fields: \(fields)")
            }
    }

    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    /// The file's tests and every problem found in it, in source order.
    static func read(_ file: SourceFile) -> (tests: BehaviourTestFile, diagnostics: [Diagnostic]) {
        let parsed = TOMLDocumentParser.parse(file)
        var reader = BehaviourTestReader(file: file)
        var result = BehaviourTestFile()
        for entry in parsed.root.entries {
            switch entry.key.name {
            case "spec":
                if let path = reader.string(entry.value, key: "spec") { result.spec = (path, entry.value.span) }
            case "size": result.size = reader.size(entry.value)
            case "test": result.tests = reader.tests(entry.value)
            default: reader.unknownKey(entry.key, allowed: topKeys, place: "at the top of a test file")
            }
        }
        if parsed.isValid {
            let start = SourceSpan.point(0)
            if result.spec == nil {
                reader.report(.testMissingKey, "missing `spec`: the spec file the tests run", start)
            }
            if parsed.root["test"] == nil {
                reader.report(.testMissingKey, "no `[[test]]`: a test file has at least one test", start)
            }
        } else {
            for index in result.tests.indices { result.tests[index].runnable = false }
        }
        let all = (parsed.diagnostics + reader.diagnostics).sorted { ($0.span?.start ?? -1) < ($1.span?.start ?? -1) }
        return (result, all)
    }

    // MARK: - Tables

    private mutating func tests(_ value: TOMLValue) -> [BehaviourTest] {
        guard case .array(let elements, _) = value.kind else {
            report(.testBadValue, "`test` must be an array of tables (`[[test]]`), found \(value.typeName)", value.span)
            return []
        }
        var tests: [BehaviourTest] = []
        for element in elements {
            guard case .table(let table) = element.kind else {
                report(.testBadValue, "a test must be a table, found \(element.typeName)", element.span)
                continue
            }
            tests.append(test(table))
        }
        return tests
    }

    private mutating func test(_ table: TOMLTable) -> BehaviourTest {
        let before = errorCount
        var test = BehaviourTest(name: "", span: table.span, table: table.span)
        for entry in table.entries {
            switch entry.key.name {
            case "name":
                if let name = string(entry.value, key: "name") {
                    test.name = name
                    test.span = entry.value.span
                }
            case "steps": if let script = steps(entry.value) { test.script = script }
            case "expect": test.expectations = expectations(entry.value)
            default: unknownKey(entry.key, allowed: Self.testKeys, place: "in a [[test]]")
            }
        }
        if table["name"] == nil { report(.testMissingKey, "this test has no `name`", table.span) }
        if test.expectations.isEmpty, errorCount == before {
            diagnostics.append(
                Diagnostic(
                    DiagnosticCode.testWithoutExpectations,
                    message: "test \"\(test.name)\" has no expectations: it checks nothing",
                    span: test.span, help: "add `expect = [{ t = \"1s\", selection = 1 }]` with what must hold"))
        }
        test.runnable = errorCount == before
        return test
    }

    /// The steps as an input script, read by the script reader itself (a `t` written as a
    /// duration is turned into seconds first).
    private mutating func steps(_ value: TOMLValue) -> InputScript? {
        guard case .array(let elements, _) = value.kind else {
            report(.testBadValue, "`steps` must be an array of inline tables, found \(value.typeName)", value.span)
            return nil
        }
        var spans: [Int: SourceSpan] = [:]
        var events: [JSONNode] = []
        for element in elements {
            var node = element.jsonNode(spans: &spans)
            if case .object(var members) = node.content, let index = members.firstIndex(where: { $0.key == "t" }),
                let text = members[index].node.string
            {
                let offset = members[index].node.offset
                guard let seconds = SpecDuration.seconds(text) else {
                    report(
                        .testBadValue,
                        "\"t\" = \"\(text)\" is not a duration; write seconds (0.8) or \"0.8s\", \"800ms\"",
                        spans[offset] ?? .point(offset))
                    return nil
                }
                members[index].node = JSONNode(.scalar(.number(seconds)), offset: offset)
                node = JSONNode(.object(members), offset: node.offset)
            }
            events.append(node)
        }
        let root = JSONNode(
            .object([("events", JSONNode(.array(events), offset: value.span.start))]), offset: value.span.start)
        do throws(JSONError) {
            return try InputScript.read(tree: root, lines: JSONLineMap(file.bytes))
        } catch {
            report(.testBadStep, error.message, spans[error.location.offset] ?? .point(error.location.offset))
            return nil
        }
    }

    private mutating func expectations(_ value: TOMLValue) -> [Expectation] {
        guard case .array(let elements, _) = value.kind else {
            report(.testBadValue, "`expect` must be an array of inline tables, found \(value.typeName)", value.span)
            return []
        }
        var result: [Expectation] = []
        for element in elements {
            guard case .table(let table) = element.kind else {
                report(.testBadValue, "an expectation must be an inline table, found \(element.typeName)", element.span)
                continue
            }
            if let expectation = expectation(table, span: element.span) { result.append(expectation) }
        }
        return result
    }

    private mutating func expectation(_ table: TOMLTable, span: SourceSpan) -> Expectation? {
        var expectation = Expectation(time: 0, span: span)
        var time: Double?
        for entry in table.entries {
            let value = entry.value
            switch entry.key.name {
            case "t": time = seconds(value)
            case "carousel": if let id = string(value, key: "carousel") { expectation.carousel = (id, value.span) }
            case "selection":
                if let index = integer(value, key: "selection") {
                    expectation.checks.append(.selection(index, value.span))
                }
            case "phase":
                guard let name = string(value, key: "phase") else { continue }
                guard let phase = Phase(rawValue: name) else {
                    let names = Phase.allCases.map(\.rawValue)
                    report(
                        .testBadValue, "unknown phase \"\(name)\"; expected one of \(names.joined(separator: ", "))",
                        value.span, help: Suggestions.didYouMean(Suggestions.closest(to: name, in: names)))
                    continue
                }
                expectation.checks.append(.phase(phase, value.span))
            case "visible":
                if let items = visible(value) { expectation.checks.append(.visible(items, value.span)) }
            case "announce":
                if let text = string(value, key: "announce") { expectation.checks.append(.announce(text, value.span)) }
            default: unknownKey(entry.key, allowed: Expectation.keys, place: "in an expectation")
            }
        }
        if table["t"] == nil { report(.testMissingKey, "this expectation has no `t` (when it must hold)", span) }
        if expectation.checks.isEmpty,
            !table.entries.contains(where: { Expectation.keys.dropFirst(2).contains($0.key.name) })
        {
            report(
                .testMissingKey, "this expectation checks nothing: give `selection`, `phase`, `visible` or `announce`",
                span)
        }
        guard let time else { return nil }
        expectation.time = time
        return expectation
    }

    // MARK: - Values

    /// Seconds from a number or a duration string, within what one run may play.
    private mutating func seconds(_ value: TOMLValue) -> Double? {
        let seconds: Double?
        switch value.kind {
        case .integer(let number): seconds = Double(number)
        case .float(let number): seconds = number
        case .string(let text): seconds = SpecDuration.seconds(text)
        default: seconds = nil
        }
        let limit = BehaviourTestRunner.maxSeconds
        guard let seconds, seconds.isFinite, seconds >= 0, seconds <= limit else {
            report(
                .testBadValue,
                "`t` must be seconds from 0 to \(SecondsText.of(limit)) (a number, or a duration such as \"1.5s\"), found \(shown(value))",
                value.span)
            return nil
        }
        return seconds
    }

    private mutating func visible(_ value: TOMLValue) -> [Int]? {
        guard case .array(let elements, _) = value.kind else {
            report(.testBadValue, "`visible` must be an array of item indexes, found \(value.typeName)", value.span)
            return nil
        }
        var items: [Int] = []
        for element in elements {
            guard let index = integer(element, key: "visible") else { return nil }
            items.append(index)
        }
        return Array(Set(items)).sorted()
    }

    private mutating func integer(_ value: TOMLValue, key: String) -> Int? {
        guard case .integer(let number) = value.kind, number >= 0, number <= Int64(Int32.max) else {
            report(
                .testBadValue, "`\(key)` must be an item index (a whole number from 0), found \(shown(value))",
                value.span)
            return nil
        }
        return Int(number)
    }

    private mutating func string(_ value: TOMLValue, key: String) -> String? {
        guard case .string(let text) = value.kind else {
            report(.testBadValue, "`\(key)` must be a string, found \(value.typeName)", value.span)
            return nil
        }
        return text
    }

    private mutating func size(_ value: TOMLValue) -> Size? {
        let side = 1...InputLimits.windowSide
        func number(_ element: TOMLValue) -> Double? {
            switch element.kind {
            case .integer(let number): return side.contains(Double(number)) ? Double(number) : nil
            case .float(let number): return side.contains(number) ? number : nil
            default: return nil
            }
        }
        guard case .array(let pair, _) = value.kind, pair.count == 2, let width = number(pair[0]),
            let height = number(pair[1])
        else {
            report(
                .testBadValue,
                "`size` must be [width, height] in points, each from 1 to \(Int(InputLimits.windowSide))", value.span)
            return nil
        }
        return Size(width: width, height: height)
    }

    /// A value as the messages quote it: a string in quotes, a number as written, else its type.
    private func shown(_ value: TOMLValue) -> String {
        switch value.kind {
        case .string(let text): return "\"\(text)\""
        case .integer, .float: return String(decoding: file.bytes[value.span.start..<value.span.end], as: UTF8.self)
        default: return value.typeName
        }
    }

    // MARK: - Reporting

    private var errorCount: Int { diagnostics.count { $0.severity == .error } }

    private mutating func unknownKey(_ key: TOMLKey, allowed: [String], place: String) {
        let candidates = Suggestions.closest(to: key.name, in: allowed, maxDistance: 3)
        report(
            .testUnknownKey, "unknown key `\(key.name)` \(place)", key.span,
            help: Suggestions.didYouMean(candidates)
                ?? "the keys here are " + allowed.map { "`\($0)`" }.joined(separator: ", "),
            fix: candidates.first.map {
                FixIt.replace(key.span, with: $0, safety: candidates.count == 1 ? .safe : .unsafe)
            })
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, _ span: SourceSpan, help: String? = nil, fix: FixIt? = nil
    ) {
        guard diagnostics.count < SpecCompiler.maxDiagnostics else { return }
        diagnostics.append(Diagnostic(code, message: message, span: span, help: help, fixIts: fix.map { [$0] } ?? []))
    }
}
