import CarouselTestSupport
import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// `SpecTable.Slots` reads and writes like one slot per field, holding only the slots set.
@Suite struct SpecTableSlotsTests {
    /// Random writes, checked against a plain array of slots after each one (fixed seed).
    @Test func readsAndWritesLikeAnArrayOfSlots() {
        var random = SplitMix64(seed: 21)
        for count in [1, 14, 64] {
            var slots = SpecTable.Slots(count: count)
            var array = [SpecTable.Slot](repeating: SpecTable.Slot(), count: count)
            for step in 0..<400 {
                let position = Int(random.next() % UInt64(count))
                switch random.next() % 4 {
                case 0:
                    slots[position].value = .integer(step)
                    array[position].value = .integer(step)
                case 1:
                    let span = SourceSpan(start: step, end: step + 3)
                    slots[position].keySpan = span
                    array[position].keySpan = span
                case 2:
                    slots[position] = SpecTable.Slot()
                    array[position] = SpecTable.Slot()
                default:
                    let slot = SpecTable.Slot(value: .string("\(step)"), valueSpan: SourceSpan(start: 1, end: 2))
                    slots[position] = slot
                    array[position] = slot
                }
                #expect(slots.count == count)
                #expect(Array(slots) == array, "count \(count), step \(step)")
                #expect(slots.map(\.valueSpan) == array.map(\.valueSpan))
            }
        }
    }

    @Test func equalSlotsAreEqualHoweverTheyWereWritten() {
        var written = SpecTable.Slots(count: 5)
        written[3].value = .boolean(true)
        written[1].value = .integer(2)
        var other = SpecTable.Slots(count: 5, capacity: 5)
        other[1].value = .integer(2)
        other[3].value = .boolean(true)
        other[4].value = nil
        #expect(written == other)
        #expect(written.hashValue == other.hashValue)
        other[4].value = .integer(0)
        #expect(written != other)
    }

    /// Inherited label keys: a slot with no value takes the shared one; a written value stays,
    /// and a written key whose value was rejected takes the shared value but keeps its spans.
    @Test func inheritingGivesTheSharedValueToSlotsWithout() {
        let shared = SpecTable.Slots.Shared([(slot: 4, value: .integer(40)), (slot: 1, value: .integer(10))])
        var slots = SpecTable.Slots(count: 6)
        slots[1].value = .integer(1)
        let rejected = SpecTable.Slot(value: nil, keySpan: SourceSpan(start: 5, end: 9))
        slots[4] = rejected
        var again = slots
        slots.inherit(shared)
        #expect(slots[1].value == .integer(1))
        #expect(slots[4].value == .integer(40))
        #expect(slots[4].keySpan == SourceSpan(start: 5, end: 9))
        #expect(slots[0] == SpecTable.Slot() && slots[5] == SpecTable.Slot())
        // Inheriting twice, and writing over an inherited slot, change only that table.
        again.inherit(shared)
        again.inherit(SpecTable.Slots.Shared([(slot: 0, value: .integer(7))]))
        #expect(again[0].value == .integer(7))
        slots[4].value = .integer(5)
        #expect(slots[4].value == .integer(5))
        #expect(again[4].value == .integer(40))
    }

    /// An item of a big spec (two keys written, id and text color filled) holds four slots, not
    /// fourteen (docs/limits.md, Memory).
    @Test func anItemHoldsOnlyTheSlotsSet() {
        var table = SpecTable(
            descriptor: SpecSchema.item, path: "carousel[0].items", index: 0, span: .point(0), isWritten: true,
            capacity: 4)
        for slot in [SpecSchema.ItemSlots.title, SpecSchema.ItemSlots.color] {
            table.slots[slot] = SpecTable.Slot(value: .string("x"), keySpan: SourceSpan(start: 0, end: 1))
        }
        table[slot: SpecSchema.ItemSlots.id] = .string("1")
        table[slot: SpecSchema.ItemSlots.subtitle] = nil
        #expect(table.slots.count == SpecSchema.item.fields.count)
        #expect(table.slots.filter { !$0.isEmpty }.count == 3)
        #expect(table.slots.storedCount == 3)
    }
}
