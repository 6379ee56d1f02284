import SourceDiagnostics
import Testing

@testable import TOML

/// The builder tables: spare capacity is given back, and finished `[[array]]` elements are frozen early.
@Suite("Table node")
struct TableNodeTests {
    private func key(_ name: String, at offset: Int) -> ParsedKey {
        ParsedKey(TOMLKey(name: name, span: SourceSpan(start: offset, end: offset + name.utf8.count)))
    }

    private func integer(_ value: Int64) -> TOMLValue {
        TOMLValue(.integer(value), span: .point(0))
    }

    @Test("compact keeps the entries in order and drops the capacity reserved for a header table")
    func compactDropsSpareCapacity() {
        let node = TableNode(span: .point(0), origin: .header)
        #expect(node.entries.capacity >= 16)
        for (offset, name) in ["a", "b", "c"].enumerated() {
            node.append(key(name, at: offset), integer(Int64(offset)))
        }
        node.compact()
        #expect(node.entries.map(\.key.name) == ["a", "b", "c"])
        #expect(node.entries.capacity < 16)
        #expect(node.slots.capacity < 16)
        #expect(node.find(key("b", at: 9)) == 1)
        node.append(key("d", at: 3), integer(3))
        #expect(node.freeze().entries.map(\.key.name) == ["a", "b", "c", "d"])
    }

    @Test("starting an element freezes the one before it; freezing the array keeps every element in order")
    func arrayOfTablesFreezesFinishedElements() {
        let first = TableNode(span: SourceSpan(start: 0, end: 5), origin: .arrayOfTablesElement)
        first.append(key("x", at: 6), integer(1))
        let array = ArrayOfTablesNode(first: first, span: SourceSpan(start: 0, end: 5))
        let second = array.startNextElement(at: SourceSpan(start: 12, end: 17))
        #expect(array.finished.count == 1)
        #expect(array.last === second)
        #expect(second.entries.isEmpty)
        #expect(second.span == SourceSpan(start: 12, end: 17))
        second.append(key("x", at: 18), integer(2))
        let frozen = NodeChild.arrayOfTables(array).freeze()
        guard case .array(let elements, true) = frozen.kind else {
            Issue.record("not an array of tables")
            return
        }
        let values: [Int64] = elements.compactMap {
            guard case .table(let table) = $0.kind, case .integer(let value)? = table["x"]?.value.kind else {
                return nil
            }
            return value
        }
        #expect(values == [1, 2])
        #expect(elements.map(\.span.start) == [0, 12])
    }

    @Test("the next element of an array of tables is built in the same node, with its slot buffer and the widest room")
    func nextElementReusesTheNode() {
        let first = TableNode(span: SourceSpan(start: 0, end: 5), origin: .arrayOfTablesElement, capacity: 1)
        for (offset, name) in ["a", "b", "c"].enumerated() { first.append(key(name, at: offset), integer(1)) }
        let slotCapacity = first.slots.capacity
        let array = ArrayOfTablesNode(first: first, span: SourceSpan(start: 0, end: 5))
        let second = array.startNextElement(at: SourceSpan(start: 12, end: 17))
        #expect(second === first)
        #expect(second.slots.isEmpty && second.entries.isEmpty)
        #expect(second.slots.capacity == slotCapacity)
        #expect(second.entries.capacity >= 3)
        #expect(array.widest == 3)
        second.append(key("a", at: 18), integer(2))
        #expect(second.find(key("a", at: 30)) == 0)
        #expect(second.find(key("b", at: 30)) == nil)
        // The element before is unchanged by what the new one gets.
        guard case .table(let frozen) = array.finished[0].kind else {
            Issue.record("element 0 is not a table")
            return
        }
        #expect(frozen.entries.map(\.key.name) == ["a", "b", "c"])
    }

    @Test("one huge element does not make the later ones reserve as much")
    func hugeElementDoesNotInflateTheNext() {
        let first = TableNode(span: SourceSpan(start: 0, end: 5), origin: .arrayOfTablesElement)
        let count = TableNode.reusedCapacityLimit * 4
        for offset in 0..<count { first.append(key("k\(offset)", at: offset), integer(1)) }
        let array = ArrayOfTablesNode(first: first, span: SourceSpan(start: 0, end: 5))
        let second = array.startNextElement(at: SourceSpan(start: 12, end: 17))
        #expect(array.widest == count)
        #expect(second.entries.capacity < count)
        #expect(second.slots.capacity < count)
    }

    @Test("elements reserve room for the widest element so far and keep at most one spare entry when frozen")
    func elementsReserveTheWidest() {
        // Four keys, then one (three spare: compacted), then three (one spare: kept).
        let text = "[[e]]\na = 1\nb = 2\nc = 3\nd = 4\n[[e]]\na = 1\n[[e]]\na = 1\nb = 2\nc = 3\n[[e]]\n"
        let result = TestSupport.parse(text).result
        guard case .array(let elements, true)? = result.root["e"]?.value.kind else {
            Issue.record("e is not an array of tables")
            return
        }
        let tables: [TOMLTable] = elements.compactMap {
            guard case .table(let table) = $0.kind else { return nil }
            return table
        }
        #expect(tables.map(\.entries.count) == [4, 1, 3, 0])
        for table in tables.dropLast() {
            #expect(table.entries.capacity - table.entries.count <= 1)
        }
    }

    @Test("sub-tables and nested arrays of tables land in the element that was last when they were written")
    func nestedTablesAcrossElements() {
        let text = """
            [[a]]
            x = 1
            [[a.b]]
            y = 1
            [[a.b]]
            y = 2
            [a.c]
            z = 1
            [other]
            w = 0
            [a.d]
            v = 1
            [[a]]
            x = 2
            [a.c]
            z = 2

            """
        let result = TestSupport.parse(text).result
        #expect(result.isValid)
        guard case .array(let elements, true)? = result.root["a"]?.value.kind else {
            Issue.record("a is not an array of tables")
            return
        }
        let tables: [TOMLTable] = elements.compactMap {
            guard case .table(let table) = $0.kind else { return nil }
            return table
        }
        #expect(tables.map { $0.entries.map(\.key.name) } == [["x", "b", "c", "d"], ["x", "c"]])
        guard case .array(let inner, true)? = tables.first?["b"]?.value.kind else {
            Issue.record("a[0].b is not an array of tables")
            return
        }
        #expect(inner.count == 2)
        let again = TestSupport.parse(text + "[a.c]\nz = 3\n").result
        #expect(again.diagnostics.map(\.code.text) == [TOMLErrorCode.duplicate.rawValue])
    }

    @Test("frozen header tables and array elements hold no spare capacity")
    func frozenTablesAreExact() {
        let result = TestSupport.parse("[t]\na = 1\nb = 2\n[[e]]\nc = 3\n[[e]]\nd = 4\n").result
        guard case .table(let table)? = result.root["t"]?.value.kind,
            case .array(let elements, true)? = result.root["e"]?.value.kind
        else {
            Issue.record("unexpected document shape")
            return
        }
        #expect(table.entries.count == 2)
        #expect(table.entries.capacity < 4)
        for element in elements {
            guard case .table(let inner) = element.kind else {
                Issue.record("element is not a table")
                continue
            }
            #expect(inner.entries.count == 1)
            #expect(inner.entries.capacity < 4)
        }
    }
}
