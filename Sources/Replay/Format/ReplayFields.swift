import Motion
import PlaygroundCore

/// Typed access to one JSON object's fields, with messages that name the field and where it is.
struct Fields {
    var value: JSONValue
    /// Where the object is, for messages: "header", "frame 12, input 3 (wheel)".
    var context: String

    typealias Problem = ReplayParser.Problem

    func require(_ key: String) throws(Problem) -> JSONValue {
        guard let v = value[key] else { throw Problem(problem: "\(context) has no \"\(key)\"") }
        return v
    }

    func mistyped(_ key: String, _ found: JSONValue, expected: String) -> Problem {
        Problem(problem: "\(context) \"\(key)\" must be \(expected), found \(found.summary)")
    }

    func string(_ key: String) throws(Problem) -> String {
        let v = try require(key)
        guard case .string(let s) = v else { throw mistyped(key, v, expected: "a string") }
        return s
    }

    /// A `parameter_changed` fact's `name` and `value` (a string, or a number whose literal is
    /// read as text), through the one check `--set` and header settings use.
    func parameterChange(catalog: ParameterCatalog) throws(Problem) -> Input {
        let name = try string("name")
        let v = try require("value")
        let text: String
        switch v {
        case .string(let s), .number(let s): text = s
        case .null, .bool, .array, .object: throw mistyped("value", v, expected: "a string or a number")
        }
        do {
            let (spec, value) = try catalog.validate(name: name, text: text)
            return .parameterChanged(name: spec.name, value: value)
        } catch {
            throw Problem(
                kind: .badSetting, problem: "\(context): \(error.problem)",
                advice: ReplayError.badSettingAdvice)
        }
    }

    func bool(_ key: String) throws(Problem) -> Bool {
        let v = try require(key)
        guard case .bool(let b) = v else { throw mistyped(key, v, expected: "true or false") }
        return b
    }

    func object(_ key: String, context: String) throws(Problem) -> Fields {
        let v = try require(key)
        guard case .object = v else { throw mistyped(key, v, expected: "an object") }
        return Fields(value: v, context: "\(self.context) \(context)")
    }

    private func integerText(_ key: String) throws(Problem) -> String {
        let v = try require(key)
        guard case .number(let text) = v, JSONValue.isIntegerLiteral(text) else {
            throw mistyped(key, v, expected: "a whole number")
        }
        return text
    }

    func int(_ key: String, in range: ClosedRange<Int64>) throws(Problem) -> Int64 {
        let text = try integerText(key)
        guard let i = Int64(text), range.contains(i) else {
            throw Problem(
                problem: "\(context) \"\(key)\" = \(text) is out of range (\(range.lowerBound)...\(range.upperBound))")
        }
        return i
    }

    func uint64(_ key: String) throws(Problem) -> UInt64 {
        let text = try integerText(key)
        guard let u = UInt64(text) else {
            throw Problem(problem: "\(context) \"\(key)\" = \(text) is out of range (0...\(UInt64.max))")
        }
        return u
    }

    private func number(_ key: String) throws(Problem) -> (Double, String) {
        let v = try require(key)
        guard case .number(let text) = v else { throw mistyped(key, v, expected: "a number") }
        return (Double(text) ?? .infinity, text)
    }

    /// The range rules of the two `double` readers below, shared with `FrameLineScan`.
    static func isWithin(_ d: Double, magnitude limit: Double) -> Bool { d.isFinite && abs(d) <= limit }
    static func isWithin(_ d: Double, _ range: ClosedRange<Double>) -> Bool { d.isFinite && range.contains(d) }

    func double(_ key: String, magnitude limit: Double) throws(Problem) -> Double {
        let (d, text) = try number(key)
        guard Self.isWithin(d, magnitude: limit) else {
            throw Problem(
                problem:
                    "\(context) \"\(key)\" = \(text) is out of range (|\(key)| ≤ \(ReplayLineEncoder.number(limit)))")
        }
        return d
    }

    func double(_ key: String, in range: ClosedRange<Double>) throws(Problem) -> Double {
        let (d, text) = try number(key)
        guard Self.isWithin(d, range) else {
            throw Problem(
                problem: "\(context) \"\(key)\" = \(text) is out of range "
                    + "(\(ReplayLineEncoder.number(range.lowerBound))...\(ReplayLineEncoder.number(range.upperBound)))")
        }
        return d
    }

    func double(_ key: String, positiveUpTo limit: Double) throws(Problem) -> Double {
        let (d, text) = try number(key)
        guard d.isFinite, d > 0, d <= limit else {
            throw Problem(
                problem:
                    "\(context) \"\(key)\" = \(text) is out of range (more than 0, at most \(ReplayLineEncoder.number(limit)))"
            )
        }
        return d
    }

    func point() throws(Problem) -> Point {
        Point(
            x: try double("x", magnitude: ReplayFormat.maxCoordinate),
            y: try double("y", magnitude: ReplayFormat.maxCoordinate))
    }

    /// A pointer input's `pointer` (format v2): the mouse where there is none. `allowed` is false
    /// in a v1 file, which never has one.
    func pointer(allowed: Bool) throws(Problem) -> Pointer {
        guard value["pointer"] != nil else { return .mouse }
        guard allowed else {
            throw Problem(
                problem: "\(context) has a \"pointer\", which format v1 does not have "
                    + "(v\(ReplayFormat.pointersSince) says which pointer an input came from: is the header's version right?)"
            )
        }
        let f = try object("pointer", context: "pointer")
        let id = Int(try f.int("id", in: 0...Int64(ReplayFormat.maxPointerID)))
        let name = try f.string("kind")
        guard let kind = PointerKind(rawValue: name) else {
            throw Problem(
                problem: "\(f.context) has unknown kind \"\(TerminalText.escaped(name))\" (known: "
                    + PointerKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        var pointer = Pointer(id: id, kind: kind)
        if f.value["pressure"] != nil { pointer.pressure = try f.double("pressure", in: ReplayFormat.pressures) }
        if f.value["size"] != nil { pointer.size = try f.double("size", in: 0...ReplayFormat.maxCoordinate) }
        return pointer
    }

    func button() throws(Problem) -> PointerButton {
        let name = try string("button")
        guard let button = PointerButton(rawValue: name) else {
            throw Problem(
                problem: "\(context) has unknown button \"\(name)\" (known: "
                    + PointerButton.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return button
    }

    func key() throws(Problem) -> Key {
        let name = try string("key")
        guard Key.isKnownName(name) else { throw Problem(problem: "\(context) has unknown key name \"\(name)\"") }
        return Key(rawValue: name)
    }

    func modifiers() throws(Problem) -> Modifiers {
        let v = try require("modifiers")
        guard case .array(let items) = v else { throw mistyped("modifiers", v, expected: "an array of names") }
        var names: [String] = []
        for item in items {
            guard case .string(let name) = item else {
                throw Problem(problem: "\(context) \"modifiers\" must hold names, found \(item.summary)")
            }
            guard Modifiers(names: [name]) != nil else {
                throw Problem(
                    problem: "\(context) has unknown modifier \"\(name)\" (known: "
                        + Modifiers.named.map(\.0).joined(separator: ", ") + ")")
            }
            names.append(name)
        }
        return Modifiers(names: names) ?? []
    }
}
