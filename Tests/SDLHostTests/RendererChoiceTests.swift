import Testing

@testable import SDLHost

/// `auto` decides "no GPU here" without creating a GL context (that probe cost 80–150 ms of
/// start-up under Xvfb): no device node, or Mesa told to rasterise in software.
@Suite struct RendererChoiceTests {
    @Test func withoutAGPUDeviceNodeAutoNeedsNoGLProbe() {
        let reason = Renderer.noGPUReason(environment: [:], devices: [])
        #expect(reason?.contains("no GPU device") == true)
    }

    @Test func aRenderNodeLeavesTheDecisionToTheGLProbe() {
        #expect(Renderer.noGPUReason(environment: [:], devices: ["/dev/dri/renderD128"]) == nil)
        #expect(Renderer.noGPUReason(environment: ["LIBGL_ALWAYS_SOFTWARE": "0"], devices: ["/dev/nvidia0"]) == nil)
    }

    @Test func mesaForcedToSoftwareCountsAsNoGPU() {
        let reason = Renderer.noGPUReason(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], devices: ["/dev/dri/renderD128"])
        #expect(reason?.contains("LIBGL_ALWAYS_SOFTWARE") == true)
    }
}
