import Motion
import PlaygroundCore
import Scenes

/// What `scene check` prints: the scene's resolved geometry as a table or JSON.
///
/// Both are written row by row through a `StreamedOutput`, so `--all` on ten million items holds
/// one chunk of text at a time: the output may be gigabytes, the process stays small.
struct SceneReport {
    let scene: Scene
    let geometry: SceneGeometry
    /// Each group's item size in points in the window checked (percentages resolved).
    let sizes: [Size]
    /// Items printed at most, half from each end (nil: all).
    let limit: Int?
    /// How often the table's width pass asks whether the output is still read: rare enough to
    /// cost nothing, often enough to stop within a fraction of a second.
    static let readerCheckRows = 16 * 1024

    /// The items printed, in order: all of them, or the first and last `limit / 2` of a long
    /// scene. Ranges rather than a list of indices, which would grow with the item count.
    private var shown: [Range<Int>] {
        let count = geometry.itemCount
        guard let limit, count > limit else { return [0..<count] }
        return [0..<(limit / 2), (count - limit / 2)..<count]
    }

    /// Where the rows skip the middle of a long scene, and how many items they skip.
    private var gap: (after: Int, skipped: Int)? {
        guard let limit, geometry.itemCount > limit else { return nil }
        return (limit / 2, geometry.itemCount - limit / 2 * 2)
    }

    /// Each group sized in percent of the viewport, as resolved in this window:
    /// `items[0].size ["100%", 420] is 784 × 420 pt`.
    private var resolvedSizes: [String] {
        scene.definition.items.enumerated().compactMap { g, group in
            guard group.widthUnit == .percent || group.heightUnit == .percent else { return nil }
            func written(_ x: Double, _ unit: SceneDefinition.LengthUnit) -> String {
                unit == .percent ? "\"\(NumberText.format(x))%\"" : NumberText.format(x)
            }
            let size = sizes[g]
            return "items[\(g)].size [\(written(group.size.width, group.widthUnit)), "
                + "\(written(group.size.height, group.heightUnit))] is \(n(size.width)) × \(n(size.height)) pt"
        }
    }

    /// The compact JSON object `StateValue.json` would print for the whole report, with its keys
    /// in this order, written an item at a time.
    func writeJSON(to out: inout StreamedOutput) throws(ExitFailure) {
        let g = geometry
        let leading: [StateField] = [
            StateField("file", .string(scene.file)), StateField("id", .string(scene.id)),
            StateField("title", .string(scene.definition.title)),
            StateField("axis", .string(scene.definition.axis.rawValue)), StateField("snap", .string(g.snap.rawValue)),
            StateField("max_items_per_fling", scene.definition.maxItemsPerFling.map { .int($0) } ?? .null),
            StateField("viewport_length", .double(g.viewportLength)),
            StateField("content_length", .double(g.contentLength)),
            StateField("min_offset", .double(g.minOffset)), StateField("max_offset", .double(g.maxOffset)),
            StateField("item_count", .int(g.itemCount)),
        ]
        try out.append("{")
        for field in leading {
            try Self.key(field.key, to: &out)
            try out.append(field.value)
            try out.append(",")
        }
        try Self.key("items", to: &out)
        try out.append("[")
        var first = true
        for range in shown {
            for i in range {
                if !first { try out.append(",") }
                first = false
                try out.append(
                    .fields([
                        "index": .int(i), "group": .int(g.group(of: i)), "start": .double(g.start(of: i)),
                        "end": .double(g.end(of: i)), "snap_offset": snapValue(i), "rest_offset": restValue(i),
                    ]))
            }
        }
        try out.append("],")
        try Self.key("truncated", to: &out)
        try out.append(.bool(gap != nil))
        if g.snap == .page {
            try out.append(",")
            try Self.key("pages", to: &out)
            try out.append("[")
            for page in 0...min(g.lastPage, (limit ?? Int.max) - 1) {
                if page > 0 { try out.append(",") }
                try out.append(.double(g.pageOffset(page)))
            }
            try out.append("]")
        }
        try out.append("}\n")
    }

