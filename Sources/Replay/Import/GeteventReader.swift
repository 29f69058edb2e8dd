/// Turns the lines of a `getevent -t` / `-lt` trace into finger strokes, frame by frame as
/// Android's `InputReader` builds them: multi-touch type A (each `SYN_MT_REPORT` one contact, a
/// frame without any lifts every finger), type B (slots, a `TRACKING_ID` of −1 lifts), or single
/// touch (`ABS_X`, `ABS_Y`, `BTN_TOUCH`). Multi-touch data wins over `BTN_TOUCH`, which some
/// panels never release; type A contacts without a tracking id are matched to the fingers of the
/// frame before by nearest neighbour. Strokes come out as they end, so a long trace streams.
public struct GeteventReader {
    /// A contact as the current frame reports it.
    private struct Contact {
        var id: Int?
        var x: Double?
        var y: Double?
        var pressure: Double?
        var size: Double?
        var isEmpty: Bool { id == nil && x == nil && y == nil && pressure == nil && size == nil }
    }

    private enum TouchProtocol {
        case unknown, typeA, typeB, single
    }

    public private(set) var ranges = GeteventAxisRanges()
    private var protocolInUse = TouchProtocol.unknown
    private var lastTime: Int64?
    /// Type A: the contacts reported so far in this frame, and the one being built.
    private var reported: [Contact] = []
    private var building = Contact()
    /// Type B: every slot's contact, kept across frames as the protocol does.
    private var slots: [Int: Contact] = [:]
    private var slot = 0
    /// Single touch.
    private var single = Contact()
    private var touching = false
    /// The open strokes by the trace's id for their finger.
    private var open: [Int: TouchStroke] = [:]
    private var nextAnonymous = 1_000_000
    public private(set) var eventCount = 0
    /// Whether any event came before the header ended (header lines after events are refused).
    private var sawEvents = false

    public init() {}

    /// Reads a whole trace, calling `body` with each stroke as it ends (those still down at the
    /// end last) and the header's position ranges, if it had any; returns the reader, for its
    /// counts. A line that is wrong is refused naming the file and the line.
    public static func read(
        _ input: TraceInput, _ body: (TouchStroke, (x: TouchAxisRange, y: TouchAxisRange)?) throws -> Void
    ) throws -> GeteventReader {
        var reader = GeteventReader()
        _ = try TraceLines.read(input) { (line: ArraySlice<UInt8>, number) in
            let read = line.withUnsafeBufferPointer { reader.read(bytes: $0) }
            switch read {
            case .failure(let problem):
                throw TraceError(
                    file: input.path, line: number, problem: problem.text,
                    advice: problem.advice ?? "pass what `adb shell getevent -lt` (or -t) printed")
            case .success(let strokes):
                for stroke in strokes { try body(stroke, reader.ranges.position) }
            }
        }
        for stroke in reader.finish() { try body(stroke, reader.ranges.position) }
        return reader
    }

    /// Reads one line; returns the strokes that ended with it.
    public mutating func read(_ line: Substring) -> Result<[TouchStroke], TraceLineProblem> {
        var text = String(line)
        return text.withUTF8 { read(bytes: $0) }
    }

    /// The same, the line as its UTF-8 bytes.
    public mutating func read(bytes line: UnsafeBufferPointer<UInt8>) -> Result<[TouchStroke], TraceLineProblem> {
        let event: GeteventEvent
        switch GeteventEvent.parse(bytes: line) {
        case .failure(let problem): return .failure(problem)
        case .success(nil):
            if !sawEvents { _ = ranges.read(Substring(String(decoding: line, as: UTF8.self))) }
            return .success([])
        case .success(let parsed?): event = parsed
        }
        sawEvents = true
        eventCount += 1
        if let lastTime, event.time < lastTime {
            return .failure(
                TraceLineProblem(
                    "time goes back, from \(Self.seconds(lastTime)) to \(Self.seconds(event.time)) s (getevent "
                        + "writes events in order: was the file edited or two traces joined?)"))
        }
        lastTime = event.time
        switch (event.type, event.code) {
        case (GeteventEvent.synType, GeteventEvent.synReport):
            do throws(TraceLineProblem) {
                return .success(try endFrame(at: event.time))
            } catch {
                return .failure(error)
            }
        case (GeteventEvent.synType, GeteventEvent.synMTReport):
            protocolInUse = .typeA
            if !building.isEmpty { reported.append(building) }
            building = Contact()
        case (GeteventEvent.keyType, GeteventEvent.btnTouch):
            touching = event.value != 0
        case (GeteventEvent.absType, let code):
            absolute(code, Double(event.value))
        default:
            break
        }
        return .success([])
    }

