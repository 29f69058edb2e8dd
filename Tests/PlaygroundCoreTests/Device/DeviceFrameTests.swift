import Motion
import Testing

@testable import PlaygroundCore

/// `--device`: the presets and `WxH@D` read as the user means them, and everything else is one
/// line saying what to write.
@Suite struct DeviceFrameTests {
    @Test func presetsAreTheirScreensInPointsAtTheirDensity() throws {
        let iphone = try DeviceFrame.parse("iphone-15")
        #expect(iphone.size == Size(width: 393, height: 852) && iphone.density == 3 && iphone.title == "iPhone 15")
        // 1080 × 2400 px at 2.625: Configuration.screenWidthDp rounds 411.43 down.
        let pixel = try DeviceFrame.parse("Pixel-8")
        #expect(pixel.size == Size(width: 411, height: 914) && pixel.density == 2.625)
        let tablet = try DeviceFrame.parse("tablet")
        #expect(tablet.size == Size(width: 820, height: 1180) && tablet.density == 2)
    }

    @Test func aSizeAtADensityIsNamedAsItIsWritten() throws {
        let landscape = try DeviceFrame.parse("844x390@3")
        #expect(landscape.size == Size(width: 844, height: 390) && landscape.density == 3)
        #expect(landscape.name == "844x390@3" && landscape.title == "844 × 390 pt @3")
        let odd = try DeviceFrame.parse("400.5x700@2.75")
        #expect(odd.name == "400.5x700@2.75" && odd.size.width == 400.5 && odd.density == 2.75)
    }

    @Test func anythingElseIsOneLineThatSaysWhatToWrite() {
        let cases: [(String, String)] = [
            ("iphone", "is not a device: use iphone-15, pixel-8, tablet, or WxH@D"),
            ("390x844", "is not a device"),
            ("390x844@", "is not a device"),
            ("0x10@3", "out of range: each side from 240 to 4096 points"),
            ("390x100000@3", "out of range"),
            ("390x844@9", "density 9 is out of range: from 1 to 4"),
            ("390x844@nan", "is not a device"),
            ("-390x844@3", "out of range"),
        ]
        for (text, expected) in cases {
            do {
                _ = try DeviceFrame.parse(text)
                Issue.record("\(text) was taken")
            } catch {
                #expect(error.description.contains(expected), "\(text): \(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aRecordingsDeviceMustBeWhatItsNameSays() throws {
        #expect(
            try DeviceFrame.recorded(name: "pixel-8", size: Size(width: 411, height: 914), density: 2.625).title
                == "Pixel 8")
        #expect(throws: DeviceFrameError.presetMismatch("pixel-8")) {
            try DeviceFrame.recorded(name: "pixel-8", size: Size(width: 412, height: 914), density: 2.625)
        }
        #expect(throws: DeviceFrameError.nameMismatch("400x800@3", expected: "400x800@2")) {
            try DeviceFrame.recorded(name: "400x800@3", size: Size(width: 400, height: 800), density: 2)
        }
        #expect(throws: DeviceFrameError.densityOutOfRange(0.5)) {
            try DeviceFrame.recorded(name: "400x800@0.5", size: Size(width: 400, height: 800), density: 0.5)
        }
    }
}
