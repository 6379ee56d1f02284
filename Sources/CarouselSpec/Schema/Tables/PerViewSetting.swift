/// The value of `per-view`: a count of items per view, or `"auto"` (each item as long as its
/// content, Swiper's `slidesPerView: 'auto'`).
enum PerViewSetting: SpecFieldValue, Hashable {
    /// This many items per view (1..50; a fraction shows part of the next item).
    case count(Double)
    /// Each item's own length: its `length`, else its image's aspect ratio, else its label.
    case auto

    /// The name written for ``auto``.
    static let autoName = "auto"

    /// A number, or `"auto"`.
    init?(specValue value: SpecValue) {
        if case .string(Self.autoName) = value {
            self = .auto
        } else if let number = value.double {
            self = .count(number)
        } else {
            return nil
        }
    }

    /// The items per view the equal layout uses (1 under `"auto"`, whose lengths come from the items).
    var count: Double {
        switch self {
        case .count(let count): return count
        case .auto: return 1
        }
    }
}
