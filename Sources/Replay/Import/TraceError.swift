/// Why a touch trace cannot be imported: one line naming the file, the line and what to do.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil for what is wrong with the trace as a whole (no gesture, no range).
    public var line: Int?
    public var problem: String
    public var advice: String

    public init(file: String, line: Int?, problem: String, advice: String) {
        self.file = file
        self.line = line
        self.problem = problem
        self.advice = advice
    }

    public var description: String {
        "\(TerminalText.escaped(file))\(line.map { ":\($0)" } ?? ""): \(problem) — \(advice)"
    }
}

/// What is wrong with one line of a trace, before the file and line number are known.
public struct TraceLineProblem: Error, Hashable, Sendable {
    public var text: String
    /// What to do, where it is not the format's usual advice.
    public var advice: String?
    init(_ text: String, advice: String? = nil) {
        self.text = text
        self.advice = advice
    }
}
