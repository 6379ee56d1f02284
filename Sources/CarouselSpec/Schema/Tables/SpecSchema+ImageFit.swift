import CarouselEngine

extension SpecSchema {
    /// The image keys of a carousel and of an item (`image-fit`, `image-position`); an item's
    /// default is `inherited` (the carousel's value), the carousel's the CSS defaults.
    static func imageFitFields(inherited: FieldDefault?) -> [FieldDescriptor] {
        let standard = ImageFitting.standard
        return [
            FieldDescriptor(
                "image-fit", .enumeration(ImageFit.allCases.map(\.rawValue)),
                default: inherited ?? .value(.string(standard.fit.rawValue)),
                doc: "How an image fills its card: cover (cropped to the card), contain (whole, "
                    + "letterboxed over the card's colour) or fill (stretched), as CSS `object-fit`."),
            FieldDescriptor(
                "image-position", .numberTuple(names: ["x", "y"], bounds: [.range(0, 1), .range(0, 1)]),
                default: inherited ?? .value(.numbers([standard.x, standard.y])),
                doc: "Where the image sits in the room it leaves or overflows: [x, y], each 0 (left, top) "
                    + "to 1 (right, bottom), as CSS `object-position`."),
        ]
    }

    /// What an item's image key takes when the item does not write it.
    static let inheritedImage = FieldDefault.computed("the carousel's value")
}
