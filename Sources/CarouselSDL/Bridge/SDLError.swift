import CSDL2

/// A failed SDL, SDL_ttf or SDL_image call, with SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What we were trying to do, e.g. "create the window".
    public var operation: String
    /// The text of `SDL_GetError()` at the time of the failure.
    public var reason: String

    /// Creates an error from the current `SDL_GetError()` text.
    init(_ operation: String) {
        self.operation = operation
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        self.reason = text.isEmpty ? "unknown SDL error" : text
        SDL_ClearError()
    }

    /// Creates an error with an explicit reason (no SDL call failed).
    init(_ operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    /// "could not OPERATION: REASON".
    public var description: String { "could not \(operation): \(reason)" }

    /// Throws when an SDL status code (0 = success) reports a failure.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
        if status != 0 { throw SDLError(operation()) }
    }
}
