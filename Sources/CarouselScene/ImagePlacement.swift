import CarouselEngine
import CarouselSpec

/// Where a card's image lands in its box (`image-fit`, `image-position`; CSS `object-fit` and
/// `object-position`): the one place every backend takes the image's rectangles from.
///
/// - `cover`: scaled by the larger of the two ratios, so the image covers the box; the overflow
///   is cut off, `position` choosing which part shows (0.5: the middle).
/// - `contain`: scaled by the smaller ratio, so the whole image shows inside the box; the room
///   left over (letterboxing) is split by `position` (0: all of it after the image).
/// - `fill`: stretched to the box.
///
/// Generic over the floating-point type so a renderer working in `Float` pixels gets the same
/// numbers its own arithmetic would.
public struct ImagePlacement<F: BinaryFloatingPoint>: Sendable, Equatable where F: Sendable {
    /// Where the whole image lands (with `cover` it reaches past the box).
    public var mapping: (x: F, y: F, width: F, height: F)
    /// The part of the box the image shows in: `mapping` cut to the box.
    public var visible: (x: F, y: F, width: F, height: F)
    /// The part of the image (in its own pixels) shown in `visible`.
    public var source: (x: F, y: F, width: F, height: F)
    /// Whether the image covers the whole box (always with `cover` and `fill`).
    public var coversBox: Bool

    /// Places an image of `imageWidth` x `imageHeight` pixels in the box at `x`, `y` of
    /// `width` x `height`. An empty image or box gives an empty placement at the box's origin.
    public init(
        imageWidth: F, imageHeight: F, inBoxAt x: F, _ y: F, width: F, height: F, fitting: ImageFitting
    ) {
        let px = F(fitting.x), py = F(fitting.y)
        var mapping = (x: x, y: y, width: width, height: height)
        let imageAspect = imageWidth / max(1, imageHeight)
        let boxAspect = width / max(1, height)
        switch fitting.fit {
        case .fill:
            break
        case .cover:
            if imageAspect > boxAspect {
                mapping.width = height * imageAspect
                mapping.x = x - (mapping.width - width) * px
            } else {
                mapping.height = width / imageAspect
                mapping.y = y - (mapping.height - height) * py
            }
        case .contain:
            if imageAspect > boxAspect {
                mapping.height = width / imageAspect
                mapping.y = y + (height - mapping.height) * py
            } else {
                mapping.width = height * imageAspect
                mapping.x = x + (width - mapping.width) * px
            }
        }
        self.mapping = mapping
        let left = max(x, mapping.x), top = max(y, mapping.y)
        let right = min(x + width, mapping.x + mapping.width), bottom = min(y + height, mapping.y + mapping.height)
        visible = (x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        let scaleX = mapping.width > 0 ? imageWidth / mapping.width : 0
        let scaleY = mapping.height > 0 ? imageHeight / mapping.height : 0
        source = (
            x: (left - mapping.x) * scaleX, y: (top - mapping.y) * scaleY, width: visible.width * scaleX,
            height: visible.height * scaleY
        )
        coversBox = fitting.fit != .contain || (visible.width >= width && visible.height >= height)
    }

    /// Whether two placements have the same rectangles (tuples compare element by element).
    public static func == (a: Self, b: Self) -> Bool {
        a.mapping == b.mapping && a.visible == b.visible && a.source == b.source && a.coversBox == b.coversBox
    }
}

extension ImagePlacement where F == Double {
    /// Places an image of `imageSize` pixels in `box` (points).
    public init(image imageSize: Size, in box: Rect, fitting: ImageFitting) {
        self.init(
            imageWidth: imageSize.width, imageHeight: imageSize.height, inBoxAt: box.x, box.y, width: box.width,
            height: box.height, fitting: fitting)
    }

    /// `mapping` as a rectangle.
    public var mappingRect: Rect { Rect(x: mapping.x, y: mapping.y, width: mapping.width, height: mapping.height) }
    /// `visible` as a rectangle.
    public var visibleRect: Rect { Rect(x: visible.x, y: visible.y, width: visible.width, height: visible.height) }
    /// `source` as a rectangle, in image pixels.
    public var sourceRect: Rect { Rect(x: source.x, y: source.y, width: source.width, height: source.height) }
}
