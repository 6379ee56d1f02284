import CarouselSpec

/// Which items the text proof lays out: every written item, and every generated item up to
/// ``TextProof/exhaustiveLimit``; past it, one family of representatives, so that proving
/// 10,000,000 generated items costs what proving a few dozen does.
///
/// Generated titles differ only in their numbers (`{n}`, `{i}`), and the bundled fonts, like most
/// interface fonts, draw every digit with one advance: two titles whose numbers have the same
/// number of digits are equally wide. The representatives are the first and the last item and,
/// at each power of ten, the items on both sides of the step where `{n}` or `{i}` gains a digit:
/// the widest title of every length is among them.
extension TextProof {
    /// Generated carousels with more items than this are proved by representatives.
    public static let exhaustiveLimit = 10_000

    /// The item indices to prove in `items`, in order; nil means every item.
    static func representatives(of items: ResolvedItems) -> [Int]? {
        guard case .generated(let generated) = items, generated.count > exhaustiveLimit else { return nil }
        let count = generated.count
        var chosen: Set<Int> = [0, count - 1]
        var power = 10
        while power <= count {
            for index in (power - 2)...power where index >= 0 && index < count { chosen.insert(index) }
            guard power <= Int.max / 10 else { break }
            power *= 10
        }
        return chosen.sorted()
    }
}
