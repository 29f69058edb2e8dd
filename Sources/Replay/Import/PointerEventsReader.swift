import PlaygroundCore

/// Turns a browser's pointer events, as docs/touch-recorder.html saves them, into strokes:
///
///     {"pointer_events": 1, "device_pixel_ratio": 2.625, "events": [
///       {"type": "pointerdown", "pointerId": 3, "pointerType": "touch", "timeStamp": 1523.6,
///        "clientX": 180, "clientY": 402.5, "pressure": 0.5, "width": 24, "height": 24}, …]}
///
/// A `pointerdown` starts a pointer's stroke, every `pointermove` that changes its position,
/// pressure or size is a sample (the page writes each coalesced sample as its own move, with its
/// own time, and no predicted ones), and a `pointerup` lifts it at its time; a `pointercancel`
/// ends it as cancelled. CSS pixels are points, so the samples need no conversion, and times are
/// the events' `timeStamp` (ms) in µs, never re-stamped. Strokes come out as they end.
///
/// The file is read in chunks, one event held at a time. `"pointer_events"` must be its first
/// key (it is what says the JSON is a trace at all) and `"device_pixel_ratio"` must come before
/// the events, as the page writes them: a stream cannot go back for them.
public struct PointerEventsReader {
    public static let version = 1
    /// The longest event the reader holds; the page's are under 250 bytes.
    public static let maxEventBytes = 4096
    /// The farthest from the page's corner a position may be (CSS px).
    static let maxPosition = 1e6

    /// What the events' `type`s mean for a stroke.
    private enum EventType: String {
        case down = "pointerdown"
        case move = "pointermove"
        case up = "pointerup"
        case cancel = "pointercancel"
    }

    public let file: String
    /// The page's `window.devicePixelRatio`: device pixels per CSS pixel.
    public private(set) var devicePixelRatio: Double?
    public private(set) var eventCount = 0
    private var stream = JSONObjectStream(streaming: "events", maxValueBytes: maxEventBytes)
    private var sawFirstKey = false
    private var sawEvents = false
    /// The last event's time (µs): each must come at or after it.
    private var lastTime: Int64?
    /// The pointers down, by `pointerId`.
    private var open: [Int: TouchStroke] = [:]

    public init(file: String) { self.file = file }

    /// Reads a whole trace, calling `body` with each stroke as it ends (those still down at the
    /// end last) and the file's device pixel ratio (known by then: it comes before the events);
    /// returns the reader, for its count.
    public static func read(
        _ input: TraceInput, _ body: (TouchStroke, _ devicePixelRatio: Double?) throws -> Void
    ) throws -> PointerEventsReader {
        defer { input.close() }
        var reader = PointerEventsReader(file: input.path)
        while let chunk = try input.next() {
            for stroke in try reader.read(chunk) { try body(stroke, reader.devicePixelRatio) }
        }
        for stroke in try reader.finish() { try body(stroke, reader.devicePixelRatio) }
        return reader
    }

    /// Reads the file's next bytes; returns the strokes that ended in them.
    public mutating func read(_ bytes: ArraySlice<UInt8>) throws(TraceError) -> [TouchStroke] {
        var ended: [TouchStroke] = []
        // The stream is read from a copy: its items change the rest of the reader meanwhile.
        var stream = self.stream
        defer { self.stream = stream }
        do {
            try stream.read(bytes) { item in
                if let stroke = try self.take(item) { ended.append(stroke) }
            }
        } catch let failure as JSONObjectStream.Failure {
            throw refusal(failure)
        } catch let error as TraceError {
            throw error
        } catch {
            throw TraceError(file: file, line: nil, problem: "\(error)", advice: Self.recordAgain)
        }
        return ended
    }

    /// The file has ended: the strokes still down (no lift), in `pointerId` order.
    public mutating func finish() throws(TraceError) -> [TouchStroke] {
        do throws(JSONObjectStream.Failure) {
            try stream.finish()
        } catch {
            throw refusal(error, advice: "save the trace again from the page (a whole one ends with ]})")
        }
        guard sawEvents else { throw problem("has no \"events\" array", advice: Self.recordAgain) }
        var rest = open.keys.sorted().map { open[$0]! }
        open = [:]
        // Down together at the end: one gesture, which ends with the last of them.
        for k in rest.indices { rest[k].othersDownAtLift = k < rest.count - 1 }
        return rest
    }

    static let recordAgain = "record one with docs/touch-recorder.html and pass the .json it saves"
    static let seeFormat = "see the pointer-events format in docs/replay-format.md"

    /// One line: where (the event, and the byte from the file's start), what, and what to do.
    private func problem(_ text: String, at offset: Int? = nil, event: Int? = nil, advice: String) -> TraceError {
        Self.problem(text, in: file, at: offset, event: event, advice: advice)
    }

