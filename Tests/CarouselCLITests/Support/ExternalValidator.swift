import Foundation
import Testing

/// Runs the independent validators of the CI formats: xmllint for JUnit XML, Python's
/// jsonschema (in the Makefile's venv) for GitLab Code Quality JSON. A missing tool is a
/// failure that says how to install it, never a skip.
enum ExternalValidator {
    /// The package root (this file is Tests/CarouselCLITests/Support/ExternalValidator.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let junitSchema = packageRoot.appendingPathComponent("Tests/Fixtures/ci/junit.xsd").path
    static let gitlabSchema = packageRoot.appendingPathComponent("Tests/Fixtures/ci/gitlab-codequality.schema.json")
        .path
    static let venvPython = packageRoot.appendingPathComponent(".build/venv/bin/python3").path

    /// The exit status and the output of `xmllint --noout --schema junit.xsd` on `document`.
    static func xmllint(_ document: String) throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            Issue.record("xmllint is missing: install the Debian package libxml2-utils (make deps-test does)")
            return (-1, "")
        }
        return try run("/usr/bin/xmllint", ["--noout", "--schema", junitSchema, "-"], input: document)
    }

    /// The exit status and the output of validating `document` against the Code Quality schema
    /// with jsonschema's Draft 7 validator (the schema itself is checked first).
    static func jsonschema(_ document: String) throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: venvPython) else {
            Issue.record("no Python venv at .build/venv: run `make .build/venv/.jsonschema` (make test does)")
            return (-1, "")
        }
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("jsonschema is missing: run `make .build/venv/.jsonschema`"); sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(sys.stdin)))
            for error in errors: print(list(error.absolute_path), error.message)
            sys.exit(1 if errors else 0)
            """
        let result = try run(venvPython, ["-c", script, gitlabSchema], input: document)
        if result.status == 3 { Issue.record(Comment(rawValue: result.output)) }
        return result
    }

    private static func run(_ tool: String, _ arguments: [String], input: String) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let writer = Thread {
            CarouselProcess.blockBrokenPipeSignalInThisThread()
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
