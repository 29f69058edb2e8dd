import Motion
import PlaygroundCore

extension SceneDefinition {
    /// Reads a scene file's text (docs/scenes.md): strict JSON, known keys only, every value
    /// inside its limits. The error is the first problem in file order, at the value it is
    /// about (at the key for an unknown key, at the object's `{` for a missing one), with one
    /// exception: a `"scene"` version newer than this build's is reported before anything
    /// else, because the rest of a newer file cannot be judged by this build's rules.
    public init(parsing text: String) throws(SceneFileError) {
        let reading = SceneJSON.read(text)
        self = try SceneReader(syntaxError: reading.error).scene(reading.root)
        // A whole, valid object followed by more text: the syntax error after it stands.
        if let error = reading.error { throw error }
    }
}

/// Turns the JSON tree into a definition, walking it in file order so that the first error
/// thrown is the first in the file. A tree cut short by a syntax error is walked as far as it
/// goes; reaching the cut throws the syntax error, which lies after everything walked.
private struct SceneReader {
    typealias Node = SceneJSON.Node
    typealias Member = SceneJSON.Member

    let syntaxError: SceneFileError?

    static let sceneKeys = SceneDefinition.fileKeys
    static let groupKeys = ["size", "repeat", "label", "color"]

    /// The syntax error that cut the tree short (only a cut tree has anything unfinished).
    var cut: SceneFileError {
        syntaxError ?? SceneFileError(line: 1, column: 1, message: "the file is cut short")
    }

    func fail(_ node: Node, _ message: String) -> SceneFileError {
        SceneFileError(line: node.position.line, column: node.position.column, message: message)
    }

    /// `NAME must be WANTED; found …`, or the syntax error when the value never finished.
    func wrongType(_ node: Node, _ name: String, _ wanted: String) -> SceneFileError {
        if case .unfinished = node.value { return cut }
        return fail(node, "\(name) must be \(wanted); found \(node.value.found)")
    }

    // MARK: The scene

