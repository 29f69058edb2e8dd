import Lab
import Motion
import PlaygroundCore

/// A phone's touch strokes played into a session on a demo or scene and written as an ordinary
/// recording: each stroke a press, its moves and its release at the device's own times (offset
/// so the first sample comes `lead` after the session starts), the frames at 60 Hz around them.
///
/// A finger moving 100 pt moves the content 100 pt: raw units become pixels over the axis's
/// range (Android's `InputReader`), pixels points over the density; the stroke starts at the
/// centre of the demo's scrolling viewport, and its axis (`axis`, or the one it moves most along)
/// drives the demo's. Fingers down together are one gesture, each its own pointer.
public struct TraceImporter {
    public struct Options: Sendable {
        /// The panel in pixels, in its natural orientation.
        public var screen: Size
        /// Device pixels per point.
        public var density: Double
        /// The position axes' raw ranges.
        public var range: (x: TouchAxisRange, y: TouchAxisRange)
        /// The pressure axis's raw range, where the trace says (pressures are left out without).
        public var pressure: TouchAxisRange?
        /// Degrees the display was turned (0, 90, 180, 270).
        public var rotation: Int
        /// The trace's axis that drives the demo's; nil: each stroke's longest.
        public var axis: Axis?
        /// The samples are points already (a browser's CSS pixels): no range, rotation or density.
        public var samplesInPoints = false

        public init(
            screen: Size, density: Double, range: (x: TouchAxisRange, y: TouchAxisRange),
            pressure: TouchAxisRange? = nil, rotation: Int = 0, axis: Axis? = nil
        ) {
            self.screen = screen
            self.density = density
            self.range = range
            self.pressure = pressure
            self.rotation = rotation
            self.axis = axis
        }

        /// For samples in points, as a browser's pointer events give them.
        public static func points(axis: Axis? = nil) -> Options {
            let unit = TouchAxisRange(min: 0, max: 0)
            var options = Options(screen: Size(width: 1, height: 1), density: 1, range: (unit, unit), axis: axis)
            options.samplesInPoints = true
            return options
        }
    }

    /// What one imported stroke was, for the summary table.
    public struct Gesture: Hashable, Sendable {
        public var samples: Int
        /// µs from the down to the last move.
        public var duration: Int64
        /// The path along the driving axis, points (the sum of each move's length on it).
        public var path: Double
        /// µs from the last move to the lift; nil without a lift.
        public var liftGap: Int64?
        /// Ended by a cancel, not a lift (`TouchStroke.cancelled`).
        public var cancelled = false
        /// The trace's axis that drove the demo's.
        public var axis: Axis
        /// When the press came on the recording's clock (µs).
        public var pressTime: Int64
        /// The fingers that were down together (the others' samples are in the recording, but
        /// the row describes the last to lift, which the platforms read).
        public var fingers: Int
        /// Moves per second between the down and the last move.
        public var rate: Double? { samples > 1 && duration > 0 ? Double(samples - 1) / (Double(duration) / 1e6) : nil }
    }

    /// The session starts this long before the first sample (µs).
    public static let lead: Int64 = 100_000
    public static let frameMicros: Int64 = 16_667
    /// The longest a motion is stepped after a stroke before the next (µs of the recording).
    public static let maxTail: Int64 = 20_000_000

    public let options: Options
    private let writer: ReplayWriter
    private var app: PlaygroundApp
    private var frameIndex = 0
    private var frameTime: Int64 = 0
    private var origin: Int64?
    public private(set) var gestures: [Gesture] = []
    /// Called with the session after each frame from the first stroke on: what a reader of the
    /// recording would see, without reading it again (the import's own table).
    public var afterFrame: ((PlaygroundApp) -> Void)?

    /// Starts the session of `header` and writes its first frame into `path` (created
    /// exclusively, as every recording is). Its lines are written 64 KB at a time: the trace is
    /// still there to import again, so a line-at-a-time write would buy nothing for its cost.
    public init(path: String, header: ReplayHeader, options: Options) throws(ReplayError) {
        self.options = options
        writer = try ReplayWriter(path: path, header: header, batchesLines: true)
        app = try ReplayCursor.startSession(header: header, source: path)
        try writer.record(&app, frame: Frame(index: 0, time: 0), inputs: [])
    }

