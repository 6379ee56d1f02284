import SourceDiagnostics

/// Where the positions of a text go after an edit: offsets at or past ``from`` move by ``delta``
/// bytes, those before it stay. Used on what an unchanged part of a spec gave before the edit.
struct SpanShift {
    /// The first old offset that moves (the end of the replaced bytes).
    let from: Int
    /// The new length minus the old length, in bytes.
    let delta: Int

    /// The new offset of `offset`.
    func offset(_ offset: Int) -> Int { offset >= from ? offset + delta : offset }

    /// The new span of `span`.
    func span(_ span: SourceSpan) -> SourceSpan { SourceSpan(start: offset(span.start), end: offset(span.end)) }

    /// `diagnostic` with every span it holds (its own, its labels', its fix-its') moved.
    func diagnostic(_ diagnostic: Diagnostic) -> Diagnostic {
        var moved = diagnostic
        moved.span = diagnostic.span.map(span)
        for index in moved.labels.indices { moved.labels[index].span = span(moved.labels[index].span) }
        for fix in moved.fixIts.indices {
            for edit in moved.fixIts[fix].edits.indices {
                moved.fixIts[fix].edits[edit].span = span(moved.fixIts[fix].edits[edit].span)
            }
        }
        return moved
    }

    /// True when no span of `diagnostic` starts before ``from`` and ends past `start`: none
    /// overlaps the replaced bytes `start..<from`, so moving it is exact.
    func keepsApart(_ diagnostic: Diagnostic, editStart start: Int) -> Bool {
        func apart(_ span: SourceSpan) -> Bool { span.end <= start || span.start >= from }
        guard diagnostic.span.map(apart) ?? true, diagnostic.labels.allSatisfy({ apart($0.span) }) else { return false }
        return diagnostic.fixIts.allSatisfy { $0.edits.allSatisfy { apart($0.span) } }
    }
}

extension SpecTable {
    /// Moves every span of this table and of the tables below it by `shift`. False (with the
    /// table partly moved) when a slot is shared with another table, which a read document never has.
    mutating func shiftSpans(_ shift: SpanShift) -> Bool {
        span = shift.span(span)
        guard !slots.hasInherited else { return false }
        var moved = true
        slots.updateStored { slot in
            if let key = slot.keySpan { slot.keySpan = shift.span(key) }
            if let value = slot.valueSpan { slot.valueSpan = shift.span(value) }
            switch slot.value {
            case .table(var table)?:
                // Taken out first, so the nested table is changed in place rather than copied.
                slot.value = nil
                moved = table.shiftSpans(shift) && moved
                slot.value = .table(table)
            case .tables(var tables)?:
                slot.value = nil
                for index in tables.indices { moved = tables[index].shiftSpans(shift) && moved }
                slot.value = .tables(tables)
            default: break
            }
        }
        return moved
    }
}
