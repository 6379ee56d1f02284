import Foundation
import Testing
@testable import CarouselSpec
import SourceDiagnostics
import TOML

/// A diagnostic is one file: its code string is written once in Sources/ (in the file that
/// declares it), and the registry lists (``DiagnosticCode/allCases``, ``TOMLErrorCode/allCases``)
/// name every declared code once (docs/recipes/add-a-diagnostic.md).
@Suite struct DiagnosticRegistryTests {
    /// Every Swift file under Sources/, as (path relative to the package root, text).
    static let sources: [(path: String, text: String)] = {
        let folder = SpecFixtures.packageRoot + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            else { continue }
            files.append(("Sources/" + relative, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The quoted code literals of `text` (`"E0201"`, `"W0413"`): a quote, E or W, four digits,
    /// a quote.
    static func codeLiterals(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var found: Set<String> = []
        var index = 0
        while index + 6 < bytes.count {
            let window = bytes[index..<(index + 7)]
            let isCode =
                window[index] == UInt8(ascii: "\"") && window[index + 6] == UInt8(ascii: "\"")
                && (window[index + 1] == UInt8(ascii: "E") || window[index + 1] == UInt8(ascii: "W"))
                && window[(index + 2)..<(index + 6)].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if isCode { found.insert(String(decoding: window[(index + 1)..<(index + 6)], as: UTF8.self)) }
            index += 1
        }
        return found
    }

    /// Code -> the files of Sources/ that write it as a string literal.
    static let literalFiles: [String: [String]] = {
        var files: [String: [String]] = [:]
        for file in sources {
            for code in codeLiterals(in: file.text) { files[code, default: []].append(file.path) }
        }
        return files
    }()

    @Test func theScannerFindsQuotedCodesOnly() {
        #expect(Self.codeLiterals(in: #"let a = DiagnosticCode("E0201", "t")"#) == ["E0201"])
        #expect(Self.codeLiterals(in: #"// E0201 and "W04" and "X0201" and "E02011""#).isEmpty)
        #expect(Self.sources.count > 100, "Sources/ not found from \(SpecFixtures.packageRoot)")
    }

    @Test func eachCodeStringIsWrittenInOneFileOfSources() {
        for (code, files) in Self.literalFiles.sorted(by: { $0.key < $1.key }) {
            #expect(files.count == 1, "\(code) is written in \(files.count) files: \(files)")
        }
    }

    @Test func eachCodeIsDeclaredInItsOwnFile() {
        var codesPerFile: [String: [String]] = [:]
        for (code, files) in Self.literalFiles {
            for file in files { codesPerFile[file, default: []].append(code) }
        }
        for (file, codes) in codesPerFile.sorted(by: { $0.key < $1.key }) {
            #expect(codes.count == 1, "\(file) declares \(codes.sorted())")
            #expect(file.contains("/Diagnostics/Codes/"), "\(file) writes a code outside Diagnostics/Codes/")
        }
    }

    /// A code declared in a file but missing from its registry list (or listed but declared
    /// nowhere) fails here.
    @Test func theRegistriesListEveryDeclaredCodeOnce() {
        let registered = TOMLErrorCode.allCases.map(\.rawValue) + DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(registered).count == registered.count, "a code is listed twice")
        #expect(Set(registered) == Set(Self.literalFiles.keys))
        #expect(Set(DiagnosticCatalog.all.map(\.code)) == Set(registered))
        #expect(TOMLErrorCode.allCases.map(\.rawValue) == TOMLErrorCode.allCases.map(\.rawValue).sorted())
        #expect(DiagnosticCode.allCases.map(\.rawValue) == DiagnosticCode.allCases.map(\.rawValue).sorted())
    }

    @Test(arguments: DiagnosticCatalog.all) func everyRegisteredCodeIsDocumented(entry: DiagnosticExplanation) {
        #expect(!entry.title.isEmpty, "\(entry.code) has no title")
        #expect(!entry.explanation.isEmpty, "\(entry.code) has no explanation")
        #expect(!entry.wrongExample.isEmpty && !entry.rightExample.isEmpty, "\(entry.code) lacks an example")
    }

    /// Every registered code is emitted: something outside its own file names it (a rule, the
    /// parser, the render pass, the lint config), or its file declares the rule that emits it
    /// (`rules:`). That each wrong example really produces its code is DiagnosticCatalogTests'
    /// (and RenderCatalogTests', LintCatalogTests') job.
    @Test func everyRegisteredCodeIsNamedOutsideItsDefinition() {
        // Member names written after a dot (`.syncCycle`, `DiagnosticCode.syncCycle`), by file.
        var named: [String: Set<String>] = [:]
        for file in Self.sources where !Self.registryFiles.contains(file.path) {
            for member in Self.dottedNames(in: file.text) { named[member, default: []].insert(file.path) }
        }
        for (code, files) in Self.literalFiles.sorted(by: { $0.key < $1.key }) {
            guard let file = files.first, let text = Self.sources.first(where: { $0.path == file })?.text,
                let name = Self.declaredName(in: text)
            else {
                Issue.record("\(code): no `public static let NAME =` in \(files)")
                continue
            }
            // The code's member, or a message factory of its file (`SpecMessages.syncKindUnsupported`).
            let names =
                [name]
                + text.components(separatedBy: "static func ").dropFirst().map {
                    String($0.prefix { $0.isLetter || $0.isNumber })
                }
            let emitters = names.reduce(into: Set<String>()) { $0.formUnion(named[$1] ?? []) }.subtracting([file])
            let ownRule = !(DiagnosticCode(rawValue: code)?.rules.isEmpty ?? true)
            #expect(!emitters.isEmpty || ownRule, "\(code) (\(name)) is registered but nothing emits it: \(file)")
        }
    }

    /// A rule lives in the file of the code it emits (its main code): no rule is declared outside
    /// `Diagnostics/Codes/` but the responsive pass's own (run by ResponsiveProofs, over a spec's
    /// `[[carousel.when]]` rules), and each code file that declares one registers it with its code.
    @Test func everyRuleIsDeclaredInACodeFile() {
        var declaring = 0
        for file in Self.sources {
            guard file.text.range(of: #"struct \w+: (Spec|Layout)Rule \{"#, options: .regularExpression) != nil
            else { continue }
            declaring += 1
            if file.path.hasPrefix("Sources/CarouselSpec/Responsive/") { continue }
            #expect(file.path.contains("/Diagnostics/Codes/"), "\(file.path) declares a rule outside a code file")
            #expect(file.text.contains("rules: ["), "\(file.path) declares a rule that its code does not register")
        }
        #expect(declaring > 1, "no rule found under Sources/")
    }

    /// The rules run are the registered ones, once each, in registry order.
    @Test func theRulesRunAreTheCodesRules() {
        let registered = DiagnosticCode.allCases.flatMap(\.rules).map { String(describing: type(of: $0)) }
        #expect(SpecRules.all.map { String(describing: type(of: $0)) } == registered)
        #expect(Set(registered).count == registered.count, "a rule is registered twice")
        #expect(!registered.isEmpty)
    }

    /// An ASCII letter, digit or underscore.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The identifiers that follow a `.` in `text`.
    static func dottedNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: ".") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            if end > index + 1 { names.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) }
            index = end
        }
        return names
    }

    /// The files that hold the registry lists.
    static let registryFiles: Set<String> = [
        "Sources/CarouselSpec/Diagnostics/DiagnosticCode+Registry.swift",
        "Sources/TOML/Diagnostics/TOMLErrorCode.swift",
    ]

    /// The member name a code file declares (`public static let syncCycle = ...`).
    static func declaredName(in text: String) -> String? {
        guard let range = text.range(of: "public static let ") else { return nil }
        let rest = text[range.upperBound...]
        return rest.prefix { $0.isLetter || $0.isNumber }.description
    }
}
