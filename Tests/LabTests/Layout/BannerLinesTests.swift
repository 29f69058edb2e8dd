import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// The footer's message: a path keeps its file name, the directory gives way in its middle.
@Suite struct BannerLinesTests {
    let width = AppLayout.panelWidth - 16

    func fits(_ lines: [String]) -> Bool {
        lines.allSatisfy { TextMetrics.estimatedWidth($0, size: 11) <= width }
    }

    @Test func aShortMessageIsOneLine() {
        #expect(BannerLines.lines("Saved 12 frames", width: width, size: 11, maxLines: 2) == ["Saved 12 frames"])
    }

    @Test func aLongPathKeepsItsFileNameAndLosesTheMiddleOfItsDirectory() {
        let path = "/home/someone/projects/motion-playground/recordings/flick.jsonl"
        let lines = BannerLines.lines("Recording to \(path)", width: width, size: 11, maxLines: 2)
        #expect(lines.count == 2)
        #expect(fits(lines))
        #expect(lines[0] == "Recording to")
        #expect(lines[1].hasSuffix("/recordings/flick.jsonl"))
        #expect(lines[1].hasPrefix("/home"))
        #expect(lines[1].contains("…"))
        // One line (recording takes the other): the directory goes before the file name does.
        let one = BannerLines.lines("Saved 120 frames to \(path)", width: width, size: 11, maxLines: 1)
        #expect(one.count == 1 && fits(one))
        #expect(one[0].hasSuffix("flick.jsonl"))
    }

    @Test func aFileNameWiderThanALineIsBrokenAcrossLinesNotShortened() {
        let file = "motion-playground-2026-11-26-03-33-16-salon-flicks.jsonl"
        let lines = BannerLines.lines("Saved to /tmp/\(file)", width: width, size: 11, maxLines: 3)
        #expect(fits(lines))
        #expect(lines.joined().replacingOccurrences(of: " ", with: "").contains(file))
    }

    @Test func theDirectoryIsElidedFromItsMiddle() {
        // Half the kept characters from the start, the rest (ending in "/") from the end.
        #expect(BannerLines.elided("/home/me/rec/", keeping: 6) == "/ho…ec/")
        #expect(BannerLines.elided("/home/me/rec/", keeping: 0) == "…/")
        #expect(BannerLines.elided("/a/", keeping: 5) == "/a/")
    }
}
