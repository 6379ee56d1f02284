import CarouselEngine

extension SpecResolver {
    /// `pagination` and `indicators` agree after this: an absent `pagination` follows
    /// `indicators` ("dots" or "none"), an absent `indicators` follows a written `pagination`
    /// (false only for "none"). When both are written and disagree, ``PaginationRule`` reports it.
    static func fillPagination(_ table: inout SpecTable) {
        typealias Keys = SpecSchema.NavigationKeys
        if let written = table[Keys.pagination], !table.isWritten(SpecSchema.CarouselKeys.indicators) {
            table.set(SpecSchema.CarouselKeys.indicators, .boolean(written != PaginationStyle.none.rawValue))
        }
        if table[Keys.pagination] == nil {
            let dots = table[SpecSchema.CarouselKeys.indicators]
            table.set(Keys.pagination, .string(dots ? PaginationStyle.dots.rawValue : PaginationStyle.none.rawValue))
        }
    }
}

extension SpecBuilder {
    /// `arrows` and `pagination` into the engine configuration (`indicators` false for "none").
    static func withNavigation(_ configuration: CarouselConfiguration, _ table: SpecTable) -> CarouselConfiguration {
        var c = configuration
        c.arrows = c.kind != .marquee && table[SpecSchema.NavigationKeys.arrows]
        let style = table[SpecSchema.NavigationKeys.pagination].flatMap(PaginationStyle.init(rawValue:))
        c.pagination = style ?? (c.indicators ? .dots : .none)
        c.indicators = c.indicators && c.pagination != .none
        return c
    }
}
