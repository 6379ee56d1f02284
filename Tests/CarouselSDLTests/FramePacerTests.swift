import Testing
@testable import CarouselSDL

extension SDLTests {
    @Suite struct FramePacerTests {
        let period = 1.0 / 60

        @Test func deadlinesFollowAFixedScheduleWhateverTheFrameTook() {
            var pacer = FramePacer(period: period, start: 0)
            // Frames of different lengths, all on time: each waits for its own slot of the grid.
            var now = 0.0
            for (frame, work) in [0.004, 0.012, 0.0161, 0.001, 0.009].enumerated() {
                now += work
                let wait = pacer.wait(now: now)
                #expect(abs(now + wait - Double(frame + 1) * period) < 1e-9)
                now += wait
            }
            // Sleeping a little too long does not move the following deadlines.
            now += 0.0007
            let wait = pacer.wait(now: now + 0.003)
            #expect(abs(now + 0.003 + wait - 6 * period) < 1e-9)
        }

        @Test func aLateFrameStartsTheNextAtOnceAndSkipsMissedDeadlines() {
            var pacer = FramePacer(period: period, start: 0)
            // The first frame ends 40 ms in: deadlines 16.7 and 33.3 ms are gone.
            #expect(pacer.wait(now: 0.040) == 0)
            #expect(abs(pacer.deadline - 3 * period) < 1e-9)
            // The next frame is quick: it waits for 50 ms, not for 16.7 ms after it ended.
            let wait = pacer.wait(now: 0.045)
            #expect(abs(0.045 + wait - 3 * period) < 1e-9)
        }

        @Test func followingTheDisplayRestartsTheScheduleFromThePresent() {
            var pacer = FramePacer(period: period, start: 0)
            pacer.follow(now: 0.0251)
            #expect(abs(pacer.deadline - (0.0251 + period)) < 1e-9)
            // The next frame, done early, waits for that deadline, not for the old grid's.
            let wait = pacer.wait(now: 0.030)
            #expect(abs(0.030 + wait - (0.0251 + period)) < 1e-9)
        }
    }
}
