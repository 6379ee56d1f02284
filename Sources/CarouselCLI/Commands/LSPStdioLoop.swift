import CarouselLSP
import HostSystem
import JSON

#if canImport(Glibc)
    import Glibc
#endif

/// Reads framed messages from standard input, hands them to the server in batches (what arrived
/// together) and writes the answers, framed, to standard output.
struct LSPStdioLoop {
    let server: LanguageServer
    /// Runs after each batch's answers are written (frees what the batch no longer needs).
    var afterWrite: () -> Void = {}
    private static let chunkSize = 64 * 1024

    /// Runs until `exit` or the end of standard input; returns the exit code.
    func run() -> Int32 {
        // A client that goes away must not kill the server with SIGPIPE before it logs why.
        signal(SIGPIPE, SIG_IGN)
        var framing = MessageFraming()
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = Self.readSome(into: &chunk)
            if count <= 0 {
                if framing.hasPartialMessage { Terminal.error("carousel lsp: standard input ended inside a message") }
                return server.exitCode ?? 1
            }
            framing.append(chunk[0..<count])
            // Take in whatever else is already waiting, so a burst of edits is one batch.
            while framing.bufferedCount < MessageFraming.defaultMaximumBodyBytes, Self.moreIsWaiting() {
                let more = Self.readSome(into: &chunk)
                if more <= 0 { break }
                framing.append(chunk[0..<more])
            }
            var events: [MessageFraming.Event] = []
            while let event = framing.next() { events.append(event) }
            framing.releaseDrainedBuffer()
            for message in server.handle(events: consume events) {
                guard Self.writeAll(MessageWriter.frame(message)) else {
                    Terminal.error("carousel lsp: standard output is closed; stopping")
                    return 1
                }
            }
            afterWrite()
            if server.hasExited { return server.exitCode ?? 1 }
        }
    }

    private static func readSome(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count >= 0 || errno != EINTR { return count }
        }
    }

    private static func moreIsWaiting() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        HostFile.writeAll(bytes, to: 1) == 0
    }
}
