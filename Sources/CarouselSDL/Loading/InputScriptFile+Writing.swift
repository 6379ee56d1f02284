extension InputScriptFile {
    /// The script as JSON text in the shared input-script format (what `demo --record` writes).
    public func json() -> String { engineScript.json() }
}
