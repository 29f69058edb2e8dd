// Checks ../SnapLayout.swift against every row of ../vectors.tsv (the playground's own decisions):
//
//   swiftc -parse-as-library -o snap-vectors ../SnapLayout.swift SnapLayoutVectors.swift
//   ./snap-vectors ../vectors.tsv
//
// Items and pages must be equal, offsets within 1e-9 (relative beyond 1). It prints how many rows
// passed, or the first row that fails and exits 1 (2 for a file it cannot read). SwiftPM builds
// the same checks, without the program's main, into the test target SnapLayoutRuntimeTests
// (SnapLayoutRuntimeTests.swift), over the runtime built as the module SnapLayoutRuntime.

import Foundation

#if SWIFT_PACKAGE
    @testable import SnapLayoutRuntime
#endif

#if !SWIFT_PACKAGE
    @main
    enum SnapLayoutVectorsProgram {
        static func main() {
            let arguments = CommandLine.arguments
            guard arguments.count == 2, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
                fail("usage: snap-vectors VECTORS.tsv (a readable file)", code: 2)
            }
            let result = SnapLayoutVectors.check(text)
            if let failure = result.failure { fail(failure, code: 1) }
            print("Swift SnapLayout: \(result.checked) rows passed")
        }

        static func fail(_ message: String, code: Int32) -> Never {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(code)
        }
    }
#endif

enum SnapLayoutVectors {
    /// Every row of a vectors file in turn: how many passed, and the first that fails
    /// (`vectors.tsv:LINE: what differs`, then the row), if one does.
    static func check(_ text: String) -> (checked: Int, failure: String?) {
        var layout: SnapLayout?
        var checked = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let problem: String?
            if fields[0] == "layout" {
                layout = parseLayout(fields)
                problem = layout == nil ? "not a layout line" : nil
            } else if let layout {
                problem = check(fields, on: layout)
            } else {
                problem = "a row before any layout line"
            }
            if let problem { return (checked, "vectors.tsv:\(number + 1): \(problem)\n  \(line)") }
            checked += 1
        }
        return (checked, nil)
    }

    /// `layout NAME PLATFORM DENSITY SNAP MAX REACH SPACING LEAD TRAIL RATE SLOW PAGING VIEWPORT GROUPS`.
    static func parseLayout(_ f: [String]) -> SnapLayout? {
        guard f.count == 15, let platform = SnapLayout.Platform(rawValue: f[2]), let density = Double(f[3]),
            let snap = SnapLayout.Snap(rawValue: f[4])
        else { return nil }
        let numbers = f[7...13].compactMap(Double.init)
        guard numbers.count == 7 else { return nil }
        var groups: [SnapLayout.ItemGroup] = []
        for group in f[14].split(separator: ",") {
            let parts = group.split(separator: "x")
            guard parts.count == 2, let count = Int(parts[0]), let length = Double(parts[1]) else { return nil }
            groups.append(SnapLayout.ItemGroup(count: count, length: length))
        }
        return SnapLayout(
            groups: groups, spacing: numbers[0], insetLeading: numbers[1], insetTrailing: numbers[2], snap: snap,
            maxItemsPerFling: Int(f[5]), reachesEnds: f[6] == "1", platform: platform, density: density,
            decelerationRate: numbers[3], slowReleaseVelocity: numbers[4], pagingVelocityThreshold: numbers[5],
            viewportLength: numbers[6])
    }

    /// Offsets agree to 1e-9, relative to their size beyond 1 (a million rows are 5.7e7 pt long).
    static func close(_ got: Double, _ want: String) -> Bool {
        guard let want = Double(want) else { return false }
        return abs(got - want) <= 1e-9 * max(1, abs(want))
    }

    /// nil when the row holds; else what differs.
    static func check(_ f: [String], on layout: SnapLayout) -> String? {
        switch (f[0], f.count) {
        case ("range", 6):
            let got = "\(layout.itemCount) \(layout.contentLength) \(layout.minOffset) \(layout.maxOffset) "
            let ok =
                String(layout.itemCount) == f[1] && close(layout.contentLength, f[2]) && close(layout.minOffset, f[3])
                && close(layout.maxOffset, f[4]) && String(layout.lastPage) == f[5]
            return ok ? nil : "got \(got)\(layout.lastPage)"
        case ("rest", 3):
            guard let index = Int(f[1]) else { return "not an index" }
            let rest = layout.restOffset(of: index)
            return close(rest, f[2]) ? nil : "got \(rest)"
        case ("anchor", 4):
            guard let offset = Double(f[1]) else { return "not an offset" }
            let anchor = layout.anchor(at: offset)
            return String(anchor.item) == f[2] && String(anchor.page) == f[3]
                ? nil : "got \(anchor.item) \(anchor.page)"
        case ("target", 7):
            guard let offset = Double(f[1]), let velocity = Double(f[2]), let item = Int(f[3]), let page = Int(f[4])
            else { return "not a release" }
            let target = layout.target(
                releaseOffset: offset, velocity: velocity, anchor: SnapLayout.Anchor(item: item, page: page))
            guard let target else { return f[5] == "-" && f[6] == "-" ? nil : "got - -" }
            return String(target.item) == f[5] && close(target.offset, f[6])
                ? nil : "got \(target.item) \(target.offset)"
        default:
            return "an unknown row"
        }
    }
}
