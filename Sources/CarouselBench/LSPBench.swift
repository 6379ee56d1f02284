import CarouselDisk
import CarouselLSP
import CarouselSpec
import Foundation
import JSON
import SourceDiagnostics

/// `carousel-bench lsp [--edits N] [--spec FILE] [--items N] [--carousel BIN]`: language-server
/// latency per change.
///
/// Drives ``LanguageServer`` in process through the same framing and JSON as `carousel lsp` (only
/// the pipes are left out): each edit is a framed `didChange` (an incremental change of one
/// item's title, alternately a new string and an integer, which adds an error), and its latency is the time until the
/// framed `publishDiagnostics` bytes are ready. Each document is analysed as `carousel lsp` does,
/// through a ``SpecEditSession`` (an edit inside one item re-reads that item alone). Prints
/// p50 / p99 / max for every Configs/ spec (target 20 ms) and for a 100,000-item spec (target
/// 100 ms), then the same edits of that spec re-checked whole (every edit a full compile, as
/// before the session) and the compile time alone.
/// With `--carousel BIN` the same edits also go through `BIN lsp` and its pipes (wall time).
enum LSPBench {
    static func run(_ arguments: [String]) {
        let edits = SpecBench.value(after: "--edits", in: arguments).flatMap(Int.init) ?? 200
        let configs = SpecBench.value(after: "--configs", in: arguments) ?? "Configs"
        let items = SpecBench.value(after: "--items", in: arguments).flatMap(Int.init) ?? 100_000
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: configs)) ?? [])
            .filter { $0.hasSuffix(".toml") }.sorted().map { configs + "/" + $0 }
        var configWall: [Double] = []
        var configCPU: [Double] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let times = measureWithCPU(path: file, bytes: [UInt8](data), edits: max(2, edits / max(1, files.count)))
            configWall += times.wall
            configCPU += times.cpu
        }
        if !configWall.isEmpty {
            report("\(files.count) Configs/ specs, \(configWall.count) edits", configWall, cpu: configCPU, target: 20)
        }
        let big =
            SpecBench.value(after: "--spec", in: arguments)
            ?? NSTemporaryDirectory() + "carousel-bench-\(items)-items.carousel.toml"
        if !FileManager.default.fileExists(atPath: big) {
            _ = FileManager.default.createFile(atPath: big, contents: Data(SpecBench.bigSpec(items: items).utf8))
        }
        guard let data = FileManager.default.contents(atPath: big) else {
            print("lsp: cannot read \(big)")
            return
        }
        let bytes = [UInt8](data)
        var compileCPU = 0.0
        let compile = SpecBench.median(runs: 3, cpuTime: &compileCPU) {
            _ = analyze(path: big, bytes: bytes)
        }
        let bigEdits = max(4, min(edits, 40))
        let name = String(
            format: "%@ (%.1f MB), %d edits", (big as NSString).lastPathComponent, Double(bytes.count) / 1e6, bigEdits)
        let times = measureWithCPU(path: big, bytes: bytes, edits: bigEdits)
        report(name, times.wall, cpu: times.cpu, target: 100)
        let whole = measureWithCPU(path: big, bytes: bytes, edits: bigEdits, partial: false)
        report(name + ", each re-checked whole", whole.wall, cpu: whole.cpu, target: 100)
        if let binary = SpecBench.value(after: "--carousel", in: arguments) {
            subprocessReport(binary: binary, files: files, big: big, bigBytes: bytes, edits: edits, bigEdits: bigEdits)
        }
        print(
            String(
                format: "lsp: the same spec compiled alone (median of 3): %.1f ms wall / %.1f ms CPU", compile * 1000,
                compileCPU * 1000))
    }

    /// The same figures through the real `carousel lsp` and its pipes (wall time only: the work is
    /// in another process).
    static func subprocessReport(
        binary: String, files: [String], big: String, bigBytes: [UInt8], edits: Int, bigEdits: Int
    ) {
        var wall: [Double] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file),
                let times = measureSubprocess(
                    binary: binary, path: file, bytes: [UInt8](data), edits: max(2, edits / max(1, files.count)))
            else { continue }
            wall += times
        }
        if !wall.isEmpty { report("\(binary) lsp, Configs/ specs, \(wall.count) edits", wall, cpu: [], target: 20) }
        if let times = measureSubprocess(binary: binary, path: big, bytes: bigBytes, edits: bigEdits) {
            report(
                "\(binary) lsp, \((big as NSString).lastPathComponent), \(times.count) edits", times, cpu: [],
                target: 100)
        }
    }

    static func analyze(path: String, bytes: [UInt8]) -> [Diagnostic] {
        SpecLoader.disk().compile(SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path))
            .diagnostics
    }

    /// Opens the spec, then times `edits` framed changes until their diagnostics are framed: wall and CPU
    /// seconds of each (CPU stays meaningful when other processes compete for the cores).
    /// With `partial` false, every change is analysed whole (``analyze(path:bytes:)``), without a session.
    static func measureWithCPU(path: String, bytes: [UInt8], edits: Int, partial: Bool = true)
        -> (wall: [Double], cpu: [Double])
    {
        let server = LanguageServer(
            environment: LanguageServerEnvironment(
                analyze: analyze, makeAnalyzer: partial ? { BenchAnalyzer() } : nil,
                diagnosticsDocsURL: "file:///docs/diagnostics.md"))
        let uri = DocumentURI.uri(ofPath: FileManager.default.currentDirectoryPath + "/" + path)
        let text = String(decoding: bytes, as: UTF8.self)
        _ = send(server, message("initialize", id: 1, .object([("capabilities", .object([]))])))
        let openStart = DispatchTime.now().uptimeNanoseconds
        _ = send(
            server,
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
        if bytes.count > 1_000_000 {
            let frame = MessageWriter.frame(
                message("x", id: nil, .object([("textDocument", .object([("text", .string(text))]))])))
            let readStart = DispatchTime.now().uptimeNanoseconds
            _ = try? JSONReader.read(Array(frame.drop { $0 != UInt8(ascii: "{") }))
            print(
                String(
                    format: "lsp: reading the JSON of that didOpen alone: %.1f ms wall",
                    Double(DispatchTime.now().uptimeNanoseconds - readStart) / 1e6))
            print(
                String(
                    format: "lsp: didOpen of %.1f MB (framing, JSON, analysis, publishDiagnostics): %.1f ms wall",
                    Double(bytes.count) / 1e6, Double(DispatchTime.now().uptimeNanoseconds - openStart) / 1e6))
        }
        let middle = text.utf8.filter { $0 == 0x0A }.count / 2
        let line = titleLine(in: text)
        var latencies: [Double] = []
        var cpu: [Double] = []
        for edit in 0..<edits {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = SpecBench.processCPUSeconds()
            let out = send(server, change(uri: uri, line: line, middle: middle, edit: edit))
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            cpu.append(SpecBench.processCPUSeconds() - cpuStart)
            if out.isEmpty { print("lsp: no publishDiagnostics after edit \(edit)") }
        }
        return (latencies, cpu)
    }

    /// Frames `message`, reads it back through ``MessageFraming`` and frames every answer.
    static func send(_ server: LanguageServer, _ message: JSONValue) -> [[UInt8]] {
        var framing = MessageFraming()
        framing.append(MessageWriter.frame(message))
        var frames: [[UInt8]] = []
        while case .message(let body)? = framing.next() { frames.append(body) }
        return server.handle(frames: frames).map(MessageWriter.frame)
    }

    static func message(_ method: String, id: Int?, _ params: JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0"))]
        if let id { members.append(("id", .integer(id))) }
        return .object(members + [("method", .string(method)), ("params", params)])
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .integer(line)), ("character", .integer(character))])
    }

    static func report(_ what: String, _ latencies: [Double], cpu: [Double], target: Double) {
        let p99 = percentile(latencies, 0.99)
        var line = String(
            format: "lsp: %@: didChange -> publishDiagnostics p50 %.2f ms, p99 %.2f ms, max %.2f ms wall", what,
            percentile(latencies, 0.5), p99, percentile(latencies, 1))
        if !cpu.isEmpty {
            line += String(format: "; CPU p50 %.2f ms, p99 %.2f ms", percentile(cpu, 0.5), percentile(cpu, 0.99))
        }
        print(line + String(format: " (target %.0f ms: %@)", target, p99 <= target ? "met" : "missed"))
    }

    /// The `p` quantile of `values` (seconds) in milliseconds.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] * 1000
    }
}

/// The bench's document analyzer: the bench loader through a ``SpecEditSession``, as `carousel lsp`
/// analyses (without its project config).
final class BenchAnalyzer: DocumentAnalyzer {
    let session = SpecLoader.disk().editSession()

    func diagnostics(path: String, bytes: [UInt8], edit: DocumentEdit?) -> [Diagnostic] {
        session.compile(
            SourceFile(path: path, bytes: bytes), baseDirectory: PathName.folder(of: path),
            edit: edit.map { SpecTextEdit(start: $0.start, oldEnd: $0.oldEnd, newEnd: $0.newEnd) }
        ).diagnostics
    }
}
