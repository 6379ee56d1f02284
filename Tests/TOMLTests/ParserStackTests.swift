#if canImport(Glibc)
    import Glibc
#endif
import SourceDiagnostics
import Testing
@testable import TOML

/// Deep nesting fits on thread stacks much smaller than the usual 8 MiB. The sizes are for
/// debug builds, whose stack frames are about five times those of release builds.
@Suite("Parser stack use")
struct ParserStackTests {
    /// Runs `body` on a new thread with a stack of `bytes` bytes and waits for it.
    static func onThread(stack bytes: Int, _ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, bytes)
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, box)
        precondition(status == 0)
        pthread_join(thread, nil)
        pthread_attr_destroy(&attributes)
    }

    /// Nested arrays, inline tables and a dotted key, each `depth` levels deep: true when all
    /// parse without error and encode to JSON.
    static func parseDeep(_ depth: Int) -> Bool {
        let arrays = "a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let tables = "a = " + String(repeating: "{b = ", count: depth) + "1" + String(repeating: "}", count: depth)
        let dotted = Array(repeating: "k", count: depth).joined(separator: ".") + " = 1"
        return [arrays, tables, dotted].allSatisfy { text in
            let result = TOMLDocumentParser.parse(SourceFile(path: "deep.toml", text: text), maxDepth: depth)
            return result.isValid && !TOMLTaggedJSON.encode(result.root).isEmpty
        }
    }

    /// Carries a result out of the thread (pthread_join orders the write before the read).
    final class Flag: @unchecked Sendable {
        var value = false
    }

    @Test("the default depth (256) parses and encodes on a 1024 KiB thread stack")
    func defaultDepth() {
        let flag = Flag()
        Self.onThread(stack: 1024 * 1024) { flag.value = Self.parseDeep(256) }
        #expect(flag.value)
    }

    @Test("the depth ceiling (1024) parses and encodes on a 4096 KiB thread stack")
    func ceilingDepth() {
        let flag = Flag()
        Self.onThread(stack: 4096 * 1024) { flag.value = Self.parseDeep(TOMLDocumentParser.depthCeiling) }
        #expect(flag.value)
    }
}
