/// Why a carousel id cannot be renamed (the cursor is not on one, or the new id is not valid):
/// the language server answers the rename request with this reason as its error.
public struct RenameRefusal: Error, Sendable, Hashable {
    /// What is wrong and what to do instead, in one sentence for the user.
    public var reason: String

    /// A refusal saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }
}
