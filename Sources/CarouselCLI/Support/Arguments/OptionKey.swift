/// A command's option as a typed key: its declaration and the type its value is read as.
///
/// A command declares each option once, as a static key (`static let strict = Option.flag(...)`),
/// lists the keys' declarations in its ``CommandSpec`` and reads the parsed value through the same
/// key: `parsed[CheckCommand.strict]` is a `Bool`, `parsed[CheckCommand.jobs]` an `Int?`. A
/// misspelt key does not compile; the string names live only in the declarations.
struct OptionKey<Value>: Sendable {
    /// The declaration: spellings, kind, default and help.
    let spec: OptionSpec
    /// The value from what the parser recorded under the canonical name: the checked value, if
    /// any, and whether the option was given alone (a flag, or an optional value without `=`).
    let read: @Sendable (_ value: OptionValue?, _ alone: Bool) -> Value

    /// The same option read as another type (a raw word as an enumeration, a default filled in).
    func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> OptionKey<Other> {
        let read = self.read
        return OptionKey<Other>(spec: spec) { value, alone in transform(read(value, alone)) }
    }
}

/// What an option with an optional value was given as: `--focus` alone, or `--focus=ID`.
enum OptionalArgument: Sendable, Equatable {
    /// The option without a value.
    case alone
    /// The option with the value after `=`.
    case value(String)
}
