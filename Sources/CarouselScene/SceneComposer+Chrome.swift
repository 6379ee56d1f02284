import CarouselEngine
import CarouselSpec

extension SceneComposer {
    /// The carousel's title, vertically centred in `rect`, lined up with the cards' leading inset
    /// (from the right edge when `rightToLeft`); the focused carousel's title is white on an
    /// accent chip. False when there was no room.
    func title(
        _ title: String, in rect: Rect, inset: Double, focused: Bool, rightToLeft: Bool = false,
        into builder: inout Builder
    ) throws -> Bool {
        let points = max(11, min(20, rect.height * 0.6)).rounded()
        let indent = min(max(0, inset), rect.width / 3)
        let padding = focused ? Theme.focusChipPadding : 0
        guard
            let line = try builder.layout.line(
                title, face: .bold, points: points, maxWidth: rect.width - indent - 2 * padding)
        else { return false }
        let top = rect.y + (rect.height - line.size.height) / 2
        // The chip grows around the text, which stays where it would be unfocused.
        let ltrLeft = max(rect.x, rect.x + indent - padding)
        // Right to left: the chip's right edge sits where a left-to-right chip's left edge would,
        // mirrored in `rect` (`2 x + width - left - chip width`).
        let chipWidth = line.size.width + 2 * padding
        let left = rightToLeft ? 2 * rect.x + rect.width - ltrLeft - chipWidth : ltrLeft
        if focused {
            let chip = Rect(x: left, y: top - 1, width: line.size.width + 2 * padding, height: line.size.height + 2)
            builder.commands.append(.fill(RoundedRect(rect: chip, radius: chip.height / 2, color: Theme.focusRing)))
        }
        let color = focused ? Theme.imageText : chrome
        builder.commands.append(.text(line.run(at: Point(x: left + padding, y: top), color: color)))
        return true
    }

    /// Page dots: their length along the axis and brightness follow the engine's continuous
    /// activity (the active dot is a pill, the others round with the smallest dot's diameter).
    /// `colors`: `pagination-color` and `pagination-active-color`, nil for the chrome colour
    /// (inactive dots dimmed to ``Theme/dotIdleOpacity``); set colours blend by the dot's activity.
    func dots(
        _ dots: [IndicatorDot], axis: Axis, colors: (RGBAColor?, RGBAColor?) = (nil, nil), into builder: inout Builder
    ) {
        guard let thickness = dots.map(\.size).filter({ $0 > 0 }).min() else { return }
        for dot in dots where dot.size > 0 {
            let along = max(dot.size, thickness)
            let width = axis == .horizontal ? along : thickness, height = axis == .horizontal ? thickness : along
            let rect = Rect(x: dot.center.x - width / 2, y: dot.center.y - height / 2, width: width, height: height)
            let activity = max(0, min(1, dot.activity))
            let idle = colors.0 == nil ? Theme.dotIdleOpacity : 1
            let opacity = idle + (1 - idle) * activity
            let color = (colors.0 ?? chrome).mixed(with: colors.1 ?? chrome, by: colors.0 == nil ? 0 : activity)
            builder.commands.append(
                .pill(RoundedRect(rect: rect, radius: min(width, height) / 2, color: color, opacity: opacity)))
        }
    }

    /// `progress = "bar"`: a 3-point bar along the frame's bottom edge, as long as the elapsed part
    /// of the countdown (`1 - time left / interval` of the frame's width), over a faint track.
    /// Drawn only while the countdown runs (nothing while paused, moving or off).
    func progressBar(_ frame: CarouselFrame, into builder: inout Builder) {
        guard let left = frame.autoTimeLeft, let interval = frame.autoInterval, interval > 0 else { return }
        let box = frame.frame
        let inset = min(frame.cornerRadius, box.width / 4)
        let track = Rect(
            x: box.x + inset, y: box.y + box.height - Theme.progressThickness - 2, width: box.width - 2 * inset,
            height: Theme.progressThickness)
        guard track.width > 4 else { return }
        let elapsed = max(0, min(1, 1 - left / interval))
        let radius = Theme.progressThickness / 2
        builder.commands.append(.pill(RoundedRect(rect: track, radius: radius, color: chrome, opacity: 0.25)))
        var bar = track
        bar.width = max(Theme.progressThickness, track.width * elapsed)
        builder.commands.append(.pill(RoundedRect(rect: bar, radius: radius, color: chrome, opacity: 0.9)))
    }

    /// The pause / play button: a dark round backing, then two bars ("pause", auto-scroll on) or
    /// a stepped triangle pointing right ("play", auto-scroll off).
    func pauseButton(_ rect: Rect, playing: Bool, into builder: inout Builder) {
        builder.commands.append(
            .fill(RoundedRect(rect: rect, radius: rect.width / 2, color: Theme.buttonBacking, opacity: 0.72)))
        let center = rect.center
        if playing {
            for dx in [-4.5, 4.5] {
                let bar = Rect(x: center.x + dx - 2, y: center.y - 7, width: 4, height: 14)
                builder.commands.append(.pill(RoundedRect(rect: bar, radius: 2, color: Theme.imageText)))
            }
        } else {
            // Seven 2-point columns, 14 points tall down to 2: a triangle pointing right.
            for step in 0..<7 {
                let height = 14.0 - 2 * Double(step)
                let bar = Rect(x: center.x - 5 + 2 * Double(step), y: center.y - height / 2, width: 2, height: height)
                builder.commands.append(.fill(RoundedRect(rect: bar, radius: 0, color: Theme.imageText)))
            }
        }
    }

    /// A "No items" card in the middle of an empty carousel.
    func emptyState(in frame: Rect, radius: Double, into builder: inout Builder) throws {
        let width = min(frame.width - 16, 360), height = min(frame.height - 16, 200)
        guard width > 20, height > 20 else { return }
        let card = Rect(x: frame.center.x - width / 2, y: frame.center.y - height / 2, width: width, height: height)
        let corner = min(radius, height / 2)
        builder.commands.append(.fill(RoundedRect(rect: card, radius: corner, color: Theme.emptyCard)))
        builder.commands.append(
            .stroke(RoundedRect(rect: card, radius: corner, color: Theme.emptyText, opacity: 0.4), width: 1))
        let points = max(11, min(22, height * 0.16)).rounded()
        guard let line = try builder.layout.line("No items", face: .bold, points: points, maxWidth: width - 16)
        else { return }
        let origin = Point(x: card.center.x - line.size.width / 2, y: card.center.y - line.size.height / 2)
        builder.commands.append(.text(line.run(at: origin, color: Theme.emptyText)))
    }

    /// The keyboard focus ring just inside the carousel's frame.
    func focusRing(around frame: Rect, radius: Double, into builder: inout Builder) {
        let gap = Theme.focusRingGap
        let ring = Rect(
            x: frame.x + gap, y: frame.y + gap, width: frame.width - 2 * gap, height: frame.height - 2 * gap)
        builder.commands.append(
            .stroke(
                RoundedRect(rect: ring, radius: radius + 2, color: Theme.focusRing, opacity: 0.9),
                width: Theme.focusRingWidth))
    }
}

extension RGBAColor {
    /// This colour moved `amount` (0...1) of the way to `other`, channel by channel (alpha too).
    func mixed(with other: RGBAColor, by amount: Double) -> RGBAColor {
        guard amount > 0 else { return self }
        let t = min(1, amount)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGBAColor(
            red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
            alpha: channel(alpha, other.alpha))
    }
}
