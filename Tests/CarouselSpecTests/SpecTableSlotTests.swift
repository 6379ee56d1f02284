import SourceDiagnostics
import Testing

@testable import CarouselSpec

/// A slot keeps its value and spans in 32 bytes (a 100,000-item spec holds 400,000 slots).
@Suite struct SpecTableSlotTests {
    @Test func aSlotIsThirtyTwoBytes() {
        #expect(MemoryLayout<SpecTable.Slot>.stride == 32)
    }

    @Test func spansComeBackAsStored() {
        let slot = SpecTable.Slot(
            value: .string("x"), keySpan: SourceSpan(start: 10, end: 15), valueSpan: SourceSpan(start: 18, end: 21))
        #expect(slot.keySpan == SourceSpan(start: 10, end: 15))
        #expect(slot.valueSpan == SourceSpan(start: 18, end: 21))
        let empty = SpecTable.Slot()
        #expect(empty.keySpan == nil && empty.valueSpan == nil)
        let keyOnly = SpecTable.Slot(value: nil, keySpan: SourceSpan(start: 0, end: 0), valueSpan: nil)
        #expect(keyOnly.keySpan == SourceSpan(start: 0, end: 0))
        #expect(keyOnly.valueSpan == nil)
    }

    /// A rule's inline table is the key's span and the value's: longer than 16 bits, it is kept.
    @Test func aKeySpanPastSixteenBitsEndsWithItsValue() {
        let table = SourceSpan(start: 100, end: 100 + 200_000)
        let slot = SpecTable.Slot(value: nil, keySpan: table, valueSpan: table)
        #expect(slot.keySpan == table)
        #expect(slot.valueSpan == table)
        let edge = SourceSpan(start: 7, end: 7 + 65_534)
        #expect(SpecTable.Slot(value: nil, keySpan: edge, valueSpan: nil).keySpan == edge)
    }

    @Test func clearingASpanForgetsIt() {
        var slot = SpecTable.Slot(
            value: .integer(1), keySpan: SourceSpan(start: 1, end: 2), valueSpan: SourceSpan(start: 3, end: 4))
        slot.keySpan = nil
        slot.valueSpan = nil
        #expect(slot.keySpan == nil && slot.valueSpan == nil)
        #expect(slot.value == .integer(1))
    }
}
