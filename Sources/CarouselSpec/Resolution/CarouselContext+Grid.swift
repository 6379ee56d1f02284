extension CarouselContext {
    /// What a paging carousel's position and targets count: its items, or a grid's lines
    /// (`[carousel.grid]`: `⌈items / rows⌉`).
    var lineCount: Int {
        configuration.grid?.lineCount(items: configuration.itemCount) ?? configuration.itemCount
    }
}
