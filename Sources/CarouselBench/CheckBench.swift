#if canImport(Glibc)
    import Glibc
#endif
import CarouselDisk
import CarouselSpec
import FontDiscovery
import SourceDiagnostics
import TOML

/// `carousel-bench check`: the in-process check of one document, the cost a language server pays
/// per change (parse, read, resolve, rules; no process start, no printing).
///
/// `--write PATH [--items N]` only writes the realistic spec (default 10,000 items, about 1.5 MB)
/// that `make bench` times `carousel check` on against rtoml. Otherwise it checks Configs/showcase,
/// every Configs/ spec, and realistic specs of 10,000 and 100,000 items (written to .build/bench/)
/// `--runs N` times each (default 200 / 30 / 7) and prints p50 and p99 wall times, with the TOML
/// parse alone beside them. `--file PATH` checks that file instead.
enum CheckBench {
    static func run(_ arguments: [String]) {
        if let path = SpecBench.value(after: "--write", in: arguments) {
            let items = SpecBench.value(after: "--items", in: arguments).flatMap(Int.init) ?? 10_000
            if write(items: items, to: path) {
                print("check: wrote \(path) (\(items) items)")
            }
            return
        }
        let runs = SpecBench.value(after: "--runs", in: arguments).flatMap(Int.init)
        if let file = SpecBench.value(after: "--file", in: arguments) {
            measure(file, runs: runs ?? 30)
            return
        }
        measure("Configs/showcase.carousel.toml", runs: runs ?? 200)
        measureFolder("Configs", runs: runs ?? 200)
        for items in [10_000, 100_000] {
            let path = ".build/bench/check-\(items)-items.carousel.toml"
            guard write(items: items, to: path) else { return }
            measure(path, runs: runs ?? (items > 10_000 ? 7 : 30))
        }
    }

    /// The loader the CLI uses, on the disk, with this machine's fonts for the glyph check (W0420).
    static let loader = SpecLoader(
        fileSystem: DiskFileSystem(), workingDirectory: workingDirectory(),
        glyphCoverage: BenchGlyphCoverage.detected())

    /// Checks `path` `runs` times (after one warm-up check) and prints p50 / p99 of the check and
    /// of the TOML parse alone.
    static func measure(_ path: String, runs: Int) {
        guard let bytes = TOMLBench.readFile(path) else {
            print("check: cannot read \(path)")
            return
        }
        let file = SourceFile(path: path, bytes: bytes)
        let folder = PathName.folder(of: path)
        let warmUp = loader.compile(file, baseDirectory: folder)
        var checks: [Double] = []
        var checkCPU: [Double] = []
        var parses: [Double] = []
        var parseCPU: [Double] = []
        for _ in 0..<max(1, runs) {
            var start = TOMLBench.now(CLOCK_MONOTONIC)
            var cpuStart = TOMLBench.now(CLOCK_THREAD_CPUTIME_ID)
            _ = loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: folder)
            checks.append(TOMLBench.now(CLOCK_MONOTONIC) - start)
            checkCPU.append(TOMLBench.now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
            start = TOMLBench.now(CLOCK_MONOTONIC)
            cpuStart = TOMLBench.now(CLOCK_THREAD_CPUTIME_ID)
            _ = TOMLDocumentParser.parse(SourceFile(path: path, bytes: bytes))
            parses.append(TOMLBench.now(CLOCK_MONOTONIC) - start)
            parseCPU.append(TOMLBench.now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
        }
        // Thread CPU time stays meaningful when other processes compete for the cores.
        print(
            "check in-process: \(path) (\(megabytes(bytes.count)) MB, \(warmUp.diagnostics.count) diagnostics), "
                + "\(runs) runs: p50 \(milliseconds(percentile(checks, 0.5))) ms, "
                + "p99 \(milliseconds(percentile(checks, 0.99))) ms wall (CPU p50 "
                + "\(milliseconds(percentile(checkCPU, 0.5))) ms); TOML parse alone p50 "
                + "\(milliseconds(percentile(parses, 0.5))) ms wall "
                + "(CPU \(milliseconds(percentile(parseCPU, 0.5))) ms)")
    }

    /// Checks every spec of `folder` one after another, `runs` times; prints p50 / p99 of the
    /// slowest spec (the language server's worst Configs/-sized document).
    static func measureFolder(_ folder: String, runs: Int) {
        let names = listing(folder).filter { $0.hasSuffix(".toml") }.sorted()
        var slowest = (name: "", p50: 0.0, p99: 0.0)
        var coldest = (name: "", time: 0.0)
        for name in names {
            let path = folder + "/" + name
            guard let bytes = TOMLBench.readFile(path) else { continue }
            // The first check with fresh font caches: what a language server's first publication
            // of this document costs (a Japanese spec reads the character map of Noto CJK).
            let fresh = SpecLoader(
                fileSystem: DiskFileSystem(), workingDirectory: workingDirectory(),
                glyphCoverage: BenchGlyphCoverage.detected())
            let coldStart = TOMLBench.now(CLOCK_MONOTONIC)
            _ = fresh.compile(SourceFile(path: path, bytes: bytes), baseDirectory: folder)
            let cold = TOMLBench.now(CLOCK_MONOTONIC) - coldStart
            if cold > coldest.time { coldest = (name, cold) }
            _ = loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: folder)
            var times: [Double] = []
            for _ in 0..<max(1, runs) {
                let start = TOMLBench.now(CLOCK_MONOTONIC)
                _ = loader.compile(SourceFile(path: path, bytes: bytes), baseDirectory: folder)
                times.append(TOMLBench.now(CLOCK_MONOTONIC) - start)
            }
            let p50 = percentile(times, 0.5)
            if p50 > slowest.p50 { slowest = (name, p50, percentile(times, 0.99)) }
        }
        print(
            "check in-process: \(names.count) specs of \(folder)/, \(runs) runs each; slowest \(slowest.name): "
                + "p50 \(milliseconds(slowest.p50)) ms, p99 \(milliseconds(slowest.p99)) ms; slowest first check "
                + "(fresh font caches): \(coldest.name) \(milliseconds(coldest.time)) ms")
    }

