import SourceDiagnostics

extension DiagnosticCode {
    /// True for the codes only `carousel check --render` reports: the render pass plays the spec
    /// through the engine and the scene and measures text with the fonts, which plain `check`
    /// does not (it needs neither SDL nor fonts).
    public var isRenderPass: Bool {
        switch self {
        case .textCut, .cutOff, .textOutsideCard, .labelShowsThrough: return true
        default: return false
        }
    }
}
