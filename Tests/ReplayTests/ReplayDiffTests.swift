import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// `ReplayDiff` against sessions that differ at known frames: the scripted session, changed in
/// one place, must be reported at exactly that frame, with the fields and their differences.
@Suite struct ReplayDiffTests {
    let session = ScriptedSession(frameCount: 200)

    func replay(_ frames: [ReplayFrame], _ name: String = "a", settings: SessionSettings? = nil) -> Replay {
        Replay(source: name, header: ReplayHeader(session: settings ?? session.settings), frames: frames)
    }

    /// The state after each frame, straight from a fresh app, to check the diff's numbers against.
    func states(_ frames: [ReplayFrame]) throws -> [StateValue] { try played(frames).map(\.state) }

    func played(_ frames: [ReplayFrame]) throws -> [(state: StateValue, digest: String)] {
        var app = try PlaygroundApp(settings: session.settings)
        return frames.map { f in
            app.step(f.frame, inputs: f.inputs)
            return (app.demoState, app.digest().hex)
        }
    }

    @Test func aSessionAgreesWithItself() throws {
        let diff = try ReplayDiff.compare(replay(session.frames()), replay(session.frames(), "b"))
        #expect(diff.agree)
        #expect(diff.framesCompared == 200 && diff.framesDiffering == 0)
        #expect(diff.first == nil && diff.headerDifferences.isEmpty)
    }

    @Test func aDragThatMovesDifferentlyIsFoundAtItsFrameWithTheFieldDifferences() throws {
        let a = session.frames()
        var b = a
        // Step 8 is inside the drag (steps 5...14): the finger goes 40 pt further in B.
        b[8].inputs = b[8].inputs.map { t in
            guard case .pointerMoved(let p, _) = t.input else { return t }
            return TimedInput(time: t.time, .pointerMoved(Point(x: p.x, y: p.y - 40)))
        }
        let diff = try ReplayDiff.compare(replay(a), replay(b, "b"))
        #expect(!diff.agree)
        let first = try #require(diff.first)
        #expect(first.position == 8 && first.frameA.index == 8)
        #expect(first.inputsDiffer && first.stateDiffers)
        #expect(first.inputsA == a[8].inputs && first.inputsB == b[8].inputs)
        let stateA = try states(a)[8]
        let stateB = try states(b)[8]
        let offset = try #require(first.fields.first { $0.path == "offset_y" })
        let expected = try #require(stateB["offset_y"]?.doubleValue) - (try #require(stateA["offset_y"]?.doubleValue))
        #expect(offset.delta == expected)
        #expect(abs(expected) > 1, "a 40 pt longer drag moves the list")
        #expect(diff.firstState == nil, "the first difference already differs in state")
        #expect(diff.framesDiffering >= 1 && diff.framesDiffering <= 200)
    }

    @Test func aMissingKeyPressIsFoundAtItsFrameAndEveryLaterDifferenceIsCounted() throws {
        let a = session.frames()
        var b = a
        b[120].inputs = []  // the Up key of step 120 never happened in B
        let diff = try ReplayDiff.compare(replay(a), replay(b, "b"))
        let first = try #require(diff.first)
        #expect(first.position == 120 && first.inputsDiffer && first.inputsB.isEmpty)
        // Count independently: a frame differs when its inputs or its state differ.
        let pa = try played(a)
        let pb = try played(b)
        let expected = (0..<200).filter { a[$0].inputs != b[$0].inputs || pa[$0].digest != pb[$0].digest }.count
        #expect(expected > 1)
        #expect(diff.framesDiffering == expected)
        #expect((0..<200).contains { pa[$0].state != pb[$0].state }, "the Up key moved the list in A only")
        #expect(diff.lastDiffering.map { $0 >= 120 } == true)
    }

    @Test func aDifferentFrameTimeIsAnInputDifference() throws {
        let a = session.frames()
        var b = a
        b[60].frame.time += 1
        let diff = try ReplayDiff.compare(replay(a), replay(b, "b"))
        #expect(diff.first?.position == 60)
        #expect(diff.first?.inputsDiffer == true)
        #expect(diff.first?.frameB.time == a[60].frame.time + 1)
    }

    @Test func aHoverThatChangesNothingIsAnInputOnlyDifference() throws {
        let a = session.frames()
        var b = a
        // Step 3 only moves the pointer over the list before the press at step 4 (which is the same).
        b[3].inputs = [TimedInput(time: b[3].inputs[0].time, .pointerMoved(Point(x: 601, y: 400)))]
        let diff = try ReplayDiff.compare(replay(a), replay(b, "b"))
        let first = try #require(diff.first)
        #expect(first.position == 3 && first.inputsDiffer && !first.stateDiffers && first.fields.isEmpty)
        #expect(diff.framesDiffering == 1)
        #expect(!diff.agree)
    }

    @Test func headersAndLengthsThatDifferMakeTheFilesDiffer() throws {
        let frames = session.frames()
        var other = session.settings
        other.seed = 99
        let diff = try ReplayDiff.compare(replay(frames), replay(Array(frames.prefix(150)), "b", settings: other))
        #expect(diff.headerDifferences.map(\.path) == ["seed"])
        #expect(diff.headerDifferences.first?.delta == 92)
        #expect(diff.framesCompared == 150 && diff.framesA == 200 && diff.framesB == 150)
        #expect(!diff.agree)
    }

    @Test func fieldDifferencesPrintTheirDelta() {
        #expect(
            FieldDifference(path: "offset_x", a: "1748.0", b: "1729.5").description
                == "offset_x: 1748.0 → 1729.5 (Δ -18.5)")
        #expect(FieldDifference(path: "selected", a: "6", b: "5").description == "selected: 6 → 5 (Δ -1)")
        #expect(FieldDifference(path: "phase", a: "\"idle\"", b: "\"scrolling\"").delta == nil)
    }
}
