/// A stack whose top elements can be moved out into an exactly sized Array without the
/// retain/release pair per element that copying out of an `Array` and truncating it costs.
///
/// Used for the elements of the arrays and inline tables being parsed (innermost on top).
final class MoveStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Number of elements on the stack.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        self.storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Pushes one element.
    @inline(__always) func push(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The element at `index` (0 is the bottom).
    @inline(__always) subscript(index: Int) -> Element {
        storage[index]
    }

    /// Moves the elements from `base` to the top into a new array and pops them.
    func popAll(from base: Int) -> [Element] {
        let moved = count - base
        guard moved > 0 else { return [] }
        let source = storage + base
        let result = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            if let target = buffer.baseAddress { target.moveInitialize(from: source, count: moved) }
            initialized = moved
        }
        count = base
        return result
    }

    /// Drops the elements from `base` to the top.
    func pop(from base: Int) {
        guard count > base else { return }
        (storage + base).deinitialize(count: count - base)
        count = base
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
