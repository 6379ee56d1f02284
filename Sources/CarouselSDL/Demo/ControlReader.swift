#if canImport(Glibc)
    import Glibc
#endif
import CarouselScript
import HostSystem

/// Reads the lines of `demo --control` on a thread of its own while the window runs, and wakes
/// the window's loop for each (``SDLBridge/wakeEventLoop()``). The loop takes them with
/// ``take()``. Standard input is read to its end; a FIFO is opened again after each writer
/// closes it, so one program after another can drive the window. Lines are counted from 1 over
/// the whole stream; a line longer than ``ControlCommand/maxLineBytes`` arrives as `tooLong`,
/// its bytes dropped up to its newline.
final class ControlReader: Sendable {
    /// Where the lines come from (the CLI checked a FIFO's owner and mode first).
    enum Source: Sendable, Hashable {
        case standardInput
        case fifo(String)
    }

    /// One line as read.
    struct Line: Sendable, Hashable {
        /// 1-based.
        var number: Int
        /// Without its newline (empty when `tooLong`).
        var bytes: [UInt8]
        var tooLong: Bool
        /// The source could not be opened or read: `bytes` holds the reason (UTF-8).
        var failure = false
    }

    private let source: Source
    private let queue = LockedValue<[Line]>([])

    init(source: Source) { self.source = source }

    /// Starts the reading thread; false when no thread could be started.
    func start() -> Bool {
        DetachedThread.startOnly { [self] in run() }
    }

    /// The lines read since the last call, in order.
    func take() -> [Line] {
        queue.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
    }

    private func deliver(_ line: Line) {
        queue.withLock { $0.append(line) }
        SDLBridge.wakeEventLoop()
    }

    private func run() {
        var splitter = Splitter()
        switch source {
        case .standardInput:
            read(descriptor: 0, into: &splitter)
        case .fifo(let path):
            while true {
                let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    let reason = String(cString: strerror(errno))
                    deliver(
                        Line(
                            number: splitter.number, bytes: Array("cannot open: \(reason)".utf8), tooLong: false,
                            failure: true))
                    return
                }
                read(descriptor: descriptor, into: &splitter)
                close(descriptor)
            }
        }
    }

    /// Reads `descriptor` to its end, delivering each complete line (and a last one without a newline).
    private func read(descriptor: Int32, into splitter: inout Splitter) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            for line in splitter.add(buffer[0..<count]) { deliver(line) }
        }
        if let last = splitter.finish() { deliver(last) }
    }

    /// Cuts a byte stream into lines of at most ``ControlCommand/maxLineBytes``; blank lines are skipped.
    struct Splitter {
        private var current: [UInt8] = []
        private var tooLong = false
        /// The number the next line gets.
        private(set) var number = 1

        mutating func add(_ bytes: ArraySlice<UInt8>) -> [Line] {
            var lines: [Line] = []
            for byte in bytes {
                if byte == 0x0A {
                    if let line = end() { lines.append(line) }
                } else if !tooLong {
                    current.append(byte)
                    if current.count > ControlCommand.maxLineBytes {
                        tooLong = true
                        current = []
                    }
                }
            }
            return lines
        }

        /// The last line when the stream ends without a newline.
        mutating func finish() -> Line? {
            current.isEmpty && !tooLong ? nil : end()
        }

        private mutating func end() -> Line? {
            defer {
                number += 1
                current = []
                tooLong = false
            }
            if !tooLong && current.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
            return Line(number: number, bytes: current, tooLong: tooLong)
        }
    }
}
