import CarouselEngine
import Testing

@testable import CarouselScript

@Suite struct SimulationLineTests {
    @Test func eventLines() {
        #expect(
            SimulationLine.event(TimedEvent(time: 0.6, event: .select(carousel: "featured", index: 1)))
                == #"{"t": 0.6, "type": "select", "carousel": "featured", "index": 1}"#)
        #expect(
            SimulationLine.event(TimedEvent(time: 0.55, event: .phase(carousel: "featured", phase: .dragging)))
                == #"{"t": 0.55, "type": "phase", "carousel": "featured", "phase": "dragging"}"#)
        #expect(
            SimulationLine.event(TimedEvent(time: 1.1, event: .settle(carousel: "a\u{2028}b", index: 0)))
                == #"{"t": 1.1, "type": "settle", "carousel": "a\u2028b", "index": 0}"#)
    }

    @Test func timesAreRoundedToFourDecimalsWithAPoint() {
        #expect(
            SimulationLine.event(TimedEvent(time: 0.516666666, event: .select(carousel: "c", index: 2)))
                == #"{"t": 0.5167, "type": "select", "carousel": "c", "index": 2}"#)
        #expect(
            SimulationLine.frame(time: 2, frames: [])
                == #"{"t": 2.0, "type": "frame", "motion": "full", "carousels": []}"#)
        #expect(
            SimulationLine.frame(time: -0.00001, frames: [])
                == #"{"t": 0.0, "type": "frame", "motion": "full", "carousels": []}"#)
    }

    @Test func reloadLines() {
        #expect(
            SimulationLine.reload(time: 3, applied: true, errors: 0)
                == #"{"t": 3.0, "type": "reload", "status": "applied", "errors": 0}"#)
        #expect(
            SimulationLine.reload(time: 4.25, applied: false, errors: 2)
                == #"{"t": 4.25, "type": "reload", "status": "failed", "errors": 2}"#)
    }
}
