extension DiagnosticCode {
    /// A carousel of items from the CSV file of the examples folder (Configs/data/).
    static func sourceSpec(_ source: String, items: String = "") -> String {
        spec("", items: items + "[carousel.source]\n" + source + "\n")
    }

    /// The examples' good CSV source (Configs/data/headlines.csv).
    static let goodCSVSource = "csv = \"data/headlines.csv\""
}
