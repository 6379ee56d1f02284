import CarouselEngine

/// Why a control line was refused, worded for its `control-error` answer.
public struct ControlLineProblem: Error, Sendable, Hashable {
    /// `column N: message`.
    public var message: String
}

/// One line of `demo --control` (a program driving a running window), read by
/// ``read(_:now:)``: a JSON object with one command member and, optionally, `"carousel": "ID"`
/// naming the carousel it is for (default: the focused one, which is the only one in a
/// one-carousel window). docs/demo.md, "Live control", lists the lines.
public struct ControlCommand: Sendable, Hashable {
    /// Which item `select` goes to.
    public enum Item: Sendable, Hashable {
        /// 0-based position.
        case index(Int)
        /// The item's `id`.
        case id(String)
    }

    /// What the line asks.
    public enum Action: Sendable, Hashable {
        /// `{"select": 3}` or `{"select": {"id": "dune"}}`.
        case select(Item)
        /// `{"next": true}`.
        case next
        /// `{"previous": true}`.
        case previous
        /// `{"pause": true}`: auto-scroll off.
        case pause
        /// `{"resume": true}`: auto-scroll on (the user's request: its changes are announced).
        case resume
        /// `{"reload": true}`: read the spec again now.
        case reload
        /// An input script event without `t` (`{"type": "key", "key": "right"}`).
        case input(TimedStep.Action)
    }

    /// The most bytes one line may have (64 KiB, its newline excluded); a longer line is
    /// answered with an error and skipped up to its newline.
    public static let maxLineBytes = 64 * 1024

    /// What to do.
    public var action: Action
    /// The carousel named by `"carousel"`, nil for the focused one.
    public var carousel: String?

    /// Creates a command.
    public init(_ action: Action, carousel: String? = nil) {
        self.action = action
        self.carousel = carousel
    }

    /// The command's name in answers (`select`, `next`, ..., or the input event's type).
    public var name: String {
        switch action {
        case .select: return "select"
        case .next: return "next"
        case .previous: return "previous"
        case .pause: return "pause"
        case .resume: return "resume"
        case .reload: return "reload"
        case .input(let input): return input.scriptEvent.type.rawValue
        }
    }
}
