import Motion

/// One quantity of a recording (the content's offset, or its velocity) over the whole file,
/// kept as one column per pixel of the timeline: each column holds the lowest, highest and
/// last value recorded in its slice of time. A 10-hour recording costs the same memory as a
/// 10-second one, and drawing a column's low…high span shows a spike that a single sample
/// per column would skip.
public struct MotionTrack: Hashable, Sendable {
    public struct Column: Hashable, Sendable {
        public var low: Double
        public var high: Double
        /// The value at the column's last recorded frame.
        public var last: Double
    }

    /// Recorded times (µs) of the first and the last frame: the timeline's span.
    public let start: Int64
    public let end: Int64
    /// One per pixel of the track; nil where no frame had a value (no frames there, or a demo
    /// without a scroll view).
    public private(set) var columns: [Column?]

    public init(start: Int64, end: Int64, columnCount: Int) {
        precondition(columnCount >= 1, "a track needs at least one column")
        self.start = start
        self.end = max(start, end)
        columns = Array(repeating: nil, count: columnCount)
    }

    /// The column whose slice of time holds `time`: the span split evenly, clamped to it.
    public func column(forTime time: Int64) -> Int {
        guard end > start else { return 0 }
        let fraction = Double(min(max(time, start), end) - start) / Double(end - start)
        return min(columns.count - 1, Int(fraction * Double(columns.count)))
    }

    public mutating func record(_ value: Double, at time: Int64) {
        guard value.isFinite else { return }
        let c = column(forTime: time)
        if var column = columns[c] {
            column.low = min(column.low, value)
            column.high = max(column.high, value)
            column.last = value
            columns[c] = column
        } else {
            columns[c] = Column(low: value, high: value, last: value)
        }
    }

    /// The lowest and highest value anywhere, nil when nothing was recorded.
    public var range: ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for case let column? in columns {
            low = min(low, column.low)
            high = max(high, column.high)
        }
        return low <= high ? low...high : nil
    }
}
