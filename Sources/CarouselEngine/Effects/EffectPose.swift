/// Where an effect puts one page: its transform about the page's centre, its back-face rule and
/// its opacity (0: not drawn) and its shade.
struct EffectPose: Sendable, Hashable {
    var transform: Transform3D
    var backFace: BackFaceRule
    var opacity: Double = 1
    /// How much the face is darkened, 0...1 (the cube's `slide-shadows`).
    var shade: Double = 0
}
