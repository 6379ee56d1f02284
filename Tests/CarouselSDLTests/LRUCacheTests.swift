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
    }
}
