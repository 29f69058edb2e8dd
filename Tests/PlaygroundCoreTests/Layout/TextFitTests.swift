import Motion
import Testing

@testable import PlaygroundCore

/// `TextFit` keeps a text whole: one line, a step smaller, wrapped, then smaller still.
@Suite struct TextFitTests {
    func width(_ text: String, _ size: Double, _ weight: FontWeight = .regular) -> Double {
        TextMetrics.estimatedWidth(text, size: size, weight: weight)
    }

    @Test func aTextThatFitsKeepsItsSizeAndFrame() {
        let fit = TextFit("Salon selector", width: 200, height: 18, size: 12)
        #expect(fit == TextFit(lines: ["Salon selector"], size: 12))
        let frame = Rect(x: 20, y: 38, width: 200, height: 18)
        #expect(fit.frames(in: frame) == [frame])
    }

    @Test func oneStepSmallerWhenThatIsEnough() {
        let text = "Flick, drag, wheel or click: a card always comes to rest exactly in the centre"
        // Room for it at 11 pt with the spare kept free, not at 12.
        let room = (width(text, 11) * (1 + TextFit.spare)).rounded(.up)
        #expect(width(text, 12) * (1 + TextFit.spare) > room)
        #expect(TextFit(text, width: room, height: 27, size: 12) == TextFit(lines: [text], size: 11))
    }

    /// The estimate can run 2.3 % short of the font: a text that fits only without the spare is
    /// not left at its size for the renderer to cut.
    @Test func theSpareIsKeptFree() {
        let text = "Coffee walk in Cupertino"
        let exact = width(text, 14)
        #expect(TextFit(text, width: exact * (1 + TextFit.spare), height: 20, size: 14).size == 14)
        #expect(TextFit(text, width: exact * 1.01, height: 20, size: 14).size < 14)
    }

    @Test func wrapsAtTheSmallerSizeIntoTheLinesTheFrameHolds() {
        let text = "setContentOffset(target, duration, timing) driven by the display link, evaluated from elapsed time"
        let fit = TextFit(text, width: 320, height: 27, size: 12)
        #expect(fit.size == 11)
        #expect(fit.lines.count == 2)
        #expect(fit.lines.joined(separator: " ") == text)
        #expect(fit.lines.allSatisfy { width($0, 11) <= 320 })
        // Two lines of 13.2 pt, centred in 27: touching, never overlapping.
        let frames = fit.frames(in: Rect(x: 20, y: 38, width: 320, height: 27))
        #expect(abs(frames[0].minY - 38.3) < 1e-9)
        #expect(abs(frames[1].minY - frames[0].maxY) < 1e-9)
        #expect(frames.allSatisfy { abs($0.height - 13.2) < 1e-9 })
    }

    @Test func smallerStillOnlyWhenTheFrameHoldsTooFewLines() {
        // A 46 pt roller at 640: the comment has 95 pt and 24 pt of height under the name.
        let text = "这个转场也太丝滑了吧，求教程！"
        let fit = TextFit(text, width: 95, height: 24, size: 11.9)
        #expect(fit.lines.count == 2)
        #expect(fit.size < 10.9 && fit.size >= 8)
        #expect(fit.lines.joined() == text)
        #expect(Double(fit.lines.count) * TextFit.lineHeight(fit.size) <= 24)
    }

    @Test func atTheFloorOneLineScaledToTheWidth() {
        let text = "Feed with rows of different heights"
        let fit = TextFit(text, width: 100, height: 24, size: 20, weight: .bold, minimumSize: 16)
        #expect(fit.lines == [text])
        #expect(width(text, fit.size, .bold) <= 100 + 1e-6)
    }
}