    private static func problem(
        _ text: String, in file: String, at offset: Int?, event: Int?, advice: String
    ) -> TraceError {
        let place: String?
        switch (event, offset) {
        case (let event?, let offset?): place = "events[\(event)] at byte \(offset)"
        case (let event?, nil): place = "events[\(event)]"
        case (nil, let offset?): place = "byte \(offset)"
        case (nil, nil): place = nil
        }
        return TraceError(file: file, line: nil, problem: place.map { "\($0): \(text)" } ?? text, advice: advice)
    }

    private func refusal(_ failure: JSONObjectStream.Failure, advice: String? = nil) -> TraceError {
        problem(
            failure.message, at: failure.offset, event: failure.element,
            advice: advice ?? "it is not JSON as the page writes it: save it again from the page")
    }

    // MARK: - The document

    private mutating func take(_ item: JSONObjectStream.Item) throws(TraceError) -> TouchStroke? {
        switch item {
        case .key(let key, let offset):
            // The first key is what says this JSON is a trace at all.
            if !sawFirstKey, key != "pointer_events" {
                throw problem(
                    "the first key is \"\(TerminalText.escaped(key))\", not \"pointer_events\": this JSON is no "
                        + "browser's pointer-events trace", at: offset,
                    advice: "pass a getevent trace, or the .json docs/touch-recorder.html saves")
            }
            sawFirstKey = true
        case .member(let key, let value, let offset):
            try header(key, value, at: offset)
        case .arrayStart(let offset):
            guard devicePixelRatio != nil else {
                throw problem(
                    "\"events\" comes before \"device_pixel_ratio\"", at: offset,
                    advice: "put \"device_pixel_ratio\" before the events, as the page writes it")
            }
        case .element(let index, let value, let offset):
            eventCount += 1
            return try event(index, value, at: offset)
        case .arrayEnd:
            sawEvents = true
        }
        return nil
    }

    /// A member other than the events.
    private mutating func header(_ key: String, _ value: JSONValue, at offset: Int) throws(TraceError) {
        switch key {
        case "pointer_events":
            guard case .number(let text) = value, text == "\(Self.version)" else {
                throw problem(
                    "pointer_events is \(value.summary): this playground reads version \(Self.version)", at: offset,
                    advice: "record it again with this playground's docs/touch-recorder.html")
            }
        case "device_pixel_ratio":
            guard case .number(let text) = value, let ratio = Double(text), ratio > 0, ratio.isFinite else {
                throw problem(
                    "device_pixel_ratio is \(value.summary), not a number above 0", at: offset,
                    advice: "give the page's window.devicePixelRatio, e.g. 2.625")
            }
            devicePixelRatio = ratio
        default:
            // Anything else the page adds (what recorded it, when) says nothing about the strokes.
            break
        }
    }

    // MARK: - Events

    /// One event as the reader uses it.
    private struct Event {
        var type: EventType
        var pointer: Int
        var kind: PointerKind
        var sample: TouchStroke.Sample
    }

    private mutating func event(_ index: Int, _ value: JSONValue, at offset: Int) throws(TraceError) -> TouchStroke? {
        let file = self.file
        let refuse = { (text: String) in
            Self.problem(text, in: file, at: offset, event: index, advice: Self.seeFormat)
        }
        let event = try Self.decode(value, refuse)
        if let lastTime, event.sample.time < lastTime {
            throw Self.problem(
                "timeStamp goes back, from \(Self.milliseconds(lastTime)) to \(Self.milliseconds(event.sample.time)) "
                    + "ms (the page writes events in order: was the file edited or two recordings joined?)",
                in: file, at: offset, event: index, advice: "pass one recording, as the page saved it")
        }
        lastTime = event.sample.time
        return try apply(event, refuse)
    }

