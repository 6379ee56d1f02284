/// The result of parsing: positional arguments and the options seen, read through the typed keys
/// the command declared (``OptionKey``): `parsed[CheckCommand.strict]`.
struct ParsedArguments: Sendable {
    /// Arguments that are not options, in order.
    var positionals: [String] = []
    /// Checked values of options with values, by canonical name; the last occurrence wins.
    private var checked: [String: OptionValue] = [:]
    /// Canonical names of the options given alone (flags, optional values without `=`).
    private var alone: Set<String> = []

    /// Records `value` for the option whose canonical name is `name` (the parser).
    mutating func record(_ value: OptionValue, for name: String) { checked[name] = value }

    /// Records the option whose canonical name is `name` as given alone (the parser).
    mutating func recordAlone(_ name: String) { alone.insert(name) }

    /// Whether the option was given at all (with a value or alone).
    func given(_ option: OptionSpec) -> Bool {
        checked[option.canonical] != nil || alone.contains(option.canonical)
    }

    /// The first of `options` that was given, in the order listed (nil: none was): the one a
    /// usage error names when options go only with another one, or not with it.
    func firstGiven(_ options: [OptionSpec]) -> OptionSpec? {
        options.first(where: given)
    }

    /// The value of `key` as its type reads it (a flag: whether it was given; a value: nil when not given).
    subscript<Value>(key: OptionKey<Value>) -> Value {
        key.read(checked[key.spec.canonical], alone.contains(key.spec.canonical))
    }
}
