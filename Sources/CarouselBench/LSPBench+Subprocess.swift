import CarouselLSP
import Foundation
import JSON

extension LSPBench {
    /// The same edits through the real `carousel lsp` at `binary` and its pipes: seconds from
    /// writing each framed `didChange` to reading its `publishDiagnostics`; nil when it cannot run.
    static func measureSubprocess(binary: String, path: String, bytes: [UInt8], edits: Int) -> [Double]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("lsp: cannot run \(binary): \(error)")
            return nil
        }
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        var reader = PublishReader(handle: output.fileHandleForReading)
        let uri = DocumentURI.uri(ofPath: FileManager.default.currentDirectoryPath + "/" + path)
        let text = String(decoding: bytes, as: UTF8.self)
        let write = { (message: JSONValue) in input.fileHandleForWriting.write(Data(MessageWriter.frame(message))) }
        write(message("initialize", id: 1, .object([("capabilities", .object([]))])))
        write(message("initialized", id: nil, .object([])))
        write(
            message(
                "textDocument/didOpen", id: nil,
                .object([
                    (
                        "textDocument",
                        .object([
                            ("uri", .string(uri)), ("languageId", .string("toml")), ("version", .integer(1)),
                            ("text", .string(text)),
                        ])
                    )
                ])))
        guard reader.waitForDiagnostics(version: 1) else { return nil }
        let middle = text.utf8.filter { $0 == 0x0A }.count / 2
        let line = titleLine(in: text)
        var latencies: [Double] = []
        for edit in 0..<edits {
            let start = DispatchTime.now().uptimeNanoseconds
            write(change(uri: uri, line: line, middle: middle, edit: edit))
            guard reader.waitForDiagnostics(version: edit + 2) else { return nil }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        write(message("shutdown", id: 2, .object([])))
        write(message("exit", id: nil, .object([])))
        return latencies
    }

    /// The line the edits change: the first `title = ` line at or after the middle of `text`
    /// (else the first in the file); nil when the spec has no title line.
    static func titleLine(in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let titles = lines.indices.filter { lines[$0].hasPrefix("title = ") }
        return titles.first { $0 >= lines.count / 2 } ?? titles.first
    }

    /// The `didChange` of edit number `edit`: a real value edit inside one item. Even edits give
    /// the title at `line` a new string (a valid spec, new text), odd ones make it an integer (a
    /// spec with one more error, E0202), so the diagnostics come and go. Without a title line
    /// (`line` nil) a comment line is inserted at the middle and removed again.
    static func change(uri: String, line: Int?, middle: Int, edit: Int) -> JSONValue {
        let range: JSONValue
        let text: String
        if let line {
            range = .object([("start", position(line, 0)), ("end", position(line + 1, 0))])
            text = edit % 2 == 0 ? "title = \"Edited \(edit)\"\n" : "title = \(edit)\n"
        } else {
            let inserting = edit % 2 == 0
            range = .object([
                ("start", position(middle, 0)), ("end", inserting ? position(middle, 0) : position(middle + 1, 0)),
            ])
            text = inserting ? "# edit \(edit)\n" : ""
        }
        return message(
            "textDocument/didChange", id: nil,
            .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .integer(edit + 2))])),
                ("contentChanges", .array([.object([("range", range), ("text", .string(text))])])),
            ]))
    }
}

/// Reads framed messages from the server's standard output until a `publishDiagnostics` of a version.
struct PublishReader {
    let handle: FileHandle
    var framing = MessageFraming()

    /// Blocks until the diagnostics of `version` arrive; false when the output ends first.
    mutating func waitForDiagnostics(version: Int) -> Bool {
        while true {
            while let event = framing.next() {
                guard case .message(let body) = event, let node = try? JSONReader.read(body) else { continue }
                let value = node.value
                if value["method"] == .string("textDocument/publishDiagnostics"),
                    value["params"]?["version"] == .integer(version)
                {
                    return true
                }
            }
            let data = handle.availableData
            if data.isEmpty { return false }
            framing.append([UInt8](data))
        }
    }
}
