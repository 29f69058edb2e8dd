import Motion
import Playground

/// Two recordings played side by side, frame by frame (`playground diff A B`): where their
/// inputs or their state first part, which state fields differ and by how much, and how many
/// frames differ in all. Frames are paired by their order in the files. A `tolerance` lets
/// numeric state fields differ by up to that much (pt, or the field's own unit) without the frame
/// counting as different: two takes of one flick are never equal to the last bit.
public struct ReplayDiff: Sendable {
    /// One frame where the two sessions differ.
    public struct FrameDifference: Hashable, Sendable {
        /// 0-based order in the files (the pair compared).
        public var position: Int
        public var frameA: Frame
        public var frameB: Frame
        /// The frame times or the input facts differ.
        public var inputsDiffer: Bool
        public var inputsA: [TimedInput]
        public var inputsB: [TimedInput]
        public var demoA: String
        public var demoB: String
        /// State fields of the shown demo that differ (empty when the demos differ).
        public var fields: [FieldDifference]
        /// The whole-picture digests (state, app mode and drawing) after the frame.
        public var digestA: String
        public var digestB: String

        public var stateDiffers: Bool { digestA != digestB || demoA != demoB || !fields.isEmpty }

        /// The state differs by more than `tolerance`: another demo, a field beyond it (or not a
        /// number), or a different picture with no field to say why.
        public func stateDiffers(beyond tolerance: Double) -> Bool {
            demoA != demoB || fields.contains { !$0.isWithin(tolerance) } || (fields.isEmpty && digestA != digestB)
        }
    }

    /// The numeric field difference with the largest magnitude, and where it was.
    public struct LargestDifference: Hashable, Sendable {
        public var field: FieldDifference
        public var position: Int
        public var frame: Frame
    }

    public var sourceA: String
    public var sourceB: String
    public var framesA: Int
    public var framesB: Int
    /// Header differences that change behaviour: demo, viewport, seed, settings.
    public var headerDifferences: [FieldDifference]
    /// Notes that do not make the files differ (another app version, a file cut short).
    public var notes: [String]
    public var framesCompared: Int
    /// Frames whose inputs differ or whose state differs beyond `tolerance`.
    public var framesDiffering: Int
    /// Frames whose time or input facts differ (two takes of a gesture differ on most).
    public var framesWithInputsDiffering = 0
    /// Frames whose state differs beyond `tolerance`.
    public var framesWithStateDiffering = 0
    /// Frames whose state differs, but only by numbers within `tolerance`.
    public var framesWithinTolerance = 0
    /// How far apart numeric state fields may be and still count as the same (0: exactly).
    public var tolerance = 0.0
    public var largest: LargestDifference?
    /// The first frame whose inputs or state differ.
    public var first: FrameDifference?
    /// The first frame whose state differs (beyond `tolerance`), when that is later than `first`.
    public var firstState: FrameDifference?
    public var lastDiffering: Int?

    public var agree: Bool { headerDifferences.isEmpty && framesDiffering == 0 && framesA == framesB }

    /// Plays both files to the end of the shorter one.
    /// - Throws: `ReplayError(.sessionRefused)` when a header cannot start a session.
    public static func compare(
        _ a: Replay, _ b: Replay, tolerance: Double = 0,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(ReplayError) -> ReplayDiff {
        var diff = ReplayDiff(
            sourceA: a.source, sourceB: b.source, framesA: a.frames.count, framesB: b.frames.count,
            headerDifferences: headerDifferences(a.header, b.header), notes: [],
            framesCompared: min(a.frames.count, b.frames.count), framesDiffering: 0)
        diff.tolerance = tolerance
        for replay in [a, b] {
            if let notice = replay.notice { diff.notes.append("\(replay.source): \(notice)") }
        }
        if a.header.appVersion != b.header.appVersion {
            diff.notes.append("recorded with playground \(a.header.appVersion) (A) and \(b.header.appVersion) (B)")
        }
        var appA = try ReplayCursor(a).startSession()
        var appB = try ReplayCursor(b).startSession()
        for position in 0..<diff.framesCompared {
            let fa = a.frames[position]
            let fb = b.frames[position]
            appA.step(fa.frame, inputs: fa.inputs)
            appB.step(fb.frame, inputs: fb.inputs)
            let inputsDiffer = fa.frame.time != fb.frame.time || fa.inputs != fb.inputs
            let digestA = appA.digest().hex
            let digestB = appB.digest().hex
            let demoA = appA.currentDemoID
            let demoB = appB.currentDemoID
            progress?(position + 1, diff.framesCompared)
            guard inputsDiffer || digestA != digestB || demoA != demoB else { continue }
            let fields = demoA == demoB ? FieldDifference.between(appA.demoState, appB.demoState) : []
            let difference = FrameDifference(
                position: position, frameA: fa.frame, frameB: fb.frame, inputsDiffer: inputsDiffer,
                inputsA: fa.inputs, inputsB: fb.inputs, demoA: demoA, demoB: demoB,
                fields: fields, digestA: digestA, digestB: digestB)
            for field in fields where abs(field.delta ?? 0) > abs(diff.largest?.field.delta ?? 0) {
                diff.largest = LargestDifference(field: field, position: position, frame: fa.frame)
            }
            let stateBeyond = difference.stateDiffers(beyond: tolerance)
            if inputsDiffer { diff.framesWithInputsDiffering += 1 }
            if stateBeyond {
                diff.framesWithStateDiffering += 1
            } else if difference.stateDiffers {
                diff.framesWithinTolerance += 1
            }
            guard inputsDiffer || stateBeyond else { continue }
            diff.framesDiffering += 1
            diff.lastDiffering = position
            if diff.first == nil { diff.first = difference }
            if diff.firstState == nil, stateBeyond, diff.first != difference {
                diff.firstState = difference
            }
        }
        if let first = diff.first, first.stateDiffers(beyond: tolerance) { diff.firstState = nil }
        return diff
    }

    static func headerDifferences(_ a: ReplayHeader, _ b: ReplayHeader) -> [FieldDifference] {
        var out: [FieldDifference] = []
        func check(_ name: String, _ x: String, _ y: String) {
            if x != y { out.append(FieldDifference(path: name, a: x, b: y)) }
        }
        check("demo", StateValue.string(a.demoID).json, StateValue.string(b.demoID).json)
        check("viewport.width", InputText.number(a.viewport.width), InputText.number(b.viewport.width))
        check("viewport.height", InputText.number(a.viewport.height), InputText.number(b.viewport.height))
        check("seed", String(a.seed), String(b.seed))
        for key in Set(a.settings.keys).union(b.settings.keys).sorted() {
            check(
                "settings.\(key)", a.settings[key].map { StateValue.string($0).json } ?? "absent",
                b.settings[key].map { StateValue.string($0).json } ?? "absent")
        }
        return out
    }
}
