import PlaygroundCore

/// The demo's delegate: each tap becomes a toast (for `toastDuration`) and a line of the event
/// log, which also records reloads, pauses and setting changes. Times are session µs.
public struct RollerEventLog: RollingNoticeDelegate, Sendable {
    /// How long a toast stays up (µs).
    public static let toastDuration: Int64 = 2_000_000
    /// Lines kept; the demo shows the newest that fit its window.
    public static let capacity = 80

    public private(set) var lines = RingBuffer<String>(capacity: Self.capacity)
    public private(set) var toast: String?
    public private(set) var toastUntil: Int64 = 0
    /// Every tap reported, oldest first: (roller name, index).
    public private(set) var taps: [RollerTap] = []

    public init() {}

    public mutating func rollingNoticeView(_ view: RollingNoticeView, didClickAt index: Int, time: Int64) {
        taps.append(RollerTap(roller: view.name, index: index, time: time))
        let who = view.cellLayouts.first { $0.cell.index == index }.map { " · " + $0.cell.comment.name } ?? ""
        show("\(view.name): tapped comment #\(index + 1)\(who)", at: time)
    }

    /// Appends a line and shows it as the toast.
    public mutating func show(_ text: String, at time: Int64) {
        log(text, at: time)
        toast = text
        toastUntil = time + Self.toastDuration
    }

    /// Appends a line without a toast.
    public mutating func log(_ text: String, at time: Int64) {
        lines.append("\(Self.format(time))  \(text)")
    }

    public func isToastVisible(at time: Int64) -> Bool { toast != nil && time < toastUntil }

    /// "12.34 s" from µs, without Foundation.
    static func format(_ micros: Int64) -> String {
        let hundredths = micros / 10_000
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac) s"
    }
}

/// A tap the delegate heard.
public struct RollerTap: Hashable, Sendable {
    public var roller: String
    public var index: Int
    public var time: Int64
}
