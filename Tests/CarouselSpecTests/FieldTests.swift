import CarouselEngine
import Testing
@testable import CarouselSpec

/// Typed keys (`SpecSchema.…Keys`) and defaults that come only from the descriptors.
@Suite struct FieldTests {
    /// The constant default of `key` in `table`, read generically from the descriptor.
    static func constant(_ table: TableDescriptor, _ key: String) -> Double? {
        table.field(key)?.defaultValue.constant?.double
    }

    @Test func typedKeysReadWrittenAndFilledValues() throws {
        let compilation = SpecFixtures.compile(
            SpecFixtures.carousel("[carousel.snap]\nstiffness = 420\n[[carousel.items]]\ntitle = \"One\"\n"))
        let carousel = try #require(compilation.resolution?.carousels.first)
        let snap = try #require(carousel.table[SpecSchema.CarouselKeys.snap])
        #expect(snap[SpecSchema.SnapKeys.stiffness] == 420)
        #expect(snap.isWritten(SpecSchema.SnapKeys.stiffness))
        #expect(snap[SpecSchema.SnapKeys.damping] == Self.constant(SpecSchema.snap, "damping"))
        #expect(!snap.isWritten(SpecSchema.SnapKeys.damping))
        #expect(snap.path(of: SpecSchema.SnapKeys.stiffness) == "carousel[0].snap.stiffness")
        #expect(carousel.table[SpecSchema.CarouselKeys.id] == "main")
    }

    @Test func perKindDefaultsComeFromTheDescriptor() {
        let key = SpecSchema.SnapKeys.animation
        #expect(key.defaultValue(for: .paging) == "spring")
        #expect(key.defaultValue(for: .stack) == "ease-out")
        #expect(SpecSchema.SnapKeys.maxFlickPages.defaultValue(for: .stack) == 5)
    }

    @Test func builderFallbacksAreTheDescriptorDefaults() {
        let insets = SpecBuilder.insets(SpecBuilder.filledDefault(SpecSchema.insets, kind: .paging))
        #expect(insets.top == Self.constant(SpecSchema.insets, "top"))
        #expect(insets.leading == Self.constant(SpecSchema.insets, "leading"))
        #expect(insets.bottom == Self.constant(SpecSchema.insets, "bottom"))
        #expect(insets.trailing == Self.constant(SpecSchema.insets, "trailing"))
        let focus = SpecBuilder.focus(SpecBuilder.filledDefault(SpecSchema.focus, kind: .focus))
        #expect(focus.itemSize.width == Self.constant(SpecSchema.itemSize, "width"))
        #expect(focus.itemSize.height == Self.constant(SpecSchema.itemSize, "height"))
    }

    @Test func windowDefaultsComeFromTheDescriptor() throws {
        let spec = try #require(
            SpecFixtures.compile(SpecFixtures.carousel("[[carousel.items]]\ntitle = \"One\"\n")).spec)
        guard case .integers(let size)? = SpecSchema.window.field("size")?.defaultValue.constant,
            case .color(let background)? = SpecSchema.window.field("background")?.defaultValue.constant
        else {
            Issue.record("the window descriptor lost its size or background default")
            return
        }
        #expect(spec.window.size == Size(width: Double(size[0]), height: Double(size[1])))
        #expect(spec.window.background == background)
    }

    @Test func generatedTitlesDefaultToTheDescriptorTemplate() throws {
        let spec = try #require(
            SpecFixtures.compile(SpecFixtures.carousel("[carousel.generate]\ncount = 3\n")).spec)
        guard case .generated(let generated) = spec.carousels[0].items,
            case .string(let declared)? = SpecSchema.generate.field("title")?.defaultValue.constant
        else {
            Issue.record("expected generated items and a constant title default")
            return
        }
        #expect(generated.titleTemplate == TitleTemplate(declared))
    }

    @Test func onlyFrameAndPageSizeAreValueTables() {
        var found: [String] = []
        var queue = [SpecSchema.root]
        var seen: Set<String> = []
        while let table = queue.popLast() {
            guard seen.insert(table.name).inserted else { continue }
            for field in table.fields {
                if field.isValueTable { found.append(field.key) }
                if let nested = field.nestedTable { queue.append(nested) }
            }
        }
        // `[[carousel.when]]` rules hold a copy of `page-size` (the same key, changed at a breakpoint).
        #expect(Set(found) == ["frame", "page-size"])
    }
}
