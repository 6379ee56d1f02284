extension PagingGeometry {
    /// The strip of a focus carousel seen as pages, for its effects (``EffectLayout``): a page is
    /// the centred card (`item-size`), the stride and the centres are the focus strip's, and
    /// nothing is contained.
    init(focus g: FocusGeometry) {
        pageLength = g.itemMain
        pageCross = g.itemCross
        stride = g.stride
        mainCenter = g.mainCenter
        crossCenter = g.crossCenter
        snapOffset = 0
        containment = nil
    }
}
