import Lab
import Motion
import PlaygroundCore

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

    /// The frame the last differing pair holds in A.
    public var lastDifferingFrame: Frame?
    /// Recorded time from each file's first frame to its last, µs.
    public var durationA: Int64 = 0
    public var durationB: Int64 = 0

    public var agree: Bool { headerDifferences.isEmpty && framesDiffering == 0 && framesA == framesB }

    /// One recording as the comparison reads it: its frames one at a time, in file order.
    struct FrameSource {
        var source: String
        var header: ReplayHeader
        var next: () throws(ReplayError) -> ReplayFrame?
        /// Known once `next` has returned nil: what to say about a file cut short.
        var notice: () -> String?
        /// The fraction of the file read, when its size is known.
        var fractionRead: () -> Double?

        init(_ replay: Replay) {
            var frames = replay.frames.makeIterator()
            var taken = 0
            let count = replay.frames.count
            source = replay.source
            header = replay.header
            next = { () throws(ReplayError) -> ReplayFrame? in
                guard let frame = frames.next() else { return nil }
                taken += 1
                return frame
            }
            notice = { replay.notice }
            fractionRead = { count == 0 ? 1 : Double(taken) / Double(count) }
        }

        init(_ stream: ReplayStream) {
            source = stream.source
            header = stream.header
            next = { () throws(ReplayError) -> ReplayFrame? in
                while let line = try stream.next() {
                    if case .frame(let f) = line { return f }
                }
                return nil
            }
            notice = { stream.notice }
            fractionRead = { stream.byteCount.map { Double(stream.bytesRead) / Double(max(1, $0)) } }
        }
    }

    /// Plays both recordings to the end of the shorter one (and counts the other's remaining frames).
    /// - Throws: `ReplayError(.sessionRefused)` when a header cannot start a session.
    public static func compare(
        _ a: Replay, _ b: Replay, tolerance: Double = 0,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(ReplayError) -> ReplayDiff {
        let total = min(a.frames.count, b.frames.count)
        return try compare(
            FrameSource(a), FrameSource(b), tolerance: tolerance, progress: { done, _ in progress?(done, total) },
            afterFrame: nil)
    }

    /// Which recording a session belongs to.
    public enum Side: Sendable { case a, b }

    /// The same, reading each file once, front to back, without holding it: memory does not
    /// grow with the recordings (two takes of a long session, thousands of scene saves).
    /// - Parameters:
    ///   - progress: frame pairs compared and the fraction of the shorter file read, when known.
    ///   - afterFrame: called with each session after each of its frames, the longer file's
    ///     frames past the shorter's end included (they are then stepped, not only counted).
    public static func compare(
        _ a: ReplayStream, _ b: ReplayStream, tolerance: Double = 0,
        progress: ((Int, Double?) -> Void)? = nil, afterFrame: ((Side, PlaygroundApp) -> Void)? = nil
    ) throws(ReplayError) -> ReplayDiff {
        try compare(FrameSource(a), FrameSource(b), tolerance: tolerance, progress: progress, afterFrame: afterFrame)
    }

    static func compare(
        _ a: FrameSource, _ b: FrameSource, tolerance: Double, progress: ((Int, Double?) -> Void)?,
        afterFrame: ((Side, PlaygroundApp) -> Void)? = nil
    ) throws(ReplayError) -> ReplayDiff {
        var diff = ReplayDiff(
            sourceA: a.source, sourceB: b.source, framesA: 0, framesB: 0,
            headerDifferences: headerDifferences(a.header, b.header), notes: [], framesCompared: 0,
            framesDiffering: 0)
        diff.tolerance = tolerance
        var sideA = try Playing(a, .a)
        var sideB = try Playing(b, .b)
        var position = 0
        while let fa = sideA.upcoming, let fb = sideB.upcoming {
            try sideA.play(stepping: true, afterFrame)
            try sideB.play(stepping: true, afterFrame)
            diff.take(position, fa, fb, sideA.app, sideB.app)
            position += 1
            progress?(position, min(a.fractionRead() ?? 1, b.fractionRead() ?? 1))
        }
        diff.framesCompared = position
        // The longer file's rest is only counted and timed (and stepped for `afterFrame`).
        while sideA.upcoming != nil { try sideA.play(stepping: afterFrame != nil, afterFrame) }
        while sideB.upcoming != nil { try sideB.play(stepping: afterFrame != nil, afterFrame) }
        (diff.framesA, diff.framesB) = (sideA.frames, sideB.frames)
        (diff.durationA, diff.durationB) = (sideA.duration, sideB.duration)
        for (source, notice) in [(a.source, a.notice()), (b.source, b.notice())] {
            if let notice { diff.notes.append("\(source): \(notice)") }
        }
        if a.header.appVersion != b.header.appVersion {
            diff.notes.append("recorded with playground \(a.header.appVersion) (A) and \(b.header.appVersion) (B)")
        }
        if let first = diff.first, first.stateDiffers(beyond: tolerance) { diff.firstState = nil }
        return diff
    }

    /// One recording being played: its session, the frame it reads next, and its count and times.
    private struct Playing {
        let source: FrameSource
        let side: Side
        var app: PlaygroundApp
        private(set) var upcoming: ReplayFrame?
        private(set) var frames = 0
        private var first: Int64?
        private var last: Int64 = 0

        init(_ source: FrameSource, _ side: Side) throws(ReplayError) {
            self.source = source
            self.side = side
            app = try ReplayCursor.startSession(header: source.header, source: source.source)
            upcoming = try source.next()
        }

        /// From the first frame to the last, µs.
        var duration: Int64 { last - (first ?? last) }

        /// Takes the upcoming frame: counted and timed, and stepped when asked.
        mutating func play(stepping: Bool, _ afterFrame: ((Side, PlaygroundApp) -> Void)?) throws(ReplayError) {
            guard let f = upcoming else { return }
            frames += 1
            first = first ?? f.frame.time
            last = f.frame.time
            if stepping {
                app.step(f.frame, inputs: f.inputs)
                afterFrame?(side, app)
            }
            upcoming = try source.next()
        }
    }

    /// Compares the pair at `position`, both sessions stepped with it.
    private mutating func take(
        _ position: Int, _ fa: ReplayFrame, _ fb: ReplayFrame, _ appA: PlaygroundApp, _ appB: PlaygroundApp
    ) {
        let inputsDiffer = fa.frame.time != fb.frame.time || fa.inputs != fb.inputs
        let digestA = appA.digest().hex
        let digestB = appB.digest().hex
        let demoA = appA.currentDemoID
        let demoB = appB.currentDemoID
        guard inputsDiffer || digestA != digestB || demoA != demoB else { return }
        let fields = demoA == demoB ? FieldDifference.between(appA.demoState, appB.demoState) : []
        let difference = FrameDifference(
            position: position, frameA: fa.frame, frameB: fb.frame, inputsDiffer: inputsDiffer,
            inputsA: fa.inputs, inputsB: fb.inputs, demoA: demoA, demoB: demoB,
            fields: fields, digestA: digestA, digestB: digestB)
        for field in fields where abs(field.delta ?? 0) > abs(largest?.field.delta ?? 0) {
            largest = LargestDifference(field: field, position: position, frame: fa.frame)
        }
        let stateBeyond = difference.stateDiffers(beyond: tolerance)
        if inputsDiffer { framesWithInputsDiffering += 1 }
        if stateBeyond {
            framesWithStateDiffering += 1
        } else if difference.stateDiffers {
            framesWithinTolerance += 1
        }
        guard inputsDiffer || stateBeyond else { return }
        framesDiffering += 1
        lastDiffering = position
        lastDifferingFrame = fa.frame
        if first == nil { first = difference }
        if firstState == nil, stateBeyond, first != difference { firstState = difference }
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