    /// Writes the realistic spec of `items` items to `path`; false (after saying why) when it cannot.
    static func write(items: Int, to path: String) -> Bool {
        let folder = PathName.folder(of: path)
        let text = realisticSpec(items: items, repositoryFromSpec: relativeRoot(from: folder))
        if folder != "." { _ = system("mkdir -p '\(folder)'") }
        guard let handle = fopen(path, "wb") else {
            print("check: cannot write \(path)")
            return false
        }
        defer { fclose(handle) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, handle) == bytes.count else {
            print("check: cannot write \(path)")
            return false
        }
        return true
    }

    /// The path from `folder` (relative to the working folder, the repository root) back to the
    /// root, with a trailing slash: `../../` for `.build/bench`.
    static func relativeRoot(from folder: String) -> String {
        if folder.hasPrefix("/") { return workingDirectory() + "/" }
        let depth = folder.split(separator: "/").filter { $0 != "." }.count
        return String(repeating: "../", count: depth)
    }

    /// A valid spec of one paging carousel with `items` items, about 150 bytes each: an id, a title
    /// and a subtitle (with a middle dot, so the glyph check reads a font), a colour, a picture from
    /// Assets/images every fourth item and a text colour every tenth (one that contrasts with its card:
    /// the spec checks clean). Deterministic.
    static func realisticSpec(items: Int, repositoryFromSpec root: String) -> String {
        let words = [
            "Harbour", "lights", "at", "dusk", "Morning", "market", "on", "the", "river", "Old", "town", "walk",
            "Mountain", "trail", "Night", "train", "north", "coast", "Garden", "in", "bloom", "City", "skyline",
            "from", "above",
        ]
        let colors = ["blue", "#FF9500", "#34C759", "indigo", "#1C3D5A", "teal", "#C0392B", "mint"]
        // The text colour with at least 4.5:1 against each card colour (W0436, WCAG 1.4.3).
        let textColors = ["black", "black", "black", "white", "white", "black", "white", "black"]
        let images = ["sunrise.png", "ocean.jpg", "forest.png", "dusk.jpg"]
        var text = "#:schema \(root)schema/carousel.schema.json\n# Benchmark spec\nversion = 1\n\n"
        text += "[window]\ntitle = \"Check benchmark\"\nsize = [1280, 800]\nbackground = \"#101114\"\n\n"
        text += "[[carousel]]\nid = \"stories\"\ntitle = \"Stories\"\nkind = \"paging\"\ninfinite = true\n"
        text += "spacing = 16\npage-size = { width = 480, height = 320 }\ncorner-radius = 18\n\n"
        text += "[carousel.auto]\ninterval = \"4s\"\nresume-after = \"3s\"\n\n"
        text.reserveCapacity(items * 160)
        for index in 0..<items {
            let title = (0..<4).map { words[(index * 7 + $0 * 3) % words.count] }.joined(separator: " ")
            text += "[[carousel.items]]\nid = \"story-\(padded(index))\"\ntitle = \"\(title), part \(index + 1)\"\n"
            text += "subtitle = \"Section \(index / 100 + 1) · page \(index % 100 + 1) of 100\"\n"
            text += "color = \"\(colors[index % colors.count])\"\n"
            if index % 4 == 0 { text += "image = \"\(root)Assets/images/\(images[(index / 4) % images.count])\"\n" }
            if index % 10 == 3 { text += "text-color = \"\(textColors[index % colors.count])\"\n" }
            text += "\n"
        }
        return text
    }

    /// `index` with at least five digits.
    static func padded(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// The value below which `fraction` of `values` lie (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    static func milliseconds(_ seconds: Double) -> String { TOMLBench.format(seconds * 1000) }
    static func megabytes(_ count: Int) -> String { TOMLBench.format(Double(count) / 1e6) }

    static func workingDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    static func listing(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.baseAddress.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }
}

/// This machine's fonts for the glyph check, as the CLI asks them (the bundled fonts first).
struct BenchGlyphCoverage: GlyphCoverage {
    let index: FontCoverageIndex

    func canDraw(_ scalar: Unicode.Scalar, customFont: String?) -> Bool {
        index.canDraw(scalar, customFont: customFont)
    }

    /// Nil when the bundled fonts are not found (then the CLI skips the check too).
    static func detected() -> BenchGlyphCoverage? {
        let bundled = BundledFonts.files()
        return bundled.isEmpty ? nil : BenchGlyphCoverage(index: FontCoverageIndex(bundled: bundled))
    }
}
