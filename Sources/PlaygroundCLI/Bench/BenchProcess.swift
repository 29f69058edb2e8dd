import Foundation

/// This process's memory and CPU figures from /proc (Linux).
enum BenchProcess {
    /// Peak resident set (VmHWM) in KiB.
    static var peakResidentKiB: Int { status("VmHWM:") }
    /// Current resident set (VmRSS) in KiB.
    static var residentKiB: Int { status("VmRSS:") }

    private static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            return Int(line.dropFirst(field.count).filter(\.isNumber)) ?? 0
        }
        return 0
    }
}
