/// The other files a checked spec read, as absolute paths: what `check --watch` follows.
struct SpecReferences: Sendable {
    /// The files the spec extends (read or looked for), nearest first.
    var bases: [String] = []
    /// The files and folders its item sources read (`[carousel.source]` csv, json, files).
    var sources: [String] = []
}
