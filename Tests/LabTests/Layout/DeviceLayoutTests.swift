import Motion
import Testing

@testable import PlaygroundCore

/// Every demo and shipped scene on every preset screen, and on a phone on its side, at the three
/// window sizes with the HUD and the inspector open: nothing cut, covered or overlapping, the
/// device's caption included. A demo on a phone has 393 points, not the window's 784.
@Suite struct DeviceLayoutTests {
    static let devices = DeviceFrame.presets + [DeviceFrame.custom(Size(width: 852, height: 393), density: 3)]

    @Test(arguments: LayoutProbe.allIDs)
    func everyDemoFitsEveryScreen(_ id: String) throws {
        for device in Self.devices {
            for size in LayoutProbe.sizes {
                let app = try LayoutProbe.harness(id, size: size, device: device).app
                let problems = LayoutProbe.problems(app)
                #expect(problems.isEmpty, "\(id) on \(device.name) at \(size): \(problems.map(\.message))")
            }
        }
    }
}