    /// Plays one gesture in: the strokes of the fingers that were down together, from the first
    /// down to the last lift, each finger its own pointer (`PointerFocus` makes them one drag, led
    /// by the last to go down). The fingers keep where they were on the panel relative to the
    /// first, which starts at the viewport's centre.
    public mutating func add(_ strokes: [TouchStroke]) throws(ReplayError) {
        let strokes = strokes.filter { !$0.samples.isEmpty }.sorted { $0.samples[0].time < $1.samples[0].time }
        guard let first = strokes.first?.samples.first else { return }
        let origin = self.origin ?? first.time - Self.lead
        self.origin = origin
        let points = strokes.map { $0.samples.map(point) }
        let axis = options.axis ?? Self.longest(points)
        let demoAxis = app.currentDemo.inspector?.axis ?? .horizontal
        let swap = (axis == .horizontal) != (demoAxis == .horizontal)
        let centre = viewportCentre()
        let toWindow = app.stageToWindow
        let anchor = points[0][0]
        func window(_ p: Point) -> Point {
            let d = p - anchor
            let moved = swap ? Point(x: d.y, y: d.x) : d
            return toWindow.apply(Point(x: centre.x + moved.x, y: centre.y + moved.y))
        }
        var inputs: [(order: Int, input: TimedInput)] = []
        for (n, stroke) in strokes.enumerated() {
            let at = points[n].map(window)
            func pointer(_ s: TouchStroke.Sample) -> Pointer {
                Pointer(id: stroke.pointer, kind: stroke.kind, pressure: pressure(s), size: size(s))
            }
            let samples = stroke.samples
            inputs.append(
                (
                    n,
                    TimedInput(
                        time: samples[0].time - origin,
                        .pointerPressed(at[0], button: .left, pointer: pointer(samples[0])))
                ))
            for (sample, p) in zip(samples, at).dropFirst() {
                inputs.append((n, TimedInput(time: sample.time - origin, .pointerMoved(p, pointer: pointer(sample)))))
            }
            let lift = self.lift(stroke) - origin
            if stroke.cancelled {
                // A recording has no cancel: it ends the press as the app cancels a drag it hides
                // (the pointer gone, focus lost), which every demo stops where it is, with no
                // fling; focus comes back at once. Every finger is up after it.
                for input in [Input.pointerExited, .focusChanged(false), .focusChanged(true)] {
                    inputs.append((n, TimedInput(time: lift, input)))
                }
            } else {
                inputs.append(
                    (
                        n,
                        TimedInput(
                            time: lift, .pointerReleased(at.last!, button: .left, pointer: pointer(samples.last!)))
                    )
                )
            }
        }
        inputs.sort { ($0.input.time, $0.order) < ($1.input.time, $1.order) }
        let press = first.time - origin
        try settle(before: press)
        try play(inputs.map(\.input))
        // What the platforms read at the release: the last finger to lift.
        let last = strokes.indices.max { lift(strokes[$0]) < lift(strokes[$1]) }!
        let lead = strokes[last]
        var path = 0.0
        for (a, b) in zip(points[last], points[last].dropFirst()) {
            path += abs(axis == .horizontal ? b.x - a.x : b.y - a.y)
        }
        gestures.append(
            Gesture(
                samples: lead.samples.count, duration: lead.samples.last!.time - lead.samples[0].time, path: path,
                liftGap: lead.liftTime.map { $0 - lead.samples.last!.time }, cancelled: lead.cancelled, axis: axis,
                pressTime: press, fingers: strokes.count))
    }

    private func lift(_ stroke: TouchStroke) -> Int64 { stroke.liftTime ?? stroke.samples.last!.time }

    /// Steps the motion the last stroke left to rest (at most `maxTail`) and writes the end line.
    public mutating func finish() throws(ReplayError) {
        try settle(before: nil)
        try writer.finish(app: app)
    }

