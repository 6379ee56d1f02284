import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct LRUCacheTests {
        @Test func evictsTheLeastRecentlyUsedValue() {
            var cache = LRUCache<String, Int>(capacity: 2)
            cache.insert(1, for: "a")
            cache.insert(2, for: "b")
            #expect(cache.value(for: "a") == 1)  // "b" is now the oldest use
            cache.insert(3, for: "c")
            #expect(cache.count == 2)
            #expect(cache.value(for: "b") == nil)
            #expect(cache.value(for: "a") == 1)
            #expect(cache.value(for: "c") == 3)
        }

        @Test func replacingAKeyDoesNotEvict() {
            var cache = LRUCache<String, Int>(capacity: 2)
            cache.insert(1, for: "a")
            cache.insert(2, for: "b")
            cache.insert(5, for: "a")
            #expect(cache.value(for: "a") == 5)
            #expect(cache.value(for: "b") == 2)
        }

        @Test func evictsTheOldestValuesUntilTheCostFits() {
            var cache = LRUCache<String, Int>(capacity: 10, maxCost: 100)
            cache.insert(1, for: "a", cost: 40)
            cache.insert(2, for: "b", cost: 40)
            #expect(cache.value(for: "a") == 1)  // "b" is now the oldest use
            cache.insert(3, for: "c", cost: 50)
            #expect(cache.value(for: "b") == nil)
            #expect(cache.totalCost == 90)
            // A value costing more than everything is kept alone.
            cache.insert(4, for: "d", cost: 500)
            #expect(cache.count == 1)
            #expect(cache.totalCost == 500)
            // Replacing a key replaces its cost.
            cache.insert(5, for: "d", cost: 10)
            #expect(cache.totalCost == 10)
            cache.removeAll()
            #expect(cache.totalCost == 0)
        }
    }
}
