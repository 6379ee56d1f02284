import JSON

extension JSONValue {
    /// The text `compile` and `schema` print: two-space indentation with short arrays of scalars
    /// on one line when `pretty`, else one compact line.
    func text(pretty: Bool = true) -> String {
        text(pretty ? .pretty : .compact)
    }
}