    /// `"key":`, escaped as `StateValue` escapes object keys.
    private static func key(_ key: String, to out: inout StreamedOutput) throws(ExitFailure) {
        try out.append(.string(key))
        try out.append(":")
    }

    /// Under `none` and `page` an item has no snap offset of its own.
    private func snapValue(_ i: Int) -> StateValue {
        switch geometry.snap {
        case .none, .page: .null
        case .start, .center, .end: .double(geometry.snapOffset(of: i))
        }
    }

    /// Where the item rests: its snap offset held to the range (the same without `reach_ends`
    /// only for the items that can reach it).
    private func restValue(_ i: Int) -> StateValue {
        switch geometry.snap {
        case .none, .page: .null
        case .start, .center, .end: .double(geometry.restOffset(of: i))
        }
    }

    /// The table: a summary, then one row per item in columns as wide as their widest cell.
    /// The widths are found in a first pass over the rows and the rows written in a second,
    /// so no row is kept.
    func writeTable(to out: inout StreamedOutput) throws(ExitFailure) {
        let g = geometry
        var summary = "\(scene.file): \"\(scene.definition.title)\", \(scene.definition.axis.rawValue), "
        summary += "\(g.itemCount) item\(g.itemCount == 1 ? "" : "s"), snap \(g.snap.rawValue)"
        if let n = scene.definition.maxItemsPerFling { summary += ", at most \(n) per fling" }
        summary += "\nviewport \(n(g.viewportLength)) pt, content \(n(g.contentLength)) pt, "
        summary += "offsets \(n(g.minOffset)) to \(n(g.maxOffset)) pt\n"
        for line in resolvedSizes { summary += line + "\n" }
        summary += "\n"
        // The summary goes out before the long first pass, so `| head -c 100` has its bytes
        // at once, and the pass stops when that reader is gone instead of running to the end.
        try out.append(summary)
        try out.flush()
        let header = ["item", "group", "start", "end", "snap offset", "rest"]
        var widths = header.map(\.count)
        var measured = 0
        for range in shown {
            for i in range {
                for (c, cell) in row(i).enumerated() { widths[c] = max(widths[c], cell.count) }
                measured += 1
                if measured % Self.readerCheckRows == 0 { try out.checkReader() }
            }
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { c in
                let pad = String(repeating: " ", count: widths[c] - cells[c].count)
                return c == 0 ? cells[c] + pad : pad + cells[c]
            }.joined(separator: "  ") + "\n"
        }
        try out.append(line(header))
        var written = 0
        for range in shown {
            for i in range {
                if let gap, written == gap.after {
                    try out.append("… \(gap.skipped) items not shown (--all prints every one)\n")
                }
                try out.append(line(row(i)))
                written += 1
            }
        }
        if g.snap == .page {
            let pages = (0...min(g.lastPage, 19)).map { n(g.pageOffset($0)) }.joined(separator: ", ")
            try out.append("\npages (\(g.pageCount)): \(pages)\(g.lastPage > 19 ? ", …" : "")\n")
        }
    }

    private func row(_ i: Int) -> [String] {
        [
            String(i + 1), String(geometry.group(of: i) + 1), n(geometry.start(of: i)), n(geometry.end(of: i)),
            snapText(i, geometry.snapOffset), snapText(i, geometry.restOffset),
        ]
    }

    /// `offset` of item `i` (its snap offset or its rest); none under `none` and `page`.
    private func snapText(_ i: Int, _ offset: (Int) -> Double) -> String {
        switch geometry.snap {
        case .none, .page: "–"
        case .start, .center, .end: n(offset(i))
        }
    }

    private func n(_ x: Double) -> String { NumberText.short(x, significant: 12) }
}