    /// Closes the file without finishing it (the caller removes it).
    public func abandon() { writer.close() }

    // MARK: - Frames

    private mutating func step(to time: Int64, _ inputs: [TimedInput]) throws(ReplayError) {
        frameIndex += 1
        frameTime = time
        try writer.record(&app, frame: Frame(index: frameIndex, time: time), inputs: inputs)
        afterFrame?(app)
    }

    /// The inputs in the 60 Hz frames that cover them, each in the first frame at or after it.
    private mutating func play(_ inputs: [TimedInput]) throws(ReplayError) {
        var pending = inputs[...]
        while let next = pending.first {
            let time = max(frameTime + Self.frameMicros, next.time)
            let due = pending.prefix { $0.time <= time }
            pending = pending.dropFirst(due.count)
            try step(to: time, Array(due))
        }
    }

    /// Frames until the motion rests, the press at `next` comes, or `maxTail` has passed.
    private mutating func settle(before next: Int64?) throws(ReplayError) {
        let limit = frameTime + Self.maxTail
        while app.wake != .idle {
            let time = frameTime + Self.frameMicros
            if let next, time >= next { return }
            if time > limit { return }
            try step(to: time, [])
        }
    }

    // MARK: - Geometry

    /// A sample in the display's points: raw units to pixels over the range, the display's
    /// rotation, then the density (nothing for samples in points already).
    func point(_ s: TouchStroke.Sample) -> Point {
        if options.samplesInPoints { return Point(x: s.x, y: s.y) }
        let w = options.screen.width
        let h = options.screen.height
        let x = options.range.x.pixels(s.x, screen: w)
        let y = options.range.y.pixels(s.y, screen: h)
        let turned: Point
        switch options.rotation {
        case 90: turned = Point(x: y, y: w - x)
        case 180: turned = Point(x: w - x, y: h - y)
        case 270: turned = Point(x: h - y, y: x)
        default: turned = Point(x: x, y: y)
        }
        return Point(x: turned.x / options.density, y: turned.y / options.density)
    }

    /// A sample's pressure, 0...1 over the axis's range (Android's `InputReader` scale).
    func pressure(_ s: TouchStroke.Sample) -> Double? {
        // A browser's `pressure` is 0...1 already.
        if options.samplesInPoints { return s.pressure.map { min(max($0, 0), 1) } }
        guard let raw = s.pressure, let range = options.pressure, range.max > range.min else { return nil }
        return min(max((raw - range.min) / (range.max - range.min), 0), 1)
    }

    /// A sample's touch major in points: raw units scaled as the positions are, by the mean of
    /// the two axes' scales (Android's `InputReader` geometric scale), then the density.
    func size(_ s: TouchStroke.Sample) -> Double? {
        guard let raw = s.size, raw >= 0 else { return nil }
        if options.samplesInPoints { return raw }
        let scaleX = options.range.x.pixels(options.range.x.min + 1, screen: options.screen.width)
        let scaleY = options.range.y.pixels(options.range.y.min + 1, screen: options.screen.height)
        return raw * (scaleX + scaleY) / 2 / options.density
    }

    /// The axis the fingers moved most along, each stroke's span summed.
    static func longest(_ strokes: [[Point]]) -> Axis {
        var spanX = 0.0
        var spanY = 0.0
        for points in strokes {
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            spanX += (xs.max() ?? 0) - (xs.min() ?? 0)
            spanY += (ys.max() ?? 0) - (ys.min() ?? 0)
        }
        return spanY > spanX ? .vertical : .horizontal
    }

    /// The centre of the live demo's scrolling viewport, stage points (the whole live area's
    /// centre for a demo without one).
    private func viewportCentre() -> Point {
        let live = app.liveFrame
        guard let vf = app.currentDemo.inspector?.viewportFrame else { return Point(x: live.midX, y: live.midY) }
        return Point(x: live.minX + vf.midX, y: live.minY + vf.midY)
    }
}