    private mutating func absolute(_ code: Int, _ value: Double) {
        switch code {
        case GeteventEvent.mtSlot:
            protocolInUse = .typeB
            slot = Int(value)
        case GeteventEvent.absX: single.x = value
        case GeteventEvent.absY: single.y = value
        case GeteventEvent.absPressure: single.pressure = value
        case GeteventEvent.mtTrackingID, GeteventEvent.mtPositionX, GeteventEvent.mtPositionY,
            GeteventEvent.mtPressure, GeteventEvent.mtTouchMajor:
            // Type B writes into the slot; type A (or not yet known) into the contact being built.
            if protocolInUse == .typeB {
                var contact = slots[slot] ?? Contact()
                set(code, value, in: &contact)
                slots[slot] = contact
            } else {
                set(code, value, in: &building)
            }
        default:
            break
        }
    }

    private func set(_ code: Int, _ value: Double, in contact: inout Contact) {
        switch code {
        case GeteventEvent.mtTrackingID: contact.id = value < 0 ? -1 : Int(value)
        case GeteventEvent.mtPositionX: contact.x = value
        case GeteventEvent.mtPositionY: contact.y = value
        case GeteventEvent.mtPressure: contact.pressure = value
        default: contact.size = value
        }
    }

    /// The contacts of the frame that ends now, by the trace's id for the finger.
    private mutating func frameContacts() -> [(id: Int?, contact: Contact)] {
        switch protocolInUse {
        case .typeA:
            // A frame's contacts are what it reported; the building one counts if SYN_MT_REPORT never closed it.
            var contacts = reported
            if !building.isEmpty, building.x != nil { contacts.append(building) }
            reported = []
            building = Contact()
            return contacts.filter { $0.x != nil && $0.y != nil && $0.id != -1 }.map { ($0.id, $0) }
        case .typeB:
            slots = slots.filter { $0.value.id != -1 }
            return slots.sorted { $0.key < $1.key }.compactMap { key, contact in
                guard let id = contact.id, contact.x != nil, contact.y != nil else { return nil }
                return (id * 64 + key, contact)
            }
        case .single, .unknown:
            if building.x != nil || building.y != nil {
                // Multi-touch positions without SYN_MT_REPORT or slots: a single type A contact per frame.
                protocolInUse = .typeA
                return frameContacts()
            }
            guard touching, single.x != nil, single.y != nil else { return [] }
            protocolInUse = .single
            return [(0, single)]
        }
    }

    private mutating func endFrame(at time: Int64) throws(TraceLineProblem) -> [TouchStroke] {
        let contacts = frameContacts()
        var seen: Set<Int> = []
        var unmatched = Set(open.keys)
        for (id, contact) in contacts {
            let key = id ?? nearestOpen(to: contact, among: unmatched) ?? newAnonymous()
            unmatched.remove(key)
            seen.insert(key)
            let sample = TouchStroke.Sample(
                time: time, x: contact.x!, y: contact.y!, pressure: contact.pressure, size: contact.size)
            if let last = open[key]?.samples.last {
                // A move is any change of position, pressure or size; a frame repeating the last is none.
                let moved =
                    last.x != sample.x || last.y != sample.y || last.pressure != sample.pressure
                    || last.size != sample.size
                if let problem = open[key]?.limitProblem(at: time, adding: moved) {
                    throw TraceLineProblem(
                        "the finger down since \(Self.seconds(open[key]!.samples[0].time)) s \(problem): "
                            + TouchStroke.limitReason,
                        advice: "was its lift lost? Cut the trace where it should lift, or record each gesture apart")
                }
                // Appended in place: a copy of the stroke would copy its samples at every frame.
                if moved { open[key]!.samples.append(sample) }
            } else {
                open[key] = TouchStroke(pointer: key, samples: [sample], liftTime: nil)
            }
        }
        var ended: [TouchStroke] = []
        for key in open.keys.sorted() where !seen.contains(key) {
            var stroke = open.removeValue(forKey: key)!
            stroke.liftTime = time
            ended.append(stroke)
        }
        for k in ended.indices { ended[k].othersDownAtLift = !open.isEmpty }
        return ended
    }

    /// The open finger nearest `contact` among `candidates` (type A without tracking ids).
    private func nearestOpen(to contact: Contact, among candidates: Set<Int>) -> Int? {
        candidates.min { a, b in distance(open[a]!, contact) < distance(open[b]!, contact) }
    }

    private func distance(_ stroke: TouchStroke, _ contact: Contact) -> Double {
        guard let last = stroke.samples.last else { return .infinity }
        let dx = last.x - contact.x!
        let dy = last.y - contact.y!
        return dx * dx + dy * dy
    }

    private mutating func newAnonymous() -> Int {
        nextAnonymous += 1
        return nextAnonymous
    }

    /// Whether a finger is down after the lines read so far: strokes that end while another is
    /// down belong to one gesture with it.
    public var hasFingersDown: Bool { !open.isEmpty }

    /// The strokes still down when the trace ends (no lift).
    public mutating func finish() -> [TouchStroke] {
        var rest = open.keys.sorted().map { open[$0]! }
        open = [:]
        // Down together at the end: one gesture, which ends with the last of them.
        for k in rest.indices { rest[k].othersDownAtLift = k < rest.count - 1 }
        return rest
    }

    static func seconds(_ micros: Int64) -> String {
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
