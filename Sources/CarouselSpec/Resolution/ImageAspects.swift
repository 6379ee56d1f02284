import CarouselEngine

/// The aspect ratios of the pictures of `per-view = "auto"` carousels, read from their headers
/// before resolution (resolution itself never touches files).
enum ImageAspects {
    /// Width over height of every picture an item of a `per-view = "auto"` paging carousel shows
    /// without its own `length`, by resolved path; each distinct path is read once. A picture
    /// whose size cannot be read is left out (E0336 reports it).
    static func measure(_ document: borrowing SpecTable, files: ReferencedFiles) -> [String: Double] {
        var aspects: [String: Double] = [:]
        var unreadable = Set<String>()
        for carousel in document[SpecSchema.RootKeys.carousels] ?? [] {
            let kind = CarouselKind(rawValue: carousel[SpecSchema.CarouselKeys.kind]) ?? .paging
            guard ItemLengthResolver.isAuto(carousel, kind: kind) else { continue }
            (carousel[SpecSchema.CarouselKeys.items] ?? []).forEachInPlace { _, item in
                guard item[slot: SpecSchema.ItemSlots.length] == nil,
                    case .path(let path)? = item[slot: SpecSchema.ItemSlots.image],
                    aspects[path] == nil, !unreadable.contains(path)
                else { return }
                if let size = FileSignature.imageSize(path, in: files.fileSystem) {
                    aspects[path] = Double(size.width) / Double(size.height)
                } else {
                    unreadable.insert(path)
                }
            }
        }
        return aspects
    }
}
