import CarouselEngine

extension SpecBuilder {
    /// The carousel's `image-fit` and `image-position` (the defaults when absent).
    static func imageFitting(ofCarousel carousel: borrowing SpecTable) -> ImageFitting {
        typealias Keys = SpecSchema.CarouselKeys
        let position = carousel[Keys.imagePosition]
        return ImageFitting(
            fit: ImageFit(rawValue: carousel[Keys.imageFit]) ?? ImageFitting.standard.fit,
            x: position.count == 2 ? position[0] : ImageFitting.standard.x,
            y: position.count == 2 ? position[1] : ImageFitting.standard.y)
    }

    /// An item's own `image-fit` and `image-position` over the carousel's `fitting`.
    static func imageFitting(_ item: borrowing SpecTable, over fitting: ImageFitting) -> ImageFitting {
        typealias Slot = SpecSchema.ItemSlots
        var result = fitting
        if let fit = item.string(slot: Slot.imageFit).flatMap(ImageFit.init(rawValue:)) { result.fit = fit }
        if case .numbers(let position)? = item[slot: Slot.imagePosition], position.count == 2 {
            result = ImageFitting(fit: result.fit, x: position[0], y: position[1])
        }
        return result
    }
}