    /// The fields an event must have, and those it may.
    private static func decode(_ value: JSONValue, _ refuse: (String) -> TraceError) throws(TraceError) -> Event {
        guard case .object = value else { throw refuse("is \(value.summary), not an event object") }
        func field(_ name: String) throws(TraceError) -> JSONValue {
            guard let v = value[name] else { throw refuse("has no \"\(name)\"") }
            return v
        }
        func number(_ name: String) throws(TraceError) -> Double {
            let v = try field(name)
            guard case .number(let text) = v, let n = Double(text), n.isFinite else {
                throw refuse("\"\(name)\" is \(v.summary), not a number")
            }
            return n
        }
        /// An optional field; null too is none (JSON.stringify writes NaN so).
        func optionalNumber(_ name: String) throws(TraceError) -> Double? {
            switch value[name] {
            case nil, .null?: return nil
            default: return try number(name)
            }
        }
        func string(_ name: String) throws(TraceError) -> String {
            let v = try field(name)
            guard case .string(let text) = v else { throw refuse("\"\(name)\" is \(v.summary), not a string") }
            return text
        }
        let typeName = try string("type")
        guard let type = EventType(rawValue: typeName) else {
            throw refuse(
                "type \"\(TerminalText.escaped(typeName))\" is not pointerdown, pointermove, pointerup or pointercancel"
            )
        }
        let id = try field("pointerId")
        guard case .number(let idText) = id, JSONValue.isIntegerLiteral(idText), let pointer = Int(idText) else {
            throw refuse("\"pointerId\" is \(id.summary), not a whole number")
        }
        let kindName = try string("pointerType")
        guard let kind = PointerKind(rawValue: kindName), kind != .trackpad else {
            throw refuse("pointerType \"\(TerminalText.escaped(kindName))\" is not mouse, touch or pen")
        }
        let stamp = try number("timeStamp")
        // ms since the page loaded (`performance.now()`'s clock), which browsers coarsen to 5 µs or
        // more: to the nearest µs, a float's noise (1523.6000000014901) goes and nothing else.
        guard abs(stamp) < 1e12 else { throw refuse("timeStamp \(NumberText.format(stamp)) is not a time in ms") }
        let width = try optionalNumber("width")
        let height = try optionalNumber("height")
        // A contact's size is its major axis, as Android's TOUCH_MAJOR is.
        let size = width == nil && height == nil ? nil : max(width ?? 0, height ?? 0)
        func position(_ name: String) throws(TraceError) -> Double {
            let p = try number(name)
            // No screen is near it, and a recording's positions are bounded (ten million points).
            guard abs(p) <= maxPosition else {
                throw refuse("\(name) \(NumberText.format(p)) is no position on a screen (beyond ±1,000,000 px)")
            }
            return p
        }
        let sample = TouchStroke.Sample(
            time: Int64((stamp * 1000).rounded()), x: try position("clientX"), y: try position("clientY"),
            pressure: try optionalNumber("pressure"), size: size)
        return Event(type: type, pointer: pointer, kind: kind, sample: sample)
    }

    /// What the event does to its pointer's stroke; the stroke when it ends.
    private mutating func apply(_ event: Event, _ refuse: (String) -> TraceError) throws(TraceError) -> TouchStroke? {
        let pointer = event.pointer
        let sample = event.sample
        if event.type != .down, let stroke = open[pointer],
            let problem = stroke.limitProblem(at: sample.time, adding: event.type == .move)
        {
            var refusal = refuse(
                "pointer \(pointer) \(problem) (since \(Self.milliseconds(stroke.samples[0].time)) ms): "
                    + TouchStroke.limitReason)
            refusal.advice = "was its pointerup lost? Record each gesture apart with docs/touch-recorder.html"
            throw refusal
        }
        switch event.type {
        case .down:
            if open[pointer] != nil {
                throw refuse("pointer \(pointer) goes down again before its pointerup or pointercancel")
            }
            open[pointer] = TouchStroke(pointer: pointer, kind: event.kind, samples: [sample], liftTime: nil)
        case .move:
            // A mouse moving with no button down is no stroke; nor is a move that changes nothing.
            guard let last = open[pointer]?.samples.last else { return nil }
            guard
                last.x != sample.x || last.y != sample.y || last.pressure != sample.pressure || last.size != sample.size
            else { return nil }
            // Appended in place: a copy of the stroke would copy its samples at every move.
            open[pointer]!.samples.append(sample)
        case .up:
            // An up for a pointer never put down: the recording began during its stroke.
            guard var stroke = open.removeValue(forKey: pointer), let last = stroke.samples.last else { return nil }
            // A lift elsewhere than the last move was there first; only its position counts (an up's
            // pressure is 0, every one's).
            if last.x != sample.x || last.y != sample.y {
                stroke.samples.append(
                    TouchStroke.Sample(
                        time: sample.time, x: sample.x, y: sample.y, pressure: last.pressure, size: last.size))
            }
            stroke.liftTime = sample.time
            stroke.othersDownAtLift = !open.isEmpty
            return stroke
        case .cancel:
            // The browser took the pointer (a scroll, a system gesture): its position says nothing.
            guard var stroke = open.removeValue(forKey: pointer) else { return nil }
            stroke.liftTime = sample.time
            stroke.cancelled = true
            stroke.othersDownAtLift = !open.isEmpty
            return stroke
        }
        return nil
    }

    /// µs as ms with three decimals: 1523600 → "1523.600".
    static func milliseconds(_ micros: Int64) -> String {
        let sign = micros < 0 ? "-" : ""
        let fraction = String(abs(micros) % 1000)
        return "\(sign)\(abs(micros) / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
