// Generated from Configs/showcase.carousel.toml by ShowcaseSpecTests (CAROUSEL_UPDATE_SHOWCASE=1).
// Do not edit: edit the .toml file and regenerate.

/// The built-in showcase spec, embedded so `carousel demo` works without files.
enum ShowcaseSpec {
    /// The text of Configs/showcase.carousel.toml.
    static let text = #"""
        #:schema ../schema/carousel.schema.json
        # Every kind of carousel on one 1280 x 800 screen.
        version = 1

        [window]
        title = "Carousel showcase"
        size = [1280, 800]

        # Top: infinite paging with auto-scroll.
        [[carousel]]
        id = "featured"
        title = "Featured"
        infinite = true
        frame = { x = 0, y = 28, width = 1280, height = 300 }
        insets = { top = 8, leading = 120, bottom = 8, trailing = 120 }

        [carousel.auto]
        interval = "4s"

        [[carousel.items]]
        title = "Sunrise"
        image = "../Assets/images/sunrise.png"

        [[carousel.items]]
        title = "Ocean"
        image = "../Assets/images/ocean.jpg"

        [[carousel.items]]
        title = "Forest"
        image = "../Assets/images/forest.png"

        # Middle left: a horizontal stack.
        [[carousel]]
        id = "cards"
        title = "Cards"
        kind = "stack"
        frame = { x = 0, y = 388, width = 640, height = 240 }
        insets = { top = 36, leading = 20, bottom = 36, trailing = 20 }

        [carousel.generate]
        count = 6
        title = "Card {n}"

        # Middle right: a focus carousel.
        [[carousel]]
        id = "health"
        title = "Health"
        kind = "focus"
        infinite = true
        frame = { x = 660, y = 388, width = 620, height = 240 }
        spacing = 12

        [carousel.focus]
        item-size = { width = 150, height = 220 }
        shrink = 50
        visible-neighbors = 2

        [carousel.generate]
        count = 8
        title = "Metric {n}"
        palette = ["orange", "red", "indigo", "mint"]

        # Bottom: a ticker.
        [[carousel]]
        id = "ticker"
        title = "Headlines"
        kind = "marquee"
        frame = { x = 0, y = 690, width = 1280, height = 110 }
        spacing = 12

        [carousel.marquee]
        speed = 60
        item-extent = 240

        [carousel.generate]
        count = 12
        title = "Headline {n}"
        palette = ["#1C1C1E", "#2C2C2E"]

        """#
}
