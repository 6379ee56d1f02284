import JSON

/// The `compile` document written as it is made: everything but the written items is built as a
/// tree (small), and the items are turned into JSON and written one at a time, so the output of
/// 100,000 items (about 45 MB) is never held whole.
extension CompiledJSON {
    /// Writes the document of ``document(_:path:itemsDeferred:)`` into `stream`, byte for byte
    /// the same text as the tree.
    static func write(_ resolution: SpecResolution, path: String, into stream: inout JSONStreamWriter) {
        guard case .object(let members) = document(resolution, path: path, itemsDeferred: true) else { return }
        stream.beginObject()
        for (key, value) in members {
            stream.key(key)
            guard key == "carousel", case .array(let carousels) = value else {
                stream.value(value)
                continue
            }
            stream.beginArray()
            for (context, carousel) in zip(resolution.carousels, carousels) {
                write(carousel, items: context, into: &stream)
            }
            stream.end()
        }
        stream.end()
    }

    /// One carousel object, its `items` member (present only for written items) streamed.
    private static func write(
        _ carousel: JSONValue, items context: CarouselContext, into stream: inout JSONStreamWriter
    ) {
        let itemsKey = SpecSchema.CarouselKeys.items.key
        guard case .object(let members) = carousel else {
            stream.value(carousel)
            return
        }
        stream.beginObject()
        for (key, value) in members {
            stream.key(key)
            guard key == itemsKey else {
                stream.value(value)
                continue
            }
            stream.beginArray()
            if case .tables(let items)? = context.table.slots[SpecSchema.CarouselKeys.items.slot].value {
                for item in items { stream.value(table(item, kind: context.kind)) }
            }
            stream.end()
        }
        stream.end()
    }
}

extension SpecCompilation {
    /// Writes the resolved configuration of ``compiledJSON()`` to `sink` in chunks of about
    /// `chunkBytes` (the same bytes, never held whole); false, writing nothing, when the spec
    /// has errors.
    public func writeCompiledJSON(chunkBytes: Int = 1 << 20, to sink: @escaping ([UInt8]) -> Void) -> Bool {
        guard let resolution, let spec else { return false }
        var stream = JSONStreamWriter(writer: JSONWriter(format: .pretty), chunkBytes: chunkBytes, sink: sink)
        CompiledJSON.write(resolution, path: spec.path, into: &stream)
        stream.finish(appending: [0x0A])
        return true
    }
}
