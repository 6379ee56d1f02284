import Testing

@testable import CarouselSpec

/// The reader's stored shortcuts on the schema agree with what they stand for.
@Suite("Table descriptor")
struct TableDescriptorTests {
    /// Every table descriptor reachable from the root.
    private var allDescriptors: [TableDescriptor] {
        var found: [TableDescriptor] = []
        var queue = [SpecSchema.root]
        while let next = queue.popLast() {
            guard !found.contains(where: { $0 === next }) else { continue }
            found.append(next)
            queue.append(contentsOf: next.fields.compactMap(\.nestedTable))
        }
        return found
    }

    @Test("requiredSlots lists exactly the fields whose default is required, in order")
    func requiredSlotsMatchDefaults() {
        let descriptors = allDescriptors
        #expect(descriptors.count > 10)
        var required = 0
        for descriptor in descriptors {
            let expected = descriptor.fields.indices.filter {
                if case .required = descriptor.fields[$0].defaultValue { return true }
                return false
            }
            #expect(descriptor.requiredSlots == expected, "\(descriptor.title)")
            required += expected.count
        }
        // Some keys are required (`[carousel.generate]` count, the frame's keys): the list is not trivially empty.
        #expect(required > 0)
    }

    @Test("acceptsString is stored as the field type says")
    func acceptsStringMatchesType() {
        for descriptor in allDescriptors {
            for field in descriptor.fields {
                #expect(field.acceptsString == field.type.acceptsString, "\(descriptor.title) \(field.key)")
            }
        }
    }
}
