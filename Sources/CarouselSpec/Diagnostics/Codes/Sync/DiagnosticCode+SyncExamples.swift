import SourceDiagnostics

/// Spec builders shared by the examples of the Sync codes.
extension DiagnosticCode {
    /// A main carousel `photos` and a strip `thumbs` synced with `sync` (wrong or right), 3 items each
    /// unless `thumbItems` says otherwise.
    static func syncSpec(_ sync: String, main: String = "", strip: String = "", thumbItems: Int = 3) -> String {
        let item = "[[carousel.items]]\ntitle = \"Photo\"\n"
        return "[[carousel]]\nid = \"photos\"\n" + main + String(repeating: item, count: 3)
            + "[[carousel]]\nid = \"thumbs\"\nsync = \"\(sync)\"\nper-view = 3\n" + strip
            + String(repeating: item, count: thumbItems)
    }
}
