import CarouselEngine
import CarouselSpec
import Testing

@testable import CarouselSDL

extension SDLTests {
    /// What the window tells the accessibility bus (issue 26): names, descriptions, selection,
    /// focus, and a bounded window of item objects.
    @Suite struct AccessibleWindowTests {
        static func frame(selection: Int, focused: Bool, itemCount: Int) -> CarouselFrame {
            var frame = Fixtures.frame(cards: [], itemCount: itemCount, focused: focused)
            frame.selection = selection
            return frame
        }

        @Test func namesTheListByItsLabelAndItsItemsByAltElseTitle() throws {
            var lighthouse = Fixtures.item("Lighthouse", Fixtures.red)
            lighthouse.alt = "A white lighthouse at dusk"
            let spec = Fixtures.spec(items: [Fixtures.item("Harbour", Fixtures.blue), lighthouse])
            let window = AccessibleWindow(spec: spec, frames: [Self.frame(selection: 1, focused: true, itemCount: 2)])
            #expect(window.title == "t")
            let list = try #require(window.lists.first)
            #expect(list.name == "Featured")
            #expect(list.description == "paging carousel, 2 items")
            #expect(list.focused == true)
            #expect(list.selected == 1)
            #expect(
                list.items == [
                    AccessibleItem(index: 0, name: "Harbour", description: "Item 1 of 2"),
                    AccessibleItem(index: 1, name: "A white lighthouse at dusk", description: "Item 2 of 2"),
                ])
            // The item's words are the announce line's, from the same place.
            #expect(spec.carousels[0].announcement(for: 1) == "Item 2 of 2: A white lighthouse at dusk")
        }

        @Test func tenMillionItemsHaveABoundedWindowAroundTheSelection() {
            var spec = Fixtures.spec(items: [])
            spec.carousels[0].items = .generated(
                GeneratedItems(count: 10_000_000, titleTemplate: TitleTemplate("Card {n}"), palette: [Fixtures.red]))
            let window = AccessibleWindow(
                spec: spec, frames: [Self.frame(selection: 5_000_000, focused: false, itemCount: 10_000_000)])
            let list = window.lists[0]
            let radius = AccessibleWindow.itemRadius
            #expect(list.description == "paging carousel, 10000000 items")
            #expect(list.items.map(\.index) == Array(5_000_000 - radius...5_000_000 + radius))
            #expect(list.items[radius].name == "Card 5000001")
            #expect(list.items[radius].description == "Item 5000001 of 10000000")
            #expect(list.focused == false)
        }

        @Test func theWindowIsClampedAtTheEndsAndEmptyWithoutItems() {
            let items = (1...3).map { Fixtures.item("Item \($0)", Fixtures.red) }
            let atEnd = AccessibleWindow(
                spec: Fixtures.spec(items: items), frames: [Self.frame(selection: 2, focused: false, itemCount: 3)])
            #expect(atEnd.lists[0].items.map(\.index) == [0, 1, 2])
            let empty = AccessibleWindow(
                spec: Fixtures.spec(items: []), frames: [Self.frame(selection: 0, focused: false, itemCount: 0)])
            #expect(empty.lists[0].items.isEmpty)
            #expect(empty.lists[0].selected == nil)
            #expect(empty.lists[0].description == "paging carousel, 0 items")
            let singular = AccessibleWindow(
                spec: Fixtures.spec(items: [items[0]]), frames: [Self.frame(selection: 0, focused: false, itemCount: 1)]
            )
            #expect(singular.lists[0].description == "paging carousel, 1 item")
        }

        @Test func aCarouselWithoutAFrameIsLeftOut() {
            let window = AccessibleWindow(spec: Fixtures.spec(items: [Fixtures.item("A", Fixtures.red)]), frames: [])
            #expect(window.lists.isEmpty)
        }
    }
}
