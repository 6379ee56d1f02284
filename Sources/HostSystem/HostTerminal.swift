import CHostSystem

/// What the terminal an output goes to looks like.
public enum HostTerminal {
    /// The number of columns of the terminal open on `descriptor`, or nil when it is not a
    /// terminal (a pipe, a file) or reports no width.
    public static func columns(of descriptor: Int32) -> Int? {
        let columns = Int(carousel_terminal_columns(descriptor))
        return columns > 0 ? columns : nil
    }
}