    func scene(_ root: Node?) throws(SceneFileError) -> SceneDefinition {
        guard let root else { throw cut }
        guard case .object(let members, _) = root.value else {
            throw wrongType(root, "a scene file", #"one JSON object, {"scene": 1, "title": …}"#)
        }
        if let version = members.first(where: { $0.key == "scene" })?.value,
            case .number(let x, _) = version.value, x == x.rounded(), x > Double(SceneDefinition.formatVersion)
        {
            let message =
                "written for scene format \(NumberText.format(x)); this build reads version "
                + "\(SceneDefinition.formatVersion) — update playground"
            throw fail(version, message)
        }
        var title = ""
        var axis = Axis.horizontal
        var items: [SceneDefinition.ItemGroup] = []
        var spacing = 0.0
        var insets = SceneDefinition.Insets(leading: 0, trailing: 0)
        var snap = SceneDefinition.SnapRule.none
        var fling: Int?
        var reachesEnds = false
        var physics: [ScrollPhysicsParameters.Field: Double] = [:]
        var platform: ScrollPlatform?
        let required = [
            ("scene", #""scene": 1"#), ("title", #""title": "…" naming the scene"#),
            ("axis", #""axis": "horizontal" or "vertical""#), ("items", #""items": [{"size": [width, height]}]"#),
        ]
        try walk(root, noun: "key", place: "the scene", known: Self.sceneKeys, required: required) {
            (member) throws(SceneFileError) in
            let node = member.value
            switch member.key {
            case "scene":
                let (x, literal) = try number(node, #""scene""#, "the number 1, the format version")
                guard x == Double(SceneDefinition.formatVersion) else {
                    throw fail(node, #""scene" is \#(literal); write "scene": 1, the format version this build reads"#)
                }
            case "title": title = try text(node, #""title""#, limit: SceneDefinition.maxTitleLength)
            case "axis": axis = try self.axis(node)
            case "items": items = try groups(node)
            case "spacing":
                spacing = try points(node, #""spacing""#, "a spacing", SceneDefinition.spacingRange)
            case "insets": insets = try self.insets(node)
            case "snap": snap = try self.snap(node)
            case "max_items_per_fling":
                let range = SceneDefinition.flingRange
                fling = try whole(node, #""max_items_per_fling""#, range, "(leave it out for no limit)")
            case "reach_ends":
                guard case .bool(let b) = node.value else {
                    throw wrongType(
                        node, #""reach_ends""#,
                        "true (the first and last items reach their snap positions) or false (the default)")
                }
                reachesEnds = b
            default: (physics, platform) = try parameters(node)
            }
        }
        return SceneDefinition(
            title: title, axis: axis, items: items, spacing: spacing, insets: insets, snap: snap,
            maxItemsPerFling: fling, reachesEnds: reachesEnds, physics: physics, platform: platform)
    }

    /// Checks an object's keys and hands each member to `body` in file order. Missing keys are
    /// reported first, at the `{`, which comes before every member.
    func walk(
        _ node: Node, noun: String, place: String, known: [String], required: [(String, String)],
        _ body: (Member) throws(SceneFileError) -> Void
    ) throws(SceneFileError) {
        guard case .object(let members, let complete) = node.value else { throw cut }
        if complete {
            for (key, hint) in required where !members.contains(where: { $0.key == key }) {
                let inPlace = place == "the scene" ? "" : " in " + place
                throw fail(node, "missing \"\(key)\"\(inPlace); add \(hint)")
            }
        }
        for member in members {
            guard known.contains(member.key) else {
                let suggestion = Self.nearest(member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                let message =
                    "unknown \(noun) \(ParameterError.quoted(member.key)) in \(place)\(suggestion) "
                    + "(known: \(known.joined(separator: ", ")))"
                throw SceneFileError(
                    line: member.keyPosition.line, column: member.keyPosition.column, message: message)
            }
            try body(member)
        }
        if !complete { throw cut }
    }

    /// The known name a typo most likely meant: close relative to the name's length, so a
    /// short key is not "corrected" into an unrelated one.
    static func nearest(_ name: String, in known: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in known {
            let d = ParameterCatalog.editDistance(name, candidate)
            if d <= max(1, min(3, candidate.count / 3)), d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    // MARK: Values

    func number(_ node: Node, _ name: String, _ wanted: String) throws(SceneFileError) -> (Double, String) {
        guard case .number(let x, let literal) = node.value else { throw wrongType(node, name, wanted) }
        // -0 is 0: the sign of zero means nothing in a scene.
        return (x == 0 ? 0 : x, SceneJSON.clipped(literal))
    }

    /// A number in points inside `range`; `what` names it in the message (`a width`).
    func points(
        _ node: Node, _ name: String, _ what: String, _ range: ClosedRange<Double>
    ) throws(SceneFileError) -> Double {
        let allowed = "from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound)) pt"
        let (x, literal) = try number(node, name, "a number " + allowed)
        guard range.contains(x) else {
            throw fail(node, "\(name) = \(literal) is out of range; write \(what) \(allowed)")
        }
        return x
    }

    /// A whole number inside `range`; any literal whose value is whole counts (`3`, `3.0`, `3e0`).
    func whole(
        _ node: Node, _ name: String, _ range: ClosedRange<Int>, _ note: String = ""
    ) throws(SceneFileError) -> Int {
        let allowed =
            "a whole number from \(range.lowerBound) to \(range.upperBound)" + (note.isEmpty ? "" : " " + note)
        guard case .number(let x, let literal) = node.value else { throw wrongType(node, name, allowed) }
        let shown = SceneJSON.clipped(literal)
        guard x == x.rounded() else { throw fail(node, "\(name) must be a whole number, found \(shown)") }
        guard Double(range.lowerBound) <= x, x <= Double(range.upperBound) else {
            throw fail(node, "\(name) = \(shown) is out of range; write \(allowed)")
        }
        return Int(x)
    }

    /// A string of at most `limit` characters with no control characters.
    func text(_ node: Node, _ name: String, limit: Int, allowEmpty: Bool = false) throws(SceneFileError) -> String {
        guard case .string(let s) = node.value else { throw wrongType(node, name, "a string in double quotes") }
        if !allowEmpty, s.isEmpty { throw fail(node, "\(name) is empty; write a name, e.g. \"Card carousel\"") }
        // A title or label is drawn, printed and written into exports' comments: a control, a line
        // break or a bidirectional override would drive a terminal or make a comment read other
        // than it compiles.
        if let unsafe = UnsafeScalars.first(in: s) {
            throw fail(
                node, "\(name) contains \(UnsafeScalars.kind(of: unsafe)) (\(UnsafeScalars.escape(unsafe))); remove it")
        }
        guard s.count <= limit else {
            throw fail(node, "\(name) is \(s.count) characters long; shorten it to at most \(limit)")
        }
        if let heavy = s.first(where: { $0.unicodeScalars.count > SceneDefinition.maxScalarsPerCharacter }) {
            throw fail(
                node,
                "\(name) has a character of \(heavy.unicodeScalars.count) code points (a letter with "
                    + "\(heavy.unicodeScalars.count - 1) marks); at most \(SceneDefinition.maxScalarsPerCharacter) "
                    + "make one, so remove the extra marks")
        }
        let scalars = s.unicodeScalars.count
        let bytes = s.utf8.count
        let scalarLimit = limit * SceneDefinition.scalarsPerCharacter
        let byteLimit = limit * SceneDefinition.bytesPerCharacter
        guard scalars <= scalarLimit, bytes <= byteLimit else {
            throw fail(
                node,
                "\(name) is \(scalars) code points (\(bytes) bytes of UTF-8) long; shorten it to at most "
                    + "\(scalarLimit) code points and \(byteLimit) bytes")
        }
        return s
    }

    /// One of `choices`, listed in the message when it is not.
    func choice(_ node: Node, _ name: String, _ choices: [String], _ listed: String) throws(SceneFileError) -> String {
        guard case .string(let s) = node.value else { throw wrongType(node, name, "a string, " + listed) }
        guard choices.contains(s) else { throw fail(node, "\(name) is \(ParameterError.quoted(s)); write \(listed)") }
        return s
    }

    func axis(_ node: Node) throws(SceneFileError) -> Axis {
        let name = try choice(node, #""axis""#, Axis.allCases.map(\.rawValue), #""horizontal" or "vertical""#)
        return Axis(rawValue: name) ?? .horizontal
    }

    func snap(_ node: Node) throws(SceneFileError) -> SceneDefinition.SnapRule {
        let names = SceneDefinition.SnapRule.allCases.map(\.rawValue)
        let name = try choice(node, #""snap""#, names, "one of " + names.joined(separator: ", "))
        return SceneDefinition.SnapRule(rawValue: name) ?? .none
    }

    /// A fixed-length array of numbers in points (`size`, `insets`), each named by `parts`.
    func pair(
        _ node: Node, _ name: String, _ parts: [String], _ range: ClosedRange<Double>
    ) throws(SceneFileError) -> [Double] {
        try pair(node, name, parts, "in points") { (element, i) throws(SceneFileError) in
            try points(element, "\(name)[\(i)]", "a " + parts[i], range)
        }
    }

    /// A fixed-length array whose element `i` (named by `parts[i]`) `read` reads.
    func pair<Value>(
        _ node: Node, _ name: String, _ parts: [String], _ unit: String,
        _ read: (Node, Int) throws(SceneFileError) -> Value
    ) throws(SceneFileError) -> [Value] {
        let form = "[" + parts.joined(separator: ", ") + "]"
        guard case .array(let elements, let complete) = node.value else {
            throw wrongType(node, name, form + " " + unit)
        }
        var values: [Value] = []
        for (i, element) in elements.enumerated() {
            guard i < parts.count else {
                throw fail(element, "\(name) has more than \(parts.count) numbers; write \(form)")
            }
            values.append(try read(element, i))
        }
        if !complete { throw cut }
        guard values.count == parts.count else {
            let numbers = values.count == 1 ? "1 number" : "\(values.count) numbers"
            throw fail(node, "\(name) has \(numbers); write \(form)")
        }
        return values
    }

    func insets(_ node: Node) throws(SceneFileError) -> SceneDefinition.Insets {
        // A top-level key is quoted in messages; its elements are paths (`insets[0]`).
        guard case .array = node.value else {
            throw wrongType(node, #""insets""#, "[leading inset, trailing inset] in points")
        }
        let values = try pair(node, "insets", ["leading inset", "trailing inset"], SceneDefinition.insetRange)
        return SceneDefinition.Insets(leading: values[0], trailing: values[1])
    }

    // MARK: Items

    func groups(_ node: Node) throws(SceneFileError) -> [SceneDefinition.ItemGroup] {
        guard case .array(let elements, let complete) = node.value else {
            throw wrongType(node, #""items""#, #"an array of item groups, e.g. [{"size": [100, 100]}]"#)
        }
        if complete, elements.isEmpty {
            throw fail(node, #""items" is empty; add at least one group, e.g. {"size": [100, 100]}"#)
        }
        var groups: [SceneDefinition.ItemGroup] = []
        var total = 0
        for (i, element) in elements.enumerated() {
            guard i < SceneDefinition.maxGroups else {
                let message =
                    "\"items\" has more than \(SceneDefinition.maxGroups) groups; "
                    + "give a group a \"repeat\" to stand for many items of one size"
                throw fail(element, message)
            }
            groups.append(try group(element, index: i, total: &total))
        }
        if !complete { throw cut }
        return groups
    }

    /// One group; `total` is the item count of the groups before it, and after it on return.
    func group(_ node: Node, index: Int, total: inout Int) throws(SceneFileError) -> SceneDefinition.ItemGroup {
        let name = "items[\(index)]"
        guard case .object = node.value else { throw wrongType(node, name, #"an object like {"size": [100, 100]}"#) }
        var group = SceneDefinition.ItemGroup(size: .zero)
        var counted = false
        var running = total
        func count(_ n: Int, at node: Node, _ what: String) throws(SceneFileError) {
            running += n
            guard running <= SceneDefinition.maxItems else {
                let message =
                    "\(what) brings the total to \(running) items; a scene holds at most \(SceneDefinition.maxItems)"
                throw fail(node, message)
            }
        }
        try walk(
            node, noun: "key", place: name, known: Self.groupKeys, required: [("size", "\"size\": [width, height]")]
        ) {
            (member) throws(SceneFileError) in
            let value = member.value
            switch member.key {
            case "size":
                let size = try pair(value, "\(name).size", ["width", "height"], "in points or percent") {
                    (element, i) throws(SceneFileError) in
                    try length(element, "\(name).size[\(i)]", i == 0 ? "width" : "height")
                }
                group.size = Size(width: size[0].value, height: size[1].value)
                (group.widthUnit, group.heightUnit) = (size[0].unit, size[1].unit)
            case "repeat":
                let repeated = "\(name).repeat"
                group.count = try whole(value, repeated, 1...SceneDefinition.maxItems)
                counted = true
                try count(group.count, at: value, "\(repeated) = \(group.count)")
            case "label":
                group.label = try text(value, "\(name).label", limit: SceneDefinition.maxLabelLength, allowEmpty: true)
            default:
                group.color = try color(value, "\(name).color")
            }
        }
        if !counted { try count(1, at: node, name) }
        total = running
        return group
    }

    /// An item's width or height: a number of points, or a string `"N%"` of the viewport's
    /// `dimension` (`width`, `height`), which follows the window.
    func length(
        _ node: Node, _ name: String, _ dimension: String
    ) throws(SceneFileError) -> (value: Double, unit: SceneDefinition.LengthUnit) {
        let (points, percent) = (SceneDefinition.sizeRange, SceneDefinition.percentRange)
        let allowed =
            "a \(dimension) from \(NumberText.format(points.lowerBound)) to \(NumberText.format(points.upperBound)) pt, "
            + "or a percentage of the viewport's \(dimension) from \(NumberText.format(percent.lowerBound))% to "
            + "\(NumberText.format(percent.upperBound))% in quotes, e.g. \"100%\""
        switch node.value {
        case .number:
            return (try self.points(node, name, "a " + dimension, points), .points)
        case .string(let s):
            guard let x = Self.percentage(s) else {
                throw fail(node, "\(name) is \(ParameterError.quoted(s)), not a length; write \(allowed)")
            }
            guard percent.contains(x) else {
                throw fail(node, "\(name) = \(ParameterError.quoted(s)) is out of range; write \(allowed)")
            }
            return (x, .percent)
        default:
            throw wrongType(node, name, allowed)
        }
    }

    /// The number of `"12.5%"`: digits with at most one decimal point inside, then one `%`; no
    /// sign, exponent or space (so `"-5%"` reads as no percentage rather than an odd one).
    static func percentage(_ s: String) -> Double? {
        guard s.hasSuffix("%") else { return nil }
        let number = s.dropLast()
        let digits = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(digits.count),
            digits.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        return Double(number)
    }

    /// `#RRGGBB` or `#RRGGBBAA`, hex digits in either case.
    func color(_ node: Node, _ name: String) throws(SceneFileError) -> Color {
        let wanted = ##"a string "#RRGGBB" or "#RRGGBBAA""##
        guard case .string(let s) = node.value else { throw wrongType(node, name, wanted) }
        let bytes = Array(s.utf8)
        var channels: [UInt8] = []
        if bytes.count == 7 || bytes.count == 9, bytes[0] == UInt8(ascii: "#") {
            for i in stride(from: 1, to: bytes.count, by: 2) {
                guard let high = NumberText.hexDigit(bytes[i]), let low = NumberText.hexDigit(bytes[i + 1]) else {
                    break
                }
                channels.append(high << 4 | low)
            }
        }
        guard channels.count == (bytes.count - 1) / 2, channels.count >= 3 else {
            let message =
                "\(name) is \(ParameterError.quoted(s)); write \"#RRGGBB\" or \"#RRGGBBAA\" in hex, e.g. \"#3478F6\""
            throw fail(node, message)
        }
        return Color(channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 255)
    }

    // MARK: Parameters

    /// Each a scroll-physics field by its name, inside the range the tuning lab allows; `physics`
    /// names a platform (`"android"`).
    func parameters(_ node: Node) throws(SceneFileError) -> (
        [ScrollPhysicsParameters.Field: Double], ScrollPlatform?
    ) {
        guard case .object = node.value else {
            throw wrongType(node, #""parameters""#, #"an object like {"deceleration_rate": 0.99}"#)
        }
        var physics: [ScrollPhysicsParameters.Field: Double] = [:]
        var platform: ScrollPlatform?
        let known = ScrollPhysicsParameters.Field.allCases.map(\.rawValue)
        try walk(node, noun: "parameter", place: #""parameters""#, known: known, required: []) {
            (member) throws(SceneFileError) in
            guard let field = ScrollPhysicsParameters.Field(rawValue: member.key) else { return }
            let spec = ScrollPhysicsParameters.spec(field, demo: "scene")
            let name = "parameters." + member.key
            if field == .platform {
                let names = ScrollPlatform.allCases.map(\.rawValue)
                let listed = names.map { "\"\($0)\"" }.joined(separator: ", ")
                platform = ScrollPlatform(rawValue: try choice(member.value, name, names, "one of " + listed))
                return
            }
            let (x, literal) = try number(member.value, name, "a number from " + spec.allowedText)
            guard spec.domain.contains(.number(x)) else {
                throw fail(
                    member.value, "\(name) = \(literal) is out of range; write a number from \(spec.allowedText)")
            }
            physics[field] = x
        }
        return (physics, platform)
    }
}
