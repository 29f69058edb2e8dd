import Foundation

/// The touch axes' raw ranges from a `getevent -lp` (or `-p`) header:
/// `ABS (0003): ABS_MT_POSITION_X : value 0, min 0, max 1023, fuzz 0, flat 0, resolution 0`.
public struct GeteventAxisRanges: Hashable, Sendable {
    var ranges: [Int: TouchAxisRange] = [:]

    /// Reads one header line; false when it is not an axis line.
    mutating func read(_ line: Substring) -> Bool {
        guard let colon = line.range(of: ": value ") else { return false }
        let before = line[..<colon.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
        guard let name = before.last else { return false }
        let code = GeteventEvent.codeNames[String(name)] ?? GeteventEvent.hex(name, digits: 4).map(Int.init)
        guard let code, let min = number(after: "min ", in: line), let max = number(after: "max ", in: line), max > min
        else { return false }
        ranges[code] = TouchAxisRange(min: min, max: max)
        return true
    }

    /// The position axes, multi-touch first (a panel that has both reports positions there).
    public var position: (x: TouchAxisRange, y: TouchAxisRange)? {
        if let x = ranges[GeteventEvent.mtPositionX], let y = ranges[GeteventEvent.mtPositionY] { return (x, y) }
        if let x = ranges[GeteventEvent.absX], let y = ranges[GeteventEvent.absY] { return (x, y) }
        return nil
    }

    /// The pressure axis, multi-touch first.
    public var pressure: TouchAxisRange? { ranges[GeteventEvent.mtPressure] ?? ranges[GeteventEvent.absPressure] }

    private func number(after key: String, in line: Substring) -> Double? {
        guard let r = line.range(of: key) else { return nil }
        let digits = line[r.upperBound...].prefix { $0 == "-" || $0.isNumber }
        return Double(digits)
    }
}
