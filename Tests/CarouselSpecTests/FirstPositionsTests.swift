import Testing

@testable import CarouselSpec

/// The table of first positions behind E0204 (duplicate item ids), against a dictionary.
@Suite struct FirstPositionsTests {
    /// Ids with many repeats and a table far smaller than the id space, so slots collide.
    @Test func agreesWithADictionaryOnRepeatedIDs() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let ids = (0..<5_000).map { _ in "item-\(next() % 1_500)" }
        var table = FirstPositions(capacity: ids.count)
        var expected: [String: Int32] = [:]
        for (position, id) in ids.enumerated() {
            let found = table.insert(id, at: Int32(position)) { ids[Int($0)] == id }
            #expect(found == expected[id], "\(id) at \(position)")
            if expected[id] == nil { expected[id] = Int32(position) }
        }
    }

    /// Strings whose hashes collide in the slot still count as different ids.
    @Test func differentStringsInOneSlotStayApart() {
        let ids = ["a", "b", "a", "", "", "é", "e\u{301}"]
        var table = FirstPositions(capacity: 1)
        let found = ids.indices.map { position in
            table.insert(ids[position], at: Int32(position)) { Array(ids[Int($0)].utf8) == Array(ids[position].utf8) }
        }
        // Strings are told apart by their bytes: "é" and "e\u{301}" (equal as Swift Strings) are
        // two strings here. Item ids are ASCII identifiers, where bytes and Strings agree.
        var expected: [Int32?] = []
        var first: [[UInt8]: Int32] = [:]
        for (position, id) in ids.enumerated() {
            let bytes = Array(id.utf8)
            expected.append(first[bytes])
            if first[bytes] == nil { first[bytes] = Int32(position) }
        }
        #expect(found == expected)
    }
}

/// The remembered weight and alignment names of item labels.
@Suite struct LabelNamesTests {
    @Test func parsesEveryNameAndRejectsUnknownOnes() {
        var names = LabelNames()
        for weight in FontWeight.allCases + FontWeight.allCases.reversed() {
            #expect(names.weight(weight.rawValue) == weight)
        }
        for align in TextAlign.allCases + TextAlign.allCases.reversed() {
            #expect(names.align(align.rawValue) == align)
        }
        #expect(names.weight("heavy-ish") == nil)
        #expect(names.align("middle") == nil)
    }
}
