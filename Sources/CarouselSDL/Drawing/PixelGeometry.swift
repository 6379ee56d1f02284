/// A rectangle in pixels with fractional edges (what SDL draws and copies into).
struct PixelRect: Equatable {
    var x: Float
    var y: Float
    var w: Float
    var h: Float

    init(x: Float, y: Float, w: Float, h: Float) {
        self.x = x; self.y = y; self.w = w; self.h = h
    }
}

/// A point in pixels, or a texture coordinate.
struct PixelPoint: Equatable {
    var x: Float
    var y: Float

    init(x: Float, y: Float) {
        self.x = x; self.y = y
    }
}

/// A rectangle of whole pixels (texture parts, clip rectangles).
struct PixelBox: Equatable {
    var x: Int32
    var y: Int32
    var w: Int32
    var h: Int32

    init(x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0) {
        self.x = x; self.y = y; self.w = w; self.h = h
    }

    /// The overlap of two boxes, nil when they do not overlap (as `SDL_IntersectRect`).
    func intersection(_ other: PixelBox) -> PixelBox? {
        guard w > 0, h > 0, other.w > 0, other.h > 0 else { return nil }
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + w, other.x + other.w), bottom = min(y + h, other.y + other.h)
        guard right > left, bottom > top else { return nil }
        return PixelBox(x: left, y: top, w: right - left, h: bottom - top)
    }
}

/// An 8-bit RGBA colour as SDL draws it.
struct PixelColor: Equatable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
}

/// One vertex of a triangle mesh: position in pixels, colour, texture coordinate.
struct MeshVertex: Equatable {
    var position: PixelPoint
    var color: PixelColor
    var texCoord: PixelPoint
}
