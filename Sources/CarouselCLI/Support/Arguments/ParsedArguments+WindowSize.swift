import CarouselEngine

extension ParsedArguments {
    /// `--size WxH` as a window size in points, or nil; for the commands that also run without
    /// the `Window` trait (`compile`, `simulate`).
    func windowPoints() -> Size? {
        size("--size").map { Size(width: Double($0.width), height: Double($0.height)) }
    }
}
