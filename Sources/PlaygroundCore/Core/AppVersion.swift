/// A playground version as `AppVersion.build` writes it (`0.2.0`): dotted whole numbers,
/// compared part by part, a missing part reading as 0 (`0.2` is `0.2.0`). A replay header's
/// `app_version` may hold any text, so reading one can fail: nil is "no version this build knows".
public struct AppVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let parts: [Int]

    /// At most four parts of at most six digits each: anything longer is not a version we wrote.
    public init?(_ text: String) {
        let fields = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(fields.count) else { return nil }
        var parts: [Int] = []
        for field in fields {
            guard (1...6).contains(field.count), field.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(field)
            else { return nil }
            parts.append(n)
        }
        self.parts = parts
    }

    /// This build's version as a recording's header and an export's banner write it. 0.2.0:
    /// issue 33's physics (`PhysicsChange.log`); recordings of 0.1.0 replay under theirs where
    /// they are parameters, and name the changes where they are code. 0.3.0: issue 35's ghost
    /// lanes (older recordings replay with the ghosts drawn as they were) and text that never cuts.
    public static let build = "0.3.3"

    /// This build's.
    public static let current = AppVersion(build)!

    public var description: String { parts.map(String.init).joined(separator: ".") }

    public static func < (a: AppVersion, b: AppVersion) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let x = i < a.parts.count ? a.parts[i] : 0
            let y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: AppVersion, b: AppVersion) -> Bool { !(a < b) && !(b < a) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = parts
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
