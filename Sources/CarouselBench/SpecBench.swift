import CarouselDisk
import CarouselSpec
import Foundation
import SourceDiagnostics
import TOML

/// `carousel-bench spec [--items N] [--configs DIR]`: spec compile times.
///
/// Writes a valid spec with N `[[carousel.items]]` (default 100,000) to /tmp, compiles it in-process
/// three times and prints the median, then the time to compile every spec in Configs/ (median of 3).
/// `--once FILE` compiles one file once (for peak-memory measurements).
enum SpecBench {
    static func run(_ arguments: [String]) {
        if let file = value(after: "--parse-once", in: arguments) {
            guard let bytes = FileManager.default.contents(atPath: file) else {
                print("spec: cannot read \(file)")
                return
            }
            let result = TOMLDocumentParser.parse(SourceFile(path: file, bytes: [UInt8](bytes)))
            print("spec: parsed \(file) once, \(result.root.entries.count) top-level entries")
            return
        }
        if let file = value(after: "--once", in: arguments) {
            // One compile and nothing else, for measuring peak RSS with /usr/bin/time.
            let start = DispatchTime.now().uptimeNanoseconds
            let compilation = try? SpecLoader.disk().compile(path: file)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            print(
                String(
                    format: "spec: compiled %@ once in %.1f ms, %d diagnostics", file, elapsed,
                    compilation?.diagnostics.count ?? -1))
            return
        }
        let itemCount = value(after: "--items", in: arguments).flatMap(Int.init) ?? 100_000
        let configs = value(after: "--configs", in: arguments) ?? "Configs"
        let path = NSTemporaryDirectory() + "carousel-bench-\(itemCount)-items.carousel.toml"
        let text = bigSpec(items: itemCount)
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            print("spec: cannot write \(path)")
            return
        }
        let bytes = Array(text.utf8)
        var diagnostics = 0
        var bigCPU = 0.0
        let big = median(runs: 3, cpuTime: &bigCPU) {
            let compilation = SpecLoader.disk().compile(
                SourceFile(path: path, bytes: bytes), baseDirectory: NSTemporaryDirectory())
            diagnostics = compilation.diagnostics.count
        }
        var parseCPU = 0.0
        let parse = median(runs: 3, cpuTime: &parseCPU) {
            _ = TOMLDocumentParser.parse(SourceFile(path: path, bytes: bytes))
        }
        print(
            String(
                format:
                    "spec: %d items (%.1f MB, %@), median of 3: compile %.1f ms wall / %.1f ms CPU; TOML parse alone %.1f ms wall / %.1f ms CPU; %d diagnostics",
                itemCount, Double(bytes.count) / 1_000_000, path, big * 1000, bigCPU * 1000, parse * 1000,
                parseCPU * 1000, diagnostics))

        let files = ((try? FileManager.default.contentsOfDirectory(atPath: configs)) ?? [])
            .filter { $0.hasSuffix(".toml") }.sorted().map { configs + "/" + $0 }
        guard !files.isEmpty else {
            print("spec: no specs in \(configs)/ (run from the repository root or pass --configs DIR)")
            return
        }
        var configDiagnostics = 0
        var allCPU = 0.0
        let all = median(runs: 3, cpuTime: &allCPU) {
            configDiagnostics = 0
            for file in files {
                configDiagnostics += (try? SpecLoader.disk().compile(path: file))?.diagnostics.count ?? 1
            }
        }
        print(
            String(
                format: "spec: %d files in %@/, median of 3: compile all %.2f ms wall / %.2f ms CPU; %d diagnostics",
                files.count, configs, all * 1000, allCPU * 1000, configDiagnostics))
    }

    /// A valid spec: one paging carousel with `items` items, each with an id, title, subtitle and color.
    static func bigSpec(items: Int) -> String {
        var text = "#:schema ../schema/carousel.schema.json\nversion = 1\n\n[window]\ntitle = \"Big\"\n\n"
        text +=
            "[[carousel]]\nid = \"big\"\nkind = \"paging\"\ninfinite = true\n\n[carousel.auto]\ninterval = \"3s\"\n\n"
        text.reserveCapacity(items * 90)
        let colors = ["blue", "#FF9500", "#34C759FF", "indigo"]
        for index in 0..<items {
            text += "[[carousel.items]]\nid = \"item-\(index)\"\ntitle = \"Item \(index + 1)\"\n"
            text += "subtitle = \"Row \(index / 10)\"\ncolor = \"\(colors[index % colors.count])\"\n"
        }
        return text
    }

    /// Median wall-clock seconds of `runs` runs; `cpuTime` gets the median CPU seconds (user + system),
    /// which stays meaningful when other processes compete for the cores.
    static func median(runs: Int, cpuTime: UnsafeMutablePointer<Double>? = nil, _ body: () -> Void) -> Double {
        var times: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
            let cpuStart = processCPUSeconds()
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            cpu.append(processCPUSeconds() - cpuStart)
        }
        cpuTime?.pointee = cpu.sorted()[runs / 2]
        return times.sorted()[runs / 2]
    }

    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
